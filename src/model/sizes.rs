//! The main game's board sizes: the sides a new game offers, the address's `size`, and
//! the best score kept for each side.
//!
//! Only odd sides: the view rolls the board under a cursor fixed in its centre cell.

use rules::exponentile::Board;

/// The sides a new game offers, smallest first. Any other side the sim plays (a save
/// made by hand) plays on, but keeps no best.
pub const SIZES: [usize; 4] = [5, 7, 9, 11];

/// The address's `size` parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeParam {
    /// No `size` in the query: the default side, 9.
    Absent,
    /// One of [`SIZES`].
    Valid(usize),
    /// Something else, as given.
    Invalid(String),
}

impl SizeParam {
    /// The side a game started from this parameter has: the default unless it is valid.
    pub fn side(&self) -> usize {
        match self {
            SizeParam::Valid(size) => *size,
            SizeParam::Absent | SizeParam::Invalid(_) => Board::DEFAULT_SIZE,
        }
    }
}

/// Reads the `size` query value: one of [`SIZES`], whitespace around it allowed.
pub fn parse_size(raw: Option<&str>) -> SizeParam {
    match raw {
        None => SizeParam::Absent,
        Some(text) => match text.trim().parse::<usize>() {
            Ok(size) if SIZES.contains(&size) => SizeParam::Valid(size),
            _ => SizeParam::Invalid(text.to_owned()),
        },
    }
}

/// The best score of each offered side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bests([u64; SIZES.len()]);

impl Bests {
    /// The best of side `size` (0 for a side not offered).
    pub fn get(&self, size: usize) -> u64 {
        slot(size).map_or(0, |i| self.0[i])
    }

    /// Sets the best of side `size`; a side not offered keeps none.
    pub fn set(&mut self, size: usize, best: u64) {
        if let Some(i) = slot(size) {
            self.0[i] = best;
        }
    }

    /// Raises the best of side `size` to `score`; whether it rose.
    pub fn raise(&mut self, size: usize, score: u64) -> bool {
        let rises = slot(size).is_some() && score > self.get(size);
        if rises {
            self.set(size, score);
        }
        rises
    }

    /// Every offered side with its best, smallest side first.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        SIZES.iter().copied().zip(self.0.iter().copied())
    }
}

fn slot(size: usize) -> Option<usize> {
    SIZES.iter().position(|&s| s == size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_size_parameter_is_one_of_the_offered_sides() {
        assert_eq!(parse_size(None), SizeParam::Absent);
        for n in SIZES {
            assert_eq!(parse_size(Some(&n.to_string())), SizeParam::Valid(n));
        }
        assert_eq!(parse_size(Some(" 7 ")), SizeParam::Valid(7));
        for bad in ["8", "3", "13", "99", "abc", "", "-7", "7.0", "0x7", "１１"] {
            assert_eq!(
                parse_size(Some(bad)),
                SizeParam::Invalid(bad.into()),
                "{bad}"
            );
        }
        assert_eq!(
            parse_size(Some("99999999999999999999999")).side(),
            Board::DEFAULT_SIZE
        );
    }

    #[test]
    fn a_missing_or_bad_size_plays_the_default_side() {
        assert_eq!(SizeParam::Absent.side(), 9);
        assert_eq!(SizeParam::Invalid("8".into()).side(), 9);
        assert_eq!(SizeParam::Valid(11).side(), 11);
        assert!(SIZES.iter().all(|n| n % 2 == 1));
        assert!(SIZES.contains(&Board::DEFAULT_SIZE));
    }

    #[test]
    fn each_side_keeps_its_own_best() {
        let mut bests = Bests::default();
        assert!(bests.raise(7, 300));
        assert!(!bests.raise(7, 200));
        assert!(bests.raise(11, 50));
        assert!(!bests.raise(8, 1000), "a side not offered keeps no best");
        assert_eq!(
            bests.iter().collect::<Vec<_>>(),
            [(5, 0), (7, 300), (9, 0), (11, 50)]
        );
        bests.set(9, 4);
        assert_eq!((bests.get(9), bests.get(8), bests.get(13)), (4, 0, 0));
    }
}
