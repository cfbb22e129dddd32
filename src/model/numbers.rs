//! Numbers and days as the player reads them, the one place that writes them. In English,
//! the game's own rules: digits in groups of three (43,188), a short form (131k, 1.23M) for
//! where a long number has no room — one rule for the numbers and the tiles alike — and
//! days as 2026-11-30. In any other language, the browser's own formats for it
//! ([`LocaleFormats`], `Intl` through js-sys: 43.188, 43 188, ٤٣٬١٨٨, 1,2 Mio.). Scores
//! are `u64`s and a save may hold any of them, so both forms stay readable up to
//! `u64::MAX`.

use std::cell::RefCell;

use rules::day::Day;

/// How a language other than English writes numbers and days: the browser's formats for
/// it (`src/web/intl.rs`). Natively there are none, and every number is written the
/// English way.
pub trait LocaleFormats {
    /// `n` whole, grouped as the language groups digits.
    fn grouped(&self, n: u64) -> String;
    /// `n` in the language's short form (1,2 Mio., 13.1万), by its first three digits,
    /// never rounded up.
    fn short_form(&self, n: u64) -> String;
    /// `x` with at most `fraction` digits after the point.
    fn decimal(&self, x: f64, fraction: u8) -> String;
    /// `percent` as a percentage.
    fn percent(&self, percent: u8) -> String;
    /// `fraction` (0 to 1) as a percentage, whole (23%) or with its tenth (0.7%).
    fn share(&self, fraction: f64, with_tenth: bool) -> String;
    /// A day, as the language writes a date.
    fn day(&self, day: Day) -> String;
    /// `n` (under 60) in two digits at least, as a clock writes its seconds.
    fn two_digits(&self, n: u64) -> String;
}

thread_local! {
    static FORMATS: RefCell<Option<Box<dyn LocaleFormats>>> = const { RefCell::new(None) };
}

/// Writes numbers and days by `formats` from now on; by the English rules with none.
pub fn use_formats(formats: Option<Box<dyn LocaleFormats>>) {
    FORMATS.set(formats);
}

/// The language's formats' answer, if the language has formats of its own.
fn in_locale(format: impl FnOnce(&dyn LocaleFormats) -> String) -> Option<String> {
    FORMATS.with_borrow(|formats| formats.as_deref().map(format))
}

/// A number given to a message: a whole number [`grouped`], any other with up to two
/// digits after the point.
pub fn number(x: f64) -> String {
    if x.fract() == 0.0 && (0.0..18_446_744_073_709_551_615.0).contains(&x) {
        grouped(x as u64)
    } else {
        decimal(x, 2)
    }
}

/// `x` with at most `fraction` digits after the point: `2.5`, `0.75`.
pub fn decimal(x: f64, fraction: u8) -> String {
    in_locale(|f| f.decimal(x, fraction)).unwrap_or_else(|| {
        let text = format!("{x:.*}", usize::from(fraction));
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_owned()
        } else {
            text
        }
    })
}

/// `percent` as a percentage: `80%`.
pub fn percent(percent: u8) -> String {
    in_locale(|f| f.percent(percent)).unwrap_or_else(|| format!("{percent}%"))
}

/// `part` of `whole` as a percentage: whole from 10% on (`23%`), with its tenth below
/// (`0.7%`, `0.0%`), so that a small share is not read as none. Worked out in whole numbers
/// in English: printing a float would cost the wasm the float formatter.
pub fn share(part: u64, whole: u64) -> String {
    let whole = whole.max(1);
    let tenths = (part * 1000 + whole / 2) / whole;
    in_locale(|f| f.share(part as f64 / whole as f64, tenths < 100)).unwrap_or_else(|| {
        if tenths >= 100 {
            format!("{}%", (part * 100 + whole / 2) / whole)
        } else {
            format!("{}.{}%", tenths / 10, tenths % 10)
        }
    })
}

/// A tile's value as the tile shows it, in every language: its digits up to 9,999, then
/// the tiles' own short form (`16.3k`, `1.04M`, `style/big-tiles.css`). A tile is a piece
/// of the game, named the same way on the board and in every sentence.
pub fn tile(value: u64) -> String {
    if value < 10_000 {
        value.to_string()
    } else {
        english_short_form(value)
    }
}

/// A day as the player reads it: `2026-11-30` in English, the language's date elsewhere.
pub fn day(day: Day) -> String {
    in_locale(|f| f.day(day)).unwrap_or_else(|| day.to_string())
}

/// Milliseconds as a clock shows them, rounded up to the second: `m:ss` (`4:05`, `12:00`),
/// in the language's digits.
pub fn clock(ms: u64) -> String {
    let seconds = ms.div_ceil(1_000);
    let (minutes, seconds) = (seconds / 60, seconds % 60);
    let seconds = in_locale(|f| f.two_digits(seconds)).unwrap_or_else(|| format!("{seconds:02}"));
    format!("{}:{seconds}", grouped(minutes))
}

/// `n` with its digits grouped by threes from 1,000 up: `999`, `3,984`, `43,188`,
/// `1,234,567`, so that every score, count, best and highest tile in the numbers reads
/// alike (the tiles themselves show their bare values).
pub fn grouped(n: u64) -> String {
    in_locale(|f| f.grouped(n)).unwrap_or_else(|| english_grouped(n))
}

fn english_grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// Suffixes of the short form, one per power of 1,000 from a thousand up: thousand,
/// million, billion, trillion, quadrillion, quintillion (`u64::MAX` is 18.4 quintillion).
const SUFFIXES: [&str; 6] = ["k", "M", "B", "T", "Qa", "Qi"];

