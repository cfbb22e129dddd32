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
}

impl Mode {
    /// Every mode, the main game first.
    pub const ALL: [Mode; 2] = [Mode::Exponentorus, Mode::Twenty48];

    /// The mode's name in addresses (`?mode=`), storage and replay codes' words.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Exponentorus => "exponentorus",
            Mode::Twenty48 => "2048",
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
        }
    }

    /// The board sides a new game offers, smallest first. ExponenTorus's are odd, so the
    /// cursor has a centre cell to stay in while the view rolls.
    pub fn sizes(self) -> &'static [usize] {
        match self {
            Mode::Exponentorus => &[5, 7, 9, 11],
            Mode::Twenty48 => &[3, 4, 5, 6, 7, 8],
        }
    }

    /// The side a game has when nothing asks for another.
    pub fn default_size(self) -> usize {
        match self {
            Mode::Exponentorus => 9,
            Mode::Twenty48 => 4,
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
