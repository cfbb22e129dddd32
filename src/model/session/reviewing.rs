//! The replay viewer's analysis in the session: asked for (A, the Analyse button, a link's
//! `analyse`), run a slice at a time while the replay plays on ([`Effect::Analyse`]), kept
//! once done; then each move read with its mark, the better move marked on the board at
//! each position where the move played was not the solver's, and played out on request
//! and taken back.

use rules::analysis::Weighed;

use super::Session;
use crate::model::announce;
use crate::model::intent::Effect;
use crate::model::play::Play;
use crate::model::review::Review;
use crate::model::saves::Record;

impl Session {
    /// Sets up the viewer's analysis of its game: `kept`, an analysis stored of it, shows
    /// at once; else `analyse` (the game-over box's Analyse) starts one. The effects to
    /// carry out.
    pub fn open_analysis(&mut self, kept: Option<&[Weighed]>, analyse: bool) -> Vec<Effect> {
        if let (Some(review), Some(kept)) = (self.review.as_mut(), kept) {
            review.take_kept(kept);
        }
        if analyse {
            self.analyse();
        }
        self.mark_better();
        std::mem::take(&mut self.effects)
    }

    /// The viewer's analysis, in a replay viewer.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_deref()
    }

    /// Starts the analysis, unless it is under way or done.
    pub(super) fn analyse(&mut self) {
        let Some(review) = self.review.as_mut() else {
            return;
        };
        if let Some(serial) = review.start() {
            let (_, total) = self.play.replay_position();
            self.status = announce::analysis_started(total);
            self.effects.push(Effect::Analyse(serial));
        }
    }

    /// One slice of the analysis with `serial`; once it is over, the analysis kept and its
    /// figures told.
    pub(super) fn analyse_on(&mut self, serial: u32) {
        let Some(review) = self.review.as_mut() else {
            return;
        };
        match review.slice(serial) {
            Err(true) => self.effects.push(Effect::Analyse(serial)),
            Err(false) => {}
            Ok(kept) => {
                if let Some((code, weighed)) = kept {
                    self.effects
                        .push(Effect::Save(Record::Analysis { code, weighed }));
                }
                if let Some(done) = review.done() {
                    self.status = announce::analysis_done(done.accuracy, &done.counts);
                }
                self.mark_better();
            }
        }
    }

    /// Stops the analysis under way.
    pub(super) fn cancel_analysis(&mut self) {
        if self.review.as_mut().is_some_and(|review| review.cancel()) {
            self.status = announce::analysis_cancelled();
        }
    }

    /// Marks on the board the better move at the viewer's position, where it is shown and
    /// the move played there was not the solver's; takes the mark off anywhere else. Only
    /// at rest: a move's animation clears the mark, and the tick that ends it marks again.
    pub(super) fn mark_better(&mut self) {
        let Some(review) = self.review.as_deref() else {
            return;
        };
        if !self.play.at_rest() || review.played_out.is_some() {
            return;
        }
        let (position, _) = self.play.replay_position();
        let better = review
            .done()
            .filter(|_| review.better_shown)
            .and_then(|done| done.better_at(position));
        self.play.mark_move(better);
    }

    /// B: the better move shown, or not.
    pub(super) fn toggle_better(&mut self) {
        let Some(review) = self.review.as_mut() else {
            return;
        };
        if review.done().is_none() {
            self.status = announce::analyse_first();
            return;
        }
        review.better_shown = !review.better_shown;
        let shown = review.better_shown;
        self.mark_better();
        self.status = match self.move_reviewed() {
            Some(said) if shown => said,
            _ => announce::better_shown(shown),
        };
    }

    /// P: the better move at the viewer's position played out on the board, or, played
    /// out, back to the game.
    pub(super) fn play_better(&mut self) {
        if self.played_out().is_some() {
            self.back_to_game();
            return;
        }
        if self.review.as_deref().and_then(Review::done).is_none() {
            self.status = announce::analyse_first();
            return;
        }
        self.settle();
        let (position, _) = self.play.replay_position();
        let better = self
            .review
            .as_deref()
            .and_then(Review::done)
            .and_then(|done| done.better_at(position));
        let Some(better) = better else {
            self.status = announce::no_better_move();
            return;
        };
        let mut cx = crate::model::play::PlayContext::new(self.speed());
        let played = self.play.play_move(better, &mut cx);
        let merged = cx.said().unwrap_or_default().to_owned();
        self.take(cx);
        if played {
            if let Some(review) = self.review.as_mut() {
                review.played_out = Some(position);
            }
            self.status = announce::better_played(position + 1, &merged);
        }
    }

    /// The position the better move was played out from, while it shows played.
    pub(super) fn played_out(&self) -> Option<usize> {
        self.review.as_deref().and_then(|review| review.played_out)
    }

    /// Back to the game from the better move played out: the position it was played from.
    pub(super) fn back_to_game(&mut self) {
        let Some(from) = self.review.as_mut().and_then(|r| r.played_out.take()) else {
            return;
        };
        self.hand_over(Play::ReplaySeek(from));
        self.mark_better();
        self.status = announce::back_to_game(from + 1);
    }

    /// The move played from the viewer's position, read with its mark and the better move,
    /// once the game is analysed.
    pub fn move_reviewed(&self) -> Option<String> {
        let done = self.review.as_deref()?.done()?;
        let (position, _) = self.play.replay_position();
        let reviewed = done.at(position)?;
        let played = self.play.move_words(reviewed.played)?;
        let better = done
            .better_at(position)
            .and_then(|better| self.play.move_words(better));
        Some(announce::reviewed_move(
            position + 1,
            &played,
            reviewed.mark,
            reviewed.lost,
            better.as_deref(),
        ))
    }
}
