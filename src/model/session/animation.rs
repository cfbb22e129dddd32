//! The animation in progress: steps played one by one on timers, and the fast-forward to
//! rest that every intent starts with.

use super::{Motion, Session};
use crate::model::intent::Effect;
use crate::model::settings::Speed;
use crate::model::timeline::Step;

impl Session {
    // ----- Animation --------------------------------------------------------------------

    /// Plays `steps`, or jumps to rest at instant speed.
    pub(super) fn animate(&mut self, steps: Vec<Step>) {
        if self.speed() == Speed::Instant || steps.is_empty() {
            self.show_rest();
            return;
        }
        self.motion = Motion::Moving(steps.into());
        self.advance();
    }

    /// Shows the next step of the move in play, or ends it.
    pub(super) fn advance(&mut self) {
        let Motion::Moving(steps) = &mut self.motion else {
            return;
        };
        let Some(step) = steps.pop_front() else {
            self.show_rest();
            return;
        };
        for &popup in &step.popups {
            self.popup_serial = self.popup_serial.wrapping_add(1);
            self.popups.push((self.popup_serial, popup));
        }
        self.shown_score = step.score;
        self.effects.push(Effect::Animate(step.changes));
        self.wait(self.speed().scale(step.kind.millis()));
    }

    pub(super) fn wait(&mut self, millis: u32) {
        self.serial = self.serial.wrapping_add(1);
        self.effects.push(Effect::Wait {
            millis,
            serial: self.serial,
        });
    }

    pub(super) fn tick(&mut self, serial: u32) {
        // A timer from before the latest fast-forward has nothing left to do.
        if serial != self.serial {
            return;
        }
        match self.motion {
            Motion::Moving(_) => self.advance(),
            Motion::Rolling(..) => self.show_rest(),
            Motion::Rest => {}
        }
    }

    /// Fast-forwards the view to rest if anything is animating: finishes a roll, ends a
    /// move's animation, shows every tile where the sim has it. At rest it does nothing.
    pub(super) fn settle(&mut self) {
        if self.motion != Motion::Rest {
            self.show_rest();
        }
    }

    /// Shows every tile at rest where the sim has it, ending any animation.
    pub(super) fn show_rest(&mut self) {
        if let Motion::Rolling(sx, sy) = self.motion {
            self.view = self.view.shifted(sx, sy);
        }
        self.motion = Motion::Rest;
        self.popups.clear();
        self.shown_score = self.history.game().score();
        // A new serial, so a timer still running from the animation is known as stale.
        self.serial = self.serial.wrapping_add(1);
        self.effects.push(Effect::Rest(self.tiles_at_rest()));
    }
}
