//! The tiles as a move's timeline knows them while its steps are built, and what each part
//! of a pass (its merges, falls and new tiles, the swap's glide) changes of them.

use std::collections::HashMap;

use super::{Popup, TileAt, View};
use crate::model::tile_motion::{Change, Phase, TileVis};
use rules::exponentile::{Merge, Move, PassReport};
use rules::{Pos, TileId};

/// Tracks tiles while the steps are built.
pub(super) struct Tracker {
    tiles: HashMap<TileId, TileVis>,
    view: View,
}

impl Tracker {
    pub(super) fn new(before: &[TileAt], view: View) -> Self {
        Tracker {
            tiles: before
                .iter()
                .map(|&(id, pos, value)| (id, TileVis::at_rest(pos, value, view)))
                .collect(),
            view,
        }
    }

    fn id_at(&self, pos: Pos) -> Option<TileId> {
        self.tiles
            .iter()
            .find(|(_, t)| t.pos == pos)
            .map(|(&id, _)| id)
    }

    /// Moves tile `id` from its board cell to `to`: the short way round a cylinder's seam,
    /// straight along a flat board's row.
    fn slide(&mut self, id: TileId, to: Pos, phase: Phase) -> Option<Change> {
        let view = self.view;
        let t = self.tiles.get_mut(&id)?;
        let dx = view.columns_between(t.pos.x as i32, to.x as i32);
        let dy = to.y as i32 - t.pos.y as i32;
        t.cell = (t.cell.0 + dx, t.cell.1 + dy);
        t.pos = to;
        t.phase = phase;
        t.fall = 0;
        Some(Change::Set(id, *t))
    }

    /// The swap of `a` and `b` as one step's changes.
    pub(super) fn swap(&mut self, swap: Move) -> Vec<Change> {
        let (Some(ia), Some(ib)) = (self.id_at(swap.a), self.id_at(swap.b)) else {
            return Vec::new();
        };
        [
            self.slide(ia, swap.b, Phase::Rest),
            self.slide(ib, swap.a, Phase::Rest),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// Starts a pass: every tile still where it is.
    pub(super) fn still(&mut self) {
        for t in self.tiles.values_mut() {
            *t = TileVis::new(t.pos, t.cell, t.value, Phase::Rest);
        }
    }

    /// One merge of a pass: its merged tiles slide into the origin (`merged_away` from the
    /// next step on), and the origin takes its new value. Its points.
    pub(super) fn merge(
        &mut self,
        merge: &Merge,
        changes: &mut Vec<Change>,
        merged_away: &mut Vec<TileId>,
    ) -> Popup {
        let origin_cell = self
            .tiles
            .get(&merge.origin_id)
            .map_or_else(|| self.view.to_view(merge.origin), |t| t.cell);
        for &(id, from) in &merge.merged {
            // The report says where each merged tile was; trust it over the tracker.
            let Some(t) = self.tiles.get_mut(&id) else {
                continue;
            };
            t.pos = from;
            changes.extend(self.slide(id, merge.origin, Phase::Merging));
            self.tiles.remove(&id);
            merged_away.push(id);
        }
        let popup = Popup {
            cell: origin_cell,
            points: merge.points,
        };
        if let Some(t) = self.tiles.get_mut(&merge.origin_id) {
            t.value = merge.value;
            t.phase = Phase::Upgraded;
            changes.push(Change::Set(merge.origin_id, *t));
        }
        popup
    }

    /// The pass's falls, and its new tiles dropping in.
    pub(super) fn fall_and_drop(&mut self, pass: &PassReport, changes: &mut Vec<Change>) {
        for fall in &pass.falls {
            if let Some(t) = self.tiles.get_mut(&fall.id) {
                let cells = i32::from(fall.to.y) - i32::from(fall.from.y);
                t.cell.1 += cells;
                t.pos = fall.to;
                t.fall = u8::try_from(cells).unwrap_or_default();
                changes.push(Change::Set(fall.id, *t));
            }
        }
        for spawn in &pass.spawns {
            // Every new tile of a column starts as many cells higher as the column takes
            // new tiles, so the column's new tiles enter together, in order.
            let drop = pass.spawns.iter().filter(|s| s.at.x == spawn.at.x).count() as u8;
            let t = TileVis::new(
                spawn.at,
                self.view.to_view(spawn.at),
                spawn.value,
                Phase::Spawned { drop },
            );
            self.tiles.insert(spawn.id, t);
            changes.push(Change::Set(spawn.id, t));
        }
    }

    /// In the pass played with its swap, the `swapped` tiles glide first: marked in the
    /// pass's own changes where the pass changes them too (an origin, a tile that falls).
    pub(super) fn glide_first(&mut self, swapped: &[TileId], changes: &mut Vec<Change>) {
        for id in swapped {
            let Some(t) = self.tiles.get_mut(id) else {
                continue;
            };
            t.swapped = true;
            let vis = *t;
            let mut set_here = false;
            for change in changes.iter_mut() {
                if let Change::Set(set, shown) = change
                    && set == id
                {
                    *shown = vis;
                    set_here = true;
                }
            }
            if !set_here {
                changes.push(Change::Set(*id, vis));
            }
        }
    }
}
