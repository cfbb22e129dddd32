//! The board's pointer and touch listeners: they translate each DOM event into a call on
//! the pure [`Strokes`] machine and carry out what it returns. They decide only what the
//! DOM alone knows: which tile is under a finger, and whether a move is playing.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget, HtmlElement, PointerEvent, Touch, TouchEvent, TouchList};

use crate::model::gesture::Point;
use crate::model::stroke::{BoardInput, Geometry, StrokeOutput, Strokes};

/// Listens for mouse and pen strokes (pointer events) and touch strokes (touch events,
/// which tell two fingers apart) on `board`, a grid of `size()` cells a side, and calls
/// `on_input` with every tap, swipe and roll. A tile leans under a stroke unless
/// `moving()` says a move is playing. The strokes last as long as the listeners.
pub fn listen(
    board: HtmlElement,
    size: impl Fn() -> usize + 'static,
    moving: impl Fn() -> bool + 'static,
    on_input: impl Fn(BoardInput) + 'static,
) -> Vec<EventListener> {
    let target: EventTarget = board.clone().into();
    let b = Rc::new(Board {
        element: board,
        size: Box::new(size),
        moving: Box::new(moving),
        on_input: Box::new(on_input),
        strokes: RefCell::new(Strokes::new()),
        dragged: RefCell::new(None),
    });
    // A stroke's focus shows no keyboard ring (`data-focus-by`, in board.css), though the
    // engines count a focus() from script as the keyboard's; the next key, anywhere,
    // brings the ring back.
    let element = b.element.clone();
    let any_key = web_sys::window().map(|window| {
        EventListener::new(&window, "keydown", move |_| {
            let _ = element.remove_attribute("data-focus-by");
        })
    });
    // Each call's borrow of the machine ends before its outputs run: an input can run
    // arbitrary game code, which must find the machine free.
    let mut listeners = vec![
        on_mouse_or_pen(&target, "pointerdown", b.clone(), |b, ev| {
            b.take_focus();
            let geometry = b.measure();
            let out =
                b.strokes
                    .borrow_mut()
                    .pointer_down(pointer_point(ev), ev.button() == 0, geometry);
            b.carry_out(out, ev, Some(ev.pointer_id()));
        }),
        on_mouse_or_pen(&target, "pointermove", b.clone(), |b, ev| {
            let out = b.strokes.borrow().pointer_move(pointer_point(ev));
            b.carry_out(out, ev, None);
        }),
        on_mouse_or_pen(&target, "pointerup", b.clone(), |b, ev| {
            let out = b.strokes.borrow_mut().pointer_up(pointer_point(ev));
            b.carry_out(out, ev, None);
        }),
        on_mouse_or_pen(&target, "pointercancel", b.clone(), |b, ev| {
            let out = b.strokes.borrow_mut().cancel();
            b.carry_out(out, ev, None);
        }),
        on_touch(&target, "touchstart", b.clone(), |b, ev| {
            b.take_focus();
            let geometry = b.measure();
            let out = b
                .strokes
                .borrow_mut()
                .touch_start(&points(&ev.touches()), geometry);
            b.carry_out(out, ev, None);
        }),
        on_touch(&target, "touchmove", b.clone(), |b, ev| {
            let out = b.strokes.borrow_mut().touch_move(&points(&ev.touches()));
            b.carry_out(out, ev, None);
        }),
        on_touch(&target, "touchend", b.clone(), |b, ev| {
            let still_down = ev.touches().length() as usize;
            let lifted = ev.changed_touches().get(0).map(|t| touch_point(&t));
            let out = b.strokes.borrow_mut().touch_end(still_down, lifted);
            b.carry_out(out, ev, None);
        }),
        on_touch(&target, "touchcancel", b, |b, ev| {
            let out = b.strokes.borrow_mut().cancel();
            b.carry_out(out, ev, None);
        }),
    ];
    listeners.extend(any_key);
    listeners
}

/// What every listener shares, behind one `Rc`: the board, the caller's callbacks, the
/// stroke machine and the tile being dragged.
struct Board {
    element: HtmlElement,
    size: Box<dyn Fn() -> usize>,
    moving: Box<dyn Fn() -> bool>,
    on_input: Box<dyn Fn(BoardInput)>,
    strokes: RefCell<Strokes>,
    /// The tile a single stroke leans, if it started on one while no move played.
    dragged: RefCell<Option<HtmlElement>>,
}

