//! The solver at work for the player: a hint that looks ahead, and Watch, where the solver
//! plays. Its search runs in slices ([`SLICE_NODES`] at a time), one per
//! [`Play::Think`](crate::model::play::Play::Think), so the page stays responsive: the
//! page yields to the browser between slices, and the play decides everything.

use rules::Outcome;
use rules::exponentile::solver::{Budget, Choice, Search};

use super::{Cx, ExponentorusPlay, Motion};
use crate::model::announce;
use crate::model::intent::Effect;

/// Nodes searched per slice: a few milliseconds in the browser, even on a slow phone.
pub const SLICE_NODES: u32 = 60;

/// A search under way, and what its answer is for.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Thinking {
    search: Search,
    purpose: Purpose,
    serial: u32,
}

/// What a search's answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// Mark the move and say why.
    Hint,
    /// Play it (Watch mode).
    Watch,
}

impl ExponentorusPlay {
    /// H: starts a look-ahead for the best move; the hint shows when it is found.
    pub(super) fn show_hint(&mut self, cx: &mut Cx) {
        self.fast_forward(cx);
        if self.moves.game().outcome() == Outcome::GameOver {
            self.hint = None;
            cx.say(announce::no_hint());
            return;
        }
        self.think(Purpose::Hint, cx);
    }

    /// The Watch button or key: the solver starts playing, or stops.
    pub(super) fn toggle_watch(&mut self, cx: &mut Cx) {
        if self.watching {
            self.stop_watching(cx);
            return;
        }
        self.fast_forward(cx);
        if self.moves.game().outcome() == Outcome::GameOver {
            cx.say(announce::game_over());
            return;
        }
        self.watching = true;
        self.hint = None;
        self.selection = None;
        cx.say(announce::watching());
        self.think(Purpose::Watch, cx);
    }

    /// Hands the game back to the player: the solver stops, the animation plays on.
    pub(super) fn stop_watching(&mut self, cx: &mut Cx) {
        self.forget_solver();
        cx.say(announce::watch_stopped());
    }

    /// Drops any search and Watch, silently: the game was replaced.
    pub(super) fn forget_solver(&mut self) {
        self.watching = false;
        self.thinking = None;
        self.pending = None;
    }

    /// Starts a search of the board for `purpose` and runs its first slice.
    fn think(&mut self, purpose: Purpose, cx: &mut Cx) {
        self.think_serial = self.think_serial.wrapping_add(1);
        let budget = Budget {
            seed: u64::from(self.moves.game().moves()),
            ..Budget::DEFAULT
        };
        self.thinking = Some(Thinking {
            search: Search::new(self.moves.game().board(), budget),
            purpose,
            serial: self.think_serial,
        });
        match purpose {
            // A hint on a small board is often found in the first slice: at once.
            Purpose::Hint => self.think_on(self.think_serial, cx),
            // Watch always yields first, so a run of quick answers cannot recurse.
            Purpose::Watch => cx.effect(Effect::Think(self.think_serial)),
        }
    }

    /// One slice of the search with this serial; a stale serial does nothing.
    pub(super) fn think_on(&mut self, serial: u32, cx: &mut Cx) {
        let Some(thinking) = self.thinking.as_mut().filter(|t| t.serial == serial) else {
            return;
        };
        if thinking.search.board() != self.moves.game().board() {
            // The board changed under the search (a move, another tab): its answer is moot.
            self.thinking = None;
            return;
        }
        let Some(answer) = thinking.search.step(SLICE_NODES) else {
            cx.effect(Effect::Think(serial));
            return;
        };
        let purpose = thinking.purpose;
        self.thinking = None;
        match (purpose, answer) {
            (Purpose::Hint, Some(choice)) => {
                self.hint = Some(choice.swap);
                cx.say(announce::hint(
                    (self.value_at(choice.swap.a), choice.swap.a),
                    (self.value_at(choice.swap.b), choice.swap.b),
                    choice.expected_points,
                ));
            }
            (Purpose::Watch, Some(choice)) => {
                self.pending = Some(choice);
                self.watch_on(cx);
            }
            (_, None) => {
                self.hint = None;
                cx.say(announce::no_hint());
                self.watching = false;
            }
        }
    }

    /// Watch's next step once the board is at rest: play the chosen move, then think of
    /// the next one while it animates.
    pub(super) fn watch_on(&mut self, cx: &mut Cx) {
        if !self.watching || self.motion != Motion::Rest {
            return;
        }
        if let Some(Choice { swap, .. }) = self.pending.take() {
            self.swap_as(swap, true, cx);
        }
        if self.thinking.is_none() {
            if self.moves.game().outcome() == Outcome::GameOver {
                self.watching = false;
            } else {
                self.think(Purpose::Watch, cx);
            }
        }
    }
}
