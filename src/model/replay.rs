//! The replay viewer's model: a whole game read from a replay code, played back move by
//! move on the mode's board (play and pause, step, jump, speed), its analysis
//! ([`super::review`]), and the viewer's keys.
//! The session shows the game at the viewer's position; the viewer never saves and never
//! touches the player's best.

use super::input::Modifiers;
use super::settings::Speed;

/// What the viewer's controls and keys ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayControl {
    /// Space / K: play from here, or pause.
    TogglePlay,
    /// → / L: the next move, animated.
    Forward,
    /// ← / J: back one move, animated.
    Back,
    /// Home: the deal, before the first move.
    ToStart,
    /// End: the game's end.
    ToEnd,
    /// The scrubber: the game after this many moves.
    Seek(usize),
    /// The speed menu.
    SetSpeed(Speed),
    /// A: analyse the game (or, under way, nothing more).
    Analyse,
    /// The analysis's Cancel.
    CancelAnalysis,
    /// B: the better move shown on the board, or not.
    ToggleBetter,
    /// P: the better move played out on the board, or back to the game.
    PlayBetter,
    /// Escape: back to the game from the better move played out, or the analysis
    /// cancelled.
    Escape,
}

/// The viewer's control for `key`, or `None` for keys it leaves to the browser (and any
/// key with Ctrl, Alt or Meta).
pub fn control_for_key(key: &str, modifiers: Modifiers) -> Option<ReplayControl> {
    if modifiers.ctrl || modifiers.alt || modifiers.meta {
        return None;
    }
    Some(match key {
        " " | "Spacebar" | "k" | "K" => ReplayControl::TogglePlay,
        "ArrowRight" | "Right" | "l" | "L" => ReplayControl::Forward,
        "ArrowLeft" | "Left" | "j" | "J" => ReplayControl::Back,
        "Home" => ReplayControl::ToStart,
        "End" => ReplayControl::ToEnd,
        "a" | "A" => ReplayControl::Analyse,
        "b" | "B" => ReplayControl::ToggleBetter,
        "p" | "P" => ReplayControl::PlayBetter,
        "Escape" | "Esc" => ReplayControl::Escape,
        _ => return None,
    })
}

/// The replay viewer's own state: whether it plays on by itself, and at what speed. The
/// game watched is the mode's play's ([`crate::model::play::Moves::replaying`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayState {
    /// Whether it plays on by itself.
    pub playing: bool,
    /// The speed it plays at (the viewer's own: the player's setting stays as it is).
    pub speed: Speed,
}

impl ReplayState {
    /// A viewer paused at the deal, at `speed`.
    pub fn new(speed: Speed) -> Self {
        ReplayState {
            playing: false,
            speed,
        }
    }

    /// The pause after each move while playing on, in milliseconds: the moves' own
    /// animations pace the rest, and at instant speed this is all there is.
    pub fn pause_millis(&self) -> u32 {
        match self.speed {
            Speed::Instant => 120,
            speed => speed.scale(250),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_viewer_s_keys() {
        let plain = |key| control_for_key(key, Modifiers::NONE);
        assert_eq!(plain(" "), Some(ReplayControl::TogglePlay));
        assert_eq!(plain("ArrowRight"), Some(ReplayControl::Forward));
        assert_eq!(plain("ArrowLeft"), Some(ReplayControl::Back));
        assert_eq!(plain("Home"), Some(ReplayControl::ToStart));
        assert_eq!(plain("End"), Some(ReplayControl::ToEnd));
        assert_eq!(plain("a"), Some(ReplayControl::Analyse));
        assert_eq!(plain("B"), Some(ReplayControl::ToggleBetter));
        assert_eq!(plain("p"), Some(ReplayControl::PlayBetter));
        assert_eq!(plain("Escape"), Some(ReplayControl::Escape));
        assert_eq!(plain("ArrowUp"), None);
        assert_eq!(plain("u"), None);
        let ctrl = Modifiers {
            ctrl: true,
            ..Modifiers::NONE
        };
        assert_eq!(control_for_key("End", ctrl), None);
    }
}
