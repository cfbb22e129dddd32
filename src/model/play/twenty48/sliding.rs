//! Playing 2048: slides, undo and redo, the two steps of an animated move, and a replay
//! viewer's moves.

use rules::Direction;
use rules::twenty48::Report;

use super::sentences;
use super::{
    APPEAR_MILLIS, Look, Motion, POP_MILLIS, PlayContext, SETTLE_MARGIN_MILLIS, SLIDE_MILLIS,
    SNAP_MILLIS, SlideTile, Twenty48Play, over,
};
use crate::model::announce;
use crate::model::intent::Effect;
use crate::model::play::ModeSession;
use crate::model::play::{Event, Happening};
use crate::model::settings::Speed;
use crate::model::tile_motion::Change;

impl Twenty48Play {
    /// A slide: played now at rest, else queued behind the move in play (which is
    /// finished at once).
    pub(super) fn slide(&mut self, dir: Direction, cx: &mut PlayContext) {
        match self.motion {
            Motion::Rest if self.queue.is_empty() => self.play_as(dir, false, cx),
            Motion::Rest | Motion::Snapped => self.queue.push_back(dir),
            Motion::Sliding => {
                self.queue.push_back(dir);
                self.finish_now(cx);
            }
        }
    }

    /// Takes back the last slide: board, score, moves and the generator are as they were.
    pub(super) fn undo(&mut self, cx: &mut PlayContext) {
        self.finish_now(cx);
        let Some(dir) = self.moves.undo() else {
            cx.say(announce::nothing_to_undo());
            return;
        };
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.hint = None;
        self.win_open = self.moves.game().win_pending();
        self.rest_as_is(cx);
        cx.event(Event::Undone);
        cx.say(sentences::slide_undone(
            dir,
            self.moves.game().score(),
            self.moves.history().undos(),
        ));
    }

    /// Plays the last slide taken back again.
    pub(super) fn redo(&mut self, cx: &mut PlayContext) {
        self.finish_now(cx);
        self.motion = Motion::Rest;
        self.queue.clear();
        let before = self.shown.clone();
        let Some(dir) = self.moves.next_redo() else {
            cx.say(announce::nothing_to_redo());
            return;
        };
        match self.moves.redo() {
            Some(Ok(report)) => self.accepted(&before, &report, cx),
            Some(Err(refusal)) => cx.say(sentences::slide_refused(refusal, dir)),
            None => {}
        }
    }

    /// Ends a slide in play at once: the board snaps to its end, and the queue plays after
    /// a frame.
    pub(super) fn finish_now(&mut self, cx: &mut PlayContext) {
        if self.motion != Motion::Sliding {
            return;
        }
        self.tell_merges(cx);
        self.jump_to(stilled(&self.after), cx);
        self.motion = Motion::Snapped;
        self.serial = self.serial.wrapping_add(1);
        cx.effect(Effect::Wait {
            millis: SNAP_MILLIS,
            serial: self.serial,
        });
    }

    pub(super) fn tick(&mut self, serial: u32, cx: &mut PlayContext) {
        if serial != self.serial {
            return;
        }
        match self.motion {
            Motion::Rest => return self.settle(cx),
            Motion::Sliding => {
                let after = std::mem::take(&mut self.after);
                self.jump_to(after, cx);
                self.tell_merges(cx);
            }
            Motion::Snapped => {}
        }
        self.motion = Motion::Rest;
        while self.motion == Motion::Rest {
            let Some(dir) = self.queue.pop_front() else {
                break;
            };
            self.play_as(dir, false, cx);
        }
        if self.motion == Motion::Rest && self.shown.iter().any(|t| t.look != Look::Still) {
            cx.effect(Effect::Wait {
                millis: settle_millis(cx.speed),
                serial: self.serial,
            });
        }
    }

    /// The pops and new tiles at rest, once they have shown, stilled in one write: left to
    /// end on their own, each animation's end costs the page frames of style of its own.
    /// The next slide stills them too, if it comes first.
    fn settle(&mut self, cx: &mut PlayContext) {
        if self.shown.iter().all(|t| t.look == Look::Still) {
            return;
        }
        self.jump_to(stilled(&self.shown), cx);
    }

    /// Plays `dir` at rest, the player's slide or the solver's in Watch.
    pub(super) fn play_as(&mut self, dir: Direction, by_solver: bool, cx: &mut PlayContext) {
        if self.win_open {
            // The win waits for an answer.
            self.queue.clear();
            return;
        }
        let before = self.shown.clone();
        match self.moves.play(dir, by_solver) {
            Err(refusal) => {
                cx.event(Event::Happened(Happening::Refusal));
                cx.say(sentences::slide_refused(refusal, dir));
            }
            Ok(report) => self.accepted(&before, &report, cx),
        }
    }

