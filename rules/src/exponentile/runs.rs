//! Runs: which cells a cell's value reaches in a line (docs/RULES.md §2, "Runs through a cell"),
//! for one cell (a swap) and for the whole board (a cascade pass).
//!
//! The searches that try many cells or swaps take the topology as a const parameter
//! `WRAP` (true on a cylinder): each is compiled once per topology, so the cylinder's hot
//! loops are what they were and the flat board's carry no wrap at all. The board's
//! topology is looked at once, where a search starts.

use super::board::Board;
use super::{Tile, wrap};

/// How far a cell's value reaches in each direction, walking from the cell (not counting
/// it). The walks up and down stop at the top and bottom rows. On a cylinder the walks
/// right and left go on across the seam, sharing `size - 1` steps (right first), so a ring
/// of equal tiles counts each of its cells once; on a flat board they stop at the edges.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Arms {
    pub up: u8,
    pub down: u8,
    pub left: u8,
    pub right: u8,
}

impl Arms {
    /// Whether the vertical arm counts (it makes a run of 3 or more with the cell).
    pub fn vertical(self) -> bool {
        self.up + self.down >= 2
    }

    /// Whether the horizontal arm counts.
    pub fn horizontal(self) -> bool {
        self.left + self.right >= 2
    }

    /// The number of matched cells `k` (the cell itself not included).
    pub fn matched(self) -> u32 {
        let vertical = if self.vertical() {
            self.up + self.down
        } else {
            0
        };
        let horizontal = if self.horizontal() {
            self.left + self.right
        } else {
            0
        };
        u32::from(vertical) + u32::from(horizontal)
    }

    /// Whether the cell is the origin of a match.
    pub fn is_run(self) -> bool {
        self.vertical() || self.horizontal()
    }
}

/// The exponent of an origin of exponent `exponent` that matched `matched` cells: its
/// value times `2^(k-1)`, capped so it never overflows.
pub(crate) fn upgraded(exponent: u8, matched: u32) -> u8 {
    let raised = u32::from(exponent) + matched.saturating_sub(1);
    raised.min(u32::from(Tile::MAX_EXPONENT)) as u8
}

/// The arms of the cell at `(x, y)` if it held exponent `e`, reading the board through
/// `get` (a row-major index to an exponent), so a swap can be tried without being made;
/// on a cylinder if `WRAP`, else on a flat board.
#[inline(always)]
pub(crate) fn arms_with<const WRAP: bool>(
    get: impl Fn(usize) -> u8,
    size: usize,
    x: usize,
    y: usize,
    e: u8,
) -> Arms {
    let mut arms = Arms::default();
    let mut row = y;
    while row > 0 && get((row - 1) * size + x) == e {
        arms.up += 1;
        row -= 1;
    }
    row = y;
    while row + 1 < size && get((row + 1) * size + x) == e {
        arms.down += 1;
        row += 1;
    }
    let start = y * size;
    if !WRAP {
        let mut column = x;
        while column + 1 < size && get(start + column + 1) == e {
            arms.right += 1;
            column += 1;
        }
        column = x;
        while column > 0 && get(start + column - 1) == e {
            arms.left += 1;
            column -= 1;
        }
        return arms;
    }
    let max_steps = size as u8 - 1;
    let mut column = x as i32;
    while arms.right < max_steps {
        column += 1;
        if get(start + wrap(column, size)) != e {
            break;
        }
        arms.right += 1;
    }
    column = x as i32;
    while arms.left < max_steps - arms.right {
        column -= 1;
        if get(start + wrap(column, size)) != e {
            break;
        }
        arms.left += 1;
    }
    arms
}

/// The arms of the cell at row-major index `i` as the board stands.
pub(crate) fn arms_at(board: &Board, i: usize) -> Arms {
    let size = board.size();
    let exps = &board.exps[..];
    let get = |j: usize| exps[j];
    let (x, y) = (i % size, i / size);
    if board.wraps() {
        arms_with::<true>(get, size, x, y, exps[i])
    } else {
        arms_with::<false>(get, size, x, y, exps[i])
    }
}

