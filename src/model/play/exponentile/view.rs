//! How the board is shown, and where its cursor is: the torus view, the board shifted by
//! an offset that wraps both ways under a fixed centre cursor, or the flat view, the board
//! as it is under a cursor that moves. Pure arithmetic shared by rendering, input and
//! animation; the rules never see it (gravity and the top/bottom edge stay where the board
//! has them).

use rules::exponentile::Topology;
use rules::{Direction, Pos, wrap};

/// How the board is shown: board cell `(x, y)` appears at view cell
/// `((x + dx) mod n, (y + dy) mod n)`. The offset is kept in `0..n`. A torus view (a
/// cylinder's board) rolls and keeps its cursor in the centre; a flat view never rolls
/// (its offset stays 0) and moves its cursor instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct View {
    size: u8,
    dx: u8,
    dy: u8,
    /// The view cell of the cursor: the centre cell on a torus view.
    cursor: (u8, u8),
    flat: bool,
}

impl View {
    /// The unshifted torus view of a board of side `size`.
    pub fn new(size: usize) -> Self {
        let centre = (size / 2) as u8;
        View {
            size: size as u8,
            dx: 0,
            dy: 0,
            cursor: (centre, centre),
            flat: false,
        }
    }

    /// The flat view of a board of side `size`, the cursor on the centre cell (the lower
    /// right of the four central cells on an even side).
    pub fn flat(size: usize) -> Self {
        View {
            flat: true,
            ..View::new(size)
        }
    }

    /// The view at rest for a board of `topology` and side `size`: unshifted, the cursor
    /// in the centre.
    pub fn of(topology: Topology, size: usize) -> Self {
        match topology {
            Topology::Cylinder => View::new(size),
            Topology::Flat => View::flat(size),
        }
    }

    /// Whether the view rolls round a torus (a cylinder's board); a flat view stays still.
    pub fn wraps(self) -> bool {
        !self.flat
    }

    /// The side of the board (and of the view).
    pub fn size(self) -> usize {
        self.size as usize
    }

    /// The offset `(dx, dy)`, each in `0..size`; always `(0, 0)` on a flat view.
    pub fn offset(self) -> (i32, i32) {
        (self.dx as i32, self.dy as i32)
    }

    /// This view with its content shifted by `sx` cells right and `sy` cells down; a flat
    /// view stays as it is.
    pub fn shifted(self, sx: i32, sy: i32) -> Self {
        if self.flat {
            return self;
        }
        View {
            dx: wrap(self.dx as i32 + sx, self.size()) as u8,
            dy: wrap(self.dy as i32 + sy, self.size()) as u8,
            ..self
        }
    }

    /// This flat view with its cursor one cell in `dir`, or `None` at the board's edge
    /// that way (and on a torus view, whose cursor stays in the centre while it rolls).
    pub fn cursor_stepped(self, dir: Direction) -> Option<Self> {
        let (ux, uy) = unit(dir);
        let (x, y) = (self.cursor.0 as i32 + ux, self.cursor.1 as i32 + uy);
        let inside = |v: i32| (0..self.size as i32).contains(&v);
        (self.flat && inside(x) && inside(y)).then_some(View {
            cursor: (x as u8, y as u8),
            ..self
        })
    }

    /// The view cell where board cell `pos` is shown, each coordinate in `0..size`.
    pub fn to_view(self, pos: Pos) -> (i32, i32) {
        (
            wrap(pos.x as i32 + self.dx as i32, self.size()) as i32,
            wrap(pos.y as i32 + self.dy as i32, self.size()) as i32,
        )
    }

    /// The board cell shown at view cell `(vx, vy)`; any integers, so the ring of wrapped
    /// copies just outside a torus view maps to the cells it copies.
    pub fn to_board(self, vx: i32, vy: i32) -> Pos {
        Pos::new(
            wrap(vx - self.dx as i32, self.size()) as u8,
            wrap(vy - self.dy as i32, self.size()) as u8,
        )
    }

