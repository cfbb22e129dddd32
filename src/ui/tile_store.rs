//! The view's tiles: one reactive cell per tile id, so a move touches only the tiles it
//! moves. The list of ids feeds a keyed list (`KeyedRows`); each tile's element reads its own
//! signal, and a change is written only when it differs from what the tile shows.
//!
//! A tile glides to a new cell when a move's step puts it there, and jumps there at rest
//! (the end of a move at instant speed, a roll): each tile carries which, so that the
//! board's other tiles are not restyled when a move starts or ends.
//!
//! A step's animations (a glide, a merge, a pop, a drop) last longer than they show
//! (style/board.css: they move in the first thirty-second of their time and then hold still),
//! and the next step ends those of the tiles it leaves alone, as the rest ends them all.
//! So no animation ends on its own during a move: each one that did cost Chromium two or
//! three frames of its own, each restyling every animation still running, which made
//! most of a move's style recalculations.
//!
//! ExponenTile's boards are written once a move ([`TileStore::play`]): every tile where
//! the move leaves it, with its track over the move (`TileEntry::track`), which the tile
//! plays itself; the rest takes the tracks away. 2048's board is written a step at a time
//! ([`TileStore::apply`]), by CSS.
//!
//! A tile a move merged away has faded out by the move's rest. Taking its element away
//! then would lay the board out for nothing a player sees, so the rest keeps it, still and
//! hidden (`gone`), and the next write that adds or removes elements anyway takes it with
//! it: a move lays out where it writes (on ExponenTile's boards once, at its key), not
//! once more at its rest.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use leptos::prelude::*;

use crate::model::tile_motion::{Change, Phase, TileTrack, TileVis};
use rules::TileId;

/// How a tile is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Its cell, value and phase.
    pub vis: TileVis,
    /// Whether it glides to its cell (a step of a move) rather than jumps there (at rest).
    pub glides: bool,
    /// Whether it is a tile the game no longer has, kept hidden until elements next come
    /// or go: no tile any more, to the player or to a test (`data-testid="gone-tile"`).
    pub gone: bool,
}

impl Shown {
    /// Whether an animation of a step may still run on it: it glides, or its phase plays
    /// one. A merged tile is left as it is: its animation ends hidden, and the step that
    /// takes it away ends it.
    fn animates(&self) -> bool {
        self.glides
            || self.vis.fall > 0
            || matches!(
                self.vis.phase,
                Phase::Popped | Phase::Upgraded | Phase::Spawned { .. } | Phase::Nudged(_)
            )
    }

    /// The same tile, still: what its animation showed last.
    fn still(self) -> Shown {
        Shown {
            vis: TileVis {
                phase: Phase::Rest,
                fall: 0,
                swapped: false,
                ..self.vis
            },
            glides: false,
            gone: false,
        }
    }

    /// The same tile gone: still, hidden, and no one's tile.
    fn gone(self) -> Shown {
        Shown {
            gone: true,
            ..self.still()
        }
    }
}

/// One tile of the list: its id (the list's key) and its reactive state.
#[derive(Clone)]
pub struct TileEntry {
    /// The tile's stable id.
    pub id: TileId,
    /// How the tile is shown now.
    pub shown: ArcRwSignal<Shown>,
    /// What it plays of the move in play, if anything (ExponenTile's boards).
    pub track: ArcRwSignal<Option<Arc<TileTrack>>>,
}

/// Every tile the view shows, keyed by id.
#[derive(Clone, Copy)]
pub struct TileStore {
    list: RwSignal<Vec<TileEntry>>,
    index: StoredValue<HashMap<TileId, TileEntry>>,
}

impl TileStore {
    /// A store showing `tiles`, still.
    pub fn new(tiles: &[(TileId, TileVis)]) -> Self {
        let store = TileStore {
            list: RwSignal::new(Vec::new()),
            index: StoredValue::new(HashMap::new()),
        };
        store.rest(tiles);
        store
    }

    /// The tiles, in a stable order (new tiles go last), for a keyed list.
    pub fn list(self) -> ReadSignal<Vec<TileEntry>> {
        self.list.read_only()
    }

    /// Applies a step's changes together, gliding, and stills the tiles the step before
    /// left animating that this one leaves alone. Only tiles whose state differs are
    /// written, and the list is written only when tiles come or go.
    pub fn apply(self, changes: &[Change]) {
        let touched: HashSet<TileId> = changes
            .iter()
            .map(|&(Change::Set(id, _) | Change::Remove(id))| id)
            .collect();
        self.index.with_value(|index| {
            for (id, entry) in index {
                if !touched.contains(id) && entry.shown.with_untracked(Shown::animates) {
                    entry.shown.update(|shown| *shown = shown.still());
                }
            }
        });
        self.write(changes, true, Vec::new());
    }

