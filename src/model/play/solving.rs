//! The solver at work for any mode with one (`rules::solver::Solver`): the search of the
//! game's position for a hint or for Watch's next move, run a slice at a time
//! ([`Solver::SLICE_NODES`] nodes, one per [`Play::Think`](super::Play::Think)) so the page
//! stays responsive, and Watch's state. The page yields to the browser between slices;
//! the play decides everything.
//!
//! Each mode keeps a [`Solving`] of its rules and decides what an answer means on its
//! board: where a hint shows, how the solver's move is played and animated.

use rules::solver::{Budget, Choice, Search, Solver};

use super::Cx;
use crate::model::intent::Effect;

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
}

impl<R: Solver> Default for Solving<R> {
    fn default() -> Self {
        Solving {
            thinking: None,
            serial: 0,
            watching: false,
            pending: None,
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
    }

    /// Watch's next move, once: the mode plays it when its board is at rest.
    pub fn take_pending(&mut self) -> Option<R::Move> {
        self.pending.take()
    }

    /// Starts a search of `game` for `purpose` within the solver's default budget, its
    /// sampler seeded by the moves played (the same position always gets the same answer).
    /// A hint's first slice runs at once, and a small board is often answered in it; Watch
    /// always yields first, so a run of quick answers cannot recurse.
    pub fn think(&mut self, game: &R, purpose: Purpose, cx: &mut Cx) -> Option<Found<R::Move>> {
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
            Purpose::Watch => {
                cx.effect(Effect::Think(self.serial));
                None
            }
        }
    }

    /// One slice of the search with `serial`, while `game` is in play: what it found once
    /// it is over, else `None` with the next slice asked for. A stale serial does nothing,
    /// and a search whose game is no longer in play (a move, another tab) is dropped.
    pub fn think_on(&mut self, serial: u32, game: &R, cx: &mut Cx) -> Option<Found<R::Move>> {
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
