use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Wraps a column index onto a cylinder of `width` columns (the one wrap helper for all
/// column arithmetic, used by the rules and the view alike).
pub fn wrap(index: i32, width: usize) -> usize {
    index.rem_euclid(width as i32) as usize
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

/// One of the four neighbour directions, in board terms (`Up` is towards row 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 0.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 0, wrapping to the last column.
    Left,
    /// Towards the last column, wrapping to column 0.
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
    /// The tile's value, `2^exponent`.
    pub fn value(self) -> u64 {
        todo!()
    }
}

/// A square board of tiles, every cell full, columns wrapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: u8,
    cells: Vec<Tile>,
}

impl Board {
    /// Smallest supported side.
    pub const MIN_SIZE: usize = 3;
    /// Largest supported side.
    pub const MAX_SIZE: usize = 16;
    /// The side of a new game's board.
    pub const DEFAULT_SIZE: usize = 9;

    /// Number of rows (and of columns).
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The tile at `pos`, or `None` off the board.
    pub fn get(&self, pos: Pos) -> Option<Tile> {
        let _ = pos;
        todo!()
    }

    /// Every cell with its tile, in row-major order (top row first).
    pub fn iter(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        self.cells.iter().enumerate().map(move |(i, t)| {
            (
                Pos::new((i % self.size()) as u8, (i / self.size()) as u8),
                *t,
            )
        })
    }

    /// The neighbour of `pos` in `dir`: columns wrap, rows do not.
    pub fn neighbour(&self, pos: Pos, dir: Direction) -> Option<Pos> {
        let _ = (pos, dir);
        todo!()
    }

    /// Whether `a` and `b` are neighbours on the cylinder (the left/right seam counts,
    /// the top/bottom edge does not).
    pub fn are_neighbours(&self, a: Pos, b: Pos) -> bool {
        let _ = (a, b);
        todo!()
    }

    /// The highest value on the board.
    pub fn highest(&self) -> u64 {
        todo!()
    }
}

/// Why a board's text did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardError {
    /// Not square, or a side outside 3..=16.
    BadShape,
    /// A token that is not a power of two of at least 2 (row, column, token).
    BadValue(usize, usize, String),
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        todo!()
    }
}

impl std::error::Error for ParseBoardError {}

/// Parses rows of values separated by whitespace, one row per line, top row first.
/// Tile ids are given in row-major order from 0.
impl FromStr for Board {
    type Err = ParseBoardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let _ = s;
        todo!()
    }
}

/// Prints the values in aligned columns, one row per line, so `Display` and `FromStr`
/// round-trip.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        todo!()
    }
}
