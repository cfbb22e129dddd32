//! How a session opens: from what a page load finds in storage and the address (a saved
//! game resumed, a link's game offered or started, a daily game, a fresh deal), in any
//! mode; and how a new game's seed is drawn (the replay viewer opens in replaying.rs).

use rules::{AnyHistory, Mode};

use super::{DailyPlay, Offer, Records, Session};
use crate::model::address::{
    Address, ModeParam, SeedParam, SizeParam, parse_mode, parse_seed, parse_size,
};
use crate::model::announce;
use crate::model::bests::Bests;
use crate::model::daily::{Refused, requested_day};
use crate::model::intent::Effect;
use crate::model::keys::unreadable_key;
use crate::model::launch::{Start, decide};
use crate::model::play;
use crate::model::posting::Posting;
use crate::model::saves::{Loaded, Record, Slot};
use crate::model::settings::{Settings, Theme};
use crate::model::stats::LoadedStats;
use crate::model::storage::StoreError;
use rules::daily;
use rules::day::Day;

/// What a page load starts from: what storage held and what the address asks for.
#[derive(Debug)]
pub struct Launch {
    /// The address the page was loaded with.
    pub address: Address,
    /// The mode played last, as stored.
    pub last_mode: Option<Mode>,
    /// The stored game of the mode and slot [`launch_target`] names, or why storage could
    /// not be read.
    pub saved: Result<Loaded, StoreError>,
    /// The stored settings.
    pub settings: Settings,
    /// The stored best scores.
    pub bests: Bests,
    /// Whether the system asks for reduced motion.
    pub reduced_motion: bool,
    /// Any number that differs between page loads, from which new games' seeds are drawn.
    pub entropy: u64,
    /// The epoch milliseconds the page loaded at (an unreadable save is kept aside under
    /// a key named after them).
    pub now_ms: u64,
    /// The statistics, as stored (for which days have a daily result).
    pub stats: Result<LoadedStats, StoreError>,
    /// Whether the device's input is touch: a coarse pointer or touch points, and no key
    /// pressed yet.
    pub touch: bool,
    /// The tutorial a reload left under way, as stored ([`TUTORIAL_KEY`]).
    ///
    /// [`TUTORIAL_KEY`]: crate::model::keys::TUTORIAL_KEY
    pub tutorial: Option<String>,
}

/// The daily game a page load asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyStart {
    /// The day to play.
    pub day: Day,
    /// Why the address's own day could not be played (then `day` is today).
    pub refused: Option<Refused>,
}

/// The mode and slot whose saved game a page load at `address` needs, `last` being the
/// mode played last.
pub fn launch_target(address: &Address, last: Option<Mode>) -> (Mode, Slot) {
    let slot = match address.daily {
        Some(_) => Slot::Daily,
        None => Slot::Free,
    };
    (address.mode_to_open(last), slot)
}

/// The saved game to resume, if it is of `target`'s mode and reads; an unreadable one is
/// kept aside with a notice, and storage that cannot be read is told and kept as why.
fn read_saved(
    saved: Result<Loaded, StoreError>,
    (mode, slot): (Mode, Slot),
    now_ms: u64,
    notices: &mut Vec<String>,
    effects: &mut Vec<Effect>,
) -> (Option<AnyHistory>, Option<StoreError>) {
    match saved {
        Ok(Loaded::Game(history)) if history.mode() == mode => (Some(history), None),
        Ok(Loaded::Game(_) | Loaded::Nothing) => (None, None),
        Ok(Loaded::Unreadable { error, text }) => {
            let key = unreadable_key(mode, slot, now_ms);
            notices.push(announce::unreadable_save(&error, Some(&key)));
            effects.push(Effect::Save(Record::KeptAside { key, text }));
            (None, None)
        }
        Err(why) => {
            notices.push(announce::saving_off(&why));
            (None, Some(why))
        }
    }
}

/// The days, by mode, that have a daily result in `stats` (an unreadable statistics
/// file is told, and has none).
fn daily_results(
    stats: Result<LoadedStats, StoreError>,
    notices: &mut Vec<String>,
) -> Vec<(Mode, Day)> {
    match stats {
        Ok(LoadedStats::Stats(stats)) => {
            let mut days: Vec<(Mode, Day)> = stats
                .games
                .iter()
                .filter(|game| !game.practice)
                .filter_map(|game| game.daily.map(|day| (game.mode, day)))
                .collect();
            days.sort_unstable();
            days.dedup();
            days
        }
        Ok(LoadedStats::Unreadable { error, backup_key }) => {
            notices.push(announce::unreadable_stats(&error, backup_key.as_deref()));
            Vec::new()
        }
        Err(_) => Vec::new(),
    }
}

