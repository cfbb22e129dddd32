//! The new-game dialog both modes share: the mode (ExponenTorus or 2048) and the board's
//! side, from the sides that mode offers. Starting the other mode switches to it and keeps
//! this one's game.

use leptos::html;
use leptos::prelude::*;

use crate::model::sizes::SIZES;
use rules::twenty48::Board as SlideBoard;

use super::modes::Mode;
use super::panels::focus_on_open;

/// "New game": pick the mode and the side; Start or Cancel.
#[component]
pub fn NewGameDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The mode of the page it opens on, picked at first.
    mode: Mode,
    /// Whether this mode's game is under way (a new one here replaces it).
    under_way: Signal<bool>,
    /// The ExponenTorus side picked at first.
    torus_size: Signal<usize>,
    /// The 2048 side picked at first.
    classic_size: Signal<usize>,
    /// Start pressed, with the mode and that mode's side picked.
    on_start: Callback<(Mode, usize)>,
    /// Cancel pressed.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let picked_mode = RwSignal::new(mode);
    // Each mode's own pick, so that looking at the other mode's sides loses neither.
    let torus_pick = RwSignal::new(torus_size.get_untracked());
    let classic_pick = RwSignal::new(classic_size.get_untracked());
    let picked_size = move |m: Mode| match m {
        Mode::Torus => torus_pick,
        Mode::Classic => classic_pick,
    };
    let start = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            picked_mode.set(mode);
            torus_pick.set(torus_size.get_untracked());
            classic_pick.set(classic_size.get_untracked());
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
                    <label class="size-pick">
                        "Size "
                        // One menu, its options those of the mode picked: rebuilt when the
                        // mode changes, each option selected as that mode's pick is.
                        {move || {
                            let m = picked_mode.get();
                            let pick = picked_size(m);
                            let sides: Vec<usize> = match m {
                                Mode::Torus => SIZES.to_vec(),
                                Mode::Classic => (SlideBoard::MIN_SIZE..=SlideBoard::MAX_SIZE).collect(),
                            };
                            view! {
                                <select
                                    data-testid="size-pick"
                                    prop:value=move || pick.get().to_string()
                                    on:change=move |ev| {
                                        if let Ok(n) = event_target_value(&ev).parse() {
                                            pick.set(n);
                                        }
                                    }
                                >
                                    {sides
                                        .into_iter()
                                        .map(|n| {
                                            view! {
                                                <option value=n.to_string() selected=move || pick.get() == n>
                                                    {format!("{n} × {n}")}
                                                </option>
                                            }
                                        })
                                        .collect_view()}
                                </select>
                            }
                        }}
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
                                let m = picked_mode.get_untracked();
                                on_start.run((m, picked_size(m).get_untracked()))
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
