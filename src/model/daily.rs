//! The daily game: one ExponenTorus board (9×9) for everyone each UTC day, its seed
//! derived from the day (docs/RULES.md §16), and which day an address asks for.
//!
//! The derivation is versioned, and the version is mixed into the seed: a later change of
//! the rules or of the tile generator would come with a new version taking effect from its
//! own first day, listed in [`derivation_of`], so the days before it keep their boards.

use super::day::{Day, DayError};

/// The version of the day → seed derivation in force from [`FIRST_DAY`] on.
pub const DERIVATION: u64 = 1;

/// The first day with a daily game: the archive starts here. The first day of the month
/// the daily game was written (2026-11-01), so the archive opened with a month to play.
pub const FIRST_DAY: Day = Day::from_number(20_758);

/// Mixed into every daily seed, so a daily board is no free game's seed by design (the
/// ASCII of `ExpoDay` and a zero byte).
const DAILY_SALT: u64 = 0x4578_706f_4461_7900;

/// The derivation version a day's board is made with: version 1 for every day so far.
pub fn derivation_of(_day: Day) -> u64 {
    DERIVATION
}

/// The seed of `day`'s daily game: SplitMix64's finaliser of the salt, the version
/// (shifted into the top byte) and the day's number (days since 1970-01-01).
pub fn seed_of(day: Day) -> u64 {
    let input = DAILY_SALT ^ (derivation_of(day) << 56) ^ u64::from(day.number() as u32);
    let mut z = input.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The day, from [`FIRST_DAY`] to `today`, whose daily game has `seed`, if any: how a
/// saved daily game is told apart (seeds are 64 bits, so two days never share one).
pub fn day_of_seed(seed: u64, today: Day) -> Option<Day> {
    (FIRST_DAY.number()..=today.number())
        .rev()
        .map(Day::from_number)
        .find(|day| seed_of(*day) == seed)
}

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
        match self {
            Refused::Unreadable(error) => write!(
                f,
                "The daily game link names no day: {error}. Here is today's daily game."
            ),
            Refused::Future(day) => write!(
                f,
                "The daily game of {day} is not out yet (days turn at midnight UTC). Here is \
                 today's."
            ),
            Refused::BeforeFirst(day) => write!(
                f,
                "There is no daily game of {day}: the first was on {FIRST_DAY}. Here is \
                 today's."
            ),
        }
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
    fn the_first_day_is_the_first_of_november_2026() {
        assert_eq!(FIRST_DAY.to_string(), "2026-11-01");
    }

    /// The vectors of docs/RULES.md §16: a change here changes everyone's past boards.
    #[test]
    fn fixed_vectors_of_the_derivation() {
        for (date, seed) in [
            ("2026-11-01", 8_303_937_887_009_995_127_u64),
            ("2026-11-30", 2_673_631_240_770_610_570),
            ("2026-12-01", 10_799_689_311_305_919_625),
            ("2027-01-01", 3_408_657_792_324_212_692),
            ("2028-02-29", 3_149_570_042_981_324_549),
        ] {
            assert_eq!(seed_of(day(date)), seed, "{date}");
        }
    }

    #[test]
    fn each_day_has_its_own_seed_and_the_seed_names_its_day() {
        let today = day("2036-12-31");
        let mut seeds: Vec<u64> = (FIRST_DAY.number()..=today.number())
            .map(|n| seed_of(Day::from_number(n)))
            .collect();
        seeds.sort_unstable();
        seeds.dedup();
        assert_eq!(seeds.len() as i32, today.number() - FIRST_DAY.number() + 1);
        for date in ["2026-11-01", "2026-11-30", "2036-12-31"] {
            assert_eq!(day_of_seed(seed_of(day(date)), today), Some(day(date)));
        }
        assert_eq!(
            day_of_seed(seed_of(day("2027-01-01")), day("2026-12-31")),
            None
        );
        assert_eq!(day_of_seed(42, today), None);
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
