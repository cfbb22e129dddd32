//! A look-ahead solver: it chooses a swap by playing each valid move, and the best replies
//! after it, on copies of the board, with new tiles drawn from a generator of its own.
//!
//! The solver sees a [`Board`] only, never a [`Game`](super::Game): the tiles still to
//! come are as unknown to it as to a player, so it guesses them, many times over.
//!
//! **The search** is a sampled expectimax. One *round* plays every valid move of the
//! position once, with new tiles drawn from that round's sampler, then, `depth − 1` plies
//! deep, the best reply to each board that comes out (a reply is scored by its own points
//! plus the best reply after it). Every move of a round sees the same draws (common random
//! numbers), so moves are compared on the same luck. Rounds repeat with fresh draws until
//! the node budget is spent; the move with the highest mean value wins, the first in scan
//! order among equals.
//!
//! **The value** of a line of play is the points its moves score (cascades included), plus
//! the evaluation of the board at its end:
//! - a board with no valid move (the game is over) is worth [`GAME_OVER`], a loss larger
//!   than any points a search can see, so the solver avoids ending the game above all;
//! - any other board is worth the most points one swap's own pass could score on it (what
//!   [`Game::hint`](super::Game::hint) would take next), plus [`MOBILITY`] points per valid
//!   move, up to [`MOBILITY_CAP`] moves: a board with more swaps is farther from the end.
//!
//! **The budget** counts nodes: one node is one move played or one board evaluated, so a
//! search costs the same on every machine. The first round is always finished; a position
//! with so many moves that a round at the budget's depth would not fit is searched less
//! deep (down to one ply) instead, so a search costs about its budget. A search run in
//! slices ([`solver::Search::step`]) chooses exactly the move a search run in one go
//! chooses.
//!
//! **The answer** is the move, the points its own pass scores whatever tiles come (before
//! any cascade), and its points expected with its cascades: their mean over
//! [`EXPECTATION_SAMPLES`] draws of its own (a search often has one round, one draw a move).
//!
//! It is the main game's [`Solver`]: the app's hint and Watch host it through that trait,
//! as they host 2048's.

use std::ops::ControlFlow;

use super::game::play_on;
use super::moves::{for_each_pair, swap_pass, valid_moves};
use super::runs::swap_makes_run;
use super::swap::Move;
use super::{Board, Game, SeededTiles};
use crate::analysis::Yardstick;
use crate::solver::{self, Appraisal, Solver};

pub use crate::solver::{Budget, Choice};

/// The value of a board with no valid move: a loss of this many points.
pub const GAME_OVER: f64 = -1_000_000.0;
/// The points a valid move on an evaluated board is worth.
pub const MOBILITY: f64 = 4.0;
/// Valid moves beyond this many add nothing: a board with plenty is as safe as one with more.
pub const MOBILITY_CAP: u32 = 12;

/// The deepest search allowed: a round costs about `moves^depth` nodes.
pub const MAX_DEPTH: u8 = 4;

/// The budget the app and the benchmark use by default: two plies (one on boards with
/// many moves) and 600 nodes, a few milliseconds natively.
pub const DEFAULT: Budget = Budget {
    depth: 2,
    nodes: 600,
    seed: 0,
};

/// How a game is analysed (docs/RULES.md §20 says how these were chosen): one ply, for
/// twice the hint's nodes. A second ply's cascades, sampled, make a move's worth too
/// noisy to mark a single move by: searched with another seed, the solver's own best move
/// seemed to give up 41% of the best worth or more in one position in ten at the hint's
/// budget, 1.7% at one ply and 1,200 nodes.
pub const YARDSTICK: Yardstick = Yardstick {
    budget: Budget {
        depth: 1,
        nodes: 1_200,
        seed: 0,
    },
    inaccuracy: 200_000,
    mistake: 350_000,
    blunder: 650_000,
    puzzle_margin: 500_000,
    puzzle_moves: 5,
};

/// Nodes per slice in the page: a few milliseconds in the browser, even on a slow phone.
pub const SLICE_NODES: u32 = 60;

