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
    /// Which pass of its move the step plays, which names the tile's animations.
    pub beat: Beat,
    /// In a pass played with its swap, where a merged tile slides from, in view cells from
    /// `cell`: it is drawn at its origin and held there, by its animation, until the swap
    /// is done, and then slides in ((0, 0): from nowhere).
    pub from: (i32, i32),
    /// Whether the step swaps the tile: in a pass played with its swap, it glides to its
    /// swapped cell first, and falls (if it falls) once the merge is done.
    pub swapped: bool,
    /// In a pass played with its swap, the value an origin had: drawn in its tile, over its
    /// new value, through the swap and the merge, as a cover is in a later pass.
    pub was: Option<u64>,
}

/// Which pass of its move a step plays, which names its tiles' animations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Beat {
    /// A pass at an even place after the first, or no pass: the animations' first names.
    #[default]
    Even,
    /// A pass at an odd place: the animations' second names, so that a tile that two
    /// passes in a row animate starts its animation again.
    Odd,
    /// The move's first pass, played in one step with its swap: its animations hold still
    /// while the swap glides (one step rather than two saves a style recalculation a
    /// frame, and a layout; docs/performance.md).
    WithSwap,
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
            beat: Beat::Even,
            from: (0, 0),
            swapped: false,
            was: None,
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
