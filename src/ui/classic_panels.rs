//! The 2048 mode's dialogs: a new game (mode and size), "You win", and game over.

use leptos::html;
use leptos::prelude::*;

use crate::sim::slide::SlideBoard;

/// Moves focus to `target` whenever `open` turns true, so the keyboard lands in the dialog.
fn focus_on_open(open: Signal<bool>, target: NodeRef<html::Button>) {
    Effect::new(move |_| {
        if open.get()
            && let Some(el) = target.get()
        {
            let _ = el.focus();
        }
    });
}

/// "New game": pick the mode (2048 or ExponenTorus) and, for 2048, the board's side.
#[component]
pub fn NewGameDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The side of the game in play, picked at first.
    size: Signal<usize>,
    /// Whether a game is under way (it would be lost).
    under_way: Signal<bool>,
    /// Start a 2048 game of this side.
    on_start: Callback<usize>,
    /// Go to ExponenTorus, starting a new game there.
    on_torus: Callback<()>,
    /// Cancel.
    on_cancel: Callback<()>,
) -> impl IntoView {
    let classic = RwSignal::new(true);
    let picked = RwSignal::new(size.get_untracked());
    let start = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            classic.set(true);
            picked.set(size.get_untracked());
        }
    });
    focus_on_open(open, start);
    view! {
        <Show when=move || open.get()>
            <div class="overlay">
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="new-game-title"
                    data-testid="new-game-dialog"
                >
                    <h2 id="new-game-title">"New game"</h2>
                    <fieldset class="mode-pick">
                        <legend>"Mode"</legend>
                        <label>
                            <input
                                type="radio"
                                name="mode"
                                data-testid="mode-pick-2048"
                                prop:checked=move || classic.get()
                                on:change=move |_| classic.set(true)
                            />
                            " 2048"
                        </label>
                        <label>
                            <input
                                type="radio"
                                name="mode"
                                data-testid="mode-pick-exponentorus"
                                prop:checked=move || !classic.get()
                                on:change=move |_| classic.set(false)
                            />
                            " ExponenTorus"
                        </label>
                    </fieldset>
                    <label class="size-pick">
                        "Size "
                        <select
                            data-testid="size-pick"
                            prop:disabled=move || !classic.get()
                            prop:value=move || picked.get().to_string()
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse() {
                                    picked.set(n);
                                }
                            }
                        >
                            {(SlideBoard::MIN_SIZE..=SlideBoard::MAX_SIZE)
                                .map(|n| {
                                    view! {
                                        <option value=n.to_string() selected=move || picked.get() == n>
                                            {format!("{n} × {n}")}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <p class="dialog-sub">
                        {move || {
                            if !classic.get() {
                                "Your 2048 game is kept; ExponenTorus keeps its own game too."
                            } else if under_way.get() {
                                "The 2048 game in play will be lost."
                            } else {
                                ""
                            }
                        }}
                    </p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="new-game-cancel" on:click=move |_| on_cancel.run(())>
                            "Cancel"
                        </button>
                        <button
                            type="button"
                            class="primary"
                            data-testid="new-game-start"
                            node_ref=start
                            on:click=move |_| {
                                if classic.get_untracked() {
                                    on_start.run(picked.get_untracked());
                                } else {
                                    on_torus.run(());
                                }
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

/// "You win": a 2048 tile, for the first time this game.
#[component]
pub fn WinDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The score.
    score: Signal<u64>,
    /// Keep going pressed.
    on_keep_going: Callback<()>,
    /// New game pressed.
    on_new_game: Callback<()>,
) -> impl IntoView {
    let keep = NodeRef::<html::Button>::new();
    focus_on_open(open, keep);
    view! {
        <Show when=move || open.get()>
            <div class="overlay">
                <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="win-title" data-testid="win">
                    <h2 id="win-title">"You win!"</h2>
                    <p class="dialog-sub">
                        {move || format!("You made a 2048 tile, with {} points.", score.get())}
                    </p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="win-new-game" on:click=move |_| on_new_game.run(())>
                            "New game"
                        </button>
                        <button
                            type="button"
                            class="primary"
                            data-testid="keep-going"
                            node_ref=keep
                            on:click=move |_| on_keep_going.run(())
                        >
                            "Keep going"
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}

/// Game over: no slide changes the board.
#[component]
pub fn SlideGameOver(
    /// Whether it is open.
    open: Signal<bool>,
    /// The final score.
    score: Signal<u64>,
    /// The best score of this side.
    best: Signal<u64>,
    /// Moves played.
    moves: Signal<u64>,
    /// New game pressed.
    on_new_game: Callback<()>,
) -> impl IntoView {
    let button = NodeRef::<html::Button>::new();
    focus_on_open(open, button);
    view! {
        <Show when=move || open.get()>
            <div class="overlay">
                <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="game-over-title" data-testid="game-over">
                    <h2 id="game-over-title">"Game over"</h2>
                    <p class="dialog-sub">"No move changes the board."</p>
                    <dl class="final">
                        <div>
                            <dt>"Final score"</dt>
                            <dd data-testid="final-score">{move || score.get().to_string()}</dd>
                        </div>
                        <div>
                            <dt>"Best"</dt>
                            <dd data-testid="final-best">{move || best.get().to_string()}</dd>
                        </div>
                        <div>
                            <dt>"Moves"</dt>
                            <dd data-testid="final-moves">{move || moves.get().to_string()}</dd>
                        </div>
                    </dl>
                    <button
                        type="button"
                        class="primary"
                        data-testid="game-over-new-game"
                        node_ref=button
                        on:click=move |_| on_new_game.run(())
                    >
                        "New game"
                    </button>
                </div>
            </div>
        </Show>
    }
}