/// Draws of the tiles to come over which the chosen move's expected points are averaged
/// (a node each): a round samples each move once, and one draw says little of what a
/// move's cascades are worth.
pub const EXPECTATION_SAMPLES: u32 = 32;

/// A search in progress: [`solver::Search::step`] runs it a slice at a time, so a page can
/// think between frames.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    board: Board,
    budget: Budget,
    moves: Vec<Move>,
    /// Per move: the sum of its values over the finished rounds.
    values: Vec<f64>,
    /// The round under way and the next move to sample in it.
    round: u32,
    next: usize,
    spent: u64,
    done: Option<Option<Choice<Move>>>,
}

impl Search {
    /// A search of `board` within `budget`. A board with no valid move is answered at
    /// once; one with a single valid move after one round.
    pub fn new(board: &Board, budget: Budget) -> Self {
        let moves = valid_moves(board);
        let budget = Budget {
            depth: fitting_depth(budget, moves.len()),
            ..budget
        };
        let done = match moves.as_slice() {
            [] => Some(None),
            _ => None,
        };
        Search {
            board: board.clone(),
            budget,
            values: vec![0.0; moves.len()],
            moves,
            round: 0,
            next: 0,
            spent: 0,
            done,
        }
    }

    /// The board searched.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Samples the next move of the round under way, and closes the round (and perhaps
    /// the search) after its last move.
    fn sample_next(&mut self) {
        let swap = self.moves[self.next];
        let mut board = self.board.clone();
        let mut draws = self.sampler(0);
        let points = play_on(&mut board, swap.a, swap.b, &mut draws)
            .map_or(0, |report| report.points) as f64;
        self.spent += 1;
        let rest = self.future(&board, self.budget.depth - 1, 1);
        self.values[self.next] += points + rest;
        self.next += 1;
        if self.next < self.moves.len() {
            return;
        }
        self.next = 0;
        self.round += 1;
        // Another round only if it fits: rounds cost alike, so the mean so far predicts it.
        let per_round = self.spent / u64::from(self.round);
        let alone = self.moves.len() == 1;
        if alone || self.spent + per_round > u64::from(self.budget.nodes) {
            self.done = Some(Some(self.choice()));
        }
    }

    /// The best value of `board` with `plies` more plies to play, at depth `ply`.
    fn future(&mut self, board: &Board, plies: u8, ply: u8) -> f64 {
        if plies == 0 {
            self.spent += 1;
            return evaluate(board);
        }
        let replies = valid_moves(board);
        if replies.is_empty() {
            self.spent += 1;
            return GAME_OVER;
        }
        let mut best = f64::NEG_INFINITY;
        for reply in replies {
            let mut next = board.clone();
            // Every reply sees the same draws, like the moves of a round.
            let mut draws = self.sampler(ply);
            let points = play_on(&mut next, reply.a, reply.b, &mut draws)
                .map_or(0, |report| report.points) as f64;
            self.spent += 1;
            best = best.max(points + self.future(&next, plies - 1, ply + 1));
        }
        best
    }

    /// The sampler of the round under way at depth `ply`: a generator of the solver's own,
    /// seeded from the budget's seed, the round and the ply, never the game's.
    fn sampler(&self, ply: u8) -> SeededTiles {
        SeededTiles::new(mix(
            self.budget.seed ^ mix(u64::from(self.round) << 8 | u64::from(ply))
        ))
    }

    /// The move with the highest mean value, the first in scan order among equals, with
    /// the points it scores for sure (its own pass) and its mean points over
    /// [`EXPECTATION_SAMPLES`] draws of its own.
    fn choice(&mut self) -> Choice<Move> {
        let mut best = 0;
        for i in 1..self.moves.len() {
            if self.values[i] > self.values[best] {
                best = i;
            }
        }
        let swap = self.moves[best];
        let (mut sure_points, mut total) = (0, 0u64);
        for sample in 0..EXPECTATION_SAMPLES {
            let mut board = self.board.clone();
            // A ply no search reaches: draws apart from the rounds'.
            let seed = mix(self.budget.seed ^ mix(u64::from(sample) << 8 | 0xff));
            if let Ok(report) = play_on(&mut board, swap.a, swap.b, &mut SeededTiles::new(seed)) {
                total = total.saturating_add(report.points);
                sure_points = report.passes.first().map_or(0, |own| {
                    own.merges
                        .iter()
                        .map(|m| m.points)
                        .fold(0, u64::saturating_add)
                });
            }
        }
        self.spent += u64::from(EXPECTATION_SAMPLES);
        let rounds = f64::from(self.round.max(1));
        Choice {
            mv: swap,
            expected_points: total as f64 / f64::from(EXPECTATION_SAMPLES),
            sure_points,
            value: self.values[best] / rounds,
            depth: self.budget.depth,
        }
    }
}

