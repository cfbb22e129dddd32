//! The keyboard adapter: a pure map from a key (as `KeyboardEvent.key` names it) and its
//! modifiers to a game [`Action`]. The browser listener only translates events into calls
//! of [`action_for_key`]; it calls `preventDefault` exactly when this returns `Some`, so
//! every key the game does not use keeps its browser meaning.

use rules::Direction;

/// What a key asks the game to do. Whether a [`Action::Step`] rolls the view or swaps a
/// picked-up tile depends on the game's state, which this module knows nothing about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Arrows / WASD: move the cursor over the board (the view rolls under the fixed
    /// centre cursor), or, with a tile picked up, swap it with that neighbour.
    Step(Direction),
    /// Space / Enter: pick up the tile under the cursor, or put a picked-up tile down.
    Pick,
    /// Escape: put a picked-up tile down, close a panel.
    Cancel,
    /// Home / C: roll the view back so the board sits unshifted.
    Recentre,
    /// N: start a new game (asks first when a game is under way).
    NewGame,
    /// H: mark the best move.
    Hint,
    /// ?: show or hide how to play.
    Help,
    /// U, Ctrl+Z / Cmd+Z: take back the last move.
    Undo,
    /// Shift+U, Ctrl+Shift+Z / Cmd+Shift+Z, Ctrl+Y: play a taken-back move again.
    Redo,
    /// P: the solver plays (Watch), or stops.
    Watch,
    /// T: open or close the statistics.
    Stats,
    /// M: sound off, or on again.
    Mute,
    /// L: open or close the leaderboard.
    Leaderboard,
}

/// The modifier keys held with a key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Control.
    pub ctrl: bool,
    /// Alt / Option.
    pub alt: bool,
    /// Meta / Command / Windows.
    pub meta: bool,
    /// Shift: allowed, since `?` needs it on most layouts and caps lock gives `W`.
    pub shift: bool,
}

impl Modifiers {
    /// No modifier held.
    pub const NONE: Modifiers = Modifiers {
        ctrl: false,
        alt: false,
        meta: false,
        shift: false,
    };
}

