//! What a room takes (an [`Event`]: an [`Input`] stamped with its time) and what it gives
//! ([`Out`]). Events are JSON as shared processes keep and tell them.

use rules::race_protocol::ServerMessage;
use serde::{Deserialize, Serialize};

/// What happened to a room: a player's message, a socket that closed, or time passing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Input {
    /// A socket of the player `key` joins, as `name`.
    Join {
        /// The player.
        key: String,
        /// The name.
        name: String,
    },
    /// A socket of the player `key` closed.
    Gone {
        /// The player.
        key: String,
    },
    /// Ready or not.
    Ready {
        /// The player.
        key: String,
        /// Whether ready.
        ready: bool,
    },
    /// The creator starts.
    Start {
        /// The player.
        key: String,
    },
    /// The player's move number `n`, `m` as a number.
    Move {
        /// The player.
        key: String,
        /// The move's number, from 1.
        n: u32,
        /// The move.
        m: u64,
    },
    /// The player leaves.
    Leave {
        /// The player.
        key: String,
    },
    /// A new race `id` of the same kind for the same players.
    Rematch {
        /// The player who asked.
        key: String,
        /// The new race's id.
        id: String,
    },
    /// The player `key` asked the server to forget them: their seat stays, under
    /// [`FORGOTTEN_NAME`](crate::leaderboard::store::FORGOTTEN_NAME).
    Forget {
        /// The player.
        key: String,
    },
    /// Only the time.
    Tick,
}

impl Input {
    /// The player it is of, if any.
    pub fn key(&self) -> Option<&str> {
        match self {
            Input::Join { key, .. }
            | Input::Gone { key }
            | Input::Ready { key, .. }
            | Input::Start { key }
            | Input::Move { key, .. }
            | Input::Leave { key }
            | Input::Rematch { key, .. }
            | Input::Forget { key } => Some(key),
            Input::Tick => None,
        }
    }

    /// The input with its player's name and token (its hash) replaced by `name` and
    /// `key`: how a forgotten player's events are kept.
    pub fn renamed(self, key: &str, name: &str) -> Input {
        let key = key.to_owned();
        match self {
            Input::Join { .. } => Input::Join {
                key,
                name: name.to_owned(),
            },
            Input::Gone { .. } => Input::Gone { key },
            Input::Ready { ready, .. } => Input::Ready { key, ready },
            Input::Start { .. } => Input::Start { key },
            Input::Move { n, m, .. } => Input::Move { key, n, m },
            Input::Leave { .. } => Input::Leave { key },
            Input::Rematch { id, .. } => Input::Rematch { key, id },
            Input::Forget { .. } => Input::Forget { key },
            Input::Tick => Input::Tick,
        }
    }
}

/// An input with the time it was taken at (milliseconds since the epoch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// When.
    pub at: u64,
    /// What.
    #[serde(flatten)]
    pub input: Input,
}

/// What applying an event asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    /// Say this to every socket of the room.
    All(ServerMessage),
    /// Say this to the sockets of the player `key` only.
    To(String, ServerMessage),
    /// The race has just ended: its results are to be kept.
    Ended,
}
