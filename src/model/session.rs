//! The game session: everything the page shows, and the one place that decides what each
//! [`Intent`] does to it. Pure: it returns the [`Effect`]s the page must carry out (play a
//! step, wait, save, change the URL) instead of doing them, so every rule of play here is
//! tested natively.
//!
//! Input during an animation: the sim is applied at once and the animation is only the
//! view catching up, so an input never waits and never acts on a stale board. Most intents
//! first fast-forward the view to rest (`Session::settle`) and then apply to the sim's
//! current board, which is exactly what the player then sees. Fast-forwarding rather than
//! queueing: a queued input would be applied to a board the player has not seen yet (a
//! tap aimed at a falling tile would hit whatever lands there).

use std::collections::VecDeque;

use crate::model::TorusHistory as History;
use rules::exponentile::Move;
use rules::exponentile::solver::Choice;
use rules::replay_code::ReplayCodeError;
use rules::{Outcome, Pos};

use super::announce;
use super::day::Day;
use super::intent::{Effect, Intent, Record};
use super::launch::SeedParam;
use super::replay::Replay;
use super::saves::StoreError;
use super::settings::{Settings, Speed};
use super::sizes::Bests;
use super::stats::Finished;
use super::timeline::{Popup, Step};
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
            url_size: rules::exponentile::Board::DEFAULT_SIZE,
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

mod animation;
mod opening;
mod play;
mod replaying;
mod shown;
mod thinking;

pub use opening::{DailyStart, Launch};
pub(crate) use opening::{draw_seed, new_game};
pub use thinking::SLICE_NODES;

#[cfg(test)]
mod tests;
