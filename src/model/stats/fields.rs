//! How the statistics write the fields JSON has no type for, and read them back strictly:
//! a mode by its name, a day as `YYYY-MM-DD`, and 64-bit numbers, which a JavaScript
//! number cannot hold whole, as decimal strings (a plain number is read too).

use std::fmt;

use serde::de::{self, Deserializer, Unexpected, Visitor};
use serde::{Deserialize, Serializer};

use rules::Mode;
use rules::day::Day;

/// A mode by its name ([`Mode::name`]).
pub(crate) mod mode_name {
    use super::*;

    pub fn serialize<S: Serializer>(mode: &Mode, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(mode.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Mode, D::Error> {
        struct Name;

        impl Visitor<'_> for Name {
            type Value = Mode;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let names: Vec<&str> = Mode::ALL.iter().map(|mode| mode.name()).collect();
                write!(f, "the name of a mode ({})", names.join(", "))
            }

            fn visit_str<E: de::Error>(self, name: &str) -> Result<Mode, E> {
                Mode::from_name(name).ok_or_else(|| E::invalid_value(Unexpected::Str(name), &self))
            }
        }

        deserializer.deserialize_str(Name)
    }
}

/// A day as `YYYY-MM-DD`, read strictly ([`Day::parse`], whose words say what is wrong).
pub(crate) mod day {
    use super::*;

    pub fn serialize<S: Serializer>(day: &Day, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(day)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Day, D::Error> {
        struct Text;

        impl Visitor<'_> for Text {
            type Value = Day;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a day written as 2026-11-30")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Day, E> {
                Day::parse(text).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(Text)
    }
}

/// A day or none: `null` or left out is none.
pub(crate) mod optional_day {
    use super::*;

    pub fn serialize<S: Serializer>(day: &Option<Day>, serializer: S) -> Result<S::Ok, S::Error> {
        match day {
            Some(day) => serializer.collect_str(day),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Day>, D::Error> {
        #[derive(Deserialize)]
        struct Text(#[serde(with = "super::day")] Day);
        Ok(Option::<Text>::deserialize(deserializer)?.map(|Text(day)| day))
    }
}

/// A whole number from 0 to `u64::MAX`, from a JSON number or a string of decimal digits.
struct Whole;

impl Visitor<'_> for Whole {
    type Value = u64;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a whole number from 0 to 18446744073709551615")
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
        Ok(value)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<u64, E> {
        // `u64::from_str` takes a leading `+`; a decimal string here is digits only.
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        match text.parse() {
            Ok(value) if digits => Ok(value),
            _ => Err(E::invalid_value(Unexpected::Str(text), &self)),
        }
    }
}

/// A `u64` written as a decimal string, read from one or from a plain number.
pub(crate) mod decimal {
    use super::*;

    pub fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        deserializer.deserialize_any(Whole)
    }
}

/// A `u64` written as a plain number, read from one or from a decimal string.
pub(crate) mod whole {
    use super::*;

    pub fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(*value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        deserializer.deserialize_any(Whole)
    }
}
