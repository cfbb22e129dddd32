//! The board of both ExponenTile modes: an ARIA grid of cells (what assistive technology
//! reads) under a clipped plane of tiles (what the eye sees, in [`super::plane`]), and the
//! cursor: fixed in the centre of ExponenTorus's rolling torus, moving over ExponenTile's
//! flat board. Pointer and touch strokes become [`BoardInput`]s in
//! `web::board_listeners`.

use gloo_events::EventListener;
use leptos::html;
use leptos::prelude::*;

use crate::model::Session;
use crate::model::play::ExponentilePlay;
use crate::model::play::exponentile::view::View;
use crate::model::stroke::BoardInput;
use crate::web::board_listeners;
use rules::Pos;
use rules::exponentile::Topology;

use super::plane::{Marks, Plane, torus};
use crate::ui::deferred_parts::after_shown;
use crate::ui::tile_store::TileEntry;

/// The board.
#[component]
pub fn BoardView(
    /// The session: the game, the view, the marks, the roll and the popups.
    session: ReadSignal<Session>,
    /// The tiles as shown.
    tiles: ReadSignal<Vec<TileEntry>>,
    /// Called with every tap, swipe and roll on the board.
    on_input: Callback<BoardInput>,
    /// The board's topology: a cylinder rolls under a centre cursor; a flat board
    /// (ExponenTile) stays still under a cursor that moves, with no seam, no wrapped
    /// copies round it and no rolled edge.
    topology: Topology,
) -> impl IntoView {
    let size = Memo::new(move |_| session.with(Session::size));
    let flat = !topology.wraps();
    let view = Memo::new(move |_| {
        session.with(|s| {
            s.play_as::<ExponentilePlay>()
                .map_or_else(|| View::of(topology, s.size()), ExponentilePlay::view)
        })
    });
    let moving = Memo::new(move |_| session.with(|s| torus(s, ExponentilePlay::moving)));
    let marks = Marks {
        // `try_`: a selector may be run once more while the board goes (a switch of mode),
        // after what it reads has gone; it then reads nothing.
        cursor: Selector::new(move || {
            view.try_get()
                .map_or_else(|| Pos::new(0, 0), |v| v.cursor())
        }),
        selected: Selector::new(move || {
            session
                .try_with(|s| torus(s, ExponentilePlay::selection))
                .flatten()
        }),
        hint_a: Selector::new(move || {
            session
                .try_with(|s| torus(s, |p| p.hint().map(|m| m.a)))
                .flatten()
        }),
        hint_b: Selector::new(move || {
            session
                .try_with(|s| torus(s, |p| p.hint().map(|m| m.b)))
                .flatten()
        }),
    };

    let board_ref = NodeRef::<html::Div>::new();
    let listeners = StoredValue::new_local(Vec::<EventListener>::new());
    board_ref.on_load(move |el| {
        let all = board_listeners::listen(
            el.into(),
            move || size.get_untracked(),
            move || moving.get_untracked(),
            move |input| on_input.run(input),
        );
        listeners.set_value(all);
    });

    view! {
        <div
            class="board"
            class:moving=move || moving.get()
            class:flat=flat
            data-testid="board"
            role="grid"
            tabindex="0"
            aria-label=Signal::derive(move || {
                if flat {
                    crate::model::play::exponentile::flat_sentences::flat_board_label(size.get())
                } else {
                    crate::model::play::exponentile::sentences::board_label(size.get())
                }
            })
            // Cell ids name board cells, so a roll changes the active descendant and a
            // screen reader announces the cell now under the cursor.
            aria-activedescendant=Signal::derive(move || {
                let c = view.get().cursor();
                format!("cell-{}-{}", c.x, c.y)
            })
            style=Signal::derive(move || {
                let (cx, cy) = view.get().cursor_cell();
                format!("--n:{};--cx:{cx};--cy:{cy}", size.get())
            })
            node_ref=board_ref
        >
            {
                let marks = marks.clone();
                after_shown(move || grid_cells(size.get(), session, view, marks.clone()))
            }
            <Plane session=session size=size view=view tiles=tiles marks=marks flat=flat />
            <div class="cursor-ring" aria-hidden="true"></div>
        </div>
    }
}

/// The ARIA grid: one labelled cell per view cell, row by row. The labels name each cell's
/// value and board position, and whether it is the cursor, picked up or hinted.
fn grid_cells(
    n: usize,
    session: ReadSignal<Session>,
    view: Memo<View>,
    marks: Marks,
) -> impl IntoView {
    // The board's values, row by row, in one memo for the whole grid: any other change of
    // the session (a roll, a step of an animation) re-runs this one memo, not a memo per
    // cell, and the labels are worked out again only when the values change (and written
    // only where they differ).
    let values = Memo::new(move |_| {
        session.with(|s| {
            (0..n * n)
                .map(|i| torus(s, |p| p.value_at(Pos::new((i % n) as u8, (i / n) as u8))))
                .collect::<Vec<u64>>()
        })
    });
    (0..n as i32)
        .map(|vy| {
            let row = (0..n as i32)
                .map(|vx| {
                    let board_pos = move || view.get().to_board(vx, vy);
                    let label = {
                        let marks = marks.clone();
                        move || {
                            let pos = board_pos();
                            let value = values.with(|v| v[pos.y as usize * n + pos.x as usize]);
                            crate::model::play::exponentile::sentences::cell_label(
                                value,
                                pos,
                                marks.cursor.selected(&pos),
                                marks.selected.selected(&Some(pos)),
                                marks.hinted(pos),
                            )
                        }
                    };
                    let selected = marks.selected.clone();
                    view! {
                        <div
                            class="slot"
                            role="gridcell"
                            id=Signal::derive(move || {
                                let p = board_pos();
                                format!("cell-{}-{}", p.x, p.y)
                            })
                            aria-label=Signal::derive(label)
                            aria-selected=Signal::derive(move || selected.selected(&Some(board_pos())).to_string())
                        ></div>
                    }
                })
                .collect_view();
            view! { <div class="grid-row" role="row">{row}</div> }
        })
        .collect_view()
}
