//! A small JSON reader for the two documents the game keeps in storage: the save and the
//! settings. It reads what they hold (objects, arrays, strings, whole numbers, `true`,
//! `false` and `null`) and skips any other value whole. Each document writes its own
//! JSON, since each has one fixed shape.
//!
//! A reader of its own rather than a crate, measured on the release wasm (gzipped): with
//! `miniserde` the game is 11,398 bytes larger, with `serde` over the browser's
//! `JSON.parse` through `serde-wasm-bindgen` 17,548 larger, with `serde_json` 20,939
//! larger. Its errors also say what was expected and where, and it refuses a field given
//! twice. The save's tests check it against `serde_json`'s reading of the same text.

use std::fmt;

/// Nesting deeper than this is refused rather than followed, so that hostile text cannot
/// exhaust the stack.
const MAX_DEPTH: u32 = 64;

/// What the text should have held, and where it did not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What should have come next, in words.
    pub expected: &'static str,
    /// The byte offset of what came instead.
    pub at: usize,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {} at character {}", self.expected, self.at + 1)
    }
}

impl std::error::Error for JsonError {}

/// A cursor over JSON text that reads one value at a time, skipping whitespace before
/// each token.
#[derive(Clone, Copy, Debug)]
pub struct JsonReader<'a> {
    text: &'a [u8],
    at: usize,
}

