use std::collections::VecDeque;

use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// Where new tiles come from. New tiles are drawn uniformly from {2, 4, 8, 16}.
pub trait TileSource {
    /// The exponent of the next new tile (1 to 4 for 2 to 16).
    fn draw(&mut self) -> u8;
}

/// The game's own source: a seeded PCG-32 (`Lcg64Xsh32`), whose stream is fixed by its
/// published algorithm, so a seed replays the same tiles on every platform.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeededTiles {
    rng: Pcg32,
}

impl SeededTiles {
    /// A source seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        let _ = seed;
        todo!()
    }
}

impl TileSource for SeededTiles {
    fn draw(&mut self) -> u8 {
        todo!()
    }
}

/// A fixed list of tile values, for tests and golden vectors. Drawing past the end yields
/// 2s and marks the source as exhausted, so a test can fail on it rather than panic.
#[derive(Clone, Debug, Default)]
pub struct ScriptedTiles {
    queue: VecDeque<u8>,
    exhausted: bool,
}

impl ScriptedTiles {
    /// A source that yields `values` (powers of two, 2 to 16) in order.
    pub fn new(values: &[u64]) -> Self {
        let _ = values;
        todo!()
    }

    /// Whether a draw was made after the list ran out.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// How many values are left.
    pub fn remaining(&self) -> usize {
        self.queue.len()
    }
}

impl TileSource for ScriptedTiles {
    fn draw(&mut self) -> u8 {
        todo!()
    }
}
