use super::{Move, Pos, TileId};

/// Everything one accepted move did, in order, for scoring and for animation.
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
    /// The matches of this pass.
    pub merges: Vec<Merge>,
    /// Tiles that fell after the matches were removed.
    pub falls: Vec<Fall>,
    /// New tiles that dropped in at the top.
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
    /// The tiles that slid into the origin and vanished, with where they were.
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

/// A new tile that dropped into `at` from above the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spawn {
    /// The new tile's id.
    pub id: TileId,
    /// Where it landed.
    pub at: Pos,
    /// Its value.
    pub value: u64,
}
