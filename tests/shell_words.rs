//! The app shell's words (index.html, shown before the wasm runs) in every language:
//! public/shell.js's table `WORDS` says each of the shell's messages (its `data-msg`) as
//! the language's file does, and index.html's own words are English's, so the shell a
//! page paints first says what the app then says in its place.

use std::collections::BTreeMap;

use fluent_bundle::{FluentBundle, FluentResource};

/// The languages with a file beside English's.
const LANGUAGES: [&str; 5] = ["de", "es", "fr", "ja", "ar"];

fn read(path: &str) -> String {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// Message `id` of language `tag`, formatted as the app shows it.
fn message(tag: &str, id: &str) -> String {
    let resource = FluentResource::try_new(read(&format!("locales/{tag}.ftl"))).expect("reads");
    let mut bundle = FluentBundle::new(vec![tag.parse().expect("a tag")]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no message twice");
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .unwrap_or_else(|| panic!("{tag} has no message {id}"));
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, None, &mut errors)
        .into_owned();
    assert!(errors.is_empty(), "{tag}: {id}: {errors:?}");
    text
}

/// index.html's shell words: each `data-msg` id and the English text it holds.
fn shell_words() -> BTreeMap<String, String> {
    let page = read("index.html");
    let mut words = BTreeMap::new();
    for (at, _) in page.match_indices("data-msg=\"") {
        let rest = &page[at + "data-msg=\"".len()..];
        let id = &rest[..rest.find('"').expect("a closing quote")];
        let text = &rest[rest.find('>').expect("the tag's end") + 1..];
        let text = &text[..text.find('<').expect("the element's end")];
        assert!(
            words.insert(id.to_owned(), text.to_owned()).is_none(),
            "{id} twice"
        );
    }
    words
}

/// public/shell.js's table: language → message id → text.
fn table() -> BTreeMap<String, BTreeMap<String, String>> {
    let script = read("public/shell.js");
    let start = script
        .find("const WORDS = ")
        .expect("shell.js has its WORDS")
        + 14;
    let end = script
        .find("; // @shell-words")
        .expect("WORDS ends with its marker");
    serde_json::from_str(&script[start..end]).expect("WORDS is JSON")
}

#[test]
fn the_shells_english_words_are_the_english_messages() {
    let words = shell_words();
    assert!(words.len() > 10, "the shell has {} words", words.len());
    for (id, text) in &words {
        assert_eq!(text, &message("en", id), "index.html's {id}");
    }
}

#[test]
fn shell_js_says_every_shell_word_as_each_language_does() {
    let ids: Vec<String> = shell_words().into_keys().collect();
    let table = table();
    assert_eq!(
        table.keys().collect::<Vec<_>>(),
        {
            let mut tags = LANGUAGES.to_vec();
            tags.sort_unstable();
            tags
        },
        "a table for each language with a file"
    );
    for (tag, words) in &table {
        assert_eq!(
            words.keys().cloned().collect::<Vec<_>>(),
            ids,
            "{tag}'s ids"
        );
        for (id, text) in words {
            assert_eq!(text, &message(tag, id), "{tag}: {id}");
        }
    }
}
