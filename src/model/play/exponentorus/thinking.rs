//! The solver at work for the player: a hint that looks ahead, and Watch, where the solver
//! plays. The search itself, in slices, is every mode's ([`Solving`]); this is what its
//! answers mean on the torus.

use rules::Outcome;

use super::{Cx, ExponentorusPlay, Motion};
use crate::model::announce;
use crate::model::play::solving::{Found, Purpose};

impl ExponentorusPlay {
    /// H: starts a look-ahead for the best move; the hint shows when it is found.
    pub(super) fn show_hint(&mut self, cx: &mut Cx) {
        self.fast_forward(cx);
        if self.moves.game().outcome() == Outcome::GameOver {
            self.hint = None;
            cx.say(announce::no_hint());
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
        self.fast_forward(cx);
        if self.moves.game().outcome() == Outcome::GameOver {
            cx.say(announce::game_over());
            return;
        }
        self.solving.start_watching();
        self.hint = None;
        self.selection = None;
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
    fn found(&mut self, found: Option<Found<rules::exponentile::Move>>, cx: &mut Cx) {
        match found {
            None => {}
            Some(Found::Hint(choice)) => {
                let swap = choice.mv;
                self.hint = Some(swap);
                cx.say(announce::hint(
                    (self.value_at(swap.a), swap.a),
                    (self.value_at(swap.b), swap.b),
                    choice.expected_points,
                ));
            }
            Some(Found::Watch) => self.watch_on(cx),
            Some(Found::Nothing) => {
                self.hint = None;
                cx.say(announce::no_hint());
            }
        }
    }

    /// Watch's next step once the board is at rest: play the chosen move, then think of
    /// the next one while it animates.
    pub(super) fn watch_on(&mut self, cx: &mut Cx) {
        if !self.solving.watching() || self.motion != Motion::Rest {
            return;
        }
        if let Some(swap) = self.solving.take_pending() {
            self.swap_as(swap, true, cx);
        }
        if !self.solving.thinking() {
            if self.moves.game().outcome() == Outcome::GameOver {
                self.solving.forget();
            } else {
                self.solving.think(self.moves.game(), Purpose::Watch, cx);
            }
        }
    }
}
