//! The posts waiting to be sent: a game posted while offline (or while the server could
//! not take it) waits in storage, marked pending, and goes when the page is online again:
//! at every page load, at the browser's `online` event, and, while the page stays open,
//! after a delay that doubles with each failure (or the server's `Retry-After`). An answer
//! that settles it (stored, or refused for good) takes it off the list. A post on its way
//! is marked so, in storage too, so that neither this page nor another one (a second tab,
//! the next visit) sends it again while its answer may still come. Kept as JSON under
//! [`PENDING_KEY`](crate::model::keys::PENDING_KEY).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::Reply;

/// At most this many posts wait; a newer one pushes the oldest out (a daily board takes
/// games for two days at most, so an old one is likely refused anyway).
pub const MAX_WAITING: usize = 20;

/// A post waits this long at most, then is given up: 30 days, in milliseconds (a board
/// that closed refuses it long before; this bounds a page kept where no server answers).
const KEEP_MS: u64 = 30 * 24 * 3_600_000;

/// The first delay after a failure, then doubled with each failure up to [`LONGEST_MS`].
const FIRST_DELAY_MS: u64 = 30_000;
/// The longest delay between two tries while the page is open.
const LONGEST_MS: u64 = 30 * 60_000;
/// After what answered was no leaderboard server: tried again at the next page load or
/// `online` event, or after an hour.
const NO_SERVER_DELAY_MS: u64 = 3_600_000;
/// A post sent this long ago without an answer is taken for lost (its page closed before
/// the answer came), and may be sent again.
pub const IN_FLIGHT_MS: u64 = 60_000;

/// One post waiting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waiting {
    /// The game's replay code.
    pub code: String,
    /// When it was posted (epoch milliseconds).
    pub since_ms: u64,
    /// Tries that failed so far.
    #[serde(default)]
    pub tries: u32,
    /// Not to be tried again before this time, but at a page load or `online` event.
    #[serde(default)]
    pub next_ms: u64,
    /// When it was sent, while its answer has not come (by this page or another).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_ms: Option<u64>,
}

impl Waiting {
    /// Whether it is on its way at `now_ms`: sent, and not so long ago that the answer is
    /// taken for lost.
    pub fn in_flight(&self, now_ms: u64) -> bool {
        self.sent_ms
            .is_some_and(|sent| now_ms.saturating_sub(sent) < IN_FLIGHT_MS)
    }

    /// When it is due, while the page stays open: after its delay, or once the answer to
    /// its sending is taken for lost.
    pub fn due_at(&self) -> u64 {
        match self.sent_ms {
            Some(sent) => self.next_ms.max(sent.saturating_add(IN_FLIGHT_MS)),
            None => self.next_ms,
        }
    }
}

/// The posts waiting, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The posts.
    pub games: Vec<Waiting>,
}

impl Pending {
    /// The list kept as `text`; one that does not read is an empty list (what it held is
    /// lost, but the games themselves are in the statistics and can be played again).
    pub fn from_json(text: &str) -> Pending {
        serde_json::from_str(text).unwrap_or_default()
    }

    /// The list as kept.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Adds the post of `code` at `now_ms` (once: the same game again changes nothing),
    /// and gives up the posts too old to wait longer.
    pub fn add(&mut self, code: &str, now_ms: u64) {
        self.games
            .retain(|waiting| now_ms.saturating_sub(waiting.since_ms) < KEEP_MS);
        if !self.waits(code) {
            self.games.push(Waiting {
                code: code.to_owned(),
                since_ms: now_ms,
                tries: 0,
                next_ms: now_ms,
                sent_ms: None,
            });
        }
        let over = self.games.len().saturating_sub(MAX_WAITING);
        self.games.drain(..over);
    }

    /// Whether the post of `code` waits.
    pub fn waits(&self, code: &str) -> bool {
        self.games.iter().any(|waiting| waiting.code == code)
    }

    /// The post of `code`, if it waits.
    pub fn get(&self, code: &str) -> Option<&Waiting> {
        self.games.iter().find(|waiting| waiting.code == code)
    }

    /// The codes to send at `now_ms`: every one at a page load or when the page comes
    /// back online (`all`), else those whose delay has passed; never one on its way.
    pub fn due(&self, now_ms: u64, all: bool) -> Vec<String> {
        self.games
            .iter()
            .filter(|waiting| !waiting.in_flight(now_ms) && (all || waiting.next_ms <= now_ms))
            .map(|waiting| waiting.code.clone())
            .collect()
    }

    /// When the next post is due, while the page stays open: one on its way, once its
    /// answer is taken for lost.
    pub fn next_due(&self) -> Option<u64> {
        self.games.iter().map(Waiting::due_at).min()
    }

    /// Marks the post of `code` as sent at `now_ms`, its answer to come.
    pub fn sent(&mut self, code: &str, now_ms: u64) {
        if let Some(waiting) = self.games.iter_mut().find(|waiting| waiting.code == code) {
            waiting.sent_ms = Some(now_ms);
        }
    }

    /// Takes `reply` to the post of `code`, at `now_ms`: a settled post leaves the list,
    /// any other waits longer. Whether it settled it.
    pub fn answered<T: DeserializeOwned>(
        &mut self,
        code: &str,
        reply: &Reply<T>,
        now_ms: u64,
    ) -> bool {
        let Some(at) = self.games.iter().position(|waiting| waiting.code == code) else {
            return matches!(reply, Reply::Done(_) | Reply::Refused(_));
        };
        let waiting = &mut self.games[at];
        let delay = match reply {
            Reply::Done(_) | Reply::Refused(_) => {
                self.games.remove(at);
                return true;
            }
            Reply::Later(after) => {
                backoff(waiting.tries).max(after.map_or(0, |seconds| u64::from(seconds) * 1_000))
            }
            Reply::NoServer => NO_SERVER_DELAY_MS,
        };
        waiting.tries = waiting.tries.saturating_add(1);
        waiting.next_ms = now_ms + delay;
        waiting.sent_ms = None;
        false
    }
}

/// The delay after `tries` failures before this one: 30 s, 1 min, 2 min… up to 30 min.
fn backoff(tries: u32) -> u64 {
    FIRST_DELAY_MS
        .saturating_mul(1 << tries.min(10))
        .min(LONGEST_MS)
}
