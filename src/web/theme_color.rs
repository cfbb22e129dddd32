//! The page's colour scheme and the browser's theme colour (the title bar of the
//! installed app, the task switcher) follow the theme in force. index.html holds one
//! `meta name=theme-color` per scheme, each applying while the system prefers that scheme;
//! a theme the player chose applies its own meta always and the other one never, and
//! marks the root element (`data-theme`), whose `color-scheme` the stylesheet sets.
//!
//! The root is marked rather than styled by a `:root:has(.app.theme-…)` rule: Chromium
//! checks such a rule again at every element added or removed anywhere in the app, so
//! each step of a move restyled the root, the status line and the game's buttons.

use crate::model::settings::Theme;

/// Each scheme's meta: its id in index.html, its theme name, and its own media query.
const METAS: [(&str, &str, &str); 2] = [
    (
        "theme-color-light",
        "light",
        "(prefers-color-scheme: light)",
    ),
    ("theme-color-dark", "dark", "(prefers-color-scheme: dark)"),
];

/// Points the metas' media queries and the root's mark at `theme`.
pub fn follow(theme: Theme) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = match theme {
            Theme::System => root.remove_attribute("data-theme"),
            chosen => root.set_attribute("data-theme", chosen.name()),
        };
    }
    for (id, scheme, query) in METAS {
        let media = match theme {
            Theme::System => query,
            chosen if chosen.name() == scheme => "all",
            _ => "not all",
        };
        if let Some(meta) = document.get_element_by_id(id) {
            let _ = meta.set_attribute("media", media);
        }
    }
}
