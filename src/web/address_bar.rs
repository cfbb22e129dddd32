//! The page's address: the seed, board size or replay a link names, and dropping it once
//! another game starts.

use leptos_router::location::{BrowserUrl, LocationProvider, Url};

use crate::model::launch::{SeedParam, parse_seed, torus_query};
use crate::model::sizes::{SizeParam, parse_size};

/// The `seed` the address's query names.
pub fn seed_param() -> SeedParam {
    parse_seed(launch_param("seed").as_deref())
}

/// The board `size` the address's query names.
pub fn size_param() -> SizeParam {
    parse_size(launch_param("size").as_deref())
}

/// The `replay` code the address's query names, if any.
pub fn replay_param() -> Option<String> {
    launch_param("replay")
}

/// The value of `name` in the query of the address the page was loaded with: the link
/// that opened it. Read through the router's URL parser once per page, at the first call
/// (a parse cost as much as the rest of the start's reading of storage).
pub fn launch_param(name: &str) -> Option<String> {
    thread_local! {
        static LAUNCH: Option<Url> = BrowserUrl::current().ok();
    }
    LAUNCH.with(|url| url.as_ref()?.search_params().get(name))
}

/// The page's whole address without its query: where replay links point.
pub fn page_address() -> String {
    absolute(&path())
}

/// Replaces the address with its path alone, without a reload or a history entry, so that
/// a reload resumes the game in play instead of the query's.
pub fn forget_query() {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let (Ok(path), Ok(history)) = (window.location().pathname(), window.history()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// A link to the game of `seed` on a board of side `size` from this page: its path with
/// `?seed=` (and `&size=`), so it works under any sub-path the game is served from.
pub fn link_to_game(seed: u64, size: usize) -> String {
    format!("{}?{}", path(), torus_query(seed, size))
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
