//! The page's language, set before the app is built: chosen from the link's `?lang=`, the
//! player's choice in Settings and the browser's preferences (`i18n::choose_language`);
//! its messages fetched from `locales/<tag>.ftl` unless they are the app's own (English's
//! are in the wasm), so only the player's language is downloaded; its numbers and days by
//! the browser's `Intl`; `<html lang>` and `dir` set, so an Arabic page mirrors; and the
//! install manifest in the language linked.

use std::cell::Cell;

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use crate::model::i18n::{self, Language, choose_language};
use crate::model::numbers;
use crate::model::saves::load_language;

use super::address_bar::launch_address;
use super::intl::IntlFormats;
use super::local_storage::WebStore;

thread_local! {
    /// The language asked for whose file could not be had or read: the page is English.
    static UNAVAILABLE: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Puts the language the page load asks for in use, then runs `mount`: at once for
/// English and the pseudo-language, once its file is fetched for any other. Where the
/// file cannot be had (offline on a first visit in that language) or does not read, the
/// page is English, and [`unavailable`] says which language was asked for.
pub fn then_mount(mount: impl FnOnce() + 'static) {
    let language = asked_for();
    if language.is_built_in() {
        i18n::use_built_in(language);
        show(language);
        mount();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let file = fetch_text(&file_of(language)).await;
        if let Some(Ok(())) = file.map(|text| i18n::use_file(language, &text)) {
            numbers::use_formats(Some(Box::new(IntlFormats::new(language))));
            show(language);
        } else {
            UNAVAILABLE.set(Some(language));
            show(Language::English);
        }
        mount();
    });
}

/// The language the page load asked for, when its file could not be had or read.
pub fn unavailable() -> Option<Language> {
    UNAVAILABLE.get()
}

/// The language a page load asks for, before any is fetched.
fn asked_for() -> Language {
    let preferred: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|tag| tag.as_string()).collect())
        .unwrap_or_default();
    let chosen = load_language(&WebStore::open());
    choose_language(
        launch_address().lang.as_deref(),
        chosen.as_deref(),
        &preferred,
    )
}

/// Where `language`'s messages are, beside the page.
fn file_of(language: Language) -> String {
    format!("locales/{}.ftl", language.tag())
}

/// `<html lang dir>`: what the browser reads the page's words as (its fonts, a screen
/// reader's voice, Japanese line breaking) and which way the page runs.
fn show(language: Language) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.set_attribute("lang", language.tag());
    let _ = root.set_attribute(
        "dir",
        if language.right_to_left() {
            "rtl"
        } else {
            "ltr"
        },
    );
}

/// The text at `path`, if the network or the service worker's cache gives it.
async fn fetch_text(path: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response: Response = JsFuture::from(window.fetch_with_str(path))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
