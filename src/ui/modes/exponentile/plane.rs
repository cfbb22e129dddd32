//! The plane of tiles under the board's grid: the tiles, the popping points, and on a
//! torus the ring of wrapped copies that slides in while the view rolls and the edge and
//! seam markers (a flat board has none of those: nothing wraps round it).

use std::collections::HashMap;

use leptos::prelude::*;

use crate::model::Session;
use crate::model::play::ExponentilePlay;
use crate::model::play::exponentile::timeline::PassPoints;
use crate::model::play::exponentile::view::{SplitPair, View};
use rules::Pos;

use crate::ui::deferred_parts::{after_shown, later};
use crate::ui::keyed_rows::KeyedRows;
use crate::ui::tile_store::{Shown, TileEntry};
use crate::ui::tutorial::CoachMarks;

use super::tile_classes::value_classes;
use super::tile_player::Playing;

/// What `read` takes from the main game's play in `session`; the default while another
/// mode is in play (its own board shows then, and this one is on its way out).
pub fn torus<T: Default>(session: &Session, read: impl Fn(&ExponentilePlay) -> T) -> T {
    session
        .play_as::<ExponentilePlay>()
        .map(read)
        .unwrap_or_default()
}

/// Which cells wear which marks; each mark notifies only the cells and tiles that gain or
/// lose it.
#[derive(Clone)]
pub struct Marks {
    /// The board cell under the cursor.
    pub cursor: Selector<Pos>,
    /// The picked-up or selected cell.
    pub selected: Selector<Option<Pos>>,
    /// The hinted move's first cell.
    pub hint_a: Selector<Option<Pos>>,
    /// The hinted move's second cell.
    pub hint_b: Selector<Option<Pos>>,
}

impl Marks {
    /// Whether `pos` is one of the hinted move's cells.
    pub fn hinted(&self, pos: Pos) -> bool {
        self.hint_a.selected(&Some(pos)) || self.hint_b.selected(&Some(pos))
    }
}

/// The marks a tile wears, by the cell it is at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Marked {
    cursor: bool,
    selected: bool,
    hint: bool,
    /// Picked up until just now, and put down with no move (Esc, or the tile tapped
    /// again): its face glides back down (style/board.css). A face at rest has no
    /// transition, so that a swap's put-down, held through the move, ends with the step
    /// that stills the tile.
    put_down: bool,
}

impl Marks {
    /// The marks of the tile at `pos`.
    fn at(&self, pos: Pos) -> Marked {
        Marked {
            cursor: self.cursor.selected(&pos),
            selected: self.selected.selected(&Some(pos)),
            hint: self.hinted(pos),
            put_down: false,
        }
    }
}

/// The plane: clipped by the board, shifted while the view rolls.
#[component]
pub fn Plane(
    /// The session: the roll, the ring's values and the popups.
    session: ReadSignal<Session>,
    /// The board's side.
    size: Memo<usize>,
    /// The torus view's offset.
    view: Memo<View>,
    /// The tiles as shown.
    tiles: ReadSignal<Vec<TileEntry>>,
    /// The cursor, selection and hint.
    marks: Marks,
    /// Whether the board is flat: no ring of copies, no seam, no rolled edge.
    flat: bool,
) -> impl IntoView {
    let rolling = move || session.with(|s| torus(s, ExponentilePlay::rolling));
    // A memo: the ring's copies each read it, and it changes only when a roll starts.
    let ring = Memo::new(move |_| session.with(|s| torus(s, |p| p.ring().to_vec())));
    // The tutorial's marks, where the view shows their cells.
    let coached = Memo::new(move |_| {
        let view = view.get();
        session.with(|s| {
            s.tutorial()
                .and_then(|t| t.step())
                .map(|step| step.marks.iter().map(|&pos| view.to_view(pos)).collect())
                .unwrap_or_default()
        })
    });

    // A hint whose tiles show at opposite edges of the view, linked: one element for the
    // hint's life, which restyles no tile.
    let split = Memo::new(move |_| {
        let hint = session.with(|s| torus(s, ExponentilePlay::hint))?;
        view.get().split_pair(hint.a, hint.b)
    });

    let tile_marks = marks_by_tile(tiles, marks.clone());
    // A memo: whether the points play changes only as a move starts and rests.
    let spent = Memo::new(move |_| session.with(|s| torus(s, ExponentilePlay::spent)));

    let style = move || match rolling() {
        Some((sx, sy)) => {
            format!("transform:translate(calc(var(--cell)*{sx}),calc(var(--cell)*{sy}))")
        }
        None => String::new(),
    };
    view! {
        <div class="plane" class:rolling=move || rolling().is_some() style=Signal::derive(style) aria-hidden="true">
            // The tiles in a part of their own: a third of the start's work.
            {
                later(move || {
                    view! {
                        <KeyedRows
                            each=move || tiles.get()
                            key=|entry| entry.id.0
                            children=move |entry| {
                                let marked = tile_marks(entry.id.0);
                                tile_view(entry, marked)
                            }
                        />
                    }
                })
            }
            // Seen only while the view rolls.
            {(!flat).then(|| after_shown(move || ghost_ring(size.get(), ring)))}
            {move || (!flat).then(|| markers(size.get(), view))}
            {move || split.get().map(wrap_link)}
            <CoachMarks cells=coached.into() />
            // A pass's points rise as one element, made with the move's tiles at its key
            // (in the plane itself: style/board.css, `.pass-points`).
            <KeyedRows
                each=move || session.with(|s| torus(s, |p| p.popups().to_vec()))
                key=|pass| pass.serial
                children=move |pass| pass_points(pass, size.get_untracked(), spent)
            />
        </div>
    }
}

