//! Classic 2048 (Gabriele Cirulli's rules), the game's second mode: tiles slide to a wall
//! and equal neighbours merge. Its contract is the 2048 part of `docs/RULES.md`; its
//! expectimax player is [`solver`].
//!
//! It shares with ExponenTile's rules what fits: positions, tiles and their ids, the
//! directions, the seeded PCG-32 generator, the outcome, the history, and the save format
//! with its versioning. Its board is its own, since ExponenTile's is always full and wraps.
//!
//! ```
//! use rules::twenty48::{Board, Game, Refusal, ScriptedSpawns};
//! use rules::{Direction, Outcome};
//!
//! // A seeded game: 4×4 with two tiles.
//! let game = Game::new(7);
//! assert_eq!(game.board().tiles().count(), 2);
//!
//! // Boards read and print as text, `.` for an empty cell.
//! let board: Board = "
//!     2 2 2 .
//!     . . . .
//!     . . . 4
//!     . . . 4"
//!     .parse()
//!     .unwrap();
//! let mut game = Game::from_board(board, 7);
//!
//! // Sliding right: the two 2s nearest the right wall merge; the new tile is scripted
//! // (the sixth empty cell in row-major order, a 2).
//! let report = game
//!     .play_with(Direction::Right, &mut ScriptedSpawns::new(&[(5, 2)]))
//!     .unwrap();
//! assert_eq!(report.points, 4);
//! assert_eq!(game.board().to_string(), ". . 2 4\n. . . 2\n. . . 4\n. . . 4\n");
//!
//! // A move that changes nothing is refused, and draws nothing.
//! assert_eq!(game.play(Direction::Right), Err(Refusal::NothingMoves));
//! assert_eq!(game.outcome(), Outcome::InPlay);
//! ```

mod as_rules;
mod board;
mod game;
mod report;
mod save;
pub mod solver;
mod spawns;

pub use as_rules::Marks;
pub use board::{Board, BoardError};
pub use game::{Game, Refusal, WIN_VALUE};
pub use report::{Merge, Report, Slide};
pub use spawns::{ScriptedSpawns, SpawnSource};

// The shared parts, re-exported so that a user of these rules finds all it needs here.
pub use crate::grid::{Direction, Pos, Spawn, Tile, TileId};
pub use crate::tiles::SeededTiles;
pub use crate::{LoadError, Outcome, Save, SizeError};
