//! A puzzle in the session (docs/RULES.md §21). Like the tutorial it stands in for the
//! player's game, which waits untouched (settled, its solver stopped) and comes back as it
//! was; nothing of the puzzle's game is kept but its first try, in the statistics. The
//! player makes one move: it plays with its cascade while the position's search weighs
//! it, in slices; right, its points are told; wrong, it is taken back and the better move
//! marked on the board, with both moves' expected points.

use super::Session;
use crate::model::announce;
use crate::model::input::Action;
use crate::model::intent::{Effect, Intent};
use crate::model::play::{self, ModeSession, Play, PlayContext};
use crate::model::puzzle::{Attempt, Puzzle, Verdict, verdict_sentence};
use crate::model::saves::Record;
use crate::model::stats::PuzzleTry;
use rules::day::Day;

/// A puzzle under way, and the player's own play it stands in for.
#[derive(Clone, Debug)]
pub(crate) struct PuzzleInPlay {
    puzzle: Puzzle,
    kept: Box<dyn ModeSession>,
    /// The player's move being weighed, and its search's serial.
    attempt: Option<(Attempt, u32)>,
    verdict: Option<Verdict>,
    serial: u32,
}

impl Session {
    /// Puts `puzzle` in place of the player's game (or of the puzzle in play), which waits;
    /// not in a replay viewer, the tutorial, or behind a dialog.
    pub fn open_puzzle(&mut self, puzzle: Puzzle) -> Vec<Effect> {
        if self.replay.is_none() && self.tutorial.is_none() && self.dialog.is_none() {
            self.settle();
            let shown = play::open(puzzle.position.clone());
            let (kept, serial) = match self.puzzle.take() {
                Some(before) => (before.kept, before.serial),
                None => {
                    let mut kept = std::mem::replace(&mut self.play, shown.clone());
                    // No search goes on behind the puzzle: its answer would come for a
                    // board no longer shown.
                    kept.handle(Play::StopWatching, &mut PlayContext::new(self.speed()));
                    (kept, 0)
                }
            };
            self.play = shown;
            self.status = announce::puzzle_opened(&puzzle.id, self.touch);
            self.puzzle = Some(Box::new(PuzzleInPlay {
                puzzle,
                kept,
                attempt: None,
                verdict: None,
                serial,
            }));
            let mut cx = PlayContext::new(self.speed());
            self.play.show(&mut cx);
            self.take(cx);
            self.effects.push(Effect::FocusBoard);
        }
        std::mem::take(&mut self.effects)
    }

    /// The puzzle in play, and its verdict once the move is weighed.
    pub fn puzzle(&self) -> Option<(&Puzzle, Option<Verdict>)> {
        self.puzzle.as_ref().map(|p| (&p.puzzle, p.verdict))
    }

    /// An intent while a puzzle is in play: one move on the board, its search's slices,
    /// Escape or Back to the player's game. The solver's help, undo and redo do nothing,
    /// nor does another tab's game (it is not the one shown).
    pub(super) fn handle_in_puzzle(&mut self, intent: Intent) {
        let asks = self
            .puzzle
            .as_ref()
            .is_some_and(|p| p.attempt.is_none() && p.verdict.is_none());
        match intent {
            Intent::Analyse(serial) => self.judge_on(serial),
            Intent::LeavePuzzle => self.leave_puzzle(),
            Intent::Action(Action::Cancel) if self.dialog.is_none() => {
                if !self.used(Play::Cancel) {
                    self.leave_puzzle();
                }
            }
            Intent::Action(Action::Hint | Action::Watch | Action::Undo | Action::Redo) => {}
            Intent::Action(Action::NewGame) => {
                self.leave_puzzle();
                self.dispatch(intent);
            }
            Intent::Board(_) | Intent::Action(Action::Step(_) | Action::Pick) if !asks => {}
            Intent::StorageChanged { key, value } => {
                self.posting.storage_changed(&key, value.as_deref());
            }
            _ => self.dispatch(intent),
        }
        self.puzzle_moved();
    }

    /// Once the player's move is played: its search starts.
    fn puzzle_moved(&mut self) {
        let history = self.play.history();
        let Some(in_play) = self.puzzle.as_mut() else {
            return;
        };
        if in_play.attempt.is_some()
            || in_play.verdict.is_some()
            || history.logged_moves() <= in_play.puzzle.position.logged_moves()
        {
            return;
        }
        let attempt = history
            .last_packed()
            .and_then(|played| in_play.puzzle.attempt(played));
        if let Some(attempt) = attempt {
            in_play.serial = in_play.serial.wrapping_add(1);
            in_play.attempt = Some((attempt, in_play.serial));
            self.effects.push(Effect::Analyse(in_play.serial));
        }
    }

    /// One slice of the search weighing the player's move; once done, the verdict.
    fn judge_on(&mut self, serial: u32) {
        let Some(in_play) = self.puzzle.as_mut() else {
            return;
        };
        let Some((attempt, running)) = in_play.attempt.as_mut() else {
            return;
        };
        if *running != serial {
            return;
        }
        let Some(verdict) = attempt.step(attempt.slice_nodes()) else {
            self.effects.push(Effect::Analyse(serial));
            return;
        };
        in_play.attempt = None;
        in_play.verdict = Some(verdict);
        let tried = PuzzleTry {
            id: in_play.puzzle.id.clone(),
            mode: in_play.puzzle.mode(),
            on: Day::EPOCH,
            solved: matches!(verdict, Verdict::Right { .. }),
        };
        self.effects.push(Effect::Save(Record::PuzzleTried(tried)));
        if let Verdict::Wrong { better, .. } = verdict {
            self.settle();
            self.hand_over(Play::Undo);
            self.play.mark_move(Some(better));
        }
        let play = &self.play;
        let words = |packed: u64| play.move_words(packed).unwrap_or_default();
        self.status = verdict_sentence(&verdict, words);
    }

    /// Back to the player's game, as it was: Escape, the puzzle's Back, or a new game asked
    /// for (which then replaces it).
    pub(super) fn leave_puzzle(&mut self) {
        let Some(in_play) = self.puzzle.take() else {
            return;
        };
        self.settle();
        self.play = in_play.kept;
        let mut cx = PlayContext::new(self.speed());
        self.play.show(&mut cx);
        self.take(cx);
        self.status = announce::puzzle_left();
        self.effects.push(Effect::FocusBoard);
    }
}
