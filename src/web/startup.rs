//! What a page load starts from: storage, the address, the system's motion preference
//! and some entropy for new games' seeds.

use crate::model::Launch;
use crate::model::saves;

use super::address_bar::{seed_param, size_param};
use super::local_storage::WebStore;
use super::reduced_motion::prefers_reduced_motion;

/// Reads everything the session opens with.
pub fn read_launch(store: &WebStore) -> Launch {
    let now = js_sys::Date::now() as u64;
    Launch {
        saved: saves::load_game(store, now),
        url: seed_param(),
        url_size: size_param(),
        settings: saves::load_settings(store),
        bests: saves::load_bests(store),
        reduced_motion: prefers_reduced_motion(),
        // Randomness for picking seeds is the page's business; the rules never draw any.
        entropy: (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ now,
    }
}
