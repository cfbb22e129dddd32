//! The daily game's board: one seed a UTC day for everyone, derived from the day
//! (docs/RULES.md §16), and the way back, from a seed to its day. The app deals the day's
//! game from it; the server tells a daily game's day from its seed alone, so it can keep a
//! day's board open for its day and the day after, and refuse a day not yet begun.
//!
//! The derivation is versioned, and the version is mixed into the seed: a later change of
//! the rules or of the tile generator would come with a new version taking effect from its
//! own first day, listed in [`derivation_of`], so the days before it keep their boards.

use super::day::Day;

/// The version of the day → seed derivation in force from [`FIRST_DAY`] on.
pub const DERIVATION: u64 = 1;

/// The first day with a daily game: the archive starts here. The first day of the month
/// the daily game was written (2026-11-01), so the archive opened with a month to play.
pub const FIRST_DAY: Day = Day::from_number(20_758);

/// Mixed into every daily seed, so a daily board is no free game's seed by design (the
/// ASCII of `ExpoDay` and a zero byte).
const DAILY_SALT: u64 = 0x4578_706f_4461_7900;

/// SplitMix64's constants: the increment and the finaliser's two multipliers.
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;
const MIX_1: u64 = 0xbf58_476d_1ce4_e5b9;
const MIX_2: u64 = 0x94d0_49bb_1331_11eb;

/// The version a day's board is made with: version 1 for every day so far.
pub fn derivation_of(_day: Day) -> u64 {
    DERIVATION
}

/// The seed of `day`'s daily game: SplitMix64's finaliser of the salt, the version
/// (shifted into the top byte) and the day's number (days since 1970-01-01).
pub fn seed_of(day: Day) -> u64 {
    let input = DAILY_SALT ^ (derivation_of(day) << 56) ^ u64::from(day.number() as u32);
    let mut z = input.wrapping_add(GOLDEN);
    z = (z ^ (z >> 30)).wrapping_mul(MIX_1);
    z = (z ^ (z >> 27)).wrapping_mul(MIX_2);
    z ^ (z >> 31)
}

/// The day whose daily game has `seed`, whenever that is (a day to come, or one before
/// [`FIRST_DAY`], included); `None` for a seed that is no day's. Each step of the
/// finaliser can be undone (a shift folded in by XOR, a multiplication by an odd number),
/// so this is exact and takes no search: seeds are 64 bits, and no two days share one.
pub fn day_of(seed: u64) -> Option<Day> {
    let mut z = undo_xor_shift(seed, 31);
    z = undo_xor_shift(z.wrapping_mul(inverse(MIX_2)), 27);
    z = undo_xor_shift(z.wrapping_mul(inverse(MIX_1)), 30);
    let mixed = z.wrapping_sub(GOLDEN) ^ DAILY_SALT;
    let (version, middle, number) = (mixed >> 56, (mixed >> 32) & 0xff_ffff, mixed as u32);
    let day = Day::from_number(i32::try_from(number).ok()?);
    (middle == 0 && version == derivation_of(day)).then_some(day)
}

/// The day, from [`FIRST_DAY`] to `today`, whose daily game has `seed`, if any: how the
/// app tells a saved daily game apart.
pub fn day_of_seed(seed: u64, today: Day) -> Option<Day> {
    day_of(seed).filter(|day| (FIRST_DAY..=today).contains(day))
}

/// `x` from `x ^ (x >> shift)`: each pass gets `shift` more of the high bits right.
fn undo_xor_shift(y: u64, shift: u32) -> u64 {
    let mut x = y;
    for _ in 0..64 / shift {
        x = y ^ (x >> shift);
    }
    x
}

/// The inverse of an odd number modulo 2⁶⁴, by Newton's iteration: each step doubles the
/// bits that are right, from the 3 that any odd number is of its own inverse.
fn inverse(odd: u64) -> u64 {
    let mut x = odd;
    for _ in 0..5 {
        x = x.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(x)));
    }
    x
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
            assert_eq!(day_of(seed), Some(day(date)), "{date}");
        }
    }

    #[test]
    fn every_seed_names_its_day_and_no_other_seed_names_one() {
        for number in (0..3_000_000).step_by(7).chain([i32::MAX]) {
            let d = Day::from_number(number);
            assert_eq!(day_of(seed_of(d)), Some(d), "{number}");
            assert_ne!(day_of(seed_of(d) ^ 1), Some(d), "{number}");
        }
        for seed in (0..1_000_000_000).step_by(9_973).chain([u64::MAX, 1 << 63]) {
            assert_eq!(day_of(seed), None, "{seed}");
        }
        assert_eq!(inverse(MIX_1).wrapping_mul(MIX_1), 1);
        assert_eq!(inverse(MIX_2).wrapping_mul(MIX_2), 1);
    }

    #[test]
    fn each_day_has_its_own_seed_and_the_seed_names_its_day_up_to_today() {
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
        assert_eq!(day_of_seed(seed_of(day("2026-10-31")), today), None);
        assert_eq!(day_of_seed(42, today), None);
    }
}
