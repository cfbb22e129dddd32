//! Following strokes on the board event by event: a state machine between the browser's
//! pointer and touch events and the game's [`BoardInput`]s.
//!
//! The browser listeners (`web::board_listeners`) only translate each DOM event into a
//! call here and carry out the [`StrokeOutput`]s it returns, so every decision about when
//! a stroke starts, leans, turns into a two-finger roll, ends or is dropped is made here
//! and tested natively. What a finished stroke's geometry means is
//! [`gesture`](super::gesture)'s call.
//!
//! Mouse and pen strokes arrive as pointer events; touch strokes arrive as touch events,
//! which tell two fingers apart. Both feed the same single stroke, and only touch makes
//! two-finger rolls.

use crate::model::gesture::{Gesture, Point, cell_at, classify, drag_offset, roll_cells};
use rules::Direction;

/// What the player did on the board, in view cells: all the game hears from the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A click or tap on this view cell.
    Tap((i32, i32)),
    /// A flick or drag from this view cell towards a neighbour.
    Swipe((i32, i32), Direction),
    /// Shift the view's content by whole cells (positive: right / down). A two-finger
    /// drag rolls one cell at a time, so each roll animates on its own.
    Roll(i32, i32),
}

/// What the browser adapter must do after an event, in order.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StrokeOutput {
    /// Tell the game.
    Input(BoardInput),
    /// A single stroke has started on a board cell. The adapter keeps receiving it when
    /// it leaves the board (pointer capture) and picks the tile that will lean, if any:
    /// only the adapter knows the DOM and whether a move is playing, and a tile gliding to
    /// its new cell must not also lean.
    Grab,
    /// Draw the grabbed tile this far from its cell, in CSS pixels.
    Lean {
        /// Pixels to the right (negative: left).
        dx: f64,
        /// Pixels down (negative: up).
        dy: f64,
    },
    /// The grabbed tile glides back to its cell (or on to its new one).
    LetGo,
}

/// Where the board is on the page, measured when a stroke starts: the page may scroll or
/// resize between strokes, but a stroke keeps the cells it started on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The board's top-left corner, in client pixels.
    pub origin: Point,
    /// A cell's side, in CSS pixels.
    pub cell: f64,
    /// Cells a side.
    pub size: usize,
}

impl Geometry {
    /// A board whose box starts at `origin` and is `width` pixels wide, with `size`
    /// cells a side. A board of no size still divides safely; no stroke starts on it.
    pub fn new(origin: Point, width: f64, size: usize) -> Self {
        Geometry {
            origin,
            cell: width / size.max(1) as f64,
            size,
        }
    }

    fn cell_at(&self, point: Point) -> Option<(i32, i32)> {
        cell_at(point, self.origin, self.cell, self.size)
    }
}

/// The stroke in progress. A single stroke and a two-finger roll exclude each other: a
/// second finger turns the one into the other.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum State {
    #[default]
    Idle,
    /// One finger, a mouse or a pen, pressed on view cell `on`.
    Single {
        start: Point,
        on: (i32, i32),
        cell: f64,
    },
    /// Two fingers, whose midpoint started at `start`, having rolled `rolled` cells.
    Rolling {
        start: Point,
        rolled: (i32, i32),
        cell: f64,
    },
}

/// The strokes on the board: feed it every pointer (mouse, pen) and touch event the board
/// gets, and carry out what each call returns.
#[derive(Clone, Debug, Default)]
pub struct Strokes {
    state: State,
}

impl Strokes {
    /// No stroke in progress.
    pub fn new() -> Self {
        Self::default()
    }

    /// A mouse button or pen went down at `at`. Only the `primary` button (a mouse's
    /// left button, a pen's tip) strokes, and only from a cell of `board`; elsewhere the
    /// press is someone else's (a context menu, the page).
    pub fn pointer_down(&mut self, at: Point, primary: bool, board: Geometry) -> Vec<StrokeOutput> {
        let Some(on) = board.cell_at(at).filter(|_| primary) else {
            return Vec::new();
        };
        let mut out = self.drop_stroke();
        self.state = State::Single {
            start: at,
            on,
            cell: board.cell,
        };
        out.push(StrokeOutput::Grab);
        out
    }

    /// A mouse or pen moved to `at`: a stroke in progress leans its tile.
    pub fn pointer_move(&self, at: Point) -> Vec<StrokeOutput> {
        match self.state {
            State::Single { start, cell, .. } => vec![lean(start, at, cell)],
            _ => Vec::new(),
        }
    }

