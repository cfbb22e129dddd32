//! Calendar days in UTC, the daily game's unit: a day is a count of days since
//! 1970-01-01, written `YYYY-MM-DD`. UTC alone, so time zones and daylight saving never
//! split a day or give two players different days at the same instant.

use std::fmt;

/// A UTC calendar day.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(i32);

/// Why a text is not a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DayError {
    /// Not of the form `YYYY-MM-DD`; the text as given, shortened.
    NotADate(String),
    /// The form is right but the calendar has no such day (`2026-02-30`).
    NoSuchDay(String),
}

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DayError::NotADate(text) => {
                write!(f, "“{text}” is not a date written as 2026-11-30")
            }
            DayError::NoSuchDay(text) => write!(f, "the calendar has no day {text}"),
        }
    }
}

/// Days in `month` of `year`.
fn month_length(year: i32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Day {
    /// 1970-01-01, day 0.
    pub const EPOCH: Day = Day(0);

    /// The day of this number (days since 1970-01-01).
    pub const fn from_number(number: i32) -> Day {
        Day(number)
    }

    /// Days since 1970-01-01.
    pub const fn number(self) -> i32 {
        self.0
    }

    /// The day `year`-`month`-`day`, if the calendar has it (years 1 to 9999).
    pub fn from_ymd(year: i32, month: u32, day: u32) -> Option<Day> {
        if !(1..=9999).contains(&year)
            || !(1..=12).contains(&month)
            || day == 0
            || day > month_length(year, month)
        {
            return None;
        }
        // Days from civil: count from a year starting in March, so the leap day is the
        // year's last and every other month has a fixed offset.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let year_of_era = y - era * 400;
        let shifted_month = (month + 9) % 12;
        let day_of_year = (153 * shifted_month + 2) / 5 + day - 1;
        let day_of_era =
            year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year as i32;
        Some(Day(era * 146_097 + day_of_era - 719_468))
    }

    /// The year, month and day of the month.
    pub fn ymd(self) -> (i32, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z - era * 146_097;
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let shifted_month = (5 * day_of_year + 2) / 153;
        let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
        let month = if shifted_month < 10 {
            shifted_month + 3
        } else {
            shifted_month - 9
        } as u32;
        let year = year_of_era + era * 400 + i32::from(month <= 2);
        (year, month, day)
    }

    /// The UTC day at `millis` milliseconds since the epoch (as `Date.now()` gives).
    pub fn at_epoch_millis(millis: f64) -> Day {
        const DAY_MILLIS: f64 = 86_400_000.0;
        let days = (millis / DAY_MILLIS).floor();
        // Clamped: a broken clock gives an odd day, never a panic.
        Day(days.clamp(-700_000.0, 2_900_000.0) as i32)
    }

    /// The day `days` after this one (before it, if negative).
    pub fn plus(self, days: i32) -> Day {
        Day(self.0.saturating_add(days))
    }

    /// Reads `YYYY-MM-DD`: four digits, two, two, with hyphens, a day the calendar has.
    pub fn parse(text: &str) -> Result<Day, DayError> {
        let text = text.trim();
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| -> Option<u32> {
            let part = bytes.get(range)?;
            part.iter().try_fold(0u32, |n, &b| {
                b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
            })
        };
        let well_formed = bytes.len() == 10 && bytes[4] == b'-' && bytes[7] == b'-';
        let (Some(year), Some(month), Some(day)) = (digits(0..4), digits(5..7), digits(8..10))
        else {
            return Err(DayError::NotADate(crate::quoting::shorten(text)));
        };
        if !well_formed {
            return Err(DayError::NotADate(crate::quoting::shorten(text)));
        }
        Day::from_ymd(year as i32, month, day).ok_or_else(|| DayError::NoSuchDay(text.to_owned()))
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.ymd();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_from_the_epoch() {
        assert_eq!(Day::from_ymd(1970, 1, 1), Some(Day::EPOCH));
        assert_eq!(Day::from_ymd(1970, 1, 2), Some(Day(1)));
        assert_eq!(Day::from_ymd(1969, 12, 31), Some(Day(-1)));
        assert_eq!(Day::from_ymd(2000, 3, 1), Some(Day(11_017)));
        assert_eq!(Day::from_ymd(2026, 11, 30), Some(Day(20_787)));
    }

    #[test]
    fn every_day_reads_back_as_written() {
        for number in -800_000..3_000_000 {
            let day = Day(number);
            let (y, m, d) = day.ymd();
            if (1..=9999).contains(&y) {
                assert_eq!(Day::from_ymd(y, m, d), Some(day), "{number}");
                assert_eq!(Day::parse(&day.to_string()), Ok(day), "{number}");
            }
        }
    }

    #[test]
    fn leap_days_are_where_the_calendar_has_them() {
        assert!(Day::from_ymd(2024, 2, 29).is_some());
        assert!(Day::from_ymd(2000, 2, 29).is_some());
        assert!(Day::from_ymd(2100, 2, 29).is_none());
        assert!(Day::from_ymd(2026, 2, 29).is_none());
        assert_eq!(
            Day::from_ymd(2024, 3, 1).unwrap().plus(-1).ymd(),
            (2024, 2, 29)
        );
    }

    #[test]
    fn the_day_turns_at_utc_midnight() {
        let midnight = 1_796_083_200_000.0; // 2026-12-01T00:00:00Z
        assert_eq!(Day::at_epoch_millis(midnight).to_string(), "2026-12-01");
        assert_eq!(
            Day::at_epoch_millis(midnight - 1.0).to_string(),
            "2026-11-30"
        );
        assert_eq!(
            Day::at_epoch_millis(midnight + 86_399_999.0).to_string(),
            "2026-12-01"
        );
        assert_eq!(Day::at_epoch_millis(-1.0).to_string(), "1969-12-31");
        assert_eq!(Day::at_epoch_millis(f64::NAN), Day::EPOCH);
    }

    #[test]
    fn malformed_dates_say_what_is_wrong() {
        for text in [
            "",
            "today",
            "2026-1-30",
            "2026/11/30",
            "26-11-30",
            "2026-11-30x",
            "２026-11-30",
            "+026-11-30",
            "2026-11-3 ",
            "-2026-11-30",
        ] {
            assert!(
                matches!(Day::parse(text), Err(DayError::NotADate(_))),
                "{text:?}"
            );
        }
        for text in [
            "2026-02-30",
            "2026-13-01",
            "2026-00-10",
            "0000-01-01",
            "2026-04-31",
        ] {
            assert_eq!(
                Day::parse(text),
                Err(DayError::NoSuchDay(text.to_owned())),
                "{text}"
            );
        }
        assert_eq!(
            Day::parse("tomorrow").unwrap_err().to_string(),
            "“tomorrow” is not a date written as 2026-11-30"
        );
        assert_eq!(
            Day::parse(" 2026-11-30 ").map(|d| d.to_string()).as_deref(),
            Ok("2026-11-30")
        );
    }
}
