//! The cells' values of a game of any mode: what the tutorial names.

use rules::{AnyHistory, Pos};

/// A game's board as values, read once.
pub struct Cells {
    side: usize,
    values: Vec<u64>,
}

impl Cells {
    /// The board of `history` as it stands.
    pub fn of(history: &AnyHistory) -> Self {
        let (side, values) = history.cell_values();
        Cells { side, values }
    }

    /// The value at `pos`, 0 for an empty cell or one off the board.
    pub fn value_at(&self, pos: Pos) -> u64 {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        if x < self.side && y < self.side {
            self.values[y * self.side + x]
        } else {
            0
        }
    }
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
            AnyHistory::from(torus).cell_values(),
            (3, vec![2, 4, 8, 16, 2, 4, 8, 16, 2])
        );
        let board = ". 2 .\n4 . .\n. . 8".parse().unwrap();
        let slide: AnyHistory = History::new(rules::twenty48::Game::from_board(board, 1)).into();
        assert_eq!(slide.cell_values(), (3, vec![0, 2, 0, 4, 0, 0, 0, 0, 8]));
        let cells = Cells::of(&slide);
        assert_eq!(cells.value_at(Pos::new(2, 2)), 8);
        assert_eq!(cells.value_at(Pos::new(0, 0)), 0);
        assert_eq!(cells.value_at(Pos::new(5, 0)), 0, "off the board");
    }
}
