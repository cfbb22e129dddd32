use super::{Move, Pos, Spawn, TileId};

/// Everything one accepted move did, in order, for scoring and for animation.
///
/// The two swapped tiles trade places and keep their ids; the merges of the swap's own
/// pass are reported with the board as it stands after the swap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The swap that was played.
    pub swap: Move,
    /// The swap's own pass first, then each cascade pass.
    pub passes: Vec<PassReport>,
    /// Points scored by the whole move.
    pub points: u64,
}

impl MoveReport {
    /// Number of cascade passes after the swap's own pass.
    pub fn cascades(&self) -> usize {
        self.passes.len().saturating_sub(1)
    }
}

/// One pass: matches applied at once, then gravity and refill.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PassReport {
    /// The matches of this pass. In the swap's pass: `a`'s match, then `b`'s. In a cascade
    /// pass: in the order they were accepted (highest new value first, then scan order).
    pub merges: Vec<Merge>,
    /// Every tile that moved down after the matches were removed: columns left to right,
    /// each bottom up.
    pub falls: Vec<Fall>,
    /// New tiles that dropped in at the top, in the order they were drawn: columns left
    /// to right, each top row down. Their ids are new, counting up from the board's
    /// [`next_id`](super::Board::next_id).
    pub spawns: Vec<Spawn>,
}

/// One match: the origin tile is upgraded in place and the matched tiles merge into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merge {
    /// Where the origin is (it stays there).
    pub origin: Pos,
    /// The origin tile's id (kept by the upgraded tile).
    pub origin_id: TileId,
    /// The upgraded value.
    pub value: u64,
    /// The tiles that slid into the origin and vanished, with where they were: the
    /// horizontal arm (rightwards, then leftwards, each walking away from the origin),
    /// then the vertical arm (upwards, then downwards).
    pub merged: Vec<(TileId, Pos)>,
    /// Points this match scored (equal to `value`).
    pub points: u64,
}

/// A tile that fell from `from` to `to` (same column, larger row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fall {
    /// The tile.
    pub id: TileId,
    /// Where it was.
    pub from: Pos,
    /// Where it landed.
    pub to: Pos,
}