impl<'a> JsonReader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        JsonReader {
            text: text.as_bytes(),
            at: 0,
        }
    }

    /// An error saying that `expected` should be where the reader is.
    pub fn error<T>(&self, expected: &'static str) -> Result<T, JsonError> {
        Err(JsonError {
            expected,
            at: self.at,
        })
    }

    /// The next byte after whitespace, left unread.
    fn peek(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.text.get(self.at) {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    /// Reads `byte` if it is next.
    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += usize::from(found);
        found
    }

    fn expect(&mut self, byte: u8, expected: &'static str) -> Result<(), JsonError> {
        if self.eat(byte) {
            Ok(())
        } else {
            self.error(expected)
        }
    }

    /// Reads `word` (a literal such as `null`) if it is next.
    fn eat_word(&mut self, word: &[u8]) -> bool {
        self.peek();
        let found = self
            .text
            .get(self.at..)
            .is_some_and(|rest| rest.starts_with(word));
        if found {
            self.at += word.len();
        }
        found
    }

    /// Reads `null` if it is next.
    pub fn null(&mut self) -> bool {
        self.eat_word(b"null")
    }

    /// Reads `true` or `false`.
    pub fn boolean(&mut self) -> Result<bool, JsonError> {
        if self.eat_word(b"true") {
            Ok(true)
        } else if self.eat_word(b"false") {
            Ok(false)
        } else {
            self.error("`true` or `false`")
        }
    }

    /// Reads a string, giving the bytes between its quotes with any escapes as written:
    /// the documents' own strings (names, digits) never need one.
    pub fn string(&mut self) -> Result<&'a [u8], JsonError> {
        self.expect(b'"', "a string")?;
        let start = self.at;
        loop {
            match self.text.get(self.at) {
                Some(b'"') => break,
                Some(b'\\') => self.at += 2,
                Some(_) => self.at += 1,
                None => {
                    // A final backslash steps past the end: point at the end itself.
                    self.at = self.text.len();
                    return self.error("the string's closing `\"`");
                }
            }
        }
        let raw = &self.text[start..self.at];
        self.at += 1;
        Ok(raw)
    }

    /// Reads a whole number from 0 to `u64::MAX`.
    pub fn u64(&mut self) -> Result<u64, JsonError> {
        self.whole_number(u64::MAX, "a whole number from 0 to 18446744073709551615")
    }

    /// Reads a whole number from 0 to `u32::MAX`.
    pub fn u32(&mut self) -> Result<u32, JsonError> {
        let n = self.whole_number(u32::MAX.into(), "a whole number from 0 to 4294967295")?;
        Ok(n as u32)
    }

    /// Reads a whole number from 0 to `u64::MAX`, written as a number or as a string of
    /// decimal digits (a JavaScript number cannot hold every `u64`).
    pub fn decimal(&mut self) -> Result<u64, JsonError> {
        if self.peek() != Some(b'"') {
            return self.u64();
        }
        let start = *self;
        let text = self.string()?;
        match parse_digits(text) {
            Some(n) => Ok(n),
            None => start.error("a whole number from 0 to 18446744073709551615 as a string"),
        }
    }

    /// A number with no sign, fraction or exponent, at most `max`.
    fn whole_number(&mut self, max: u64, expected: &'static str) -> Result<u64, JsonError> {
        self.peek();
        let start = *self;
        let digits = self.digits();
        let leading_zero = digits.len() > 1 && digits[0] == b'0';
        let fraction = matches!(self.text.get(self.at), Some(b'.' | b'e' | b'E'));
        match parse_digits(digits) {
            Some(n) if n <= max && !leading_zero && !fraction => Ok(n),
            _ => start.error(expected),
        }
    }

    /// Reads the decimal digits that come next, if any (no whitespace first).
    fn digits(&mut self) -> &'a [u8] {
        let from = self.at;
        while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        &self.text[from..self.at]
    }

    /// Reads an object, calling `member` with each name, which must read the value.
    pub fn object(
        &mut self,
        mut member: impl FnMut(&'a [u8], &mut Self) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.expect(b'{', "an object")?;
        if self.eat(b'}') {
            return Ok(());
        }
        loop {
            let name = self.string()?;
            self.expect(b':', "`:`")?;
            member(name, self)?;
            if self.eat(b'}') {
                return Ok(());
            }
            self.expect(b',', "`,` or `}`")?;
        }
    }

    /// Reads an array, calling `item` for each element, which must read it.
    pub fn array(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Result<(), JsonError>,
    ) -> Result<(), JsonError> {
        self.expect(b'[', "an array")?;
        if self.eat(b']') {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(b']') {
                return Ok(());
            }
            self.expect(b',', "`,` or `]`")?;
        }
    }

    /// Reads one value of any kind and ignores it.
    pub fn skip(&mut self) -> Result<(), JsonError> {
        self.skip_nested(0)
    }

    /// Reads one value of any kind and returns its text, for a reader of its own.
    pub fn raw(&mut self) -> Result<&'a str, JsonError> {
        self.peek();
        let from = self.at;
        self.skip()?;
        // Both ends are at JSON tokens, which are ASCII: the slice is whole characters.
        std::str::from_utf8(&self.text[from..self.at]).or_else(|_| self.error("text"))
    }

    fn skip_nested(&mut self, depth: u32) -> Result<(), JsonError> {
        let nested = matches!(self.peek(), Some(b'{' | b'['));
        if nested && depth >= MAX_DEPTH {
            return self.error("less deeply nested JSON");
        }
        match self.peek() {
            Some(b'"') => self.string().map(drop),
            Some(b'{') => self.object(|_, value| value.skip_nested(depth + 1)),
            Some(b'[') => self.array(|value| value.skip_nested(depth + 1)),
            _ if self.null() => Ok(()),
            _ => match self.boolean() {
                Ok(_) => Ok(()),
                Err(_) => self.number(),
            },
        }
    }

    /// Reads any JSON number.
    fn number(&mut self) -> Result<(), JsonError> {
        let start = *self;
        self.at += usize::from(self.text.get(self.at) == Some(&b'-'));
        // A leading zero stands alone: `01` is not JSON.
        let mut valid = if self.text.get(self.at) == Some(&b'0') {
            self.at += 1;
            true
        } else {
            !self.digits().is_empty()
        };
        if valid && self.text.get(self.at) == Some(&b'.') {
            self.at += 1;
            valid = !self.digits().is_empty();
        }
        if valid && matches!(self.text.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            self.at += usize::from(matches!(self.text.get(self.at), Some(b'+' | b'-')));
            valid = !self.digits().is_empty();
        }
        if valid {
            Ok(())
        } else {
            start.error("a value")
        }
    }

    /// Reads the end of the text: nothing but whitespace may follow.
    pub fn end(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => self.error("the end of the text"),
        }
    }
}

