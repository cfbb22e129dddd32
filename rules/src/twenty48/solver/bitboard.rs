//! The 4×4 board as one `u64`: sixteen 4-bit exponents, cell `i` (row-major) in bits
//! `4i..4i+4`, so row `r` is the 16 bits from `16r`. A slide is four lookups of a whole
//! row in a table (columns by transposing first), and so is the evaluation: the tables
//! hold every one of the 65,536 rows, computed once per program. Computing them takes
//! about as long as 100,000 nodes of search (some 10 ms natively, several times that in a
//! slowed browser), so the first search that needs them builds them a slice at a time
//! ([`Building`]) before it starts: no slice runs long.
//!
//! A nibble holds exponents up to 15 (32768). The solver uses this board only when the
//! tiles' total, with four points for each new tile the search may place, stays below
//! 65,536: then no line of play can hold two 32768s, so no merge ever needs a 16.

use std::sync::OnceLock;

use crate::Direction;

use super::evaluation::line_score;
use super::tree::Position;

/// A 4×4 board of exponents, one nibble a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Bitboard(u64);

impl Bitboard {
    /// The board whose cells, row-major, hold `exponents` (16 of them, each below 16).
    pub(crate) fn new(exponents: &[u8]) -> Self {
        debug_assert_eq!(exponents.len(), 16);
        Bitboard(
            exponents
                .iter()
                .enumerate()
                .fold(0, |b, (i, &e)| b | u64::from(e & 0xf) << (4 * i)),
        )
    }

    /// The exponents of the cells, row-major.
    #[cfg(test)]
    pub(crate) fn exponents(self) -> Vec<u8> {
        (0..16).map(|i| (self.0 >> (4 * i)) as u8 & 0xf).collect()
    }

    /// Row `r` as 16 bits, column 0 in the lowest nibble.
    fn row(self, r: usize) -> usize {
        (self.0 >> (16 * r)) as usize & 0xffff
    }

    /// The board with rows and columns exchanged: cell `(x, y)` goes to `(y, x)`.
    fn transpose(self) -> Self {
        let x = self.0;
        // Swap the off-diagonal nibbles of each 2×2 block, then the off-diagonal 2×2
        // blocks of the board.
        let a = (x & 0xf0f0_0f0f_f0f0_0f0f)
            | ((x & 0x0000_f0f0_0000_f0f0) << 12)
            | ((x & 0x0f0f_0000_0f0f_0000) >> 12);
        Bitboard(
            (a & 0xff00_ff00_00ff_00ff)
                | ((a & 0x00ff_00ff_0000_0000) >> 24)
                | ((a & 0x0000_0000_ff00_ff00) << 24),
        )
    }

    /// Each row replaced by its entry in `table`.
    fn map_rows(self, table: &[u16]) -> Self {
        Bitboard((0..4).fold(0, |b, r| b | u64::from(table[self.row(r)]) << (16 * r)))
    }
}

impl Position for Bitboard {
    fn slide(&self, dir: Direction) -> Option<Self> {
        let t = tables();
        let after = match dir {
            Direction::Left => self.map_rows(&t.left),
            Direction::Right => self.map_rows(&t.right),
            Direction::Up => self.transpose().map_rows(&t.left).transpose(),
            Direction::Down => self.transpose().map_rows(&t.right).transpose(),
        };
        (after != *self).then_some(after)
    }

    fn cells(&self) -> usize {
        16
    }

    fn is_empty_at(&self, cell: usize) -> bool {
        (self.0 >> (4 * cell)) & 0xf == 0
    }

    fn with_tile(&self, cell: usize, exponent: u8) -> Self {
        Bitboard(self.0 | u64::from(exponent) << (4 * cell))
    }

    fn empty_count(&self) -> u32 {
        // One bit per nibble that holds anything, then count the rest.
        let x = self.0 | (self.0 >> 1);
        let x = x | (x >> 2);
        16 - (x & 0x1111_1111_1111_1111).count_ones()
    }

    fn evaluate(&self) -> f32 {
        let score = &tables().score;
        let columns = self.transpose();
        let mut sum = 0f32;
        for r in 0..4 {
            sum += score[self.row(r)];
        }
        for c in 0..4 {
            sum += score[columns.row(c)];
        }
        sum
    }
}

/// Every row's slide towards nibble 0 (`left`) and towards nibble 3 (`right`), and its
/// evaluation score.
#[derive(Clone)]
struct Tables {
    left: Vec<u16>,
    right: Vec<u16>,
    score: Vec<f32>,
}

/// Rows in a table: every 4-nibble row.
const ROWS: usize = 1 << 16;

/// The tables, once a search has built them.
static TABLES: OnceLock<Tables> = OnceLock::new();

