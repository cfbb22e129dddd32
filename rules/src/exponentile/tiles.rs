//! Where ExponenTile's new tiles come from: the game's seeded generator, or a script.

use std::collections::VecDeque;

use super::{SeededTiles, exponent_of};

/// Where new tiles come from. New tiles are drawn uniformly from {2, 4, 8, 16}.
pub trait TileSource {
    /// The exponent of the next new tile (1 to 4 for 2 to 16).
    fn draw(&mut self) -> u8;
}

/// A tile is drawn as `(next_u32() >> 30) + 1`: the top two bits of one PCG-32 output give
/// the exponent 1 to 4, uniformly, so the stream of tiles is fixed by PCG-32's published
/// algorithm and this exact mapping.
impl TileSource for SeededTiles {
    fn draw(&mut self) -> u8 {
        (self.output() >> 30) as u8 + 1
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
    ///
    /// # Panics
    /// If a value is not a power of two of at least 2: a test script with such a value is
    /// a mistake in the test.
    pub fn new(values: &[u64]) -> Self {
        let queue = values
            .iter()
            .map(|&v| exponent_of(v).unwrap_or_else(|| panic!("{v} is not a tile value")))
            .collect();
        ScriptedTiles {
            queue,
            exhausted: false,
        }
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
        self.queue.pop_front().unwrap_or_else(|| {
            self.exhausted = true;
            1
        })
    }
}
