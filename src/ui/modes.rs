//! The two modes, ExponenTorus and classic 2048: which one a page load opens, and the
//! switch between them. Each mode keeps its own game and best score in storage, so a
//! switch resumes the other mode's game where it was left.

use leptos::either::Either;
use leptos::prelude::*;

use crate::model::launch::{slide_query, torus_query};
use crate::model::saves::KeyValue;
use crate::model::slide_saves::MODE_KEY;
use crate::web::address_bar::launch_param;
use crate::web::local_storage::WebStore;

use super::app::App;
use super::classic::ClassicApp;
use super::later::later;

/// A game mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// ExponenTile on a cylinder, the main game.
    Torus,
    /// Classic 2048.
    Classic,
}

impl Mode {
    /// The mode's name in the address, in storage and in test hooks.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Torus => "exponentorus",
            Mode::Classic => "2048",
        }
    }

    /// The mode's name for people.
    pub fn title(self) -> &'static str {
        match self {
            Mode::Torus => "ExponenTorus",
            Mode::Classic => "2048",
        }
    }
}

/// Switches to `mode` by loading the page again at `query` (without `?`; empty for none),
/// which then opens that mode's saved game. A page holds one mode's app only: a switch
/// in place would carry both apps' views in one reactive branch, which costs the wasm more
/// than a reload costs the player (the files come from the cache).
pub fn switch_to(mode: Mode, query: &str) {
    let _ = WebStore::open().set(MODE_KEY, mode.name());
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    let _ = location.replace(&url);
}

/// Switches to `mode` by a new game's link (a fresh seed, and the board's side `size`):
/// that mode starts it, or, with a game under way there, resumes that game and offers the
/// new one, so no game is lost.
pub fn start_new_in(mode: Mode, size: usize) {
    let seed = (js_sys::Math::random() * 1e9) as u64 + 1;
    let query = match mode {
        Mode::Torus => torus_query(seed, size),
        Mode::Classic => slide_query(seed, size),
    };
    switch_to(mode, &query);
}

/// The mode a page load opens: the address's `mode`; a link naming only a `seed`, a
/// replay link and a daily game's link are the main game's; otherwise the mode played last.
fn initial_mode(store: &WebStore) -> Mode {
    match launch_param("mode").as_deref() {
        Some("2048") => Mode::Classic,
        Some(_) => Mode::Torus,
        None if ["seed", "replay", "daily"]
            .iter()
            .any(|name| launch_param(name).is_some()) =>
        {
            Mode::Torus
        }
        None => match store.get(MODE_KEY).ok().flatten().as_deref() {
            Some("2048") => Mode::Classic,
            _ => Mode::Torus,
        },
    }
}

/// The page: the app of the mode in play.
#[component]
pub fn Root() -> impl IntoView {
    let store = WebStore::open();
    let mode = initial_mode(&store);
    let _ = store.set(MODE_KEY, mode.name());
    // The app in a task after the one that starts the wasm (src/ui/later.rs).
    later(move || match mode {
        Mode::Torus => Either::Left(view! { <App /> }),
        Mode::Classic => Either::Right(view! { <ClassicApp /> }),
    })
}
