//! Moves as numbers, one at a time: the form a replay code packs each move in
//! ([`Rules::pack_move`]), for a host that takes a game's moves as they are played rather
//! than whole (a live race: the server verifies each move as it arrives).

use std::fmt;

use super::{History, Rules};

/// Why a move given as a number was not played. Either way the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackedMoveError {
    /// The number names no move on this board.
    NoSuchMove(u64),
    /// The move is not a legal one here: the rules' own sentence.
    Illegal(String),
}

impl fmt::Display for PackedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackedMoveError::NoSuchMove(number) => {
                write!(f, "{number} names no move of this board")
            }
            PackedMoveError::Illegal(why) => f.write_str(why.trim_end_matches('.')),
        }
    }
}

impl std::error::Error for PackedMoveError {}

impl<R: Rules> History<R> {
    /// Plays the move that `packed` stands for ([`Rules::unpack_move`] on this board), as
    /// the player's; the game is unchanged when the number names no move or the move is
    /// refused.
    pub fn play_packed(&mut self, packed: u64) -> Result<(), PackedMoveError> {
        let size = self.game().size();
        let mv = R::unpack_move(packed, size).ok_or(PackedMoveError::NoSuchMove(packed))?;
        self.play(mv)
            .map(drop)
            .map_err(|refusal| PackedMoveError::Illegal(refusal.to_string()))
    }

    /// The log's moves as numbers ([`Rules::pack_move`]), in order; `None` if one has no
    /// number (a move no replay code can write either).
    pub fn packed_log(&self) -> Option<Vec<u64>> {
        let size = self.game().size();
        self.log()
            .iter()
            .map(|&mv| R::pack_move(mv, size))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exponentile::Game;
    use crate::twenty48;
    use crate::{AnyHistory, Mode};

    #[test]
    fn a_game_played_by_numbers_is_the_game_played_by_moves() {
        let mut played = History::new(Game::new(42));
        for _ in 0..25 {
            let hint = played.game().hint().unwrap();
            played.play(hint).unwrap();
        }
        let numbers = played.packed_log().unwrap();
        let mut again = History::new(Game::new(42));
        for &number in &numbers {
            again.play_packed(number).unwrap();
        }
        assert_eq!(again, played);
    }

    #[test]
    fn a_number_that_names_no_move_or_an_illegal_one_changes_nothing() {
        let mut history = History::new(twenty48::Game::with_size(7, 4).unwrap());
        let before = history.clone();
        assert_eq!(history.play_packed(4), Err(PackedMoveError::NoSuchMove(4)));
        assert_eq!(history, before);
        // On a flat ExponenTile board no swap crosses the seam; the same number on the
        // cylinder is a swap there.
        let mut flat = AnyHistory::deal(Mode::Exponentile, 5, 8).unwrap();
        let mut refused = None;
        for number in 0..(1 << 8) {
            let mut trial = flat.clone();
            if let Err(err) = trial.play_packed(number) {
                refused = Some((number, err));
                break;
            }
        }
        let (number, err) = refused.expect("some swap is refused");
        let before = flat.clone();
        assert_eq!(flat.play_packed(number), Err(err.clone()));
        assert_eq!(flat, before);
        assert!(!err.to_string().ends_with('.'), "{err}");
    }
}
