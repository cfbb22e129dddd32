use std::fmt;
use std::str::FromStr;

use super::{Direction, Pos, Tile, TileId, Topology, exponent_of, wrap};

/// A square board of tiles, every cell full, its columns wrapping on a cylinder and
/// stopping at the edges on a flat board ([`Topology`]).
///
/// The board also hands out the ids of new tiles, so that a pass (which draws new tiles)
/// can run on a board alone, as [`Board::resolve`] does. It carries its topology because
/// everything that plays on it (a game, the solver, a pass) sees the board alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: u8,
    topology: Topology,
    /// Exponents in row-major order. Kept apart from the ids so the run searches, the hot
    /// loops of the sim, read one small contiguous array. 0 marks a cell emptied during a
    /// pass; no board at rest holds one.
    pub(crate) exps: Vec<u8>,
    /// Tile ids in row-major order, parallel to `exps`.
    pub(crate) ids: Vec<TileId>,
    /// The id the next new tile gets.
    pub(crate) next_id: u32,
}

impl Board {
    /// Smallest supported side.
    pub const MIN_SIZE: usize = 3;
    /// Largest supported side.
    pub const MAX_SIZE: usize = 16;
    /// The side of a new game's board.
    pub const DEFAULT_SIZE: usize = 9;

    /// A board from its parts, unchecked: the callers (parser, save loader, game start)
    /// have checked the side, the exponents and the ids.
    pub(crate) fn from_parts(
        size: usize,
        topology: Topology,
        exps: Vec<u8>,
        ids: Vec<TileId>,
        next_id: u32,
    ) -> Self {
        debug_assert!((Self::MIN_SIZE..=Self::MAX_SIZE).contains(&size));
        debug_assert_eq!(exps.len(), size * size);
        debug_assert_eq!(ids.len(), size * size);
        Board {
            size: size as u8,
            topology,
            exps,
            ids,
            next_id,
        }
    }

    /// Number of rows (and of columns).
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The board's topology: whether its columns wrap (a cylinder) or stop at the left and
    /// right edges (a flat board).
    pub fn topology(&self) -> Topology {
        self.topology
    }

    /// The same tiles, ids and `next_id` on a board of `topology`: how a board read from
    /// text (always a cylinder) becomes a flat one. The runs are then the new topology's:
    /// a line of equal tiles across the seam is a run on a cylinder and none on a flat
    /// board.
    pub fn with_topology(self, topology: Topology) -> Board {
        Board { topology, ..self }
    }

    /// Whether the columns wrap, for the searches that are compiled once per topology.
    #[inline(always)]
    pub(crate) fn wraps(&self) -> bool {
        self.topology.wraps()
    }

    /// The row-major index of `pos`, or `None` off the board.
    pub(crate) fn index(&self, pos: Pos) -> Option<usize> {
        let size = self.size();
        let (x, y) = (pos.x as usize, pos.y as usize);
        (x < size && y < size).then_some(y * size + x)
    }

    /// The position of row-major index `i`.
    pub(crate) fn pos(&self, i: usize) -> Pos {
        Pos::new((i % self.size()) as u8, (i / self.size()) as u8)
    }

    /// The tile at `pos`, or `None` off the board.
    pub fn get(&self, pos: Pos) -> Option<Tile> {
        self.index(pos).map(|i| Tile {
            id: self.ids[i],
            exponent: self.exps[i],
        })
    }

