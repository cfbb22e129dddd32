//! The board: an ARIA grid of cells (what assistive technology reads) under a clipped
//! plane of tiles (what the eye sees), with the torus view's ring of wrapped copies, the
//! edge and seam markers, popping points and the fixed centre cursor. Pointer and touch
//! listeners only turn strokes into [`BoardInput`]s through the pure gesture classifier.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::gesture::{Gesture, Point, Stroke, cell_at, classify, drag_offset, roll_cells};
use crate::model::timeline::Phase;
use crate::model::torus::View;
use crate::sim::{Direction, Game, Pos};
use crate::ui::controller::{Ui, place};
use crate::ui::tile_store::TileEntry;

/// What the player did on the board, in view cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A click or tap on this view cell.
    Tap((i32, i32)),
    /// A flick or drag from this view cell towards a neighbour.
    Swipe((i32, i32), Direction),
    /// Shift the view's content by whole cells (two-finger drag).
    Roll(i32, i32),
}

/// Which tiles wear which marks; each mark notifies only the tiles that gain or lose it.
#[derive(Clone)]
struct Marks {
    cursor: Selector<Option<Pos>>,
    selected: Selector<Option<Pos>>,
    hint_a: Selector<Option<Pos>>,
    hint_b: Selector<Option<Pos>>,
}

/// A mark's selector, through one boxed closure type: the four marks share one compiled
/// selector.
fn mark(f: impl Fn() -> Option<Pos> + Send + Sync + 'static) -> Selector<Option<Pos>> {
    let f: std::sync::Arc<dyn Fn() -> Option<Pos> + Send + Sync> = std::sync::Arc::new(f);
    Selector::new(move || f())
}

/// The board. It only reads the controller's signals; they come as the controller's own
/// `RwSignal`s (not `Signal`s) so that each value type's signal code is compiled once.
#[component]
pub fn BoardView(
    /// The game, for the cells' labels and the board's size.
    game: RwSignal<Game>,
    /// The torus view's offset.
    view: RwSignal<View>,
    /// The tiles as shown.
    tiles: RwSignal<Vec<TileEntry>>,
    /// The selection, the hint, the roll in progress, the ring and the popups.
    ui: RwSignal<Ui>,
    /// True while a move animates.
    moving: RwSignal<bool>,
    /// Called with every tap, swipe and roll on the board.
    on_input: Callback<BoardInput>,
) -> impl IntoView {
    // A u64 like the grid cells' memos: one memo type for both.
    let size = Memo::new(move |_| game.with(|g| g.board().size() as u64));
    let marks = Marks {
        // Option like the other marks: one selector type for all four.
        cursor: mark(move || Some(view.get().cursor())),
        selected: mark(move || ui.with(|u| u.selection)),
        hint_a: mark(move || ui.with(|u| u.hint.map(|m| m.a))),
        hint_b: mark(move || ui.with(|u| u.hint.map(|m| m.b))),
    };

    let board_ref = NodeRef::<html::Div>::new();
    let listeners = StoredValue::new_local(Vec::<EventListener>::new());
    board_ref.on_load(move |el| {
        let all = attach_strokes(el.into(), size, moving, on_input);
        listeners.set_value(all);
    });

    let plane_style = Signal::derive(move || match ui.with(|u| u.rolling) {
        Some((sx, sy)) => {
            format!("transform:translate(calc(var(--cell)*{sx}),calc(var(--cell)*{sy}))")
        }
        None => String::new(),
    });

    view! {
        <div
            class="board"
            class:moving=move || moving.get()
            data-testid="board"
            role="grid"
            tabindex="0"
            aria-label=Signal::derive(move || format!("Board, {0} by {0}. The cursor is the centre cell.", size.get()))
            // Cell ids name board cells, so a roll changes the active descendant and a
            // screen reader announces the cell now under the cursor.
            aria-activedescendant=Signal::derive(move || {
                let c = view.get().cursor();
                format!("cell-{}-{}", c.x, c.y)
            })
            style=Signal::derive(move || format!("--n:{};--c:{}", size.get(), size.get() / 2))
            node_ref=board_ref
        >
            {
                let marks = marks.clone();
                move || grid_cells(size.get() as usize, game, view, marks.clone())
            }
            <div class="plane" class:rolling=move || ui.with(|u| u.rolling.is_some()) style=plane_style aria-hidden="true">
                <For
                    each=move || tiles.get()
                    // The plain number, as the popups' key is: one keyed-list type for both.
                    key=|entry| entry.id.0
                    children={
                        let marks = marks.clone();
                        move |entry| tile_view(entry, marks.clone())
                    }
                />
                {move || ghost_ring(size.get() as usize, ui)}
                {move || markers(size.get() as usize, view)}
                <For
                    each=move || ui.with(|u| u.popups.clone())
                    key=|(serial, _)| *serial
                    children=move |(_, popup)| {
                        view! {
                            <div
                                class="popup"
                                style=format!("--vx:{};--vy:{}", popup.cell.0, popup.cell.1)
                            >
                                {format!("+{}", popup.points)}
                            </div>
                        }
                    }
                />
            </div>
            <div class="cursor-ring" aria-hidden="true"></div>
        </div>
    }
}

