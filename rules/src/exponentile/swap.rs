//! A move of this game: a swap of two cells, and its one written form.

use super::{Pos, Topology, wrap};

/// A move: swap the tiles at `a` and `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// The first cell named.
    pub a: Pos,
    /// The second cell named.
    pub b: Pos,
}

impl Move {
    /// The same swap in its one written form on a board of side `size` and `topology`:
    /// the cell whose right neighbour (across the seam too, on a cylinder) or lower
    /// neighbour the other is, first. A swap of cells that are no neighbours is returned
    /// as it is.
    ///
    /// Both forms play the same: the logs keep this one, so that a replay code, which
    /// writes a swap as a cell and a direction, gives back the very log. Every swap of
    /// neighbours on a flat board has the same written form on a cylinder.
    pub fn canonical(self, size: usize, topology: Topology) -> Move {
        let Move { a, b } = self;
        let right_of = |p: Pos| {
            let next = i32::from(p.x) + 1;
            if topology.wraps() {
                wrap(next, size)
            } else {
                next as usize
            }
        };
        let b_first = if a.y == b.y {
            usize::from(a.x) == right_of(b) && usize::from(b.x) != right_of(a)
        } else {
            a.x == b.x && b.y.checked_add(1) == Some(a.y)
        };
        if b_first { Move { a: b, b: a } } else { self }
    }
}
