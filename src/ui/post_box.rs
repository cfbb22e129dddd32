//! The game-over box's part of posting: the offer to post the finished game (asking a
//! name the first time), then how the post went and the way to its board; or why this game
//! is not ranked. [`Poster`] does the posting.

use leptos::html;
use leptos::prelude::*;

use super::posting::{PostState, Poster};
use crate::model::leaderboard::{NotRanked, check_name};
use crate::web::leaderboard::online;

/// The game-over box's part: the offer to post the game (asking a name the first time),
/// then how the post went and the way to its board; or why this game is not ranked.
#[component]
pub fn PostBox(
    /// The game's replay code to post, or why it may not be.
    game: Signal<Option<Result<String, NotRanked>>>,
    /// "See the board" pressed: the leaderboard panel, on the game's board.
    on_see_board: Callback<()>,
) -> impl IntoView {
    let poster = Poster::get();
    let name_field = NodeRef::<html::Input>::new();
    let problem = RwSignal::new(None::<String>);
    let asking = RwSignal::new(false);
    let state = move || {
        let code = game.get()?.ok()?;
        let state = poster.states.with(|s| s.get(&code).cloned());
        // This visit's word first, then a post waiting, then one made before a reload.
        state
            .or_else(|| {
                poster
                    .pending
                    .with(|p| p.waits(&code))
                    .then_some(PostState::Pending)
            })
            .or_else(|| {
                poster
                    .posted
                    .with(|p| p.message_of(&code).map(|m| PostState::Posted(m.to_owned())))
            })
    };
    let post = move || {
        let Some(Ok(code)) = game.get_untracked() else {
            return;
        };
        if poster.player.with_untracked(|p| p.name.is_none()) {
            if !asking.get_untracked() {
                asking.set(true);
                request_animation_frame(move || {
                    if let Some(field) = name_field.get_untracked() {
                        let _ = field.focus();
                    }
                });
                return;
            }
            let typed = name_field
                .get_untracked()
                .map(|f| f.value())
                .unwrap_or_default();
            match check_name(&typed) {
                Ok(name) => {
                    poster.player.update(|p| p.name = Some(name));
                    poster.keep_player();
                }
                Err(why) => {
                    problem.set(Some(why.to_string()));
                    return;
                }
            }
        }
        problem.set(None);
        asking.set(false);
        poster.post(code);
    };
    let words = move || match state() {
        None => String::new(),
        Some(PostState::Sending) => "Sending…".to_owned(),
        Some(PostState::Pending) if !online() => {
            "Pending: you are offline. It is sent when you are back online.".to_owned()
        }
        Some(PostState::Pending) => {
            "Pending: the server could not take it yet. It is sent again soon.".to_owned()
        }
        Some(PostState::Posted(message) | PostState::Refused(message)) => message,
        Some(PostState::NoServer) => {
            "Pending: no leaderboard server answers on this site. It is tried again later."
                .to_owned()
        }
    };
    view! {
        <div class="post-box" data-testid="post-box">
            {move || match game.get() {
                Some(Err(why)) => view! {
                    <p class="dialog-sub" data-testid="post-not-ranked">{why.to_string()}</p>
                }.into_any(),
                Some(Ok(_)) => view! {
                    <p class="notice-text" role="alert" hidden=move || problem.with(Option::is_none)>
                        {move || problem.get().unwrap_or_default()}
                    </p>
                    <p class="post-state" role="status" data-testid="post-state"
                        data-state=move || match state() {
                            None => "",
                            Some(PostState::Sending) => "sending",
                            Some(PostState::Pending | PostState::NoServer) => "pending",
                            Some(PostState::Posted(_)) => "posted",
                            Some(PostState::Refused(_)) => "refused",
                        }
                    >
                        {words}
                    </p>
                    <div class="dialog-buttons post-row">
                        <div class="post-name" hidden=move || !asking.get()>
                            <label for="post-name">"Your name on the leaderboards"</label>
                            <input
                                id="post-name"
                                type="text"
                                maxlength="24"
                                autocomplete="nickname"
                                data-testid="post-name"
                                node_ref=name_field
                                on:keydown=move |ev| {
                                    if ev.key() == "Enter" {
                                        ev.prevent_default();
                                        post();
                                    }
                                }
                            />
                        </div>
                        <button
                            type="button"
                            data-testid="post-game"
                            hidden=move || state().is_some()
                            on:click=move |_| post()
                        >
                            {move || if asking.get() { "Post" } else { "Post to the leaderboard" }}
                        </button>
                        <button
                            type="button"
                            data-testid="post-see-board"
                            hidden=move || !matches!(state(), Some(PostState::Posted(_)))
                            on:click=move |_| on_see_board.run(())
                        >
                            "See the board"
                        </button>
                    </div>
                    <p class="dialog-sub post-as" hidden=move || asking.get() || state().is_some() || poster.player.with(|p| p.name.is_none())>
                        {move || poster.player.with(|p| format!("As “{}” (Settings changes it).", p.name.clone().unwrap_or_default()))}
                    </p>
                }.into_any(),
                None => ().into_any(),
            }}
        </div>
    }
}
