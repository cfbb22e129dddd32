//! Sideways swipes anywhere on the page: the page never scrolls sideways, so a sideways
//! swipe is only ever a stray one — on a dialog, say — and a browser may take it as "go
//! back a page" (touch screens' swipe navigation), leaving the game mid-question. The
//! board handles its own touches; this guards the rest of the page.

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;

use crate::model::gesture::{Point, sideways};

fn first_touch(event: &web_sys::Event) -> Option<Point> {
    let touch = event.dyn_ref::<web_sys::TouchEvent>()?.touches().get(0)?;
    Some(Point::new(touch.client_x().into(), touch.client_y().into()))
}

/// Cancels every one-finger touch move that goes more sideways than up or down, so that
/// vertical scrolling (of a long dialog, say) still works.
pub fn stop_sideways_swipes() -> Vec<EventListener> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let start = Rc::new(Cell::new(None));
    let on_start = {
        let start = Rc::clone(&start);
        EventListener::new(&window, "touchstart", move |event| {
            start.set(first_touch(event))
        })
    };
    // Not passive: the move must be cancellable.
    let options = EventListenerOptions::enable_prevent_default();
    let on_move = EventListener::new_with_options(&window, "touchmove", options, move |event| {
        if let (Some(from), Some(to)) = (start.get(), first_touch(event))
            && sideways(from, to)
        {
            event.prevent_default();
        }
    });
    vec![on_start, on_move]
}
