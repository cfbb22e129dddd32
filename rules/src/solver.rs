//! What every mode's solver is to whoever hosts it (the app's hint and Watch, the autoplay
//! example): a search of a game's position within a node [`Budget`], run a slice at a time
//! ([`Search::step`]), that answers with a [`Choice`]. Each mode's solver lives in its
//! mode's folder ([`exponentile::solver`](crate::exponentile::solver),
//! [`twenty48::solver`](crate::twenty48::solver)) and is hosted through [`Solver`], so code
//! written once against these traits thinks for every mode.
//!
//! Two promises hold for every solver: a search sees the game's board only, never its
//! generator, so the tiles to come are as unknown to it as to the player; and the same
//! position, budget and seed give the same move, however the search is sliced.

use std::fmt;

use crate::Rules;
use crate::analysis::Yardstick;

pub(crate) mod budget;

pub use budget::Budget;

/// A solver's answer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice<M> {
    /// The move to play.
    pub mv: M,
    /// The points the move itself is expected to score: the mean over the tiles the
    /// solver guessed where they change it (ExponenTile's cascades), else exactly.
    pub expected_points: f64,
    /// The points the move scores whatever tiles come: all of them where no unknown tile
    /// takes part in its scoring (2048's slide), else the part no unknown tile can change
    /// (ExponenTile's own pass, before any cascade). Never more than the move scores.
    pub sure_points: u64,
    /// The move's value in the search that chose it: comparable between the moves of one
    /// search only.
    pub value: f64,
    /// Moves in each line of play the choice rests on, the chosen move included.
    pub depth: u8,
}

/// A move a finished search weighed, and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Appraisal<M> {
    /// The move.
    pub mv: M,
    /// What the move is worth to the solver, in its own measure counted up from a loss: 0
    /// is no better than losing at once, and the share of the best move's worth another
    /// move gives up says how much worse it is (each solver says what its measure is).
    pub worth: f64,
}

/// A search under way.
pub trait Search: Clone + fmt::Debug {
    /// The move it chooses.
    type Move: Copy + fmt::Debug;

    /// Runs the search for at most about `nodes` more nodes (at least one) and returns the
    /// answer once the search is over: `Some(None)` when no move is accepted, `None` while
    /// it goes on. A finished search returns its answer again. The answer never depends on
    /// how the search was sliced.
    fn step(&mut self, nodes: u32) -> Option<Option<Choice<Self::Move>>>;

    /// Nodes spent so far.
    fn spent(&self) -> u64;

    /// Once the search is over, every valid move of the position with its worth, the
    /// chosen move's the highest (the analysis of a game weighs the move played against
    /// it); nothing before then, nor where no move is accepted.
    fn appraisals(&self) -> Vec<Appraisal<Self::Move>>;
}

/// A game with a solver: the seam's one way to think for any mode.
pub trait Solver: Rules {
    /// The search of a position of this game.
    type Search: Search<Move = Self::Move>;

    /// The budget the app and the autoplay example use unless told otherwise.
    const DEFAULT_BUDGET: Budget;
    /// The longest line of play a budget may ask for.
    const MAX_DEPTH: u8;
    /// Nodes per slice of a search in a page: a few milliseconds on a slow phone, so no
    /// task of the page runs long while the solver thinks.
    const SLICE_NODES: u32;
    /// How a game of this mode is analysed and its puzzles found: the budget of each
    /// position's search and the marks' thresholds ([`crate::analysis`]).
    const YARDSTICK: Yardstick;

    /// A search of the game's position (its board, never its generator) within `budget`.
    fn search(&self, budget: Budget) -> Self::Search;
}

/// Runs `search` to its answer in one go: the move, or `None` when no move is accepted.
pub fn choose<S: Search>(mut search: S) -> Option<Choice<S::Move>> {
    loop {
        if let Some(answer) = search.step(u32::MAX) {
            return answer;
        }
    }
}