impl solver::Search for Search {
    type Move = Move;

    /// Runs the search for about `nodes` more nodes (it stops after the first move
    /// sampled past them). `nodes` of 0 still samples one move.
    fn step(&mut self, nodes: u32) -> Option<Option<Choice<Move>>> {
        let stop_at = self.spent + u64::from(nodes.max(1));
        while self.done.is_none() && self.spent < stop_at {
            self.sample_next();
        }
        self.done
    }

    fn spent(&self) -> u64 {
        self.spent
    }

    /// A move's worth is its mean value over the rounds, as the choice weighs it: the
    /// points of its line and the board's worth at the end, a line that ends the game
    /// far below 0.
    fn appraisals(&self) -> Vec<Appraisal<Move>> {
        if self.done.is_none() {
            return Vec::new();
        }
        let rounds = f64::from(self.round.max(1));
        self.moves
            .iter()
            .zip(&self.values)
            .map(|(&mv, &sum)| Appraisal {
                mv,
                worth: sum / rounds,
            })
            .collect()
    }
}

impl Solver for Game {
    type Search = Search;

    const DEFAULT_BUDGET: Budget = DEFAULT;
    const MAX_DEPTH: u8 = MAX_DEPTH;
    const SLICE_NODES: u32 = SLICE_NODES;
    const YARDSTICK: Yardstick = YARDSTICK;

    fn search(&self, budget: Budget) -> Search {
        Search::new(self.board(), budget)
    }
}

/// The deepest search, up to the budget's depth, whose first round fits the budget: a
/// round plays about `moves^depth` lines and evaluates each end, so a position with many
/// moves is searched less deep rather than past its budget.
fn fitting_depth(budget: Budget, moves: usize) -> u8 {
    let mut depth = budget.depth.clamp(1, MAX_DEPTH);
    let round = |depth: u8| 2 * (moves.max(1) as u64).saturating_pow(u32::from(depth));
    while depth > 1 && round(depth) > u64::from(budget.nodes) {
        depth -= 1;
    }
    depth
}

/// Chooses a move for `board` within `budget`, in one go; `None` when no move is valid.
pub fn choose(board: &Board, budget: Budget) -> Option<Choice<Move>> {
    solver::choose(Search::new(board, budget))
}

/// The value of a board at the end of a line (see the module's documentation).
fn evaluate(board: &Board) -> f64 {
    if board.wraps() {
        evaluate_on::<true>(board)
    } else {
        evaluate_on::<false>(board)
    }
}

/// [`evaluate`] on a cylinder if `WRAP`, else on a flat board.
fn evaluate_on<const WRAP: bool>(board: &Board) -> f64 {
    let (size, exps) = (board.size(), &board.exps[..]);
    let mut count = 0u32;
    let mut best = 0u64;
    let _ = for_each_pair::<WRAP>(size, |a, b| {
        if swap_makes_run::<WRAP>(exps, size, a, b) {
            count += 1;
            let points = swap_pass::<WRAP>(board, a, b)
                .into_iter()
                .flatten()
                .fold(0u64, |sum, chosen| sum.saturating_add(1 << chosen.exponent));
            best = best.max(points);
        }
        ControlFlow::Continue(())
    });
    if count == 0 {
        GAME_OVER
    } else {
        best as f64 + MOBILITY * f64::from(count.min(MOBILITY_CAP))
    }
}

/// SplitMix64's finaliser: spreads a seed's bits so nearby rounds draw unrelated tiles.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d1_049b_b133_111b);
    z ^ (z >> 31)
}
