//! A move's steps turned into one track per tile, worked out at the move's key: where each
//! tile is drawn, how opaque and how its face is shaped at every moment of the move. The
//! page writes every tile once, where the move leaves it, and plays the tracks from there,
//! so a cascade of passes costs the page one write rather than one a pass
//! (docs/performance.md, "A cascade written at once").
//!
//! The times are those the steps were played with (style/base.css names the same ones):
//! a swap glides in [`StepKind::Swap`]'s time; a pass's merged tiles slide in and fade
//! in the glide's time, and once its merge's time is up ([`MERGE_MILLIS`]) its origins
//! take their new values and pop, its tiles fall and its new tiles drop in; in the pass
//! played with its swap, all of that waits for the swap.

use std::collections::HashMap;

use super::timeline::{MERGE_MILLIS, PassPoints, Step, StepKind, TileAt};
use super::view::View;
use crate::model::settings::Speed;
use crate::model::tile_motion::{Change, Ease, FaceForm, Key, Phase, TileTrack, TileVis};
use rules::{Direction, TileId};

/// A glide of one cell or a few, a merged tile's slide and a fall, at normal speed.
const GLIDE_MILLIS: u32 = 130;
/// A new tile's drop, at normal speed: 1.6 glides.
const DROP_MILLIS: u32 = 208;
/// An origin's pop, at every speed, and when it is at its biggest.
const POP_MILLIS: u32 = 240;
const POP_PEAK_MILLIS: u32 = 108;
/// A nudge against the board's edge, at every speed.
const NUDGE_MILLIS: u32 = 240;
/// A pass's points rising and fading, at normal speed: five glides.
const RISE_MILLIS: u32 = 5 * GLIDE_MILLIS;

/// The times of a move's parts at one speed.
struct Timing {
    swap: u32,
    glide: u32,
    hold: u32,
    drop: u32,
}

impl Timing {
    fn at(speed: Speed) -> Self {
        Timing {
            swap: speed.scale(StepKind::Swap.millis()),
            glide: speed.scale(GLIDE_MILLIS),
            hold: speed.scale(MERGE_MILLIS),
            drop: speed.scale(DROP_MILLIS),
        }
    }
}

/// How long `steps` play at `speed`, in milliseconds: when the move rests.
pub fn length(steps: &[Step], speed: Speed) -> u32 {
    steps.iter().map(|s| speed.scale(s.kind.millis())).sum()
}

/// Each pass's points, rising as its merges show (the pass played with its swap once the
/// swap is done); `serial` numbers them, a pass each.
pub fn points(steps: &[Step], speed: Speed, serial: &mut u32) -> Vec<PassPoints> {
    let timing = Timing::at(speed);
    let length = length(steps, speed);
    let mut start = 0;
    let mut passes = Vec::new();
    for step in steps {
        if !step.popups.is_empty() {
            let swap = if step.kind == StepKind::SwapPass {
                timing.swap
            } else {
                0
            };
            *serial = serial.wrapping_add(1);
            passes.push(PassPoints {
                serial: *serial,
                at: start + swap,
                rise: speed.scale(RISE_MILLIS),
                length,
                points: step.popups.clone(),
            });
        }
        start += speed.scale(step.kind.millis());
    }
    passes
}

/// A move as the page plays it.
#[derive(Debug, Default)]
pub struct Tracks {
    /// Each animated tile's track, by id.
    pub tracks: Vec<(TileId, TileTrack)>,
    /// The tiles the move's merges take away, as they are last drawn.
    pub merged: Vec<(TileId, TileVis)>,
}

/// The track of every tile `steps` animate, for the move from the tiles `before` to the
/// tiles `after` (where each rests at the end, as the view shows them); `serial` names the
/// move. A tile a merge takes away ends its track where it was last drawn.
pub fn tracks(
    before: &[TileAt],
    steps: &[Step],
    after: &[(TileId, TileVis)],
    view: View,
    speed: Speed,
    serial: u32,
) -> Tracks {
    let timing = Timing::at(speed);
    let mut courses: HashMap<TileId, Course> = before
        .iter()
        .map(|&(id, pos, value)| (id, Course::from(Some(view.to_view(pos)), value)))
        .collect();
    let mut start = 0;
    for step in steps {
        let swap = if step.kind == StepKind::SwapPass {
            timing.swap
        } else {
            0
        };
        for change in &step.changes {
            if let Change::Set(id, vis) = *change {
                courses
                    .entry(id)
                    .or_insert_with(|| Course::from(None, vis.value))
                    .play(&vis, start, swap, &timing);
            }
        }
        start += speed.scale(step.kind.millis());
    }
    let ends: HashMap<TileId, (i32, i32)> = after.iter().map(|&(id, vis)| (id, vis.cell)).collect();
    let mut played = Tracks::default();
    for (id, course) in courses {
        let end = match (ends.get(&id), course.last) {
            (Some(&end), _) => end,
            (None, Some(last)) => {
                played.merged.push((id, last));
                last.cell
            }
            (None, None) => continue,
        };
        played
            .tracks
            .extend(course.track(end, serial, start).map(|track| (id, track)));
    }
    played.tracks.sort_by_key(|&(id, _)| id);
    played.merged.sort_by_key(|&(id, _)| id);
    played
}

/// One tile's course while the steps are read: where it is drawn after the steps so far,
/// the value it shows, and its keyframes.
struct Course {
    at: Option<(i32, i32)>,
    /// How the steps last showed it (none before the move, or if they left it alone).
    last: Option<TileVis>,
    value: u64,
    place: Vec<Key<(i32, i32)>>,
    opacity: Vec<Key<u8>>,
    face: Vec<Key<FaceForm>>,
    earlier: Vec<(u64, u32)>,
}

