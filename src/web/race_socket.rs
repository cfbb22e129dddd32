//! A race's socket in the browser: one `WebSocket` at a time, to the game's own server
//! (`api/races/ID/socket` beside the page, `wss:` under `https:`), its events handed on as
//! intents; and the race a link names (`?race=ID`).

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{CloseEvent, Event, MessageEvent, WebSocket};

use std::time::Duration;

use crate::model::keys::NO_RACES_KEY;
use crate::model::race::{RaceAsk, RaceEffect, RaceIntent};
use crate::model::storage::KeyValue;

use super::leaderboard;

use super::address_bar::page_address;
use super::local_storage::WebStore;

/// The socket open, and the handlers that keep its events coming.
struct Open {
    socket: WebSocket,
    _handlers: [Closure<dyn FnMut(Event)>; 3],
}

thread_local! {
    static OPEN: RefCell<Option<Open>> = const { RefCell::new(None) };
}

/// Carries out one effect of a race; what comes of it goes to `ask`.
pub fn carry_out(effect: RaceEffect, ask: impl Fn(RaceAsk) + Clone + 'static) {
    let tell = {
        let ask = ask.clone();
        move |intent| ask(RaceAsk::Race(intent))
    };
    match effect {
        RaceEffect::Connect(path) => connect(&path, tell),
        RaceEffect::Send(text) => send(&text),
        RaceEffect::Disconnect => disconnect(),
        // Offline, a try is sure to fail: the `online` event reconnects instead.
        RaceEffect::Retry { millis, serial } => leptos::prelude::set_timeout(
            move || {
                if leaderboard::online() {
                    tell(RaceIntent::Retry(serial))
                }
            },
            Duration::from_millis(millis.into()),
        ),
        RaceEffect::Probe => leaderboard::request(
            "GET",
            "api/races".into(),
            None,
            None,
            Box::new(move |answer| ask(RaceAsk::Probed(answer))),
        ),
        RaceEffect::RememberNoRaces(none) => remember_no_races(none),
        RaceEffect::Create { token, body } => leaderboard::request(
            "POST",
            "api/races".into(),
            Some(token),
            Some(body),
            Box::new(move |answer| ask(RaceAsk::Created(answer))),
        ),
    }
}

/// Opens the socket at `path` (relative to the page), closing any other first; its
/// opening, messages and closing go to `tell`.
pub fn connect(path: &str, tell: impl Fn(RaceIntent) + Clone + 'static) {
    disconnect();
    let url = socket_url(path);
    let Ok(socket) = WebSocket::new(&url) else {
        tell(RaceIntent::Closed {
            code: 1006,
            reason: "This browser could not open the race's connection.".into(),
        });
        return;
    };
    let opened = {
        let tell = tell.clone();
        Closure::<dyn FnMut(Event)>::new(move |_: Event| tell(RaceIntent::Opened))
    };
    let message = {
        let tell = tell.clone();
        Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            let Some(text) = event
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string())
            else {
                return;
            };
            tell(RaceIntent::Heard {
                text,
                now_ms: js_sys::Date::now() as u64,
            });
        })
    };
    let closed = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        let (code, reason) = event
            .dyn_ref::<CloseEvent>()
            .map_or((1006, String::new()), |c| (c.code(), c.reason()));
        OPEN.with(|open| open.borrow_mut().take());
        tell(RaceIntent::Closed { code, reason });
    });
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    OPEN.with(|open| {
        *open.borrow_mut() = Some(Open {
            socket,
            _handlers: [opened, message, closed],
        })
    });
}

/// Sends `text` on the socket, if it is open (the race resends what the server lacks).
pub fn send(text: &str) {
    OPEN.with(|open| {
        if let Some(open) = open.borrow().as_ref() {
            let _ = open.socket.send_with_str(text);
        }
    });
}

/// Closes the socket, its events no longer told: the race that opened it is over here.
pub fn disconnect() {
    if let Some(open) = OPEN.with(|open| open.borrow_mut().take()) {
        open.socket.set_onopen(None);
        open.socket.set_onmessage(None);
        open.socket.set_onclose(None);
        let _ = open.socket.close_with_code(1000);
    }
}

/// The browser went offline: the socket is dropped rather than left to time out, and the
/// race told, so that it reconnects once the browser is back online.
pub fn offline(tell: impl Fn(RaceIntent)) {
    let dropped = OPEN.with(|open| open.borrow().is_some());
    if dropped {
        disconnect();
        tell(RaceIntent::Closed {
            code: 1006,
            reason: "You are offline.".into(),
        });
    }
}

/// Whether this browser found this site to run no races. A store that cannot be read
/// remembers nothing: the button is offered, and the form asks.
pub fn no_races_remembered() -> bool {
    WebStore::open().get(NO_RACES_KEY).ok().flatten().is_some()
}

/// Remembers that this site runs no races, or forgets it. A store that refuses only
/// means the form asks again next time.
fn remember_no_races(none: bool) {
    let store = WebStore::open();
    let _ = if none {
        store.set(NO_RACES_KEY, "none")
    } else {
        store.remove(NO_RACES_KEY)
    };
}

/// The race the page's address names (`?race=ID`), as given.
pub fn race_in_address() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get("race")
}

/// The socket's absolute address: the page's, its path's last part replaced by `path`,
/// in `ws:` or `wss:`.
fn socket_url(path: &str) -> String {
    let page = page_address();
    let base = page.rsplit_once('/').map_or(page.as_str(), |(dir, _)| dir);
    let url = format!("{base}/{path}");
    match url.split_once("://") {
        Some(("https", rest)) => format!("wss://{rest}"),
        Some((_, rest)) => format!("ws://{rest}"),
        None => url,
    }
}
