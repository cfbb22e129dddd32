//! A mode's play: the game of one mode with its moves, its view and its animation, behind
//! one trait ([`ModeSession`]) that the [`Session`](super::Session) hosts, as Simon
//! Tatham's midend hosts each puzzle through one table of functions.
//!
//! The session owns what every mode shares (settings, dialogs, notices, bests,
//! statistics, the daily game, replays, share) and hands each play intent ([`Play`]) to
//! the mode, which answers through a [`PlayContext`]: effects for the page, the live
//! region's sentence, and events the session acts on (a move to save, a game that ended).
//!
//! This file is the play layer's one table of the modes: each mode's folder beside it is
//! named here and nowhere else in the layer. Adding a mode means its folder (a
//! [`ModeSession`], its sentences, keys and lesson) and one arm in [`deal`], [`open`],
//! [`replay`], [`lesson`], [`keys`] and [`new_game_sentence`] (docs/architecture.md,
//! "Adding a mode", lists every file).

use std::any::Any;
use std::fmt;

use rules::replay_code::NotReplayable;
use rules::{AnyHistory, Direction, Mode, Summary, TileId};

pub use super::happening::Happening;
use super::input::KeyMap;
use super::intent::Effect;
use super::settings::Speed;
use super::stroke::BoardInput;
use super::tile_motion::TileVis;
use super::tutorial::Lesson;

pub mod exponentile;
mod moves;
mod solving;
pub mod twenty48;

pub use exponentile::ExponentilePlay;
pub use moves::{Moves, Played};
pub use solving::WATCH_PACE_MILLIS;
pub use twenty48::Twenty48Play;

/// What the session hands a mode: the player's input on the board, and the mode's own
/// timers and controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// An arrow or WASD key.
    Step(Direction),
    /// Space or Enter.
    Pick,
    /// Escape, when no dialog of the session's is open: the mode says whether it used it
    /// ([`PlayContext::consumed`]).
    Cancel,
    /// Home or C: the view back to its place.
    Recentre,
    /// A tap, swipe or roll on the board.
    Board(BoardInput),
    /// Take back the last move.
    Undo,
    /// Play a move taken back again.
    Redo,
    /// Mark the solver's move.
    Hint,
    /// The solver plays, or stops.
    Watch,
    /// The player takes the game back from the solver.
    StopWatching,
    /// The timer of [`Effect::Wait`] with this serial ran out.
    Tick(u32),
    /// The page yielded after [`Effect::Think`] with this serial.
    Think(u32),
    /// The player's answer to a dialog of the mode's own (2048's "keep going").
    KeepGoing,
    /// A replay viewer: the next move, animated.
    ReplayForward,
    /// A replay viewer: back one move, animated.
    ReplayBack,
    /// A replay viewer: the game after this many moves, at once.
    ReplaySeek(usize),
}

/// Something the mode did that the session acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move was played (by the player, the solver or a replay); `over` if it ended the
    /// game.
    Moved {
        /// Whether the game is over now.
        over: bool,
    },
    /// A move was taken back.
    Undone,
    /// The player answered a dialog of the mode's own in a way worth saving.
    Marked,
    /// Something the player sees happen on the board, as it shows.
    Happened(Happening),
}

/// The mode's side of one intent: what it knows of the session, and what it answers.
#[derive(Debug)]
pub struct PlayContext {
    /// The animation speed in force.
    pub speed: Speed,
    /// Effects and events in the order the mode made them: a move is saved after the
    /// animation it interrupted came to rest, and before its own animation plays.
    answers: Vec<Answer>,
    status: Option<String>,
    consumed: bool,
}

/// One of the mode's answers.
#[derive(Debug)]
pub enum Answer {
    /// Something for the page to do.
    Effect(Effect),
    /// Something for the session to act on.
    Event(Event),
}