/// The cells an origin with `arms` at `(x, y)` matched, as row-major indices, in the
/// order of the walks: right, left, up, down. The one code for both topologies: a flat
/// board's arms stop at its edges, so there `wrap` never wraps.
pub(crate) fn matched_cells(
    arms: Arms,
    size: usize,
    x: usize,
    y: usize,
    mut visit: impl FnMut(usize),
) {
    if arms.horizontal() {
        for step in 1..=i32::from(arms.right) {
            visit(y * size + wrap(x as i32 + step, size));
        }
        for step in 1..=i32::from(arms.left) {
            visit(y * size + wrap(x as i32 - step, size));
        }
    }
    if arms.vertical() {
        for step in 1..=usize::from(arms.up) {
            visit((y - step) * size + x);
        }
        for step in 1..=usize::from(arms.down) {
            visit((y + step) * size + x);
        }
    }
}

/// A cell as its row-major index and its coordinates, so the searches that try many
/// swaps never divide to find a column or a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub i: usize,
    pub x: usize,
    pub y: usize,
}

impl Cell {
    /// The cell at column `x`, row `y` of a board of side `size`.
    pub fn new(x: usize, y: usize, size: usize) -> Self {
        Cell {
            i: y * size + x,
            x,
            y,
        }
    }
}

/// Whether swapping cells `a` and `b` makes a run through either, without touching the
/// board (a cylinder's if `WRAP`, else a flat board's).
#[inline]
pub(crate) fn swap_makes_run<const WRAP: bool>(exps: &[u8], size: usize, a: Cell, b: Cell) -> bool {
    let (ea, eb) = (exps[a.i], exps[b.i]);
    // Most swaps bring a value next to no equal tile: rule those out before walking.
    let a_may = next_to::<WRAP>(exps, size, a, b.i, eb);
    let b_may = next_to::<WRAP>(exps, size, b, a.i, ea);
    if !(a_may || b_may) {
        return false;
    }
    let get = swapped(exps, a.i, b.i);
    (a_may && arms_with::<WRAP>(get, size, a.x, a.y, eb).is_run())
        || (b_may && arms_with::<WRAP>(get, size, b.x, b.y, ea).is_run())
}

/// The board's exponents read as if cells `a` and `b` were swapped.
#[inline(always)]
fn swapped(exps: &[u8], a: usize, b: usize) -> impl Fn(usize) -> u8 + Copy + '_ {
    let (ea, eb) = (exps[a], exps[b]);
    move |i| {
        if i == a {
            eb
        } else if i == b {
            ea
        } else {
            exps[i]
        }
    }
}

/// Whether `cell` has a neighbour other than `other` holding `e`: a run through `cell` of
/// value `e`, after `cell` and `other` swap, needs one.
#[inline(always)]
fn next_to<const WRAP: bool>(exps: &[u8], size: usize, cell: Cell, other: usize, e: u8) -> bool {
    let Cell { i, x, y } = cell;
    let row = i - x;
    let is = |j: usize| j != other && exps[j] == e;
    (y > 0 && is(i - size))
        || (y + 1 < size && is(i + size))
        || if WRAP {
            is(row + wrap(x as i32 - 1, size)) || is(row + wrap(x as i32 + 1, size))
        } else {
            (x > 0 && is(i - 1)) || (x + 1 < size && is(i + 1))
        }
}

/// The arms of `a` and of `b` after swapping them, without touching the board.
pub(crate) fn swapped_arms<const WRAP: bool>(
    exps: &[u8],
    size: usize,
    a: Cell,
    b: Cell,
) -> (Arms, Arms) {
    let get = swapped(exps, a.i, b.i);
    (
        arms_with::<WRAP>(get, size, a.x, a.y, exps[b.i]),
        arms_with::<WRAP>(get, size, b.x, b.y, exps[a.i]),
    )
}

/// Whether any cell of the board is in a run: a line of three equal tiles somewhere,
/// across the seam included on a cylinder.
///
/// Every pass ends with this check and most find nothing, so it is written to be cheap:
/// the triples that do not cross the seam are tested over the whole row-major array at
/// once, with no branch (the compiler turns it into vector code), a mask dropping the
/// triples that would run from one row into the next; then, on a cylinder, the two
/// triples of each row that cross the seam.
pub(crate) fn has_run(board: &Board) -> bool {
    let size = board.size();
    let e = &board.exps[..];
    let n = e.len();
    let vertical = any_equal_triple(&e[..n - 2 * size], &e[size..n - size], &e[2 * size..], None);
    let starts = &IN_ROW_TRIPLE_STARTS[size][..n - 2];
    let horizontal = any_equal_triple(&e[..n - 2], &e[1..n - 1], &e[2..], Some(starts));
    let seam = board.wraps()
        && e.chunks_exact(size).any(|row| {
            let (first, second, last, before_last) = (row[0], row[1], row[size - 1], row[size - 2]);
            last == first && (before_last == last || first == second)
        });
    vertical || horizontal || seam
}

