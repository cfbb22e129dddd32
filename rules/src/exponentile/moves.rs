//! Valid moves (docs/RULES.md §7–8): which neighbour swaps make a run, found without
//! touching the board, and the swap's own pass they would make.

use std::ops::ControlFlow;

use super::board::Board;
use super::passes::Chosen;
use super::runs::{Cell, CellSet, matched_cells, swap_makes_run, swapped_arms, upgraded};
use super::swap::Move;
use super::wrap;

/// Calls `visit(a, b)` for every unordered pair of neighbours once, in scan order: by `a`
/// (columns left to right, each top to bottom), then by `b` in the same order. So `a`
/// comes first in scan order, and on a cylinder (`WRAP`) a seam pair is `(0, y)` with
/// `(size-1, y)`; a flat board has none.
pub(crate) fn for_each_pair<const WRAP: bool>(
    size: usize,
    mut visit: impl FnMut(Cell, Cell) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for x in 0..size {
        for y in 0..size {
            let a = Cell::new(x, y, size);
            if y + 1 < size {
                visit(a, Cell::new(x, y + 1, size))?;
            }
            if x + 1 < size {
                visit(a, Cell::new(x + 1, y, size))?;
            }
            if WRAP && x == 0 {
                // The seam. With at least three columns this pair is none of the others.
                visit(a, Cell::new(size - 1, y, size))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether some swap makes a run (the game is not over).
///
/// This looks for the shapes a valid move needs, rather than trying every swap: a swap that
/// makes a run through a cell `c` completes three cells in a line, `c` and two that
/// already hold the value `v` coming in, from a neighbour of `c` outside those three. So
/// for every two equal cells one or two apart in a line, it looks at the cell completing
/// the three and at that cell's neighbours off the three. Every valid swap of a board
/// without a run is found this way (perhaps more than once), and nothing else is.
pub(crate) fn has_valid_move(board: &Board) -> bool {
    if board.wraps() {
        has_valid_move_on::<true>(board)
    } else {
        has_valid_move_on::<false>(board)
    }
}

/// [`has_valid_move`] on a cylinder if `WRAP`, else on a flat board, where the shapes
/// stop at the edges.
fn has_valid_move_on<const WRAP: bool>(board: &Board) -> bool {
    let size = board.size();
    let e = &board.exps[..];
    // On a ring of 3 the neighbour along the row beyond the three is one of the three.
    let long_rows = size > 3;
    // The column `step` away from `x`: across the seam on a cylinder, none past an edge
    // of a flat board.
    let column = |x: usize, step: i32| {
        let c = x as i32 + step;
        if WRAP {
            Some(wrap(c, size))
        } else {
            (0..size as i32).contains(&c).then_some(c as usize)
        }
    };
    for y in 0..size {
        let row = y * size;
        for x in 0..size {
            let i = row + x;
            let v = e[i];
            let holds_v = |j: usize| e[j] == v;
            // Whether the cell of this row in column `c`, if there is one, holds `v`.
            let in_row_holds_v = |c: Option<usize>| c.is_some_and(|c| holds_v(row + c));
            // `c`, in this row, completes a horizontal three: can a `v` come from above or
            // below it?
            let from_off_row =
                |c: usize| (y > 0 && holds_v(c - size)) || (y + 1 < size && holds_v(c + size));
            // `c`, in this column, completes a vertical three: can a `v` come from beside it?
            let from_off_column = |c: usize| {
                let beside = |step| column(x, step).is_some_and(|b| holds_v(c - x + b));
                beside(-1) || beside(1)
            };
            let (x1, x2) = (column(x, 1), column(x, 2));
            if in_row_holds_v(x1) {
                // v v c: c is x+2, also reached from x+3; c v v: c is x-1, also from x-2.
                let (after, before) = (x2.map(|c| row + c), column(x, -1).map(|c| row + c));
                if after.is_some_and(holds_v)
                    || before.is_some_and(holds_v)
                    || after.is_some_and(from_off_row)
                    || before.is_some_and(from_off_row)
                    || (long_rows
                        && (in_row_holds_v(column(x, 3)) || in_row_holds_v(column(x, -2))))
                {
                    return true;
                }
            } else if in_row_holds_v(x2) && x1.is_some_and(|c| from_off_row(row + c)) {
                // v c v: c is x+1, between.
                return true;
            }
            // The same down the column, which does not wrap.
            if y + 1 < size && holds_v(i + size) {
                let after = i + 2 * size;
                let before = i.wrapping_sub(size);
                if (y + 2 < size
                    && (holds_v(after)
                        || from_off_column(after)
                        || (y + 3 < size && holds_v(after + size))))
                    || (y > 0 && (from_off_column(before) || (y > 1 && holds_v(before - size))))
                {
                    return true;
                }
            } else if y + 2 < size && holds_v(i + 2 * size) && from_off_column(i + size) {
                return true;
            }
        }
    }
    false
}

/// The first valid move in scan order: the pairs tried in order, each ruled out cheaply
/// unless a swapped tile lands next to an equal one. (Collecting every shape and keeping
/// the first measured slower: the search stops early here.)
pub(crate) fn first_valid_move(board: &Board) -> Option<Move> {
    if board.wraps() {
        first_valid_move_on::<true>(board)
    } else {
        first_valid_move_on::<false>(board)
    }
}

/// [`first_valid_move`] on a cylinder if `WRAP`, else on a flat board.
fn first_valid_move_on<const WRAP: bool>(board: &Board) -> Option<Move> {
    let (size, exps) = (board.size(), &board.exps[..]);
    let mut first = None;
    let _ = for_each_pair::<WRAP>(size, |a, b| {
        if swap_makes_run::<WRAP>(exps, size, a, b) {
            first = Some((a.i, b.i));
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    first.map(|(a, b)| to_move(board, a, b))
}

/// Every valid move in scan order.
pub(crate) fn valid_moves(board: &Board) -> Vec<Move> {
    if board.wraps() {
        valid_moves_on::<true>(board)
    } else {
        valid_moves_on::<false>(board)
    }
}

/// [`valid_moves`] on a cylinder if `WRAP`, else on a flat board.
fn valid_moves_on<const WRAP: bool>(board: &Board) -> Vec<Move> {
    let (size, exps) = (board.size(), &board.exps[..]);
    let mut moves = Vec::new();
    let _ = for_each_pair::<WRAP>(size, |a, b| {
        // Equal tiles swap into the same board: valid only on a board that already has a
        // run through one of them, which no board at rest has.
        if swap_makes_run::<WRAP>(exps, size, a, b) {
            moves.push(to_move(board, a.i, b.i));
        }
        ControlFlow::Continue(())
    });
    moves
}

/// The valid move whose own pass scores most, the first in scan order among equals.
pub(crate) fn hint(board: &Board) -> Option<Move> {
    if board.wraps() {
        hint_on::<true>(board)
    } else {
        hint_on::<false>(board)
    }
}

/// [`hint`] on a cylinder if `WRAP`, else on a flat board.
fn hint_on<const WRAP: bool>(board: &Board) -> Option<Move> {
    let size = board.size();
    let mut best: Option<(u64, usize, usize)> = None;
    let exps = &board.exps[..];
    let _ = for_each_pair::<WRAP>(size, |a, b| {
        if !swap_makes_run::<WRAP>(exps, size, a, b) {
            // Cheap to rule out; most pairs are.
            return ControlFlow::Continue(());
        }
        let mut points = 0u64;
        for chosen in swap_pass::<WRAP>(board, a, b).into_iter().flatten() {
            points = points.saturating_add(1u64 << chosen.exponent);
        }
        if points > 0 && best.is_none_or(|(most, _, _)| points > most) {
            best = Some((points, a.i, b.i));
        }
        ControlFlow::Continue(())
    });
    best.map(|(_, a, b)| to_move(board, a, b))
}

/// The matches of the swap's own pass (step 3) if `a` and `b` were swapped: `a`'s first,
/// then `b`'s. Both are origins when both have a run; they then hold different values so
/// their cells are apart, but on a board that already held a run two equal tiles may be
/// swapped, and then `b`'s match is dropped if it shares a cell with `a`'s. `WRAP` must be
/// the board's topology (true on a cylinder).
pub(crate) fn swap_pass<const WRAP: bool>(board: &Board, a: Cell, b: Cell) -> [Option<Chosen>; 2] {
    debug_assert_eq!(WRAP, board.wraps());
    let (size, exps) = (board.size(), &board.exps[..]);
    let (arms_a, arms_b) = swapped_arms::<WRAP>(exps, size, a, b);
    let chosen_a = arms_a.is_run().then(|| Chosen {
        origin: a.i,
        exponent: upgraded(exps[b.i], arms_a.matched()),
        arms: arms_a,
    });
    let mut chosen_b = arms_b.is_run().then(|| Chosen {
        origin: b.i,
        exponent: upgraded(exps[a.i], arms_b.matched()),
        arms: arms_b,
    });
    if let (Some(first), Some(second)) = (chosen_a, chosen_b)
        && exps[a.i] == exps[b.i]
    {
        let mut claimed = CellSet::default();
        claimed.insert(first.origin);
        matched_cells(first.arms, size, a.x, a.y, |j| claimed.insert(j));
        let mut free = !claimed.contains(second.origin);
        matched_cells(second.arms, size, b.x, b.y, |j| {
            free &= !claimed.contains(j)
        });
        if !free {
            chosen_b = None;
        }
    }
    [chosen_a, chosen_b]
}

/// The move of the pair of row-major indices `a`, `b`.
fn to_move(board: &Board, a: usize, b: usize) -> Move {
    Move {
        a: board.pos(a),
        b: board.pos(b),
    }
}
