//! A small board and a move on it, hand-written, for the tests of a move's steps and of
//! the tracks made from them.

use super::{TileAt, View};
use rules::Spawn;
use rules::exponentile::{Fall, Game, Merge, Move, MoveReport, PassReport};
use rules::{Pos, TileId};

/// A 5×5 board whose tile at `(x, y)` has id `5y + x` and the values given.
pub fn board(values: [[u64; 5]; 5]) -> Vec<TileAt> {
    let mut tiles = Vec::new();
    for (y, row) in values.iter().enumerate() {
        for (x, &v) in row.iter().enumerate() {
            tiles.push((TileId((y * 5 + x) as u32), Pos::new(x as u8, y as u8), v));
        }
    }
    tiles
}

/// The cell `(x, y)`.
pub fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

/// The id of the tile that starts at `(x, y)`.
pub fn id(x: u8, y: u8) -> TileId {
    TileId(y as u32 * 5 + x as u32)
}

/// A board with one move: see [`seam_report`].
pub const B: [[u64; 5]; 5] = [
    [2, 4, 8, 2, 4],
    [4, 8, 2, 4, 8],
    [8, 2, 4, 8, 16],
    [2, 2, 16, 2, 2],
    [16, 4, 2, 16, 4],
];

/// Swapping (2,3)=16 with (2,4)=2 makes the row 2 2 _2_ 2 2 across the seam... on a
/// 5-wide cylinder that is a full ring; keep it simple: the report is hand-written.
pub fn seam_report() -> MoveReport {
    // Swap (2,3) and (2,4): row 3 becomes 2 2 2 2 2, a ring of five 2s whose origin is
    // the swapped cell (2,3): new value 2·2^4 = 32.
    MoveReport {
        swap: Move {
            a: p(2, 3),
            b: p(2, 4),
        },
        passes: vec![PassReport {
            merges: vec![Merge {
                origin: p(2, 3),
                origin_id: id(2, 4),
                value: 32,
                merged: vec![
                    (id(3, 3), p(3, 3)),
                    (id(4, 3), p(4, 3)),
                    (id(0, 3), p(0, 3)),
                    (id(1, 3), p(1, 3)),
                ],
                points: 32,
            }],
            falls: vec![
                Fall {
                    id: id(0, 2),
                    from: p(0, 2),
                    to: p(0, 3),
                },
                Fall {
                    id: id(0, 1),
                    from: p(0, 1),
                    to: p(0, 2),
                },
            ],
            spawns: vec![Spawn {
                id: TileId(100),
                at: p(0, 0),
                value: 4,
            }],
        }],
        points: 32,
    }
}

/// Real moves against the real rules (cascades, seam runs, refills): from each of `seeds`
/// seeds, up to `moves` hinted moves on a 9×9 view shifted by the seed, each handed to
/// `check` with the seed, the move's number, the board before it, its report and the
/// game after it. How many were checked.
pub fn real_moves(
    seeds: u64,
    moves: u32,
    mut check: impl FnMut(u64, u32, &[TileAt], &MoveReport, View, &Game),
) -> usize {
    let mut checked = 0;
    for seed in 1..=seeds {
        let mut game = Game::new(seed);
        let view = View::new(9).shifted(seed as i32, 2 * seed as i32);
        for number in 0..moves {
            let Some(mv) = game.hint() else { break };
            let before: Vec<TileAt> = game
                .board()
                .iter()
                .map(|(pos, t)| (t.id, pos, t.value()))
                .collect();
            let report = game.play(mv.a, mv.b).expect("the hint is a valid move");
            check(seed, number, &before, &report, view, &game);
            checked += 1;
        }
    }
    checked
}
