//! The server's answers, read: a board's page, a post's outcome, an entry's replay code,
//! and, for anything else, whether to give up (a refusal, in the server's words), to try
//! again later (too many requests, a server in trouble, no answer at all), or to stop
//! asking (what answered is no leaderboard server: the game is on a static host).

use serde::Deserialize;

use super::server_words;
use serde::de::DeserializeOwned;

/// What came back from one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// Whether it came as `application/json`.
    pub json: bool,
    /// The body's text.
    pub body: String,
    /// `Retry-After`, in seconds, when sent.
    pub retry_after: Option<u32>,
}

/// What one request came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply<T> {
    /// The answer asked for.
    Done(T),
    /// Refused for good (a `4xx` other than `429`), with the server's sentence.
    Refused(String),
    /// May pass later: too many requests, a `5xx`, or no answer (offline); after this
    /// many seconds, when the server said.
    Later(Option<u32>),
    /// What answered is no leaderboard server (a static host's page, or JSON of another
    /// shape).
    NoServer,
}

/// A refusal's body: `{"error": CODE, "message": SENTENCE}`, and for an illegal move its
/// `step`. The app words it by its code, in the player's language
/// ([`super::server_words::refusal`]); the server's English sentence is for a code this
/// build does not know.
#[derive(Deserialize)]
struct Refusal {
    error: String,
    message: String,
    step: Option<usize>,
}

impl<T: DeserializeOwned> Reply<T> {
    /// What `answer` (`None`: the request got none) came to.
    pub fn of(answer: Option<&Answer>) -> Reply<T> {
        let Some(answer) = answer else {
            return Reply::Later(None);
        };
        match answer.status {
            429 | 500..=599 if answer.json => Reply::Later(answer.retry_after),
            // A proxy's page in front of a server that is down, or restarting.
            502..=504 => Reply::Later(answer.retry_after),
            _ if !answer.json => Reply::NoServer,
            200..=299 => serde_json::from_str(&answer.body).map_or(Reply::NoServer, Reply::Done),
            400..=499 => serde_json::from_str::<Refusal>(&answer.body)
                .map_or(Reply::NoServer, |r| {
                    Reply::Refused(server_words::refusal(&r.error, r.step, &r.message))
                }),
            _ => Reply::NoServer,
        }
    }
}

/// A board, as its page and a post's answer describe it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct BoardInfo {
    /// Whether it takes games now.
    pub open: bool,
    /// How many entries it holds.
    pub entries: u64,
}

/// One verified game on a board.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Entry {
    /// Its id, which reads its replay code.
    pub id: String,
    /// Its place, from 1.
    pub rank: u64,
    /// The player's name.
    pub name: String,
    /// The replay's score.
    pub score: u64,
    /// The replay's moves.
    pub moves: u64,
    /// The replay's highest tile.
    pub top_tile: u64,
    /// Whether it is this player's.
    pub mine: bool,
}

/// A board's page: the board, its first 100 entries, and the player's own wherever it
/// ranks.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct BoardPage {
    /// The board.
    pub board: BoardInfo,
    /// The first entries, best first.
    pub top: Vec<Entry>,
    /// The player's entry, if they have one.
    pub you: Option<Entry>,
}

impl BoardPage {
    /// The player's entry when it is not among the top: shown below them.
    pub fn own_below(&self) -> Option<&Entry> {
        self.you
            .as_ref()
            .filter(|you| !self.top.iter().any(|entry| entry.id == you.id))
    }
}

/// A post's answer: stored (or already there, or a better game of the player's kept).
/// The rest of it (the entry, the board) the panel reads from the board itself.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(from = "PostedBody")]
pub struct Posted {
    /// The outcome, in the player's language ("Your game is on the board: 12th of 345.").
    pub message: String,
}

/// A post's answer as the server sends it: its status and place, worded by the app, or
/// the server's own sentence for a status this build does not know.
#[derive(Deserialize)]
struct PostedBody {
    #[serde(default)]
    status: String,
    message: String,
    entry: Option<PlaceBody>,
    board: Option<BoardBody>,
}

#[derive(Deserialize)]
struct PlaceBody {
    rank: u64,
    score: u64,
}

#[derive(Deserialize)]
struct BoardBody {
    entries: u64,
}

impl From<PostedBody> for Posted {
    fn from(body: PostedBody) -> Posted {
        let message = match (body.entry, body.board) {
            (Some(entry), Some(board)) => {
                server_words::posted(&body.status, entry.rank, board.entries, entry.score)
            }
            _ => None,
        };
        Posted {
            message: message.unwrap_or(body.message),
        }
    }
}

/// The player forgotten: how many entries of theirs the boards deleted.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Forgotten {
    /// The entries deleted.
    pub forgotten: u64,
}

/// An entry's replay code.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct EntryCode {
    /// The replay code.
    pub code: String,
}
