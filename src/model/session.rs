//! The session: what every mode shares (settings, dialogs, notices, bests, statistics, the
//! daily game, replays, the new-game dialog, the switch between modes), around the play of
//! the mode in play ([`ModeSession`]), and the one place that decides what each
//! [`Intent`] does. Pure: it returns the [`Effect`]s the page must carry out (play a step,
//! wait, save, change the address) instead of doing them, so every rule is tested
//! natively, for every mode.

use rules::Mode;

use super::address::SeedParam;
use super::announce;
use super::bests::Bests;
use super::input::Action;
use super::intent::{Effect, Intent};
use super::play::{Answer, ModeSession, Play, PlayContext};
use super::posting::Posting;
use super::replay::ReplayState;
use super::review::Review;
use super::saves::Slot;
use super::settings::{Settings, Speed};
use super::sound::Sound;
use super::storage::StoreError;
use rules::day::Day;

/// The daily game in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPlay {
    /// Its day.
    pub day: Day,
    /// Played after the day's result was recorded: counts for neither statistics nor best.
    pub practice: bool,
}

/// A game offered beside the one in play, which was kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// A game of this mode, seed and side: a link's, or a new game asked for in a mode
    /// whose game under way was kept (`asked`).
    Game {
        /// Its mode.
        mode: Mode,
        /// Its seed.
        seed: u64,
        /// Its board's side.
        size: usize,
        /// Asked for from the new-game dialog rather than by a link.
        asked: bool,
    },
    /// A day's daily game, asked for while another day's was under way.
    Daily(Day),
}

/// What to do once the page has read a mode's saved game for a switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Switch {
    /// Resume the saved game (or start one if there is none).
    Resume,
    /// Start a new game of this seed and side, unless the saved one is under way (then it
    /// is kept, and the new one offered).
    Start(u64, usize),
}

/// The session: the play of the mode in play, and everything around it.
#[derive(Clone, Debug)]
pub struct Session {
    play: Box<dyn ModeSession>,
    /// The free game or the daily game.
    slot: Slot,
    daily: Option<DailyPlay>,
    /// The days whose daily game has a recorded result, by mode.
    daily_results: Vec<(Mode, Day)>,
    today: Day,
    dialog: Option<Dialog>,
    /// The records the panels show, as the page read them.
    records: Records,
    notices: Vec<String>,
    offer: Option<Offer>,
    settings: Settings,
    reduced_motion: bool,
    bests: Bests,
    save_failure: Option<StoreError>,
    status: String,
    /// The link's seed and side, while the game in play is the link's.
    url: SeedParam,
    url_size: usize,
    entropy: u64,
    /// A switch waiting for the page to read a mode's saved game.
    switching: Option<(Mode, Slot, Switch)>,
    /// The query the address shows.
    shown_address: String,
    /// Whether the game in play was dealt when the page opened (no saved game resumed).
    dealt_at_open: bool,
    /// The replay viewer's state, in a replay viewer: then nothing is saved.
    replay: Option<ReplayState>,
    /// The viewer's pacing timer running, and the last one's serial.
    pacing: Option<u32>,
    pace_serial: u32,
    /// The tutorial, while it stands in for the player's game: then nothing is saved.
    tutorial: Option<Box<TutorialInPlay>>,
    /// The best score the game in play set out to beat, until it passes it.
    to_beat: Option<u64>,
    /// The best the game in play passed, once its moment came (the board at rest).
    beaten: Option<u64>,
    /// Sounds waiting for the board to rest (a new best, the game's end).
    at_rest: Vec<Sound>,
    /// Posting to the leaderboards, in a replay viewer too.
    posting: Posting,
    /// The player's input is touch: the page's words speak of touch rather than keys,
    /// until a key is pressed.
    touch: bool,
    /// Whose game the replay viewer shows, as the leaderboard that opened it named them.
    replay_player: Option<String>,
    /// Races: the form, the race open.
    racing: Racing,
    /// The replay viewer's analysis of its game.
    review: Option<Box<Review>>,
    /// A puzzle, while it stands in for the player's game: then nothing is saved.
    puzzle: Option<Box<PuzzleInPlay>>,
    effects: Vec<Effect>,
}