/// `n` in six characters at most, where it needs seven or more grouped (from 100,000 up):
/// [`short_form`]. `None` for smaller numbers, which show [`grouped`] as they are.
pub fn short(n: u64) -> Option<String> {
    (n >= 100_000).then(|| short_form(n))
}

/// `n` (from 1,000 up) by its first three digits, never rounded up, with the suffix of its
/// power of 1,000 — `16.3k`, `131k`, `1.04M`, `18.4Qi` — so that a short form is always
/// the start of its number and never the name of a rounder one (65,536 is `65.5k`, not
/// `65k`). The tiles' short labels are these too (`style/big-tiles.css`, checked below).
/// Below 1,000, the number as it is.
pub fn short_form(n: u64) -> String {
    in_locale(|f| f.short_form(n)).unwrap_or_else(|| english_short_form(n))
}

pub(crate) fn english_short_form(n: u64) -> String {
    let digits = n.to_string().into_bytes();
    if digits.len() < 4 {
        return n.to_string();
    }
    // Digits before the point: 1 to 3.
    let whole = (digits.len() - 1) % 3 + 1;
    let mut out = String::new();
    for (i, &digit) in digits[..3].iter().enumerate() {
        if i == whole {
            out.push('.');
        }
        out.push(char::from(digit));
    }
    if whole < 3 {
        // 1.20M is 1.2M, 1.00M is 1M.
        while out.ends_with('0') {
            out.pop();
        }
        if out.ends_with('.') {
            out.pop();
        }
    }
    out.push_str(SUFFIXES[(digits.len() - 4) / 3]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_shows_minutes_and_two_digits_of_seconds_rounded_up() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(1), "0:01");
        assert_eq!(clock(5_000), "0:05");
        assert_eq!(clock(245_001), "4:06");
        assert_eq!(clock(600_000), "10:00");
    }

    #[test]
    fn digits_are_grouped_by_threes_from_four_digits() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(7), "7");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1234), "1,234");
        assert_eq!(grouped(3984), "3,984");
        assert_eq!(grouped(9999), "9,999");
        assert_eq!(grouped(10_000), "10,000");
        assert_eq!(grouped(43_188), "43,188");
        assert_eq!(grouped(131_072), "131,072");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(100_000_000), "100,000,000");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn the_short_form_keeps_three_digits_and_names_the_power_of_1000() {
        assert_eq!(short(99_999), None);
        assert_eq!(short(100_000).as_deref(), Some("100k"));
        assert_eq!(short(131_072).as_deref(), Some("131k"));
        assert_eq!(short(187_052).as_deref(), Some("187k"));
        assert_eq!(short(999_999).as_deref(), Some("999k"), "never rounded up");
        assert_eq!(short(1_000_000).as_deref(), Some("1M"));
        assert_eq!(short(1_048_576).as_deref(), Some("1.04M"));
        assert_eq!(short(1_234_567).as_deref(), Some("1.23M"));
        assert_eq!(short(1_200_000).as_deref(), Some("1.2M"));
        assert_eq!(short(12_345_678).as_deref(), Some("12.3M"));
        assert_eq!(short(4_294_967_295).as_deref(), Some("4.29B"));
        assert_eq!(short(1 << 40).as_deref(), Some("1.09T"));
        assert_eq!(short(1 << 50).as_deref(), Some("1.12Qa"));
        assert_eq!(short(1 << 63).as_deref(), Some("9.22Qi"));
        assert_eq!(short(u64::MAX).as_deref(), Some("18.4Qi"));
    }

    #[test]
    fn the_short_form_starts_at_a_thousand() {
        assert_eq!(short_form(999), "999");
        assert_eq!(short_form(1000), "1k");
        assert_eq!(short_form(16_384), "16.3k");
        assert_eq!(short_form(65_536), "65.5k");
        assert_eq!(short_form(33_554_432), "33.5M");
    }

    /// Every tile's short label in the style sheet is [`short_form`] of its value, so a
    /// tile and the Highest box call one value by one name.
    #[test]
    fn the_tiles_short_labels_are_the_numbers_short_forms() {
        let css = include_str!("../../style/big-tiles.css");
        let mut checked = 0;
        for line in css.lines() {
            let Some(rest) = line.strip_prefix(".e") else {
                continue;
            };
            let Some((exponent, rule)) = rest.split_once(" > .face::after { content: \"") else {
                continue;
            };
            let exponent: u32 = exponent.parse().expect("a tile class is .e<exponent>");
            let label = rule.split('"').next().unwrap_or_default();
            assert_eq!(label, short_form(1u64 << exponent), "the tile 2^{exponent}");
            checked += 1;
        }
        assert!(checked >= 30, "only {checked} labels found");
    }

    #[test]
    fn every_form_fits_its_room() {
        // Powers of two and the numbers either side of each power of ten.
        let mut samples: Vec<u64> = (0..64).map(|e| 1u64 << e).collect();
        let mut ten = 1u64;
        while let Some(next) = ten.checked_mul(10) {
            samples.extend([ten - 1, ten, ten + 1]);
            ten = next;
        }
        samples.push(u64::MAX);
        for n in samples {
            match short(n) {
                Some(s) => {
                    assert!(s.len() <= 6, "{n}: {s}");
                    assert!(grouped(n).len() >= 7, "{n} is short only where it is long");
                }
                None => assert!(grouped(n).len() <= 6, "{n}"),
            }
        }
    }
}