    /// The view cell of the cursor, `(column, row)`: the centre on a torus view.
    pub fn cursor_cell(self) -> (i32, i32) {
        (self.cursor.0 as i32, self.cursor.1 as i32)
    }

    /// The board cell under the cursor.
    pub fn cursor(self) -> Pos {
        let (vx, vy) = self.cursor_cell();
        self.to_board(vx, vy)
    }

    /// The view row that shows the board's top row. The board's top/bottom edge runs along
    /// the top of that row; it is inside the view (not at its border) unless this is 0.
    pub fn edge_row(self) -> i32 {
        self.dy as i32
    }

    /// The view column that shows the board's first column: the seam runs along its left.
    pub fn seam_column(self) -> i32 {
        self.dx as i32
    }

    /// Whether the board's top/bottom edge is rolled into the view (not at its border).
    pub fn edge_inside(self) -> bool {
        self.dy != 0
    }

    /// The ring of cells one step outside a torus view, as `(vx, vy)` with the board cell
    /// each copies: what slides in from the opposite edge while the view rolls. A flat
    /// view has none: nothing lies beyond its edges.
    pub fn ring(self) -> Vec<((i32, i32), Pos)> {
        if self.flat {
            return Vec::new();
        }
        let n = self.size as i32;
        let mut cells = Vec::with_capacity(4 * n as usize + 4);
        for vy in -1..=n {
            for vx in -1..=n {
                let outside = vx == -1 || vy == -1 || vx == n || vy == n;
                if outside {
                    cells.push(((vx, vy), self.to_board(vx, vy)));
                }
            }
        }
        cells
    }

    /// Where neighbours `a` and `b` show at opposite edges of this view, which a player
    /// would not take for neighbours: a swap across the seam, or a pair the roll split
    /// between the view's top and bottom. The line they share, for the link drawn along
    /// it; `None` where they show side by side (and always on a flat view).
    pub fn split_pair(self, a: Pos, b: Pos) -> Option<SplitPair> {
        let last = self.size as i32 - 1;
        let ((ax, ay), (bx, by)) = (self.to_view(a), self.to_view(b));
        match () {
            _ if self.flat => None,
            _ if ay == by && (ax - bx).abs() == last => Some(SplitPair::Row(ay)),
            _ if ax == bx && (ay - by).abs() == last => Some(SplitPair::Column(ax)),
            _ => None,
        }
    }

    /// The signed columns from `from` to `to`, as a tile slides between them: the short
    /// way round the seam on a torus view, straight across a flat one.
    pub fn columns_between(self, from: i32, to: i32) -> i32 {
        if self.flat {
            to - from
        } else {
            ring_delta(from, to, self.size())
        }
    }
}

/// A pair of neighbours shown at opposite edges of the view ([`View::split_pair`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplitPair {
    /// At the left and right ends of this view row.
    Row(i32),
    /// At the top and bottom of this view column.
    Column(i32),
}

/// The unit vector of a direction, in board (= view) terms: `Up` is `(0, -1)`.
pub fn unit(dir: Direction) -> (i32, i32) {
    match dir {
        Direction::Up => (0, -1),
        Direction::Down => (0, 1),
        Direction::Left => (-1, 0),
        Direction::Right => (1, 0),
    }
}

/// The shift of the view's content that moves the cursor one cell in `dir` over the
/// board: the content moves the other way, as a map scrolls under a fixed crosshair.
pub fn roll_for_cursor_step(dir: Direction) -> (i32, i32) {
    let (x, y) = unit(dir);
    (-x, -y)
}

/// The shortest signed step from column `from` to column `to` on a ring of `size`, in
/// `-(size/2)..=size/2`: how far a tile slides to reach a neighbour across the seam.
pub fn ring_delta(from: i32, to: i32, size: usize) -> i32 {
    let n = size as i32;
    let d = (to - from).rem_euclid(n);
    if d > n / 2 { d - n } else { d }
}

