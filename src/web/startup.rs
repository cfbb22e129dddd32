//! What a page load starts from: storage, the address, the system's motion preference
//! and some entropy for new games' seeds.

use crate::model::daily::requested_day;
use crate::model::day::Day;
use crate::model::launch::SeedParam;
use crate::model::session::DailyStart;
use crate::model::sizes::SizeParam;
use crate::model::{Launch, saves, stats};

use super::address_bar::launch_param;

use super::address_bar::{seed_param, size_param};
use super::local_storage::WebStore;
use super::reduced_motion::prefers_reduced_motion;

/// Reads everything the session opens with: for a daily game's address (`?daily`), the
/// day it asks for and the daily game's slot, else the free game's slot and the seed.
pub fn read_launch(store: &WebStore) -> Launch {
    // Date.now(), which a test's fake clock sets too.
    let now = js_sys::Date::now();
    let today = Day::at_epoch_millis(now);
    let daily = launch_param("daily").map(|value| {
        let (day, refused) = requested_day(&value, today);
        DailyStart { day, refused }
    });
    let now = now as u64;
    Launch {
        saved: match daily {
            Some(_) => saves::load_daily(store, now),
            None => saves::load_game(store, now),
        },
        url: match daily {
            Some(_) => SeedParam::Absent,
            None => seed_param(),
        },
        url_size: match daily {
            Some(_) => SizeParam::Absent,
            None => size_param(),
        },
        today,
        daily,
        stats: stats::load_stats(store, now),
        settings: saves::load_settings(store),
        bests: saves::load_bests(store),
        reduced_motion: prefers_reduced_motion(),
        // Randomness for picking seeds is the page's business; the rules never draw any.
        entropy: (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ now,
    }
}
