//! Any board, 3×3 to 8×8, as a byte per cell: the solver's general board, slower than
//! the 4×4 bitboard but the same rules and the same evaluation, line by line.

use crate::Direction;

use super::evaluation::line_score;
use super::tree::Position;

/// Room for an 8×8 board.
const CELLS: usize = 64;
/// The largest exponent: merges stop there, as in the game (docs/RULES.md, 2048 §2).
const MAX_EXPONENT: u8 = 63;

/// A board of side `n`: exponents row-major, 0 for an empty cell, the cells past `n²`
/// always 0 (so that equal boards compare and hash equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Grid {
    n: u8,
    e: [u8; CELLS],
}

impl Grid {
    /// The board of side `n` whose cells, row-major, hold `exponents` (`n²` of them).
    pub(crate) fn new(n: usize, exponents: &[u8]) -> Self {
        debug_assert!((3..=8).contains(&n) && exponents.len() == n * n);
        let mut e = [0; CELLS];
        e[..n * n].copy_from_slice(exponents);
        Grid { n: n as u8, e }
    }

    /// The exponents of the cells, row-major.
    #[cfg(test)]
    pub(crate) fn exponents(&self) -> Vec<u8> {
        self.e[..self.cells()].to_vec()
    }

    /// The `k`th cell of line `line` counted from the wall `dir` slides towards.
    fn cell(&self, dir: Direction, line: usize, k: usize) -> usize {
        let n = usize::from(self.n);
        match dir {
            Direction::Left => line * n + k,
            Direction::Right => line * n + n - 1 - k,
            Direction::Up => k * n + line,
            Direction::Down => (n - 1 - k) * n + line,
        }
    }
}

impl Position for Grid {
    fn slide(&self, dir: Direction) -> Option<Self> {
        let n = usize::from(self.n);
        let mut after = Grid {
            n: self.n,
            e: [0; CELLS],
        };
        for line in 0..n {
            // `filled` cells from the wall hold tiles; the last of them may take a merge
            // while `open` (a merged tile takes no second merge).
            let (mut filled, mut open) = (0, false);
            for k in 0..n {
                let e = self.e[self.cell(dir, line, k)];
                if e == 0 {
                    continue;
                }
                if open && after.e[self.cell(dir, line, filled - 1)] == e {
                    after.e[self.cell(dir, line, filled - 1)] = (e + 1).min(MAX_EXPONENT);
                    open = false;
                } else {
                    after.e[self.cell(dir, line, filled)] = e;
                    filled += 1;
                    open = true;
                }
            }
        }
        (after != *self).then_some(after)
    }

    fn cells(&self) -> usize {
        usize::from(self.n) * usize::from(self.n)
    }

    fn is_empty_at(&self, cell: usize) -> bool {
        self.e[cell] == 0
    }

    fn with_tile(&self, cell: usize, exponent: u8) -> Self {
        let mut with = *self;
        with.e[cell] = exponent;
        with
    }

    fn empty_count(&self) -> u32 {
        self.e[..self.cells()].iter().filter(|&&e| e == 0).count() as u32
    }

    /// Rows top first, then columns left first, each summed in that order: the
    /// bitboard's order, so a 4×4 board scores exactly the same on either.
    fn evaluate(&self) -> f32 {
        let n = usize::from(self.n);
        let mut sum = 0f32;
        for row in self.e[..n * n].chunks(n) {
            sum += line_score(row);
        }
        let mut column = [0u8; 8];
        for x in 0..n {
            for (y, cell) in column[..n].iter_mut().enumerate() {
                *cell = self.e[y * n + x];
            }
            sum += line_score(&column[..n]);
        }
        sum
    }
}