    /// Every cell with its tile, in row-major order (top row first).
    pub fn iter(&self) -> impl Iterator<Item = (Pos, Tile)> + '_ {
        self.exps
            .iter()
            .zip(&self.ids)
            .enumerate()
            .map(move |(i, (&exponent, &id))| (self.pos(i), Tile { id, exponent }))
    }

    /// The neighbour of `pos` in `dir`: columns wrap on a cylinder and stop at the edges
    /// on a flat board; rows never wrap.
    pub fn neighbour(&self, pos: Pos, dir: Direction) -> Option<Pos> {
        self.index(pos)?;
        let size = self.size();
        let (x, y) = (pos.x as usize, pos.y as usize);
        let wraps = self.wraps();
        match dir {
            Direction::Up => (y > 0).then(|| Pos::new(pos.x, pos.y - 1)),
            Direction::Down => (y + 1 < size).then(|| Pos::new(pos.x, pos.y + 1)),
            Direction::Left => {
                (wraps || x > 0).then(|| Pos::new(wrap(x as i32 - 1, size) as u8, pos.y))
            }
            Direction::Right => {
                (wraps || x + 1 < size).then(|| Pos::new(wrap(x as i32 + 1, size) as u8, pos.y))
            }
        }
    }

    /// Whether `a` and `b` are neighbours: one above the other, or side by side, which on
    /// a cylinder includes column 0 and the last column (the top/bottom edge never joins).
    pub fn are_neighbours(&self, a: Pos, b: Pos) -> bool {
        if self.index(a).is_none() || self.index(b).is_none() {
            return false;
        }
        let size = self.size();
        if a.x == b.x {
            a.y.abs_diff(b.y) == 1
        } else if a.y == b.y {
            a.x.abs_diff(b.x) == 1
                || (self.wraps()
                    && (wrap(a.x as i32 + 1, size) == b.x as usize
                        || wrap(b.x as i32 + 1, size) == a.x as usize))
        } else {
            false
        }
    }

    /// The highest value on the board.
    pub fn highest(&self) -> u64 {
        let top = self.exps.iter().copied().max().unwrap_or(1);
        Tile {
            id: TileId(0),
            exponent: top,
        }
        .value()
    }

    /// The id the next new tile will get; every tile on the board has a smaller one.
    pub fn next_id(&self) -> TileId {
        TileId(self.next_id)
    }

    /// Row-major ids `0..n` for a board of side `size`.
    pub(crate) fn row_major_ids(size: usize) -> Vec<TileId> {
        (0..(size * size) as u32).map(TileId).collect()
    }
}

/// Why a board's text did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardError {
    /// Not square, or a side outside 3..=16.
    BadShape,
    /// A token that is not a power of two of at least 2 (row, column, token), row and
    /// column counted from 0.
    BadValue(usize, usize, String),
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::BadShape => write!(
                f,
                "A board must be square, with {} to {} rows of as many values each.",
                Board::MIN_SIZE,
                Board::MAX_SIZE
            ),
            ParseBoardError::BadValue(row, column, token) => write!(
                f,
                "Row {}, column {}: \"{token}\" is not a power of two from 2 to 2^63.",
                row + 1,
                column + 1
            ),
        }
    }
}

impl std::error::Error for ParseBoardError {}

/// Parses rows of values separated by whitespace, one row per line, top row first.
/// Blank lines and whitespace around the rows are ignored. Tile ids are given in
/// row-major order from 0. The board is a cylinder (the text does not say);
/// [`Board::with_topology`] makes it flat.
impl FromStr for Board {
    type Err = ParseBoardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut exps = Vec::new();
        let mut rows = 0;
        let mut first_row_len = None;
        for line in s.lines().filter(|line| !line.trim().is_empty()) {
            let mut len = 0;
            for (column, token) in line.split_whitespace().enumerate() {
                let exponent = token
                    .parse::<u64>()
                    .ok()
                    .and_then(exponent_of)
                    .ok_or_else(|| ParseBoardError::BadValue(rows, column, token.to_owned()))?;
                exps.push(exponent);
                len += 1;
            }
            if *first_row_len.get_or_insert(len) != len {
                return Err(ParseBoardError::BadShape);
            }
            rows += 1;
        }
        if !(Board::MIN_SIZE..=Board::MAX_SIZE).contains(&rows) || first_row_len != Some(rows) {
            return Err(ParseBoardError::BadShape);
        }
        let ids = Board::row_major_ids(rows);
        Ok(Board::from_parts(
            rows,
            Topology::Cylinder,
            exps,
            ids,
            (rows * rows) as u32,
        ))
    }
}

/// Prints the values in aligned columns, one row per line, so `Display` and `FromStr`
/// round-trip.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = |e: u8| {
            Tile {
                id: TileId(0),
                exponent: e,
            }
            .value()
        };
        let width = self
            .exps
            .iter()
            .map(|&e| value(e).to_string().len())
            .max()
            .unwrap_or(1);
        for row in self.exps.chunks(self.size()) {
            for (column, &e) in row.iter().enumerate() {
                if column > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{:>width$}", value(e))?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}