impl PlayContext {
    /// A context at `speed`.
    pub fn new(speed: Speed) -> Self {
        PlayContext {
            speed,
            answers: Vec::new(),
            status: None,
            consumed: false,
        }
    }

    /// Asks the page for `effect`.
    pub fn effect(&mut self, effect: Effect) {
        self.answers.push(Answer::Effect(effect));
    }

    /// Tells the session of `event`.
    pub fn event(&mut self, event: Event) {
        self.answers.push(Answer::Event(event));
    }

    /// Says `sentence` in the live region.
    pub fn say(&mut self, sentence: String) {
        self.status = Some(sentence);
    }

    /// What was said so far in this intent.
    pub fn said(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// Marks a [`Play::Cancel`] as used.
    pub fn consume(&mut self) {
        self.consumed = true;
    }

    /// Whether a [`Play::Cancel`] was used.
    pub fn consumed(&self) -> bool {
        self.consumed
    }

    /// The answers in order, and the sentence, taken out.
    pub fn finish(self) -> (Vec<Answer>, Option<String>) {
        (self.answers, self.status)
    }
}

/// A mode's play, as the session sees every mode. What every mode's game answers alike
/// (its figures, history, save, replay code, undo and redo) is forwarded here, once, to
/// the mode's [`Moves`] ([`ModeSession::played`]); the mode writes only what differs.
pub trait ModeSession: fmt::Debug + Send + Sync + AsModeSession {
    /// The mode.
    fn mode(&self) -> Mode;
    /// The mode's game with its history, as every mode's reads.
    fn played(&self) -> &dyn Played;
    /// The game in figures: always the truth, ahead of any animation.
    fn summary(&self) -> Summary {
        self.played().summary()
    }
    /// The game with its history.
    fn history(&self) -> AnyHistory {
        self.played().history()
    }
    /// The game with its history as its mode saves it.
    fn to_json(&self) -> String {
        self.played().to_json()
    }
    /// The game's replay code.
    fn replay_code(&self) -> Result<String, NotReplayable> {
        self.played().replay_code()
    }
    /// Whether there is a move to take back.
    fn can_undo(&self) -> bool {
        self.played().can_undo()
    }
    /// Whether there is a move taken back to play again.
    fn can_redo(&self) -> bool {
        self.played().can_redo()
    }
    /// The position of a replay viewer: moves played, and the game's moves in all.
    fn replay_position(&self) -> (usize, usize) {
        self.played().replay_position()
    }
    /// Whether nothing animates.
    fn at_rest(&self) -> bool;
    /// Every tile as the page's tile store shows it at rest: what a page opens on, and
    /// what an [`Effect::Rest`] carries.
    fn tiles_at_rest(&self) -> Vec<(TileId, TileVis)>;
    /// The score to show: it may step up while a move animates.
    fn shown_score(&self) -> u64 {
        self.summary().score
    }
    /// Whether the mode has a solver (hint and Watch).
    fn has_solver(&self) -> bool {
        true
    }
    /// Whether the solver is playing.
    fn watching(&self) -> bool;
    /// Whether a dialog of the mode's own is open (2048's "you win"): the game-over box
    /// waits, and moves wait for an answer.
    fn dialog_open(&self) -> bool {
        false
    }
    /// Acts on `play`.
    fn handle(&mut self, play: Play, cx: &mut PlayContext);
    /// Fast-forwards any animation to rest.
    fn settle(&mut self, cx: &mut PlayContext);
    /// Shows the board at rest, as it stands (after opening, or after the page's tiles
    /// were put aside).
    fn show(&mut self, cx: &mut PlayContext);
    /// Takes `history` (another tab's save of this mode and slot) in place of the game in
    /// play if it is another game state; whether it did. The view stays where it is.
    fn adopt(&mut self, history: AnyHistory, cx: &mut PlayContext) -> bool;
    /// Marks the move packed as `packed` ([`rules::Rules::pack_move`]) on the board as the
    /// hint is marked (an analysis's better move, a puzzle's answer); `None` takes it off.
    fn mark_move(&mut self, packed: Option<u64>);
    /// The move packed as `packed`, on the board as it stands, in words.
    fn move_words(&self, packed: u64) -> Option<String>;
    /// Plays the move packed as `packed`, animated as the solver's are; whether the game
    /// took it.
    fn play_move(&mut self, packed: u64, cx: &mut PlayContext) -> bool;
}

/// What every mode session is as a value, written once for all of them: itself, for the
/// mode's own components, and a copy.
pub trait AsModeSession {
    /// The mode session itself, for the mode's own components.
    fn as_any(&self) -> &dyn Any;
    /// A copy.
    fn clone_box(&self) -> Box<dyn ModeSession>;
}

impl<T: ModeSession + Clone + 'static> AsModeSession for T {
    fn as_any(&self) -> &dyn Any {
        self
    }

