//! The solver at work for any mode with one (`rules::solver::Solver`): the search of the
//! game's position for a hint or for Watch's next move, run a slice at a time
//! ([`Solver::SLICE_NODES`] nodes, one per [`Play::Think`](super::Play::Think)) so the page
//! stays responsive, and Watch's state. The page yields to the browser between slices;
//! the play decides everything.
//!
//! The hint-and-Watch loop is every mode's too ([`SolverPlay`]): when to search, when
//! Watch plays and when it stops. Each mode keeps a [`Solving`] of its rules and gives
//! only what an answer means on its board: where a hint shows, how the solver's move is
//! played and animated.

use rules::solver::{Budget, Choice, Search, Solver};
use rules::{Outcome, Rules};

use super::{ModeSession, Play, PlayContext};
use crate::model::announce;
use crate::model::intent::Effect;

/// The least time from one of Watch's moves to the next, in milliseconds, whatever the
/// animation speed: at most two moves a second, a pace a person can follow. The board's
/// animation runs meanwhile, and a longer one is waited for as before; with none (reduced
/// motion, or the Instant speed) Watch played twenty moves a second.
pub const WATCH_PACE_MILLIS: u32 = 500;

/// What a search's answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Mark the move and say why.
    Hint,
    /// Play it (Watch).
    Watch,
}

/// What a finished search found, for the mode to act on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Found<M> {
    /// The hint to show.
    Hint(Choice<M>),
    /// Watch's next move, kept until the board is at rest ([`Solving::take_pending`]).
    Watch,
    /// No move is accepted: the game is over (Watch has stopped).
    Nothing,
}

/// A search under way, the game it searches, and what its answer is for.
#[derive(Clone, Debug)]
struct Thinking<R: Solver> {
    search: R::Search,
    game: R,
    purpose: Purpose,
    serial: u32,
}

/// A mode's solver at work: the search under way, Watch, and Watch's next move.
#[derive(Clone, Debug)]
pub struct Solving<R: Solver> {
    thinking: Option<Thinking<R>>,
    /// The serial of the latest search: a slice asked for by an older one does nothing.
    serial: u32,
    watching: bool,
    pending: Option<R::Move>,
    /// Watch has just played a move: its next search waits [`WATCH_PACE_MILLIS`] first.
    paced: bool,
}

impl<R: Solver> Default for Solving<R> {
    fn default() -> Self {
        Solving {
            thinking: None,
            serial: 0,
            watching: false,
            pending: None,
            paced: false,
        }
    }
}

impl<R: Solver> Solving<R> {
    /// Whether the solver is searching (for a hint or for Watch's next move).
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Whether the solver plays (Watch).
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// Watch starts: the solver plays until stopped or the game ends.
    pub fn start_watching(&mut self) {
        self.watching = true;
    }

    /// Drops any search and Watch, with the move Watch had chosen.
    pub fn forget(&mut self) {
        self.watching = false;
        self.thinking = None;
        self.pending = None;
        self.paced = false;
    }

    /// Watch's next move, once: the mode plays it when its board is at rest, and Watch's
    /// next search keeps the pace.
    pub fn take_pending(&mut self) -> Option<R::Move> {
        let pending = self.pending.take();
        self.paced = pending.is_some();
        pending
    }

    /// Starts a search of `game` for `purpose` within the solver's default budget, its
    /// sampler seeded by the moves played (the same position always gets the same answer).
    /// A hint's first slice runs at once, and a small board is often answered in it; Watch
    /// always yields first, so a run of quick answers cannot recurse, and after a move of
    /// its own it waits [`WATCH_PACE_MILLIS`] first.
    pub fn think(
        &mut self,
        game: &R,
        purpose: Purpose,
        cx: &mut PlayContext,
    ) -> Option<Found<R::Move>> {
        self.serial = self.serial.wrapping_add(1);
        let budget = Budget {
            seed: u64::from(game.moves()),
            ..R::DEFAULT_BUDGET
        };
        self.thinking = Some(Thinking {
            search: game.search(budget),
            game: game.clone(),
            purpose,
            serial: self.serial,
        });
        match purpose {
            Purpose::Hint => self.think_on(self.serial, game, cx),
            Purpose::Watch if self.paced => {
                self.paced = false;
                cx.effect(Effect::ThinkLater {
                    serial: self.serial,
                    millis: WATCH_PACE_MILLIS,
                });
                None
            }
            Purpose::Watch => {
                cx.effect(Effect::Think(self.serial));
                None
            }
        }
    }

