use crate::LoadError;
use crate::save::{RngWords, Save, rows};

use super::board::Board;
use super::game::{Game, WIN_VALUE};

/// A 2048 game saves in ExponenTile's format ([`Save`], same version and fields), with
/// `0` in `board` for an empty cell and `0` in `ids` beside it. The app keeps the two
/// modes' saves under different keys.
impl Game {
    /// The game's save.
    pub fn to_save(&self) -> Save {
        let board = &self.board;
        let values: Vec<u64> = board.rows().concat();
        let ids: Vec<u32> = board
            .cells()
            .iter()
            .zip(&board.ids)
            .map(|(&e, id)| if e == 0 { 0 } else { id.0 })
            .collect();
        let (state, increment) = self.tiles.words();
        Save {
            version: Save::VERSION,
            board: rows(&values, board.size()),
            ids: rows(&ids, board.size()),
            next_id: board.next_id,
            score: self.score,
            moves: self.moves,
            seed: self.seed,
            rng: Some(RngWords { state, increment }),
            solver_moves: self.solver_moves,
            wrap: None,
        }
    }

    /// The game a save holds, checked: a side of 3 to 8, each value 0 or a power of two,
    /// the tiles' ids distinct and below `next_id`.
    pub fn from_save(save: Save) -> Result<Game, LoadError> {
        let sides = Board::MIN_SIZE..=Board::MAX_SIZE;
        let checked = save.checked_board(sides, true)?;
        let board = Board::from_parts(checked.size, &checked.exps, &checked.ids, save.next_id);
        let won = board.highest() >= WIN_VALUE;
        Ok(Game {
            won,
            board,
            tiles: checked.tiles,
            seed: save.seed,
            score: save.score,
            moves: save.moves,
            solver_moves: save.solver_moves.min(save.moves),
            // A won game from a save alone has had its win; a history's marks say
            // otherwise where the player has not answered it yet.
            kept_going: won,
        })
    }

    /// The save as JSON text.
    pub fn to_json(&self) -> String {
        self.to_save().to_json()
    }

    /// The game in a JSON save; anything unreadable is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<Game, LoadError> {
        Game::from_save(Save::from_json(text)?)
    }
}
