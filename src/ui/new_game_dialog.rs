//! The new-game dialog every mode shares: the mode and the board's side, from the sides
//! that mode offers. Starting another mode switches to it and keeps this one's game.

use leptos::html;
use leptos::prelude::*;
use rules::Mode;

use super::modal;

/// "New game": pick the mode and the side; Start or Cancel.
#[component]
pub fn NewGameDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The mode in play, picked at first.
    mode: Signal<Mode>,
    /// Whether the game in play is under way (a new one of its mode replaces it).
    under_way: Signal<bool>,
    /// The side in play, picked at first for its mode (the others start on their
    /// defaults).
    size: Signal<usize>,
    /// Start pressed, with the mode and that mode's side picked.
    on_start: Callback<(Mode, usize)>,
    /// Cancel pressed.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let picked_mode = RwSignal::new(mode.get_untracked());
    // Each mode's own pick, so that looking at another mode's sides loses none.
    let picks = Mode::ALL.map(|m| RwSignal::new(m.default_size()));
    let picked_size = move |m: Mode| {
        let at = Mode::ALL.iter().position(|&each| each == m).unwrap_or(0);
        picks[at]
    };
    let cancel = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            let in_play = mode.get_untracked();
            picked_mode.set(in_play);
            for m in Mode::ALL {
                picked_size(m).set(if m == in_play {
                    size.get_untracked()
                } else {
                    m.default_size()
                });
            }
        }
    });
    // The safest control first: Cancel, never the Start that may lose a game.
    modal::open_with_focus(open, move || cancel.get().map(Into::into));
    let loses_game = Signal::derive(move || picked_mode.get() == mode.get() && under_way.get());
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
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_cancel)>
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
                        {Mode::ALL.map(mode_choice).collect_view()}
                    </fieldset>
                    <label class="size-pick">
                        "Size "
                        // One menu, its options those of the mode picked: rebuilt when the
                        // mode changes, each option selected as that mode's pick is.
                        {move || {
                            let m = picked_mode.get();
                            let pick = picked_size(m);
                            let sides = m.sizes().to_vec();
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
                            let (other, in_play) = (picked_mode.get(), mode.get());
                            if other != in_play {
                                format!(
                                    "Your {} game is kept. {} {} game under way resumes, and offers the new one.",
                                    in_play.title(),
                                    article(other.title()),
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
                        <button type="button" data-testid="confirm-no" node_ref=cancel on:click=move |_| on_cancel.run(())>
                            "Cancel"
                        </button>
                        <button
                            type="button"
                            class="primary"
                            class:danger=loses_game
                            data-testid="confirm-yes"
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

/// "An" before a title said with a vowel first (An ExponenTile game), else "A" (A 2048
/// game: "a two thousand…").
fn article(title: &str) -> &'static str {
    if title.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "An"
    } else {
        "A"
    }
}
