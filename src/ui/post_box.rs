//! The game-over box's part of posting: the offer to post the finished game (asking a
//! name the first time), then how the post went and the way to its board; or why this game
//! is not ranked. The session does the posting (`model::posting`): this shows how it
//! stands and sends the player's Post.

use leptos::html;
use leptos::prelude::*;

use crate::model::i18n::tr;

use super::modal;
use super::page::Page;
use crate::model::leaderboard::{NotRanked, check_name};
use crate::model::posting::{PostState, PostingIntent};
use crate::web::leaderboard::{online, random_bytes};

/// The game-over box's part: the offer to post the game (asking a name the first time),
/// then how the post went and the way to its board; or why this game is not ranked.
#[component]
pub fn PostBox(
    /// The game's replay code to post, or why it may not be.
    game: Signal<Option<Result<String, NotRanked>>>,
    /// "See the leaderboard" pressed: the leaderboard panel, on the game's board.
    on_see_board: Callback<()>,
) -> impl IntoView {
    let page = Page::get();
    let session = page.session;
    let name_field = NodeRef::<html::Input>::new();
    let problem = RwSignal::new(None::<String>);
    let asking = RwSignal::new(false);
    // Several parts of the box show how the post stands: one derived signal serves them.
    let state = Signal::derive(move || {
        let code = game.get()?.ok()?;
        session.with(|s| s.posting().state_of(&code))
    });
    let post = Callback::new(move |()| {
        let Some(Ok(code)) = game.get_untracked() else {
            return;
        };
        let mut name = None;
        if session.with_untracked(|s| s.posting().player().name.is_none()) {
            if !asking.get_untracked() {
                asking.set(true);
                modal::focus_next_frame(name_field);
                return;
            }
            let typed = name_field
                .get_untracked()
                .map(|f| f.value())
                .unwrap_or_default();
            match check_name(&typed) {
                Ok(checked) => name = Some(checked),
                Err(why) => {
                    problem.set(Some(why.to_string()));
                    // Back to the field, where the name is mended (a Post clicked took the
                    // focus), which reads out why (its aria-describedby).
                    if let Some(field) = name_field.get_untracked() {
                        let _ = field.focus();
                    }
                    return;
                }
            }
        }
        problem.set(None);
        asking.set(false);
        page.post(PostingIntent::Post {
            code,
            name,
            random: random_bytes(),
            now_ms: js_sys::Date::now() as u64,
        });
    });
    view! {
        <div class="post-box" data-testid="post-box">
            {move || match game.get() {
                Some(Err(why)) => view! {
                    <p class="dialog-sub" data-testid="post-not-ranked">{why.to_string()}</p>
                }.into_any(),
                Some(Ok(_)) => view! {
                    <p id="post-problem" class="notice-text" role="alert" data-testid="post-problem" hidden=move || problem.with(Option::is_none)>
                        {move || problem.get().unwrap_or_default()}
                    </p>
                    {post_state_line(state)}
                    {post_row(state, (asking.read_only(), problem.read_only()), name_field, post, on_see_board)}
                    {posting_as(state, asking.read_only())}
                }.into_any(),
                None => ().into_any(),
            }}
        </div>
    }
}

/// How the post stands, in words, with a `data-state` a test or a style can tell apart.
///
/// `state`: how the post stands; `None` before it is sent.
fn post_state_line(state: Signal<Option<PostState>>) -> impl IntoView {
    view! {
        <p class="post-state" role="status" data-testid="post-state"
            data-state=move || match state.get() {
                None => "",
                Some(PostState::Sending) => "sending",
                Some(PostState::Pending | PostState::NoServer) => "pending",
                Some(PostState::Posted(_)) => "posted",
                Some(PostState::Refused(_)) => "refused",
            }
        >
            {move || words(state.get())}
        </p>
    }
}

/// The player's way on: the name asked the first time, Post until the post is sent, then
/// the way to the board it went to.
///
/// `state`: how the post stands; `None` before it is sent.
/// `asking`: whether the player is asked a name (Post then sends it), and why the name
/// typed was refused, if it was.
/// `name_field`: the name field, which Post reads and focuses.
/// `post`: post pressed, or Enter in the name field.
/// `on_see_board`: "See the leaderboard" pressed.
fn post_row(
    state: Signal<Option<PostState>>,
    (asking, problem): (ReadSignal<bool>, ReadSignal<Option<String>>),
    name_field: NodeRef<html::Input>,
    post: Callback<()>,
    on_see_board: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="dialog-buttons post-row">
            <div class="post-name" hidden=move || !asking.get()>
                <label for="post-name">{tr::post_name()}</label>
                <input
                    id="post-name"
                    type="text"
                    maxlength="24"
                    autocomplete="nickname"
                    data-testid="post-name"
                    aria-invalid=move || problem.with(Option::is_some).then_some("true")
                    aria-describedby=move || problem.with(Option::is_some).then_some("post-problem")
                    node_ref=name_field
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" {
                            ev.prevent_default();
                            post.run(());
                        }
                    }
                />
            </div>
            <button
                type="button"
                data-testid="post-game"
                hidden=move || state.get().is_some()
                on:click=move |_| post.run(())
            >
                {move || if asking.get() { tr::post() } else { tr::post_to_leaderboard() }}
            </button>
            <button
                type="button"
                data-testid="post-see-board"
                hidden=move || !matches!(state.get(), Some(PostState::Posted(_)))
                on:click=move |_| on_see_board.run(())
            >
                {tr::see_the_leaderboard()}
            </button>
        </div>
    }
}

/// The name a post goes under, before it is sent, so the player knows where to change it.
///
/// `state`: how the post stands; `None` before it is sent.
/// `asking`: whether the player is being asked a name (then there is none to show).
fn posting_as(state: Signal<Option<PostState>>, asking: ReadSignal<bool>) -> impl IntoView {
    let session = Page::get().session;
    let unnamed = move || session.with(|s| s.posting().player().name.is_none());
    view! {
        <p class="dialog-sub post-as" hidden=move || asking.get() || state.get().is_some() || unnamed()>
            {move || session.with(|s| tr::posting_as(s.posting().player().name.as_deref().unwrap_or_default()))}
        </p>
    }
}

/// How the post stands, said to the player: a post waiting says why, and when it is tried
/// again.
fn words(state: Option<PostState>) -> String {
    match state {
        None => String::new(),
        Some(PostState::Sending) => tr::sending(),
        Some(PostState::Pending) if !online() => tr::pending_offline(),
        Some(PostState::Pending) => tr::pending_later(),
        Some(PostState::Posted(message) | PostState::Refused(message)) => message,
        Some(PostState::NoServer) => tr::pending_no_server(),
    }
}
