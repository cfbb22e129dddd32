//! What the 2048 mode opens with: its save, the address, the shared settings, its best
//! scores, the motion preference and some entropy for new games' seeds.

use crate::model::launch::parse_seed;
use crate::model::saves;
use crate::model::slide_saves;
use crate::model::slide_session::SlideLaunch;

use super::address_bar::launch_param;
use super::local_storage::WebStore;
use super::reduced_motion::prefers_reduced_motion;

/// Reads everything the 2048 session opens with.
pub fn read_slide_launch(store: &WebStore) -> SlideLaunch {
    let now = js_sys::Date::now() as u64;
    SlideLaunch {
        saved: slide_saves::load_game(store, now).map_err(|e| e.to_string()),
        url_seed: parse_seed(launch_param("seed").as_deref()),
        url_size: launch_param("size"),
        settings: saves::load_settings(store),
        bests: slide_saves::load_bests(store),
        reduced_motion: prefers_reduced_motion(),
        entropy: (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ now,
    }
}
