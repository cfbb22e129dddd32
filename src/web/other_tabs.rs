//! Other tabs of the game: the browser tells this one when they write to the shared
//! storage.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;

/// Calls `on_change(key, new value)` whenever another tab writes to (or removes from) this
/// origin's `localStorage`.
pub fn listen_for_other_tabs(
    on_change: impl Fn(String, Option<String>) + 'static,
) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "storage", move |event| {
        let Some(ev) = event.dyn_ref::<web_sys::StorageEvent>() else {
            return;
        };
        // A `clear()` in another tab has no key: nothing of ours to adopt.
        if let Some(key) = ev.key() {
            on_change(key, ev.new_value());
        }
    }))
}
