//! Valid moves (RULES.md "Start and end"): which neighbour swaps make a run, found without
//! touching the board, and the swap's own pass they would make.

use std::ops::ControlFlow;

use super::board::Board;
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
pub(crate) fn has_valid_move(board: &Board) -> bool {
    first_valid_move(board).is_some()
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
