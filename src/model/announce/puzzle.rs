//! What the live region says of a puzzle: opened, and left. Its refusals and verdicts are
//! the puzzle model's (`crate::model::puzzle`).

use crate::model::i18n::tr;
use crate::model::puzzle::PuzzleError;

/// A puzzle opened in place of the player's game: which, and how to go back (by touch,
/// the Back button; by keys, Escape).
pub fn puzzle_opened(id: &str, touch: bool) -> String {
    if touch {
        tr::puzzle_opened_touch(id)
    } else {
        tr::puzzle_opened(id)
    }
}

/// A puzzle that cannot be had: why; the player's game stays.
pub fn bad_puzzle(error: &PuzzleError) -> String {
    tr::bad_puzzle(&error.to_string(), &tr::own_game_kept())
}

/// Back to the player's game from a puzzle.
pub fn puzzle_left() -> String {
    tr::puzzle_left()
}
