//! A 2048 solver: expectimax over the game's own odds of new tiles, within a node budget,
//! in slices a page can run between frames.
//!
//! The solver sees a [`Board`] only, never the game's generator: the new tiles are as
//! unknown to it as to a player, so it weighs every one the game could place. It is
//! 2048's [`Solver`]: the app's hint and Watch host it through that trait, as they host
//! the main game's.
//!
//! **The search** is an expectimax. A board before a slide is worth the best of its
//! slides; a board after a slide is worth the mean, over every new tile the game could
//! place there, of the board that makes: each empty cell alike, a 2 nine times in ten and
//! a 4 once (docs/RULES.md, 2048 §4). A line of play ends after `depth` slides, or sooner
//! where the new tiles along it are less likely together than [`CUTOFF`] (such a line
//! weighs too little to change a choice); the board it ends on is evaluated. A board no
//! slide changes (the game lost) is worth its evaluation less [`LOSS_PENALTY`]: a penalty
//! on the evaluation's own scale, so that losing stays as bad late in a game, when big
//! tiles weigh the evaluations down, as early on. The values of boards after a slide
//! are kept by board and depth still to go, so a board reached again by other orders of
//! the same slides and tiles is not searched twice.
//!
//! **Iterative deepening** within a node budget. The search plays one slide deep, then
//! two, then three…, each depth a whole search, and chooses by the deepest it finished.
//! It starts the next depth only when the cost of the last two predicts that it fits the
//! budget, and drops one the budget runs out in. So a board with few empty cells, whose
//! tree is narrow and whose choice matters most, is searched deeper than an open one for
//! the same cost; and a search that no depth limit cut short (its every line ended by the
//! cutoff or by a loss) stops, since a deeper one would find the same.
//!
//! **The budget** counts nodes: a node is one slide tried or one new tile placed, with at
//! most one evaluation, so a search costs the same on every machine and a node's time is
//! bounded. **Slices**: each depth's search walks its tree depth first on a stack of its
//! own rather than the call stack, so [`solver::Search::step`] can stop after any node and go on
//! from there; it runs at most the nodes it is given. Nothing depends on where a slice
//! ends, so a search in slices spends the same nodes and chooses exactly as one in one go.
//!
//! **Boards.** A 4×4 board is searched as one `u64` of sixteen 4-bit exponents, sliding
//! and evaluating a whole row by table lookups: 27× faster than the general board of
//! bytes that every other side (3 to 8) uses, with the same choices to the bit (both are
//! tested against each other and against the game's own slide). A 4×4 board whose tiles
//! could make a 65536 in the search uses the general board.
//!
//! **The evaluation** sums a score over every row and every column (see
//! `evaluation.rs`): the disorder of the line (the smaller of its total rises and total
//! falls of `e³`, for exponents `e`: a line should climb one way only), the mass of its
//! tiles (`Σ e³`, so the same value in fewer tiles is better), its empty cells, the
//! merges a slide along it would make, and the steps between neighbouring exponents.
//! Its weights (each of equal rank at first) were tried against halving and doubling
//! each in turn over 200 games at 10,000 nodes, and none of those changes scored better
//! by more than the games' noise (about 5% of the mean score). Left out in turn: without
//! the disorder the mean score fell from about 90,000 to 25,000, without the mass to
//! 72,000; without the empty cells, the merges or the steps it stayed within the noise,
//! and without all three it lost 7%. The loss penalty mattered most: a fixed value of
//! −1,000 for a lost board scored 11,000, −10,000 scored 39,000, −30,000 to −100,000
//! 83,000 to 88,000; as a penalty on the evaluation's scale, 30,000 scored 91,000.

mod bitboard;
mod evaluation;
mod grid;
mod tree;

use std::fmt;

use super::{Board, Game};
use crate::Direction;
use crate::analysis::Yardstick;
use crate::solver::{self, Appraisal, Solver};

use bitboard::{Bitboard, Building};
use grid::Grid;
use tree::{Deepening, Position};

pub use crate::solver::{Budget, Choice};

/// A lost board (no slide changes it) is worth its own evaluation less this much.
pub const LOSS_PENALTY: f64 = 30_000.0;
/// A line of play whose new tiles are less likely together than this ends where it
/// stands and is evaluated there: its share of the expectation is too small to change a
/// choice, and the nodes go to likelier lines, searched deeper.
pub const CUTOFF: f64 = 0.01;

/// The deepest search allowed, in slides.
pub const MAX_DEPTH: u8 = 16;

/// The budget the app and the benchmark use by default. The seed changes nothing: this
/// search weighs every new tile by its odds and draws none.
pub const DEFAULT: Budget = Budget {
    nodes: 100_000,
    depth: MAX_DEPTH,
    seed: 0,
};

/// How a game is analysed (docs/RULES.md §20 says how these were chosen): a third of the
/// hint's nodes, so that a long game is analysed in the page in seconds; the shares the
/// moves give up are spread as at the full budget.
pub const YARDSTICK: Yardstick = Yardstick {
    budget: Budget {
        nodes: 30_000,
        ..DEFAULT
    },
    inaccuracy: 7_000,
    mistake: 20_000,
    blunder: 90_000,
    puzzle_margin: 50_000,
    puzzle_moves: 3,
};

/// Nodes per slice in the page: about 2 ms in a browser, 8 ms with its CPU slowed 4×.
pub const SLICE_NODES: u32 = 10_000;

