//! The animation timeline of a move, built from the sim's [`MoveReport`]: a list of steps,
//! each a set of tile changes that show together for the step's duration, which
//! `tracks.rs` turns into each tile's keyframes over the whole move. Pure data, so the
//! choreography is tested natively.
//!
//! Positions here are view cells that may lie outside `0..size` while a tile is moving: a
//! tile that slides across a cylinder's seam or falls past the view's lower border keeps
//! going in the direction it moves (and is clipped) instead of jumping across the board.
//! On a flat board tiles slide straight along their row, never round. When the
//! timeline ends, the view snaps every tile to its resting cell with transitions off.

use std::collections::{HashMap, HashSet};

use super::view::View;
pub use crate::model::tile_motion::{Change, Phase, TileVis};
use rules::exponentile::{Move, MoveReport};
use rules::{Direction, Pos, TileId};
use tracker::Tracker;

mod tracker;

#[cfg(test)]
pub(super) mod fixtures;

impl TileVis {
    /// A still tile at `pos`, drawn where `view` shows that cell.
    pub fn at_rest(pos: Pos, value: u64, view: View) -> Self {
        TileVis::new(pos, view.to_view(pos), value, Phase::Rest)
    }
}

/// Points floating up from a match's origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Popup {
    /// The view cell of the origin.
    pub cell: (i32, i32),
    /// The points scored.
    pub points: u64,
}

/// A pass's points, rising together from its origins as the pass plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassPoints {
    /// Names the pass's element: new for every pass shown.
    pub serial: u32,
    /// When they start to rise, in milliseconds from the move's key.
    pub at: u32,
    /// How long they take to rise and fade away.
    pub rise: u32,
    /// The move's length, as its tracks': the points hold still until its rest.
    pub length: u32,
    /// The points, at their origins.
    pub points: Vec<Popup>,
}

/// What a step shows, for the step's duration and for tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The two tiles trade places.
    Swap,
    /// A refused swap's tiles go back.
    SwapBack,
    /// A pass of a cascade: matched tiles slide into their origins and points pop up;
    /// then, once [`MERGE_MILLIS`] are up, origins take their new values, tiles fall and
    /// new tiles drop in (the tracks hold each still until then: `tracks.rs`).
    Pass,
    /// The swap and its own pass (the move's first) in one step: the two tiles trade
    /// places, and the pass plays once they have (its merged tiles wait where they were
    /// for the swap's time).
    SwapPass,
    /// A tile bumps against the board's top/bottom edge.
    Nudge,
    /// A move taken back: tiles glide back up, merged ones come back, new ones go.
    Undo,
}

impl StepKind {
    /// The step's duration at normal speed, in milliseconds.
    pub fn millis(self) -> u32 {
        match self {
            StepKind::Swap | StepKind::SwapBack => 140,
            StepKind::Pass => MERGE_MILLIS + 230,
            StepKind::SwapPass => StepKind::Swap.millis() + StepKind::Pass.millis(),
            StepKind::Nudge | StepKind::Undo => 240,
        }
    }
}

/// The merge's part of a pass at normal speed, in milliseconds: what the pass's falls,
/// drops and pops wait (`tracks.rs`).
pub const MERGE_MILLIS: u32 = 170;

/// One step of a timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What it shows.
    pub kind: StepKind,
    /// Tile changes, applied together when the step starts.
    pub changes: Vec<Change>,
    /// Points popping up during the step.
    pub popups: Vec<Popup>,
}

/// A tile as the view knows it before a move: id, board cell, value.
pub type TileAt = (TileId, Pos, u64);

