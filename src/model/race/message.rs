//! A race's messages as the app writes and reads them: the shapes of the server's
//! `server/src/race/protocol.rs` (docs/server.md, "Races"), which the fixture both crates'
//! tests read keeps equal.

use serde::{Deserialize, Serialize};

/// What the app says on a race's socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Say {
    /// To race as the leaderboards' player.
    Join {
        /// The player's token.
        token: String,
        /// The player's name.
        name: String,
    },
    /// To watch.
    Watch,
    /// Ready, or not.
    Ready {
        /// Whether ready.
        ready: bool,
    },
    /// The creator starts the countdown.
    Start,
    /// Move number `n` (from 1), as the number `m`.
    Move {
        /// The move's number.
        n: u32,
        /// The move.
        m: u64,
    },
    /// Leaving the race.
    Leave,
    /// A new race for the same players.
    Rematch,
}

impl Say {
    /// The message's text.
    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A race's phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Players joining.
    Lobby,
    /// Counting down to the deal.
    Countdown,
    /// Under way.
    Racing,
    /// Ended.
    Over,
}

/// A player, as the server tells them.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// Ready to start.
    pub ready: bool,
    /// Connected.
    pub online: bool,
    /// Left the race.
    pub left: bool,
    /// The verified score.
    pub score: u64,
    /// The verified moves.
    pub moves: u32,
    /// The highest tile.
    pub top_tile: u64,
    /// Their board is over.
    pub over: bool,
    /// Their moves, as numbers.
    pub log: Vec<u64>,
}

/// The whole room, as the server tells it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct RoomView {
    /// The race's id.
    pub id: String,
    /// The mode's name.
    pub mode: String,
    /// The board's side.
    pub size: usize,
    /// Minutes; 0: until the last board is over.
    pub minutes: u32,
    /// The phase.
    pub phase: Phase,
    /// Milliseconds left on the countdown or the clock.
    pub remaining_ms: Option<u64>,
    /// The seed, once told.
    pub seed: Option<String>,
    /// The creator's seat.
    pub creator: usize,
    /// The players by seat.
    pub players: Vec<PlayerView>,
    /// The race that follows, if any.
    pub rematch: Option<String>,
    /// Ended by the server's restart, with the standings it had kept.
    #[serde(default)]
    pub interrupted: bool,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The whole room.
    Room(RoomView),
    /// The app's player has this seat.
    Joined {
        /// The seat.
        seat: usize,
    },
    /// A verified move.
    Moved {
        /// Whose.
        seat: usize,
        /// The move.
        m: u64,
        /// Moves so far.
        moves: u32,
        /// The score.
        score: u64,
        /// The highest tile.
        top_tile: u64,
        /// Whether the board is over.
        over: bool,
    },
    /// A player came, went or left.
    Player {
        /// The seat.
        seat: usize,
        /// Connected.
        online: bool,
        /// Left.
        left: bool,
    },
    /// Something the app said, refused.
    Refused {
        /// A short name.
        error: String,
        /// The sentence.
        message: String,
        /// For a move, the player's moves as the server has them.
        log: Option<Vec<u64>>,
    },
}

// Each message is read in two passes: its `type`, then the shape that type names, from the
// same text. serde's derive for an enum tagged inside its object (`#[serde(tag = "type")]`)
// reads the whole message into a buffer of its own first, which cost the wasm about 7 KB
// gzipped; the second pass over a short text costs microseconds.

/// A message's `type`.
#[derive(Deserialize)]
struct Tag {
    #[serde(rename = "type")]
    kind: String,
}

#[derive(Deserialize)]
struct Joined {
    seat: usize,
}

#[derive(Deserialize)]
struct Moved {
    seat: usize,
    m: u64,
    moves: u32,
    score: u64,
    top_tile: u64,
    over: bool,
}

#[derive(Deserialize)]
struct Player {
    seat: usize,
    online: bool,
    left: bool,
}

#[derive(Deserialize)]
struct Refused {
    error: String,
    message: String,
    #[serde(default)]
    log: Option<Vec<u64>>,
}

/// A server's message read, or `None` for one that does not read (a newer server's, say:
/// it is passed over).
pub fn read(text: &str) -> Option<Heard> {
    let Tag { kind } = shape(text)?;
    Some(match kind.as_str() {
        "room" => Heard::Room(shape(text)?),
        "joined" => {
            let Joined { seat } = shape(text)?;
            Heard::Joined { seat }
        }
        "moved" => {
            let Moved {
                seat,
                m,
                moves,
                score,
                top_tile,
                over,
            } = shape(text)?;
            Heard::Moved {
                seat,
                m,
                moves,
                score,
                top_tile,
                over,
            }
        }
        "player" => {
            let Player { seat, online, left } = shape(text)?;
            Heard::Player { seat, online, left }
        }
        "refused" => {
            let Refused {
                error,
                message,
                log,
            } = shape(text)?;
            Heard::Refused {
                error,
                message,
                log,
            }
        }
        _ => return None,
    })
}

/// `text` read as one message's shape.
fn shape<'a, T: Deserialize<'a>>(text: &'a str) -> Option<T> {
    serde_json::from_str(text).ok()
}
