//! The replay viewer's analysis of its game ([`rules::analysis`]): asked for, under way a
//! slice at a time while the page stays responsive (the page yields between slices, and
//! may one day run them elsewhere: this holds only the rules' analyser and its answer),
//! or done, with what the viewer shows of it. A finished analysis is kept (its searches'
//! findings, [`Weighed`], under the game's replay code), so that opening the game again
//! shows it at once.

use rules::AnyHistory;
use rules::analysis::{Analyser, GameReview, Mark, MoveReview, Weighed, Yardstick};

/// How many of a game's costliest moves the viewer lists.
pub const COSTLIEST: usize = 3;

/// The analysis of the game a replay viewer shows.
#[derive(Clone, Debug)]
pub struct Review {
    /// The whole game, which the analysis is of.
    whole: AnyHistory,
    /// Its replay code, the key its analysis is kept under (none for a game no code
    /// writes: its analysis is not kept).
    code: Option<String>,
    state: ReviewState,
    /// Whether the better move shows on the board where the move played was not the best.
    pub better_shown: bool,
    /// The position the better move was played out from, while it shows played.
    pub played_out: Option<usize>,
    /// The serial of the analysis under way: a slice of an older one does nothing.
    serial: u32,
}

/// Where the analysis stands.
#[derive(Clone, Debug)]
pub enum ReviewState {
    /// Not asked for, or cancelled.
    Idle,
    /// Under way.
    Running(Box<dyn Analyser>),
    /// Done.
    Done(Box<Reviewed>),
}

/// A finished analysis with the figures the viewer shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// Each move, reviewed.
    pub review: GameReview,
    /// How the game's mode is analysed.
    pub yardstick: Yardstick,
    /// The game's accuracy, in millionths.
    pub accuracy: u32,
    /// How many moves have each mark, in [`Mark::ALL`]'s order.
    pub counts: [usize; 5],
    /// The costliest moves (indices into the review's moves), the costliest first.
    pub costliest: Vec<usize>,
}

impl Reviewed {
    /// The figures of `review`, a game of a mode analysed by `yardstick`.
    pub fn of(review: GameReview, yardstick: Yardstick) -> Reviewed {
        Reviewed {
            accuracy: review.accuracy(&yardstick),
            counts: review.counts(),
            costliest: review.costliest(COSTLIEST),
            review,
            yardstick,
        }
    }

    /// The review of the move played from position `position` (after that many moves).
    pub fn at(&self, position: usize) -> Option<&MoveReview> {
        self.review.moves.get(position)
    }

    /// The better move at `position`, packed, where the move played there was not the
    /// solver's.
    pub fn better_at(&self, position: usize) -> Option<u64> {
        self.at(position)
            .filter(|m| m.mark != Mark::Best)
            .map(|m| m.weighed.best)
    }
}

impl Review {
    /// The analysis of `whole`, not yet asked for.
    pub fn of(whole: AnyHistory) -> Review {
        Review {
            code: whole.replay_code().ok(),
            whole,
            better_shown: true,
            played_out: None,
            state: ReviewState::Idle,
            serial: 0,
        }
    }

    /// Takes `kept`, what a stored analysis of the game found, as the analysis, done, if
    /// it is this game's and none is done yet.
    pub fn take_kept(&mut self, kept: &[Weighed]) {
        if self.done().is_none()
            && let Some(review) = self.whole.review(kept)
        {
            self.state = ReviewState::Done(Box::new(Reviewed::of(review, self.whole.yardstick())));
        }
    }

    /// Where the analysis stands.
    pub fn state(&self) -> &ReviewState {
        &self.state
    }

    /// The finished analysis, once done.
    pub fn done(&self) -> Option<&Reviewed> {
        match &self.state {
            ReviewState::Done(reviewed) => Some(reviewed),
            _ => None,
        }
    }

    /// Moves analysed and the moves in all, while under way.
    pub fn progress(&self) -> Option<(usize, usize)> {
        match &self.state {
            ReviewState::Running(analyser) => Some(analyser.progress()),
            _ => None,
        }
    }