/// The value of `digits`, if they are one or more ASCII digits that fit a `u64`.
fn parse_digits(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u64, |n, &d| {
        let digit = d.checked_sub(b'0').filter(|&d| d <= 9)?;
        n.checked_mul(10)?.checked_add(digit.into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skip_all(text: &str) -> Result<(), JsonError> {
        let mut json = JsonReader::new(text);
        json.skip()?;
        json.end()
    }

    #[test]
    fn every_kind_of_value_is_read_or_skipped() {
        for good in [
            r#" { "a" : [1, {"b": "c\"d"}, null, true, false, -2.5e3, 0, 1E+2] } "#,
            "[]",
            "{}",
            "\"\"",
            "-0",
            "0.5",
        ] {
            assert_eq!(skip_all(good), Ok(()), "{good}");
        }
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\":1,}",
            "[1 2]",
            "\"open",
            "-",
            "1.",
            "1e",
            ".5",
            "{1:2}",
            "x",
            "nul",
            "[1]]",
            "01",
            "-01",
        ] {
            assert!(skip_all(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn whole_numbers_are_whole_and_in_range() {
        let read = |text: &str| JsonReader::new(text).u64();
        assert_eq!(read(" 0"), Ok(0));
        assert_eq!(read("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "18446744073709551616",
            "-1",
            "1.0",
            "1e3",
            "01",
            "\"1\"",
            "",
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
        assert_eq!(JsonReader::new("4294967295").u32(), Ok(u32::MAX));
        assert!(JsonReader::new("4294967296").u32().is_err());
    }

    #[test]
    fn decimals_are_digit_strings_or_whole_numbers() {
        let read = |text: &str| JsonReader::new(text).decimal();
        assert_eq!(read("\"42\""), Ok(42));
        assert_eq!(read("\"18446744073709551615\""), Ok(u64::MAX));
        assert_eq!(read("7"), Ok(7));
        for bad in [
            "\"\"",
            "\"+1\"",
            "\"-1\"",
            "\"1 \"",
            "\"18446744073709551616\"",
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn errors_say_what_was_expected_and_where() {
        let mut json = JsonReader::new(r#"{"a": [1, 2 3]}"#);
        let error = json.skip().unwrap_err();
        assert_eq!(error.to_string(), "expected `,` or `]` at character 13");
        let error = JsonReader::new(r#""ab\"#).string().unwrap_err();
        assert_eq!(
            error.to_string(),
            "expected the string's closing `\"` at character 5"
        );
        let error = JsonReader::new("  1.5").u64().unwrap_err();
        assert_eq!(
            error.to_string(),
            "expected a whole number from 0 to 18446744073709551615 at character 3"
        );
    }

    #[test]
    fn members_and_items_are_handed_over_in_order() {
        let mut json = JsonReader::new(r#"{"x": [3, 1], "y": "z"}"#);
        let mut seen = Vec::new();
        json.object(|name, value| {
            seen.push(String::from_utf8_lossy(name).into_owned());
            if name == b"x" {
                value.array(|item| item.u64().map(|n| seen.push(n.to_string())))
            } else {
                value.skip()
            }
        })
        .unwrap();
        assert_eq!(seen, ["x", "3", "1", "y"]);
    }

    #[test]
    fn a_raw_value_is_its_text_as_written() {
        let mut json = JsonReader::new(r#"{"a": {"b": [1, "é"]} , "c": 2}"#);
        let mut raws = Vec::new();
        json.object(|_, value| value.raw().map(|r| raws.push(r)))
            .unwrap();
        assert_eq!(raws, [r#"{"b": [1, "é"]}"#, "2"]);
        assert!(JsonReader::new("[1,").raw().is_err());
    }

    #[test]
    fn deep_nesting_is_refused_not_followed() {
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(skip_all(&deep).is_err());
        let fine = format!("{}{}", "[".repeat(64), "]".repeat(64));
        assert_eq!(skip_all(&fine), Ok(()));
    }
}
