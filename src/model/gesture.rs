//! The geometry of a stroke on the board, without memory: what a single stroke from one
//! point to another means ([`classify`]), how far the tile under it leans while it moves
//! ([`drag_offset`]), how many whole cells two fingers have covered ([`roll_cells`]) and
//! which cell a point is over ([`cell_at`]). Following strokes event by event is
//! [`stroke`](super::stroke)'s job.

use rules::Direction;

/// A point in CSS pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Horizontal, growing to the right.
    pub x: f64,
    /// Vertical, growing downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f64, y: f64) -> Self {
        Point { x, y }
    }

    /// The midpoint of two fingers, which a two-finger roll follows.
    pub fn midpoint(self, other: Point) -> Point {
        Point::new((self.x + other.x) / 2.0, (self.y + other.y) / 2.0)
    }
}

/// What a single stroke (one finger, a mouse or a pen) means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// Too short to be a flick: a click or tap on the cell where it started.
    Tap,
    /// Swap the tile where the stroke started with its neighbour in this direction.
    Swap(Direction),
    /// An exactly diagonal stroke: which neighbour it means is anyone's guess.
    Nothing,
}

/// The shortest single stroke that counts as a flick or drag rather than a tap, in CSS
/// pixels: small enough for a quick thumb flick, large enough that a shaky tap is a tap.
pub const FLICK_PX: f64 = 10.0;

/// Classifies a single stroke from `start` to `end`.
///
/// It is a swap in its dominant axis once that axis reaches [`FLICK_PX`], whatever its
/// length (a long drag still means "that neighbour"); an exactly diagonal stroke is
/// ambiguous and does nothing.
pub fn classify(start: Point, end: Point) -> Gesture {
    swipe(start, end, FLICK_PX)
}

/// Classifies a stroke on a 2048 board, whose cells are `cell` pixels wide: as
/// [`classify`], but a slide moves the whole board, so the stroke must be longer (a third
/// of a cell, and at least 12 pixels) before it counts.
pub fn classify_slide(start: Point, end: Point, cell: f64) -> Gesture {
    swipe(start, end, (cell / 3.0).max(12.0))
}

/// A stroke from `start` to `end`: a tap below `least` pixels in its dominant axis, else a
/// swap (or slide) that way; an exact diagonal means nothing.
fn swipe(start: Point, end: Point, least: f64) -> Gesture {
    let (dx, dy) = (end.x - start.x, end.y - start.y);
    let (ax, ay) = (dx.abs(), dy.abs());
    if ax.max(ay) < least || ax.max(ay).is_nan() {
        Gesture::Tap
    } else if ax > ay {
        Gesture::Swap(if dx > 0.0 {
            Direction::Right
        } else {
            Direction::Left
        })
    } else if ay > ax {
        Gesture::Swap(if dy > 0.0 {
            Direction::Down
        } else {
            Direction::Up
        })
    } else {
        Gesture::Nothing
    }
}

/// How far a tile is drawn from its cell while a single stroke drags it from `start` to
/// `now`: along the axis its swap would take, and at most half a cell, so that the tile
/// leans towards the neighbour it would swap with and never hides it. An exact diagonal
/// is ambiguous (see [`classify`]) and leaves the tile where it is.
pub fn drag_offset(start: Point, now: Point, cell: f64) -> (f64, f64) {
    if !(cell.is_finite() && cell > 0.0) {
        return (0.0, 0.0);
    }
    // Not `f64::clamp`: its check of its bounds would bring float printing into the wasm.
    let reach = |d: f64| d.max(-cell / 2.0).min(cell / 2.0);
    let (dx, dy) = (now.x - start.x, now.y - start.y);
    match dx.abs().partial_cmp(&dy.abs()) {
        Some(std::cmp::Ordering::Greater) => (reach(dx), 0.0),
        Some(std::cmp::Ordering::Less) => (0.0, reach(dy)),
        _ => (0.0, 0.0),
    }
}

/// The whole cells a two-finger stroke from `start` to `now` has covered, rounded to the
/// nearest cell, so most of a cell counts. The stroke machine subtracts the cells it has
/// already rolled, so a long drag rolls one cell at a time and never skips one.
pub fn roll_cells(start: Point, now: Point, cell: f64) -> (i32, i32) {
    if !(cell.is_finite() && cell > 0.0) {
        return (0, 0);
    }
    let cells = |d: f64| (d / cell).round() as i32;
    (cells(now.x - start.x), cells(now.y - start.y))
}

/// Whether a touch from `start` to `now` goes more sideways than up or down.
pub fn sideways(start: Point, now: Point) -> bool {
    (now.x - start.x).abs() > (now.y - start.y).abs()
}