    /// A mouse button or pen came up at `at`, finishing its stroke. A two-finger roll is
    /// the fingers' business, so a pointer leaves it alone.
    pub fn pointer_up(&mut self, at: Point) -> Vec<StrokeOutput> {
        if !matches!(self.state, State::Single { .. }) {
            return Vec::new();
        }
        self.finish(Some(at))
    }

    /// The browser took the stroke away (a system gesture, a lost pointer): it means
    /// nothing, and any stroke in progress is dropped.
    pub fn cancel(&mut self) -> Vec<StrokeOutput> {
        self.drop_stroke()
    }

    /// A finger touched the board; `touches` are all the fingers now on the screen, in
    /// the browser's order. Whatever stroke was in progress ends without meaning anything:
    /// one finger starts a single stroke if it is on a cell, two or more start a roll
    /// that follows the first two fingers' midpoint.
    pub fn touch_start(&mut self, touches: &[Point], board: Geometry) -> Vec<StrokeOutput> {
        let mut out = self.drop_stroke();
        match touches {
            [a, b, ..] => {
                self.state = State::Rolling {
                    start: a.midpoint(*b),
                    rolled: (0, 0),
                    cell: board.cell,
                };
            }
            [one] => {
                if let Some(on) = board.cell_at(*one) {
                    self.state = State::Single {
                        start: *one,
                        on,
                        cell: board.cell,
                    };
                    out.push(StrokeOutput::Grab);
                }
            }
            [] => {}
        }
        out
    }

    /// Fingers moved; `touches` are all the fingers on the screen. One finger leans a
    /// single stroke's tile; two roll the view by every whole cell their midpoint has
    /// crossed since the last roll, one cell per [`BoardInput::Roll`], across first.
    pub fn touch_move(&mut self, touches: &[Point]) -> Vec<StrokeOutput> {
        match (touches, &mut self.state) {
            (
                [a, b, ..],
                State::Rolling {
                    start,
                    rolled,
                    cell,
                },
            ) => {
                let want = roll_cells(*start, a.midpoint(*b), *cell);
                let mut out = Vec::new();
                while rolled.0 != want.0 {
                    let step = (want.0 - rolled.0).signum();
                    out.push(StrokeOutput::Input(BoardInput::Roll(step, 0)));
                    rolled.0 += step;
                }
                while rolled.1 != want.1 {
                    let step = (want.1 - rolled.1).signum();
                    out.push(StrokeOutput::Input(BoardInput::Roll(0, step)));
                    rolled.1 += step;
                }
                out
            }
            ([one], State::Single { start, cell, .. }) => vec![lean(*start, *one, *cell)],
            _ => Vec::new(),
        }
    }

    /// A finger lifted; `still_down` fingers remain. Only lifting the last finger ends
    /// the stroke: a single stroke finishes where the `lifted` finger left the screen,
    /// and a roll has already rolled as it went.
    pub fn touch_end(&mut self, still_down: usize, lifted: Option<Point>) -> Vec<StrokeOutput> {
        if still_down > 0 {
            return Vec::new();
        }
        self.finish(lifted)
    }

    /// Ends the stroke in progress; a single stroke that reached `end` means a tap or a
    /// swipe of the cell it started on.
    fn finish(&mut self, end: Option<Point>) -> Vec<StrokeOutput> {
        let State::Single { start, on, .. } = self.state else {
            return self.drop_stroke();
        };
        let mut out = self.drop_stroke();
        let input = match end.map(|end| classify(start, end)) {
            Some(Gesture::Tap) => Some(BoardInput::Tap(on)),
            Some(Gesture::Swap(dir)) => Some(BoardInput::Swipe(on, dir)),
            Some(Gesture::Nothing) | None => None,
        };
        out.extend(input.map(StrokeOutput::Input));
        out
    }

    /// Forgets the stroke in progress; a single stroke's tile glides back.
    fn drop_stroke(&mut self) -> Vec<StrokeOutput> {
        match std::mem::take(&mut self.state) {
            State::Single { .. } => vec![StrokeOutput::LetGo],
            State::Idle | State::Rolling { .. } => Vec::new(),
        }
    }
}

