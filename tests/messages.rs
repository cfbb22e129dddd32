//! Every language's messages against the English source (`locales/en.ftl`): the same
//! messages, each with the same variables; every file reads; every plural choice has a
//! form for each of its language's plural categories (Arabic has six); and every message
//! formats without an error in every language.

use std::collections::BTreeMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

#[path = "../build/catalog.rs"]
mod catalog;

/// The languages with a file beside English's, and their plural categories (CLDR's, for
/// whole numbers).
const LANGUAGES: [(&str, &[&str]); 5] = [
    ("de", &["one", "other"]),
    ("es", &["one", "other"]),
    ("fr", &["one", "other"]),
    ("ja", &["other"]),
    ("ar", &["zero", "one", "two", "few", "many", "other"]),
];

fn file(tag: &str) -> String {
    let path = format!("{}/locales/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

fn messages(tag: &str) -> BTreeMap<String, catalog::Message> {
    catalog::read(&file(tag))
        .unwrap_or_else(|e| panic!("locales/{tag}.ftl does not read: {e}"))
        .into_iter()
        .map(|m| (m.id.clone(), m))
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages("en");
    assert!(english.len() > 5, "English has {} messages", english.len());
    let mut problems = Vec::new();
    for (tag, _) in LANGUAGES {
        let theirs = messages(tag);
        for (id, message) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{tag}: {id} is missing")),
                Some(translated) if translated.variables != message.variables => {
                    problems.push(format!(
                        "{tag}: {id} uses {:?}, English {:?}",
                        translated.variables, message.variables
                    ));
                }
                Some(translated) if translated.text.trim().is_empty() => {
                    problems.push(format!("{tag}: {id} is empty"));
                }
                Some(translated) if translated.has_attributes => {
                    problems.push(format!("{tag}: {id} has attributes"));
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{tag}: {id} is not an English message"));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The variant keys of every choice in `pattern` made on a plural category (a key that
/// is a category's name), with the message's id.
fn plural_choices<'s>(pattern: &Pattern<&'s str>, found: &mut Vec<Vec<&'s str>>) {
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        if let Expression::Select { selector, variants } = expression {
            let keys: Vec<&str> = variants
                .iter()
                .map(|v| match &v.key {
                    VariantKey::Identifier { name } => *name,
                    VariantKey::NumberLiteral { value } => *value,
                })
                .collect();
            let plural = matches!(selector, InlineExpression::VariableReference { .. })
                && keys
                    .iter()
                    .any(|k| ["zero", "one", "two", "few", "many"].contains(k));
            if plural {
                found.push(keys);
            }
            for variant in variants {
                plural_choices(&variant.value, found);
            }
        }
    }
}

#[test]
fn every_plural_choice_has_a_form_for_each_of_its_languages_categories() {
    let mut problems = Vec::new();
    for (tag, categories) in LANGUAGES {
        let source = file(tag);
        let resource = fluent_syntax::parser::parse(source.as_str()).expect("it reads");
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut choices = Vec::new();
            if let Some(value) = &message.value {
                plural_choices(value, &mut choices);
            }
            for keys in choices {
                for category in categories.iter().filter(|c| !keys.contains(c)) {
                    problems.push(format!("{tag}: {} has no [{category}]", message.id.name));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_formats_in_every_language_without_an_error() {
    let english = messages("en");
    let mut problems = Vec::new();
    for tag in ["en"].into_iter().chain(LANGUAGES.map(|(tag, _)| tag)) {
        let resource = FluentResource::try_new(file(tag)).expect("it reads");
        let mut bundle = FluentBundle::new(vec![tag.parse().expect("a tag")]);
        bundle.set_use_isolating(false);
        bundle.add_builtins().expect("once");
        bundle.add_resource(resource).expect("no message twice");
        for (id, message) in &english {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            // Each number variable in turn 0, 1, 2, 3, 11 and 100: every plural form.
            for n in [0.0, 1.0, 2.0, 3.0, 11.0, 100.0] {
                let mut args = FluentArgs::new();
                for (variable, kind) in &message.declared {
                    match kind {
                        catalog::Kind::Number => args.set(variable.as_str(), n),
                        catalog::Kind::String => args.set(variable.as_str(), "x"),
                    }
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    problems.push(format!("{tag}: {id} with {n}: {errors:?}"));
                }
                if text.trim().is_empty() {
                    problems.push(format!("{tag}: {id} is empty"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The install manifest's English description is the message the other languages
/// translate (scripts/manifests.mjs writes theirs from it).
#[test]
fn the_manifests_description_is_the_english_message() {
    let manifest = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/public/manifest.webmanifest"
    ))
    .expect("the manifest");
    let manifest: serde_json::Value = serde_json::from_str(&manifest).expect("JSON");
    let english = messages("en");
    assert_eq!(
        manifest["description"].as_str(),
        english.get("manifest-description").map(|m| m.text.as_str()),
    );
}