/// The view cell `(column, row)` under `point`, for a board whose top-left corner is at
/// `origin` with `cell`-pixel cells and `size` cells a side; `None` off the board.
pub fn cell_at(point: Point, origin: Point, cell: f64, size: usize) -> Option<(i32, i32)> {
    if !(cell.is_finite() && cell > 0.0) {
        return None;
    }
    let column = ((point.x - origin.x) / cell).floor();
    let row = ((point.y - origin.y) / cell).floor();
    let inside = |v: f64| v >= 0.0 && v < size as f64;
    (inside(column) && inside(row)).then_some((column as i32, row as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CELL: f64 = 40.0;
    const O: Point = Point::new(100.0, 100.0);

    fn single(dx: f64, dy: f64) -> Gesture {
        classify(O, Point::new(O.x + dx, O.y + dy))
    }

    #[test]
    fn a_move_is_sideways_when_it_goes_more_across_than_up_or_down() {
        assert!(sideways(O, Point::new(O.x + 5.0, O.y + 4.0)));
        assert!(sideways(O, Point::new(O.x - 30.0, O.y - 2.0)));
        assert!(!sideways(O, Point::new(O.x + 4.0, O.y + 5.0)));
        assert!(!sideways(O, Point::new(O.x + 3.0, O.y - 3.0)));
        assert!(!sideways(O, O));
    }

    #[test]
    fn a_short_stroke_is_a_tap() {
        assert_eq!(single(0.0, 0.0), Gesture::Tap);
        assert_eq!(single(9.9, -9.9), Gesture::Tap);
        assert_eq!(single(-3.0, 6.0), Gesture::Tap);
    }

    #[test]
    fn a_flick_of_ten_pixels_swaps_along_its_dominant_axis() {
        assert_eq!(single(10.0, 0.0), Gesture::Swap(Direction::Right));
        assert_eq!(single(-10.0, 4.0), Gesture::Swap(Direction::Left));
        assert_eq!(single(3.0, 12.0), Gesture::Swap(Direction::Down));
        assert_eq!(single(-9.0, -11.0), Gesture::Swap(Direction::Up));
    }

    #[test]
    fn a_long_drag_still_means_the_neighbour() {
        assert_eq!(single(300.0, 20.0), Gesture::Swap(Direction::Right));
    }

    #[test]
    fn an_exact_diagonal_is_ambiguous() {
        assert_eq!(single(20.0, 20.0), Gesture::Nothing);
        assert_eq!(single(-15.0, 15.0), Gesture::Nothing);
    }

    #[test]
    fn a_dragged_tile_leans_half_a_cell_at_most_along_its_swap() {
        let lean = |dx: f64, dy: f64| drag_offset(O, Point::new(O.x + dx, O.y + dy), CELL);
        assert_eq!(lean(0.0, 0.0), (0.0, 0.0));
        assert_eq!(lean(6.0, 2.0), (6.0, 0.0));
        assert_eq!(lean(-3.0, -15.0), (0.0, -15.0));
        assert_eq!(lean(300.0, 20.0), (20.0, 0.0));
        assert_eq!(lean(5.0, -90.0), (0.0, -20.0));
        assert_eq!(lean(20.0, 20.0), (0.0, 0.0));
        assert_eq!(drag_offset(O, Point::new(500.0, 0.0), f64::NAN), (0.0, 0.0));
        assert_eq!(drag_offset(O, Point::new(f64::NAN, 0.0), CELL), (0.0, 0.0));
    }

    #[test]
    fn two_fingers_cover_whole_cells_rounded() {
        let cells = |dx: f64, dy: f64| roll_cells(O, Point::new(O.x + dx, O.y + dy), CELL);
        assert_eq!(cells(5.0, 5.0), (0, 0));
        assert_eq!(cells(19.0, 0.0), (0, 0));
        assert_eq!(cells(21.0, 0.0), (1, 0));
        assert_eq!(cells(-85.0, 41.0), (-2, 1));
        assert_eq!(cells(0.0, -60.0), (0, -2));
    }

    #[test]
    fn roll_cells_survives_a_board_of_no_size() {
        assert_eq!(roll_cells(O, Point::new(500.0, 0.0), 0.0), (0, 0));
        assert_eq!(roll_cells(O, Point::new(500.0, 0.0), f64::NAN), (0, 0));
    }

    #[test]
    fn midpoint_of_two_fingers() {
        assert_eq!(
            Point::new(0.0, 10.0).midpoint(Point::new(20.0, 30.0)),
            Point::new(10.0, 20.0)
        );
    }

    #[test]
    fn cell_at_maps_pixels_to_view_cells_and_rejects_the_outside() {
        assert_eq!(cell_at(Point::new(100.0, 100.0), O, CELL, 9), Some((0, 0)));
        assert_eq!(cell_at(Point::new(139.9, 180.0), O, CELL, 9), Some((0, 2)));
        assert_eq!(cell_at(Point::new(459.9, 459.9), O, CELL, 9), Some((8, 8)));
        assert_eq!(cell_at(Point::new(460.0, 200.0), O, CELL, 9), None);
        assert_eq!(cell_at(Point::new(99.0, 200.0), O, CELL, 9), None);
        assert_eq!(cell_at(Point::new(200.0, 200.0), O, 0.0, 9), None);
    }
}
