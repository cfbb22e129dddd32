use std::collections::VecDeque;

use crate::SeededTiles;
use crate::exponent_of;

/// Where 2048's new tiles come from: which empty cell, and a 2 or a 4.
pub trait SpawnSource {
    /// The new tile for a board with `empty` empty cells (at least 1): the index of its
    /// cell among the empty cells in row-major order (below `empty`), and its exponent
    /// (1 for a 2, 2 for a 4).
    fn spawn(&mut self, empty: usize) -> (usize, u8);
}

/// The odds of a 4: an output below this is a 4, which is `⌈2^32 / 10⌉ / 2^32`, a 10%
/// chance to within 10^-10.
const FOUR_BELOW: u32 = 429_496_730;

/// The game's own generator: two PCG-32 outputs per new tile. The first picks the cell,
/// `(output × empty) >> 32` (a multiply rather than a modulo, so every cell gets its
/// share to within `empty / 2^32`); the second the value, a 4 when below
/// `FOUR_BELOW`, else a 2.
impl SpawnSource for SeededTiles {
    fn spawn(&mut self, empty: usize) -> (usize, u8) {
        let cell = (u64::from(self.output()) * empty as u64) >> 32;
        let exponent = if self.output() < FOUR_BELOW { 2 } else { 1 };
        (cell as usize, exponent)
    }
}

/// A fixed list of new tiles, for tests and golden vectors: each an index among the
/// empty cells and a value. Past the end, or with an index past the empty cells, it
/// falls back to the first empty cell and a 2, and marks itself as misused, so a test
/// can fail on it rather than panic.
#[derive(Clone, Debug, Default)]
pub struct ScriptedSpawns {
    queue: VecDeque<(usize, u8)>,
    misused: bool,
}

impl ScriptedSpawns {
    /// A source that yields `spawns`, each `(index among the empty cells, value)`.
    ///
    /// # Panics
    /// If a value is not a power of two of at least 2: such a script is a mistake in the
    /// test.
    pub fn new(spawns: &[(usize, u64)]) -> Self {
        let queue = spawns
            .iter()
            .map(|&(index, v)| {
                let e = exponent_of(v).unwrap_or_else(|| panic!("{v} is not a tile value"));
                (index, e)
            })
            .collect();
        ScriptedSpawns {
            queue,
            misused: false,
        }
    }

    /// Whether a spawn was drawn past the end of the list, or named a cell that is not
    /// there.
    pub fn misused(&self) -> bool {
        self.misused
    }

    /// How many spawns are left.
    pub fn remaining(&self) -> usize {
        self.queue.len()
    }
}

impl SpawnSource for ScriptedSpawns {
    fn spawn(&mut self, empty: usize) -> (usize, u8) {
        match self.queue.pop_front() {
            Some((index, e)) if index < empty => (index, e),
            _ => {
                self.misused = true;
                (0, 1)
            }
        }
    }
}
