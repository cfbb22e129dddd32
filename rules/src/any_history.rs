//! A game of any mode with its history, and what a host needs to know of it without
//! knowing its rules: what a replay code holds and a server verifies.

use super::{History, Mode, Outcome, Rules, exponentile, twenty48};

/// A game of any mode with its history (boxed: the games differ much in size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyHistory {
    /// An ExponenTile game, on a cylinder (ExponenTorus) or a flat board (ExponenTile):
    /// its [`mode`](AnyHistory::mode) tells which.
    Exponentile(Box<History<exponentile::Game>>),
    /// A 2048 game.
    Twenty48(Box<History<twenty48::Game>>),
}

/// A game as a leaderboard or a share line tells it: all of it the replay's own, but the
/// undos and the solver's count, which are the player's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game's mode.
    pub mode: Mode,
    /// The board's side.
    pub size: usize,
    /// The seed it was dealt from.
    pub seed: u64,
    /// Its score.
    pub score: u64,
    /// Its accepted moves.
    pub moves: u32,
    /// Its highest tile.
    pub highest_tile: u64,
    /// Moves taken back during the game.
    pub undos: u32,
    /// Moves the solver chose.
    pub solver_moves: u32,
    /// Whether it is over.
    pub outcome: Outcome,
}

impl<R: Rules> History<R> {
    /// The game in a few figures.
    pub fn summary(&self) -> Summary {
        let game = self.game();
        Summary {
            mode: game.mode(),
            size: game.size(),
            seed: game.seed(),
            score: game.score(),
            moves: game.moves(),
            highest_tile: game.highest_tile(),
            undos: self.undos(),
            solver_moves: game.solver_moves(),
            outcome: game.outcome(),
        }
    }
}

impl AnyHistory {
    /// The game's mode.
    pub fn mode(&self) -> Mode {
        self.summary().mode
    }

    /// The game in a few figures.
    pub fn summary(&self) -> Summary {
        match self {
            AnyHistory::Exponentile(history) => history.summary(),
            AnyHistory::Twenty48(history) => history.summary(),
        }
    }

    /// The history as its mode saves it (docs/RULES.md §13).
    pub fn to_json(&self) -> String {
        match self {
            AnyHistory::Exponentile(history) => history.to_json(),
            AnyHistory::Twenty48(history) => history.to_json(),
        }
    }
}
