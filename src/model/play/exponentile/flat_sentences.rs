//! ExponenTile's own sentences: the original's flat board, whose cursor moves over a board
//! that stays still and whose sides do not wrap. Its swaps, merges, hints and undos are
//! said as ExponenTorus's are.

use rules::Direction;

use crate::model::i18n::tr;

/// How to play ExponenTile by touch, in its help.
pub const FLAT_TOUCH: &[fn() -> String] = &[tr::touch_flick];

/// An ExponenTile game started: which. How to play is in the panel.
pub fn exponentile_started(seed: u64, size: usize) -> String {
    tr::mode_game_on(rules::Mode::Exponentile.title(), &seed.to_string(), size)
}

/// The cursor asked to go past the board's edge, where a flat board ends.
pub fn cursor_at_edge(dir: Direction) -> String {
    match dir {
        Direction::Up => tr::cursor_at_top(),
        Direction::Down => tr::cursor_at_bottom(),
        Direction::Left => tr::cursor_at_left(),
        Direction::Right => tr::cursor_at_right(),
    }
}

/// A swap towards an edge of a flat board, none of which wraps.
pub fn across_a_flat_edge() -> String {
    tr::across_a_flat_edge()
}

/// The flat board's own label.
pub fn flat_board_label(size: usize) -> String {
    tr::flat_board_label(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flat_board_s_sentences() {
        assert_eq!(exponentile_started(7, 8), "ExponenTile, game 7 on 8 by 8.");
        assert_eq!(
            cursor_at_edge(Direction::Left),
            "The cursor is at the board's left edge."
        );
        assert_eq!(
            cursor_at_edge(Direction::Down),
            "The cursor is at the board's bottom edge."
        );
        assert!(across_a_flat_edge().contains("does not wrap"));
        assert_eq!(
            flat_board_label(6),
            "Board, 6 by 6. The arrows move the cursor."
        );
    }
}