    /// One slice of the search with `serial`, while `game` is in play: what it found once
    /// it is over, else `None` with the next slice asked for. A stale serial does nothing,
    /// and a search whose game is no longer in play (a move, another tab) is dropped.
    pub fn think_on(
        &mut self,
        serial: u32,
        game: &R,
        cx: &mut PlayContext,
    ) -> Option<Found<R::Move>> {
        let thinking = self.thinking.as_mut().filter(|t| t.serial == serial)?;
        if thinking.game != *game {
            self.thinking = None;
            return None;
        }
        let Some(answer) = thinking.search.step(R::SLICE_NODES) else {
            cx.effect(Effect::Think(serial));
            return None;
        };
        let purpose = thinking.purpose;
        self.thinking = None;
        Some(match (purpose, answer) {
            (Purpose::Hint, Some(choice)) => Found::Hint(choice),
            (Purpose::Watch, Some(choice)) => {
                self.pending = Some(choice.mv);
                Found::Watch
            }
            (_, None) => {
                self.watching = false;
                Found::Nothing
            }
        })
    }
}

/// A mode's play with a solver: the hint-and-Watch loop, written once over what the mode
/// gives (its solver at work, how a hint shows, how the solver's move is played). The
/// board settles with [`ModeSession::settle`], Watch waits for [`ModeSession::at_rest`],
/// and a dialog of the mode's own ([`ModeSession::dialog_open`]) holds both.
pub trait SolverPlay: ModeSession {
    /// The mode's rules, which its solver searches.
    type Game: Solver;

    /// The solver at work, and the game in play.
    fn solver_and_game(&mut self) -> (&mut Solving<Self::Game>, &Self::Game);
    /// Marks the hinted move on the board and says it.
    fn show_hint(&mut self, choice: Choice<<Self::Game as Rules>::Move>, cx: &mut PlayContext);
    /// Takes the hint off the board.
    fn drop_hint(&mut self);
    /// Marks `mv` on the board as a hint is marked, saying nothing.
    fn mark_hint(&mut self, mv: <Self::Game as Rules>::Move);
    /// The game in play.
    fn game_in_play(&self) -> &Self::Game;
    /// `mv` on the board as it stands, in words ("swap the 8 at … with the 16 at …").
    fn words_of(&self, mv: <Self::Game as Rules>::Move) -> String;
    /// Puts away what the player had under way as Watch takes over.
    fn watch_starts(&mut self);
    /// What to say when no move is left for `purpose`.
    fn nothing_left(&self, purpose: Purpose) -> String;
    /// Plays the solver's move, animated as the player's are.
    fn play_solver_move(&mut self, mv: <Self::Game as Rules>::Move, cx: &mut PlayContext);

    /// Marks the move packed as `packed` ([`Rules::pack_move`]) as a hint is marked, or
    /// takes the mark off: an analysis's better move.
    fn mark_packed(&mut self, packed: Option<u64>) {
        let size = self.game_in_play().size();
        match packed.and_then(|packed| <Self::Game as Rules>::unpack_move(packed, size)) {
            Some(mv) => self.mark_hint(mv),
            None => self.drop_hint(),
        }
    }

    /// The move packed as `packed`, in words; `None` for no move of this board's side.
    fn packed_words(&self, packed: u64) -> Option<String> {
        let size = self.game_in_play().size();
        <Self::Game as Rules>::unpack_move(packed, size).map(|mv| self.words_of(mv))
    }

