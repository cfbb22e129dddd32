//! Valid moves (RULES.md "Start and end"): which neighbour swaps make a run, found without
//! touching the board, and the swap's own pass they would make.

use std::ops::ControlFlow;

use super::board::{Board, wrap};
use super::game::Move;
use super::passes::Chosen;
use super::runs::{CellSet, matched_cells, swap_makes_run, swapped_arms, upgraded};

/// Calls `visit(a, b)` (row-major indices) for every unordered pair of neighbours once, in
/// scan order: by `a` (columns left to right, each top to bottom), then by `b` in the same
/// order. So `a` comes first in scan order and a seam pair is `(0, y)` with `(size-1, y)`.
pub(crate) fn for_each_pair(
    size: usize,
    mut visit: impl FnMut(usize, usize) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for x in 0..size {
        for y in 0..size {
            let a = y * size + x;
            if y + 1 < size {
                visit(a, a + size)?;
            }
            if x + 1 < size {
                visit(a, a + 1)?;
            }
            if x == 0 {
                // The seam. With at least three columns this pair is none of the others.
                visit(a, a + size - 1)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Whether some swap makes a run (the game is not over).
///
/// Rather than trying every swap, this looks for the shapes a valid move needs: a swap
/// that makes a run through a cell `c` completes three cells in a line, `c` and two that
/// already hold the value `v` coming in, from a neighbour of `c` outside those three. So
/// for every two equal cells one or two apart in a line, it looks at the cell completing
/// the three and at that cell's neighbours off the line. A three already equal also counts:
/// on a board with a run, swapping two of its equal tiles keeps the run, which is a valid
/// move as RULES.md words it.
pub(crate) fn has_valid_move(board: &Board) -> bool {
    let size = board.size();
    let e = &board.exps[..];
    // The neighbour along the line beyond the three is one of the three on a ring of 3.
    let long_rows = size > 3;
    let column = |x: usize, step: i32| wrap(x as i32 + step, size);
    for y in 0..size {
        let row = y * size;
        let above = y.checked_sub(1).map(|y| y * size);
        let below = (y + 1 < size).then_some(row + size);
        for x in 0..size {
            let v = e[row + x];
            // Whether the cell in column `cx` of this row has `v` above or below it.
            let off_row = |cx: usize| {
                above.is_some_and(|r| e[r + cx] == v) || below.is_some_and(|r| e[r + cx] == v)
            };
            let (x1, x2) = (column(x, 1), column(x, 2));
            if e[row + x1] == v {
                // v v c: c is x+2, reached from x+3 too; c v v: c is x-1, reached from x-2.
                if e[row + x2] == v
                    || off_row(x2)
                    || (long_rows && e[row + column(x, 3)] == v)
                    || off_row(column(x, -1))
                    || (long_rows && e[row + column(x, -2)] == v)
                {
                    return true;
                }
            }
            if e[row + x2] == v && off_row(x1) {
                return true;
            }
            // The same shapes down the column, which does not wrap.
            let beside = |r: usize| e[r + column(x, -1)] == v || e[r + column(x, 1)] == v;
            if let Some(next) = below {
                if e[next + x] == v {
                    if y + 2 < size {
                        let c = next + size;
                        if e[c + x] == v || beside(c) || (y + 3 < size && e[c + size + x] == v) {
                            return true;
                        }
                    }
                    if let Some(prev) = above
                        && (beside(prev) || (y >= 2 && e[prev - size + x] == v))
                    {
                        return true;
                    }
                }
                if y + 2 < size && e[next + size + x] == v && beside(next) {
                    return true;
                }
            }
        }
    }
    false
}

/// The first valid move in scan order.
pub(crate) fn first_valid_move(board: &Board) -> Option<Move> {
    let (size, exps) = (board.size(), &board.exps[..]);
    let mut found = None;
    let _ = for_each_pair(size, |a, b| {
        if exps[a] != exps[b] && swap_makes_run(exps, size, a, b) {
            found = Some((a, b));
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found.map(|(a, b)| to_move(board, a, b))
}

/// Every valid move in scan order.
pub(crate) fn valid_moves(board: &Board) -> Vec<Move> {
    let (size, exps) = (board.size(), &board.exps[..]);
    let mut moves = Vec::new();
    let _ = for_each_pair(size, |a, b| {
        // Equal tiles swap into the same board: valid only on a board that already has a
        // run through one of them, which no board at rest has.
        if swap_makes_run(exps, size, a, b) {
            moves.push(to_move(board, a, b));
        }
        ControlFlow::Continue(())
    });
    moves
}

/// The valid move whose own pass scores most, the first in scan order among equals.
pub(crate) fn hint(board: &Board) -> Option<Move> {
    let size = board.size();
    let mut best: Option<(u64, usize, usize)> = None;
    let _ = for_each_pair(size, |a, b| {
        let mut points = 0u64;
        for chosen in swap_pass(board, a, b).into_iter().flatten() {
            points = points.saturating_add(1u64 << chosen.exponent);
        }
        if points > 0 && best.is_none_or(|(most, _, _)| points > most) {
            best = Some((points, a, b));
        }
        ControlFlow::Continue(())
    });
    best.map(|(_, a, b)| to_move(board, a, b))
}

/// The matches of the swap's own pass (step 3) if `a` and `b` were swapped: `a`'s first,
/// then `b`'s. Both are origins when both have a run; they then hold different values so
/// their cells are apart, but on a board that already held a run two equal tiles may be
/// swapped, and then `b`'s match is dropped if it shares a cell with `a`'s.
pub(crate) fn swap_pass(board: &Board, a: usize, b: usize) -> [Option<Chosen>; 2] {
    let (size, exps) = (board.size(), &board.exps[..]);
    let (arms_a, arms_b) = swapped_arms(exps, size, a, b);
    let chosen_a = arms_a.is_run().then(|| Chosen {
        origin: a,
        exponent: upgraded(exps[b], arms_a.matched()),
        arms: arms_a,
    });
    let mut chosen_b = arms_b.is_run().then(|| Chosen {
        origin: b,
        exponent: upgraded(exps[a], arms_b.matched()),
        arms: arms_b,
    });
    if let (Some(first), Some(second)) = (chosen_a, chosen_b)
        && exps[a] == exps[b]
    {
        let mut claimed = CellSet::default();
        claimed.insert(first.origin);
        matched_cells(first.arms, size, a % size, a / size, |j| claimed.insert(j));
        let mut free = !claimed.contains(second.origin);
        matched_cells(second.arms, size, b % size, b / size, |j| {
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
