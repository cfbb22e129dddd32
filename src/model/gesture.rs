//! The pointer and touch adapter: pure classification of a stroke on the board into a
//! swap, a roll of the view, a tap, or nothing. The browser listeners only record where a
//! stroke started and ended (and with how many fingers) and ask [`classify`]; while a
//! single stroke moves, [`drag_offset`] says how far the tile under it leans.

use crate::sim::Direction;

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

/// How a stroke was made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// One finger, a mouse or a pen: taps and swaps.
    Single,
    /// Two fingers: rolls the view.
    TwoFinger,
}

/// What a stroke means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// Too short to be a flick: a click or tap on the cell where it started.
    Tap,
    /// Swap the tile where the stroke started with its neighbour in this direction.
    Swap(Direction),
    /// Shift the view's content by whole cells (positive: right / down), following the
    /// fingers as a map follows a drag.
    Roll {
        /// Cells to the right (negative: left).
        dx: i32,
        /// Cells down (negative: up).
        dy: i32,
    },
    /// A diagonal single stroke, or a two-finger stroke shorter than a cell.
    Nothing,
}

/// The shortest single stroke that counts as a flick or drag rather than a tap, in CSS
/// pixels: small enough for a quick thumb flick, large enough that a shaky tap is a tap.
pub const FLICK_PX: f64 = 10.0;

/// Classifies a stroke from `start` to `end` on a board of `cell`-pixel cells.
///
/// A single stroke is a swap in its dominant axis once that axis reaches [`FLICK_PX`],
/// whatever its length (a long drag still means "that neighbour"); an exactly diagonal
/// stroke is ambiguous and does nothing. A two-finger stroke rolls by the whole cells it
/// covered (rounded to the nearest cell, so most of a cell counts).
pub fn classify(stroke: Stroke, start: Point, end: Point, cell: f64) -> Gesture {
    let (dx, dy) = (end.x - start.x, end.y - start.y);
    match stroke {
        Stroke::Single => {
            let (ax, ay) = (dx.abs(), dy.abs());
            if ax.max(ay) < FLICK_PX {
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
        Stroke::TwoFinger => {
            let (cx, cy) = roll_cells(start, end, cell);
            if (cx, cy) == (0, 0) {
                Gesture::Nothing
            } else {
                Gesture::Roll { dx: cx, dy: cy }
            }
        }
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
/// nearest cell. A listener that rolls while the fingers move subtracts the cells it has
/// already rolled, so a long drag rolls one cell at a time and never skips one.
pub fn roll_cells(start: Point, now: Point, cell: f64) -> (i32, i32) {
    if !(cell.is_finite() && cell > 0.0) {
        return (0, 0);
    }
    let cells = |d: f64| (d / cell).round() as i32;
    (cells(now.x - start.x), cells(now.y - start.y))
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
        classify(Stroke::Single, O, Point::new(O.x + dx, O.y + dy), CELL)
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
    fn two_fingers_roll_by_whole_cells_rounded() {
        let two =
            |dx: f64, dy: f64| classify(Stroke::TwoFinger, O, Point::new(O.x + dx, O.y + dy), CELL);
        assert_eq!(two(5.0, 5.0), Gesture::Nothing);
        assert_eq!(two(19.0, 0.0), Gesture::Nothing);
        assert_eq!(two(21.0, 0.0), Gesture::Roll { dx: 1, dy: 0 });
        assert_eq!(two(-85.0, 41.0), Gesture::Roll { dx: -2, dy: 1 });
        assert_eq!(two(0.0, -60.0), Gesture::Roll { dx: 0, dy: -2 });
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
