//! The daily game in the app: which day an address asks for, and why a day cannot be
//! played. The day's seed and the way back from a seed to its day are the rules crate's
//! (`rules::daily`, docs/RULES.md §16), which the server shares.

use rules::daily::FIRST_DAY;

use super::i18n::tr;
use super::numbers;
use rules::day::{Day, DayError};

/// Why the address's day cannot be played; the page then opens today's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Not a day.
    Unreadable(DayError),
    /// A day still to come, in UTC.
    Future(Day),
    /// A day before the first daily game.
    BeforeFirst(Day),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            Refused::Unreadable(error) => tr::daily_no_day(&day_error(error)),
            Refused::Future(day) => tr::daily_not_out(&numbers::day(*day)),
            Refused::BeforeFirst(day) => {
                tr::daily_before_first(&numbers::day(*day), &numbers::day(FIRST_DAY))
            }
        })
    }
}

/// Why a text is not a day.
fn day_error(error: &DayError) -> String {
    match error {
        DayError::NotADate(text) => tr::day_not_a_date(text),
        DayError::NoSuchDay(text) => tr::day_no_such_day(text),
    }
}

/// The day `?daily=` asks for: `today` for a bare `?daily`, else the day written, unless
/// it is unreadable, to come, or before the first daily game (then today, and why).
pub fn requested_day(value: &str, today: Day) -> (Day, Option<Refused>) {
    if value.trim().is_empty() {
        return (today, None);
    }
    match Day::parse(value) {
        Err(error) => (today, Some(Refused::Unreadable(error))),
        Ok(day) if day > today => (today, Some(Refused::Future(day))),
        Ok(day) if day < FIRST_DAY => (today, Some(Refused::BeforeFirst(day))),
        Ok(day) => (day, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn a_bare_daily_is_today_and_an_archive_day_is_that_day() {
        let today = day("2026-11-30");
        assert_eq!(requested_day("", today), (today, None));
        assert_eq!(
            requested_day("2026-11-02", today),
            (day("2026-11-02"), None)
        );
        assert_eq!(requested_day("2026-11-01", today), (FIRST_DAY, None));
        assert_eq!(requested_day("2026-11-30", today), (today, None));
    }

    #[test]
    fn a_future_malformed_or_too_early_day_gives_today_and_says_why() {
        let today = day("2026-11-30");
        let (given, refused) = requested_day("2026-12-01", today);
        assert_eq!(given, today);
        assert_eq!(refused, Some(Refused::Future(day("2026-12-01"))));
        assert_eq!(
            refused.unwrap().to_string(),
            "The daily game of 2026-12-01 is not out yet (days turn at midnight UTC). Here is \
             today's."
        );
        let (given, refused) = requested_day("30/11/2026", today);
        assert_eq!(given, today);
        assert!(matches!(refused, Some(Refused::Unreadable(_))));
        assert!(refused.unwrap().to_string().contains("“30/11/2026”"));
        assert_eq!(
            requested_day("2026-02-30", today).1,
            Some(Refused::Unreadable(DayError::NoSuchDay(
                "2026-02-30".into()
            )))
        );
        let (given, refused) = requested_day("2026-10-31", today);
        assert_eq!(given, today);
        assert_eq!(
            refused.unwrap().to_string(),
            "There is no daily game of 2026-10-31: the first was on 2026-11-01. Here is today's."
        );
    }
}
