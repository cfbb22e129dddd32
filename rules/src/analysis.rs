//! The analysis of a played game, move by move, for any mode with a [`Solver`](crate::solver::Solver): at each
//! position, the solver's best move and what the move played gave up against it, marked
//! best, good, inaccuracy, mistake or blunder; the game's accuracy; its costliest moves
//! (docs/RULES.md §20).
//!
//! Every position is searched by the mode's own solver within a fixed budget
//! ([`Yardstick::budget`]) whose seed is the moves played before it, so a game's analysis
//! is the same wherever it runs: in the page, a slice at a time ([`Analysing::step`]), in
//! one go ([`analyse`]), and on the server, which mines its puzzles from it
//! ([`crate::puzzle`]). Worths are kept in whole thousandths and shares in millionths, so
//! that every comparison is of integers and a stored analysis marks its moves as a fresh
//! one does.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::solver::budget::Budget;

mod analysing;

pub use analysing::{Analyser, Analysing, analyse, review, search_of, weigh};

/// A share, in millionths: 1,000,000 is all of it.
pub const WHOLE: u32 = 1_000_000;

/// How a mode's games are analysed and its puzzles chosen: the search of each position,
/// and the thresholds, as shares of the best move's worth in millionths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Yardstick {
    /// The search of every position (its seed is replaced by the moves played before the
    /// position, as the hint's is).
    pub budget: Budget,
    /// A move that gives up less than this share of the best move's worth is good.
    pub inaccuracy: u32,
    /// From this share on, a mistake (below it, an inaccuracy).
    pub mistake: u32,
    /// From this share on, a blunder.
    pub blunder: u32,
    /// A puzzle's answer beats every other move by at least this share of its worth.
    pub puzzle_margin: u32,
    /// A puzzle's position has at least this many valid moves.
    pub puzzle_moves: u32,
}

impl Yardstick {
    /// The mark of a move that gave up `lost` (a share in millionths); `best` if it was the
    /// solver's own move.
    pub fn mark(&self, lost: u32, best: bool) -> Mark {
        match lost {
            _ if best => Mark::Best,
            lost if lost >= self.blunder => Mark::Blunder,
            lost if lost >= self.mistake => Mark::Mistake,
            lost if lost >= self.inaccuracy => Mark::Inaccuracy,
            _ => Mark::Good,
        }
    }
}

/// What a played move was, against the solver's best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// The solver's own move.
    Best,
    /// Gave up less than the inaccuracy threshold: as good, as far as the solver can tell.
    Good,
    /// Gave up a little.
    Inaccuracy,
    /// Gave up much.
    Mistake,
    /// Gave up most of what the position held, or the game.
    Blunder,
}

impl Mark {
    /// Every mark, the best first.
    pub const ALL: [Mark; 5] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark in words, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the search of one position found: all an analysis keeps of it, the rest is the
/// game's own replay. Moves are packed ([`Rules::pack_move`](crate::Rules::pack_move)); worths are in thousandths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weighed {
    /// The solver's best move, packed.
    pub best: u64,
    /// Its worth.
    pub best_worth: i64,
    /// The worth of the move played.
    pub played_worth: i64,
    /// The worth of the best of the other moves; `None` where the best was the only one.
    pub runner_up: Option<i64>,
    /// The position's valid moves.
    pub choices: u32,
}

impl Weighed {
    /// The share of the best move's worth the move played gave up, in millionths: 0 for
    /// the best move, all of it for a move worth nothing or less. Where the best move is
    /// itself worth nothing (the solver sees the game lost whatever is played), no move
    /// gives anything up.
    pub fn lost(&self) -> u32 {
        share(self.best_worth - self.played_worth, self.best_worth)
    }

    /// The share of the best move's worth by which it beats every other move, in
    /// millionths: all of it for an only move.
    pub fn margin(&self) -> u32 {
        match self.runner_up {
            Some(other) => share(self.best_worth - other, self.best_worth),
            None => WHOLE,
        }
    }
}

/// `part` of `whole` in millionths, from 0 to all of it; 0 where `whole` is not above 0.
fn share(part: i64, whole: i64) -> u32 {
    if whole <= 0 || part <= 0 {
        return 0;
    }
    let millionths = i128::from(part) * i128::from(WHOLE) / i128::from(whole);
    millionths.min(i128::from(WHOLE)) as u32
}

/// One move of a game, reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// What the search of the position before it found.
    pub weighed: Weighed,
    /// The move played, packed.
    pub played: u64,
    /// The points it scored.
    pub points: u64,
    /// The score after it.
    pub score: u64,
    /// The share of the best move's worth it gave up, in millionths.
    pub lost: u32,
    /// Its mark.
    pub mark: Mark,
}

/// A game's analysis: each move of its log reviewed, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameReview {
    /// The moves.
    pub moves: Vec<MoveReview>,
}

impl GameReview {
    /// The game's accuracy in millionths: the mean over its moves of each move's own, all
    /// of it for a move that gave nothing up, none for a blunder's share or more, and in
    /// proportion between. A game of no move is all accurate.
    pub fn accuracy(&self, yardstick: &Yardstick) -> u32 {
        if self.moves.is_empty() {
            return WHOLE;
        }
        let blunder = u64::from(yardstick.blunder.max(1));
        let sum: u64 = self
            .moves
            .iter()
            .map(|review| {
                let lost = u64::from(review.lost).min(blunder);
                u64::from(WHOLE) - lost * u64::from(WHOLE) / blunder
            })
            .sum();
        (sum / self.moves.len() as u64) as u32
    }

    /// The `n` moves that gave up the largest shares (indices into [`GameReview::moves`]),
    /// the costliest first, an earlier move first among equals; moves that gave up nothing
    /// are none of them.
    pub fn costliest(&self, n: usize) -> Vec<usize> {
        let mut costly: Vec<usize> = (0..self.moves.len())
            .filter(|&i| self.moves[i].lost > 0)
            .collect();
        costly.sort_by_key(|&i| (std::cmp::Reverse(self.moves[i].lost), i));
        costly.truncate(n);
        costly
    }

    /// How many moves have each mark, in [`Mark::ALL`]'s order.
    pub fn counts(&self) -> [usize; 5] {
        let mut counts = [0; 5];
        for review in &self.moves {
            counts[review.mark as usize] += 1;
        }
        counts
    }

    /// What was searched, position by position: what a stored analysis keeps.
    pub fn weighed(&self) -> Vec<Weighed> {
        self.moves.iter().map(|review| review.weighed).collect()
    }
}
