//! ExponenTorus's sentences: swaps, merges, the hint and Watch, the board's cells. The
//! rules' refusals are worded here, by their kind.

use rules::exponentile::{MoveReport, Refusal};
use rules::{Mode, Pos};

use crate::model::announce::{place, side_unless_default, undo_count};
use crate::model::i18n::tr;

/// How to play ExponenTorus by touch, in its help.
pub const TORUS_TOUCH: &[fn() -> String] = &[tr::touch_flick, tr::touch_roll];

/// A new game of ExponenTorus started.
pub fn torus_started(seed: u64, size: usize) -> String {
    tr::new_game_seed(
        &seed.to_string(),
        &side_unless_default(Mode::Exponentorus, size),
    )
}

/// A tile picked up with Space or Enter.
pub fn picked_up(value: u64, pos: Pos) -> String {
    tr::picked_up(&value.to_string(), &place(pos))
}

/// The picked-up tile put down again.
pub fn put_down() -> String {
    tr::put_down()
}

/// The game is over, said when the player tries to act on it.
pub fn game_over() -> String {
    tr::no_swap_game_over_new()
}

/// A swap the rules refused.
pub fn refused(refusal: Refusal) -> String {
    match refusal {
        Refusal::GameOver => game_over(),
        Refusal::OffBoard => tr::refused_off_board(),
        Refusal::NotNeighbours => tr::refused_not_neighbours(),
        Refusal::NoMatch => tr::refused_no_match(),
    }
}

/// The board's top and bottom edge rolled into the middle of the view: which side is
/// which (said here rather than on a tag over the tiles, which it would hide).
pub fn edge_rolled_in() -> String {
    tr::edge_rolled_in()
}

/// A swap towards the board's top or bottom edge, where rows do not wrap.
pub fn across_the_edge() -> String {
    tr::across_the_edge()
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
    let text = tr::merged(
        &biggest.to_string(),
        report.points,
        report.cascades(),
        score,
    );
    if game_over {
        format!("{text} {}", tr::no_swap_final_score(score))
    } else {
        text
    }
}

/// The hinted move, and why: the points its own match scores for sure, as every mode's
/// hint names them first, and apart from them about what it scores on average with the
/// cascades it may set off (they come from tiles not yet drawn). The second tile is named
/// by where it is from the first: short, as the status line has two lines on a small phone.
pub fn hint(a: (u64, Pos), b: (u64, Pos), sure_points: u64, expected_points: f64) -> String {
    let (tile, place, other, side) = (
        a.0.to_string(),
        place(a.1),
        b.0.to_string(),
        side_of(a.1, b.1),
    );
    match expected_points.round() as u64 {
        with_cascades if with_cascades > sure_points => {
            tr::swap_hint_cascades(&tile, &place, &other, side, sure_points, with_cascades)
        }
        _ => tr::swap_hint(&tile, &place, &other, side, sure_points),
    }
}

/// Where neighbour `b` is from `a`, as the hint's message chooses its words: beside, above
/// or below it, or in the same row at the other end, across the seam.
fn side_of(a: Pos, b: Pos) -> &'static str {
    let step = |from: u8, to: u8| i32::from(to) - i32::from(from);
    match (step(a.x, b.x), step(a.y, b.y)) {
        (0, -1) => "above",
        (0, 1) => "below",
        (-1, 0) => "left",
        (1, 0) => "right",
        _ => "seam",
    }
}

/// A swap in words, as an analysis names the move played or the better one.
pub fn swap_words(a: (u64, Pos), b: (u64, Pos)) -> String {
    tr::move_swap(&a.0.to_string(), &place(a.1), &b.0.to_string(), &place(b.1))
}

/// A hint asked for when there is no move.
pub fn no_hint() -> String {
    tr::no_swap_game_over()
}

/// A move taken back: the swap's two tiles, as they are again, and the undos so far.
pub fn undone(a: (u64, Pos), b: (u64, Pos), undos: u32) -> String {
    tr::swap_undone(
        &a.0.to_string(),
        &place(a.1),
        &b.0.to_string(),
        &place(b.1),
        &undo_count(undos),
    )
}

/// A board cell's label in the ARIA grid: its value and place, and its marks.
pub fn cell_label(value: u64, pos: Pos, cursor: bool, picked_up: bool, hint: bool) -> String {
    let mut text = tr::cell(&value.to_string(), &place(pos));
    for (marked, mark) in [
        (cursor, tr::cell_cursor as fn() -> String),
        (picked_up, tr::cell_picked_up),
        (hint, tr::cell_hint),
    ] {
        if marked {
            text.push_str(&tr::list_separator());
            text.push_str(&mark());
        }
    }
    text
}

/// The board's own label.
pub fn board_label(size: usize) -> String {
    tr::torus_board_label(size)
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
        assert_eq!(refused(Refusal::OffBoard), Refusal::OffBoard.to_string());
        assert_eq!(
            refused(Refusal::NotNeighbours),
            Refusal::NotNeighbours.to_string()
        );
        assert!(refused(Refusal::NoMatch).starts_with("No match"));
        assert_eq!(
            refused(Refusal::GameOver),
            "Game over: no swap makes a match. Press N for a new game."
        );
        assert_eq!(no_hint(), "Game over: no swap makes a match.");
        assert_eq!(
            hint((8, Pos::new(2, 2)), (2, Pos::new(2, 3)), 16, 16.4),
            "Hint: swap the 8 at row 3, column 3 with the 2 below it: 16 points."
        );
    }

    #[test]
    fn a_hint_says_its_sure_points_and_what_cascades_may_add_apart() {
        // The figures of the issue: "about 388 points" for a swap whose match scored 88.
        assert_eq!(
            hint((8, Pos::new(2, 2)), (2, Pos::new(2, 1)), 88, 388.0),
            "Hint: swap the 8 at row 3, column 3 with the 2 above it: 88 points, about 388 \
             with cascades."
        );
        assert_eq!(
            hint((1024, Pos::new(0, 0)), (2, Pos::new(8, 0)), 2048, 3300.6),
            "Hint: swap the 1024 at row 1, column 1 with the 2 across the seam: 2,048 points, \
             about 3,301 with cascades."
        );
        for (b, words) in [
            (Pos::new(1, 0), "to its right"),
            (Pos::new(0, 1), "below it"),
        ] {
            assert!(hint((4, Pos::new(0, 0)), (2, b), 8, 8.0).contains(words));
        }
        assert!(hint((4, Pos::new(3, 3)), (2, Pos::new(2, 3)), 8, 8.0).contains("to its left"));
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