    fn clone_box(&self) -> Box<dyn ModeSession> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn ModeSession> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A new game of `mode` from `seed` on side `size` (the mode's default for a side it
/// does not play).
pub fn deal(mode: Mode, seed: u64, size: usize) -> AnyHistory {
    match mode {
        Mode::Exponentorus | Mode::Exponentile => exponentile::deal(mode, seed, size).into(),
        Mode::Twenty48 => twenty48::deal(seed, size).into(),
    }
}

/// The play of a game read from storage or another tab.
pub fn open(history: AnyHistory) -> Box<dyn ModeSession> {
    match history {
        AnyHistory::Exponentile(history) => Box::new(ExponentilePlay::of(Moves::new(*history))),
        AnyHistory::Twenty48(history) => Box::new(Twenty48Play::of(Moves::new(*history))),
    }
}

/// The tutorial of `mode`: a short guided game on a small prepared board of its own.
pub fn lesson(mode: Mode) -> Lesson {
    match mode {
        Mode::Exponentorus => exponentile::lesson(),
        Mode::Twenty48 => twenty48::lesson(),
        Mode::Exponentile => exponentile::flat_lesson(),
    }
}

/// What the live region says of a new game of `mode` from `seed` on side `size`.
pub fn new_game_sentence(mode: Mode, seed: u64, size: usize) -> String {
    match mode {
        Mode::Exponentorus => exponentile::sentences::torus_started(seed, size),
        Mode::Twenty48 => twenty48::sentences::twenty48_started(seed, size),
        Mode::Exponentile => exponentile::flat_sentences::exponentile_started(seed, size),
    }
}

/// How to play `mode` by touch, a line each: its help's list in place of the keys where
/// the player's input is touch.
pub fn touch_help(mode: Mode) -> &'static [fn() -> String] {
    match mode {
        Mode::Exponentorus => exponentile::sentences::TORUS_TOUCH,
        Mode::Twenty48 => twenty48::sentences::TOUCH,
        Mode::Exponentile => exponentile::flat_sentences::FLAT_TOUCH,
    }
}

/// The keys of `mode`, and its help's list of them.
pub fn keys(mode: Mode) -> KeyMap {
    match mode {
        Mode::Exponentorus => exponentile::TORUS_KEYS,
        Mode::Twenty48 => twenty48::KEYS,
        Mode::Exponentile => exponentile::FLAT_KEYS,
    }
}

/// The mode whose game a backup of version 1 keeps as `classic`, beside the main game's.
pub const BACKUP_VERSION_1_CLASSIC: Mode = Mode::Twenty48;

/// A replay viewer's play of `whole`, a game read from a replay code, at its deal.
pub fn replay(whole: AnyHistory) -> Box<dyn ModeSession> {
    match whole {
        AnyHistory::Exponentile(whole) => Box::new(ExponentilePlay::of(Moves::replaying(*whole))),
        AnyHistory::Twenty48(whole) => Box::new(Twenty48Play::of(Moves::replaying(*whole))),
    }
}
