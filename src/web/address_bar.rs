//! The page's address: what the link that opened the page names, and showing the game in
//! play in it without a reload.

use leptos_router::location::{BrowserUrl, LocationProvider, Url};

use crate::model::address::Address;

/// What the address the page was loaded with names. Read through the router's URL parser
/// once per page, at the first call (a parse costs as much as the rest of the start's
/// reading of storage).
pub fn launch_address() -> Address {
    thread_local! {
        static LAUNCH: Option<Url> = BrowserUrl::current().ok();
    }
    LAUNCH.with(|url| {
        let Some(url) = url else {
            return Address::default();
        };
        let params = url.search_params();
        // The game's part of the query, in one order: what the session compares with the
        // address it would show. Other parameters (a launcher's `source=…`) are no game's
        // and change nothing.
        let query = ["mode", "seed", "size", "daily", "replay", "fresh", "player"]
            .into_iter()
            .filter_map(|name| params.get(name).map(|value| format!("{name}={value}")))
            .collect::<Vec<_>>()
            .join("&");
        Address {
            query,
            mode: params.get("mode"),
            seed: params.get("seed"),
            size: params.get("size"),
            daily: params.get("daily"),
            replay: params.get("replay"),
            fresh: params.get("fresh"),
            player: params.get("player"),
            analyse: params.get("analyse"),
            lang: params.get("lang"),
        }
    })
}

/// The page's whole address without its query: where replay links point.
pub fn page_address() -> String {
    absolute(&path())
}

/// Replaces the address's query by `query` (none when empty), without a reload or a
/// history entry, so a reload opens the game in play and the address can be shared.
pub fn show_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    // A link's language stays in the address, so a reload keeps it.
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&link_in_language(query)),
        );
    }
}

/// A link within this page to `query` that keeps the language a link opened the page in
/// (its `lang`), as the address does: a page followed from it speaks as this one.
pub fn link_in_language(query: &str) -> String {
    match launch_address().lang {
        Some(lang) if query.is_empty() => link(&format!("lang={lang}")),
        Some(lang) => link(&format!("{query}&lang={lang}")),
        None => link(query),
    }
}

/// Loads the page again at its address less any `lang`, so the language chosen in the
/// settings speaks.
pub fn reload_without_language() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let kept: Vec<&str> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && !pair.starts_with("lang="))
        .collect();
    let _ = location.replace(&link(&kept.join("&")));
}

/// A link on this page's path to `query` (none when empty), so it works under any
/// sub-path the game is served from.
pub fn link(query: &str) -> String {
    if query.is_empty() {
        path()
    } else {
        format!("{}?{query}", path())
    }
}

/// The page's path, which the game may be served under.
pub fn path() -> String {
    web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_else(|| "/".to_owned())
}

/// `link` (a path on this site) as a whole address, to share.
pub fn absolute(link: &str) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    format!("{origin}{link}")
}