    /// Shows exactly `tiles`, still: the end of every animation, and the whole of a move
    /// at instant speed. A tile already shown as it should be keeps its element untouched;
    /// a tile that moves jumps, and one still gliding stops. Every other tile goes; one a
    /// merge took away, which has faded out, is only hidden if no element comes or goes
    /// here (see the module's notes).
    pub fn rest(self, tiles: &[(TileId, TileVis)]) {
        self.play(tiles, &[], Vec::new());
    }

    /// Shows a whole move at once: `tiles` where the move leaves them, `merged` (the tiles
    /// its merges take away) hidden, and each tile with a track playing it from there. Any
    /// other tile goes, or is hidden, as at a rest.
    pub fn play(
        self,
        tiles: &[(TileId, TileVis)],
        merged: &[(TileId, TileVis)],
        tracks: Vec<(TileId, TileTrack)>,
    ) {
        let changes: Vec<Change> = (tiles.iter().chain(merged))
            .map(|&(id, vis)| Change::Set(id, vis))
            .collect();
        let live: HashSet<TileId> = changes
            .iter()
            .map(|&(Change::Set(id, _) | Change::Remove(id))| id)
            .collect();
        let left: Vec<(TileId, Shown)> = self.index.with_value(|index| {
            index
                .iter()
                .filter(|(id, _)| !live.contains(id))
                .map(|(&id, entry)| (id, entry.shown.get_untracked()))
                .collect()
        });
        self.write(&changes, false, left);
        let mut tracks: HashMap<TileId, TileTrack> = tracks.into_iter().collect();
        self.index.with_value(|index| {
            for &(id, _) in merged {
                if let Some(entry) = index.get(&id) {
                    entry.shown.update(|shown| *shown = shown.gone());
                }
            }
            for (id, entry) in index {
                let track = tracks.remove(id).map(Arc::new);
                if track.is_some() || entry.track.with_untracked(Option::is_some) {
                    entry.track.set(track);
                }
            }
        });
    }

    /// Writes `changes`, and then what becomes of `left`, the tiles the game no longer
    /// has: hidden where they can wait, else gone with the elements that come or go.
    fn write(self, changes: &[Change], glides: bool, left: Vec<(TileId, Shown)>) {
        let mut added = Vec::new();
        let mut removed = Vec::new();
        self.index.update_value(|index| {
            for change in changes {
                match *change {
                    Change::Set(id, vis) => {
                        let shown = Shown {
                            vis,
                            glides,
                            gone: false,
                        };
                        match index.get(&id).map(|entry| &entry.shown) {
                            Some(sig) => {
                                // A tile a step leaves in its cell (an origin taking its
                                // new value) does not glide: that ends the glide held from
                                // the step before, which a glide of the next step would
                                // otherwise take over, and Chromium plays a transition
                                // that takes over from a running one on the main thread.
                                let shown = Shown {
                                    glides: glides
                                        && sig.with_untracked(|was| was.vis.cell != vis.cell),
                                    ..shown
                                };
                                if sig.with_untracked(|was| *was != shown) {
                                    sig.set(shown);
                                }
                            }
                            None => {
                                let entry = TileEntry {
                                    id,
                                    shown: ArcRwSignal::new(shown),
                                    track: ArcRwSignal::new(None),
                                };
                                index.insert(id, entry.clone());
                                added.push(entry);
                            }
                        }
                    }
                    Change::Remove(id) => {
                        if index.remove(&id).is_some() {
                            removed.push(id);
                        }
                    }
                }
            }
            // A merged tile waits hidden only while no element comes or goes; when they
            // do, the board lays out anyway, and every tile kept hidden goes too.
            let waits = |shown: &Shown| shown.gone || shown.vis.phase == Phase::Merging;
            let list_changes = !added.is_empty()
                || !removed.is_empty()
                || left.iter().any(|(_, shown)| !waits(shown));
            if list_changes {
                let hidden = index
                    .iter()
                    .filter(|(_, entry)| entry.shown.with_untracked(|s| s.gone))
                    .map(|(&id, _)| id)
                    .collect::<Vec<_>>();
                for id in hidden.into_iter().chain(left.iter().map(|&(id, _)| id)) {
                    if index.remove(&id).is_some() {
                        removed.push(id);
                    }
                }
            } else {
                for (id, shown) in &left {
                    if !shown.gone
                        && let Some(entry) = index.get(id)
                    {
                        entry.shown.set(shown.gone());
                    }
                }
            }
        });
        if !added.is_empty() || !removed.is_empty() {
            self.list.update(|list| {
                list.retain(|e| !removed.contains(&e.id));
                list.extend(added);
            });
        }
    }
}
