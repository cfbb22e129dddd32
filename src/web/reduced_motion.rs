//! The system's reduced-motion preference, read at start and watched while the game is
//! open: a player who turns it on mid-game gets instant moves from the next one on, without
//! a reload.

use gloo_events::EventListener;
use web_sys::MediaQueryList;

/// The media query that matches while the system asks for reduced motion.
const QUERY: &str = "(prefers-reduced-motion: reduce)";

/// The query's live list; `None` without a window or where the browser does not know the
/// feature, which then counts as no preference.
fn media_query() -> Option<MediaQueryList> {
    web_sys::window()?.match_media(QUERY).ok().flatten()
}

/// Whether the system asks for reduced motion now.
pub fn prefers_reduced_motion() -> bool {
    media_query().is_some_and(|query| query.matches())
}

/// Calls `on_change` with the new preference whenever the system's setting changes, for as
/// long as the returned listener is kept. `None` where the preference cannot be read.
pub fn watch_reduced_motion(on_change: impl Fn(bool) + 'static) -> Option<EventListener> {
    let query = media_query()?;
    let list = query.clone();
    // The list itself rather than the event's copy: it says what holds now, and needs no
    // MediaQueryListEvent binding.
    Some(EventListener::new(&query, "change", move |_| {
        on_change(list.matches());
    }))
}
