//! The best score of each mode and board side: the highest score of a game played
//! straight (no undo, no solver move, no practice).

use std::collections::BTreeMap;

use rules::{Mode, Summary};

/// The best score of each mode's offered sides (0 where none is kept).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bests(BTreeMap<(Mode, usize), u64>);

impl Bests {
    /// The best of `mode` on side `size` (0 for none, and for a side not offered).
    pub fn get(&self, mode: Mode, size: usize) -> u64 {
        self.0.get(&(mode, size)).copied().unwrap_or(0)
    }

    /// Sets the best of `mode` on side `size`; a side the mode does not offer keeps none.
    pub fn set(&mut self, mode: Mode, size: usize, best: u64) {
        if best == 0 {
            self.0.remove(&(mode, size));
        } else if mode.offers(size) {
            self.0.insert((mode, size), best);
        }
    }

    /// Raises the best of `mode` on side `size` to `score`; whether it rose.
    pub fn raise(&mut self, mode: Mode, size: usize, score: u64) -> bool {
        let rises = mode.offers(size) && score > self.get(mode, size);
        if rises {
            self.set(mode, size, score);
        }
        rises
    }

    /// Every offered side of `mode` with its best, smallest side first.
    pub fn of(&self, mode: Mode) -> impl Iterator<Item = (usize, u64)> + '_ {
        mode.sizes()
            .iter()
            .map(move |&size| (size, self.get(mode, size)))
    }
}

/// Why a game does not count for the best (it sets none, however high its score).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotCounted {
    /// The solver played some of its moves (Watch).
    Solver,
    /// A move was taken back.
    Undos,
    /// A daily game played again, on a board already known.
    Practice,
}

impl NotCounted {
    /// Why `game` does not count, if it does not; `practice`: it is a daily game played
    /// again. The solver's moves are named first: they are the game's mark (`*`).
    pub fn of(game: &Summary, practice: bool) -> Option<NotCounted> {
        if game.solver_moves > 0 {
            Some(NotCounted::Solver)
        } else if game.undos > 0 {
            Some(NotCounted::Undos)
        } else if practice {
            Some(NotCounted::Practice)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_mode_and_side_keeps_its_own_best() {
        let mut bests = Bests::default();
        assert!(bests.raise(Mode::Exponentorus, 9, 100));
        assert!(!bests.raise(Mode::Exponentorus, 9, 50));
        assert!(bests.raise(Mode::Twenty48, 4, 70));
        assert!(
            !bests.raise(Mode::Exponentorus, 8, 500),
            "8 is no side it offers"
        );
        assert_eq!(bests.get(Mode::Exponentorus, 9), 100);
        assert_eq!(bests.get(Mode::Twenty48, 4), 70);
        assert_eq!(bests.get(Mode::Twenty48, 9), 0);
        assert_eq!(
            bests.of(Mode::Exponentorus).collect::<Vec<_>>(),
            [(5, 0), (7, 0), (9, 100), (11, 0)]
        );
    }
}
