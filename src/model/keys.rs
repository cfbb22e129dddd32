//! Every key the game keeps something under, in one place: the games and bests of each
//! mode, the settings, the mode played last, the statistics, and the leaderboards' player,
//! posts waiting and games posted; and the keys an unreadable value is kept aside under.
//! What each holds and how it is read is its own module's (`saves`, `stats`,
//! `leaderboard`); a key a build wrote is never renamed, so a player keeps what they had.

use rules::Mode;

/// The settings, JSON.
pub const SETTINGS_KEY: &str = "exponentorus.settings";
/// The language chosen in Settings (its tag, `de`): a page load without `?lang=` speaks it.
/// Read before the wasm runs too, by `public/shell.js`.
pub const LANGUAGE_KEY: &str = "exponentorus.language";
/// The mode played last (its name): a page load without `?mode=` opens it.
pub const MODE_KEY: &str = "exponentorus.mode";
/// The statistics: `{"version":1,"games":[…]}`.
pub const STATS_KEY: &str = "exponentorus.stats";
/// An unreadable record of the statistics is kept under this prefix followed by the epoch
/// milliseconds.
pub const STATS_BACKUP_PREFIX: &str = "exponentorus.stats.unreadable.";
/// The leaderboards' player: name and token, JSON.
pub const PLAYER_KEY: &str = "exponentorus.player";
/// The posts waiting to be sent, JSON.
pub const PENDING_KEY: &str = "exponentorus.board.pending";
/// The games posted from this browser, JSON.
pub const POSTED_KEY: &str = "exponentorus.board.posted";
/// The analyses of the latest games analysed in the replay viewer, JSON
/// (`kept_analyses`).
pub const ANALYSES_KEY: &str = "exponentorus.analyses";
/// The tutorial under way, so that a reload goes on at its step:
/// `{"mode":"2048","step":2}` (the step from 1), gone once the tutorial is left.
pub const TUTORIAL_KEY: &str = "exponentorus.tutorial";
/// Present (`none`) when this site was found to run no races (a static host): its Race
/// button is not offered. public/shell.js reads it too.
pub const NO_RACES_KEY: &str = "exponentorus.races";

/// Which of a mode's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The player's own game, from any seed.
    Free,
    /// The daily game of whichever day was opened last, apart from the free game.
    Daily,
    /// The game of the race open last, apart from both: a race never replaces the
    /// player's own game.
    Race,
}

/// The start of every key of `mode`'s games and bests. The main game's keys are older than
/// the modes and keep their names, so players keep their games.
fn prefix(mode: Mode) -> String {
    if mode == Mode::MAIN {
        "exponentorus.".to_owned()
    } else {
        format!("exponentorus.{}.", mode.name())
    }
}

/// The key of `mode`'s game in `slot`: its history's JSON, written whole after every move.
pub fn game_key(mode: Mode, slot: Slot) -> String {
    match slot {
        Slot::Free => format!("{}game", prefix(mode)),
        Slot::Daily => format!("{}daily.game", prefix(mode)),
        Slot::Race => format!("{}race.game", prefix(mode)),
    }
}

/// The key an unreadable save of `mode`'s `slot` is kept under, named after the epoch
/// milliseconds `now_ms` so a later bad save never overwrites an earlier one.
pub fn unreadable_key(mode: Mode, slot: Slot, now_ms: u64) -> String {
    format!("{}.unreadable.{now_ms}", game_key(mode, slot))
}

/// The key an unreadable record of the statistics is kept under, named after the epoch
/// milliseconds `now_ms` so a later bad record never overwrites an earlier one.
pub fn unreadable_stats_key(now_ms: u64) -> String {
    format!("{STATS_BACKUP_PREFIX}{now_ms}")
}

/// The mode and slot whose game `key` holds, if it is one of those keys.
pub fn slot_of_key(key: &str) -> Option<(Mode, Slot)> {
    Mode::ALL
        .into_iter()
        .flat_map(|mode| [(mode, Slot::Free), (mode, Slot::Daily), (mode, Slot::Race)])
        .find(|&(mode, slot)| game_key(mode, slot) == key)
}

/// The key of `mode`'s best score on side `size`: a decimal number. The main game's 9×9
/// key is older than the sizes.
pub fn best_key(mode: Mode, size: usize) -> String {
    if (mode, size) == (Mode::MAIN, 9) {
        "exponentorus.best".to_owned()
    } else {
        format!("{}best.{size}", prefix(mode))
    }
}

/// The mode and side whose best score `key` holds, if it is one of those keys.
pub fn best_of_key(key: &str) -> Option<(Mode, usize)> {
    Mode::ALL
        .into_iter()
        .flat_map(|mode| mode.sizes().iter().map(move |&size| (mode, size)))
        .find(|&(mode, size)| best_key(mode, size) == key)
}
