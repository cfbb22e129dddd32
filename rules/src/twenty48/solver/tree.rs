//! The expectimax itself, over any board that can slide and take a tile: iterative
//! deepening, each iteration a depth-first walk kept on an explicit stack, so that it can
//! stop after any node and go on later exactly where it stopped.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::Direction;

use super::{CUTOFF, LOSS_PENALTY};

/// What the search needs of a board.
pub(crate) trait Position: Copy + Eq + Hash {
    /// The board after sliding towards `dir`; `None` when nothing moves.
    fn slide(&self, dir: Direction) -> Option<Self>;
    /// Cells on the board.
    fn cells(&self) -> usize;
    /// Whether cell `cell` (row-major) is empty.
    fn is_empty_at(&self, cell: usize) -> bool;
    /// The board with a new tile of `exponent` on the empty cell `cell`.
    fn with_tile(&self, cell: usize, exponent: u8) -> Self;
    /// Empty cells on the board.
    fn empty_count(&self) -> u32;
    /// The static evaluation (see `evaluation`).
    fn evaluate(&self) -> f32;
}

/// The directions in the order the search tries them; among equal values the first wins.
pub(crate) const DIRECTIONS: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

/// The odds of a new 2 (else a 4), docs/RULES.md 2048 §4.
const TWO: f64 = 0.9;

/// A node of the walk under way.
#[derive(Clone)]
enum Frame<P> {
    /// A board before the player's slide: the best of its slides.
    Max {
        board: P,
        /// Slides still to play in the line, this one included.
        remaining: u8,
        /// The odds of the new tiles that led here.
        odds: f64,
        /// The next direction to try, as an index into [`DIRECTIONS`].
        next: u8,
        best: f64,
    },
    /// A board after a slide: the mean over its new tiles.
    Chance {
        board: P,
        /// Slides still to play after this board.
        remaining: u8,
        odds: f64,
        /// The next cell to place a tile on, and whether a 4 (else a 2).
        next: u8,
        four: bool,
        /// The weighted sum so far, and the weight of the child being searched.
        sum: f64,
        weight: f64,
        empty: f64,
    },
}

/// A search of one position by iterative deepening within a node budget.
#[derive(Clone)]
pub(crate) struct Deepening<P> {
    /// The root's slides that change the board, with the boards they leave.
    roots: Vec<(Direction, P)>,
    budget: u64,
    max_depth: u8,
    /// The iteration under way: its depth (slides in a line), each root slide's value
    /// once searched, and the next root slide to search.
    depth: u8,
    values: Vec<f64>,
    next_root: usize,
    stack: Vec<Frame<P>>,
    /// Values of chance nodes already searched in this iteration, by board and slides
    /// remaining: the same board is often reached by other orders of the same slides.
    known: HashMap<(P, u8), f64, BuildHasherDefault<Mixer>>,
    /// Whether this iteration evaluated a board only because the depth ran out (if not,
    /// a deeper iteration would give the same values).
    deepens: bool,
    /// Nodes spent in all, at the start of this iteration, and by the last two finished.
    spent: u64,
    started: u64,
    costs: [u64; 2],
    /// The deepest finished iteration's values and depth.
    finished: Option<(Vec<f64>, u8)>,
    done: bool,
}

impl<P: Position> Deepening<P> {
    /// A search of `root` that may spend `budget` nodes and play up to `max_depth` slides
    /// in a line. The first iteration (one slide, each board evaluated) is always finished.
    pub(crate) fn new(root: P, budget: u64, max_depth: u8) -> Self {
        let roots: Vec<(Direction, P)> = DIRECTIONS
            .iter()
            .filter_map(|&dir| root.slide(dir).map(|after| (dir, after)))
            .collect();
        Deepening {
            done: roots.is_empty(),
            values: vec![0.0; roots.len()],
            roots,
            budget,
            max_depth: max_depth.max(1),
            depth: 1,
            next_root: 0,
            stack: Vec::new(),
            known: HashMap::default(),
            deepens: false,
            spent: 0,
            started: 0,
            costs: [0; 2],
            finished: None,
        }
    }

    /// Runs until `until` nodes are spent in all or the search is over; whether it is.
    pub(crate) fn run(&mut self, until: u64) -> bool {
        while !self.done && self.spent < until {
            if self.spent >= self.budget && self.finished.is_some() {
                // The budget ran out inside an iteration: its values are a mix of depths,
                // so the last finished iteration's stand.
                self.stop();
                break;
            }
            self.tick();
        }
        self.done
    }

    /// Whether the search is over.
    pub(crate) fn is_done(&self) -> bool {
        self.done
    }

    /// Nodes spent so far.
    pub(crate) fn spent(&self) -> u64 {
        self.spent
    }

    /// The best root slide of the deepest finished iteration (the first in
    /// [`DIRECTIONS`] order among equals), its value and the iteration's depth.
    pub(crate) fn best(&self) -> Option<(Direction, f64, u8)> {
        let (values, depth) = self.finished.as_ref()?;
        let mut best = 0;
        for (i, &value) in values.iter().enumerate() {
            if value > values[best] {
                best = i;
            }
        }
        Some((self.roots[best].0, values[best], *depth))
    }

