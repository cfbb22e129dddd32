//! Swipes and mouse drags on the 2048 board: a stroke from press to release becomes one
//! slide, in the direction `model::gesture::classify_slide` reads from it.

use std::cell::Cell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;

use crate::model::gesture::{Gesture, Point, classify_slide};
use rules::Direction;

/// Listens on `board` (whose side is `cells` cells) for strokes, calling `on_slide` with
/// each one's direction. Keep the listeners for as long as the board lives.
pub fn listen(
    board: web_sys::HtmlElement,
    cells: impl Fn() -> usize + 'static,
    on_slide: impl Fn(Direction) + 'static,
) -> Vec<EventListener> {
    // Where the stroke began, and by which pointer; one stroke at a time.
    let start: Rc<Cell<Option<(i32, f64, f64)>>> = Rc::new(Cell::new(None));
    let options = EventListenerOptions::enable_prevent_default();
    let down = {
        let (start, board) = (start.clone(), board.clone());
        EventListener::new_with_options(&board.clone(), "pointerdown", options, move |event| {
            let Some(ev) = event.dyn_ref::<web_sys::PointerEvent>() else {
                return;
            };
            if ev.is_primary() && ev.button() <= 0 {
                start.set(Some((
                    ev.pointer_id(),
                    f64::from(ev.client_x()),
                    f64::from(ev.client_y()),
                )));
                let _ = board.set_pointer_capture(ev.pointer_id());
            }
        })
    };
    let up = {
        let (start, board) = (start.clone(), board.clone());
        EventListener::new(&board.clone(), "pointerup", move |event| {
            let Some(ev) = event.dyn_ref::<web_sys::PointerEvent>() else {
                return;
            };
            let Some((id, x, y)) = start.take() else {
                return;
            };
            if id != ev.pointer_id() {
                return;
            }
            let cell = board.get_bounding_client_rect().width() / cells().max(1) as f64;
            let end = Point::new(f64::from(ev.client_x()), f64::from(ev.client_y()));
            if let Gesture::Swap(dir) = classify_slide(Point::new(x, y), end, cell) {
                on_slide(dir);
            }
        })
    };
    let cancel = EventListener::new(&board, "pointercancel", move |_| start.set(None));
    // `touch-action: none` keeps a stroke from scrolling, yet Chromium may still take a
    // quick one as a fling, and then swallow the next tap anywhere on the page as the
    // fling's stop: Back, straight after a flick, did nothing. A cancelled move is no
    // gesture at all; the pointer events above still come.
    let still = EventListener::new_with_options(&board, "touchmove", options, |event| {
        event.prevent_default()
    });
    vec![down, up, cancel, still]
}
