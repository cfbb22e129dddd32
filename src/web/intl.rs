//! The browser's formats for a language other than English: `Intl.NumberFormat` and
//! `Intl.DateTimeFormat` through js-sys, made once per page load and handed to
//! `model::numbers`, the one place that writes numbers and days. The browser knows each
//! locale's digits, separators and short forms (43.188, 43 188, ٤٣٬١٨٨, 1,2 Mio., 13.1万),
//! so the wasm carries none of them.

use js_sys::{Array, BigInt, Date, Function, Intl, Object, Reflect};
use wasm_bindgen::JsValue;

use rules::day::Day;

use crate::model::i18n::Language;
use crate::model::numbers::LocaleFormats;

/// The formats of one language, each a bound `format` function.
pub struct IntlFormats {
    grouped: Function,
    short: Function,
    decimals: [Function; 3],
    percent: Function,
    percent_tenth: Function,
    day: Function,
    two_digits: Function,
}

impl IntlFormats {
    /// `language`'s formats.
    pub fn new(language: Language) -> IntlFormats {
        let locales = Array::of1(&JsValue::from_str(language.tag()));
        let number = |options: &[(&str, JsValue)]| {
            Intl::NumberFormat::new(&locales, &object(options)).format()
        };
        IntlFormats {
            grouped: number(&[("maximumFractionDigits", 0.into())]),
            // Three digits at most, never rounded up, as English's own short form: a short
            // form is always the start of its number.
            short: number(&[
                ("notation", "compact".into()),
                ("maximumSignificantDigits", 3.into()),
                ("roundingMode", "trunc".into()),
            ]),
            decimals: [0, 1, 2].map(|digits| number(&[("maximumFractionDigits", digits.into())])),
            percent: number(&[("style", "percent".into())]),
            percent_tenth: number(&[
                ("style", "percent".into()),
                ("minimumFractionDigits", 1.into()),
                ("maximumFractionDigits", 1.into()),
            ]),
            day: Intl::DateTimeFormat::new(
                &locales,
                &object(&[("dateStyle", "medium".into()), ("timeZone", "UTC".into())]),
            )
            .format(),
            two_digits: number(&[("minimumIntegerDigits", 2.into())]),
        }
    }
}

/// An options object of these fields.
fn object(fields: &[(&str, JsValue)]) -> Object {
    let options = Object::new();
    for (name, value) in fields {
        let _ = Reflect::set(&options, &JsValue::from_str(name), value);
    }
    options
}

/// `format(value)`, or the value's own text should the browser refuse it.
fn call(format: &Function, value: &JsValue) -> String {
    format
        .call1(&JsValue::NULL, value)
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_else(|| String::from(js_sys::JsString::from(value.clone())))
}

impl LocaleFormats for IntlFormats {
    fn grouped(&self, n: u64) -> String {
        // A BigInt: every digit of a u64, past a double's 2^53.
        call(&self.grouped, &BigInt::from(n).into())
    }

    fn short_form(&self, n: u64) -> String {
        call(&self.short, &BigInt::from(n).into())
    }

    fn decimal(&self, x: f64, fraction: u8) -> String {
        let format = &self.decimals[usize::from(fraction.min(2))];
        call(format, &JsValue::from_f64(x))
    }

    fn percent(&self, percent: u8) -> String {
        call(
            &self.percent,
            &JsValue::from_f64(f64::from(percent) / 100.0),
        )
    }

    fn share(&self, fraction: f64, with_tenth: bool) -> String {
        let format = if with_tenth {
            &self.percent_tenth
        } else {
            &self.percent
        };
        call(format, &JsValue::from_f64(fraction))
    }

    fn day(&self, day: Day) -> String {
        // Its midnight, UTC, as every day of the game is.
        let date = Date::new(&JsValue::from_str(&format!("{day}T00:00:00Z")));
        call(&self.day, &date.into())
    }

    fn two_digits(&self, n: u64) -> String {
        call(&self.two_digits, &BigInt::from(n).into())
    }
}
