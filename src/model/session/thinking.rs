//! The solver at work for the player: a hint that looks ahead, and Watch, where the solver
//! plays. Its search runs in slices ([`SLICE_NODES`] at a time), one per
//! [`Intent::Think`](crate::model::Intent::Think), so the page stays responsive: the page
//! yields to the browser between slices, and the session decides everything.

use rules::Outcome;
use rules::exponentile::solver::{Budget, Choice, Search};

use super::{Motion, Session};
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

impl Session {
    /// H: starts a look-ahead for the best move; the hint shows when it is found.
    pub(super) fn show_hint(&mut self) {
        self.settle();
        if self.history.game().outcome() == Outcome::GameOver {
            self.hint = None;
            self.status = announce::no_hint();
            return;
        }
        self.think(Purpose::Hint);
    }

    /// The Watch button or key: the solver starts playing, or stops.
    pub(super) fn toggle_watch(&mut self) {
        if self.watching {
            self.stop_watching();
            return;
        }
        self.settle();
        if self.history.game().outcome() == Outcome::GameOver {
            self.status = announce::game_over();
            return;
        }
        self.watching = true;
        self.hint = None;
        self.selection = None;
        self.status = announce::watching();
        self.think(Purpose::Watch);
    }

    /// Hands the game back to the player: the solver stops, the animation plays on.
    pub(super) fn stop_watching(&mut self) {
        self.watching = false;
        self.thinking = None;
        self.pending = None;
        self.status = announce::watch_stopped();
    }

    /// Drops any search and Watch, silently: the game was replaced.
    pub(super) fn forget_solver(&mut self) {
        self.watching = false;
        self.thinking = None;
        self.pending = None;
    }

    /// Starts a search of the board for `purpose` and runs its first slice.
    fn think(&mut self, purpose: Purpose) {
        self.think_serial = self.think_serial.wrapping_add(1);
        let budget = Budget {
            seed: u64::from(self.history.game().moves()),
            ..Budget::DEFAULT
        };
        self.thinking = Some(Thinking {
            search: Search::new(self.history.game().board(), budget),
            purpose,
            serial: self.think_serial,
        });
        match purpose {
            // A hint on a small board is often found in the first slice: at once.
            Purpose::Hint => self.think_on(self.think_serial),
            // Watch always yields first, so a run of quick answers cannot recurse.
            Purpose::Watch => self.effects.push(Effect::Think(self.think_serial)),
        }
    }

    /// One slice of the search with this serial; a stale serial does nothing.
    pub(super) fn think_on(&mut self, serial: u32) {
        let Some(thinking) = self.thinking.as_mut().filter(|t| t.serial == serial) else {
            return;
        };
        if thinking.search.board() != self.history.game().board() {
            // The board changed under the search (a move, another tab): its answer is moot.
            self.thinking = None;
            return;
        }
        let Some(answer) = thinking.search.step(SLICE_NODES) else {
            self.effects.push(Effect::Think(serial));
            return;
        };
        let purpose = thinking.purpose;
        self.thinking = None;
        match (purpose, answer) {
            (Purpose::Hint, Some(choice)) => {
                self.hint = Some(choice.swap);
                self.status = announce::hint(
                    (self.value_at(choice.swap.a), choice.swap.a),
                    (self.value_at(choice.swap.b), choice.swap.b),
                    choice.expected_points,
                );
            }
            (Purpose::Watch, Some(choice)) => {
                self.pending = Some(choice);
                self.watch_on();
            }
            (_, None) => {
                self.hint = None;
                self.status = announce::no_hint();
                self.watching = false;
            }
        }
    }

    /// Watch's next step once the board is at rest: play the chosen move, then think of
    /// the next one while it animates.
    pub(super) fn watch_on(&mut self) {
        if !self.watching || self.motion != Motion::Rest {
            return;
        }
        if let Some(Choice { swap, .. }) = self.pending.take() {
            self.swap_by_solver(swap.a, swap.b);
        }
        if self.thinking.is_none() {
            if self.history.game().outcome() == Outcome::GameOver {
                self.watching = false;
            } else {
                self.think(Purpose::Watch);
            }
        }
    }

    /// Whether the solver is playing (Watch mode).
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// Whether the solver is searching (for a hint or for Watch's next move).
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }
}