impl Course {
    fn from(at: Option<(i32, i32)>, value: u64) -> Self {
        Course {
            at,
            last: None,
            value,
            place: Vec::new(),
            opacity: Vec::new(),
            face: Vec::new(),
            earlier: Vec::new(),
        }
    }

    /// What the tile does in a step that starts at `start`, whose pass (if any) waits
    /// `swap` for the swap.
    fn play(&mut self, vis: &TileVis, start: u32, swap: u32, timing: &Timing) {
        let cell = vis.cell;
        let merge_done = start + swap + timing.hold;
        match vis.phase {
            Phase::Spawned { drop } => {
                let above = (cell.0, cell.1 - i32::from(drop));
                let landed = merge_done + timing.drop;
                change(&mut self.place, above, merge_done, landed, cell, Ease::Drop);
                let shown = merge_done + timing.drop / 2;
                change(&mut self.opacity, 0, merge_done, shown, 100, Ease::Linear);
            }
            Phase::Merging => {
                // In the pass played with its swap, a merged tile waits where it was.
                let slide = start + swap;
                let from = self.at.unwrap_or(cell);
                let end = slide + timing.glide;
                change(&mut self.place, from, slide, end, cell, Ease::Glide);
                change(&mut self.opacity, 100, slide, end, 0, Ease::In);
                let shrunk = FaceForm {
                    scale: 55,
                    ..FaceForm::REST
                };
                change(&mut self.face, FaceForm::REST, slide, end, shrunk, Ease::In);
            }
            phase => {
                // A falling tile is drawn its fall above its cell until the merge is done.
                let held = (cell.0, cell.1 - i32::from(vis.fall));
                let from = self.at.unwrap_or(held);
                if from != held {
                    change(
                        &mut self.place,
                        from,
                        start,
                        start + timing.glide,
                        held,
                        Ease::Glide,
                    );
                }
                if vis.fall > 0 {
                    let end = merge_done + timing.glide;
                    change(&mut self.place, held, merge_done, end, cell, Ease::Glide);
                }
                match phase {
                    Phase::Upgraded => {
                        self.earlier.push((self.value, merge_done));
                        self.pop(merge_done);
                    }
                    Phase::Popped => self.pop(start),
                    Phase::Nudged(dir) => self.nudge(dir, start),
                    _ => {}
                }
            }
        }
        self.at = Some(cell);
        self.last = Some(*vis);
        self.value = vis.value;
    }

    /// The face grows by a fifth and settles back, from `at`.
    fn pop(&mut self, at: u32) {
        let big = FaceForm {
            scale: 120,
            ..FaceForm::REST
        };
        let face = FaceForm::REST;
        change(
            &mut self.face,
            face,
            at,
            at + POP_PEAK_MILLIS,
            big,
            Ease::Out,
        );
        change(
            &mut self.face,
            big,
            at + POP_PEAK_MILLIS,
            at + POP_MILLIS,
            face,
            Ease::Out,
        );
    }

    /// The face bumps toward the board's edge (up or down), or shakes toward it first
    /// (across a flat board's side), from `at`.
    fn nudge(&mut self, dir: Direction, at: u32) {
        let shifted = |x, y| FaceForm {
            shift: (x, y),
            ..FaceForm::REST
        };
        let rest = FaceForm::REST;
        let whole = NUDGE_MILLIS;
        let moves: &[(u32, FaceForm)] = match dir {
            Direction::Up => &[(whole * 2 / 5, shifted(0, -22)), (whole, rest)],
            Direction::Down => &[(whole * 2 / 5, shifted(0, 22)), (whole, rest)],
            Direction::Left => &[
                (whole / 4, shifted(-10, 0)),
                (whole * 3 / 4, shifted(10, 0)),
                (whole, rest),
            ],
            Direction::Right => &[
                (whole / 4, shifted(10, 0)),
                (whole * 3 / 4, shifted(-10, 0)),
                (whole, rest),
            ],
        };
        let (mut from, mut since) = (rest, at);
        for &(after, to) in moves {
            change(&mut self.face, from, since, at + after, to, Ease::Out);
            (from, since) = (to, at + after);
        }
    }

    /// The track, drawn from `end`, the cell the tile rests at; none if nothing moved.
    fn track(self, end: (i32, i32), serial: u32, length: u32) -> Option<TileTrack> {
        if self.place.is_empty()
            && self.opacity.is_empty()
            && self.face.is_empty()
            && self.earlier.is_empty()
        {
            return None;
        }
        let place = self
            .place
            .into_iter()
            .map(|key| Key {
                value: (key.value.0 - end.0, key.value.1 - end.1),
                ..key
            })
            .collect();
        Some(TileTrack {
            serial,
            length,
            place,
            opacity: self.opacity,
            face: self.face,
            earlier: self.earlier,
        })
    }
}

/// Adds to `keys` a change from `from`, held until `start`, to `to` at `end`, eased by
/// `ease`. A change that starts before the last one ended starts as it ends instead (a pop
/// is 10 ms longer than the rest of its pass).
fn change<T: Copy>(keys: &mut Vec<Key<T>>, from: T, start: u32, end: u32, to: T, ease: Ease) {
    if keys.is_empty() && start > 0 {
        keys.push(Key {
            at: 0,
            value: from,
            ease: Ease::Hold,
        });
    }
    let start = keys.last().map_or(start, |last| start.max(last.at));
    match keys.last_mut() {
        Some(last) if last.at == start => {
            last.value = from;
            last.ease = ease;
        }
        _ => keys.push(Key {
            at: start,
            value: from,
            ease,
        }),
    }
    keys.push(Key {
        at: end.max(start),
        value: to,
        ease: Ease::Hold,
    });
}

#[cfg(test)]
mod tests;
