//! Time as the leaderboard keeps it: microseconds since 1970-01-01 UTC, the UTC days of the
//! daily boards, and a clock that tests can set.

use rules::day::Day;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Microseconds in a day.
pub const DAY_US: i64 = 86_400_000_000;

/// Where "now" comes from: the system's clock, or one a test moves by hand.
#[derive(Clone, Debug)]
pub enum Clock {
    /// The system's clock.
    System,
    /// A clock that reads the number it holds (microseconds since the epoch).
    Fixed(Arc<AtomicI64>),
}

impl Clock {
    /// Microseconds since 1970-01-01 UTC.
    pub fn now_us(&self) -> i64 {
        match self {
            Clock::System => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |since| since.as_micros() as i64),
            Clock::Fixed(now) => now.load(Ordering::SeqCst),
        }
    }
}

/// When `day` starts: its midnight, UTC.
pub fn start_of(day: Day) -> i64 {
    i64::from(day.number()) * DAY_US
}

/// The UTC day at `us`.
pub fn day_at(us: i64) -> Day {
    Day::from_number(us.div_euclid(DAY_US).clamp(-700_000, 2_900_000) as i32)
}

/// `us` as an RFC 3339 time in UTC to the millisecond: `2026-11-30T12:34:56.789Z`.
pub fn rfc3339(us: i64) -> String {
    let day = day_at(us);
    let within = us - start_of(day);
    let millis = within / 1_000;
    let (hours, minutes) = (millis / 3_600_000, millis / 60_000 % 60);
    let (seconds, millis) = (millis / 1_000 % 60, millis % 1_000);
    format!("{day}T{hours:02}:{minutes:02}:{seconds:02}.{millis:03}Z")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_utc_to_the_millisecond() {
        let day = Day::parse("2026-11-30").unwrap();
        assert_eq!(rfc3339(start_of(day)), "2026-11-30T00:00:00.000Z");
        let us = start_of(day) + DAY_US - 1;
        assert_eq!(rfc3339(us), "2026-11-30T23:59:59.999Z");
        assert_eq!(day_at(us), day);
        assert_eq!(day_at(us + 1), day.plus(1));
        assert_eq!(rfc3339(45_296_789_000), "1970-01-01T12:34:56.789Z");
    }
}