/// The daily game an address's `daily` value asks for in `mode`: the saved one if it is
/// that day's (unless the address asks for a `fresh` game and the saved one is not under
/// way: then the day's deal again), else the saved one of another day if it is under way (the asked-for day
/// offered beside it), else the asked-for day's deal; and whether it is fresh, and its
/// day.
fn daily_game(
    saved: Option<AnyHistory>,
    (mode, value, fresh): (Mode, &str, bool),
    today: Day,
    notices: &mut Vec<String>,
    offer: &mut Option<Offer>,
) -> (AnyHistory, bool, Day) {
    let (day, refused) = requested_day(value, today);
    if let Some(refused) = refused {
        notices.push(refused.to_string());
    }
    let saved_day = saved
        .as_ref()
        .and_then(|h| daily::day_of_seed(h.summary().seed, today));
    match (saved, saved_day) {
        (Some(history), Some(kept)) if kept == day && (!fresh || history.summary().under_way()) => {
            (history, false, kept)
        }
        // Another day's daily game under way is kept; the asked-for day is
        // offered in its place.
        (Some(history), Some(kept)) if history.summary().under_way() => {
            *offer = Some(Offer::Daily(day));
            (history, false, kept)
        }
        _ => (daily_deal(mode, day), true, day),
    }
}

/// The free game a page load plays in `mode`: the saved one resumed (with the address's
/// game offered beside it, when it asks for another), the address's game, or a fresh
/// deal; and whether it is fresh.
fn free_game(
    saved: Option<AnyHistory>,
    mode: Mode,
    (url, url_size, fresh): (&SeedParam, usize, bool),
    entropy: &mut u64,
    offer: &mut Option<Offer>,
) -> (AnyHistory, bool) {
    let start = decide(
        saved.as_ref().map(AnyHistory::summary).as_ref(),
        url,
        url_size,
        fresh,
    );
    match (start, saved) {
        (Start::Resume, Some(history)) => (history, false),
        (Start::ResumeAndOffer(seed, size), Some(history)) => {
            *offer = Some(Offer::Game {
                mode,
                seed,
                size,
                asked: false,
            });
            (history, false)
        }
        (Start::Fresh(seed, size), _) => (play::deal(mode, seed, size), true),
        _ => {
            let seed = draw_seed(entropy);
            (play::deal(mode, seed, url_size), true)
        }
    }
}

/// The mode, seed and size `address` asks for, read for a game of `mode` in `slot`: the
/// seed and the board's side a free game is dealt with (a daily game has its day's, a
/// race's game the race's), each that does not read told.
fn read_address(
    address: &Address,
    (mode, slot): (Mode, Slot),
    notices: &mut Vec<String>,
) -> (SeedParam, usize) {
    if let ModeParam::Invalid(text) = parse_mode(address.mode.as_deref()) {
        notices.push(announce::invalid_mode(&text));
    }
    let url = match slot {
        Slot::Daily | Slot::Race => SeedParam::Absent,
        Slot::Free => parse_seed(address.seed.as_deref()),
    };
    if let SeedParam::Invalid(text) = &url {
        notices.push(announce::invalid_seed(text));
    }
    let url_size = match slot {
        Slot::Daily | Slot::Race => SizeParam::Absent,
        Slot::Free => parse_size(mode, address.size.as_deref()),
    };
    if let SizeParam::Invalid(text) = &url_size {
        notices.push(announce::invalid_size(mode, text));
    }
    (url, url_size.side(mode))
}