/// The tables being built by a search that found none, a part at a time.
#[derive(Clone)]
pub(crate) struct Building {
    tables: Tables,
    /// The rows filled so far, from 0.
    filled: usize,
}

impl Building {
    /// A build of the tables, if no search has built them yet.
    pub(crate) fn needed() -> Option<Building> {
        TABLES.get().is_none().then(Building::empty)
    }

    fn empty() -> Building {
        Building {
            tables: Tables {
                left: vec![0; ROWS],
                right: vec![0; ROWS],
                score: vec![0.0; ROWS],
            },
            filled: 0,
        }
    }

    /// Fills up to `rows` more rows, and keeps the tables once they are whole; whether
    /// they are built (by this build or, in another thread, by another), so the bitboard
    /// can be used.
    pub(crate) fn fill(&mut self, rows: u64) -> bool {
        if TABLES.get().is_none() {
            self.fill_rows(rows);
            if self.filled == ROWS {
                // Another thread's build may have got there first: its tables are the
                // same.
                let _ = TABLES.set(self.tables.clone());
            }
        }
        TABLES.get().is_some()
    }

    /// Fills up to `rows` more rows.
    fn fill_rows(&mut self, rows: u64) {
        let end =
            usize::try_from(rows).map_or(ROWS, |rows| self.filled.saturating_add(rows).min(ROWS));
        let Tables { left, right, score } = &mut self.tables;
        for row in self.filled..end {
            let line: [u8; 4] = std::array::from_fn(|x| (row >> (4 * x)) as u8 & 0xf);
            left[row] = pack(slide_line(line));
            let mut reversed = line;
            reversed.reverse();
            let mut slid = slide_line(reversed);
            slid.reverse();
            right[row] = pack(slid);
            score[row] = line_score(&line);
        }
        self.filled = end;
    }
}

/// The tables. A bitboard is made only once they are built (see [`Building`]).
fn tables() -> &'static Tables {
    TABLES
        .get()
        .expect("a search builds the tables before it makes a bitboard")
}

/// Builds the tables at once, for tests of the bitboard alone.
#[cfg(test)]
pub(crate) fn build_tables() {
    if let Some(mut building) = Building::needed() {
        building.fill(u64::MAX);
    }
}

/// A line of four slid towards index 0 (docs/RULES.md, 2048 §2). Two 15s would make a
/// 16, which a nibble cannot hold; they are left apart, which the board's use rule
/// (the module's documentation) keeps from ever mattering.
fn slide_line(line: [u8; 4]) -> [u8; 4] {
    let mut out = [0u8; 4];
    let (mut filled, mut open) = (0, false);
    for e in line.into_iter().filter(|&e| e > 0) {
        if open && out[filled - 1] == e && e < 15 {
            out[filled - 1] = e + 1;
            open = false;
        } else {
            out[filled] = e;
            filled += 1;
            open = true;
        }
    }
    out
}

/// Four nibbles, index 0 lowest.
fn pack(line: [u8; 4]) -> u16 {
    line.iter()
        .enumerate()
        .fold(0, |row, (x, &e)| row | u16::from(e) << (4 * x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_built_a_part_at_a_time_are_the_tables_built_at_once() {
        let mut parts = Building::empty();
        let mut count = 0;
        while parts.filled < ROWS {
            parts.fill_rows(10_000);
            count += 1;
        }
        assert_eq!(count, ROWS.div_ceil(10_000));
        build_tables();
        let whole = tables();
        assert_eq!(parts.tables.left, whole.left);
        assert_eq!(parts.tables.right, whole.right);
        let bits = |score: &[f32]| score.iter().map(|s| s.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&parts.tables.score), bits(&whole.score));
    }

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let exps: Vec<u8> = (0..16).collect();
        let t = Bitboard::new(&exps).transpose();
        for y in 0..4 {
            for x in 0..4 {
                assert_eq!(t.exponents()[x * 4 + y], exps[y * 4 + x], "cell ({x}, {y})");
            }
        }
    }

    #[test]
    fn rows_slide_by_the_rules() {
        assert_eq!(slide_line([1, 1, 1, 1]), [2, 2, 0, 0]);
        assert_eq!(slide_line([2, 1, 1, 0]), [2, 2, 0, 0]);
        assert_eq!(slide_line([1, 0, 0, 1]), [2, 0, 0, 0]);
        assert_eq!(slide_line([0, 3, 3, 3]), [4, 3, 0, 0]);
        assert_eq!(slide_line([15, 15, 0, 0]), [15, 15, 0, 0]);
    }

    #[test]
    fn empty_cells_are_counted() {
        let mut exps = [0u8; 16];
        assert_eq!(Bitboard::new(&exps).empty_count(), 16);
        exps[3] = 1;
        exps[7] = 8;
        exps[15] = 15;
        assert_eq!(Bitboard::new(&exps).empty_count(), 13);
    }
}
