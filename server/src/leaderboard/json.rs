//! The JSON the API answers with: a board, an entry, figures as numbers, seeds as decimal
//! strings (a JavaScript number cannot hold every 64-bit seed), times in RFC 3339 UTC.

use super::board::{Board, Kind};
use super::player::PlayerKey;
use super::store::EntryRow;
use super::time::rfc3339;
use serde::Serialize;

/// A board: which, whether it takes games, and how many it holds.
#[derive(Clone, Debug, Serialize)]
pub struct BoardJson {
    /// `exponentorus` or `2048`.
    pub mode: &'static str,
    /// The board's side.
    pub size: usize,
    /// The seed, in decimal.
    pub seed: String,
    /// For a daily board, its day (`2026-11-30`); else `null`.
    pub daily: Option<String>,
    /// Whether it takes games now.
    pub open: bool,
    /// When a daily board closes; `null` for a seed board, which never does.
    pub closes: Option<String>,
    /// How many entries it holds.
    pub entries: i64,
}

impl BoardJson {
    /// `board` at `now_us`, holding `entries`.
    pub fn new(board: &Board, now_us: i64, entries: i64) -> BoardJson {
        BoardJson {
            mode: board.mode.name(),
            size: board.size,
            seed: board.seed.to_string(),
            daily: match board.kind() {
                Kind::Daily(day) => Some(day.to_string()),
                Kind::Seed => None,
            },
            open: board.accepts_at(now_us).is_ok(),
            closes: board.closes_us().map(rfc3339),
            entries,
        }
    }
}

/// An entry: a verified game on its board.
#[derive(Clone, Debug, Serialize)]
pub struct EntryJson {
    /// Its id (32 hex digits), which reads its replay code.
    pub id: String,
    /// Its place on the board, from 1.
    pub rank: i64,
    /// The player's name.
    pub name: String,
    /// The replay's score.
    pub score: i64,
    /// The replay's moves.
    pub moves: i64,
    /// The replay's highest tile.
    pub top_tile: i64,
    /// When it was stored.
    pub submitted: String,
    /// Whether it is the asking player's.
    pub mine: bool,
}

impl EntryJson {
    /// `row` as `asking` sees it.
    pub fn new(row: &EntryRow, asking: Option<&PlayerKey>) -> EntryJson {
        EntryJson {
            id: row.id.clone(),
            rank: row.rank,
            name: row.name.clone(),
            score: row.score,
            moves: row.moves,
            top_tile: row.top_tile,
            submitted: rfc3339(row.submitted_us),
            mine: asking.is_some_and(|player| player.as_str() == row.token_hash),
        }
    }
}

/// `n` with its digits grouped by threes: 43,188.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// `n` as an English ordinal: 1st, 2nd, 3rd, 11th, 12,345th.
pub fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{suffix}", grouped(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_the_game_writes_them() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(43_188), "43,188");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(ordinal(1), "1st");
        assert_eq!(ordinal(2), "2nd");
        assert_eq!(ordinal(3), "3rd");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(112), "112th");
        assert_eq!(ordinal(12_345), "12,345th");
        assert_eq!(ordinal(101), "101st");
    }
}
