//! Taps while the solver plays: Watch says "any key or tap stops it", and a tap or click
//! anywhere on the page does, and does nothing else: it never also picks a tile, slides
//! 2048's board or presses the button under it (the player's next tap does that). The
//! window sees each press first (its capture phase) and keeps the whole stroke from the
//! page: the press, the moves, the release, the touch's events and the click that follows.

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;

/// Every event of a stroke the page could act on; the press that starts one is
/// `pointerdown`, whatever the pointer (every engine the game runs on sends it first).
const STROKE_EVENTS: [&str; 11] = [
    "pointermove",
    "pointerup",
    "pointercancel",
    "mousedown",
    "mouseup",
    "touchstart",
    "touchmove",
    "touchend",
    "touchcancel",
    "click",
    "dblclick",
];

/// Calls `on_tap` at each press while `watching()` says the solver plays, and keeps that
/// stroke from the page. Keep the listeners for as long as the page lives.
pub fn stop_watch_on_any_tap(
    watching: impl Fn() -> bool + 'static,
    on_tap: impl Fn() + 'static,
) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    // Whether the stroke under way stopped Watch: its events are kept from the page. It
    // lasts until the next press decides again, or a key (a click from Enter or Space is
    // the keyboard's, never the stroke's).
    let kept = Rc::new(Cell::new(false));
    // First, and able to cancel: a cancelled touch is no scroll, no emulated mouse, no
    // click.
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    let press = {
        let kept = Rc::clone(&kept);
        EventListener::new_with_options(&window, "pointerdown", options, move |event| {
            let primary = event
                .dyn_ref::<web_sys::PointerEvent>()
                .is_none_or(web_sys::PointerEvent::is_primary);
            if primary {
                kept.set(watching());
                if kept.get() {
                    on_tap();
                }
            }
            keep(&kept, event);
        })
    };
    let key = {
        let kept = Rc::clone(&kept);
        EventListener::new_with_options(&window, "keydown", options, move |_| kept.set(false))
    };
    let rest = STROKE_EVENTS.into_iter().map(|name| {
        let kept = Rc::clone(&kept);
        EventListener::new_with_options(&window, name, options, move |event| keep(&kept, event))
    });
    [press, key].into_iter().chain(rest).collect()
}

/// Keeps `event` from the page if its stroke stopped Watch. Other listeners on the window
/// itself still hear it (the sound waits for a first press).
fn keep(kept: &Cell<bool>, event: &web_sys::Event) {
    if kept.get() {
        event.stop_propagation();
        event.prevent_default();
    }
}
