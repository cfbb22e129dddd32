//! The games offered, each a mode: its names, the board sides it offers, and which rules
//! play it. One list for the app, its links and storage, replay codes and the server.

use std::fmt;

/// A game mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// ExponenTile on a cylinder, the main game ([`exponentile`](crate::exponentile)).
    Exponentorus,
    /// Classic 2048 ([`twenty48`](crate::twenty48)).
    Twenty48,
    /// The original ExponenTile: its rules on a flat board, whose columns do not wrap
    /// ([`exponentile`](crate::exponentile), [`Topology::Flat`](crate::exponentile::Topology)).
    Exponentile,
}

impl Mode {
    /// Every mode, in the one order every list of them takes (the README's, the New game
    /// dialog's, the leaderboards'): the main game, then the original it is made from, then
    /// the classic.
    pub const ALL: [Mode; 3] = [Mode::Exponentorus, Mode::Exponentile, Mode::Twenty48];

    /// The main game: the one an address without a mode opens, whose storage keys and
    /// sentences are older than the modes.
    pub const MAIN: Mode = Mode::Exponentorus;

    /// The mode's name in addresses (`?mode=`), storage and replay codes' words.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Exponentorus => "exponentorus",
            Mode::Twenty48 => "2048",
            Mode::Exponentile => "exponentile",
        }
    }

    /// The mode named `name` ([`Mode::name`]), if any.
    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.name() == name)
    }

    /// The mode's name for people.
    pub fn title(self) -> &'static str {
        match self {
            Mode::Exponentorus => "ExponenTorus",
            Mode::Twenty48 => "2048",
            Mode::Exponentile => "ExponenTile",
        }
    }

    /// The board sides a new game offers, smallest first. ExponenTorus's are odd, so the
    /// cursor has a centre cell to stay in while the view rolls; a flat board stays still,
    /// so ExponenTile's may be even, around the original's 8×8.
    pub fn sizes(self) -> &'static [usize] {
        match self {
            Mode::Exponentorus => &[5, 7, 9, 11],
            Mode::Twenty48 => &[3, 4, 5, 6, 7, 8],
            Mode::Exponentile => &[6, 7, 8, 9, 10],
        }
    }

    /// The side a game has when nothing asks for another.
    pub fn default_size(self) -> usize {
        match self {
            Mode::Exponentorus => 9,
            Mode::Twenty48 => 4,
            Mode::Exponentile => 8,
        }
    }

    /// Whether the board's left and right edges are neighbours (a cylinder).
    pub fn columns_wrap(self) -> bool {
        match self {
            Mode::Exponentorus => true,
            Mode::Twenty48 | Mode::Exponentile => false,
        }
    }

    /// Whether a new game offers side `size`.
    pub fn offers(self, size: usize) -> bool {
        self.sizes().contains(&size)
    }

    /// The mode's number in a replay code.
    pub(crate) fn code(self) -> u8 {
        match self {
            Mode::Exponentorus => 0,
            Mode::Twenty48 => 1,
            Mode::Exponentile => 2,
        }
    }

    /// The mode of number `code` in a replay code.
    pub(crate) fn from_code(code: u8) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.code() == code)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_is_found_by_its_name_and_its_code() {
        for mode in Mode::ALL {
            assert_eq!(Mode::from_name(mode.name()), Some(mode));
            assert_eq!(Mode::from_code(mode.code()), Some(mode));
            assert!(mode.offers(mode.default_size()), "{mode}");
            assert!(mode.sizes().is_sorted(), "{mode}");
        }
        // The codes are the replay codes' own, whatever order the list takes.
        let codes: Vec<u8> = Mode::ALL.iter().map(|m| m.code()).collect();
        assert_eq!(codes, [0, 2, 1]);
        assert_eq!(Mode::from_name("exponentile"), Some(Mode::Exponentile));
        assert_eq!(Mode::Exponentile.to_string(), "ExponenTile");
        assert_eq!(Mode::Exponentile.sizes(), [6, 7, 8, 9, 10]);
        assert_eq!(Mode::Exponentile.default_size(), 8);
        assert_eq!(Mode::from_code(3), None);
    }
}
