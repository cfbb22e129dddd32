//! The two modes, ExponenTorus and classic 2048: which one a page load opens, and the
//! switch between them. Each mode keeps its own game and best score in storage, so a
//! switch resumes the other mode's game where it was left.

use leptos::prelude::*;

use crate::model::saves::KeyValue;
use crate::model::slide_saves::MODE_KEY;
use crate::web::local_storage::WebStore;
use crate::web::mode_address::{param, replace_query};

use super::app::App;
use super::classic::ClassicApp;

/// A game mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// ExponenTile on a cylinder, the main game.
    Torus,
    /// Classic 2048.
    Classic,
}

impl Mode {
    /// The mode's name in the address and in storage.
    fn name(self) -> &'static str {
        match self {
            Mode::Torus => "exponentorus",
            Mode::Classic => "2048",
        }
    }
}

/// The mode in play, shared with both apps so either can switch.
#[derive(Clone, Copy)]
pub struct ModeSwitch(RwSignal<Mode>);

impl ModeSwitch {
    /// Switches to `mode`, resuming its saved game; `query` (without `?`) is the address
    /// to open it with, empty for none.
    pub fn switch(self, mode: Mode, query: &str) {
        let _ = WebStore::open().set(MODE_KEY, mode.name());
        replace_query(query);
        self.0.set(mode);
    }
}

/// The mode a page load opens: the address's `mode`; a link naming only a `seed` is the
/// main game's; otherwise the mode played last.
fn initial_mode(store: &WebStore) -> Mode {
    match param("mode").as_deref() {
        Some("2048") => Mode::Classic,
        Some(_) => Mode::Torus,
        None if param("seed").is_some() => Mode::Torus,
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
    let mode = RwSignal::new(mode);
    provide_context(ModeSwitch(mode));
    move || match mode.get() {
        Mode::Torus => view! { <App /> }.into_any(),
        Mode::Classic => view! { <ClassicApp /> }.into_any(),
    }
}

/// The main game's button to classic 2048, which resumes the 2048 game in play.
#[component]
pub fn PlayClassic() -> impl IntoView {
    let switch = use_context::<ModeSwitch>();
    view! {
        <button
            type="button"
            class="mode-switch"
            data-testid="mode-2048"
            title="Play classic 2048 (your game here is kept)"
            on:click=move |_| {
                if let Some(switch) = switch {
                    switch.switch(Mode::Classic, "mode=2048");
                }
            }
        >
            "Play 2048"
        </button>
    }
}
