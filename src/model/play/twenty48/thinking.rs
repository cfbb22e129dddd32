//! 2048's hint and Watch: the expectimax solver (`rules::twenty48::solver`) searched in
//! slices as every mode's solver is ([`Solving`](crate::model::play::solving::Solving)),
//! its hint an arrow on the board, its moves played and animated as the player's are and
//! marked as the solver's.

use rules::Direction;

use super::{Cx, Motion, Twenty48Play, over};
use crate::model::announce;
use crate::model::play::solving::{Found, Purpose};

impl Twenty48Play {
    /// H: starts the search for the best slide; the hint shows when it is found.
    pub(super) fn show_hint(&mut self, cx: &mut Cx) {
        if self.win_open {
            // The win waits for an answer.
            return;
        }
        self.finish_now(cx);
        if over(self.moves.game()) {
            self.hint = None;
            cx.say(announce::no_slide_left());
            return;
        }
        let found = self.solving.think(self.moves.game(), Purpose::Hint, cx);
        self.found(found, cx);
    }

    /// The Watch button or key: the solver starts playing, or stops.
    pub(super) fn toggle_watch(&mut self, cx: &mut Cx) {
        if self.solving.watching() {
            self.stop_watching(cx);
            return;
        }
        if self.win_open {
            return;
        }
        self.finish_now(cx);
        if over(self.moves.game()) {
            cx.say(announce::no_slide_left());
            return;
        }
        self.solving.start_watching();
        self.hint = None;
        self.queue.clear();
        cx.say(announce::watching());
        self.solving.think(self.moves.game(), Purpose::Watch, cx);
    }

    /// Hands the game back to the player: the solver stops, the animation plays on.
    pub(super) fn stop_watching(&mut self, cx: &mut Cx) {
        self.solving.forget();
        cx.say(announce::watch_stopped());
    }

    /// One slice of the search with this serial.
    pub(super) fn think_on(&mut self, serial: u32, cx: &mut Cx) {
        let found = self.solving.think_on(serial, self.moves.game(), cx);
        self.found(found, cx);
    }

    /// Acts on what a finished search found.
    fn found(&mut self, found: Option<Found<Direction>>, cx: &mut Cx) {
        match found {
            None => {}
            Some(Found::Hint(choice)) => {
                self.hint = Some(choice.mv);
                cx.say(announce::slide_hint(
                    choice.mv,
                    choice.expected_points.round() as u64,
                ));
            }
            Some(Found::Watch) => self.watch_on(cx),
            Some(Found::Nothing) => {
                self.hint = None;
                cx.say(announce::no_slide_left());
            }
        }
    }

    /// Watch's next step once the board is at rest: play the chosen slide, then think of
    /// the next one while it glides. The win stops Watch: its dialog is the player's to
    /// answer.
    pub(super) fn watch_on(&mut self, cx: &mut Cx) {
        if !self.solving.watching() || self.motion != Motion::Rest {
            return;
        }
        if self.win_open {
            self.solving.forget();
            return;
        }
        if let Some(dir) = self.solving.take_pending() {
            self.play_as(dir, true, cx);
        }
        if self.win_open || over(self.moves.game()) {
            self.solving.forget();
        } else if !self.solving.thinking() {
            self.solving.think(self.moves.game(), Purpose::Watch, cx);
        }
    }
}
