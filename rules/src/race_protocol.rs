//! What a race's socket carries, for the app and the server alike: JSON text messages,
//! one a frame, each an object whose `type` names it (docs/server.md, "Races", has every
//! shape). One definition, so the two sides cannot drift apart;
//! `server/tests/fixtures/race-messages.json` holds an example of each, which this
//! crate's tests and both sides' read.

use serde::{Deserialize, Serialize};

/// What a client says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// To race, as the player of `token` (the leaderboards' token) named `name`: a seat
    /// in the lobby, or the player's own seat again; after the start, by someone not in
    /// the race, watching.
    Join {
        /// 32 hexadecimal digits.
        token: String,
        /// The player's leaderboard name.
        name: String,
    },
    /// To watch, without a seat.
    Watch,
    /// Ready (or not) to start.
    Ready {
        /// Whether ready.
        ready: bool,
    },
    /// The creator starts the countdown.
    Start,
    /// A move: the player's move number `n` (from 1), the move as the number a replay
    /// code packs it in.
    Move {
        /// The move's number in the player's game, from 1.
        n: u32,
        /// The move ([`crate::AnyHistory::play_packed`]).
        m: u64,
    },
    /// The player leaves: out of the lobby, or done in the race with the score reached.
    Leave,
    /// After the end: a new race of the same kind for the same players.
    Rematch,
}

impl ClientMessage {
    /// The message as its frame's text.
    pub fn to_text(&self) -> String {
        // Plain strings and numbers: writing them cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The race's phase, as clients see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    /// Players joining.
    Lobby,
    /// Started; the boards are dealt when it runs out.
    Countdown,
    /// Under way.
    Racing,
    /// Ended: the standings.
    Over,
}

/// One player as every screen shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The player's leaderboard name.
    pub name: String,
    /// Ready to start (in the lobby).
    pub ready: bool,
    /// Connected now.
    pub online: bool,
    /// Left the race (their score stands).
    pub left: bool,
    /// The verified score.
    pub score: u64,
    /// The verified moves.
    pub moves: u32,
    /// The highest tile.
    pub top_tile: u64,
    /// Whether the player's board is over.
    pub over: bool,
    /// Every move so far, as numbers (empty until the start): whoever watches replays
    /// them into a board.
    pub log: Vec<u64>,
}

/// The whole room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// The race's id.
    pub id: String,
    /// The mode's name ([`crate::Mode::name`]).
    pub mode: String,
    /// The board's side.
    pub size: usize,
    /// The length in minutes; 0: until the last board is over.
    pub minutes: u32,
    /// The phase.
    pub phase: PhaseName,
    /// Milliseconds left on the countdown or the clock, when it runs.
    pub remaining_ms: Option<u64>,
    /// The seed, as decimal text, from the start on (a 64-bit seed fits no JSON number).
    pub seed: Option<String>,
    /// The creator's seat.
    pub creator: usize,
    /// The players, by seat.
    pub players: Vec<PlayerView>,
    /// The race the players went on to (Rematch), if any.
    pub rematch: Option<String>,
    /// The race was under way when the server restarted: it is over, with the standings
    /// the server had kept.
    #[serde(default)]
    pub interrupted: bool,
}

/// What the server says. It is read by [`ServerMessage::read`], not by a derived
/// `Deserialize` (see there why).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The whole room: on connecting, and when the lobby, the phase or the standings
    /// change.
    Room(RoomView),
    /// The socket's player has this seat.
    Joined {
        /// The seat, from 0.
        seat: usize,
    },
    /// A verified move of the player at `seat`, with the game's figures after it.
    Moved {
        /// The seat.
        seat: usize,
        /// The move, as a number.
        m: u64,
        /// Moves so far.
        moves: u32,
        /// The score.
        score: u64,
        /// The highest tile.
        top_tile: u64,
        /// Whether that board is over.
        over: bool,
    },
    /// A player came, went or left during the race.
    Player {
        /// The seat.
        seat: usize,
        /// Connected now.
        online: bool,
        /// Left the race.
        left: bool,
    },
    /// A message of the socket's refused, in words; for a move, the player's moves as
    /// the server has them (the game to go on from).
    Refused {
        /// A short name for programs.
        error: String,
        /// A sentence for the player.
        message: String,
        /// For a refused move, the player's moves as the server has them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        log: Option<Vec<u64>>,
    },
}

impl ServerMessage {
    /// The message as its frame's text.
    pub fn to_text(&self) -> String {
        // Plain strings and numbers: writing them cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A message's text read, or `None` for one that does not read (a newer server's,
    /// say: the app passes it over).
    pub fn read(text: &str) -> Option<ServerMessage> {
        let Tag { kind } = shape(text)?;
        Some(match kind.as_str() {
            "room" => ServerMessage::Room(shape(text)?),
            "joined" => {
                let Joined { seat } = shape(text)?;
                ServerMessage::Joined { seat }
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
                ServerMessage::Moved {
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
                ServerMessage::Player { seat, online, left }
            }
            "refused" => {
                let Refused {
                    error,
                    message,
                    log,
                } = shape(text)?;
                ServerMessage::Refused {
                    error,
                    message,
                    log,
                }
            }
            _ => return None,
        })
    }
}

// A server's message is read in two passes: its `type`, then the shape that type names,
// from the same text. serde's derive for an enum tagged inside its object
// (`#[serde(tag = "type")]`) reads the whole message into a buffer of its own first,
// which cost the app's wasm about 7 KB gzipped; the second pass over a short text costs
// microseconds. The server's derived reading of a client's message is never built into
// the app, which only writes those.

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

/// `text` read as one message's shape.
fn shape<'a, T: Deserialize<'a>>(text: &'a str) -> Option<T> {
    serde_json::from_str(text).ok()
}

#[cfg(test)]
mod tests;
