//! The animation in progress: the whole move given to the page at its key, its steps then
//! heard one by one on timers, and the fast-forward to rest that most inputs start with.

use super::{ExponentilePlay, Motion, PlayContext};
use crate::model::intent::Effect;
use crate::model::play::exponentile::timeline::{Change, Step, StepKind, TileAt};
use crate::model::play::exponentile::tracks::{points, tracks};
use crate::model::play::{Event, ModeSession};
use crate::model::settings::Speed;

impl ExponentilePlay {
    /// Plays `steps`, the move from the tiles `before`, or jumps to rest at instant speed.
    /// The page is given the whole move at once: every tile where it ends, with its track
    /// there, every pass's points with their time, and the score the move ends with (a
    /// write a pass would have the page restyle every tile still animating, once a pass:
    /// docs/performance.md). The steps then only sound, pass by pass, on timers.
    pub(super) fn animate(&mut self, before: &[TileAt], steps: Vec<Step>, cx: &mut PlayContext) {
        // The last move's points, hidden since its rest, go with this write.
        if self.spent {
            self.popups.clear();
            self.spent = false;
        }
        if cx.speed == Speed::Instant || steps.is_empty() {
            self.show_rest(cx);
            return;
        }
        self.popups = points(&steps, cx.speed, &mut self.popup_serial);
        let mut tiles = self.tiles_at_rest();
        let played = tracks(before, &steps, &tiles, self.view, cx.speed, self.serial);
        // The swapped tiles' faces, lifted while picked up or dragged, are put down as the
        // move plays (style/board.css, `.swapped`).
        if let Some(first) = steps.first() {
            for change in &first.changes {
                if let Change::Set(id, vis) = change
                    && (vis.swapped || first.kind == StepKind::Swap)
                    && let Some((_, tile)) = tiles.iter_mut().find(|(tile, _)| tile == id)
                {
                    tile.swapped = true;
                }
            }
        }
        cx.effect(Effect::Play {
            tiles,
            merged: played.merged,
            tracks: played.tracks,
        });
        self.motion = Motion::Moving(steps.into());
        self.advance(cx);
    }

    /// Shows the next step of the move in play, or ends it.
    fn advance(&mut self, cx: &mut PlayContext) {
        let Motion::Moving(steps) = &mut self.motion else {
            return;
        };
        let Some(step) = steps.pop_front() else {
            self.show_rest(cx);
            return;
        };
        let millis = cx.speed.scale(step.kind.millis());
        match step.kind {
            // Each pass's merges are heard as they show, so a cascade sounds pass by pass;
            // the swap's own pass shows once the swap is done, and is heard then (a timer
            // that writes nothing to the page).
            StepKind::SwapPass => {
                let swap = cx.speed.scale(StepKind::Swap.millis());
                self.heard_then = Some(millis - swap);
                self.wait(swap, cx);
            }
            StepKind::Pass => {
                self.tell_merges(1, cx);
                self.wait(millis, cx);
            }
            _ => self.wait(millis, cx),
        }
    }

    pub(super) fn wait(&mut self, millis: u32, cx: &mut PlayContext) {
        self.serial = self.serial.wrapping_add(1);
        cx.effect(Effect::Wait {
            millis,
            serial: self.serial,
        });
    }

    /// The timer with `serial` ran out: the next step, or rest after a roll. Whether it
    /// was the current timer.
    pub(super) fn tick(&mut self, serial: u32, cx: &mut PlayContext) -> bool {
        // A timer from before the latest fast-forward has nothing left to do.
        if serial != self.serial {
            return false;
        }
        match self.motion {
            Motion::Moving(_) => match self.heard_then.take() {
                Some(millis) => {
                    self.tell_merges(1, cx);
                    self.wait(millis, cx);
                }
                None => self.advance(cx),
            },
            Motion::Rolling(..) => self.show_rest(cx),
            Motion::Rest => {}
        }
        true
    }

    /// Fast-forwards the view to rest if anything is animating: finishes a roll, ends a
    /// move's animation, shows every tile where the game has it. At rest it does nothing.
    pub(super) fn fast_forward(&mut self, cx: &mut PlayContext) {
        if self.motion != Motion::Rest {
            self.show_rest(cx);
        }
    }

    /// Shows every tile at rest where the game has it, ending any animation.
    pub(super) fn show_rest(&mut self, cx: &mut PlayContext) {
        if let Motion::Rolling(sx, sy) = self.motion {
            self.view = self.view.shifted(sx, sy);
        }
        self.motion = Motion::Rest;
        self.heard_then = None;
        // What was still to show of a move shows now, and is told.
        self.tell_merges(usize::MAX, cx);
        // The points still shown are hidden, not taken away (see `spent`).
        self.spent = true;
        // A new serial, so a timer still running from the animation is known as stale.
        self.serial = self.serial.wrapping_add(1);
        cx.effect(Effect::Rest(self.tiles_at_rest()));
    }

    /// Tells the merges of the next `passes` passes still to show.
    fn tell_merges(&mut self, passes: usize, cx: &mut PlayContext) {
        let told = passes.min(self.merges_ahead.len());
        for merge in self.merges_ahead.drain(..told).flatten() {
            cx.event(Event::Happened(merge));
        }
    }
}