/// Whether some `i` has `a[i] == b[i] == c[i]` (and `mask[i]`, if given), in straight-line
/// code that vectorises: bytes OR-ed together, no early exit.
#[inline(always)]
fn any_equal_triple(a: &[u8], b: &[u8], c: &[u8], mask: Option<&[u8]>) -> bool {
    let triples = a.iter().zip(b).zip(c);
    let any = match mask {
        None => triples.fold(0u8, |any, ((a, b), c)| {
            any | (u8::from(a == b) & u8::from(b == c))
        }),
        Some(mask) => triples.zip(mask).fold(0u8, |any, (((a, b), c), m)| {
            any | (m & u8::from(a == b) & u8::from(b == c))
        }),
    };
    any != 0
}

/// For each board side, which row-major indices start a triple that stays within its row
/// without crossing the seam (column `x <= side - 3`): 1, else 0.
static IN_ROW_TRIPLE_STARTS: [[u8; Board::MAX_SIZE * Board::MAX_SIZE]; Board::MAX_SIZE + 1] = {
    let mut table = [[0u8; Board::MAX_SIZE * Board::MAX_SIZE]; Board::MAX_SIZE + 1];
    let mut size = Board::MIN_SIZE;
    while size <= Board::MAX_SIZE {
        let mut i = 0;
        while i < size * size {
            table[size][i] = (i % size + 2 < size) as u8;
            i += 1;
        }
        size += 1;
    }
    table
};

/// The cells of a board of at most 16×16 as a bit set, for marks and claims without an
/// allocation per pass.
#[derive(Clone, Copy, Default)]
pub(crate) struct CellSet([u64; 4]);

impl CellSet {
    pub fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
}

/// The cells of a board that are in a run, found by [`run_cells`].
pub(crate) struct RunCells([u8; Board::MAX_SIZE * Board::MAX_SIZE]);

impl RunCells {
    pub fn contains(&self, i: usize) -> bool {
        self.0[i] != 0
    }
}

/// Every cell in a line of three or more equal tiles (across the seam included on a
/// cylinder): exactly the cells that are origins of a run. `None` when there is none, the common case,
/// which [`has_run`] answers first.
///
/// Like `has_run`, it tests all the triples that do not cross the seam without a branch,
/// then marks the three cells of each equal one by OR-ing shifted copies (again without a
/// branch): equal neighbours come at random, and a branch on each would mispredict.
pub(crate) fn run_cells(board: &Board) -> Option<RunCells> {
    if !has_run(board) {
        return None;
    }
    const CELLS: usize = Board::MAX_SIZE * Board::MAX_SIZE;
    let size = board.size();
    let e = &board.exps[..];
    let n = e.len();
    let mut cells = RunCells([0; CELLS]);
    let marks = &mut cells.0[..n];

    // A run of three from each cell rightwards (within the row) and downwards.
    let mut rightwards = [0u8; CELLS];
    let in_row = &IN_ROW_TRIPLE_STARTS[size];
    for (i, start) in rightwards[..n - 2].iter_mut().enumerate() {
        *start = in_row[i] & u8::from(e[i] == e[i + 1]) & u8::from(e[i + 1] == e[i + 2]);
    }
    let mut downwards = [0u8; CELLS];
    for (i, start) in downwards[..n - 2 * size].iter_mut().enumerate() {
        *start = u8::from(e[i] == e[i + size]) & u8::from(e[i + size] == e[i + 2 * size]);
    }
    for shift in 0..3 {
        or_shifted(marks, &rightwards[..n], shift);
        or_shifted(marks, &downwards[..n], shift * size);
    }
    if !board.wraps() {
        return Some(cells);
    }
    // The two triples of each row that cross a cylinder's seam.
    for y in 0..size {
        let row = y * size;
        for (a, b, c) in [(size - 2, size - 1, 0), (size - 1, 0, 1)] {
            let (a, b, c) = (row + a, row + b, row + c);
            if e[a] == e[b] && e[b] == e[c] {
                marks[a] = 1;
                marks[b] = 1;
                marks[c] = 1;
            }
        }
    }
    Some(cells)
}

/// `marks[i + shift] |= starts[i]` for every `i` that fits.
fn or_shifted(marks: &mut [u8], starts: &[u8], shift: usize) {
    for (mark, start) in marks[shift..].iter_mut().zip(starts) {
        *mark |= start;
    }
}
