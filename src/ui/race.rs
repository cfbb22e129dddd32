//! Races on the page: the window's events a race follows, and its parts: the form that makes one, the lobby with
//! its countdown, the race bar beside the board, the standings. The session decides
//! everything; these show it and report intents.

mod bar;
mod form;
mod lobby;
mod standings;

use std::time::Duration;

use gloo_events::EventListener;
use leptos::prelude::*;

use crate::model::Intent;
use crate::model::i18n::tr;
use crate::model::race::RaceAsk;
use crate::model::race::RaceIntent;
use crate::web::race_socket;

use super::page::Page;

pub use bar::RaceBar;

/// Hands the session one intent of races.
fn ask(page: Page, ask: RaceAsk) {
    page.dispatch(Intent::Race(ask));
}

/// What a race's socket says, to the session.
fn tell(page: Page) -> impl Fn(RaceIntent) + Clone + 'static {
    move |intent| ask(page, RaceAsk::Race(intent))
}

/// The window's events a race follows: back online (reconnect now), offline (the socket
/// dropped at once, to reconnect when back).
pub fn listeners(page: Page) -> Vec<EventListener> {
    vec![
        EventListener::new(&window(), "online", move |_| {
            ask(page, RaceAsk::Race(RaceIntent::Online))
        }),
        EventListener::new(&window(), "offline", move |_| {
            race_socket::offline(tell(page))
        }),
    ]
}

/// At the page's start: the race its link names, if any, and whether this browser found
/// the site to run no races (a static host), whose button is then not offered. Nothing is
/// asked of the server: the form asks when the player opens it.
pub fn start(page: Page) {
    if race_socket::no_races_remembered() {
        ask(page, RaceAsk::NoneRemembered);
    }
    if let Some(id) = race_socket::race_in_address() {
        ask(page, RaceAsk::Open(id));
    }
}

/// Start a race, beside New game: where the site runs races (not on a static host).
#[component]
pub fn RaceButton() -> impl IntoView {
    let page = Page::get();
    let offered = Memo::new(move |_| page.session.with(|s| s.racing().offered()));
    // One race at a time: off, and looking it, while one is open.
    let in_race = Memo::new(move |_| page.session.with(|s| s.racing().race().is_some()));
    view! {
        <Show when=move || offered.get()>
            <button
                type="button"
                data-testid="race"
                title=tr::race_key()
                disabled=in_race
                aria-keyshortcuts="R"
                on:click=move |_| ask(page, RaceAsk::OpenForm(None))
            >
                {tr::race()}
            </button>
        </Show>
    }
}

/// The race's dialogs: the form, the lobby, the standings.
pub fn race_dialogs(page: Page) -> impl IntoView {
    view! {
        <form::RaceForm page=page />
        <lobby::Lobby page=page />
        <standings::Standings page=page />
    }
}

/// The page's time, every `every` milliseconds, for the clock and the countdown.
fn ticking(every: u64) -> ReadSignal<u64> {
    let (now, set_now) = signal(js_sys::Date::now() as u64);
    let handle = set_interval_with_handle(
        move || set_now.set(js_sys::Date::now() as u64),
        Duration::from_millis(every),
    );
    on_cleanup(move || {
        if let Ok(handle) = handle {
            handle.clear();
        }
    });
    now
}