impl Session {
    /// Opens the session a page load starts with, and the effects of starting it (a new
    /// game is saved at once; the address is made to name the game in play).
    pub fn open(launch: Launch) -> (Session, Vec<Effect>) {
        let today = Day::at_epoch_millis(launch.now_ms as f64);
        let (mode, slot) = launch_target(&launch.address, launch.last_mode);
        let mut notices = Vec::new();
        let mut effects = Vec::new();
        let (saved, save_failure) = read_saved(
            launch.saved,
            (mode, slot),
            launch.now_ms,
            &mut notices,
            &mut effects,
        );
        let address = &launch.address;
        let (url, url_size) = read_address(address, (mode, slot), &mut notices);
        let daily_results = daily_results(launch.stats, &mut notices);
        let mut entropy = launch.entropy;
        let mut offer = None;
        let asked_fresh = address.fresh.is_some();
        let (history, fresh, daily_day) = match &address.daily {
            Some(value) => daily_game(
                saved,
                (mode, value, asked_fresh),
                today,
                &mut notices,
                &mut offer,
            ),
            None => {
                let (history, fresh) = free_game(
                    saved,
                    mode,
                    (&url, url_size, asked_fresh),
                    &mut entropy,
                    &mut offer,
                );
                (history, fresh, today)
            }
        };
        let daily = address.daily.is_some().then_some(daily_day);
        let mut session = Session {
            play: play::open(history),
            slot,
            daily: None,
            daily_results,
            today,
            dialog: None,
            records: Records::default(),
            notices,
            offer,
            settings: launch.settings,
            reduced_motion: launch.reduced_motion,
            bests: launch.bests,
            save_failure,
            status: String::new(),
            url,
            url_size,
            entropy,
            switching: None,
            replay: None,
            pacing: None,
            pace_serial: 0,
            shown_address: address.query.clone(),
            dealt_at_open: fresh,
            tutorial: None,
            to_beat: None,
            beaten: None,
            at_rest: Vec::new(),
            posting: Posting::default(),
            racing: Default::default(),
            touch: launch.touch,
            replay_player: None,
            review: None,
            puzzle: None,
            effects,
        };
        session.daily = daily.map(|day| DailyPlay {
            day,
            practice: session.is_practice(day),
        });
        session.raise_best_quietly();
        session.aim();
        if fresh {
            session.save_game();
        }
        if launch.last_mode != Some(mode) {
            session.effects.push(Effect::Save(Record::Mode(mode)));
        }
        session.show_address();
        // The page starts with the system's theme colour.
        if session.settings.theme != Theme::System {
            session
                .effects
                .push(Effect::ThemeColour(session.settings.theme));
        }
        session.status = session.opening_sentence();
        // A tutorial a reload left under way goes on at its step. Else the first visit
        // starts with the tutorial, as the app shell's first paint shows it; the game just
        // dealt waits for its end. Where storage is refused the welcome could never be
        // remembered, and every page load would start with it: it waits in how to play
        // there.
        let resumed = session.resume_tutorial(launch.tutorial.as_deref());
        if !resumed && !session.settings.help_seen && session.save_failure.is_none() {
            session.start_tutorial();
        }
        let effects = std::mem::take(&mut session.effects);
        (session, effects)
    }

    /// Tells the player that the replay link the page was opened with does not read.
    pub fn refuse_replay(&mut self, error: &rules::replay_code::ReplayCodeError) {
        self.notify(announce::bad_replay(error, !self.dealt_at_open));
    }

    /// What the live region says when a game opens: a daily game's day (never its seed,
    /// a long number of no use to the player); a free game of a mode other than the main
    /// game, which (its keys are in how to play, as the main game's).
    pub(super) fn opening_sentence(&self) -> String {
        let game = self.play.summary();
        match (self.daily, game.mode) {
            (Some(play), _) => announce::daily_started(play.day, play.practice),
            (None, Mode::MAIN) => String::new(),
            (None, mode) => crate::model::play::new_game_sentence(mode, game.seed, game.size),
        }
    }

    /// Whether a daily game of `day` now is practice: the day has a recorded result, and
    /// it is not the game in play (a finished result reloaded is the result itself).
    pub(super) fn is_practice(&self, day: Day) -> bool {
        self.daily_results.contains(&(self.mode(), day))
            && self.play.summary().outcome != rules::Outcome::GameOver
    }
}

/// The daily game of `day` in `mode`: the day's seed on the mode's default side.
pub(super) fn daily_deal(mode: Mode, day: Day) -> AnyHistory {
    play::deal(mode, daily::seed_of(day), mode.default_size())
}

/// A seed for a new game, from 1 to 10⁹ (short enough to share), drawn by SplitMix64 from
/// `entropy`: the page chooses seeds, the rules never draw them.
pub(crate) fn draw_seed(entropy: &mut u64) -> u64 {
    *entropy = entropy.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *entropy;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) % 1_000_000_000 + 1
}
