//! What a page load starts from: the address, storage (the game of the mode and slot the
//! address names, the settings, bests and statistics, a tutorial left under way), the
//! system's motion preference, whether the input is touch, and some entropy for new games'
//! seeds.

use crate::model::session::launch_target;
use crate::model::settings::Settings;
use crate::model::{Launch, kept_analyses, saves, stats};
use rules::analysis::Weighed;

use super::address_bar::launch_address;
use super::keyboard::touch_device;
use super::local_storage::WebStore;
use super::reduced_motion::prefers_reduced_motion;

/// Reads everything the session opens with.
pub fn read_launch() -> Launch {
    let store = &WebStore::open();
    // Date.now(), which a test's fake clock sets too.
    let now = js_sys::Date::now();
    let address = launch_address();
    let last_mode = saves::load_mode(store);
    let (mode, slot) = launch_target(&address, last_mode);
    let now_ms = now as u64;
    Launch {
        saved: saves::read_game(store, mode, slot),
        address,
        last_mode,
        settings: saves::load_settings(store),
        bests: saves::load_bests(store),
        reduced_motion: prefers_reduced_motion(),
        // Randomness for picking seeds is the page's business; the rules never draw any.
        entropy: (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ now_ms,
        now_ms,
        stats: stats::load_stats(store, now_ms),
        touch: touch_device(),
        tutorial: saves::load_tutorial(store),
    }
}

/// The settings kept, for a replay viewer (which reads nothing else but its analysis).
pub fn read_settings() -> Settings {
    saves::load_settings(&WebStore::open())
}

/// The analysis kept of the game whose replay code is `code`, for a replay viewer.
pub fn read_kept_analysis(code: &str) -> Option<Vec<Weighed>> {
    kept_analyses::read_kept(&WebStore::open(), code)
}