/// The timeline of an accepted move: a step a pass, the first played with the swap. In
/// each, matched tiles slide into their origins (points pop up), and
/// once the merge's time is up the origins show their new values and pop, tiles fall and
/// new tiles drop in; in the first, all of that waits for the swapped tiles' glide. The
/// tiles a pass merged away go at the next step (or at the rest, after which the page
/// keeps them hidden until its elements next come or go: `src/ui/tile_store.rs`).
///
/// `before` is the board before the move.
pub fn accepted(before: &[TileAt], report: &MoveReport, view: View) -> Vec<Step> {
    let mut tracker = Tracker::new(before, view);
    let swap = tracker.swap(report.swap);
    if report.passes.is_empty() {
        return vec![Step {
            kind: StepKind::Swap,
            changes: swap,
            popups: Vec::new(),
        }];
    }
    let swapped: Vec<TileId> = swap
        .iter()
        .map(|&(Change::Set(id, _) | Change::Remove(id))| id)
        .collect();
    let mut steps = Vec::new();
    let mut merged_away: Vec<TileId> = Vec::new();
    for (index, pass) in report.passes.iter().enumerate() {
        let mut changes: Vec<Change> = merged_away.drain(..).map(Change::Remove).collect();
        tracker.still();
        let mut popups = Vec::new();
        for merge in &pass.merges {
            let popup = tracker.merge(merge, &mut changes, &mut merged_away);
            popups.push(popup);
        }
        tracker.fall_and_drop(pass, &mut changes);
        let kind = if index == 0 {
            tracker.glide_first(&swapped, &mut changes);
            StepKind::SwapPass
        } else {
            StepKind::Pass
        };
        steps.push(Step {
            kind,
            changes,
            popups,
        });
    }
    steps
}

/// The timeline of a swap the rules refused for want of a match: the tiles trade places
/// and go back; nothing else changes.
pub fn refused(before: &[TileAt], swap: Move, view: View) -> Vec<Step> {
    let mut tracker = Tracker::new(before, view);
    let there = tracker.swap(swap);
    let back = tracker.swap(Move {
        a: swap.b,
        b: swap.a,
    });
    vec![
        Step {
            kind: StepKind::Swap,
            changes: there,
            popups: Vec::new(),
        },
        Step {
            kind: StepKind::SwapBack,
            changes: back,
            popups: Vec::new(),
        },
    ]
}

/// The timeline of a swap across the board's top/bottom edge: the tile bumps that way.
pub fn nudge(tile: TileAt, dir: Direction, view: View) -> Vec<Step> {
    let (id, pos, value) = tile;
    let vis = TileVis {
        phase: Phase::Nudged(dir),
        ..TileVis::at_rest(pos, value, view)
    };
    vec![Step {
        kind: StepKind::Nudge,
        changes: vec![Change::Set(id, vis)],
        popups: Vec::new(),
    }]
}

/// The timeline of a move taken back, from the tiles of `before` to those of `after`:
/// tiles on both boards glide to their old cells, tiles that had merged come back with a
/// pop, and the tiles that had dropped in go.
pub fn undone(before: &[TileAt], after: &[TileAt], view: View) -> Vec<Step> {
    let was_there: HashSet<TileId> = before.iter().map(|&(id, _, _)| id).collect();
    let mut changes: Vec<Change> = after
        .iter()
        .map(|&(id, pos, value)| {
            let phase = if was_there.contains(&id) {
                Phase::Rest
            } else {
                Phase::Popped
            };
            Change::Set(
                id,
                TileVis {
                    phase,
                    ..TileVis::at_rest(pos, value, view)
                },
            )
        })
        .collect();
    let stays: HashSet<TileId> = after.iter().map(|&(id, _, _)| id).collect();
    changes.extend(
        before
            .iter()
            .filter(|(id, _, _)| !stays.contains(id))
            .map(|&(id, _, _)| Change::Remove(id)),
    );
    vec![Step {
        kind: StepKind::Undo,
        changes,
        popups: Vec::new(),
    }]
}

