//! The seeded generator every game draws its new tiles from.

use rand::RngCore;

use super::pcg::Pcg32;

/// A game's own source of new tiles: a seeded PCG-32 (`Lcg64Xsh32`), whose stream is fixed
/// by its published algorithm, so a seed replays the same tiles on every platform.
///
/// Each game maps the generator's outputs to its new tiles in its own exact way
/// (ExponenTile's `TileSource`, 2048's `SpawnSource`), never by `rand`'s range sampling,
/// whose algorithm may change between versions. A seed `s` starts the generator as
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

    /// One raw PCG-32 output, which each game maps to its new tiles.
    pub(crate) fn output(&mut self) -> u32 {
        self.rng.next_u32()
    }
}