/// The game action for `key`, or `None` for keys the game leaves to the browser: any key
/// pressed with Ctrl, Alt or Meta (browser and system shortcuts such as Ctrl+R or Alt+←
/// must keep working) and every key the game does not use.
pub fn action_for_key(key: &str, modifiers: Modifiers) -> Option<Action> {
    if modifiers.alt {
        return None;
    }
    if modifiers.ctrl || modifiers.meta {
        // The platform's undo and redo; every other shortcut keeps its browser meaning.
        return match (key, modifiers.shift) {
            ("z" | "Z", false) => Some(Action::Undo),
            ("z" | "Z", true) | ("y" | "Y", false) => Some(Action::Redo),
            _ => None,
        };
    }
    let action = match key {
        "ArrowUp" | "Up" | "w" | "W" => Action::Step(Direction::Up),
        "ArrowDown" | "Down" | "s" | "S" => Action::Step(Direction::Down),
        "ArrowLeft" | "Left" | "a" | "A" => Action::Step(Direction::Left),
        "ArrowRight" | "Right" | "d" | "D" => Action::Step(Direction::Right),
        " " | "Spacebar" | "Enter" => Action::Pick,
        "Escape" | "Esc" => Action::Cancel,
        "Home" | "c" | "C" => Action::Recentre,
        "n" | "N" => Action::NewGame,
        "h" | "H" => Action::Hint,
        "?" => Action::Help,
        // Shift makes it redo; caps lock alone does not.
        "u" | "U" if modifiers.shift => Action::Redo,
        "u" | "U" => Action::Undo,
        "p" | "P" => Action::Watch,
        "t" | "T" => Action::Stats,
        "m" | "M" => Action::Mute,
        "l" | "L" => Action::Leaderboard,
        _ => return None,
    };
    Some(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(key: &str) -> Option<Action> {
        action_for_key(key, Modifiers::NONE)
    }

    #[test]
    fn arrows_and_wasd_step_in_the_same_four_directions() {
        for (arrow, letter, dir) in [
            ("ArrowUp", "w", Direction::Up),
            ("ArrowDown", "s", Direction::Down),
            ("ArrowLeft", "a", Direction::Left),
            ("ArrowRight", "d", Direction::Right),
        ] {
            assert_eq!(plain(arrow), Some(Action::Step(dir)), "{arrow}");
            assert_eq!(plain(letter), Some(Action::Step(dir)), "{letter}");
            assert_eq!(
                plain(&letter.to_uppercase()),
                Some(Action::Step(dir)),
                "caps lock {letter}"
            );
        }
    }

    #[test]
    fn space_and_enter_pick_escape_cancels() {
        assert_eq!(plain(" "), Some(Action::Pick));
        assert_eq!(plain("Enter"), Some(Action::Pick));
        assert_eq!(plain("Escape"), Some(Action::Cancel));
    }

    #[test]
    fn home_and_c_recentre() {
        assert_eq!(plain("Home"), Some(Action::Recentre));
        assert_eq!(plain("c"), Some(Action::Recentre));
        assert_eq!(plain("C"), Some(Action::Recentre));
    }

    #[test]
    fn undo_and_redo_keys() {
        let with = |ctrl, meta, shift| Modifiers {
            ctrl,
            meta,
            shift,
            alt: false,
        };
        assert_eq!(plain("u"), Some(Action::Undo));
        assert_eq!(plain("U"), Some(Action::Undo), "caps lock");
        assert_eq!(
            action_for_key("U", with(false, false, true)),
            Some(Action::Redo)
        );
        assert_eq!(
            action_for_key("z", with(true, false, false)),
            Some(Action::Undo)
        );
        assert_eq!(
            action_for_key("z", with(false, true, false)),
            Some(Action::Undo)
        );
        assert_eq!(
            action_for_key("Z", with(true, false, true)),
            Some(Action::Redo)
        );
        assert_eq!(
            action_for_key("Z", with(false, true, true)),
            Some(Action::Redo)
        );
        assert_eq!(
            action_for_key("y", with(true, false, false)),
            Some(Action::Redo)
        );
        // Every other shortcut stays the browser's: Ctrl+R reloads, Ctrl+W closes.
        for key in ["r", "w", "h", "n", "ArrowLeft", " "] {
            assert_eq!(action_for_key(key, with(true, false, false)), None, "{key}");
        }
        assert_eq!(
            action_for_key(
                "z",
                Modifiers {
                    alt: true,
                    ..Modifiers::NONE
                }
            ),
            None
        );
    }

    #[test]
    fn letters_for_new_game_hint_and_help() {
        assert_eq!(plain("n"), Some(Action::NewGame));
        assert_eq!(plain("H"), Some(Action::Hint));
        let shifted = Modifiers {
            shift: true,
            ..Modifiers::NONE
        };
        assert_eq!(action_for_key("?", shifted), Some(Action::Help));
        assert_eq!(plain("p"), Some(Action::Watch));
        assert_eq!(plain("P"), Some(Action::Watch));
        assert_eq!(plain("m"), Some(Action::Mute));
        assert_eq!(plain("M"), Some(Action::Mute), "caps lock");
    }

    #[test]
    fn keys_with_ctrl_alt_or_meta_pass_through() {
        for modifiers in [
            Modifiers {
                ctrl: true,
                ..Modifiers::NONE
            },
            Modifiers {
                alt: true,
                ..Modifiers::NONE
            },
            Modifiers {
                meta: true,
                ..Modifiers::NONE
            },
        ] {
            for key in ["ArrowLeft", "r", "n", " ", "Enter", "w", "Home"] {
                assert_eq!(action_for_key(key, modifiers), None, "{key} {modifiers:?}");
            }
        }
    }

    #[test]
    fn stray_keys_do_nothing() {
        for key in [
            "x", "Tab", "F5", "PageDown", "1", "Shift", "Control", "", "Dead", "é",
        ] {
            assert_eq!(plain(key), None, "{key:?}");
        }
    }
}
