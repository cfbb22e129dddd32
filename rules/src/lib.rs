//! The rules of ExponenTorus's games as plain Rust: no browser, no UI, no global
//! randomness. The same code plays in the browser and verifies games on the server.
//!
//! Every game implements [`Rules`]: a seeded game whose moves are played (returning a
//! report of everything that happened, for scoring and animation) or refused (saying why,
//! changing nothing). A [`History`] holds any game with its moves, for undo and saves; a
//! [`replay_code`] packs a whole game into a link, read back only by replaying it. Each
//! game lives in its own folder:
//!
//! - [`exponentile`]: ExponenTile's swaps, runs, merges and cascades, on a cylinder (the
//!   ExponenTorus mode) or a flat board (the ExponenTile mode, the original's), with its
//!   look-ahead solver;
//! - [`twenty48`]: classic 2048, with its expectimax solver.
//!
//! Both solvers are hosted through one interface, [`solver`]: a search of a position
//! within a node budget, run a slice at a time. Through it, [`analysis`] weighs every move
//! of a played game against the solver's best, and [`puzzle`] finds positions where one
//! move is clearly best.
//!
//! Beside the games, what the app and the server share: [`day`] (UTC calendar days),
//! [`daily`] (the daily game's seed of a day, and the day of a seed) and
//! [`race_protocol`] (the messages of a race's socket).
//!
//! The exact rules are those of `docs/RULES.md`.
//!
//! ```
//! use rules::exponentile::Game;
//! use rules::{History, Outcome, Rules};
//!
//! // Any game, through the trait: a deal, a move, the score.
//! let mut history = History::new(Game::new(42));
//! let hint = history.game().hint().expect("a new game has a move");
//! let report = history.play(hint).expect("a hint is a valid move");
//! assert_eq!(history.game().score(), report.points);
//! assert_eq!(history.game().outcome(), Outcome::InPlay);
//!
//! // Undo replays the log without the last move: the very game before it.
//! history.undo();
//! assert_eq!(history.game(), &Game::new(42));
//! ```

#![warn(missing_docs)]

pub mod analysis;
mod any_history;
pub mod daily;
pub mod day;
pub mod exponentile;
mod game;
mod grid;
mod history;
mod load_error;
mod mode;
mod packed_moves;
mod pcg;
pub mod puzzle;
pub mod quoting;
pub mod race_protocol;
pub mod replay_code;
mod save;
pub mod solver;
pub mod text_code;
mod tiles;
pub mod twenty48;

pub use any_history::{AnyHistory, ForRules, Summary};
pub use game::{Outcome, Rules, SizeError};
pub use grid::{Direction, Pos, Spawn, Tile, TileId, wrap};
pub use history::{History, ReplayError};
pub use load_error::{LoadError, json_in_words};
pub use mode::Mode;
pub use packed_moves::PackedMoveError;
pub use save::{RngWords, Save};
pub use tiles::SeededTiles;

use grid::exponent_of;
