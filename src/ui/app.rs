//! The application: opens the session from what the page starts with (the game of the mode
//! the address or storage names, or a replay viewer for a replay link), turns the window's
//! events into intents, and lays out the one page every mode shares, the mode's own parts
//! in its slots ([`super::modes`]).

use gloo_events::EventListener;
use leptos::prelude::*;
use rules::replay_code;

use crate::model::share::share;
use crate::model::{Effect, Intent, Session, picture, play};
use crate::web::address_bar::{launch_address, page_address};
use crate::web::audio::listen_for_first_input;
use crate::web::keyboard::{
    listen_for_key_use, listen_for_keys, listen_for_replay_keys, touch_device,
};
use crate::web::other_tabs::listen_for_other_tabs;
use crate::web::page_swipes::stop_sideways_swipes;
use crate::web::reduced_motion::{prefers_reduced_motion, watch_reduced_motion};
use crate::web::startup::{read_kept_analysis, read_launch, read_settings};
use crate::web::watch_taps::stop_watch_on_any_tap;

use super::deferred_parts::{after_shown, later, once_built};
use super::modes;
use super::page::Page;
use super::page_sections::{SessionReads, dialogs, figures, header, stage, status_and_footer};
use super::puzzle_card::{fetch_puzzle, puzzling};
use super::race::{RaceBar, race_dialogs};
use super::replay_view::Replayed;
use super::share::{Sharing, share_game};

/// The page: the game, or for a replay link that reads, the same page as a replay viewer
/// (a notice says why a replay link does not read).
#[component]
pub fn Root() -> impl IntoView {
    // The app in a task after the one that starts the wasm (src/ui/deferred_parts.rs).
    later(move || {
        let address = launch_address();
        let replay = address.replay.map(|code| replay_code::decode(&code));
        let (session, opening, replayed) = match replay {
            Some(Ok(whole)) => {
                let summary = whole.summary();
                let kept = whole
                    .replay_code()
                    .ok()
                    .and_then(|code| read_kept_analysis(&code));
                let (mut session, mut opening) = Session::open_replay(
                    whole,
                    read_settings(),
                    (prefers_reduced_motion(), touch_device()),
                    address.player.as_deref(),
                );
                opening.extend(session.open_analysis(kept.as_deref(), address.analyse.is_some()));
                let replayed = Replayed::of(&summary);
                (session, opening, Some(replayed))
            }
            refused => {
                let (mut session, mut opening) = Session::open(read_launch());
                if let Some(Err(error)) = refused {
                    session.refuse_replay(&error);
                    // The address names the game in play, not the link that did not read.
                    opening.push(Effect::ShowAddress(String::new()));
                }
                (session, opening, None)
            }
        };
        // A replay link names a replay; a puzzle is asked for over the player's game.
        let puzzle = address.puzzle.filter(|_| replayed.is_none());
        view! { <GamePage session=session opening=opening replayed=replayed puzzle=puzzle /> }
    })
}

