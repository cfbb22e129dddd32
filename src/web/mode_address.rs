//! The address's side of the two modes: `?mode=2048&seed=…&size=…` names a 2048 game, no
//! `mode` (or `mode=exponentorus`) the main game.

/// Replaces the address, without a reload or a history entry, by the page's path with
/// `query` (none when empty).
pub fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let (Ok(path), Ok(history)) = (window.location().pathname(), window.history()) {
        let url = if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        };
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// `query` as a whole address on this page's path, to share.
pub fn absolute_link(query: &str) -> String {
    let Some(window) = web_sys::window() else {
        return format!("?{query}");
    };
    let location = window.location();
    format!(
        "{}{}?{query}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}