/// A pass's points, rising together as the pass plays, from the move's key; still and
/// hidden once the move rests (`spent`).
fn pass_points(pass: PassPoints, side: usize, spent: Memo<bool>) -> impl IntoView {
    let element = NodeRef::<leptos::html::Div>::new();
    let playing = StoredValue::new_local(Playing::default());
    let (at, rise, length) = (pass.at, pass.rise, pass.length);
    Effect::new(move |_| {
        let spent = spent.get();
        let Some(element) = element.get() else {
            return;
        };
        playing.update_value(|playing| match spent {
            false => playing.rise(&element, side, at, rise, length),
            true => playing.stop(),
        });
    });
    view! {
        <div class="pass-points" node_ref=element>
            {pass
                .points
                .into_iter()
                .map(|popup| {
                    view! {
                        <div class="popup" style=format!("--vx:{};--vy:{}", popup.cell.0, popup.cell.1)>
                            {format!("+{}", popup.points)}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Each tile's marks, by its id, in a signal of the tile's own that one effect keeps: a tile
/// that read the selectors itself would stay subscribed to them after it goes (Leptos
/// does not unsubscribe a dropped effect from what it read), and a selector that seldom
/// changes, like the cursor's cell while Watch plays, kept every tile ever shown: the
/// wasm's memory grew about 2 KB a move (docs/performance.md, "Memory over a long
/// session"). This effect reads them anew each run, so it holds no stale subscription.
fn marks_by_tile(
    tiles: ReadSignal<Vec<TileEntry>>,
    marks: Marks,
) -> impl Fn(u32) -> ArcRwSignal<Marked> + Copy + Send + Sync + 'static {
    let marked = StoredValue::new(HashMap::<u32, ArcRwSignal<Marked>>::new());
    // The tile picked up at the last run: put down since, it glides down unless a swap
    // moves it (its glide, or a swapped tile's fall, which may end in its own cell). Its mark lasts until the next run, which anything on the board brings.
    let picked_up = StoredValue::new(None::<u32>);
    Effect::new(move || {
        tiles.with(|list| {
            let was_picked_up = picked_up.get_value();
            let mut now: HashMap<u32, Marked> = HashMap::with_capacity(list.len());
            let mut picked_now = None;
            for entry in list {
                let (pos, gone, moved) = entry
                    .shown
                    .with(|s| (s.vis.pos, s.gone, s.glides || s.vis.swapped));
                // A tile kept hidden wears no mark: its cell is another tile's now.
                let mut at = if gone {
                    Marked::default()
                } else {
                    marks.at(pos)
                };
                if at.selected {
                    picked_now = Some(entry.id.0);
                }
                at.put_down = !gone && !at.selected && !moved && was_picked_up == Some(entry.id.0);
                now.insert(entry.id.0, at);
            }
            picked_up.set_value(picked_now);
            marked.update_value(|map| {
                map.retain(|id, _| now.contains_key(id));
                for (id, at) in now {
                    let sig = map.entry(id).or_insert_with(|| ArcRwSignal::new(at));
                    if sig.get_untracked() != at {
                        sig.set(at);
                    }
                }
            });
        });
    });
    move |id: u32| {
        marked
            .try_update_value(|map| {
                map.entry(id)
                    .or_insert_with(|| ArcRwSignal::new(Marked::default()))
                    .clone()
            })
            .unwrap_or_else(|| ArcRwSignal::new(Marked::default()))
    }
}

/// One tile: positioned by its view cell through CSS variables, so moves animate with a
/// CSS transition on `transform` (while it glides); the face inside carries merge, pop and
/// drop effects.
fn tile_view(entry: TileEntry, marked: ArcRwSignal<Marked>) -> impl IntoView {
    let shown = entry.shown;
    let read = move |f: fn(&Shown) -> String| {
        let shown = shown.clone();
        Signal::derive(move || shown.with(f))
    };
    let mark = move |f: fn(&Marked) -> bool| {
        let marked = marked.clone();
        move || marked.with(f).then_some("true")
    };
    let is_cursor = mark(|m| m.cursor);
    let is_selected = mark(|m| m.selected);
    let is_hint = mark(|m| m.hint);
    let is_put_down = mark(|m| m.put_down);
    // The move's track, played on the tile's own elements once they are on the page.
    let tile_ref = NodeRef::<leptos::html::Div>::new();
    let face_ref = NodeRef::<leptos::html::Div>::new();
    let playing = StoredValue::new_local(Playing::default());
    let track = entry.track;
    Effect::new(move |_| {
        let track = track.get();
        let (Some(tile), Some(face)) = (tile_ref.get(), face_ref.get()) else {
            return;
        };
        playing.update_value(|playing| match &track {
            Some(track) => playing.play(&tile, &face, track),
            None => playing.stop(),
        });
    });
    view! {
        <div
            node_ref=tile_ref
            class=read(|s| {
                let swapped = if s.vis.swapped { " swapped" } else { "" };
                let gone = if s.gone { " gone" } else { "" };
                format!("tile {}{swapped}{gone}", value_classes(s.vis.value))
            })
            data-testid=read(|s| if s.gone { "gone-tile" } else { "tile" }.to_owned())
            data-id=entry.id.0.to_string()
            data-x=read(|s| s.vis.pos.x.to_string())
            data-y=read(|s| s.vis.pos.y.to_string())
            data-value=read(|s| s.vis.value.to_string())
            data-cursor=is_cursor
            data-selected=is_selected
            data-hint=is_hint
            data-put-down=is_put_down
            style=read(|s| format!("--vx:{};--vy:{}", s.vis.cell.0, s.vis.cell.1))
        >
            <div node_ref=face_ref class="face">
                {read(|s| s.vis.value.to_string())}
            </div>
        </div>
    }
}

/// The ring of wrapped copies just outside the view: clipped at rest, sliding in from the
/// opposite edge while the view rolls, so the torus looks continuous.
fn ghost_ring(n: usize, values: Memo<Vec<u64>>) -> impl IntoView {
    View::new(n)
        .ring()
        .into_iter()
        .enumerate()
        .map(|(i, ((vx, vy), _))| {
            let value = move || values.with(|v| v.get(i).copied().unwrap_or(0));
            view! {
                <div class=Signal::derive(move || format!("tile ghost {}", value_classes(value()))) style=format!("--vx:{vx};--vy:{vy}")>
                    <div class="face">{Signal::derive(move || value().to_string())}</div>
                </div>
            }
        })
        .collect_view()
}

/// The link of a hinted pair the view shows at opposite edges: the line they share lit
/// behind the tiles, brightest at its ends, and from each tile an arrow out through the
/// edge, towards the other.
fn wrap_link(split: SplitPair) -> impl IntoView {
    let (along, at) = match split {
        SplitPair::Row(vy) => ("row", vy),
        SplitPair::Column(vx) => ("column", vx),
    };
    let style = format!("--at:{at}");
    view! {
        <div class="wrap-band" data-along=along style=style.clone()></div>
        <div class="wrap-link" data-testid="wrap-link" data-along=along style=style></div>
    }
}

/// The board's top/bottom edge (a bold line, wherever the view has rolled it; the status
/// line says which side is which as it rolls in) and the seam (a faint dashed line). Drawn once per wrap so they roll continuously.
fn markers(n: usize, view: Memo<View>) -> impl IntoView {
    let n = n as i32;
    let inside = move || view.get().edge_inside();
    let edges = [-n, 0, n]
        .into_iter()
        .map(|k| {
            let style = Signal::derive(move || format!("--vy:{}", view.get().edge_row() + k));
            view! {
                <div class="edge" class:inside=inside style=style></div>
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
