use std::fmt;
use std::str::FromStr;

use crate::exponent_of;
use crate::{Direction, Pos, Tile, TileId};

/// A square 2048 board: every edge a wall, each cell a tile or empty.
///
/// Kept apart from ExponenTile's [`Board`](crate::exponentile::Board), whose invariant is the
/// opposite (every cell full, columns wrapping); the two share positions, tiles and ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: u8,
    /// Exponents in row-major order, 0 for an empty cell; the cells past the board's
    /// `size²` stay 0. Arrays rather than vectors: a new board needs no allocation, and
    /// the slide's indexing needs no bounds checks, which doubles the engine's speed.
    pub(super) exps: [u8; CELLS],
    /// Tile ids in row-major order, parallel to `exps`; 0 on an empty cell, so that equal
    /// boards compare equal.
    pub(super) ids: [TileId; CELLS],
    /// The id the next new tile gets.
    pub(super) next_id: u32,
}

/// Why a 2048 board could not be made from rows of values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not square, or a side outside 3..=8.
    BadShape,
    /// A value that is neither empty nor a power of two from 2 to 2^63 (row, column,
    /// value as given), counted from 0.
    BadValue(usize, usize, String),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::BadShape => write!(
                f,
                "A 2048 board must be square, with {} to {} rows of as many cells each.",
                Board::MIN_SIZE,
                Board::MAX_SIZE
            ),
            BoardError::BadValue(row, column, token) => write!(
                f,
                "Row {}, column {}: \"{token}\" is neither empty nor a power of two from 2 \
                 to 2^63.",
                row + 1,
                column + 1
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// Room for the largest board's cells.
pub(super) const CELLS: usize = Board::MAX_SIZE * Board::MAX_SIZE;

impl Board {
    /// Smallest supported side.
    pub const MIN_SIZE: usize = 3;
    /// Largest supported side.
    pub const MAX_SIZE: usize = 8;
    /// The side of a new game's board.
    pub const DEFAULT_SIZE: usize = 4;

    /// An empty board of side `size`; `None` outside 3..=8.
    pub fn empty(size: usize) -> Option<Self> {
        (Self::MIN_SIZE..=Self::MAX_SIZE)
            .contains(&size)
            .then_some(Board {
                size: size as u8,
                exps: [0; CELLS],
                ids: [TileId(0); CELLS],
                next_id: 0,
            })
    }

    /// A board from its parts, unchecked: the callers have checked side and exponents
    /// (`size²` of each, row-major).
    pub(super) fn from_parts(size: usize, exps: &[u8], ids: &[TileId], next_id: u32) -> Self {
        debug_assert!((Self::MIN_SIZE..=Self::MAX_SIZE).contains(&size));
        debug_assert_eq!(exps.len(), size * size);
        let mut board = Board {
            size: size as u8,
            exps: [0; CELLS],
            ids: [TileId(0); CELLS],
            next_id,
        };
        for (i, (&e, &id)) in exps.iter().zip(ids).enumerate() {
            board.exps[i] = e;
            board.ids[i] = if e == 0 { TileId(0) } else { id };
        }
        board
    }

    /// The exponents of the board's cells, row-major.
    pub(super) fn cells(&self) -> &[u8] {
        &self.exps[..self.size() * self.size()]
    }

    /// A board from rows of values, top row first, 0 for an empty cell. Tiles get ids in
    /// row-major order from 0, counting tiles only, and the next id follows the last.
    pub fn from_rows(rows: &[Vec<u64>]) -> Result<Self, BoardError> {
        let size = rows.len();
        if !(Self::MIN_SIZE..=Self::MAX_SIZE).contains(&size)
            || rows.iter().any(|row| row.len() != size)
        {
            return Err(BoardError::BadShape);
        }
        let mut board = Self::empty(size).ok_or(BoardError::BadShape)?;
        for (y, row) in rows.iter().enumerate() {
            for (x, &value) in row.iter().enumerate() {
                if value == 0 {
                    continue;
                }
                let exponent = exponent_of(value)
                    .ok_or_else(|| BoardError::BadValue(y, x, value.to_string()))?;
                board.put(y * size + x, exponent);
            }
        }
        Ok(board)
    }

    /// The values as rows, top row first, 0 for an empty cell.
    pub fn rows(&self) -> Vec<Vec<u64>> {
        self.cells()
            .chunks(self.size())
            .map(|row| row.iter().map(|&e| value_of(e)).collect())
            .collect()
    }

    /// Number of rows (and of columns).
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The tile at `pos`; `None` off the board or on an empty cell.
    pub fn get(&self, pos: Pos) -> Option<Tile> {
        let size = self.size();
        let (x, y) = (pos.x as usize, pos.y as usize);
        if x >= size || y >= size {
            return None;
        }
        let i = y * size + x;
        (self.exps[i] > 0).then(|| Tile {
            id: self.ids[i],
            exponent: self.exps[i],
        })
    }

    /// Every tile with its position, in row-major order; empty cells are skipped.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        let size = self.size();
        self.cells()
            .iter()
            .zip(&self.ids)
            .enumerate()
            .filter(|(_, (e, _))| **e > 0)
            .map(move |(i, (&exponent, &id))| {
                (
                    Pos::new((i % size) as u8, (i / size) as u8),
                    Tile { id, exponent },
                )
            })
    }

    /// How many cells are empty.
    pub fn empty_cells(&self) -> usize {
        self.cells().iter().filter(|&&e| e == 0).count()
    }

    /// The sum of all tile values (saturating).
    pub fn sum(&self) -> u64 {
        self.cells()
            .iter()
            .fold(0u64, |sum, &e| sum.saturating_add(value_of(e)))
    }

    /// The highest value on the board, 0 on an empty board.
    pub fn highest(&self) -> u64 {
        value_of(self.cells().iter().copied().max().unwrap_or(0))
    }

    /// The id the next new tile will get; every tile on the board has a smaller one.
    pub fn next_id(&self) -> TileId {
        TileId(self.next_id)
    }

    /// Whether a slide in `dir` would move or merge any tile.
    pub fn can_slide(&self, dir: Direction) -> bool {
        let n = self.size();
        let (start, step, next_line) = line_walk(dir, n);
        (0..n).any(|line| {
            let first = start + line as isize * next_line;
            let mut previous = None;
            for k in 0..n {
                let e = self.exps[(first + k as isize * step) as usize % CELLS];
                match previous {
                    // A gap nearer the wall with a tile behind it: that tile moves.
                    Some(0) if e > 0 => return true,
                    Some(p) if p > 0 && p == e => return true,
                    _ => {}
                }
                previous = Some(e);
            }
            false
        })
    }

    /// Whether no slide in any direction changes the board: it is full and no two
    /// neighbours are equal.
    pub fn is_stuck(&self) -> bool {
        let n = self.size();
        self.cells().iter().enumerate().all(|(i, &e)| {
            e > 0
                && (i % n + 1 == n || self.exps[(i + 1) % CELLS] != e)
                && (i / n + 1 == n || self.exps[(i + n) % CELLS] != e)
        })
    }

    /// Puts a new tile of `exponent` on the empty cell `i`, giving it the next id.
    pub(super) fn put(&mut self, i: usize, exponent: u8) -> TileId {
        let id = TileId(self.next_id);
        self.exps[i] = exponent;
        self.ids[i] = id;
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// The row-major index of the `nth` empty cell, counted from 0 in row-major order.
    pub(super) fn nth_empty(&self, nth: usize) -> Option<usize> {
        self.cells()
            .iter()
            .enumerate()
            .filter(|(_, e)| **e == 0)
            .nth(nth)
            .map(|(i, _)| i)
    }

    /// The position of row-major index `i`.
    pub(super) fn pos(&self, i: usize) -> Pos {
        Pos::new((i % self.size()) as u8, (i / self.size()) as u8)
    }
}

/// How a slide in `dir` walks a board of side `n`, as row-major index arithmetic:
/// the first line's cell at the wall, the step away from the wall along a line, and the
/// step from one line's wall cell to the next line's.
pub(super) fn line_walk(dir: Direction, n: usize) -> (isize, isize, isize) {
    let n = n as isize;
    match dir {
        Direction::Left => (0, 1, n),
        Direction::Right => (n - 1, -1, n),
        Direction::Up => (0, n, 1),
        Direction::Down => ((n - 1) * n, -n, 1),
    }
}

/// The value of exponent `e`, 0 for an empty cell.
pub(super) fn value_of(e: u8) -> u64 {
    if e == 0 {
        0
    } else {
        1u64 << e.min(Tile::MAX_EXPONENT)
    }
}

/// Rows of values separated by whitespace, one row per line, top row first, `.` (or `0`)
/// for an empty cell; blank lines are ignored. Tiles get ids as [`Board::from_rows`]
/// gives them.
impl FromStr for Board {
    type Err = BoardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let rows = s
            .lines()
            .filter(|line| !line.trim().is_empty())
            .enumerate()
            .map(|(y, line)| {
                line.split_whitespace()
                    .enumerate()
                    .map(|(x, token)| match token {
                        "." => Ok(0),
                        _ => token
                            .parse::<u64>()
                            .ok()
                            .filter(|&v| v == 0 || exponent_of(v).is_some())
                            .ok_or_else(|| BoardError::BadValue(y, x, token.to_owned())),
                    })
                    .collect::<Result<Vec<u64>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()?;
        Self::from_rows(&rows)
    }
}

/// Prints the values in aligned columns, `.` for an empty cell, one row per line, so
/// `Display` and `FromStr` round-trip (values; ids are renumbered by the parse).
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self
            .cells()
            .iter()
            .map(|&e| value_of(e).to_string().len())
            .max()
            .unwrap_or(1);
        for row in self.cells().chunks(self.size()) {
            for (column, &e) in row.iter().enumerate() {
                if column > 0 {
                    f.write_str(" ")?;
                }
                if e == 0 {
                    write!(f, "{:>width$}", ".")?;
                } else {
                    write!(f, "{:>width$}", value_of(e))?;
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}
