//! 2048's own dialog: "You win" (its new-game and game-over dialogs are every mode's).

use leptos::html;
use leptos::prelude::*;

use crate::model::i18n::tr;

use super::modal;

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
    modal::open_with_focus(open, move || keep.get().map(Into::into));
    view! {
        <Show when=move || open.get()>
            // Escape keeps going: the safe answer, which loses nothing.
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_keep_going)>
                <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="win-title" data-testid="win">
                    <h2 id="win-title">{tr::you_win()}</h2>
                    <p class="dialog-sub">
                        {Signal::derive(move || tr::you_made_the_tile(score.get()))}
                    </p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="win-new-game" on:click=move |_| on_new_game.run(())>
                            {tr::new_game()}
                        </button>
                        <button
                            type="button"
                            class="primary"
                            data-testid="keep-going"
                            node_ref=keep
                            on:click=move |_| on_keep_going.run(())
                        >
                            {tr::keep_going()}
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}