/// The ARIA grid: one labelled cell per view cell, row by row. The labels name each cell's
/// value and board position, and whether it is the cursor, picked up or hinted.
fn grid_cells(n: usize, game: RwSignal<Game>, view: RwSignal<View>, marks: Marks) -> impl IntoView {
    // One memo per board cell, so a move re-labels only the cells whose value changed.
    let values: Vec<Memo<u64>> = (0..n * n)
        .map(|i| {
            let pos = Pos::new((i % n) as u8, (i / n) as u8);
            Memo::new(move |_| game.with(|g| g.board().get(pos).map_or(0, |t| t.value())))
        })
        .collect();
    let values = StoredValue::new(values);
    let c = n as i32 / 2;
    (0..n as i32)
        .map(|vy| {
            let row = (0..n as i32)
                .map(|vx| {
                    let board_pos = move || view.get().to_board(vx, vy);
                    let Marks {
                        selected,
                        hint_a,
                        hint_b,
                        ..
                    } = marks.clone();
                    let is_selected = {
                        let selected = selected.clone();
                        move || selected.selected(&Some(board_pos()))
                    };
                    let label = Signal::derive(move || {
                        let pos = board_pos();
                        let value =
                            values.with_value(|v| v[pos.y as usize * n + pos.x as usize].get());
                        let mut text = format!("{value}, {}", place(pos));
                        if (vx, vy) == (c, c) {
                            text.push_str(", cursor");
                        }
                        if selected.selected(&Some(pos)) {
                            text.push_str(", picked up");
                        }
                        if hint_a.selected(&Some(pos)) || hint_b.selected(&Some(pos)) {
                            text.push_str(", hint");
                        }
                        text
                    });
                    let aria_selected = Signal::derive(move || is_selected().to_string());
                    view! {
                        <div
                            class="slot"
                            role="gridcell"
                            id=Signal::derive(move || {
                                let p = board_pos();
                                format!("cell-{}-{}", p.x, p.y)
                            })
                            aria-label=label
                            aria-selected=aria_selected
                        ></div>
                    }
                })
                .collect_view();
            view! { <div class="grid-row" role="row">{row}</div> }
        })
        .collect_view()
}

/// The exponent class and digit-count class of a value.
fn value_classes(value: u64) -> String {
    let exponent = value.max(1).trailing_zeros();
    let digits = value.max(1).to_string().len();
    format!("e{exponent} d{digits}")
}