/// The whole page. Every path shows the game, so the app works from any sub-path it is
/// served under. A replay viewer is the same page with its own links and controls in
/// place of the game's.
#[component]
fn GamePage(
    /// The session opened.
    session: Session,
    /// The effects of opening it.
    opening: Vec<Effect>,
    /// The game replayed, in a replay viewer.
    replayed: Option<Replayed>,
    /// The puzzle the address asks for (`?puzzle=`).
    puzzle: Option<String>,
) -> impl IntoView {
    let page = Page::new(session, opening);
    if let Some(puzzle) = puzzle {
        let mode = page.session.with_untracked(Session::mode);
        fetch_puzzle(page, &puzzle, mode);
    }
    provide_context(page);
    if let Some(language) = crate::web::language::unavailable() {
        page.dispatch(Intent::LanguageUnavailable(language));
    }
    let listeners = StoredValue::new_local(listen(page, replayed.is_some()));
    on_cleanup(move || listeners.update_value(Vec::clear));
    let reads = SessionReads::of(page.session);
    let sharing = RwSignal::new(Sharing::Idle);
    let on_share = share_on(page.session, sharing);
    page.open_posting();
    if replayed.is_none() {
        super::race::start(page);
    }
    let session = page.session;

    once_built(move |built| {
        view! {
            <main
                class=Signal::derive(move || {
                    session.with(|s| {
                        format!(
                            "app{}{}{}{}{} speed-{} theme-{} palette-{}",
                            modes::page_class(s.mode()),
                            if replayed.is_some() { " replay" } else { "" },
                            if s.tutorial().is_some() || puzzling(s) { " tutorial" } else { "" },
                            if puzzling(s) { " puzzle" } else { "" },
                            if built.get() { "" } else { " building" },
                            s.speed().name(),
                            s.theme().name(),
                            s.palette().name(),
                        )
                    })
                })
                data-mode=move || reads.mode.get().name()
                style=Signal::derive(move || format!("--n:{}", reads.size.get()))
            >
                {header(page, reads, replayed)}
                // The rest in parts, a task each, behind the app shell (deferred_parts.rs).
                {later(move || figures(page, reads, replayed))}
                {after_shown(move || view! { <RaceBar page=page /> })}
                {later(move || stage(page, reads, sharing, on_share))}
                {later(move || view! {
                    {status_and_footer(page, reads, replayed, sharing, on_share)}
                })}
                {later(move || dialogs(page, reads, replayed, sharing))}
                {after_shown(move || race_dialogs(page))}
            </main>
        }
    })
}

/// The window's listeners for the page's life: its keys (a replay viewer's, or the
/// mode's), the taps that stop Watch, other tabs' saves, reduced motion, and what posting
/// and sound wait for.
fn listen(page: Page, replay_viewer: bool) -> Vec<EventListener> {
    let dispatch = move |intent| page.dispatch(intent);
    // Listened to before the keys (listeners run in the order they were added): the key
    // that shows there is a keyboard is told in the words of keys.
    let session = page.session;
    let key_use = listen_for_key_use(move || {
        if session.with_untracked(Session::touch) {
            dispatch(Intent::KeyPressed);
        }
    });
    let keys = if replay_viewer {
        listen_for_replay_keys(move |control| dispatch(Intent::Replay(control)))
    } else {
        listen_for_keys(
            move || play::keys(session.with_untracked(Session::mode)),
            move |action| dispatch(Intent::Action(action)),
            move || dispatch(Intent::OtherKey),
        )
    };
    let mut listeners: Vec<EventListener> = [
        key_use,
        keys,
        listen_for_other_tabs(move |key, value| dispatch(Intent::StorageChanged { key, value })),
        watch_reduced_motion(move |reduced| dispatch(Intent::ReducedMotion(reduced))),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !replay_viewer {
        listeners.extend(stop_watch_on_any_tap(
            move || session.with_untracked(Session::watching),
            move || dispatch(Intent::PageTap),
        ));
    }
    listeners.extend(stop_sideways_swipes());
    listeners.extend(listen_for_first_input());
    listeners.extend(page.posting_listeners());
    listeners.extend(super::race::listeners(page));
    listeners
}

/// Share: the game's line and its picture, to the system's share sheet or the clipboard.
fn share_on(session: RwSignal<Session>, sharing: RwSignal<Sharing>) -> Callback<()> {
    Callback::new(move |()| {
        let page = page_address();
        // The picture's foot names the game's address, without its scheme.
        let site = page
            .split_once("://")
            .map_or(page.as_str(), |(_, rest)| rest);
        let (text, picture, name) = session.with_untracked(|s| {
            let daily = s.daily().map(|play| (play.day, play.practice));
            let history = s.history();
            (
                share(&history, &page, daily),
                picture::picture(&history, daily, s.palette(), site),
                picture::file_name(&history, daily),
            )
        });
        share_game(text.text, &picture, &name, sharing)
    })
}