impl Board {
    /// A stroke on the board gives it the keys (its default is cancelled, so the browser
    /// would not), and puts away whatever had the focus: a number shown whole, say.
    fn take_focus(&self) {
        let _ = self.element.set_attribute("data-focus-by", "pointer");
        let _ = self.element.focus();
    }

    /// Where the board is now; the machine keeps it for the stroke that starts.
    fn measure(&self) -> Geometry {
        let rect = self.element.get_bounding_client_rect();
        Geometry::new(
            Point::new(rect.left(), rect.top()),
            rect.width(),
            (self.size)(),
        )
    }

    /// Carries out the machine's outputs for `event`; `pointer` is the mouse or pen whose
    /// stroke the board keeps once it grabs (touches stay with their start element).
    fn carry_out(&self, outputs: Vec<StrokeOutput>, event: &Event, pointer: Option<i32>) {
        for output in outputs {
            match output {
                StrokeOutput::Input(input) => (self.on_input)(input),
                StrokeOutput::Grab => {
                    if let Some(id) = pointer {
                        // Keep receiving the stroke when a drag leaves the board.
                        let _ = self.element.set_pointer_capture(id);
                    }
                    let tile = if (self.moving)() {
                        None
                    } else {
                        tile_under(event)
                    };
                    *self.dragged.borrow_mut() = tile;
                }
                StrokeOutput::Lean { dx, dy } => {
                    if let Some(tile) = &*self.dragged.borrow() {
                        lean(tile, dx, dy);
                    }
                }
                StrokeOutput::LetGo => {
                    if let Some(tile) = self.dragged.take() {
                        let_go(&tile);
                    }
                }
            }
        }
    }
}

/// The tile an event started on; the ring's wrapped copies are pictures, not tiles.
fn tile_under(event: &Event) -> Option<HtmlElement> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target.closest(".tile:not(.ghost)").ok()??.dyn_into().ok()
}

fn lean(tile: &HtmlElement, dx: f64, dy: f64) {
    // Whole pixels: formatting a float would add float printing's code to the wasm.
    let px = |d: f64| format!("{}px", d.round() as i32);
    let style = tile.style();
    let _ = style.set_property("--drag-x", &px(dx));
    let _ = style.set_property("--drag-y", &px(dy));
    let _ = tile.set_attribute("data-dragging", "");
}

fn let_go(tile: &HtmlElement) {
    let style = tile.style();
    let _ = style.remove_property("--drag-x");
    let _ = style.remove_property("--drag-y");
    let _ = tile.remove_attribute("data-dragging");
}

/// A listener for a mouse or pen event on the board; touch has listeners of its own,
/// since pointer events do not say which two fingers roll.
fn on_mouse_or_pen(
    target: &EventTarget,
    name: &'static str,
    board: Rc<Board>,
    handle: fn(&Board, &PointerEvent),
) -> EventListener {
    EventListener::new(target, name, move |event| {
        if let Some(ev) = event.dyn_ref::<PointerEvent>()
            && ev.pointer_type() != "touch"
        {
            handle(&board, ev);
        }
    })
}

/// A listener for a touch event on the board, which handles every touch itself: no
/// scroll, zoom or emulated mouse.
fn on_touch(
    target: &EventTarget,
    name: &'static str,
    board: Rc<Board>,
    handle: fn(&Board, &TouchEvent),
) -> EventListener {
    // Not passive: only a listener that may cancel the touch stops the page scrolling.
    let active = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(target, name, active, move |event| {
        if let Some(ev) = event.dyn_ref::<TouchEvent>() {
            ev.prevent_default();
            handle(&board, ev);
        }
    })
}

fn pointer_point(ev: &PointerEvent) -> Point {
    Point::new(ev.client_x() as f64, ev.client_y() as f64)
}

fn touch_point(t: &Touch) -> Point {
    Point::new(t.client_x() as f64, t.client_y() as f64)
}

/// Every finger in `list`, in the browser's order.
fn points(list: &TouchList) -> Vec<Point> {
    (0..list.length())
        .filter_map(|i| list.get(i))
        .map(|t| touch_point(&t))
        .collect()
}
