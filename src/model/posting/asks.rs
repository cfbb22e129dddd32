//! What the page tells the posting ([`PostingIntent`]), what the posting asks it to send
//! ([`Request`]), and what storage keeps of it ([`Kept`]): plain data, like the session's
//! intents and effects.

use crate::model::keys::{PENDING_KEY, PLAYER_KEY, POSTED_KEY};
use crate::model::leaderboard::{Answer, Pending, Player, PostedGames};
use crate::model::storage::KeyValue;

/// What storage keeps of the posting: the player, the posts waiting, the games posted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// The player.
    pub player: Player,
    /// The posts waiting.
    pub pending: Pending,
    /// The games posted from this browser.
    pub posted: PostedGames,
}

impl Kept {
    /// What `store` keeps; anything unreadable is nothing kept.
    pub fn read(store: &impl KeyValue) -> Kept {
        let read = |key| store.get(key).ok().flatten().unwrap_or_default();
        Kept {
            player: Player::from_json(&read(PLAYER_KEY)),
            pending: Pending::from_json(&read(PENDING_KEY)),
            posted: PostedGames::from_json(&read(POSTED_KEY)),
        }
    }
}

/// What a request to the leaderboard server was for; its answer comes back with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Posting the game of this replay code.
    Post(String),
    /// Telling the boards the player's new name.
    Rename(String),
    /// Asking the boards to forget the player.
    Forget,
}

/// A request for the page to send to the game's own server, as the player of `token`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The HTTP method.
    pub method: &'static str,
    /// The address, relative to the game's base.
    pub path: &'static str,
    /// The player's token.
    pub token: String,
    /// The JSON body, if any.
    pub body: Option<String>,
    /// What it is for: sent back with the answer.
    pub asked: Asked,
}

/// What the page tells the posting.
#[derive(Clone, Debug, PartialEq)]
pub enum PostingIntent {
    /// What storage keeps (read at the page's start): then every post waiting is sent.
    Opened {
        /// The player, the posts waiting and the games posted, as kept.
        kept: Kept,
        /// The epoch milliseconds.
        now_ms: u64,
    },
    /// The posts waiting to send: every one (`all`: the page came back online), or those
    /// due (the timer of [`Effect::WakePosts`](crate::model::Effect::WakePosts) ran out).
    SendWaiting {
        /// Every one, rather than those due.
        all: bool,
        /// The epoch milliseconds.
        now_ms: u64,
    },
    /// "Post to the leaderboard" for the game of `code`.
    Post {
        /// The game's replay code.
        code: String,
        /// The name the player gave, when it was asked first.
        name: Option<String>,
        /// 16 random bytes for the player's token, if one must be made (`None`: the
        /// browser has no generator).
        random: Option<[u8; 16]>,
        /// The epoch milliseconds.
        now_ms: u64,
    },
    /// The page is going (closed, reloaded, left): the posts it has on their way are given
    /// back, so that the next page sends them rather than wait for an answer that will
    /// not come to this one; nothing is sent from it until it shows again.
    Leaving,
    /// The page shows again (from the browser's back-forward cache, or its load): the
    /// posts waiting are sent, every one.
    Shown {
        /// The epoch milliseconds.
        now_ms: u64,
    },
    /// "Save name" in Settings, with a name `leaderboard::check_name` took.
    Rename(String),
    /// "Forget me", confirmed.
    Forget,
    /// The answer to a request (`None`: none came).
    Answered {
        /// What the request was for.
        asked: Asked,
        /// What came back.
        answer: Option<Answer>,
        /// The epoch milliseconds it came at.
        now_ms: u64,
        /// Whether the browser believed it was online then.
        online: bool,
    },
}
