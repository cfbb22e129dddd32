//! The game session: everything the page shows, and the one place that decides what each
//! [`Intent`] does to it. Pure: it returns the [`Effect`]s the page must carry out (play a
//! step, wait, save, change the URL) instead of doing them, so every rule of play here is
//! tested natively.
//!
//! Input during an animation: the sim is applied at once and the animation is only the
//! view catching up, so an input never waits and never acts on a stale board. Most intents
//! first fast-forward the view to rest ([`Session::settle`]) and then apply to the sim's
//! current board, which is exactly what the player then sees. Fast-forwarding rather than
//! queueing: a queued input would be applied to a board the player has not seen yet (a
//! tap aimed at a falling tile would hit whatever lands there).

use std::collections::VecDeque;

use crate::sim::replay_code::ReplayCodeError;
use crate::sim::solver::Choice;
use crate::sim::{Game, History, Move, Outcome, Pos, TileId};

use super::announce;
use super::daily::{self, Refused};
use super::day::Day;
use super::intent::{Effect, Intent, Record};
use super::launch::{SeedParam, Start, decide, under_way};
use super::replay::Replay;
use super::saves::{Loaded, StoreError};
use super::settings::{Palette, Settings, Speed, Theme};
use super::sizes::{Bests, SizeParam};
use super::stats::{Finished, LoadedStats};
use super::timeline::{Popup, Step, TileVis};
use super::torus::View;

/// How long a roll of one cell takes at normal speed, in milliseconds.
pub const ROLL_MILLIS: u32 = 130;

/// What the view is doing between intents.
#[derive(Clone, Debug, Default, PartialEq)]
enum Motion {
    /// Nothing: every tile is where the game has it.
    #[default]
    Rest,
    /// The plane slides by this many cells; then the view's offset shifts by it.
    Rolling(i32, i32),
    /// A move's animation: these steps are still to come.
    Moving(VecDeque<Step>),
}

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

/// The daily game in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPlay {
    /// Its day.
    pub day: Day,
    /// Played after the day's result was recorded: counts for neither statistics nor best.
    pub practice: bool,
}

/// The game session: the game, the view, the selection, hint, dialogs, notices and the
/// animation in progress.
#[derive(Clone, Debug)]
pub struct Session {
    history: History,
    /// Moves taken back, the last one first to come back (redo); a new move clears them.
    undone: Vec<Move>,
    view: View,
    selection: Option<Pos>,
    hint: Option<Move>,
    help_open: bool,
    confirm_new: bool,
    /// Whether the settings dialog is open.
    settings_open: bool,
    notices: Vec<String>,
    /// The link's game (seed and side), offered while the saved game under way was kept.
    offer: Option<(u64, usize)>,
    settings: Settings,
    reduced_motion: bool,
    bests: Bests,
    save_failure: Option<StoreError>,
    motion: Motion,
    ring: Vec<u64>,
    popups: Vec<(u32, Popup)>,
    popup_serial: u32,
    shown_score: u64,
    status: String,
    url: SeedParam,
    /// The side of board the URL asks for (the default when it names none or a bad one).
    url_size: usize,
    entropy: u64,
    serial: u32,
    thinking: Option<thinking::Thinking>,
    think_serial: u32,
    watching: bool,
    pending: Option<Choice>,
    /// The game being watched, in a replay viewer: then nothing is saved.
    replay: Option<Replay>,
    /// The daily game in play, on a daily page; `None`: the free game.
    daily: Option<DailyPlay>,
    /// The days whose daily game has a recorded result.
    daily_results: Vec<Day>,
    /// A day's daily game offered while another day's daily game was under way.
    daily_offer: Option<Day>,
    /// Whether the statistics panel is open.
    stats_open: bool,
    effects: Vec<Effect>,
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

