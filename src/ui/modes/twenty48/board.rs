//! 2048's board: an ARIA grid of cells (what assistive technology reads) under the
//! tiles (what the eye sees: the page's tile store, which a slide's steps reach as they
//! do every mode's), gliding between cells by CSS transitions, and the solver's hint: an
//! arrow along the wall the tiles should slide towards.

use gloo_events::EventListener;
use leptos::html;
use leptos::prelude::*;

use crate::model::Session;
use crate::model::announce::place;
use crate::model::i18n::tr;
use crate::model::play::Twenty48Play;
use crate::model::play::twenty48::sentences::{board_hint, direction_word};
use crate::model::tile_motion::Phase;
use crate::ui::keyed_rows::KeyedRows;
use crate::ui::tile_store::TileEntry;
use crate::ui::tutorial::CoachMarks;
use crate::web::slide_pointer;
use rules::{Direction, Pos};

/// What `read` takes from 2048's play in `session`; the default while another mode is in
/// play (its own board shows then, and this one is on its way out).
fn twenty48<T: Default>(session: &Session, read: impl Fn(&Twenty48Play) -> T) -> T {
    session
        .play_as::<Twenty48Play>()
        .map(read)
        .unwrap_or_default()
}

/// The board.
#[component]
pub fn Twenty48Board(
    /// The session, 2048's play in it: the board's values, whether a slide plays, the
    /// hint.
    session: ReadSignal<Session>,
    /// The tiles as shown.
    tiles: ReadSignal<Vec<TileEntry>>,
    /// Called with each swipe or drag's direction.
    on_slide: Callback<Direction>,
) -> impl IntoView {
    let size = Memo::new(move |_| session.with(Session::size));
    let moving = Memo::new(move |_| session.with(|s| twenty48(s, Twenty48Play::moving)));
    let hint = Memo::new(move |_| session.with(|s| twenty48(s, Twenty48Play::hint)));
    // The tutorial's marks: the board never rolls, so its cells are the view's.
    let coached = Memo::new(move |_| {
        session.with(|s| {
            s.tutorial()
                .and_then(|t| t.step())
                .map(|step| {
                    step.marks
                        .iter()
                        .map(|p| (i32::from(p.x), i32::from(p.y)))
                        .collect()
                })
                .unwrap_or_default()
        })
    });

    let board_ref = NodeRef::<html::Div>::new();
    let listeners = StoredValue::new_local(Vec::<EventListener>::new());
    board_ref.on_load(move |el| {
        let all = slide_pointer::listen(
            el.into(),
            move || size.get_untracked(),
            move |dir| on_slide.run(dir),
        );
        listeners.set_value(all);
    });

    view! {
        <div
            class="board twenty48-board"
            class:moving=moving
            data-testid="board"
            data-mode="2048"
            role="grid"
            tabindex="0"
            aria-label=Signal::derive(move || {
                let hinted = hint.get().map_or(String::new(), board_hint);
                tr::slide_board_label(size.get(), &hinted)
            })
            style=Signal::derive(move || format!("--n:{}", size.get()))
            node_ref=board_ref
        >
            {move || grid_cells(size.get(), session)}
            <div class="plane" aria-hidden="true">
                <KeyedRows each=move || tiles.get() key=|entry| entry.id children=tile_view />
                <CoachMarks cells=coached.into() />
            </div>
            {move || hint.get().map(hint_view)}
        </div>
    }
}

/// The hint: a band along the wall of `dir` with an arrow pointing at it (the live region
/// and the board's label say it in words).
fn hint_view(dir: Direction) -> impl IntoView {
    view! {
        <div class="slide-hint" data-testid="slide-hint" data-dir=direction_word(dir) aria-hidden="true">
            <svg viewBox="0 0 24 24" width="1em" height="1em">
                <path d="M4 12h13M12 5l7 7-7 7" />
            </svg>
        </div>
    }
}

/// One tile, positioned by its cell through CSS variables.
fn tile_view(entry: TileEntry) -> impl IntoView {
    let shown = entry.shown;
    let read = move |f: fn(&crate::ui::tile_store::Shown) -> String| {
        let shown = shown.clone();
        Signal::derive(move || shown.with(f))
    };
    view! {
        <div
            class=read(|t| {
                let exponent = t.vis.value.max(1).trailing_zeros();
                // Tiles glide while a slide plays, and jump at rest (an undo, a new game).
                let glides = if t.glides { " glides" } else { "" };
                let gone = if t.gone { " gone" } else { "" };
                format!("tile e{exponent} d{}{glides}{gone}", t.vis.value.to_string().len())
            })
            data-testid=read(|t| match t.vis.phase {
                _ if t.gone => "gone-tile".into(),
                Phase::Merging => "vanishing-tile".into(),
                _ => "tile".into(),
            })
            data-id=entry.id.0.to_string()
            data-x=read(|t| t.vis.pos.x.to_string())
            data-y=read(|t| t.vis.pos.y.to_string())
            data-value=read(|t| t.vis.value.to_string())
            style=read(|t| format!("--vx:{};--vy:{}", t.vis.pos.x, t.vis.pos.y))
        >
            <div class=read(|t| match t.vis.phase {
                Phase::Popped => "face popped".into(),
                Phase::Spawned { .. } => "face appear".into(),
                _ => "face".into(),
            })>{read(|t| t.vis.value.to_string())}</div>
        </div>
    }
}

/// The ARIA grid: one labelled cell per board cell, row by row.
fn grid_cells(n: usize, session: ReadSignal<Session>) -> impl IntoView {
    (0..n)
        .map(|y| {
            let row = (0..n)
                .map(|x| {
                    let pos = Pos::new(x as u8, y as u8);
                    let value =
                        Memo::new(move |_| session.with(|s| twenty48(s, |p| p.value_at(pos))));
                    // Worded as the main game's cells are.
                    let label = move || match value.get() {
                        0 => tr::empty_cell(&place(pos)),
                        v => tr::cell(&v.to_string(), &place(pos)),
                    };
                    view! {
                        <div
                            class="slot"
                            role="gridcell"
                            id=format!("cell-{x}-{y}")
                            aria-label=Signal::derive(label)
                        ></div>
                    }
                })
                .collect_view();
            view! { <div class="grid-row" role="row">{row}</div> }
        })
        .collect_view()
}
