//! The games already posted from this browser, so that after a reload the game-over box of
//! a posted game shows how its post went rather than offering it again. A game is known by
//! a 64-bit hash of its replay code (FNV-1a), not by the code, which runs to kilobytes for
//! a long game; with at most [`MAX_POSTED`] kept, two games sharing a hash is not a
//! concern. Kept as JSON under [`POSTED_KEY`](crate::model::keys::POSTED_KEY); forgetting the player empties it.

use serde::{Deserialize, Serialize};

/// At most this many posted games are remembered; a newer one pushes the oldest out (the
/// game-over box shows one game: the last few are the ones a reload can bring back).
pub const MAX_POSTED: usize = 20;

/// One game posted: its code's hash and the server's sentence about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedGame {
    /// [`code_hash`] of its replay code.
    pub hash: String,
    /// What the server said ("Your game is on the board: 12th of 345.").
    pub message: String,
}

/// The games posted, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedGames {
    /// The games.
    pub games: Vec<PostedGame>,
}

impl PostedGames {
    /// The list kept as `text`; one that does not read is empty (a posted game is then
    /// offered again, and the server answers that it is on the board already).
    pub fn from_json(text: &str) -> PostedGames {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The list as kept.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Remembers the game of `code` as posted, with the server's `message` (the newest
    /// word replaces an older one about the same game).
    pub fn record(&mut self, code: &str, message: &str) {
        let hash = code_hash(code);
        self.games.retain(|game| game.hash != hash);
        self.games.push(PostedGame {
            hash,
            message: message.to_owned(),
        });
        let over = self.games.len().saturating_sub(MAX_POSTED);
        self.games.drain(..over);
    }

    /// What the server said of the game of `code`, if it was posted from here.
    pub fn message_of(&self, code: &str) -> Option<&str> {
        let hash = code_hash(code);
        self.games
            .iter()
            .find(|game| game.hash == hash)
            .map(|game| game.message.as_str())
    }
}

/// The 64-bit FNV-1a hash of `code`, as 16 hexadecimal digits.
pub fn code_hash(code: &str) -> String {
    let hash = code.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}
