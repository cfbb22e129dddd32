//! The new-game dialog both modes share: the mode (ExponenTorus or 2048) and, for 2048,
//! the board's side. Starting the other mode switches to it and keeps this one's game.

use leptos::html;
use leptos::prelude::*;

use crate::sim::slide::SlideBoard;

use super::modes::Mode;
use super::panels::focus_on_open;

/// "New game": pick the mode and, for 2048, the side; Start or Cancel.
#[component]
pub fn NewGameDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The mode of the page it opens on, picked at first.
    mode: Mode,
    /// Whether this mode's game is under way (a new one here replaces it).
    under_way: Signal<bool>,
    /// The 2048 side picked at first.
    size: Signal<usize>,
    /// Start pressed, with the mode and the 2048 side picked.
    on_start: Callback<(Mode, usize)>,
    /// Cancel pressed.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let picked_mode = RwSignal::new(mode);
    let picked_size = RwSignal::new(size.get_untracked());
    let start = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            picked_mode.set(mode);
            picked_size.set(size.get_untracked());
        }
    });
    focus_on_open(open, start);
    let loses_game = Signal::derive(move || picked_mode.get() == mode && under_way.get());
    let mode_choice = move |choice: Mode| {
        view! {
            <label>
                <input
                    type="radio"
                    name="mode"
                    data-testid=format!("mode-pick-{}", choice.name())
                    prop:checked=Signal::derive(move || picked_mode.get() == choice)
                    on:change=move |_| picked_mode.set(choice)
                />
                {format!(" {}", choice.title())}
            </label>
        }
    };
    view! {
        <Show when=move || open.get()>
            <div class="overlay">
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="new-game-title"
                    data-testid="confirm-new-game"
                >
                    <h2 id="new-game-title">"New game"</h2>
                    <fieldset class="mode-pick">
                        <legend>"Mode"</legend>
                        {mode_choice(Mode::Torus)}
                        {mode_choice(Mode::Classic)}
                    </fieldset>
                    <label class="size-pick" hidden=Signal::derive(move || picked_mode.get() != Mode::Classic)>
                        "Size "
                        <select
                            data-testid="size-pick"
                            prop:value=Signal::derive(move || picked_size.get().to_string())
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() {
                                    picked_size.set(n);
                                }
                            }
                        >
                            {(SlideBoard::MIN_SIZE..=SlideBoard::MAX_SIZE)
                                .map(|n| {
                                    view! {
                                        <option value=n.to_string() selected=Signal::derive(move || picked_size.get() == n)>
                                            {format!("{n} × {n}")}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <p class="dialog-sub" data-testid="new-game-note">
                        {Signal::derive(move || {
                            let other = picked_mode.get();
                            if other != mode {
                                format!(
                                    "Your {} game is kept. A {} game under way resumes, and offers the new one.",
                                    mode.title(),
                                    other.title(),
                                )
                            } else if loses_game.get() {
                                "The game in play will be lost.".to_owned()
                            } else {
                                String::new()
                            }
                        })}
                    </p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="confirm-no" on:click=move |_| on_cancel.run(())>
                            "Cancel"
                        </button>
                        <button
                            type="button"
                            class="primary"
                            class:danger=loses_game
                            data-testid="confirm-yes"
                            node_ref=start
                            on:click=move |_| {
                                on_start.run((picked_mode.get_untracked(), picked_size.get_untracked()))
                            }
                        >
                            "Start"
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}