    fn accepted(&mut self, before: &[SlideTile], report: &Report, cx: &mut PlayContext) {
        self.hint = None;
        if report.first_win {
            self.win_open = true;
        }
        let game = self.moves.game();
        cx.event(Event::Moved { over: over(game) });
        cx.event(Event::Happened(Happening::Move { across_seam: false }));
        cx.say(sentences::slid(report, game.score(), over(game)));
        // The merged tiles pop when the slide ends: they are told then.
        self.merges_ahead = report
            .merges
            .iter()
            .map(|m| Happening::Merge {
                value: m.value,
                tiles: 2,
                pass: 0,
            })
            .collect();
        let mut after = self.board_tiles(Look::Still);
        for tile in &mut after {
            if report.merges.iter().any(|m| m.id == tile.id) {
                tile.look = Look::Merged;
            } else if report.spawn.is_some_and(|s| s.id == tile.id) {
                tile.look = Look::New;
            }
        }
        let millis = cx.speed.scale(SLIDE_MILLIS);
        if millis == 0 {
            self.jump_to(after, cx);
            self.tell_merges(cx);
            return;
        }
        // Every tile of the board before, at its destination, with its old value.
        let mut sliding = stilled(before);
        for tile in &mut sliding {
            if let Some(slide) = report.slides.iter().find(|s| s.id == tile.id) {
                tile.pos = slide.to;
            }
            if report.merges.iter().any(|m| m.absorbed == tile.id) {
                tile.look = Look::Vanishing;
            }
        }
        self.glide_to(sliding, cx);
        self.after = after;
        self.motion = Motion::Sliding;
        self.serial = self.serial.wrapping_add(1);
        cx.effect(Effect::Wait {
            millis,
            serial: self.serial,
        });
    }

    /// A replay viewer's next slide, animated.
    pub(super) fn replay_forward(&mut self, cx: &mut PlayContext) {
        self.finish_now(cx);
        self.motion = Motion::Rest;
        self.queue.clear();
        let before = self.shown.clone();
        if let Some(report) = self.moves.replay_forward() {
            self.accepted(&before, &report, cx);
            // A replay shows the win without asking.
            self.win_open = false;
        }
    }

    /// A replay viewer's step back, at once.
    pub(super) fn replay_back(&mut self, cx: &mut PlayContext) {
        let (position, _) = self.moves.replay_position();
        if let Some(back) = position
            .checked_sub(1)
            .and_then(|p| self.moves.replay_at(p))
        {
            self.replace(back, cx);
            self.win_open = false;
        }
    }

    /// Tells the merges of the slide in play, as its merged tiles pop.
    fn tell_merges(&mut self, cx: &mut PlayContext) {
        for merge in self.merges_ahead.drain(..) {
            cx.event(Event::Happened(merge));
        }
    }

    /// The board's tiles in id order, each with `look`.
    pub(super) fn board_tiles(&self, look: Look) -> Vec<SlideTile> {
        let mut tiles: Vec<SlideTile> = self
            .moves
            .game()
            .board()
            .tiles()
            .map(|(pos, tile)| SlideTile {
                id: tile.id,
                pos,
                value: tile.value(),
                look,
            })
            .collect();
        tiles.sort_by_key(|t| t.id);
        tiles
    }

    /// The board at rest as it stands, shown at once.
    pub(super) fn rest_as_is(&mut self, cx: &mut PlayContext) {
        self.after.clear();
        self.jump_to(self.board_tiles(Look::Still), cx);
    }

    /// The tiles shown jump to `tiles`, and the page's tiles with them.
    fn jump_to(&mut self, tiles: Vec<SlideTile>, cx: &mut PlayContext) {
        self.shown = tiles;
        cx.effect(Effect::Rest(self.tiles_at_rest()));
    }

    /// The tiles shown glide to `tiles`, a slide's cells, and the page's tiles with them:
    /// the tiles that change glide, a tile gone goes.
    fn glide_to(&mut self, tiles: Vec<SlideTile>, cx: &mut PlayContext) {
        let mut changes: Vec<Change> = tiles
            .iter()
            .filter(|tile| !self.shown.contains(tile))
            .map(SlideTile::vis)
            .map(|(id, vis)| Change::Set(id, vis))
            .collect();
        changes.extend(
            self.shown
                .iter()
                .filter(|gone| tiles.iter().all(|t| t.id != gone.id))
                .map(|gone| Change::Remove(gone.id)),
        );
        self.shown = tiles;
        cx.effect(Effect::Animate(changes));
    }
}

/// `tiles` where they stand, with no animation of their own.
fn stilled(tiles: &[SlideTile]) -> Vec<SlideTile> {
    tiles
        .iter()
        .map(|t| SlideTile {
            look: Look::Still,
            ..*t
        })
        .collect()
}

/// How long after a slide's rest its pops and new tiles have shown, at `speed`.
fn settle_millis(speed: Speed) -> u32 {
    POP_MILLIS.max(speed.scale(APPEAR_MILLIS)) + SETTLE_MARGIN_MILLIS
}
