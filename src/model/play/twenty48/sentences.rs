//! 2048's sentences: slides, merges, the win. The rules' refusals are worded here, by
//! their kind.

use rules::Direction;
use rules::twenty48::{Refusal, Report};

use crate::model::announce::undo_count;
use crate::model::i18n::tr;

/// A direction's name (`data-dir`, and the key a message chooses its words by).
pub fn direction_word(dir: Direction) -> &'static str {
    match dir {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
    }
}

/// How to play 2048 by touch, in its help.
pub const TOUCH: &[fn() -> String] = &[tr::touch_swipe];

/// A 2048 game started: which. How to slide is in how to play, in the words of the
/// player's device.
pub fn twenty48_started(seed: u64, size: usize) -> String {
    tr::mode_game_on(rules::Mode::Twenty48.title(), &seed.to_string(), size)
}

/// What a slide did: the merges and the score, and the win or the end.
pub fn slid(report: &Report, score: u64, game_over: bool) -> String {
    let mut out = tr::slid(direction_word(report.dir));
    if !report.merges.is_empty() {
        let made: Vec<String> = report.merges.iter().map(|m| m.value.to_string()).collect();
        out.push(' ');
        out.push_str(&tr::slide_merged(&made.join(&tr::list_separator())));
    }
    out.push(' ');
    out.push_str(&tr::score_is(score));
    if report.first_win {
        out.push(' ');
        out.push_str(&tr::you_win_sentence());
    } else if game_over {
        out.push(' ');
        out.push_str(&tr::no_slide_game_over());
    }
    out
}

/// A slide the rules refused.
pub fn slide_refused(refusal: Refusal, dir: Direction) -> String {
    match refusal {
        Refusal::NothingMoves => tr::nothing_moves(direction_word(dir)),
        Refusal::GameOver => tr::no_slide_game_over(),
    }
}

/// A slide taken back.
pub fn slide_undone(dir: Direction, score: u64, undos: u32) -> String {
    tr::slide_undone(direction_word(dir), score, &undo_count(undos))
}

/// The hinted slide, and the points its merges score (none: it keeps the board in
/// order for what comes).
pub fn slide_hint(dir: Direction, points: u64) -> String {
    match points {
        0 => tr::slide_hint_no_merge(direction_word(dir)),
        points => tr::slide_hint(direction_word(dir), points),
    }
}

/// A slide in words, as an analysis names the move played or the better one.
pub fn slide_words(dir: Direction) -> String {
    tr::move_slide(direction_word(dir))
}

/// The hint on the board's label: `; hint: slide up`.
pub fn board_hint(dir: Direction) -> String {
    tr::board_slide_hint(direction_word(dir))
}

/// A hint or Watch asked for when no slide is left.
pub fn no_slide_left() -> String {
    tr::no_slide_game_over()
}

/// "Keep going" after the win.
pub fn keep_going() -> String {
    tr::keep_going_sentence()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_slide_says_which_way_nothing_moves() {
        assert_eq!(
            slide_refused(Refusal::NothingMoves, Direction::Left),
            "Nothing moves left."
        );
        assert_eq!(
            slide_refused(Refusal::GameOver, Direction::Up),
            "Game over: no move changes the board."
        );
        assert_eq!(
            slide_undone(Direction::Down, 120, 2),
            "Took back the slide down. Score 120, 2 undos."
        );
    }

    #[test]
    fn a_hint_names_the_slide_and_its_points() {
        assert_eq!(slide_hint(Direction::Up, 16), "Hint: slide up: 16 points.");
        assert_eq!(
            slide_hint(Direction::Left, 4096),
            "Hint: slide left: 4,096 points."
        );
        assert_eq!(
            slide_hint(Direction::Right, 0),
            "Hint: slide right: no merge, a better board."
        );
        assert_eq!(no_slide_left(), "Game over: no move changes the board.");
    }
}
