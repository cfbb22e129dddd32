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
    /// Only the time.
    Tick,
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