/// The search on the board that fits it: the bitboard for 4×4 wherever it is exact.
#[derive(Clone)]
enum Engine {
    /// The bitboard's search, waiting for the bitboard's tables: the first search to need
    /// them builds them, a slice at a time (a slice of `n` nodes fills `n` rows), and
    /// then searches. The nodes it will spend are not yet counted.
    Tables {
        building: Building,
        root: Bitboard,
        nodes: u64,
        depth: u8,
    },
    Four(Deepening<Bitboard>),
    General(Deepening<Grid>),
}

/// A search in progress: [`solver::Search::step`] runs it a slice at a time, so a page can
/// think between frames.
#[derive(Clone)]
pub struct Search {
    board: Board,
    engine: Engine,
    done: Option<Option<Choice<Direction>>>,
}

impl Search {
    /// A search of `board` within `budget` (its seed unused). A board on which no slide
    /// changes anything is answered at once.
    pub fn new(board: &Board, budget: Budget) -> Self {
        Self::on(board, budget, false)
    }

    /// [`Search::new`], on the general board even where the bitboard fits if `general`.
    fn on(board: &Board, budget: Budget, general: bool) -> Self {
        let n = board.size();
        let exponents = board.cells();
        let depth = budget.depth.clamp(1, MAX_DEPTH);
        let nodes = u64::from(budget.nodes);
        // Each new tile adds 2 or 4 to the total; below 2 × 32768 no two 32768s can meet.
        let room = board.sum().saturating_add(4 * u64::from(depth));
        let engine = if n == 4 && !general && room < 1 << 16 {
            let root = Bitboard::new(exponents);
            match Building::needed() {
                Some(building) => Engine::Tables {
                    building,
                    root,
                    nodes,
                    depth,
                },
                None => Engine::Four(Deepening::new(root, nodes, depth)),
            }
        } else {
            Engine::General(Deepening::new(Grid::new(n, exponents), nodes, depth))
        };
        // A board no slide changes is answered at once, tables or not.
        let done = board.is_stuck().then_some(None);
        let mut search = Search {
            board: board.clone(),
            engine,
            done,
        };
        search.conclude();
        search
    }

    /// Sets the answer once the engine is done.
    fn conclude(&mut self) {
        let (done, best) = match &self.engine {
            Engine::Tables { .. } => (false, None),
            Engine::Four(search) => (search.is_done(), search.best()),
            Engine::General(search) => (search.is_done(), search.best()),
        };
        if !done || self.done.is_some() {
            return;
        }
        self.done = Some(best.map(|(direction, value, depth)| {
            // A slide's points are its merges, all known before the new tile comes.
            let points = self
                .board
                .clone()
                .slide(direction)
                .map_or(0, |report| report.points);
            Choice {
                mv: direction,
                expected_points: points as f64,
                sure_points: points,
                value,
                depth,
            }
        }));
    }
}

/// A search prints as its board and its progress: its stack and its table of boards seen
/// are thousands of entries that tell a reader nothing.
impl fmt::Debug for Search {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Search")
            .field("board", &self.board)
            .field("spent", &solver::Search::spent(self))
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

impl solver::Search for Search {
    type Move = Direction;

    /// A node is a bounded piece of work (one slide tried or one tile placed, and perhaps
    /// one board evaluated), so a slice's time is bounded by its size, and a slice spends
    /// at most `nodes`. The search runs the same nodes in the same order however it is
    /// sliced, so it chooses the same. A slice that builds the bitboard's tables (the
    /// first search of a program) builds that many rows and spends no node.
    fn step(&mut self, nodes: u32) -> Option<Option<Choice<Direction>>> {
        if self.done.is_none() {
            let nodes = u64::from(nodes.max(1));
            let started = match &mut self.engine {
                Engine::Tables {
                    building,
                    root,
                    nodes: budget,
                    depth,
                } => building
                    .fill(nodes)
                    .then(|| Deepening::new(*root, *budget, *depth)),
                Engine::Four(search) => {
                    search.run(search.spent() + nodes);
                    None
                }
                Engine::General(search) => {
                    search.run(search.spent() + nodes);
                    None
                }
            };
            if let Some(search) = started {
                self.engine = Engine::Four(search);
            }
            self.conclude();
        }
        self.done
    }

    fn spent(&self) -> u64 {
        match &self.engine {
            Engine::Tables { .. } => 0,
            Engine::Four(search) => search.spent(),
            Engine::General(search) => search.spent(),
        }
    }

    /// A slide's worth is its value above the value of losing at once, the position's
    /// own evaluation less [`LOSS_PENALTY`]: a slide as bad as a loss is worth about 0,
    /// and the share of the best slide's worth another gives up is on the same scale as
    /// the penalty, whatever the tiles weigh.
    fn appraisals(&self) -> Vec<Appraisal<Direction>> {
        if self.done.is_none() {
            return Vec::new();
        }
        let values = match &self.engine {
            Engine::Tables { .. } => Vec::new(),
            Engine::Four(search) => search.values(),
            Engine::General(search) => search.values(),
        };
        let lost_now =
            f64::from(Grid::new(self.board.size(), self.board.cells()).evaluate()) - LOSS_PENALTY;
        values
            .into_iter()
            .map(|(mv, value)| Appraisal {
                mv,
                worth: value - lost_now,
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

/// Chooses a slide for `board` within `budget`, in one go; `None` when no slide changes
/// the board.
pub fn choose(board: &Board, budget: Budget) -> Option<Choice<Direction>> {
    solver::choose(Search::new(board, budget))
}

#[cfg(test)]
mod tests;
