//! The leaderboards, the app's side (docs/RULES.md §19; the API is in docs/server.md): which
//! finished game may be posted and, if not, why; the player (a name, and a token made on the
//! first post); the posts waiting to be sent and when to try again; the games posted
//! already; and the server's answers, read. Pure: the page sends, stores and shows what these decide.

mod answers;
mod eligibility;
mod pending;
mod player;
mod posted;
pub mod server_words;

pub use answers::{Answer, BoardInfo, BoardPage, Entry, EntryCode, Forgotten, Posted, Reply};
pub use eligibility::{NotRanked, eligibility};
pub use pending::{IN_FLIGHT_MS, MAX_WAITING, Pending, Waiting};
pub use player::{NameError, Player, check_name, token_from_bytes};
pub use posted::{MAX_POSTED, PostedGames, code_hash};

use crate::model::i18n::tr;
use crate::model::numbers;
use rules::Mode;
use rules::day::Day;

/// Which board: a day's daily board of a mode, or a mode's board of one side and seed
/// (the challenge link's, `/?seed=42`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardId {
    /// The mode's daily game of a day (on the mode's daily side).
    Daily(Mode, Day),
    /// A mode's board of this side and seed.
    Seed(Mode, usize, u64),
}

impl BoardId {
    /// The board a finished game of `mode` on side `size` from `seed` goes to: its day's,
    /// when the seed is a daily seed on the mode's daily side.
    pub fn of_game(mode: Mode, size: usize, seed: u64) -> BoardId {
        match rules::daily::day_of(seed) {
            Some(day) if size == mode.default_size() => BoardId::Daily(mode, day),
            _ => BoardId::Seed(mode, size, seed),
        }
    }

    /// The board's mode.
    pub fn mode(self) -> Mode {
        match self {
            BoardId::Daily(mode, _) | BoardId::Seed(mode, _, _) => mode,
        }
    }

    /// The API's address of the board's page, relative to the game's base.
    pub fn path(self) -> String {
        match self {
            BoardId::Daily(mode, day) => format!("api/daily/{}/{day}", mode.name()),
            BoardId::Seed(mode, size, seed) => {
                format!("api/boards/{}/{size}/{seed}", mode.name())
            }
        }
    }

    /// The board's name for people: "ExponenTorus daily 2026-11-30", "2048 4×4 · seed 42".
    pub fn title(self) -> String {
        match self {
            BoardId::Daily(mode, day) => tr::board_daily(mode.title(), &numbers::day(day)),
            BoardId::Seed(mode, size, seed) => {
                tr::board_seed(mode.title(), size, &seed.to_string())
            }
        }
    }
}

/// The days whose daily boards the panel's menu lists, today first: back to the first
/// daily game, at most [`DAYS_LISTED`] (a board older than that is still at its address).
pub fn days_listed(today: Day) -> Vec<Day> {
    (0..DAYS_LISTED)
        .map(|back| today.plus(-back))
        .take_while(|day| *day >= rules::daily::FIRST_DAY)
        .collect()
}

/// The most days the panel's menu lists.
pub const DAYS_LISTED: i32 = 60;

/// The API's address of one entry (its replay code), relative to the game's base; `None`
/// for an id the server never makes (the id is put into the address as it is).
pub fn entry_path(id: &str) -> Option<String> {
    (id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| format!("api/entries/{id}"))
}

/// The API's address for posting a game.
pub const POST_PATH: &str = "api/entries";

/// The API's address for renaming the player.
pub const NAME_PATH: &str = "api/player/name";

/// The API's address for forgetting the player (`DELETE`): every entry of theirs goes.
pub const FORGET_PATH: &str = "api/player";

/// The body of a post (the game's replay code and the player's name) or of a rename
/// (the name alone).
#[derive(serde::Serialize)]
struct Body<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<&'a str>,
    name: &'a str,
}

/// The body of a post: the game's replay code and the player's name.
pub fn post_body(code: &str, name: &str) -> String {
    let body = Body {
        code: Some(code),
        name,
    };
    serde_json::to_string(&body).unwrap_or_default()
}

/// The body of a rename.
pub fn name_body(name: &str) -> String {
    serde_json::to_string(&Body { code: None, name }).unwrap_or_default()
}

#[cfg(test)]
mod tests;
