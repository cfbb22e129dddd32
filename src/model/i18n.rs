//! The player's language: the messages of every sentence the player reads or hears, in
//! Fluent files, one a language (`locales/*.ftl`, English the source), formatted by
//! `fluent-bundle` with each language's plural rules. Each English message is a typed
//! function of [`tr`], written by the build script, so a message's id and its arguments
//! are checked as the app compiles; the native test `tests/messages.rs` holds every other
//! language to the same ids and arguments.
//!
//! The language in use is the thread's (the app has one thread; each native test its
//! own): English from the start, whose messages are in the wasm; another's file is
//! handed over as its text by whoever fetched it ([`use_file`]). Numbers in messages
//! are written by [`super::numbers`], the one place that formats them.

use std::cell::RefCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

mod language;
mod pseudo;

pub use language::{Language, choose_language};

/// The English messages, the source: always in the app, and the fallback of a message a
/// language's file lacks.
const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/en.ftl"));

/// A typed function for every English message, `tr::undo_count(3)`.
pub mod tr {
    use super::{Arg, Number};
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// A message without arguments, kept to be said when it is shown (a tutorial's step, a
/// key's words in the help): its function of [`tr`], so the words are the language's at
/// the time they are read. Two are equal when they say the same.
#[derive(Clone, Copy)]
pub struct Text(pub fn() -> String);

impl Text {
    /// Its words, in the language in use.
    pub fn say(self) -> String {
        (self.0)()
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.say() == other.say()
    }
}

impl Eq for Text {}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.say())
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say())
    }
}

/// A number given to a message: chosen among its plural forms, and written by
/// [`super::numbers::number`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Number(pub f64);

macro_rules! numbers_from {
    ($($t:ty),*) => {
        $(impl From<$t> for Number {
            fn from(n: $t) -> Self {
                Number(n as f64)
            }
        })*
    };
}
numbers_from!(u8, u16, u32, u64, usize, i32, i64, f64);

/// One argument of a message.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// A number.
    Number(Number),
    /// A text, as it is.
    String(&'a str),
}

/// A language's file that did not read: the syntax errors' count. The app keeps the
/// language it had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub usize);

/// The messages in use: the language's, and English's for a message it lacks.
struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

thread_local! {
    static CATALOGUE: RefCell<Option<Catalogue>> = const { RefCell::new(None) };
}

/// The language in use.
pub fn language() -> Language {
    CATALOGUE.with_borrow(|c| c.as_ref().map_or(Language::English, |c| c.language))
}

/// Uses `language`'s messages from now on when they are the app's own (English and the
/// pseudo-language); English for any other, whose file [`use_file`] takes.
pub fn use_built_in(language: Language) {
    let language = if language.is_built_in() {
        language
    } else {
        Language::English
    };
    CATALOGUE.set(Some(Catalogue::built_in(language)));
}

/// Uses `language` from now on, with `source`, its file's text (English fills in a
/// message it lacks). A file that does not read leaves the language as it was.
pub fn use_file(language: Language, source: &str) -> Result<(), Unreadable> {
    let catalogue = Catalogue {
        language,
        bundle: bundle(language, source)?,
        english: Some(english()),
    };
    CATALOGUE.set(Some(catalogue));
    Ok(())
}

impl Catalogue {
    fn built_in(language: Language) -> Catalogue {
        let mut bundle = english();
        if language == Language::Pseudo {
            bundle.set_transform(Some(pseudo::lengthen));
        }
        Catalogue {
            language,
            bundle,
            english: None,
        }
    }
}

/// The English messages' bundle.
fn english() -> FluentBundle<FluentResource> {
    bundle(Language::English, ENGLISH).expect("the English messages read")
}

/// A bundle of `source`'s messages for `language`: its plural rules, its numbers written
/// by [`super::numbers`], and a right-to-left language's arguments isolated from the
/// text around them (a Latin name or a number stays whole in an Arabic sentence).
fn bundle(language: Language, source: &str) -> Result<FluentBundle<FluentResource>, Unreadable> {
    let resource =
        FluentResource::try_new(source.to_owned()).map_err(|(_, e)| Unreadable(e.len()))?;
    let id: LanguageIdentifier = language
        .plural_rules()
        .parse()
        .expect("a language's tag parses");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(language.right_to_left());
    // NUMBER($rank, type: "ordinal"): 1st, 2nd, 3rd by the language's ordinal rules.
    bundle.add_builtins().expect("the builtins are added once");
    bundle.set_formatter(Some(|value, _| match value {
        FluentValue::Number(n) => Some(super::numbers::number(n.value)),
        _ => None,
    }));
    bundle
        .add_resource(resource)
        .map_err(|e| Unreadable(e.len()))?;
    Ok(bundle)
}

/// The message `id` with `args`, in the language in use (in English if its file lacks
/// it). Called by the functions of [`tr`].
fn format_message(id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, arg) in args {
        match arg {
            Arg::Number(n) => fluent_args.set(*name, n.0),
            Arg::String(s) => fluent_args.set(*name, *s),
        }
    }
    CATALOGUE.with_borrow_mut(|catalogue| {
        let catalogue = catalogue.get_or_insert_with(|| Catalogue::built_in(Language::English));
        let formatted = [Some(&catalogue.bundle), catalogue.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|bundle| {
                let pattern = bundle.get_message(id)?.value()?;
                let mut errors = Vec::new();
                Some(
                    bundle
                        .format_pattern(pattern, Some(&fluent_args), &mut errors)
                        .into_owned(),
                )
            })
            .unwrap_or_else(|| id.to_owned());
        if catalogue.language == Language::Pseudo {
            pseudo::wrap(&formatted)
        } else {
            formatted
        }
    })
}

#[cfg(test)]
mod tests;