fn lean(start: Point, now: Point, cell: f64) -> StrokeOutput {
    let (dx, dy) = drag_offset(start, now, cell);
    StrokeOutput::Lean { dx, dy }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BoardInput::{Roll, Swipe, Tap};
    use StrokeOutput::{Grab, Input, Lean, LetGo};

    /// A 9-cell board of 40-pixel cells with its corner at (100, 100).
    const CELL: f64 = 40.0;
    const BOARD: Geometry = Geometry {
        origin: Point::new(100.0, 100.0),
        cell: CELL,
        size: 9,
    };

    /// The centre of view cell `(x, y)` on [`BOARD`], moved by `(dx, dy)` pixels.
    fn at(cell: (i32, i32), dx: f64, dy: f64) -> Point {
        let centre = |c: i32| 100.0 + CELL * (c as f64 + 0.5);
        Point::new(centre(cell.0) + dx, centre(cell.1) + dy)
    }

    /// A mouse stroke from the centre of `cell` ending `(dx, dy)` away; the up's outputs.
    fn click(cell: (i32, i32), dx: f64, dy: f64) -> Vec<StrokeOutput> {
        let mut s = Strokes::new();
        assert_eq!(s.pointer_down(at(cell, 0.0, 0.0), true, BOARD), [Grab]);
        s.pointer_up(at(cell, dx, dy))
    }

    /// Two fingers a cell apart around the centre of `cell`, moved by `(dx, dy)`.
    fn pair(cell: (i32, i32), dx: f64, dy: f64) -> [Point; 2] {
        [at(cell, dx - 20.0, dy), at(cell, dx + 20.0, dy)]
    }

    #[test]
    fn a_click_grabs_its_cell_and_taps_it() {
        assert_eq!(click((3, 5), 4.0, -6.0), [LetGo, Input(Tap((3, 5)))]);
    }

    #[test]
    fn a_flick_swipes_its_cell_each_way() {
        let swipe = |d| [LetGo, Input(Swipe((4, 4), d))];
        assert_eq!(click((4, 4), 12.0, 3.0), swipe(Direction::Right));
        assert_eq!(click((4, 4), -12.0, 3.0), swipe(Direction::Left));
        assert_eq!(click((4, 4), 3.0, 12.0), swipe(Direction::Down));
        assert_eq!(click((4, 4), 3.0, -12.0), swipe(Direction::Up));
    }

    #[test]
    fn a_long_drag_off_the_board_still_swipes_to_the_neighbour() {
        let out = click((8, 0), 500.0, 30.0);
        assert_eq!(out, [LetGo, Input(Swipe((8, 0), Direction::Right))]);
    }

    #[test]
    fn a_diagonal_lets_go_and_means_nothing() {
        assert_eq!(click((2, 2), 25.0, -25.0), [LetGo]);
    }

    #[test]
    fn only_the_primary_button_starts_a_stroke() {
        let mut s = Strokes::new();
        assert_eq!(s.pointer_down(at((1, 1), 0.0, 0.0), false, BOARD), []);
        assert_eq!(s.pointer_move(at((1, 1), 15.0, 0.0)), []);
        assert_eq!(s.pointer_up(at((1, 1), 0.0, 0.0)), []);
    }

    #[test]
    fn a_press_off_the_board_starts_no_stroke() {
        let mut s = Strokes::new();
        assert_eq!(s.pointer_down(Point::new(99.0, 150.0), true, BOARD), []);
        assert_eq!(s.pointer_down(Point::new(150.0, 460.0), true, BOARD), []);
        assert_eq!(s.pointer_up(Point::new(150.0, 150.0)), []);
    }

    #[test]
    fn up_or_move_without_down_does_nothing() {
        let mut s = Strokes::new();
        assert_eq!(s.pointer_move(at((0, 0), 30.0, 0.0)), []);
        assert_eq!(s.pointer_up(at((0, 0), 0.0, 0.0)), []);
        assert_eq!(s.touch_move(&[at((0, 0), 30.0, 0.0)]), []);
        assert_eq!(s.touch_end(0, Some(at((0, 0), 0.0, 0.0))), []);
    }

    #[test]
    fn a_stroke_leans_its_tile_at_most_half_a_cell_along_its_swap() {
        let mut s = Strokes::new();
        s.pointer_down(at((4, 4), 0.0, 0.0), true, BOARD);
        let lean = |dx, dy| [Lean { dx, dy }];
        assert_eq!(s.pointer_move(at((4, 4), 6.0, 2.0)), lean(6.0, 0.0));
        assert_eq!(s.pointer_move(at((4, 4), 3.0, -90.0)), lean(0.0, -20.0));
        assert_eq!(s.pointer_move(at((4, 4), 15.0, 15.0)), lean(0.0, 0.0));
    }

    #[test]
    fn a_second_press_lets_the_first_tile_go_and_starts_afresh() {
        let mut s = Strokes::new();
        s.pointer_down(at((1, 1), 0.0, 0.0), true, BOARD);
        assert_eq!(
            s.pointer_down(at((6, 6), 0.0, 0.0), true, BOARD),
            [LetGo, Grab]
        );
        assert_eq!(
            s.pointer_up(at((6, 6), 0.0, 0.0)),
            [LetGo, Input(Tap((6, 6)))]
        );
    }

    #[test]
    fn cancel_mid_stroke_lets_go_and_drops_it() {
        let mut s = Strokes::new();
        s.pointer_down(at((1, 1), 0.0, 0.0), true, BOARD);
        assert_eq!(s.cancel(), [LetGo]);
        assert_eq!(s.pointer_move(at((1, 1), 15.0, 0.0)), []);
        assert_eq!(s.pointer_up(at((1, 1), 15.0, 0.0)), []);
        assert_eq!(s.cancel(), []);
    }

    #[test]
    fn a_stroke_leans_by_the_cell_size_it_started_on() {
        let mut s = Strokes::new();
        let big = Geometry::new(Point::new(0.0, 0.0), 900.0, 9);
        s.pointer_down(Point::new(50.0, 50.0), true, big);
        let out = s.pointer_move(Point::new(90.0, 50.0));
        assert_eq!(out, [Lean { dx: 40.0, dy: 0.0 }]);
    }

    #[test]
    fn geometry_shares_the_width_among_the_cells() {
        let g = Geometry::new(Point::new(5.0, 6.0), 360.0, 9);
        assert_eq!((g.origin, g.cell, g.size), (Point::new(5.0, 6.0), 40.0, 9));
        assert_eq!(Geometry::new(Point::default(), 360.0, 0).cell, 360.0);
    }

    #[test]
    fn a_board_of_zero_or_nan_cells_starts_no_stroke() {
        let mut s = Strokes::new();
        let p = Point::new(0.0, 0.0);
        for width in [0.0, f64::NAN, f64::INFINITY] {
            let board = Geometry::new(p, width, 9);
            assert_eq!(s.pointer_down(p, true, board), [], "width {width}");
            assert_eq!(s.touch_start(&[p], board), [], "width {width}");
        }
        assert_eq!(s.pointer_down(p, true, Geometry::new(p, 360.0, 0)), []);
    }

    #[test]
    fn a_finger_taps_and_flicks_where_it_lifts() {
        let mut s = Strokes::new();
        assert_eq!(s.touch_start(&[at((2, 7), 0.0, 0.0)], BOARD), [Grab]);
        assert_eq!(
            s.touch_move(&[at((2, 7), 0.0, 8.0)]),
            [Lean { dx: 0.0, dy: 8.0 }]
        );
        let out = s.touch_end(0, Some(at((2, 7), 0.0, 14.0)));
        assert_eq!(out, [LetGo, Input(Swipe((2, 7), Direction::Down))]);

        assert_eq!(s.touch_start(&[at((0, 0), 0.0, 0.0)], BOARD), [Grab]);
        assert_eq!(
            s.touch_end(0, Some(at((0, 0), 2.0, 2.0))),
            [LetGo, Input(Tap((0, 0)))]
        );
    }

    #[test]
    fn a_finger_off_the_board_starts_nothing() {
        let mut s = Strokes::new();
        assert_eq!(s.touch_start(&[Point::new(50.0, 50.0)], BOARD), []);
        assert_eq!(s.touch_move(&[Point::new(80.0, 50.0)]), []);
        assert_eq!(s.touch_end(0, Some(Point::new(50.0, 50.0))), []);
    }

    #[test]
    fn a_touchstart_lets_go_of_a_lean() {
        let mut s = Strokes::new();
        s.pointer_down(at((3, 3), 0.0, 0.0), true, BOARD);
        assert_eq!(s.touch_start(&[Point::new(0.0, 0.0)], BOARD), [LetGo]);
        assert_eq!(s.pointer_up(at((3, 3), 0.0, 0.0)), []);
    }

    #[test]
    fn a_second_finger_turns_the_stroke_into_a_roll() {
        let mut s = Strokes::new();
        s.touch_start(&[at((4, 4), 0.0, 0.0)], BOARD);
        assert_eq!(s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD), [LetGo]);
        assert_eq!(s.touch_move(&pair((4, 4), 45.0, 0.0)), [Input(Roll(1, 0))]);
        assert_eq!(s.touch_end(1, Some(at((4, 4), 65.0, 0.0))), []);
        assert_eq!(s.touch_end(0, Some(at((4, 4), 25.0, 0.0))), []);
    }

    #[test]
    fn two_fingers_across_three_cells_roll_three_times_in_order() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        let mut rolls = Vec::new();
        for dy in [-10.0, -25.0, -50.0, -70.0, -90.0, -110.0, -125.0] {
            rolls.extend(s.touch_move(&pair((4, 4), 3.0, dy)));
        }
        assert_eq!(rolls, [Input(Roll(0, -1)); 3]);
    }

    #[test]
    fn a_jump_across_several_cells_rolls_every_cell_between_across_first() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        let out = s.touch_move(&pair((4, 4), -85.0, 41.0));
        let want = [Roll(-1, 0), Roll(-1, 0), Roll(0, 1)].map(Input);
        assert_eq!(out, want);
    }

    #[test]
    fn rolling_back_unrolls_cell_by_cell() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        assert_eq!(
            s.touch_move(&pair((4, 4), 90.0, 0.0)),
            [Input(Roll(1, 0)); 2]
        );
        assert_eq!(s.touch_move(&pair((4, 4), 90.0, 0.0)), []);
        assert_eq!(
            s.touch_move(&pair((4, 4), 10.0, 0.0)),
            [Input(Roll(-1, 0)); 2]
        );
        assert_eq!(
            s.touch_move(&pair((4, 4), -30.0, 0.0)),
            [Input(Roll(-1, 0))]
        );
    }

    #[test]
    fn touchend_with_a_finger_left_does_nothing() {
        let mut s = Strokes::new();
        s.touch_start(&[at((5, 5), 0.0, 0.0)], BOARD);
        assert_eq!(s.touch_end(1, Some(at((5, 5), 30.0, 0.0))), []);
        assert_eq!(
            s.touch_move(&[at((5, 5), 4.0, 0.0)]),
            [Lean { dx: 4.0, dy: 0.0 }]
        );
    }

    #[test]
    fn a_roll_waits_for_both_fingers_and_a_third_restarts_it() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        assert_eq!(s.touch_end(1, None), []);
        assert_eq!(s.touch_move(&[at((4, 4), 90.0, 0.0)]), []);
        let [a, b] = pair((4, 4), 0.0, 60.0);
        assert_eq!(s.touch_start(&[a, b, at((0, 0), 0.0, 0.0)], BOARD), []);
        assert_eq!(s.touch_move(&pair((4, 4), 0.0, 70.0)), []);
        assert_eq!(s.touch_move(&pair((4, 4), 0.0, 90.0)), [Input(Roll(0, 1))]);
    }

    #[test]
    fn lifting_without_a_point_drops_the_stroke() {
        let mut s = Strokes::new();
        s.touch_start(&[at((1, 2), 0.0, 0.0)], BOARD);
        assert_eq!(s.touch_end(0, None), [LetGo]);
        assert_eq!(s.touch_end(0, Some(at((1, 2), 0.0, 0.0))), []);
    }

    #[test]
    fn cancel_mid_roll_drops_it() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        assert_eq!(s.cancel(), []);
        assert_eq!(s.touch_move(&pair((4, 4), 90.0, 0.0)), []);
    }

    #[test]
    fn a_pointer_leaves_a_roll_alone() {
        let mut s = Strokes::new();
        s.touch_start(&pair((4, 4), 0.0, 0.0), BOARD);
        assert_eq!(s.pointer_move(at((4, 4), 30.0, 0.0)), []);
        assert_eq!(s.pointer_up(at((4, 4), 30.0, 0.0)), []);
        assert_eq!(s.touch_move(&pair((4, 4), 45.0, 0.0)), [Input(Roll(1, 0))]);
    }

    #[test]
    fn two_fingers_on_a_board_of_nan_cells_roll_nothing() {
        let mut s = Strokes::new();
        let board = Geometry::new(BOARD.origin, f64::NAN, 9);
        assert_eq!(s.touch_start(&pair((4, 4), 0.0, 0.0), board), []);
        assert_eq!(s.touch_move(&pair((4, 4), 500.0, 500.0)), []);
        let zero = Geometry::new(BOARD.origin, 0.0, 9);
        assert_eq!(s.touch_start(&pair((4, 4), 0.0, 0.0), zero), []);
        assert_eq!(s.touch_move(&pair((4, 4), 500.0, 500.0)), []);
    }

    #[test]
    fn an_empty_touchstart_only_lets_go() {
        let mut s = Strokes::new();
        s.touch_start(&[at((1, 1), 0.0, 0.0)], BOARD);
        assert_eq!(s.touch_start(&[], BOARD), [LetGo]);
        assert_eq!(s.touch_end(0, Some(at((1, 1), 0.0, 0.0))), []);
    }
}
