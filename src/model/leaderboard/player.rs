//! The player, as the leaderboards know them: a name, asked once and kept (Settings edits
//! it), and a token, 128 random bits made on the first post, sent to the game's own server
//! only and never shown. Whoever holds the token is the player, so it goes with the saves
//! into backups. Kept as JSON under [`PLAYER_KEY`](crate::model::keys::PLAYER_KEY).

use std::fmt;

use crate::model::i18n::tr;

use serde::{Deserialize, Serialize};

/// The longest name, in characters (the server's limit too).
const MAX_NAME_CHARS: usize = 24;

/// The player: what the boards call them, and the token that makes their posts theirs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The name, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The token: 32 lowercase hexadecimal digits, once the first game was posted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

impl Player {
    /// The player kept as `text`; one that does not read (or whose token is not one the
    /// game made) is no player, and the next post makes a new token.
    pub fn from_json(text: &str) -> Player {
        serde_json::from_str::<Player>(text)
            .map(Player::checked)
            .unwrap_or_default()
    }

    /// The player with only what the game would have made of them: a token that is not
    /// one the game makes, or a name the boards refuse, is dropped (a backup edited by
    /// hand cannot put either into storage).
    pub fn checked(self) -> Player {
        Player {
            token: self.token.filter(|t| valid_token(t)),
            name: self.name.and_then(|n| check_name(&n).ok()),
        }
    }

    /// The player as kept.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The player once the boards forgot them: the token goes, so that a later post makes
    /// a new one (a new player, nothing linking it to the games deleted); the name stays,
    /// as this browser's choice for the next post.
    pub fn forget(&mut self) {
        self.token = None;
    }

    /// The token, made from `random` (16 random bytes) if the player has none yet.
    pub fn token_or_make(&mut self, random: [u8; 16]) -> &str {
        self.token.get_or_insert_with(|| token_from_bytes(random))
    }
}

/// A token of 16 random bytes: 32 lowercase hexadecimal digits.
pub fn token_from_bytes(bytes: [u8; 16]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `token` is one the game makes.
pub(crate) fn valid_token(token: &str) -> bool {
    token.len() == 32
        && token
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Why a name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// Longer than the limit (this many characters).
    TooLong(usize),
    /// A control character, or one that turns the text's direction.
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            NameError::Empty => tr::name_empty(),
            NameError::TooLong(n) => tr::name_too_long(MAX_NAME_CHARS, *n),
            NameError::Control => tr::name_control(),
        })
    }
}

/// `name` trimmed, if the boards take it: 1 to 24 characters, no control character, no
/// bidi mark, embedding, override or isolate, no line or paragraph separator. The server
/// checks the same after Unicode NFC (which the app leaves to it: the tables would weigh
/// on the wasm), so a name with combining marks may come back a little shorter.
pub fn check_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    let chars = name.chars().count();
    if chars == 0 {
        Err(NameError::Empty)
    } else if chars > MAX_NAME_CHARS {
        Err(NameError::TooLong(chars))
    } else if name.chars().any(|c| {
        c.is_control()
            || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
    }) {
        Err(NameError::Control)
    } else {
        Ok(name.to_owned())
    }
}