impl Session {
    /// Takes one intent and returns what the page must do.
    pub fn handle(&mut self, intent: Intent) -> Vec<Effect> {
        if self.replay.is_some() {
            self.handle_in_replay(intent);
        } else if self.puzzle.is_some() {
            self.handle_in_puzzle(intent);
        } else if self.play.watching() && intent.hands_back() {
            // While the solver plays, a key, tap or button hands the game back; Undo then
            // takes back the move just played, as the player asked.
            self.hand_over(Play::StopWatching);
            if matches!(intent, Intent::Action(Action::Undo)) {
                self.dispatch(intent);
            }
        } else {
            self.dispatch(intent);
        }
        self.tour_on();
        self.sound_at_rest();
        std::mem::take(&mut self.effects)
    }

    fn dispatch(&mut self, intent: Intent) {
        match intent {
            Intent::Action(action) => self.act(action),
            Intent::Board(input) => {
                if self.dialog.is_none() && !self.race_holds_board() {
                    self.hand_over(Play::Board(input));
                }
            }
            Intent::CloseHelp => self.close_dialog(Dialog::Help),
            Intent::OpenNewGame => self.open_dialog(Dialog::NewGame),
            Intent::StartNewGame(mode, size) => self.start_new_in(mode, size),
            Intent::CloseNewGame => self.close_dialog(Dialog::NewGame),
            Intent::PlayAgain => self.play_again(),
            Intent::KeepGoing => self.hand_over(Play::KeepGoing),
            Intent::SwitchMode(mode) => self.switch_to(mode, Switch::Resume),
            Intent::Loaded {
                mode,
                slot,
                loaded,
                now_ms,
            } => self.loaded(mode, slot, loaded, now_ms),
            Intent::AcceptOffer => self.accept_offer(),
            Intent::DismissNotices => {
                self.notices.clear();
                self.offer = None;
                self.show_address();
            }
            Intent::OpenStats => self.open_dialog(Dialog::Stats),
            Intent::CloseStats => self.close_dialog(Dialog::Stats),
            Intent::OpenLeaderboard => self.open_dialog(Dialog::Leaderboard),
            Intent::CloseLeaderboard => self.close_dialog(Dialog::Leaderboard),
            Intent::OpenSettings => self.open_dialog(Dialog::Settings),
            Intent::CloseSettings => self.close_dialog(Dialog::Settings),
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
            Intent::SetVolume(percent) => self.set_volume(percent),
            Intent::SetLanguage(language) => self.set_language(language),
            Intent::LanguageUnavailable(language) => {
                self.notify(announce::language_unavailable(language));
            }
            Intent::StartTutorial => self.start_tutorial(),
            Intent::LeaveTutorial => self.leave_tutorial(),
            Intent::LeavePuzzle => self.leave_puzzle(),
            Intent::PuzzleArrived(puzzle) => {
                let opened = self.open_puzzle(*puzzle);
                self.effects.extend(opened);
            }
            Intent::PuzzleRefused(error) => self.notify(announce::bad_puzzle(&error)),
            Intent::StorageChanged { key, value } => self.storage_changed(&key, value),
            Intent::SaveFailed(why) => self.save_failed(why),
            Intent::StatsRead(read) => self.stats_read_now(read),
            Intent::OpenSaves => self.open_saves(),
            Intent::BackupCollected(backup) => self.backup_collected(backup),
            Intent::ReplaceSaves(backup) => self.replace_saves(backup),
            Intent::SavesReplaced(replaced) => self.saves_replaced(replaced),
            Intent::Posting(asked) => self.effects.extend(self.posting.handle(asked)),
            Intent::Race(ask) => self.race_ask(ask),
            Intent::KeyPressed => self.touch = false,
            Intent::Tick(serial) => self.hand_over(Play::Tick(serial)),
            Intent::Think(serial) => self.hand_over(Play::Think(serial)),
            // A replay's controls and its analysis do nothing in play; other keys and the
            // page's taps only stop Watch.
            Intent::OtherKey | Intent::PageTap | Intent::Replay(_) | Intent::Analyse(_) => {}
            Intent::ReducedMotion(reduced) => {
                self.reduced_motion = reduced;
                if self.speed() == Speed::Instant {
                    self.settle();
                }
            }
        }
    }

