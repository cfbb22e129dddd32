//! A game's board as values, whatever its mode: what the tutorial names and the shared
//! picture draws.

use rules::{AnyHistory, Pos};

/// The board's side, and its values row by row from the top (0 for an empty cell).
pub fn values(history: &AnyHistory) -> (usize, Vec<u64>) {
    match history {
        AnyHistory::Exponentile(h) => {
            let board = h.game().board();
            (board.size(), board.iter().map(|(_, t)| t.value()).collect())
        }
        AnyHistory::Twenty48(h) => {
            let board = h.game().board();
            let n = board.size();
            let at = |i: usize| Pos::new((i % n) as u8, (i / n) as u8);
            let values = (0..n * n)
                .map(|i| board.get(at(i)).map_or(0, |t| t.value()))
                .collect();
            (n, values)
        }
    }
}

/// The value at `pos`, 0 for an empty cell or one off the board.
pub fn value_at(history: &AnyHistory, pos: Pos) -> u64 {
    let (n, values) = values(history);
    let (x, y) = (usize::from(pos.x), usize::from(pos.y));
    if x < n && y < n { values[y * n + x] } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::History;

    #[test]
    fn every_mode_reads_row_by_row_from_the_top() {
        let board = "2 4 8\n16 2 4\n8 16 2".parse().unwrap();
        let torus = History::new(rules::exponentile::Game::from_board(board, 1));
        assert_eq!(
            values(&torus.into()),
            (3, vec![2, 4, 8, 16, 2, 4, 8, 16, 2])
        );
        let board = ". 2 .\n4 . .\n. . 8".parse().unwrap();
        let slide: AnyHistory = History::new(rules::twenty48::Game::from_board(board, 1)).into();
        assert_eq!(values(&slide), (3, vec![0, 2, 0, 4, 0, 0, 0, 0, 8]));
        assert_eq!(value_at(&slide, Pos::new(2, 2)), 8);
        assert_eq!(value_at(&slide, Pos::new(0, 0)), 0);
        assert_eq!(value_at(&slide, Pos::new(5, 0)), 0, "off the board");
    }
}
