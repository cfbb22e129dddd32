//! How the page shows a tile, and the changes a move's animation makes to the shown tiles:
//! the vocabulary between a mode's animation steps and the board, shared by every mode so
//! the page has one path from a move to its tiles.

use rules::TileId;
use rules::{Direction, Pos};

/// What a tile is doing in a step: 2048's board picks its CSS animation by it, and
/// ExponenTile's tracks are made from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Still.
    Rest,
    /// Sliding into a match's origin and fading out.
    Merging,
    /// A match's origin that has just taken its new value.
    Popped,
    /// A match's origin taking its new value once the pass's merge is done: until then it
    /// shows its old one, then it pops.
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
    /// How many cells it falls in this step, once the merge's time is up: it is drawn
    /// that far above its new cell until then (0: it does not fall).
    pub fall: u8,
    /// Whether the step swaps the tile: its face, lifted while picked up or dragged, is
    /// put down as the move plays.
    pub swapped: bool,
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
            swapped: false,
        }
    }
}

/// One change to the view's tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Show this tile like this (adding it if it is new).
    Set(TileId, TileVis),
    /// The tile is gone.
    Remove(TileId),
}

/// How a stretch of a track eases from one keyframe into the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ease {
    /// Keeps its value, and takes the next one at the next keyframe's time.
    Hold,
    /// At an even pace.
    Linear,
    /// The glide's curve: off at once, settling into place.
    Glide,
    /// Slow, then fast: a merged tile shrinking away.
    In,
    /// Fast, then slow: a pop.
    Out,
    /// Gathering speed: a new tile dropping in.
    Drop,
}

/// One keyframe of a track: a value at a time of the move, eased into the next keyframe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key<T> {
    /// Milliseconds from the move's key.
    pub at: u32,
    /// The value then.
    pub value: T,
    /// How it goes on to the next keyframe's value.
    pub ease: Ease,
}

/// How a tile's face is drawn over its place: its size and a shift, both in percent of
/// itself (a pop grows it to 120, a merge shrinks it to 55, a nudge shifts it by 22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceForm {
    /// Its size, in percent.
    pub scale: u8,
    /// Its shift across and down, in percent of its size.
    pub shift: (i8, i8),
}

impl FaceForm {
    /// The face as it rests.
    pub const REST: FaceForm = FaceForm {
        scale: 100,
        shift: (0, 0),
    };
}

/// One tile's part in a move, worked out at the move's key and played from it at once:
/// the page writes each tile once, where the move leaves it, and these keyframes draw it
/// where it was at each moment (a step a pass would have the page restyle and lay out the
/// board once a pass: docs/performance.md). An empty course leaves its property alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TileTrack {
    /// Which move it belongs to, so that a tile's tracks of two moves differ.
    pub serial: u32,
    /// The move's length in milliseconds, the same for every track of the move.
    pub length: u32,
    /// Where the tile is drawn, in cells from where it rests at the move's end.
    pub place: Vec<Key<(i32, i32)>>,
    /// How opaque it is, in percent: merged tiles fade out, new ones fade in.
    pub opacity: Vec<Key<u8>>,
    /// How its face is drawn: pops, merges and nudges.
    pub face: Vec<Key<FaceForm>>,
    /// The values it showed before the one it ends with, oldest first, each drawn over its
    /// face until the time given (milliseconds from the key).
    pub earlier: Vec<(u64, u32)>,
}