/// One tile: positioned by its view cell through CSS variables, so moves animate with a
/// CSS transition on `transform`; the face inside carries merge, pop and drop effects.
fn tile_view(entry: TileEntry, marks: Marks) -> impl IntoView {
    // The store's own `ArcRwSignal`, read as it is: no second signal type for the tiles.
    let vis = entry.vis;
    let id = entry.id.0.to_string();
    let pos = {
        let vis = vis.clone();
        move || vis.with(|v| v.pos)
    };
    let Marks {
        cursor,
        selected,
        hint_a,
        hint_b,
    } = marks;
    let is_cursor = {
        let pos = pos.clone();
        move || cursor.selected(&Some(pos())).then_some("true")
    };
    let is_selected = {
        let pos = pos.clone();
        move || selected.selected(&Some(pos())).then_some("true")
    };
    let is_hint = {
        let pos = pos.clone();
        move || (hint_a.selected(&Some(pos())) || hint_b.selected(&Some(pos()))).then_some("true")
    };
    let pos_x = pos.clone();
    let (v1, v2, v3, v4, v5) = (
        vis.clone(),
        vis.clone(),
        vis.clone(),
        vis.clone(),
        vis.clone(),
    );
    let face_class = Signal::derive(move || {
        let phase = match vis.with(|v| v.phase) {
            Phase::Rest => "",
            Phase::Merging => " merging",
            Phase::Popped => " popped",
            Phase::Spawned { .. } => " spawned",
            Phase::Nudged(Direction::Up) => " nudge-up",
            Phase::Nudged(Direction::Down) => " nudge-down",
            Phase::Nudged(Direction::Left) => " nudge-left",
            Phase::Nudged(Direction::Right) => " nudge-right",
        };
        format!("face{phase}")
    });
    let face_style = Signal::derive(move || match v1.with(|v| v.phase) {
        Phase::Spawned { drop } => format!("--drop:{drop}"),
        _ => String::new(),
    });
    view! {
        <div
            class=Signal::derive(move || format!("tile {}", value_classes(v2.with(|v| v.value))))
            data-testid="tile"
            data-id=id
            data-x=Signal::derive(move || pos_x().x.to_string())
            data-y=Signal::derive(move || pos().y.to_string())
            data-value=Signal::derive(move || v3.with(|v| v.value).to_string())
            data-cursor=is_cursor
            data-selected=is_selected
            data-hint=is_hint
            style=Signal::derive(move || v4.with(|v| format!("--vx:{};--vy:{}", v.cell.0, v.cell.1)))
        >
            <div class=face_class style=face_style>
                {Signal::derive(move || v5.with(|v| v.value).to_string())}
            </div>
        </div>
    }
}

/// The ring of wrapped copies just outside the view: clipped at rest, sliding in from the
/// opposite edge while the view rolls, so the torus looks continuous.
fn ghost_ring(n: usize, ui: RwSignal<Ui>) -> impl IntoView {
    View::new(n)
        .ring()
        .into_iter()
        .enumerate()
        .map(|(i, ((vx, vy), _))| {
            let value = move || ui.with(|u| u.ring.get(i).copied().unwrap_or(0));
            view! {
                <div class=Signal::derive(move || format!("tile ghost {}", value_classes(value()))) style=format!("--vx:{vx};--vy:{vy}")>
                    <div class="face">{Signal::derive(move || value().to_string())}</div>
                </div>
            }
        })
        .collect_view()
}

/// The board's top/bottom edge (a bold line with a label, wherever the view has rolled
/// it) and the seam (a faint dashed line). Drawn once per wrap so they roll continuously.
fn markers(n: usize, view: RwSignal<View>) -> impl IntoView {
    let n = n as i32;
    let inside = move || view.get().edge_inside();
    let edges = [-n, 0, n]
        .into_iter()
        .map(|k| {
            let style = Signal::derive(move || format!("--vy:{}", view.get().edge_row() + k));
            view! {
                <div class="edge" class:inside=inside style=style>
                    <span class="edge-tag below">"bottom ▲ ▼ top"</span>
                </div>
            }
        })
        .collect_view();
    let seams = [-n, 0, n]
        .into_iter()
        .map(|k| {
            let style = Signal::derive(move || format!("--vx:{}", view.get().seam_column() + k));
            view! { <div class="seam" style=style></div> }
        })
        .collect_view();
    (edges, seams)
}

/// Where a stroke started.
#[derive(Default)]
struct Strokes {
    /// A single stroke: its start and the view cell it started on.
    single: Option<(Point, (i32, i32))>,
    /// A two-finger stroke: its start midpoint and the cells already rolled.
    two: Option<(Point, (i32, i32))>,
    /// The board's top-left corner and cell size when the stroke started.
    geometry: (Point, f64),
    /// The tile a single stroke drags, drawn leaning the way the stroke goes.
    dragged: Option<web_sys::HtmlElement>,
}