    /// A session showing `history` at rest, with nothing open and nothing asked.
    fn showing(history: History, settings: Settings, reduced_motion: bool) -> Session {
        let game = history.game();
        Session {
            view: View::new(game.board().size()),
            shown_score: game.score(),
            bests: Bests::default(),
            history,
            undone: Vec::new(),
            selection: None,
            hint: None,
            help_open: false,
            confirm_new: false,
            settings_open: false,
            notices: Vec::new(),
            offer: None,
            settings,
            reduced_motion,
            save_failure: None,
            motion: Motion::Rest,
            ring: Vec::new(),
            popups: Vec::new(),
            popup_serial: 0,
            status: String::new(),
            url: SeedParam::Absent,
            url_size: crate::sim::Board::DEFAULT_SIZE,
            entropy: 0,
            serial: 0,
            thinking: None,
            think_serial: 0,
            watching: false,
            pending: None,
            replay: None,
            daily: None,
            daily_results: Vec::new(),
            daily_offer: None,
            stats_open: false,
            effects: Vec::new(),
        }
    }

    /// Tells the player that the replay link the page was opened with does not read.
    pub fn refuse_replay(&mut self, error: &ReplayCodeError) {
        self.notify(announce::bad_replay(error));
    }

    /// Takes one intent and returns what the page must do.
    pub fn handle(&mut self, intent: Intent) -> Vec<Effect> {
        if self.replay.is_some() {
            self.handle_in_replay(intent);
            return std::mem::take(&mut self.effects);
        }
        if self.watching {
            // While the solver plays, a key, tap or button only hands the game back.
            if let Intent::Action(_)
            | Intent::Tap(_)
            | Intent::Swipe(..)
            | Intent::Roll(..)
            | Intent::OpenNewGame
            | Intent::OpenStats
            | Intent::OtherKey = intent
            {
                self.stop_watching();
                return std::mem::take(&mut self.effects);
            }
        }
        match intent {
            Intent::Action(action) => self.act(action),
            Intent::Tap(cell) => self.tap(cell),
            Intent::Swipe(cell, dir) => {
                self.settle();
                let pos = self.view.to_board(cell.0, cell.1);
                self.swap_towards(pos, dir);
            }
            Intent::Roll(sx, sy) => self.roll(sx, sy),
            Intent::CloseHelp => self.close_help(),
            Intent::OpenNewGame => {
                if !self.settings_open {
                    self.settle();
                    self.confirm_new = true;
                }
            }
            Intent::ConfirmNewGame(size) if self.daily.is_some() => {
                // A new game is a free game: the daily page leaves for it.
                self.confirm_new = false;
                let seed = self.next_seed();
                self.effects.push(Effect::OpenFreeGame { seed, size });
            }
            Intent::PlayAgain if let Some(play) = self.daily => {
                self.start_daily(play.day);
                self.effects.push(Effect::FocusBoard);
            }
            Intent::ConfirmNewGame(size) => {
                let seed = self.next_seed();
                self.start_new_game(seed, size);
                self.effects.push(Effect::FocusBoard);
            }
            Intent::PlayAgain => {
                let seed = self.next_seed();
                self.start_new_game(seed, self.size());
                self.effects.push(Effect::FocusBoard);
            }
            Intent::KeepPlaying => {
                self.confirm_new = false;
                self.effects.push(Effect::FocusBoard);
            }
            Intent::AcceptOffer => {
                if let Some(day) = self.daily_offer.take() {
                    self.start_daily(day);
                } else if let Some((seed, size)) = self.offer {
                    self.start_new_game(seed, size);
                }
            }
            Intent::DismissNotices => {
                self.notices.clear();
                self.offer = None;
                self.daily_offer = None;
            }
            Intent::OpenStats => {
                if !self.settings_open && !self.confirm_new {
                    self.settle();
                    self.stats_open = true;
                }
            }
            Intent::CloseStats => {
                self.stats_open = false;
                self.effects.push(Effect::FocusBoard);
            }
            Intent::OpenSettings => {
                self.settle();
                self.settings_open = true;
            }
            Intent::CloseSettings => self.close_settings(),
            Intent::SetSpeed(speed) => {
                self.settle();
                self.settings.speed = Some(speed);
                self.save_settings();
            }
            // Colours change nothing in play: no need to settle an animation.
            Intent::SetTheme(theme) => {
                self.settings.theme = theme;
                self.save_settings();
                self.effects.push(Effect::ThemeColour(theme));
            }
            Intent::SetPalette(palette) => {
                self.settings.palette = palette;
                self.save_settings();
            }
            Intent::StorageChanged { key, value } => self.storage_changed(&key, value),
            Intent::SaveFailed(why) => {
                if self.save_failure.as_ref() != Some(&why) {
                    self.notify(announce::saving_off(&why));
                    self.save_failure = Some(why);
                }
            }
            Intent::Tick(serial) => {
                self.tick(serial);
                self.watch_on();
            }
            Intent::Think(serial) => self.think_on(serial),
            // A replay's controls do nothing in play.
            Intent::OtherKey | Intent::Replay(_) => {}
            Intent::ReducedMotion(reduced) => {
                self.reduced_motion = reduced;
                if self.speed() == Speed::Instant {
                    self.settle();
                }
            }
        }
        std::mem::take(&mut self.effects)
    }

