//! Boards: every mode, offered side and seed has one. A seed that is some day's daily seed,
//! on the mode's daily side, is that day's daily board: open from the day's start until 24
//! hours after its end (for a phone that was offline), then closed. Every other board is a
//! seed board, always open (docs/RULES.md §19).

use super::error::ApiError;
use super::time::{DAY_US, rfc3339, start_of};
use axum::http::StatusCode;
use rules::Mode;
use rules::daily::{self, FIRST_DAY};
use rules::day::Day;

/// A board: the games of one mode, side and seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The game mode.
    pub mode: Mode,
    /// The board's side, one the mode offers.
    pub size: usize,
    /// The seed the games were dealt from.
    pub seed: u64,
}

/// What a board ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A day's daily game: each player's first finished game of the day.
    Daily(Day),
    /// A seed's games (the challenge link): each player's best.
    Seed,
}

impl Board {
    /// The board of `mode`, `size` and `seed`, if the mode offers that side.
    pub fn new(mode: Mode, size: usize, seed: u64) -> Result<Board, ApiError> {
        if !mode.offers(size) {
            let sides: Vec<String> = mode.sizes().iter().map(|s| format!("{s}×{s}")).collect();
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "no_such_board",
                format!(
                    "A {size}×{size} board has no leaderboard: {}'s boards are {}.",
                    mode.title(),
                    sides.join(", ")
                ),
            ));
        }
        Ok(Board { mode, size, seed })
    }

    /// The daily board of `mode` on `day`.
    pub fn daily(mode: Mode, day: Day) -> Board {
        Board {
            mode,
            size: mode.default_size(),
            seed: daily::seed_of(day),
        }
    }

    /// Whether it is a day's daily board, and which day's.
    pub fn kind(&self) -> Kind {
        if self.size != self.mode.default_size() {
            return Kind::Seed;
        }
        match daily::day_of(self.seed) {
            Some(day) if day >= FIRST_DAY => Kind::Daily(day),
            _ => Kind::Seed,
        }
    }

    /// When a daily board closes: 24 hours after its day ends. Seed boards never close.
    pub fn closes_us(&self) -> Option<i64> {
        match self.kind() {
            Kind::Daily(day) => Some(start_of(day) + 2 * DAY_US),
            Kind::Seed => None,
        }
    }

    /// Whether the board takes games at `now_us`: a daily board from its day's start to its
    /// closing.
    pub fn accepts_at(&self, now_us: i64) -> Result<(), ApiError> {
        let Kind::Daily(day) = self.kind() else {
            return Ok(());
        };
        if now_us < start_of(day) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "day_not_begun",
                format!("The daily game of {day} has not begun yet (days turn at midnight UTC)."),
            ));
        }
        if let Some(closes) = self.closes_us().filter(|closes| now_us >= *closes) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "board_closed",
                format!(
                    "The board of the daily game of {day} closed at {}: it took games until \
                     a day after the day ended.",
                    rfc3339(closes)
                ),
            ));
        }
        Ok(())
    }

    /// The board named by an address's parts: a mode's name, a side and a decimal seed.
    pub fn from_path(mode: &str, size: &str, seed: &str) -> Result<Board, ApiError> {
        let mode = mode_named(mode)?;
        let size = size
            .parse::<usize>()
            .map_err(|_| no_such_board(format!("“{}” is not a board side.", quoted(size))))?;
        let seed = seed
            .parse::<u64>()
            .map_err(|_| no_such_board(format!("“{}” is not a seed.", quoted(seed))))?;
        Board::new(mode, size, seed).map_err(|err| ApiError {
            status: StatusCode::NOT_FOUND,
            ..err
        })
    }
}

/// The mode named `name` in an address.
pub fn mode_named(name: &str) -> Result<Mode, ApiError> {
    Mode::from_name(name).ok_or_else(|| {
        no_such_board(format!(
            "The game has no mode “{}” (its modes are {}).",
            quoted(name),
            every_mode()
        ))
    })
}

/// Every mode's address name, as a sentence lists them: taken from [`Mode::ALL`], so that
/// a new mode is named too.
fn every_mode() -> String {
    let names: Vec<&str> = Mode::ALL.iter().map(|mode| mode.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// A board that is not there.
pub fn no_such_board(message: String) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no_such_board", message)
}

/// A stray text from an address, short enough to quote.
fn quoted(text: &str) -> String {
    rules::quoting::shorten(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn a_daily_seed_on_the_daily_side_is_that_day_s_board_and_nothing_else_is() {
        let today = day("2026-11-30");
        let board = Board::daily(Mode::Exponentorus, today);
        assert_eq!(board.size, 9);
        assert_eq!(board.kind(), Kind::Daily(today));
        assert_eq!(
            Board::daily(Mode::Twenty48, today).kind(),
            Kind::Daily(today)
        );
        let other_side = Board::new(Mode::Exponentorus, 7, board.seed).unwrap();
        assert_eq!(other_side.kind(), Kind::Seed);
        assert_eq!(
            Board::new(Mode::Exponentorus, 9, 42).unwrap().kind(),
            Kind::Seed
        );
        let before_the_first = Board::daily(Mode::Exponentorus, day("2026-10-31"));
        assert_eq!(before_the_first.kind(), Kind::Seed);
    }

    #[test]
    fn a_daily_board_takes_games_from_its_day_to_a_day_after_it() {
        let board = Board::daily(Mode::Exponentorus, day("2026-11-30"));
        let start = start_of(day("2026-11-30"));
        assert_eq!(
            board.accepts_at(start - 1).unwrap_err().code,
            "day_not_begun"
        );
        assert!(board.accepts_at(start).is_ok());
        assert!(board.accepts_at(start + 2 * DAY_US - 1).is_ok());
        let closed = board.accepts_at(start + 2 * DAY_US).unwrap_err();
        assert_eq!(closed.code, "board_closed");
        assert!(
            closed.message.contains("2026-12-02T00:00:00.000Z"),
            "{}",
            closed.message
        );
        let seed_board = Board::new(Mode::Exponentorus, 9, 42).unwrap();
        assert!(seed_board.accepts_at(i64::MIN).is_ok() && seed_board.accepts_at(i64::MAX).is_ok());
        assert_eq!(seed_board.closes_us(), None);
    }

    #[test]
    fn an_address_names_a_board_or_says_what_is_wrong() {
        assert_eq!(
            Board::from_path("2048", "4", "7"),
            Ok(Board {
                mode: Mode::Twenty48,
                size: 4,
                seed: 7
            })
        );
        for (mode, size, seed, said) in [
            ("chess", "9", "1", "no mode “chess”"),
            ("exponentorus", "8", "1", "8×8 board has no leaderboard"),
            ("exponentorus", "nine", "1", "“nine” is not a board side"),
            ("exponentorus", "9", "-1", "“-1” is not a seed"),
            ("exponentorus", "9", "18446744073709551616", "is not a seed"),
        ] {
            let err = Board::from_path(mode, size, seed).unwrap_err();
            assert_eq!(err.status, StatusCode::NOT_FOUND);
            assert!(err.message.contains(said), "{}", err.message);
        }
        // An unknown mode's answer names every mode there is.
        let err = Board::from_path("chess", "9", "1").unwrap_err();
        for mode in Mode::ALL {
            assert!(err.message.contains(mode.name()), "{}", err.message);
        }
        assert!(
            err.message
                .ends_with("(its modes are exponentorus, exponentile and 2048)."),
            "{}",
            err.message
        );
    }
}