impl Strokes {
    /// Draws the dragged tile leaning towards `now`, the stroke's latest point.
    fn lean(&self, now: Point) {
        let (Some((start, _)), Some(tile)) = (self.single, &self.dragged) else {
            return;
        };
        let (dx, dy) = drag_offset(start, now, self.geometry.1);
        // Whole pixels: formatting a float would add float printing's code to the wasm.
        let px = |d: f64| format!("{}px", d.round() as i32);
        let style = tile.style();
        let _ = style.set_property("--drag-x", &px(dx));
        let _ = style.set_property("--drag-y", &px(dy));
        let _ = tile.set_attribute("data-dragging", "");
    }

    /// Lets go of the dragged tile, which glides back to its cell (or on to its new one).
    fn let_go(&mut self) {
        if let Some(tile) = self.dragged.take() {
            let style = tile.style();
            let _ = style.remove_property("--drag-x");
            let _ = style.remove_property("--drag-y");
            let _ = tile.remove_attribute("data-dragging");
        }
    }
}

/// The tile an event started on, unless a move is playing: a tile that is gliding to its
/// new cell does not also lean.
fn tile_to_drag(moving: RwSignal<bool>, event: &web_sys::Event) -> Option<web_sys::HtmlElement> {
    if moving.get_untracked() {
        return None;
    }
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target.closest(".tile:not(.ghost)").ok()??.dyn_into().ok()
}

fn geometry(el: &web_sys::HtmlElement, n: usize) -> (Point, f64) {
    let rect = el.get_bounding_client_rect();
    (
        Point::new(rect.left(), rect.top()),
        rect.width() / n.max(1) as f64,
    )
}

fn touch_point(t: &web_sys::Touch) -> Point {
    Point::new(t.client_x() as f64, t.client_y() as f64)
}

/// A listener for a mouse or pen event on the board; touch has listeners of its own.
fn on_mouse_or_pen(
    target: &web_sys::EventTarget,
    name: &'static str,
    mut handle: impl FnMut(&web_sys::PointerEvent) + 'static,
) -> EventListener {
    EventListener::new(target, name, move |event| {
        if let Some(ev) = event.dyn_ref::<web_sys::PointerEvent>()
            && ev.pointer_type() != "touch"
        {
            handle(ev);
        }
    })
}

/// A listener for a touch event on the board, which handles every touch itself: no
/// scroll, zoom or emulated mouse.
fn on_touch(
    target: &web_sys::EventTarget,
    name: &'static str,
    mut handle: impl FnMut(&web_sys::TouchEvent) + 'static,
) -> EventListener {
    let active = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(target, name, active, move |event| {
        if let Some(ev) = event.dyn_ref::<web_sys::TouchEvent>() {
            ev.prevent_default();
            handle(ev);
        }
    })
}

fn pointer_point(ev: &web_sys::PointerEvent) -> Point {
    Point::new(ev.client_x() as f64, ev.client_y() as f64)
}

