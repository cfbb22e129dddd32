//! The rules of ExponenTorus as plain Rust: no browser, no UI, no global randomness.
//!
//! A [`Game`] is seeded; [`Game::play`] takes two positions and returns either a
//! [`MoveReport`] of everything that happened (for scoring and animation) or a [`Refusal`]
//! saying why nothing happened. The exact rules are those of `docs/RULES.md`: ExponenTile's
//! engine, with columns that wrap (a cylinder).
//!
//! ```
//! use rules::{Board, Game, Outcome, Pos, Refusal, ScriptedTiles};
//!
//! // A seeded game: the same seed always deals the same 9×9 board, which has no run and
//! // at least one valid move.
//! let mut game = Game::new(42);
//! assert_eq!(game.board().size(), 9);
//! assert_eq!(game.outcome(), Outcome::InPlay);
//!
//! // Play the suggested move; the report says what happened, pass by pass.
//! let hint = game.hint().expect("a new game has a move");
//! let report = game.play(hint.a, hint.b).expect("a hint is a valid move");
//! assert_eq!(game.score(), report.points);
//! assert_eq!(game.moves(), 1);
//!
//! // Boards read and print as text, so a position can be written as a picture.
//! let board: Board = "
//!      4  8 16  4  8
//!      8 16  4  8 16
//!      2  2  8 16  4
//!     16  4  2  8 16
//!      4  8 16  4  8"
//!     .parse()
//!     .unwrap();
//! let mut game = Game::from_board(board, 7);
//!
//! // A swap that makes no run is refused and changes nothing.
//! let before = game.clone();
//! assert_eq!(game.play(Pos::new(0, 0), Pos::new(1, 0)), Err(Refusal::NoMatch));
//! assert_eq!(game, before);
//!
//! // Swapping the 8 and the 2 below it lines up three 2s: they merge into a 4 where the
//! // 2 was swapped in, the tiles above fall, and new tiles (here scripted) drop in.
//! let mut new_tiles = ScriptedTiles::new(&[8, 16]);
//! let report = game
//!     .play_with(Pos::new(2, 2), Pos::new(2, 3), &mut new_tiles)
//!     .unwrap();
//! assert_eq!(report.points, 4);
//! assert_eq!(report.cascades(), 0);
//! assert_eq!(
//!     game.board().to_string(),
//!     " 8 16 16  4  8\n 4  8  4  8 16\n 8 16  4 16  4\n16  4  8  8 16\n 4  8 16  4  8\n"
//! );
//! ```

#![warn(missing_docs)]

mod board;
mod game;
mod history;
pub mod json;
mod load_error;
mod moves;
mod passes;
mod pcg;
pub mod replay_code;
mod report;
mod runs;
mod save;
pub mod slide;
pub mod solver;
pub mod text_code;
mod tiles;

pub use board::{Board, Direction, ParseBoardError, Pos, Tile, TileId, wrap};
pub use game::{Game, Move, Outcome, Refusal, SizeError};
pub use history::{History, ReplayError};
pub use load_error::LoadError;
pub use report::{Fall, Merge, MoveReport, PassReport, Spawn};
pub use save::{RngWords, Save};
pub use tiles::{ScriptedTiles, SeededTiles, TileSource};
