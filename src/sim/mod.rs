//! The rules of ExponenTorus as plain Rust: no browser, no UI, no global randomness.
//!
//! A [`Game`] is seeded; [`Game::play`] takes two positions and returns either a
//! [`MoveReport`] of everything that happened (for scoring and animation) or a [`Refusal`]
//! saying why nothing happened. The exact rules are those of `RULES.md`: ExponenTile's
//! engine, with columns that wrap (a cylinder).

mod board;
mod game;
mod moves;
mod passes;
mod report;
mod runs;
mod save;
mod tiles;

pub use board::{Board, Direction, ParseBoardError, Pos, Tile, TileId, wrap};
pub use game::{Game, Move, Outcome, Refusal, SizeError};
pub use report::{Fall, Merge, MoveReport, PassReport, Spawn};
pub use save::{LoadError, RngWords, Save};
pub use tiles::{ScriptedTiles, SeededTiles, TileSource};