    /// A key, or a button that does what a key does.
    fn act(&mut self, action: Action) {
        if self.dialog_key(action) {
            // A dialog is modal: only answering it (its buttons, Esc) does anything.
            return;
        }
        if self.race_holds(action) {
            return;
        }
        match action {
            Action::Step(dir) => self.hand_over(Play::Step(dir)),
            Action::Pick => self.hand_over(Play::Pick),
            Action::Recentre => self.hand_over(Play::Recentre),
            Action::Undo => self.hand_over(Play::Undo),
            Action::Redo => self.hand_over(Play::Redo),
            Action::Hint => self.hand_over(Play::Hint),
            Action::Watch => self.hand_over(Play::Watch),
            // Escape puts a tile down first, then leaves the tutorial.
            Action::Cancel => {
                if !self.used(Play::Cancel) {
                    self.leave_tutorial();
                }
            }
            Action::NewGame => {
                self.settle();
                // A daily page asks first whatever the game: a new game leaves the page.
                if self.daily.is_some() || self.own_summary().under_way() {
                    self.open_dialog(Dialog::NewGame);
                } else {
                    // The player's side: during the tutorial the board shown is the
                    // lesson's, a side no mode need offer.
                    let seed = self.next_seed();
                    let size = self.own_summary().size;
                    self.start_new_game(seed, size);
                }
            }
            Action::Stats => self.open_dialog(Dialog::Stats),
            Action::Leaderboard => self.open_dialog(Dialog::Leaderboard),
            Action::Help => self.open_dialog(Dialog::Help),
            Action::Mute => self.toggle_mute(),
            Action::Race => self.race_ask(super::race::RaceAsk::OpenForm(None)),
        }
    }

    /// Hands `play` to the mode and acts on what it answers.
    pub(super) fn hand_over(&mut self, play: Play) {
        self.used(play);
    }

    /// Hands `play` to the mode and acts on what it answers; whether the mode used it (an
    /// Escape that put a tile down).
    fn used(&mut self, play: Play) -> bool {
        let mut cx = PlayContext::new(self.speed());
        self.play.handle(play, &mut cx);
        self.take(cx)
    }

    /// Fast-forwards the mode's animation to rest.
    pub(super) fn settle(&mut self) {
        let mut cx = PlayContext::new(self.speed());
        self.play.settle(&mut cx);
        self.take(cx);
    }

    /// Carries out what the mode answered: its effects, its sentence, and the session's
    /// part of its events (saves, bests, statistics). Whether it used an Escape.
    pub(super) fn take(&mut self, cx: PlayContext) -> bool {
        let consumed = cx.consumed();
        let (answers, said) = cx.finish();
        if let Some(said) = said {
            self.status = said;
        }
        for answer in answers {
            match answer {
                Answer::Effect(effect) => self.effects.push(effect),
                Answer::Event(event) => self.on_event(event),
            }
        }
        consumed
    }

    /// A write failed: the notices say so, once for each way it fails.
    pub(super) fn save_failed(&mut self, why: StoreError) {
        if self.save_failure.as_ref() != Some(&why) {
            self.notify(announce::saving_off(&why));
            self.save_failure = Some(why);
        }
    }

    pub(super) fn notify(&mut self, message: String) {
        if !self.notices.contains(&message) {
            self.notices.push(message);
        }
    }
}

mod dialogs;
mod opening;
mod other_tabs;
mod puzzling;
mod racing;
mod records;
mod replaying;
mod reviewing;
mod saving;
mod shown;
mod sounding;
mod switching;
mod tutorial;

use puzzling::PuzzleInPlay;
use records::Records;

pub use racing::Racing;
use tutorial::TutorialInPlay;

pub use dialogs::Dialog;
pub use records::StatsShown;

pub(crate) use opening::draw_seed;
pub use opening::{DailyStart, Launch, launch_target};

#[cfg(test)]
mod tests;
