//! ExponenTorus's sentences: swaps, merges, the hint and Watch, the board's cells.

use rules::exponentile::{MoveReport, Refusal};
use rules::{Mode, Pos};

use crate::model::announce::{place, side_unless_default, undo_count};
use crate::model::numbers::grouped;

/// How to play ExponenTorus by touch, in its help.
pub const TORUS_TOUCH: &[&str] = &[
    "Flick a tile towards a neighbour to swap them, or tap one tile, then the other",
    "Drag with two fingers to roll the board sideways",
];

/// A new game of ExponenTorus started.
pub fn torus_started(seed: u64, size: usize) -> String {
    format!(
        "New game, seed {seed}{}.",
        side_unless_default(Mode::Exponentorus, size)
    )
}

/// A tile picked up with Space or Enter.
pub fn picked_up(value: u64, pos: Pos) -> String {
    format!(
        "Picked up the {value} at {}. Press an arrow to swap it, Escape to put it down.",
        place(pos)
    )
}

/// The picked-up tile put down again.
pub fn put_down() -> String {
    "Put down.".to_owned()
}

/// The game is over, said when the player tries to act on it.
pub fn game_over() -> String {
    format!("{} Press N for a new game.", Refusal::GameOver)
}

/// A swap the rules refused.
pub fn refused(refusal: Refusal) -> String {
    match refusal {
        Refusal::GameOver => game_over(),
        other => other.to_string(),
    }
}

/// The board's top and bottom edge rolled into the middle of the view: which side is
/// which (said here rather than on a tag over the tiles, which it would hide).
pub fn edge_rolled_in() -> String {
    "The bold line is the board's top and bottom edge: above it the bottom row, below it the top row."
        .to_owned()
}

/// A swap towards the board's top or bottom edge, where rows do not wrap.
pub fn across_the_edge() -> String {
    "Can't swap across the board's top and bottom edge: only the sides wrap.".to_owned()
}

/// An accepted move: what it merged into, the points, the cascades, the score, and the end
/// of the game if it ended it.
pub fn merged(report: &MoveReport, score: u64, game_over: bool) -> String {
    let biggest = report
        .passes
        .iter()
        .flat_map(|p| p.merges.iter().map(|m| m.value))
        .max()
        .unwrap_or(0);
    let mut text = format!("Merged into {biggest}, +{} points", grouped(report.points));
    match report.cascades() {
        0 => {}
        1 => text.push_str(", 1 cascade"),
        n => text.push_str(&format!(", {n} cascades")),
    }
    text.push_str(&format!(". Score {}.", grouped(score)));
    if game_over {
        text.push_str(&format!(
            " {} Final score {}.",
            Refusal::GameOver,
            grouped(score)
        ));
    }
    text
}

/// The hinted move, and why: the points the solver expects it to score, cascades
/// included (short: the status line has two lines on a small phone).
pub fn hint(a: (u64, Pos), b: (u64, Pos), expected_points: f64) -> String {
    format!(
        "Hint: swap the {} at {} with the {} at {}: about {} points.",
        a.0,
        place(a.1),
        b.0,
        place(b.1),
        expected_points.round() as u64
    )
}

/// A swap in words, as an analysis names the move played or the better one.
pub fn swap_words(a: (u64, Pos), b: (u64, Pos)) -> String {
    format!(
        "swap the {} at {} with the {} at {}",
        a.0,
        place(a.1),
        b.0,
        place(b.1)
    )
}

/// A hint asked for when there is no move.
pub fn no_hint() -> String {
    Refusal::GameOver.to_string()
}

/// A move taken back: the swap's two tiles, as they are again, and the undos so far.
pub fn undone(a: (u64, Pos), b: (u64, Pos), undos: u32) -> String {
    format!(
        "Undone: the swap of the {} at {} with the {} at {}. {} this game.",
        a.0,
        place(a.1),
        b.0,
        place(b.1),
        undo_count(undos)
    )
}

/// A board cell's label in the ARIA grid: its value and place, and its marks.
pub fn cell_label(value: u64, pos: Pos, cursor: bool, picked_up: bool, hint: bool) -> String {
    let mut text = format!("{value}, {}", place(pos));
    if cursor {
        text.push_str(", cursor");
    }
    if picked_up {
        text.push_str(", picked up");
    }
    if hint {
        text.push_str(", hint");
    }
    text
}

/// The board's own label.
pub fn board_label(size: usize) -> String {
    format!("Board, {size} by {size}. The cursor is the centre cell.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::TileId;
    use rules::exponentile::{Merge, Move, PassReport};

    fn report(values: &[u64]) -> MoveReport {
        let pass = |value: u64| PassReport {
            merges: vec![Merge {
                origin: Pos::new(0, 0),
                origin_id: TileId(0),
                value,
                merged: Vec::new(),
                points: value,
            }],
            falls: Vec::new(),
            spawns: Vec::new(),
        };
        MoveReport {
            swap: Move {
                a: Pos::new(0, 0),
                b: Pos::new(1, 0),
            },
            passes: values.iter().map(|&v| pass(v)).collect(),
            points: values.iter().sum(),
        }
    }

    #[test]
    fn a_merge_names_its_biggest_tile_points_cascades_and_score() {
        assert_eq!(
            merged(&report(&[8]), 108, false),
            "Merged into 8, +8 points. Score 108."
        );
        assert_eq!(
            merged(&report(&[8, 32]), 40, false),
            "Merged into 32, +40 points, 1 cascade. Score 40."
        );
        assert_eq!(
            merged(&report(&[8, 4, 16]), 28, false),
            "Merged into 16, +28 points, 2 cascades. Score 28."
        );
    }

    #[test]
    fn the_last_move_says_the_game_is_over_in_the_sims_words() {
        let text = merged(&report(&[8]), 500, true);
        assert!(
            text.ends_with("Game over: no swap makes a match. Final score 500."),
            "{text}"
        );
    }

    #[test]
    fn refusals_are_the_sims_words_and_game_over_says_what_to_do() {
        assert_eq!(refused(Refusal::NoMatch), Refusal::NoMatch.to_string());
        assert!(refused(Refusal::NoMatch).starts_with("No match"));
        assert_eq!(
            refused(Refusal::GameOver),
            "Game over: no swap makes a match. Press N for a new game."
        );
        assert_eq!(no_hint(), "Game over: no swap makes a match.");
        assert_eq!(
            hint((8, Pos::new(2, 2)), (2, Pos::new(2, 3)), 35.6),
            "Hint: swap the 8 at row 3, column 3 with the 2 at row 4, column 3: about 36 \
             points."
        );
    }

    #[test]
    fn a_cells_label_lists_its_marks() {
        assert_eq!(
            cell_label(64, Pos::new(4, 4), true, true, true),
            "64, row 5, column 5, cursor, picked up, hint"
        );
        assert_eq!(
            cell_label(2, Pos::new(0, 0), false, false, false),
            "2, row 1, column 1"
        );
    }
}