/// The direction from `a` to its neighbour `b` on the cylinder, if they are neighbours of
/// a board of side `size` (the left/right seam counts, the top/bottom edge does not).
pub fn direction_between(a: Pos, b: Pos, size: usize) -> Option<Direction> {
    let dx = ring_delta(a.x as i32, b.x as i32, size);
    let dy = b.y as i32 - a.y as i32;
    match (dx, dy) {
        (1, 0) => Some(Direction::Right),
        (-1, 0) => Some(Direction::Left),
        (0, 1) => Some(Direction::Down),
        (0, -1) => Some(Direction::Up),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_at_opposite_edges_of_the_view_is_split_along_its_line() {
        let view = View::new(9);
        // Across the seam, unrolled: the left and right ends of row 3.
        let (seam_a, seam_b) = (Pos::new(0, 3), Pos::new(8, 3));
        assert_eq!(view.split_pair(seam_a, seam_b), Some(SplitPair::Row(3)));
        assert_eq!(view.split_pair(seam_b, seam_a), Some(SplitPair::Row(3)));
        // Rolled one column, the same pair shows side by side.
        assert_eq!(view.shifted(1, 0).split_pair(seam_a, seam_b), None);
        // A pair in a column, split between the view's bottom and top by a roll.
        let (upper, lower) = (Pos::new(4, 7), Pos::new(4, 8));
        assert_eq!(view.split_pair(upper, lower), None);
        assert_eq!(
            view.shifted(2, 1).split_pair(upper, lower),
            Some(SplitPair::Column(6))
        );
        // Neighbours inside the view, and any pair on a flat board.
        assert_eq!(view.split_pair(Pos::new(2, 2), Pos::new(3, 2)), None);
        assert_eq!(View::flat(9).split_pair(seam_a, seam_b), None);
    }

    #[test]
    fn the_unshifted_view_shows_the_board_as_it_is() {
        let v = View::new(9);
        assert_eq!(v.to_view(Pos::new(3, 7)), (3, 7));
        assert_eq!(v.to_board(3, 7), Pos::new(3, 7));
        assert_eq!(v.cursor(), Pos::new(4, 4));
        assert!(!v.edge_inside());
    }

    #[test]
    fn shifting_wraps_both_ways_and_round_trips() {
        let v = View::new(9).shifted(-1, 2);
        assert_eq!(v.offset(), (8, 2));
        for y in 0..9 {
            for x in 0..9 {
                let p = Pos::new(x, y);
                let (vx, vy) = v.to_view(p);
                assert!((0..9).contains(&vx) && (0..9).contains(&vy));
                assert_eq!(v.to_board(vx, vy), p);
            }
        }
        assert_eq!(v.shifted(1, -2), View::new(9));
        assert_eq!(View::new(9).shifted(18, -27), View::new(9));
    }

    #[test]
    fn a_cursor_step_moves_the_cursor_over_the_board_by_one_cell() {
        let v = View::new(9);
        for (dir, expect) in [
            (Direction::Right, Pos::new(5, 4)),
            (Direction::Left, Pos::new(3, 4)),
            (Direction::Up, Pos::new(4, 3)),
            (Direction::Down, Pos::new(4, 5)),
        ] {
            let (sx, sy) = roll_for_cursor_step(dir);
            assert_eq!(v.shifted(sx, sy).cursor(), expect, "{dir:?}");
        }
    }

    #[test]
    fn the_cursor_walks_round_the_torus() {
        let mut v = View::new(9);
        for _ in 0..5 {
            let (sx, sy) = roll_for_cursor_step(Direction::Down);
            v = v.shifted(sx, sy);
        }
        // From row 4, five steps down wrap past the bottom edge to row 0.
        assert_eq!(v.cursor(), Pos::new(4, 0));
        assert!(v.edge_inside());
        // Board row 0 sits at the centre row; the edge runs along its top.
        assert_eq!(v.edge_row(), 4);
    }

    #[test]
    fn the_ring_surrounds_the_view_with_wrapped_copies() {
        let v = View::new(9).shifted(2, 3);
        let ring = v.ring();
        assert_eq!(ring.len(), 11 * 11 - 81);
        for ((vx, vy), pos) in ring {
            let inner = (vx.clamp(0, 8), vy.clamp(0, 8));
            // A copy shows the cell that is `size` away, across the opposite edge.
            let opposite = v.to_board(
                if vx == -1 {
                    8
                } else if vx == 9 {
                    0
                } else {
                    inner.0
                },
                if vy == -1 {
                    8
                } else if vy == 9 {
                    0
                } else {
                    inner.1
                },
            );
            assert_eq!(pos, opposite);
        }
    }

    #[test]
    fn ring_delta_takes_the_short_way_round() {
        assert_eq!(ring_delta(8, 0, 9), 1);
        assert_eq!(ring_delta(0, 8, 9), -1);
        assert_eq!(ring_delta(3, 4, 9), 1);
        assert_eq!(ring_delta(2, 6, 9), 4);
        assert_eq!(ring_delta(2, 7, 9), -4);
        assert_eq!(ring_delta(5, 5, 9), 0);
    }

    #[test]
    fn a_flat_view_stays_still_and_its_cursor_moves_up_to_the_edges() {
        let v = View::flat(8);
        assert!(!v.wraps() && View::new(8).wraps());
        assert_eq!(View::of(Topology::Flat, 8), v);
        assert_eq!(View::of(Topology::Cylinder, 9), View::new(9));
        assert_eq!(v.cursor(), Pos::new(4, 4));
        // No roll: a shift leaves it as it is, and nothing lies outside it.
        assert_eq!(v.shifted(1, -2), v);
        assert_eq!(v.ring(), []);
        assert_eq!(v.to_view(Pos::new(7, 0)), (7, 0));
        // The cursor walks over the board and stops at its edges.
        let mut at = v;
        for _ in 0..3 {
            at = at.cursor_stepped(Direction::Right).expect("inside");
        }
        assert_eq!(at.cursor(), Pos::new(7, 4));
        assert_eq!(at.cursor_cell(), (7, 4));
        assert_eq!(at.cursor_stepped(Direction::Right), None, "the right edge");
        assert_eq!(at.offset(), (0, 0));
        let up = (0..4).fold(at, |w, _| w.cursor_stepped(Direction::Up).unwrap());
        assert_eq!(up.cursor(), Pos::new(7, 0));
        assert_eq!(up.cursor_stepped(Direction::Up), None, "the top edge");
        assert_eq!(
            up.cursor_stepped(Direction::Left).map(View::cursor),
            Some(Pos::new(6, 0))
        );
        // A torus view's cursor never leaves the centre: it rolls instead.
        assert_eq!(View::new(9).cursor_stepped(Direction::Left), None);
    }

    #[test]
    fn a_tile_slides_round_the_seam_on_a_torus_and_straight_across_a_flat_board() {
        assert_eq!(View::new(8).columns_between(0, 5), -3);
        assert_eq!(View::flat(8).columns_between(0, 5), 5);
        assert_eq!(View::flat(8).columns_between(7, 0), -7);
        assert_eq!(View::new(8).columns_between(7, 0), 1);
    }

    #[test]
    fn neighbours_wrap_across_the_seam_but_not_the_edge() {
        let d =
            |a: (u8, u8), b: (u8, u8)| direction_between(Pos::new(a.0, a.1), Pos::new(b.0, b.1), 9);
        assert_eq!(d((8, 3), (0, 3)), Some(Direction::Right));
        assert_eq!(d((0, 3), (8, 3)), Some(Direction::Left));
        assert_eq!(d((4, 0), (4, 1)), Some(Direction::Down));
        assert_eq!(d((4, 0), (4, 8)), None);
        assert_eq!(d((4, 4), (5, 5)), None);
        assert_eq!(d((4, 4), (4, 4)), None);
    }
}
