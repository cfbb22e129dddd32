//! The puzzles a player tried, in the statistics' record (`"puzzles":[…]`, left out while
//! there are none, so a record without puzzles is as it was): a puzzle's first try alone
//! counts, so a reload, a second tab or another go never counts it twice. The puzzles
//! solved and the streak (solved in a row, to the latest) follow from them.

use serde::{Deserialize, Serialize};

use rules::Mode;
use rules::day::Day;

use super::fields;

/// A puzzle's first try, stored as
/// `{"id":"2048-2026-12-04","mode":"2048","on":"2026-12-04","solved":true}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(expecting = "a puzzle tried")]
pub struct PuzzleTry {
    /// The puzzle's id.
    pub id: String,
    /// Its mode.
    #[serde(with = "fields::mode_name")]
    pub mode: Mode,
    /// The UTC day it was tried.
    #[serde(with = "fields::day")]
    pub on: Day,
    /// Whether the move made was right.
    pub solved: bool,
}

/// The first tries, in the order they were made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleTries(pub Vec<PuzzleTry>);

impl PuzzleTries {
    /// Adds `tried` unless its puzzle was tried before; whether it counted.
    pub fn add(&mut self, tried: PuzzleTry) -> bool {
        if self.0.iter().any(|known| known.id == tried.id) {
            return false;
        }
        self.0.push(tried);
        true
    }

    /// How many were solved.
    pub fn solved(&self) -> usize {
        self.0.iter().filter(|tried| tried.solved).count()
    }

    /// How many of `mode`'s were solved.
    pub fn solved_in(&self, mode: Mode) -> usize {
        self.0
            .iter()
            .filter(|tried| tried.solved && tried.mode == mode)
            .count()
    }

    /// How many were solved in a row, to the latest.
    pub fn streak(&self) -> usize {
        self.0.iter().rev().take_while(|tried| tried.solved).count()
    }

    /// The first try of the puzzle `id`, if it was tried.
    pub fn of(&self, id: &str) -> Option<&PuzzleTry> {
        self.0.iter().find(|tried| tried.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tried(id: &str, solved: bool) -> PuzzleTry {
        tried_in(Mode::Twenty48, id, solved)
    }

    fn tried_in(mode: Mode, id: &str, solved: bool) -> PuzzleTry {
        PuzzleTry {
            id: id.to_owned(),
            mode,
            on: Day::parse("2026-12-04").unwrap(),
            solved,
        }
    }

    #[test]
    fn only_a_puzzles_first_try_counts() {
        let mut tries = PuzzleTries::default();
        assert!(tries.add(tried("a", false)));
        assert!(!tries.add(tried("a", true)), "a second go counts nothing");
        assert_eq!(tries.solved(), 0);
        assert_eq!(tries.of("a").map(|t| t.solved), Some(false));
    }

    #[test]
    fn the_streak_is_the_solved_in_a_row_to_the_latest() {
        let mut tries = PuzzleTries::default();
        for (id, solved) in [("a", true), ("b", false), ("c", true), ("d", true)] {
            tries.add(tried(id, solved));
        }
        assert_eq!((tries.solved(), tries.streak()), (3, 2));
        tries.add(tried("e", false));
        assert_eq!((tries.solved(), tries.streak()), (3, 0));
    }

    #[test]
    fn each_mode_counts_its_own_solved_puzzles() {
        let mut tries = PuzzleTries::default();
        tries.add(tried_in(Mode::Exponentile, "a", true));
        tries.add(tried_in(Mode::Exponentile, "b", false));
        tries.add(tried_in(Mode::Twenty48, "c", true));
        tries.add(tried_in(Mode::Twenty48, "d", true));
        let solved: Vec<usize> = Mode::ALL.map(|mode| tries.solved_in(mode)).to_vec();
        let expected: Vec<usize> = Mode::ALL
            .map(|mode| match mode {
                Mode::Exponentile => 1,
                Mode::Twenty48 => 2,
                _ => 0,
            })
            .to_vec();
        assert_eq!(solved, expected);
        assert_eq!(tries.solved(), 3);
    }
}
