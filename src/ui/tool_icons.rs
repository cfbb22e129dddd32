//! The footer's tools as small pictures where the row has no room for their words (a phone
//! upright, the HUD's column beside the board): undo and redo, share, copy link,
//! statistics, settings, and the header's Hint on the narrowest phones. Each button keeps its words, read by
//! screen readers and shown where there is room (style/hud.css), so every language's
//! footer keeps to its two lines and the board to its size.

use leptos::prelude::*;

/// A tool's picture: an arrow back.
pub const UNDO: &str = "M6 3 2 7l4 4M2 7h8a4 4 0 0 1 0 8H8";
/// An arrow forward.
pub const REDO: &str = "M10 3l4 4-4 4M14 7H6a4 4 0 0 0 0 8h2";
/// Sliders.
pub const SETTINGS: &str = "M2 4h12M2 8h12M2 12h12M5 2.5v3M11 6.5v3M7 10.5v3";
/// An arrow out of a box.
pub const SHARE: &str = "M8 2v8M5 5l3-3 3 3M3 9v5h10V9";
/// Two sheets.
pub const COPY: &str = "M5.5 5.5h8v9h-8zM3 11.5V2.5h7";
/// A tick: done.
pub const DONE: &str = "M3 8.5l3 3 7-7";
/// A line rising over axes: the statistics (the leaderboards' is a podium).
pub const STATS: &str = "M2 2v12h12M4.5 10.5l3-4 2.5 2 4-5";
/// A light bulb.
pub const HINT: &str = "M8 1.5a4.5 4.5 0 0 0-2.6 8.2V11.5h5.2V9.7A4.5 4.5 0 0 0 8 1.5zM6 14h4";

/// A tool's picture, drawn in the text's colour: the path `d` (this module's constants),
/// which may change as the tool's state does (a tick once it has copied).
pub fn tool_icon(d: impl Fn() -> &'static str + Send + Sync + 'static) -> impl IntoView {
    view! {
        <svg class="tool-icon" viewBox="0 0 16 16" aria-hidden="true">
            <path d=d />
        </svg>
    }
}

/// Undo's or redo's picture (`d`), which points back or forward along the reading: turned
/// round on a right-to-left page.
pub fn turning_icon(d: &'static str) -> impl IntoView {
    view! {
        <svg class="tool-icon flips" viewBox="0 0 16 16" aria-hidden="true">
            <path d=d />
        </svg>
    }
}
