//! The replay viewer's model: a whole game read from a replay code, played back move by
//! move on the session's board (play and pause, step, jump, speed), and the viewer's
//! keys. The session shows the game at the viewer's position; the viewer never saves and
//! never touches the player's best.

use crate::model::TorusHistory as History;

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
        _ => return None,
    })
}

/// A game being watched: the whole of it, and whether it plays on by itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    whole: History,
    playing: bool,
    speed: Speed,
}

impl Replay {
    /// The replay of `whole` (as the code gave it), paused at the deal, at `speed`.
    pub fn new(whole: History, speed: Speed) -> Self {
        Replay {
            whole,
            playing: false,
            speed,
        }
    }

    /// The whole game, to its end.
    pub fn whole(&self) -> &History {
        &self.whole
    }

    /// How many moves the game has.
    pub fn moves(&self) -> usize {
        self.whole.log().len()
    }

    /// Whether it plays on by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Starts or stops playing on.
    pub fn set_playing(&mut self, playing: bool) {
        self.playing = playing;
    }

    /// The speed it plays at (the viewer's own: the player's setting stays as it is).
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// Sets the speed it plays at.
    pub fn set_speed(&mut self, speed: Speed) {
        self.speed = speed;
    }

    /// The game after its first `position` moves (at most all of them). The undos shown
    /// are the whole game's: the viewer's steps back are no undos.
    pub fn at(&self, position: usize) -> History {
        let log = &self.whole.log()[..position.min(self.moves())];
        // The whole log replayed from this start, so any part of it does.
        History::replayed(self.whole.start().clone(), log.to_vec(), self.whole.undos())
            .unwrap_or_else(|_| self.whole.clone())
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
    use rules::exponentile::Game;

    #[test]
    fn the_viewer_s_keys() {
        let plain = |key| control_for_key(key, Modifiers::NONE);
        assert_eq!(plain(" "), Some(ReplayControl::TogglePlay));
        assert_eq!(plain("ArrowRight"), Some(ReplayControl::Forward));
        assert_eq!(plain("ArrowLeft"), Some(ReplayControl::Back));
        assert_eq!(plain("Home"), Some(ReplayControl::ToStart));
        assert_eq!(plain("End"), Some(ReplayControl::ToEnd));
        assert_eq!(plain("ArrowUp"), None);
        assert_eq!(plain("u"), None);
        let ctrl = Modifiers {
            ctrl: true,
            ..Modifiers::NONE
        };
        assert_eq!(control_for_key("End", ctrl), None);
    }

    #[test]
    fn any_position_is_the_game_after_that_many_moves() {
        let mut whole = History::new(Game::new(42));
        let mut games = vec![whole.game().clone()];
        for _ in 0..20 {
            let m = whole.game().hint().unwrap();
            whole.play(m).unwrap();
            games.push(whole.game().clone());
        }
        let replay = Replay::new(whole.clone(), Speed::Normal);
        for (position, game) in games.iter().enumerate() {
            assert_eq!(replay.at(position).game(), game);
        }
        assert_eq!(replay.at(99), whole, "past the end is the end");
        assert!(!replay.playing());
    }
}
