//! ExponenTile's rules (Mike Laumann Bellika's game): swap two neighbouring tiles to make a
//! run of three or more equal tiles, which merge into one; tiles fall, new ones drop in,
//! cascades follow. Played on a cylinder (the left and right edges are neighbours): the
//! ExponenTorus mode; or on a flat board, as the original plays ([`Topology::Flat`]): the
//! ExponenTile mode. The contract is `docs/RULES.md` §1–§13.
//!
//! ```
//! use rules::exponentile::{Board, Game, Pos, Refusal, ScriptedTiles, Topology};
//! use rules::Outcome;
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
//!
//! // On a flat board (the original's 8×8 here) the left and right edges do not touch.
//! let mut game = Game::deal(Topology::Flat, 7, 8).unwrap();
//! assert_eq!(
//!     game.play(Pos::new(0, 3), Pos::new(7, 3)),
//!     Err(Refusal::NotNeighbours)
//! );
//! ```

mod as_rules;
mod board;
mod game;
mod moves;
mod passes;
mod report;
mod runs;
mod save;
pub mod solver;
mod swap;
mod tiles;
mod topology;

pub use as_rules::{NoMarks, SavedMove};
pub use board::{Board, ParseBoardError};
pub use game::{Game, Refusal};
pub use report::{Fall, Merge, MoveReport, PassReport};
pub use swap::Move;
pub use tiles::{ScriptedTiles, TileSource};
pub use topology::Topology;

// The shared parts, re-exported so that a user of these rules finds all it needs here.
pub use crate::grid::{Direction, Pos, Spawn, Tile, TileId, wrap};
pub use crate::tiles::SeededTiles;
pub use crate::{LoadError, Outcome, Save, SizeError};

use crate::grid::exponent_of;
