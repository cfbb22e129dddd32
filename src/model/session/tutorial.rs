//! The tutorial in the session: it stands in for the player's game, which waits untouched
//! (settled, its solver stopped) and comes back as it was. Nothing of the tutorial's game
//! is kept: no save, no best, no statistic ([`Session::keeps_nothing`]).

use rules::{AnyHistory, Outcome};

use super::{Dialog, Session};
use crate::model::announce;
use crate::model::cells::Cells;
use crate::model::intent::Effect;
use crate::model::play::{self, ModeSession, Play, PlayContext};
use crate::model::saves::{Record, read_tutorial};
use crate::model::tutorial::{Step, Tutorial};

/// A tutorial under way, and the player's own play it stands in for.
#[derive(Clone, Debug)]
pub(crate) struct TutorialInPlay {
    pub(super) tutorial: Tutorial,
    kept: Box<dyn ModeSession>,
}

impl TutorialInPlay {
    /// The player's own play, waiting.
    pub(super) fn kept(&self) -> &dyn ModeSession {
        self.kept.as_ref()
    }

    /// The player's own play, waiting.
    pub(super) fn kept_mut(&mut self) -> &mut Box<dyn ModeSession> {
        &mut self.kept
    }
}

impl Session {
    /// Starts the tutorial of the mode in play; the player's game waits. Not in a replay
    /// viewer, nor behind a dialog that holds the game (how to play, which offers it, holds
    /// none).
    pub(super) fn start_tutorial(&mut self) {
        self.run_tutorial(Tutorial::new(play::lesson(self.mode())));
    }

    /// Goes on with the tutorial a reload left under way, as `stored` (the text kept under
    /// [`TUTORIAL_KEY`](crate::model::keys::TUTORIAL_KEY)), if it is this mode's and at a
    /// step its lesson has; whether it did. Anything else stored is dropped, unread.
    pub(super) fn resume_tutorial(&mut self, stored: Option<&str>) -> bool {
        let Some(text) = stored else {
            return false;
        };
        let resumed = read_tutorial(text)
            .filter(|&(mode, _)| mode == self.mode())
            .and_then(|(mode, step)| Tutorial::resumed(play::lesson(mode), step));
        match resumed {
            Some(tutorial) => {
                self.run_tutorial(tutorial);
                self.tutorial.is_some()
            }
            None => {
                self.effects.push(Effect::Save(Record::Tutorial(None)));
                false
            }
        }
    }

    /// Puts `tutorial` in place of the player's game, at its step.
    fn run_tutorial(&mut self, tutorial: Tutorial) {
        let held = self.dialog.is_some_and(|open| open != Dialog::Help);
        if self.replay.is_some() || self.tutorial.is_some() || held {
            return;
        }
        self.settle();
        let Some(start) = tutorial.board().cloned() else {
            return;
        };
        let mut kept = std::mem::replace(&mut self.play, play::open(start));
        // Neither Watch nor a hint's search goes on behind the tutorial: their answers
        // would come for a board no longer shown.
        kept.handle(Play::StopWatching, &mut PlayContext::new(self.speed()));
        self.put_away(Dialog::Help);
        self.tutorial = Some(Box::new(TutorialInPlay { tutorial, kept }));
        let mut cx = PlayContext::new(self.speed());
        self.play.show(&mut cx);
        self.take(cx);
        self.status = self.step_sentence();
        self.keep_step();
        self.effects.push(Effect::FocusBoard);
    }

    /// Keeps the step in hand, so that a reload goes on there.
    fn keep_step(&mut self) {
        if let Some(touring) = &self.tutorial {
            let step = (self.mode(), touring.tutorial.number());
            self.effects
                .push(Effect::Save(Record::Tutorial(Some(step))));
        }
    }

    /// Back to the player's game, as it was: the tutorial's Play, its Skip, Escape, or a
    /// new game asked for (which then replaces it).
    pub(super) fn leave_tutorial(&mut self) {
        let Some(touring) = self.tutorial.take() else {
            return;
        };
        let finished = touring.tutorial.finished();
        self.play = touring.kept;
        self.effects.push(Effect::Save(Record::Tutorial(None)));
        let mut cx = PlayContext::new(self.speed());
        self.play.show(&mut cx);
        self.take(cx);
        self.status = announce::tutorial_left(finished);
        if !self.settings.help_seen {
            self.settings.help_seen = true;
            self.save_settings();
        }
        self.effects.push(Effect::FocusBoard);
    }

    /// After every intent, once the board rests: the next step when the step in hand is
    /// done (on its own board, unless the player's moves led exactly there), or the step's
    /// board set out again when no move is left on it.
    pub(super) fn tour_on(&mut self) {
        let Some(touring) = self.tutorial.as_mut() else {
            return;
        };
        if !self.play.at_rest() {
            return;
        }
        if touring.tutorial.go_on() {
            self.keep_step();
            let Some(touring) = self.tutorial.as_ref() else {
                return;
            };
            match touring.tutorial.step().map(|step| step.start.clone()) {
                Some(start) => {
                    self.set_out(start);
                    self.status = self.step_sentence();
                }
                None => self.status = announce::tutorial_done(&touring.tutorial.ending()),
            }
        } else if self.play.summary().outcome == Outcome::GameOver
            && let Some(start) = touring.tutorial.step().map(|step| step.start.clone())
        {
            self.set_out(start);
            self.status = announce::tutorial_set_out_again(&self.step_sentence());
        }
    }

    /// Puts `start` on the board unless it is there already; the view stays where it is.
    fn set_out(&mut self, start: AnyHistory) {
        if self.play.history() == start {
            return;
        }
        let mut cx = PlayContext::new(self.speed());
        self.play.adopt(start, &mut cx);
        self.take(cx);
    }

    /// What the live region says of the step in hand.
    fn step_sentence(&self) -> String {
        let Some(tutorial) = self.tutorial.as_ref().map(|t| &t.tutorial) else {
            return String::new();
        };
        let Some(Step { says, marks, .. }) = tutorial.step() else {
            return announce::tutorial_done(&tutorial.ending());
        };
        let cells = Cells::of(&self.play.history());
        let marked: Vec<_> = marks
            .iter()
            .map(|&pos| (cells.value_at(pos), pos))
            .collect();
        announce::tutorial_step(tutorial.number(), tutorial.steps(), &says.say(), &marked)
    }
}