/// Listens for mouse/pen strokes (pointer events) and touch strokes (touch events, which
/// tell two fingers apart) on the board element.
fn attach_strokes(
    el: web_sys::HtmlElement,
    size: Memo<u64>,
    moving: RwSignal<bool>,
    on_input: Callback<BoardInput>,
) -> Vec<EventListener> {
    let state = Rc::new(RefCell::new(Strokes::default()));
    let target: web_sys::EventTarget = el.clone().into();
    let mut all = Vec::new();

    let (s, e) = (state.clone(), el.clone());
    all.push(on_mouse_or_pen(&target, "pointerdown", move |ev| {
        if ev.button() != 0 {
            return;
        }
        let (origin, cell) = geometry(&e, size.get_untracked() as usize);
        let point = pointer_point(ev);
        if let Some(c) = cell_at(point, origin, cell, size.get_untracked() as usize) {
            let mut st = s.borrow_mut();
            st.single = Some((point, c));
            st.geometry = (origin, cell);
            st.dragged = tile_to_drag(moving, ev);
            // Keep receiving the stroke when a drag leaves the board.
            let _ = e.set_pointer_capture(ev.pointer_id());
        }
    }));

    let s = state.clone();
    all.push(on_mouse_or_pen(&target, "pointermove", move |ev| {
        s.borrow().lean(pointer_point(ev));
    }));

    let s = state.clone();
    all.push(on_mouse_or_pen(&target, "pointerup", move |ev| {
        let (started, cell) = {
            let mut st = s.borrow_mut();
            st.let_go();
            (st.single.take(), st.geometry.1)
        };
        if let Some((start, c)) = started {
            finish_single(start, pointer_point(ev), c, cell, on_input);
        }
    }));

    let s = state.clone();
    all.push(on_mouse_or_pen(&target, "pointercancel", move |_| {
        let mut st = s.borrow_mut();
        st.let_go();
        st.single = None;
    }));

    let (s, e) = (state.clone(), el.clone());
    all.push(on_touch(&target, "touchstart", move |ev| {
        let touches = ev.touches();
        let (origin, cell) = geometry(&e, size.get_untracked() as usize);
        let mut st = s.borrow_mut();
        st.geometry = (origin, cell);
        st.let_go();
        if touches.length() >= 2 {
            if let (Some(a), Some(b)) = (touches.get(0), touches.get(1)) {
                st.single = None;
                st.two = Some((touch_point(&a).midpoint(touch_point(&b)), (0, 0)));
            }
        } else if let Some(t) = touches.get(0) {
            let point = touch_point(&t);
            st.two = None;
            st.single =
                cell_at(point, origin, cell, size.get_untracked() as usize).map(|c| (point, c));
            st.dragged = st.single.and_then(|_| tile_to_drag(moving, ev));
        }
    }));

    let s = state.clone();
    all.push(on_touch(&target, "touchmove", move |ev| {
        let touches = ev.touches();
        let (Some(a), Some(b)) = (touches.get(0), touches.get(1)) else {
            if let Some(t) = touches.get(0) {
                s.borrow().lean(touch_point(&t));
            }
            return;
        };
        let now = touch_point(&a).midpoint(touch_point(&b));
        let cell = s.borrow().geometry.1;
        let Some((start, (done_x, done_y))) = s.borrow().two else {
            return;
        };
        // Roll one cell at a time as the fingers cross whole cells.
        let (want_x, want_y) = roll_cells(start, now, cell);
        let (mut x, mut y) = (done_x, done_y);
        while x != want_x {
            let step = (want_x - x).signum();
            on_input.run(BoardInput::Roll(step, 0));
            x += step;
        }
        while y != want_y {
            let step = (want_y - y).signum();
            on_input.run(BoardInput::Roll(0, step));
            y += step;
        }
        s.borrow_mut().two = Some((start, (x, y)));
    }));

    let s = state.clone();
    all.push(on_touch(&target, "touchend", move |ev| {
        if ev.touches().length() > 0 {
            return;
        }
        let (started, cell) = {
            let mut st = s.borrow_mut();
            st.let_go();
            st.two = None;
            (st.single.take(), st.geometry.1)
        };
        if let (Some((start, c)), Some(t)) = (started, ev.changed_touches().get(0)) {
            finish_single(start, touch_point(&t), c, cell, on_input);
        }
    }));

    let s = state;
    all.push(on_touch(&target, "touchcancel", move |_| {
        let mut st = s.borrow_mut();
        st.let_go();
        st.single = None;
        st.two = None;
    }));
    all
}

fn finish_single(
    start: Point,
    end: Point,
    c: (i32, i32),
    cell: f64,
    on_input: Callback<BoardInput>,
) {
    match classify(Stroke::Single, start, end, cell) {
        Gesture::Tap => on_input.run(BoardInput::Tap(c)),
        Gesture::Swap(dir) => on_input.run(BoardInput::Swipe(c, dir)),
        Gesture::Roll { .. } | Gesture::Nothing => {}
    }
}
