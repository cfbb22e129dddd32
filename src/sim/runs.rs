//! Runs: which cells a cell's value reaches in a line (RULES.md "Runs through a cell"),
//! for one cell (a swap) and for the whole board (a cascade pass).

use super::board::{Board, Tile, wrap};

/// How far a cell's value reaches in each direction, walking from the cell (not counting
/// it). Rows do not wrap; columns do, and the two horizontal walks share `size - 1` steps
/// (right first), so a ring of equal tiles counts each of its cells once.
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
/// `get` (a row-major index to an exponent), so a swap can be tried without being made.
#[inline(always)]
pub(crate) fn arms_with(get: impl Fn(usize) -> u8, size: usize, x: usize, y: usize, e: u8) -> Arms {
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
    arms_with(|j| exps[j], size, i % size, i / size, exps[i])
}

/// The cells an origin with `arms` at `(x, y)` matched, as row-major indices, in the
/// order of the walks: right, left, up, down.
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

/// Whether swapping the cells at row-major indices `a` and `b` makes a run through either,
/// without touching the board.
#[inline]
pub(crate) fn swap_makes_run(exps: &[u8], size: usize, a: usize, b: usize) -> bool {
    let (ea, eb) = (exps[a], exps[b]);
    let get = |i: usize| {
        if i == a {
            eb
        } else if i == b {
            ea
        } else {
            exps[i]
        }
    };
    arms_with(get, size, a % size, a / size, eb).is_run()
        || arms_with(get, size, b % size, b / size, ea).is_run()
}

/// The arms of `a` and of `b` after swapping them, without touching the board.
pub(crate) fn swapped_arms(exps: &[u8], size: usize, a: usize, b: usize) -> (Arms, Arms) {
    let (ea, eb) = (exps[a], exps[b]);
    let get = |i: usize| {
        if i == a {
            eb
        } else if i == b {
            ea
        } else {
            exps[i]
        }
    };
    (
        arms_with(get, size, a % size, a / size, eb),
        arms_with(get, size, b % size, b / size, ea),
    )
}

/// Whether any cell of the board is in a run: a line of three equal tiles somewhere,
/// across the seam included.
pub(crate) fn has_run(board: &Board) -> bool {
    let size = board.size();
    let exps = &board.exps[..];
    for row in exps.chunks_exact(size) {
        for x in 0..size {
            let e = row[x];
            if e == row[wrap(x as i32 + 1, size)] && e == row[wrap(x as i32 + 2, size)] {
                return true;
            }
        }
    }
    for i in 0..size * (size - 2) {
        let e = exps[i];
        if e == exps[i + size] && e == exps[i + 2 * size] {
            return true;
        }
    }
    false
}

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

/// Marks every cell in a line of three or more equal tiles (across the seam included):
/// exactly the cells that are origins of a run. Returns whether there was one.
pub(crate) fn mark_run_cells(board: &Board, marks: &mut CellSet) -> bool {
    let size = board.size();
    let exps = &board.exps[..];
    let mut any = false;
    for y in 0..size {
        let row = &exps[y * size..(y + 1) * size];
        for x in 0..size {
            let (x1, x2) = (wrap(x as i32 + 1, size), wrap(x as i32 + 2, size));
            let e = row[x];
            if e == row[x1] && e == row[x2] {
                marks.insert(y * size + x);
                marks.insert(y * size + x1);
                marks.insert(y * size + x2);
                any = true;
            }
        }
    }
    for i in 0..size * (size - 2) {
        let e = exps[i];
        if e == exps[i + size] && e == exps[i + 2 * size] {
            marks.insert(i);
            marks.insert(i + size);
            marks.insert(i + 2 * size);
            any = true;
        }
    }
    any
}
