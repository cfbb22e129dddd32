//! What the player reads of the best score: a new best's moment, and why a game sets none
//! while it does not count (beside Best, which then no longer follows the score).

use super::grouped;
use crate::model::bests::NotCounted;

/// A new best's line, once the board rests after the move that passed `beaten` (the best
/// the game set out to beat); the game-over box says it too.
pub fn new_best(beaten: u64) -> String {
    format!("A new best! You passed your {}.", grouped(beaten))
}

/// Best's label once the game in play set a new best (the mark stays for the rest of it).
pub const NEW_BEST_LABEL: &str = "New best";

/// Beside Best, in a word: why the game in play does not count for it.
pub fn not_counted_mark(why: NotCounted) -> &'static str {
    match why {
        NotCounted::Solver => "solver",
        NotCounted::Undos => "undos",
        NotCounted::Practice => "practice",
    }
}

/// Why the game in play does not count for the best, in full (a hover, a screen reader).
pub fn not_counted(why: NotCounted) -> &'static str {
    match why {
        NotCounted::Solver => "The solver played in this game: it does not count for your best.",
        NotCounted::Undos => "This game has undos: it does not count for your best.",
        NotCounted::Practice => {
            "A daily game played again is practice: it does not count for your best."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_best_names_the_best_it_passed() {
        assert_eq!(new_best(6_412), "A new best! You passed your 6,412.");
    }

    #[test]
    fn each_reason_a_game_does_not_count_has_its_word_and_its_sentence() {
        for why in [NotCounted::Solver, NotCounted::Undos, NotCounted::Practice] {
            assert!(not_counted(why).ends_with("it does not count for your best."));
            assert!(
                not_counted(why)
                    .to_lowercase()
                    .contains(not_counted_mark(why))
            );
        }
    }
}
