use std::collections::VecDeque;

use rand::RngCore;

use super::board::exponent_of;
use super::pcg::Pcg32;

/// Where new tiles come from. New tiles are drawn uniformly from {2, 4, 8, 16}.
pub trait TileSource {
    /// The exponent of the next new tile (1 to 4 for 2 to 16).
    fn draw(&mut self) -> u8;
}

/// The game's own source: a seeded PCG-32 (`Lcg64Xsh32`), whose stream is fixed by its
/// published algorithm, so a seed replays the same tiles on every platform.
///
/// A tile is drawn as `(next_u32() >> 30) + 1`: the top two bits of one PCG-32 output give
/// the exponent 1 to 4, uniformly. The stream of tiles is therefore fixed by PCG-32's
/// published algorithm and this exact mapping, never by `rand`'s range sampling, whose
/// algorithm may change between versions. A seed `s` starts the generator as
/// `Pcg32::new(s, SeededTiles::STREAM)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededTiles {
    rng: Pcg32,
}

impl SeededTiles {
    /// The PCG stream every game uses: PCG's published default stream constant.
    pub const STREAM: u64 = 0x0a02_bdbf_7bb3_c0a7;

    /// A source seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        SeededTiles {
            rng: Pcg32::new(seed, Self::STREAM),
        }
    }

    /// The generator's exact state as its two 64-bit words `(state, increment)`, for saves.
    pub fn words(&self) -> (u64, u64) {
        self.rng.words()
    }

    /// The source in the exact state `words` gave (see [`SeededTiles::words`]).
    ///
    /// PCG's own constructors always make the increment odd; an even one (a hand-written
    /// save) is taken as it is: the stream is then of poorer quality, but as fixed.
    pub fn from_words(state: u64, increment: u64) -> Self {
        SeededTiles {
            rng: Pcg32::from_words(state, increment),
        }
    }

    /// One raw PCG-32 output, for rules that draw other things than ExponenTile's tiles
    /// (2048's new tile: a cell and a value).
    pub(super) fn output(&mut self) -> u32 {
        self.rng.next_u32()
    }
}

impl TileSource for SeededTiles {
    fn draw(&mut self) -> u8 {
        (self.rng.next_u32() >> 30) as u8 + 1
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
