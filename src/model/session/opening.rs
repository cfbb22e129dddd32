//! How a session opens: from what a page load finds in storage and the URL (a saved game
//! resumed, a link's game offered or started, a daily game, a fresh deal), or as a replay
//! viewer; and how a new game's seed is drawn.

use crate::model::TorusHistory as History;
use rules::exponentile::Game;

use super::{DailyPlay, Session};
use crate::model::announce;
use crate::model::daily::{self, Refused};
use crate::model::day::Day;
use crate::model::intent::Effect;
use crate::model::launch::{SeedParam, Start, decide, under_way};
use crate::model::replay::Replay;
use crate::model::saves::{Loaded, StoreError};
use crate::model::settings::{Settings, Theme};
use crate::model::sizes::{Bests, SizeParam};
use crate::model::stats::LoadedStats;

/// What a page load starts from: what storage held and what the URL asks for.
#[derive(Debug)]
pub struct Launch {
    /// The stored game, or why storage could not be read.
    pub saved: Result<Loaded, StoreError>,
    /// The URL's `seed`.
    pub url: SeedParam,
    /// The URL's `size`.
    pub url_size: SizeParam,
    /// The stored settings.
    pub settings: Settings,
    /// The stored best score of each board side.
    pub bests: Bests,
    /// Whether the system asks for reduced motion.
    pub reduced_motion: bool,
    /// Any number that differs between page loads, from which new games' seeds are drawn.
    pub entropy: u64,
    /// The UTC day the page loaded on.
    pub today: Day,
    /// For a daily game's address (`?daily`): the day it asks for. `saved` is then the
    /// daily game's slot, and `url` is absent.
    pub daily: Option<DailyStart>,
    /// The statistics, as stored (for which days have a daily result).
    pub stats: Result<LoadedStats, StoreError>,
}

/// The daily game a page load asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyStart {
    /// The day to play.
    pub day: Day,
    /// Why the address's own day could not be played (then `day` is today).
    pub refused: Option<Refused>,
}

impl Session {
    /// Opens the session a page load starts with, and the effects of starting it (a new
    /// game is saved at once).
    pub fn open(launch: Launch) -> (Session, Vec<Effect>) {
        let mut notices = Vec::new();
        let saved = match launch.saved {
            Ok(Loaded::Game(history)) => Some(*history),
            Ok(Loaded::Nothing) | Err(_) => None,
            Ok(Loaded::Unreadable { error, backup_key }) => {
                notices.push(announce::unreadable_save(&error, backup_key.as_deref()));
                None
            }
        };
        if let SeedParam::Invalid(text) = &launch.url {
            notices.push(announce::invalid_seed(text));
        }
        let daily_results = match launch.stats {
            Ok(LoadedStats::Stats(stats)) => {
                let mut days: Vec<Day> = stats
                    .games
                    .iter()
                    .filter(|game| !game.practice)
                    .filter_map(|game| game.daily)
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
        };
        if let SizeParam::Invalid(text) = &launch.url_size {
            notices.push(announce::invalid_size(text));
        }
        let mut entropy = launch.entropy;
        let url_size = launch.url_size.side();
        let mut daily_offer = None;
        let (history, offer, fresh, daily) = match &launch.daily {
            Some(start) => {
                if let Some(refused) = &start.refused {
                    notices.push(refused.to_string());
                }
                let seed = daily::seed_of(start.day);
                let saved_day = saved
                    .as_ref()
                    .and_then(|h| daily::day_of_seed(h.game().seed(), launch.today));
                let (history, fresh, day) = match (saved, saved_day) {
                    (Some(history), Some(day)) if day == start.day => (history, false, day),
                    // Another day's daily game under way is kept; the asked-for day is
                    // offered in its place.
                    (Some(history), Some(day)) if under_way(history.game()) => {
                        daily_offer = Some(start.day);
                        (history, false, day)
                    }
                    _ => (History::new(Game::new(seed)), true, start.day),
                };
                (history, None, fresh, Some(day))
            }
            None => {
                let start = decide(saved.as_ref().map(History::game), &launch.url, url_size);
                let (history, offer, fresh) = match (start, saved) {
                    (Start::Resume, Some(history)) => (history, None, false),
                    (Start::ResumeAndOffer(seed, size), Some(history)) => {
                        (history, Some((seed, size)), false)
                    }
                    (Start::Fresh(seed, size), _) => (new_game(seed, size), None, true),
                    _ => (new_game(draw_seed(&mut entropy), url_size), None, true),
                };
                (history, offer, fresh, None)
            }
        };
        let mut session = Session::showing(history, launch.settings, launch.reduced_motion);
        session.bests = launch.bests;
        session.daily_results = daily_results;
        session.daily = daily.map(|day| DailyPlay {
            day,
            practice: session.is_practice(day),
        });
        session.daily_offer = daily_offer;
        session.raise_best_quietly();
        session.help_open = !session.settings.help_seen;
        session.notices = notices;
        session.offer = offer;
        session.url = launch.url;
        session.url_size = url_size;
        session.entropy = entropy;
        if fresh {
            session.save_game();
        }
        if let Some(play) = session.daily {
            session.effects.push(Effect::DailyAddress(play.day));
        }
        // The page starts with the system's theme colour.
        if session.settings.theme != Theme::System {
            session
                .effects
                .push(Effect::ThemeColour(session.settings.theme));
        }
        if session.help_open {
            session.status = announce::welcome();
        }
        let effects = std::mem::take(&mut session.effects);
        (session, effects)
    }

    /// Opens a replay viewer on `whole`, a game read from a replay code, paused at its
    /// deal. The viewer never saves and never raises the best: no effect it returns
    /// writes storage.
    pub fn open_replay(
        whole: History,
        settings: Settings,
        reduced_motion: bool,
    ) -> (Session, Vec<Effect>) {
        let speed = settings.effective_speed(reduced_motion);
        let replay = Replay::new(whole, speed);
        let mut session = Session::showing(replay.at(0), settings, reduced_motion);
        session.status = announce::replay_opened(replay.whole().game().seed(), replay.moves());
        session.replay = Some(replay);
        if session.settings.theme != Theme::System {
            session
                .effects
                .push(Effect::ThemeColour(session.settings.theme));
        }
        let effects = std::mem::take(&mut session.effects);
        (session, effects)
    }
}

/// A new game of `seed` on a board of side `size`; a side the sim cannot play (never one
/// of [`super::sizes::SIZES`]) gives the default board.
pub(crate) fn new_game(seed: u64, size: usize) -> History {
    History::new(Game::with_size(seed, size).unwrap_or_else(|_| Game::new(seed)))
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
