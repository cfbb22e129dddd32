//! What every game's board is made of: cells and their positions, directions, tiles and
//! their ids, and the one wrap helper for column arithmetic.

use serde::{Deserialize, Serialize};

/// Wraps a column index onto a cylinder of `width` columns (the one wrap helper for all
/// column arithmetic, used by the rules and the view alike).
///
/// Any `index` is accepted (a rolled view may pass large offsets); the common case of an
/// index already on the board, or one step off either edge, avoids the division, because
/// the rules call this in their innermost loops.
///
/// # Panics
/// If `width` is 0 (no board has no columns).
#[inline]
pub fn wrap(index: i32, width: usize) -> usize {
    let w = width as i32;
    if (0..w).contains(&index) {
        index as usize
    } else if (-w..0).contains(&index) {
        (index + w) as usize
    } else if (w..2 * w).contains(&index) {
        (index - w) as usize
    } else {
        index.rem_euclid(w) as usize
    }
}

/// A cell position: `x` is the column (0 = left), `y` the row (0 = top; gravity pulls
/// towards larger `y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Column, 0 = left.
    pub x: u8,
    /// Row, 0 = top.
    pub y: u8,
}

impl Pos {
    /// The position at column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Self {
        Pos { x, y }
    }
}

/// One of the four neighbour directions, in board terms (`Up` is towards row 0): a swap's
/// direction here, a slide's in 2048, where no edge wraps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 0.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 0, wrapping to the last column where columns wrap.
    Left,
    /// Towards the last column, wrapping to column 0 where columns wrap.
    Right,
}

/// The identity of a tile, stable while the tile lives (it survives falls and swaps, and
/// a match's origin keeps its id when upgraded), so a view can key and animate it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TileId(pub u32);

/// A tile on the board: a power of two, stored as its exponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// Stable identity.
    pub id: TileId,
    /// The value is `2^exponent`; always at least 1.
    pub exponent: u8,
}

impl Tile {
    /// The largest exponent a tile can reach: merges stop there rather than overflow.
    pub const MAX_EXPONENT: u8 = 63;

    /// The tile's value, `2^exponent`.
    pub fn value(self) -> u64 {
        1u64 << self.exponent.min(Self::MAX_EXPONENT)
    }
}

/// The exponent of `value` if it is a power of two from 2 to 2^63, the values a tile can
/// hold.
pub(crate) fn exponent_of(value: u64) -> Option<u8> {
    (value >= 2 && value.is_power_of_two()).then(|| value.trailing_zeros() as u8)
}

/// A new tile, and the cell it landed in (from above the board in ExponenTile, on an
/// empty cell in 2048).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spawn {
    /// The new tile's id.
    pub id: TileId,
    /// Where it landed.
    pub at: Pos,
    /// Its value.
    pub value: u64,
}
