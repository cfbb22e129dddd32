//! The save of a game at one moment, the same shape for every game: its board, ids,
//! score, moves, seed and generator, versioned.

use std::collections::HashSet;
use std::ops::RangeInclusive;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::history::read_version;
use super::{LoadError, SeededTiles, TileId, exponent_of};

/// A versioned snapshot of a game holding everything needed to go on exactly.
///
/// Its JSON is simple enough to write by hand:
///
/// ```json
/// {"version":1,"board":[[2,4,8],[4,8,2],[8,2,4]],"ids":[[0,1,2],[3,4,5],[6,7,8]],
///  "next_id":9,"score":0,"moves":0,"seed":"42","rng":{"state":"123","increment":"457"}}
/// ```
///
/// The seed and the generator's words are decimal strings because a JavaScript number
/// cannot hold every `u64` (a plain JSON integer is read too). `rng` may be left out or
/// `null`: the game then draws from a fresh generator seeded with `seed`. A flat
/// ExponenTile board adds `"wrap":false` at the end; the field is left out otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// Format version, [`Save::VERSION`] when written.
    pub version: u32,
    /// Tile values, rows top first.
    pub board: Vec<Vec<u64>>,
    /// Tile ids, the same shape as `board`.
    pub ids: Vec<Vec<u32>>,
    /// The id the next new tile gets; greater than every id on the board.
    pub next_id: u32,
    /// Points scored so far.
    pub score: u64,
    /// Accepted moves so far.
    pub moves: u32,
    /// How many of them the solver played (the app's Watch mode); written only when
    /// some were, so a save without any reads as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub solver_moves: u32,
    /// The seed the game started from.
    #[serde(with = "decimal")]
    pub seed: u64,
    /// The generator's exact state; `None` for a fresh generator from `seed`.
    #[serde(default)]
    pub rng: Option<RngWords>,
    /// Whether the board's columns wrap, for a game that has both kinds of board
    /// (ExponenTile: `Some(false)` is a flat board). `None`, the field left out, is the
    /// game's usual board (a cylinder), so every save made before flat boards reads as
    /// it did and a cylinder's save is written as it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrap: Option<bool>,
}

/// The generator's two 64-bit words (see [`SeededTiles::words`](crate::SeededTiles::words)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngWords {
    /// PCG-32's state word.
    #[serde(with = "decimal")]
    pub state: u64,
    /// PCG-32's increment word (odd in every generator the game makes).
    #[serde(with = "decimal")]
    pub increment: u64,
}

impl Save {
    /// The version this build writes.
    pub const VERSION: u32 = 1;

    /// The save as JSON.
    pub fn to_json(&self) -> String {
        // Writing this plain struct to a string cannot fail; an empty save would read as
        // unreadable rather than as another game.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The save in JSON `text`. The version is read first, so that a save of another
    /// version reports its version rather than a shape this one does not know. Unknown
    /// fields are skipped, so a later version may add some.
    pub fn from_json(text: &str) -> Result<Save, LoadError> {
        match read_version(text)? {
            Save::VERSION => serde_json::from_str(text).map_err(LoadError::json),
            other => Err(LoadError::UnknownVersion(other)),
        }
    }
}

/// A save's board read and checked the way every game checks it: its side, its values,
/// its ids, and its generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CheckedBoard {
    /// The board's side.
    pub size: usize,
    /// Each cell's exponent, rows top first; 0 for an empty cell.
    pub exps: Vec<u8>,
    /// Each cell's tile id, beside `exps`.
    pub ids: Vec<TileId>,
    /// The generator the game goes on with.
    pub tiles: SeededTiles,
}

impl Save {
    /// The board of this save, checked: this version, a square side in `sides`, each
    /// value a power of two from 2 (or 0, an empty cell, where the game has
    /// `empty_cells`), the tiles' ids distinct and below `next_id`.
    pub(crate) fn checked_board(
        &self,
        sides: RangeInclusive<usize>,
        empty_cells: bool,
    ) -> Result<CheckedBoard, LoadError> {
        if self.version != Save::VERSION {
            return Err(LoadError::UnknownVersion(self.version));
        }
        let size = self.board.len();
        if !sides.contains(&size) || !is_square(&self.board, size) || !is_square(&self.ids, size) {
            return Err(LoadError::BadSize {
                min: *sides.start(),
                max: *sides.end(),
            });
        }
        let exps = self
            .board
            .iter()
            .flatten()
            .map(|&value| match value {
                0 if empty_cells => Ok(0),
                _ => exponent_of(value).ok_or(LoadError::BadValue),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        let ids: Vec<TileId> = self.ids.iter().flatten().map(|&id| TileId(id)).collect();
        // The ids of the tiles; an empty cell's id means nothing.
        let live = || {
            exps.iter()
                .zip(&ids)
                .filter(|(e, _)| **e > 0)
                .map(|(_, id)| *id)
        };
        // A set, not a sort: the browser build then needs no sort code of its own here.
        let mut seen = HashSet::with_capacity(ids.len());
        if !live().all(|id| seen.insert(id)) {
            return Err(LoadError::DuplicateId);
        }
        if live().any(|TileId(id)| id >= self.next_id) {
            return Err(LoadError::BadNextId);
        }
        let tiles = match self.rng {
            None => SeededTiles::new(self.seed),
            Some(RngWords { state, increment }) => SeededTiles::from_words(state, increment),
        };
        Ok(CheckedBoard {
            size,
            exps,
            ids,
            tiles,
        })
    }
}

/// Whether a count is zero: such a field is left out of the save.
fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// `u64`s as decimal strings, read from a decimal string or a non-negative JSON integer.
mod decimal {
    use std::fmt;

    use serde::de::{self, Visitor};

    use super::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        deserializer.deserialize_any(DecimalVisitor)
    }

    struct DecimalVisitor;

    impl Visitor<'_> for DecimalVisitor {
        type Value = u64;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a whole number from 0 to 18446744073709551615 as a decimal string")
        }

        fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
            Ok(value)
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<u64, E> {
            // `u64::from_str` takes a leading `+`; a decimal string here is digits only.
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(E::invalid_value(de::Unexpected::Str(text), &self));
            }
            text.parse()
                .map_err(|_| E::invalid_value(de::Unexpected::Str(text), &self))
        }
    }
}

/// Row-major `cells` as rows of `size`, top row first.
pub(crate) fn rows<T: Clone>(cells: &[T], size: usize) -> Vec<Vec<T>> {
    cells.chunks(size).map(<[T]>::to_vec).collect()
}

/// Whether `rows` are `size` rows of `size` cells.
fn is_square<T>(rows: &[Vec<T>], size: usize) -> bool {
    rows.len() == size && rows.iter().all(|row| row.len() == size)
}
