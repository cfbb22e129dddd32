//! The save of a game at one moment, the same shape for every game: its board, ids,
//! score, moves, seed and generator, versioned.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::LoadError;
use super::history::read_version;

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
pub(crate) fn is_square<T>(rows: &[Vec<T>], size: usize) -> bool {
    rows.len() == size && rows.iter().all(|row| row.len() == size)
}
