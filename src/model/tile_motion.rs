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
    /// A match's origin taking its new value in a pass played as one step: the old value
    /// is drawn over it (a cover, `Cover`) until the merge's time is up, then it pops.
    Upgraded,
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
    /// How many cells it falls in this step, once the merge's time is up: it is drawn at
    /// its new cell and held that far above it until then (0: it does not fall).
    pub fall: u8,
    /// Whether the step is an odd pass of its move: a tile that two passes in a row
    /// animate changes its animations' names, so that they start again.
    pub odd_pass: bool,
}

impl TileVis {
    /// The tile at `pos`, drawn at view cell `cell`, doing `phase`, falling nowhere.
    pub fn new(pos: Pos, cell: (i32, i32), value: u64, phase: Phase) -> Self {
        TileVis {
            pos,
            cell,
            value,
            phase,
            fall: 0,
            odd_pass: false,
        }
    }
}

/// A match's old value drawn over its origin while a pass's merge plays (the origin shows
/// its new value under it, and pops as the cover goes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cover {
    /// The view cell of the origin.
    pub cell: (i32, i32),
    /// The value it had.
    pub value: u64,
}

/// One change to the view's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Show this tile like this (adding it if it is new).
    Set(TileId, TileVis),
    /// The tile is gone.
    Remove(TileId),
}