    /// Plays the move packed as `packed`, animated as the solver's moves are, once the
    /// board is at rest; whether the game took it.
    fn play_packed(&mut self, packed: u64, cx: &mut PlayContext) -> bool {
        self.settle(cx);
        let size = self.game_in_play().size();
        let Some(mv) = <Self::Game as Rules>::unpack_move(packed, size) else {
            return false;
        };
        let before = self.game_in_play().moves();
        self.play_solver_move(mv, cx);
        self.game_in_play().moves() != before
    }

    /// Acts on the solver's intents (hint, Watch, stop, a slice of the search); any other
    /// play is the mode's, and is left alone.
    fn solver_intent(&mut self, play: Play, cx: &mut PlayContext) {
        match play {
            Play::Hint => self.ask_hint(cx),
            Play::Watch => self.toggle_watch(cx),
            Play::StopWatching => self.stop_watching(cx),
            Play::Think(serial) => self.think_on(serial, cx),
            _ => {}
        }
    }

    /// Whether the game in play is over.
    fn game_over(&mut self) -> bool {
        self.solver_and_game().1.outcome() == Outcome::GameOver
    }

    /// H: starts the search for the best move; the hint shows when it is found.
    fn ask_hint(&mut self, cx: &mut PlayContext) {
        if self.dialog_open() {
            // The mode's dialog waits for an answer.
            return;
        }
        self.settle(cx);
        if self.game_over() {
            self.drop_hint();
            cx.say(self.nothing_left(Purpose::Hint));
            return;
        }
        let (solving, game) = self.solver_and_game();
        let found = solving.think(game, Purpose::Hint, cx);
        self.found(found, cx);
    }

    /// The Watch button or key: the solver starts playing, or stops.
    fn toggle_watch(&mut self, cx: &mut PlayContext) {
        if self.watching() {
            self.stop_watching(cx);
            return;
        }
        if self.dialog_open() {
            return;
        }
        self.settle(cx);
        if self.game_over() {
            cx.say(self.nothing_left(Purpose::Watch));
            return;
        }
        self.solver_and_game().0.start_watching();
        self.drop_hint();
        self.watch_starts();
        cx.say(announce::watching());
        let (solving, game) = self.solver_and_game();
        solving.think(game, Purpose::Watch, cx);
    }

    /// Hands the game back to the player: the solver stops, the animation plays on.
    fn stop_watching(&mut self, cx: &mut PlayContext) {
        self.solver_and_game().0.forget();
        cx.say(announce::watch_stopped());
    }

    /// One slice of the search with this serial.
    fn think_on(&mut self, serial: u32, cx: &mut PlayContext) {
        let (solving, game) = self.solver_and_game();
        let found = solving.think_on(serial, game, cx);
        self.found(found, cx);
    }

    /// Acts on what a finished search found.
    fn found(&mut self, found: Option<Found<<Self::Game as Rules>::Move>>, cx: &mut PlayContext) {
        match found {
            None => {}
            Some(Found::Hint(choice)) => self.show_hint(choice, cx),
            Some(Found::Watch) => self.watch_on(cx),
            Some(Found::Nothing) => {
                self.drop_hint();
                cx.say(self.nothing_left(Purpose::Hint));
            }
        }
    }

    /// Watch's next step once the board is at rest: play the chosen move, then think of
    /// the next one while it animates. A dialog of the mode's stops Watch: it is the
    /// player's to answer.
    fn watch_on(&mut self, cx: &mut PlayContext) {
        if !self.watching() || !self.at_rest() {
            return;
        }
        if self.dialog_open() {
            self.solver_and_game().0.forget();
            return;
        }
        if let Some(mv) = self.solver_and_game().0.take_pending() {
            self.play_solver_move(mv, cx);
        }
        if self.dialog_open() || self.game_over() {
            self.solver_and_game().0.forget();
        } else if !self.solver_and_game().0.thinking() {
            let (solving, game) = self.solver_and_game();
            solving.think(game, Purpose::Watch, cx);
        }
    }
}
