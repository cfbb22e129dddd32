//! What the player reads of the best score: a new best's moment, and why a game sets none
//! while it does not count (beside Best, which then no longer follows the score).

use crate::model::bests::NotCounted;
use crate::model::i18n::tr;

/// A new best's line, once the board rests after the move that passed `beaten` (the best
/// the game set out to beat); the game-over box says it too.
pub fn new_best(beaten: u64) -> String {
    tr::new_best(beaten)
}

/// The status line's sentence `said` (the move's), then a new best's `line`.
pub fn said_then_new_best(said: &str, line: &str) -> String {
    tr::said_then_new_best(said, line)
}

/// Beside Best, in a word: why the game in play does not count for it.
pub fn not_counted_mark(why: NotCounted) -> String {
    match why {
        NotCounted::Solver => tr::not_counted_solver_mark(),
        NotCounted::Undos => tr::not_counted_undos_mark(),
        NotCounted::Practice => tr::not_counted_practice_mark(),
    }
}

/// Why the game in play does not count for the best, in full (a hover, a screen reader).
pub fn not_counted(why: NotCounted) -> String {
    match why {
        NotCounted::Solver => tr::not_counted_solver(),
        NotCounted::Undos => tr::not_counted_undos(),
        NotCounted::Practice => tr::not_counted_practice(),
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
                    .contains(&not_counted_mark(why))
            );
        }
    }
}
