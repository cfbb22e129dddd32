//! The view's tiles: one reactive cell per tile id, so a move touches only the tiles it
//! moves. The list of ids feeds a keyed `<For>`; each tile's element reads its own
//! signal, and a change is written only when it differs from what the tile shows.

use std::collections::HashMap;

use leptos::prelude::*;

use crate::model::timeline::{Change, TileVis};
use crate::model::torus::View;
use crate::sim::{Board, TileId};

/// One tile of the list: its id (the `<For>` key) and its reactive state.
#[derive(Clone)]
pub struct TileEntry {
    /// The tile's stable id.
    pub id: TileId,
    /// How the tile is shown now.
    pub vis: ArcRwSignal<TileVis>,
}

/// Every tile the view shows, keyed by id.
#[derive(Clone, Copy)]
pub struct TileStore {
    list: RwSignal<Vec<TileEntry>>,
    index: StoredValue<HashMap<TileId, ArcRwSignal<TileVis>>>,
}

impl TileStore {
    /// The tiles of `board`, at rest in `view`.
    pub fn new(board: &Board, view: View) -> Self {
        let store = TileStore {
            list: RwSignal::new(Vec::new()),
            index: StoredValue::new(HashMap::new()),
        };
        store.settle(board, view);
        store
    }

    /// The tiles, in a stable order (new tiles go last), for a keyed `<For>`.
    /// Read only, though an `RwSignal`: the one signal type the store writes, compiled once.
    pub fn list(self) -> RwSignal<Vec<TileEntry>> {
        self.list
    }

    /// Applies changes together. Only tiles whose state differs are written, and the list
    /// is written only when tiles come or go.
    pub fn apply(self, changes: &[Change]) {
        let mut added = Vec::new();
        let mut removed = Vec::new();
        self.index.update_value(|index| {
            for change in changes {
                match *change {
                    Change::Set(id, vis) => match index.get(&id) {
                        Some(sig) => {
                            if sig.get_untracked() != vis {
                                sig.set(vis);
                            }
                        }
                        None => {
                            let sig = ArcRwSignal::new(vis);
                            index.insert(id, sig.clone());
                            added.push(TileEntry { id, vis: sig });
                        }
                    },
                    Change::Remove(id) => {
                        if index.remove(&id).is_some() {
                            removed.push(id);
                        }
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

    /// Puts every tile of `board` at rest in `view` and drops tiles no longer on it: the
    /// end of every animation, and the whole of a move at instant speed.
    pub fn settle(self, board: &Board, view: View) {
        let mut changes: Vec<Change> = board
            .iter()
            .map(|(pos, tile)| Change::Set(tile.id, TileVis::at_rest(pos, tile.value(), view)))
            .collect();
        let live: std::collections::HashSet<TileId> = board.iter().map(|(_, t)| t.id).collect();
        self.index.with_value(|index| {
            changes.extend(
                index
                    .keys()
                    .filter(|id| !live.contains(id))
                    .map(|&id| Change::Remove(id)),
            );
        });
        self.apply(&changes);
    }
}