    /// Every root slide with its value in the deepest finished iteration (none before one
    /// finished), in [`DIRECTIONS`] order.
    pub(crate) fn values(&self) -> Vec<(Direction, f64)> {
        let Some((values, _)) = &self.finished else {
            return Vec::new();
        };
        self.roots
            .iter()
            .zip(values)
            .map(|(&(dir, _), &value)| (dir, value))
            .collect()
    }

    fn stop(&mut self) {
        self.done = true;
        self.stack = Vec::new();
        self.known = HashMap::default();
    }

    /// One step of the walk: one node searched (a slide tried or a tile placed), or one
    /// node closed and its value handed to its parent.
    fn tick(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            let Some(&(_, after)) = self.roots.get(self.next_root) else {
                self.finish_iteration();
                return;
            };
            self.spent += 1;
            if let Some(value) = self.enter(after, self.depth - 1, 1.0) {
                self.deliver(value);
            }
            return;
        };
        match top {
            Frame::Max {
                board,
                remaining,
                odds,
                next,
                best,
            } => {
                let Some(&dir) = DIRECTIONS.get(usize::from(*next)) else {
                    let value = if *best == f64::NEG_INFINITY {
                        f64::from(board.evaluate()) - LOSS_PENALTY
                    } else {
                        *best
                    };
                    self.stack.pop();
                    self.deliver(value);
                    return;
                };
                *next += 1;
                let (board, remaining, odds) = (*board, *remaining - 1, *odds);
                self.spent += 1;
                if let Some(after) = board.slide(dir)
                    && let Some(value) = self.enter(after, remaining, odds)
                {
                    self.deliver(value);
                }
            }
            Frame::Chance {
                board,
                remaining,
                odds,
                next,
                four,
                sum,
                weight,
                empty,
            } => {
                let mut cell = usize::from(*next);
                while cell < board.cells() && !board.is_empty_at(cell) {
                    cell += 1;
                }
                if cell == board.cells() {
                    let (key, value) = ((*board, *remaining), *sum);
                    self.stack.pop();
                    self.known.insert(key, value);
                    self.deliver(value);
                    return;
                }
                let (exponent, p) = if *four { (2, 1.0 - TWO) } else { (1, TWO) };
                *weight = p / *empty;
                *next = if *four { cell as u8 + 1 } else { cell as u8 };
                *four = !*four;
                let child = Frame::Max {
                    board: board.with_tile(cell, exponent),
                    remaining: *remaining,
                    odds: *odds * *weight,
                    next: 0,
                    best: f64::NEG_INFINITY,
                };
                self.spent += 1;
                self.stack.push(child);
            }
        }
    }

    /// Starts searching the board `after` a slide, with `remaining` slides to go, reached
    /// at `odds`: its value if known at once (a leaf, or searched before), else `None`
    /// with its node pushed.
    fn enter(&mut self, after: P, remaining: u8, odds: f64) -> Option<f64> {
        if odds < CUTOFF {
            return Some(f64::from(after.evaluate()));
        }
        if remaining == 0 {
            self.deepens = true;
            return Some(f64::from(after.evaluate()));
        }
        if let Some(&value) = self.known.get(&(after, remaining)) {
            return Some(value);
        }
        self.stack.push(Frame::Chance {
            board: after,
            remaining,
            odds,
            next: 0,
            four: false,
            sum: 0.0,
            weight: 0.0,
            empty: f64::from(after.empty_count()),
        });
        None
    }

    /// Hands a searched node's value to its parent (or, at the top, to its root slide).
    fn deliver(&mut self, value: f64) {
        match self.stack.last_mut() {
            None => {
                self.values[self.next_root] = value;
                self.next_root += 1;
            }
            Some(Frame::Max { best, .. }) => *best = best.max(value),
            Some(Frame::Chance { sum, weight, .. }) => *sum += *weight * value,
        }
    }

    /// Keeps the finished iteration's values and starts the next, if it is worth it and
    /// looks likely to fit the budget (costs grow by about the same factor each depth).
    fn finish_iteration(&mut self) {
        let cost = self.spent - self.started;
        self.costs = [self.costs[1], cost];
        self.finished = Some((std::mem::take(&mut self.values), self.depth));
        let growth = match self.costs {
            [0, _] => 1,
            [before, last] => last.div_ceil(before),
        };
        let next_cost = cost.saturating_mul(growth);
        if !self.deepens
            || self.roots.len() == 1
            || self.depth >= self.max_depth
            || self.spent.saturating_add(next_cost) > self.budget
        {
            self.stop();
            return;
        }
        self.depth += 1;
        self.values = vec![0.0; self.roots.len()];
        self.next_root = 0;
        self.known.clear();
        self.deepens = false;
        self.started = self.spent;
    }
}

/// A fast hasher for the table of known nodes (the standard one is made to resist
/// attacks, which a search of its own boards need not): each word is mixed in by a
/// multiply and a rotation.
#[derive(Default)]
pub(crate) struct Mixer(u64);

impl Hasher for Mixer {
    fn finish(&self) -> u64 {
        // The table picks buckets by the low bits, which a multiply fills from below only.
        self.0 ^ (self.0 >> 32)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }
}
