//! The tutorial's sentences and the sound's: what the live region says as each step
//! starts, when the tutorial ends, and when the sound goes off or on.

use rules::Pos;

use super::{all_of, place};
use crate::model::i18n::tr;

/// A step starting: its number, what to do, and, for those who cannot see the marks,
/// which tiles they are.
pub fn tutorial_step(number: usize, steps: usize, says: &str, marked: &[(u64, Pos)]) -> String {
    let sentence = tr::tutorial_step(number, steps, says);
    let marks: Vec<String> = marked
        .iter()
        .map(|&(value, pos)| match value {
            0 => tr::marked_empty(&place(pos)),
            value => tr::marked_tile(&value.to_string(), &place(pos)),
        })
        .collect();
    if marks.is_empty() {
        sentence
    } else {
        format!("{sentence} {}", tr::marked(&all_of(&marks)))
    }
}

/// The step's board set out again, because the player's moves left no move on it.
pub fn tutorial_set_out_again(step: &str) -> String {
    tr::tutorial_set_out_again(step)
}

/// Every step done.
pub fn tutorial_done(ending: &str) -> String {
    tr::tutorial_done(ending)
}

/// Back to the player's own game, after the tutorial (`finished`) or a skip.
pub fn tutorial_left(finished: bool) -> String {
    if finished {
        tr::tutorial_left()
    } else {
        tr::tutorial_skipped()
    }
}

/// The mute button or M.
pub fn sound_on(on: bool) -> String {
    if on { tr::sound_on() } else { tr::sound_off() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_names_its_marked_tiles_by_place() {
        assert_eq!(
            tutorial_step(
                1,
                5,
                "Swap them.",
                &[(4, Pos::new(2, 2)), (2, Pos::new(2, 1))]
            ),
            "Step 1 of 5: Swap them. Marked: the 4 at row 3, column 3 and the 2 at row 2, column 3."
        );
        assert_eq!(tutorial_step(4, 5, "Roll.", &[]), "Step 4 of 5: Roll.");
        assert_eq!(
            tutorial_step(
                2,
                3,
                "Slide.",
                &[
                    (2, Pos::new(0, 0)),
                    (0, Pos::new(1, 0)),
                    (2, Pos::new(3, 0))
                ]
            ),
            "Step 2 of 3: Slide. Marked: the 2 at row 1, column 1, the empty cell at row 1, \
             column 2 and the 2 at row 1, column 4."
        );
    }
}