    // ----- What the page shows ----------------------------------------------------------

    /// The game: always the truth, ahead of the animation.
    pub fn game(&self) -> &Game {
        self.history.game()
    }

    /// The torus view's offset.
    pub fn view(&self) -> View {
        self.view
    }

    /// The picked-up (keyboard) or selected (mouse, touch) tile.
    pub fn selection(&self) -> Option<Pos> {
        self.selection
    }

    /// The hinted move, until the next move.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// Whether the how-to-play panel is open.
    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        self.settings_open
    }

    /// Whether the "start a new game?" question is open.
    pub fn confirming_new_game(&self) -> bool {
        self.confirm_new
    }

    /// Whether the game-over dialog shows: the game is over and the board at rest.
    pub fn game_over_shown(&self) -> bool {
        self.history.game().outcome() == Outcome::GameOver
            && self.motion == Motion::Rest
            && self.replay.is_none()
    }

    /// The daily game in play, on a daily page.
    pub fn daily(&self) -> Option<DailyPlay> {
        self.daily
    }

    /// A day's daily game offered while another day's was kept.
    pub fn daily_offer(&self) -> Option<Day> {
        self.daily_offer
    }

    /// Whether the statistics panel is open.
    pub fn stats_open(&self) -> bool {
        self.stats_open
    }

    /// The replay being watched, in a replay viewer.
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }

    /// Problems to tell the player about (storage, saves, the URL).
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// A game from the URL (seed and side), offered while the saved game under way was
    /// kept.
    pub fn offer(&self) -> Option<(u64, usize)> {
        self.offer
    }

    /// The board's side in play.
    pub fn size(&self) -> usize {
        self.history.game().board().size()
    }

    /// The game with its start and move log, as it is saved.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Moves taken back in this game.
    pub fn undos(&self) -> u32 {
        self.history.undos()
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.log().is_empty()
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The best score on boards of the side in play.
    pub fn best(&self) -> u64 {
        self.bests.get(self.size())
    }

    /// The best score of each board side.
    pub fn bests(&self) -> Bests {
        self.bests
    }

    /// The score to show: it steps up pass by pass while a move animates.
    pub fn shown_score(&self) -> u64 {
        self.shown_score
    }

    /// The live region's text.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The animation speed in force: the player's choice, else the system's preference.
    pub fn speed(&self) -> Speed {
        match &self.replay {
            Some(replay) => replay.speed(),
            None => self.settings.effective_speed(self.reduced_motion),
        }
    }

    /// The theme: the player's choice, or the system's.
    pub fn theme(&self) -> Theme {
        self.settings.theme
    }

    /// The tiles' palette.
    pub fn palette(&self) -> Palette {
        self.settings.palette
    }

    /// Whether a move is animating (tile transitions on).
    pub fn moving(&self) -> bool {
        matches!(self.motion, Motion::Moving(_))
    }

    /// The shift of a roll in progress: the plane slides by it, then the view shifts.
    pub fn rolling(&self) -> Option<(i32, i32)> {
        match self.motion {
            Motion::Rolling(sx, sy) => Some((sx, sy)),
            _ => None,
        }
    }

    /// The values of the ring of wrapped copies around the view, as [`View::ring`] orders
    /// them, taken when the latest roll started.
    pub fn ring(&self) -> &[u64] {
        &self.ring
    }

    /// Points popping up during a move, keyed by a serial.
    pub fn popups(&self) -> &[(u32, Popup)] {
        &self.popups
    }

    /// Every tile of the game, still, where the view shows it.
    pub fn tiles_at_rest(&self) -> Vec<(TileId, TileVis)> {
        self.history
            .game()
            .board()
            .iter()
            .map(|(pos, t)| (t.id, TileVis::at_rest(pos, t.value(), self.view)))
            .collect()
    }

    /// The value at `pos`, 0 off the board.
    pub fn value_at(&self, pos: Pos) -> u64 {
        self.history
            .game()
            .board()
            .get(pos)
            .map_or(0, |t| t.value())
    }

    // ----- Storage ----------------------------------------------------------------------

    /// Saves the whole game. Called right after the sim accepts a move, so the save always
    /// holds a finished move (never a board mid-animation).
    fn save_game(&mut self) {
        if self.replay.is_some() {
            return;
        }
        let json = self.history.to_json();
        self.effects.push(Effect::Save(match self.daily {
            Some(_) => Record::Daily(json),
            None => Record::Game(json),
        }));
    }

    fn save_settings(&mut self) {
        if self.replay.is_some() {
            return;
        }
        self.effects
            .push(Effect::Save(Record::Settings(self.settings.clone())));
    }

    /// Raises the best score of the board's side to the game's, unless the solver played
    /// in this game.
    fn raise_best(&mut self) {
        if self.raise_best_quietly() {
            let size = self.size();
            self.effects.push(Effect::Save(Record::Best {
                size,
                best: self.best(),
            }));
        }
    }

    /// Raises the best score shown to the game's, as [`Session::raise_best`] but without
    /// saving it; whether it rose.
    fn raise_best_quietly(&mut self) -> bool {
        // The best is a game played straight: one with undos or the solver's moves never
        // sets it, nor a daily game played again on a board already known.
        let game = self.history.game();
        let rises = self.replay.is_none()
            && self.history.undos() == 0
            && game.solver_moves() == 0
            && !self.daily.is_some_and(|play| play.practice);
        rises && self.bests.raise(game.board().size(), game.score())
    }

    /// Whether a daily game of `day` now is practice: the day has a recorded result, and
    /// it is not the game in play (a finished result reloaded is the result itself).
    fn is_practice(&self, day: Day) -> bool {
        self.daily_results.contains(&day) && self.history.game().outcome() != Outcome::GameOver
    }

    /// Records the game that has just ended, for the statistics.
    fn record_finished(&mut self) {
        if self.replay.is_some() {
            return;
        }
        let mut finished = Finished::torus(&self.history, self.daily.map(|play| play.day));
        if let Some(play) = self.daily {
            finished.practice = play.practice;
            if !self.daily_results.contains(&play.day) {
                self.daily_results.push(play.day);
            }
        }
        self.effects.push(Effect::Save(Record::Finished(finished)));
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

mod animation;
mod play;
mod replaying;
mod thinking;

pub use thinking::SLICE_NODES;

#[cfg(test)]
mod tests;
