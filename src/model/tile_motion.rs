//! How the page shows a tile, and the changes a move's animation makes to the shown tiles:
//! the vocabulary between a mode's animation steps and the board, shared by every mode so
//! the page has one path from a move to its tiles.

use rules::TileId;
use rules::{Direction, Pos};

/// What a tile is doing, which picks its CSS animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Still.
    Rest,
    /// Sliding into a match's origin and fading out.
    Merging,
    /// A match's origin that has just taken its new value.
    Popped,
    /// A new tile dropping in from `drop` cells above where it lands.
    Spawned {
        /// How many cells above its cell it starts.
        drop: u8,
    },
    /// Bumping against the board's top/bottom edge in this direction (a refused swap).
    Nudged(Direction),
}

/// How one tile is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileVis {
    /// Its board cell (what `data-x`/`data-y` report).
    pub pos: Pos,
    /// The view cell it is drawn at, possibly outside the view while it moves.
    pub cell: (i32, i32),
    /// Its value.
    pub value: u64,
    /// What it is doing.
    pub phase: Phase,
}

/// One change to the view's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Show this tile like this (adding it if it is new).
    Set(TileId, TileVis),
    /// The tile is gone.
    Remove(TileId),
}