    /// Starts the analysis, unless it is under way or done: the serial of its slices.
    pub fn start(&mut self) -> Option<u32> {
        if !matches!(self.state, ReviewState::Idle) {
            return None;
        }
        self.serial = self.serial.wrapping_add(1);
        self.state = ReviewState::Running(self.whole.analysing());
        Some(self.serial)
    }

    /// Stops the analysis under way; whether there was one.
    pub fn cancel(&mut self) -> bool {
        let running = matches!(self.state, ReviewState::Running(_));
        if running {
            self.state = ReviewState::Idle;
        }
        running
    }

    /// One slice of the analysis with `serial`: what it found of the game once it is over
    /// (to keep, under the code, where there is one), `Err(true)` while it goes on, and
    /// `Err(false)` for a stale serial or an analysis no longer under way.
    pub fn slice(&mut self, serial: u32) -> Result<Option<(String, Vec<Weighed>)>, bool> {
        let ReviewState::Running(analyser) = &mut self.state else {
            return Err(false);
        };
        if serial != self.serial {
            return Err(false);
        }
        let nodes = analyser.slice_nodes();
        let Some(review) = analyser.step(nodes).cloned() else {
            return Err(true);
        };
        let yardstick = analyser.yardstick();
        let kept = self.code.clone().map(|code| (code, review.weighed()));
        self.state = ReviewState::Done(Box::new(Reviewed::of(review, yardstick)));
        Ok(kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::History;
    use rules::exponentile::Game;

    fn game(moves: usize) -> AnyHistory {
        let mut history = History::new(Game::with_size(3, 7).unwrap());
        for _ in 0..moves {
            let Some(hint) = history.game().hint() else {
                break;
            };
            history.play(hint).unwrap();
        }
        history.into()
    }

    fn run(review: &mut Review, serial: u32) -> Option<(String, Vec<Weighed>)> {
        loop {
            match review.slice(serial) {
                Ok(kept) => return kept,
                Err(true) => {}
                Err(false) => panic!("the analysis stopped"),
            }
        }
    }

    #[test]
    fn an_analysis_runs_in_slices_to_what_is_kept_and_a_kept_one_is_done_at_once() {
        let whole = game(8);
        let mut review = Review::of(whole.clone());
        assert!(review.done().is_none() && review.progress().is_none());
        let serial = review.start().unwrap();
        assert_eq!(review.start(), None, "already under way");
        assert_eq!(review.progress(), Some((0, 8)));
        let (code, weighed) = run(&mut review, serial).expect("a game with a code is kept");
        assert_eq!(code, whole.replay_code().unwrap());
        let done = review.done().unwrap().clone();
        assert_eq!(done.review, whole.analyse());
        assert_eq!(done.counts.iter().sum::<usize>(), 8);
        assert_eq!(review.slice(serial), Err(false), "done");

        let mut again = Review::of(whole.clone());
        again.take_kept(&weighed);
        assert_eq!(again.done(), Some(&done));
        let mut other = Review::of(game(7));
        other.take_kept(&weighed);
        assert!(other.done().is_none(), "another game's analysis is none");
    }

    #[test]
    fn a_cancelled_analysis_s_slices_do_nothing_and_it_starts_afresh() {
        let mut review = Review::of(game(6));
        let first = review.start().unwrap();
        assert_eq!(review.slice(first), Err(true));
        assert!(review.cancel());
        assert!(!review.cancel());
        assert_eq!(review.slice(first), Err(false));
        let second = review.start().unwrap();
        assert_ne!(first, second);
        assert_eq!(review.slice(first), Err(false), "the old serial is stale");
        assert!(run(&mut review, second).is_some());
    }

    #[test]
    fn the_better_move_is_the_one_the_solver_would_have_played_elsewhere() {
        let whole = game(10);
        let reviewed = Reviewed::of(whole.analyse(), whole.yardstick());
        for (position, m) in reviewed.review.moves.iter().enumerate() {
            let better = reviewed.better_at(position);
            assert_eq!(better.is_some(), m.mark != Mark::Best);
            if let Some(better) = better {
                assert_eq!(better, m.weighed.best);
            }
        }
        assert_eq!(reviewed.better_at(10), None, "past the last move");
    }
}