/// Applies `steps` to the tiles of `before`: where a timeline leaves every tile (those its
/// last pass merged away go with the rest that follows it).
pub fn play_out(before: &[TileAt], view: View, steps: &[Step]) -> HashMap<TileId, TileVis> {
    let mut tiles: HashMap<TileId, TileVis> = before
        .iter()
        .map(|&(id, pos, value)| (id, TileVis::at_rest(pos, value, view)))
        .collect();
    for step in steps {
        for change in &step.changes {
            match *change {
                Change::Set(id, vis) => {
                    tiles.insert(id, vis);
                }
                Change::Remove(id) => {
                    tiles.remove(&id);
                }
            }
        }
    }
    tiles.retain(|_, vis| vis.phase != Phase::Merging);
    tiles
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;
    use rules::Spawn;

    #[test]
    fn the_swap_plays_in_its_pass_s_step_and_its_tiles_glide_one_cell() {
        let view = View::new(5);
        let steps = accepted(&board(B), &seam_report(), view);
        assert_eq!(steps.len(), 1, "the swap and its pass in one step");
        let first = &steps[0];
        assert_eq!(first.kind, StepKind::SwapPass);
        assert_eq!(first.kind.millis(), 140 + MERGE_MILLIS + 230);
        // The swapped 16 only glides; the swapped 2 glides and is the pass's origin.
        assert!(first.changes.contains(&Change::Set(
            id(2, 3),
            TileVis {
                swapped: true,
                ..TileVis::new(p(2, 4), (2, 4), 16, Phase::Rest)
            }
        )));
        let sets_of = |tile: TileId| {
            first
                .changes
                .iter()
                .filter(|c| matches!(c, Change::Set(i, _) if *i == tile))
                .count()
        };
        assert_eq!((sets_of(id(2, 3)), sets_of(id(2, 4))), (1, 1));
    }

    #[test]
    fn a_refused_swap_is_a_step_of_its_own() {
        let report = MoveReport {
            passes: Vec::new(),
            ..seam_report()
        };
        let steps = accepted(&board(B), &report, View::new(5));
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].kind, StepKind::Swap);
        assert_eq!(steps[0].changes.len(), 2);
    }

    #[test]
    fn merged_tiles_slide_the_short_way_round_the_seam() {
        let view = View::new(5);
        let steps = accepted(&board(B), &seam_report(), view);
        let merge = &steps[0];
        assert_eq!(merge.kind, StepKind::SwapPass);
        let cell_of = |tile: TileId| {
            merge.changes.iter().find_map(|c| match c {
                Change::Set(i, v) if *i == tile => Some(v.cell),
                _ => None,
            })
        };
        // (3,3) and (1,3) are next to the origin; (4,3) and (0,3) are two away either
        // way round: (0,3) slides right to column 2, (4,3) slides left to column 2.
        assert_eq!(cell_of(id(3, 3)), Some((2, 3)));
        assert_eq!(cell_of(id(1, 3)), Some((2, 3)));
        assert_eq!(cell_of(id(4, 3)), Some((2, 3)));
        assert_eq!(cell_of(id(0, 3)), Some((2, 3)));
        assert_eq!(
            merge.popups,
            vec![Popup {
                cell: (2, 3),
                points: 32,
            }]
        );
    }

    #[test]
    fn on_a_flat_board_merged_tiles_slide_straight_along_the_row() {
        // The same five 2s merging into the row's first cell: on a cylinder the far ones
        // come round the seam, on a flat board they slide all the way left.
        let mut report = seam_report();
        let merge = &mut report.passes[0].merges[0];
        merge.origin = p(0, 3);
        merge.origin_id = id(0, 3);
        merge.merged = [1, 2, 3, 4].map(|x| (id(x, 3), p(x, 3))).to_vec();
        let cells = |view: View| {
            let steps = accepted(&board(B), &report, view);
            [3, 4].map(|x| {
                steps[0].changes.iter().find_map(|c| match c {
                    Change::Set(i, v) if *i == id(x, 3) => Some(v.cell),
                    _ => None,
                })
            })
        };
        assert_eq!(cells(View::flat(5)), [Some((0, 3)), Some((0, 3))]);
        assert_eq!(cells(View::new(5)), [Some((5, 3)), Some((5, 3))]);
    }

    #[test]
    fn a_shifted_view_slides_across_its_border_without_jumping() {
        // Shift so that board column 4 is at view column 4+3-5 = 2 and column 0 at 3:
        // the seam is inside the view; with board column 2 (the origin) at view 0, the
        // tile at board column 3 (view 1) slides to view 0 and the one at board column 1
        // (view 4) slides right to view 5, just outside: it never crosses the board.
        let view = View::new(5).shifted(3, 0);
        let steps = accepted(&board(B), &seam_report(), view);
        let merge = &steps[0];
        let cell_of = |tile: TileId| {
            merge.changes.iter().find_map(|c| match c {
                Change::Set(i, v) if *i == tile => Some(v.cell),
                _ => None,
            })
        };
        assert_eq!(cell_of(id(3, 3)), Some((0, 3)));
        assert_eq!(cell_of(id(1, 3)), Some((5, 3)));
    }

    #[test]
    fn the_first_pass_merges_into_the_swapped_tile_falls_and_drops_in() {
        let view = View::new(5);
        let steps = accepted(&board(B), &seam_report(), view);
        let pass = &steps[0];
        // The merged tiles slide in and fade; they go at the step after, not this one.
        assert!(!pass.changes.iter().any(|c| matches!(c, Change::Remove(_))));
        // The origin glides with the swap and takes its new value.
        assert!(pass.changes.contains(&Change::Set(
            id(2, 4),
            TileVis {
                swapped: true,
                ..TileVis::new(p(2, 3), (2, 3), 32, Phase::Upgraded)
            }
        )));
        // A merged tile is drawn at its origin, where it slides to.
        assert!(pass.changes.contains(&Change::Set(
            id(3, 3),
            TileVis {
                ..TileVis::new(p(2, 3), (2, 3), 2, Phase::Merging)
            }
        )));
        assert!(pass.changes.contains(&Change::Set(
            id(0, 3),
            TileVis {
                ..TileVis::new(p(2, 3), (2, 3), 2, Phase::Merging)
            }
        )));
        // A falling tile is drawn at its new cell, held a cell above it till it falls.
        assert!(pass.changes.contains(&Change::Set(
            id(0, 2),
            TileVis {
                fall: 1,
                ..TileVis::new(p(0, 3), (0, 3), 8, Phase::Rest)
            }
        )));
        assert!(pass.changes.contains(&Change::Set(
            TileId(100),
            TileVis {
                ..TileVis::new(p(0, 0), (0, 0), 4, Phase::Spawned { drop: 1 })
            }
        )));
    }

    #[test]
    fn a_later_pass_upgrades_falls_and_drops_in_as_one_step() {
        let mut report = seam_report();
        let second = report.passes[0].clone();
        report.passes.push(second);
        let steps = accepted(&board(B), &report, View::new(5));
        assert_eq!(
            steps.len(),
            2,
            "the swap with its pass, then a step for the next"
        );
        let pass = &steps[1];
        assert_eq!(pass.kind, StepKind::Pass);
        assert!(pass.changes.contains(&Change::Set(
            id(2, 4),
            TileVis {
                ..TileVis::new(p(2, 3), (2, 3), 32, Phase::Upgraded)
            }
        )));
        // No tile of a later pass is the swap's.
        assert!(pass.changes.iter().all(|c| match c {
            Change::Set(_, vis) => !vis.swapped,
            Change::Remove(_) => true,
        }));
    }

    #[test]
    fn the_next_pass_takes_the_merged_tiles_away() {
        let mut report = seam_report();
        let second = report.passes[0].clone();
        report.passes.push(second);
        let steps = accepted(&board(B), &report, View::new(5));
        let next = &steps[1];
        for gone in [id(3, 3), id(4, 3), id(0, 3), id(1, 3)] {
            assert!(next.changes.contains(&Change::Remove(gone)));
        }
    }

    #[test]
    fn the_timeline_ends_where_the_board_ends() {
        let view = View::new(5).shifted(1, 2);
        let before = board(B);
        let report = seam_report();
        let end = play_out(&before, view, &accepted(&before, &report, view));
        assert_eq!(end.len(), 25 - 4 + 1);
        assert!(end.values().all(|t| t.phase != Phase::Merging));
        let at = |tile: TileId| end[&tile];
        assert_eq!(at(id(2, 4)).pos, p(2, 3));
        assert_eq!(at(id(2, 4)).value, 32);
        assert_eq!(at(id(2, 3)).pos, p(2, 4));
        assert_eq!(at(id(0, 2)).pos, p(0, 3));
        assert_eq!(at(id(0, 1)).pos, p(0, 2));
        assert_eq!(at(TileId(100)).pos, p(0, 0));
        // Wherever a moved tile is drawn, it is its resting cell up to whole turns.
        for t in end.values() {
            let rest = view.to_view(t.pos);
            assert_eq!((t.cell.0 - rest.0).rem_euclid(5), 0);
            assert_eq!((t.cell.1 - rest.1).rem_euclid(5), 0);
        }
    }

    #[test]
    fn new_tiles_of_a_column_drop_from_as_high_as_the_column_takes_tiles() {
        let mut report = seam_report();
        report.passes[0].spawns = vec![
            Spawn {
                id: TileId(100),
                at: p(1, 0),
                value: 2,
            },
            Spawn {
                id: TileId(101),
                at: p(1, 1),
                value: 4,
            },
            Spawn {
                id: TileId(102),
                at: p(3, 0),
                value: 8,
            },
        ];
        let steps = accepted(&board(B), &report, View::new(5));
        let drops: Vec<u8> = steps[0]
            .changes
            .iter()
            .filter_map(|c| match c {
                Change::Set(
                    _,
                    TileVis {
                        phase: Phase::Spawned { drop },
                        ..
                    },
                ) => Some(*drop),
                _ => None,
            })
            .collect();
        assert_eq!(drops, vec![2, 2, 1]);
    }

    #[test]
    fn a_refused_swap_goes_there_and_back_and_changes_nothing_else() {
        let before = board(B);
        let view = View::new(5);
        let swap = Move {
            a: p(4, 2),
            b: p(0, 2),
        };
        let steps = refused(&before, swap, view);
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].kind, StepKind::Swap);
        assert_eq!(steps[1].kind, StepKind::SwapBack);
        // Across the seam the tiles step one cell, out of the view and back.
        let cells: Vec<(i32, i32)> = steps[0]
            .changes
            .iter()
            .filter_map(|c| match c {
                Change::Set(_, v) => Some(v.cell),
                _ => None,
            })
            .collect();
        assert_eq!(cells, vec![(5, 2), (-1, 2)]);
        let end = play_out(&before, view, &steps);
        for &(tile, pos, value) in &before {
            assert_eq!(end[&tile], TileVis::at_rest(pos, value, view));
        }
        assert!(steps.iter().all(|s| s.popups.is_empty()));
    }

    #[test]
    fn a_nudge_marks_one_tile_with_the_direction() {
        let steps = nudge((TileId(3), p(3, 0), 2), Direction::Up, View::new(5));
        assert_eq!(steps.len(), 1);
        assert_eq!(
            steps[0].changes,
            vec![Change::Set(
                TileId(3),
                TileVis::new(p(3, 0), (3, 0), 2, Phase::Nudged(Direction::Up))
            )]
        );
    }

    /// Against the real rules: for many real moves (cascades, seam runs, refills), the
    /// timeline leaves every tile of the sim's board where the sim has it, with its
    /// value, and no other tile; and every drawn cell is its resting cell up to turns.
    #[test]
    fn timelines_of_real_moves_end_on_the_sims_board() {
        let checked = real_moves(12, 25, |seed, _, before, report, view, game| {
            let steps = accepted(before, report, view);
            let end = play_out(before, view, &steps);
            assert_eq!(end.len(), game.board().iter().count(), "seed {seed}");
            for (pos, tile) in game.board().iter() {
                let vis = end.get(&tile.id).expect("every tile on the board is shown");
                assert_eq!((vis.pos, vis.value), (pos, tile.value()), "seed {seed}");
                let rest = view.to_view(pos);
                assert_eq!((vis.cell.0 - rest.0).rem_euclid(9), 0);
                assert_eq!((vis.cell.1 - rest.1).rem_euclid(9), 0);
            }
        });
        assert!(checked > 100, "only {checked} moves checked");
    }
}
