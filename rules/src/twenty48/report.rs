use crate::{Direction, Pos, Spawn, TileId};

/// Everything one accepted 2048 move did, for scoring and for animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The direction slid.
    pub dir: Direction,
    /// Every tile that moved, line by line (rows top first, or columns left first), each
    /// line from the wall outwards. A tile that merged into another is here too: it slides
    /// to the survivor's cell and vanishes there. Tiles that stayed put are not listed.
    pub slides: Vec<Slide>,
    /// Every merge, in the same order.
    pub merges: Vec<Merge>,
    /// The new tile, if one was drawn.
    pub spawn: Option<Spawn>,
    /// Points scored: the sum of the merges' new values.
    pub points: u64,
    /// Whether this move made the game's first tile of [`WIN_VALUE`](super::WIN_VALUE).
    pub first_win: bool,
}

/// A tile that slid from `from` to `to`, along one line towards the wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// The tile.
    pub id: TileId,
    /// Where it was.
    pub from: Pos,
    /// Where it stopped (for a merged-away tile: the survivor's cell).
    pub to: Pos,
}

/// Two equal tiles that met: the one nearer the wall survives with twice the value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Merge {
    /// Where the merged tile is.
    pub at: Pos,
    /// The surviving tile, which keeps its id.
    pub id: TileId,
    /// The tile that slid into it and is gone.
    pub absorbed: TileId,
    /// The new value (also the points it scored).
    pub value: u64,
}

impl Report {
    /// An empty report of a slide towards `dir`.
    pub fn new(dir: Direction) -> Self {
        Report {
            dir,
            slides: Vec::new(),
            merges: Vec::new(),
            spawn: None,
            points: 0,
            first_win: false,
        }
    }

    /// Empties the report for a slide towards `dir`, keeping its lists' memory.
    pub(super) fn clear(&mut self, dir: Direction) {
        self.dir = dir;
        self.slides.clear();
        self.merges.clear();
        self.spawn = None;
        self.points = 0;
        self.first_win = false;
    }
}
