//! The analysis at work: each position searched, the move played weighed against the
//! best, in slices or in one go, and a stored analysis reviewed again.

use std::fmt;

use super::{GameReview, MoveReview, Weighed, Yardstick};
use crate::solver::{Appraisal, Budget, Search, Solver};
use crate::{History, Rules};

/// The analysis of `history`'s log, in one go.
pub fn analyse<R: Solver>(history: &History<R>) -> GameReview {
    let mut analysing = Analysing::new(history);
    loop {
        if let Some(review) = analysing.step(u32::MAX) {
            return review.clone();
        }
    }
}

/// The review of `history`'s log from `weighed`, what its searches found (a stored
/// analysis): the log replayed for each move's points and score, and the marks given
/// again. `None` if `weighed` does not fit the log (another game's, or not all of it).
pub fn review<R: Solver>(history: &History<R>, weighed: &[Weighed]) -> Option<GameReview> {
    if weighed.len() != history.log().len() {
        return None;
    }
    let mut game = history.start().clone();
    let mut moves = Vec::with_capacity(weighed.len());
    for (&mv, &weighed) in history.log().iter().zip(weighed) {
        R::unpack_move(weighed.best, game.size())?;
        moves.push(reviewed(&mut game, mv, weighed)?);
    }
    Some(GameReview { moves })
}

/// Plays `mv` on `game` and reviews it by `weighed`; `None` if it is refused.
fn reviewed<R: Solver>(game: &mut R, mv: R::Move, weighed: Weighed) -> Option<MoveReview> {
    let played = pack(game, mv);
    let before = game.score();
    game.play(mv).ok()?;
    let lost = weighed.lost();
    Some(MoveReview {
        weighed,
        played,
        points: game.score() - before,
        score: game.score(),
        lost,
        mark: R::YARDSTICK.mark(lost, played == weighed.best),
    })
}

/// `mv` packed in its written form; a move no code can write (none the rules accept)
/// packs as `u64::MAX`.
fn pack<R: Rules>(game: &R, mv: R::Move) -> u64 {
    R::pack_move(game.canonical(mv), game.size()).unwrap_or(u64::MAX)
}

/// The search of `game`'s position an analysis makes: the yardstick's budget, seeded by
/// the moves played.
pub fn search_of<R: Solver>(game: &R) -> R::Search {
    game.search(Budget {
        seed: u64::from(game.moves()),
        ..R::YARDSTICK.budget
    })
}

/// What a finished search of `game`'s position found of `played`, or of its own best move
/// where `played` is `None`; `None` where no move is accepted.
pub fn weigh<R: Solver>(game: &R, search: &R::Search, played: Option<R::Move>) -> Option<Weighed> {
    let appraisals = search.appraisals();
    let best = best_of(&appraisals)?;
    let worth = |a: &Appraisal<R::Move>| thousandths(a.worth);
    let best_worth = worth(&appraisals[best]);
    let best_move = pack(game, appraisals[best].mv);
    let played_worth = match played {
        Some(mv) => {
            let played = pack(game, mv);
            appraisals
                .iter()
                .find(|a| pack(game, a.mv) == played)
                .map_or(best_worth, worth)
        }
        None => best_worth,
    };
    let runner_up = (0..appraisals.len())
        .filter(|&i| i != best)
        .map(|i| worth(&appraisals[i]))
        .max();
    Some(Weighed {
        best: best_move,
        best_worth,
        played_worth,
        runner_up,
        choices: appraisals.len() as u32,
    })
}

/// The index of the move with the highest worth, the first among equals: the search's own
/// choice.
fn best_of<M>(appraisals: &[Appraisal<M>]) -> Option<usize> {
    let mut best = None;
    for (i, a) in appraisals.iter().enumerate() {
        if best.is_none_or(|b: usize| a.worth > appraisals[b].worth) {
            best = Some(i);
        }
    }
    best
}

/// A worth in whole thousandths (a worth below any game's reach saturates).
fn thousandths(worth: f64) -> i64 {
    (worth * 1000.0).round() as i64
}

/// An analysis under way: a position's search at a time, each run in slices.
#[derive(Clone, Debug)]
pub struct Analysing<R: Solver> {
    /// The game's log.
    log: Vec<R::Move>,
    /// The position of the move under review (before it), and its search.
    game: R,
    search: R::Search,
    /// The moves reviewed so far.
    moves: Vec<MoveReview>,
    done: Option<GameReview>,
}

impl<R: Solver> Analysing<R> {
    /// An analysis of `history`'s log, from its start.
    pub fn new(history: &History<R>) -> Self {
        let game = history.start().clone();
        let mut analysing = Analysing {
            log: history.log().to_vec(),
            search: search_of(&game),
            game,
            moves: Vec::with_capacity(history.log().len()),
            done: None,
        };
        analysing.finish_if_over();
        analysing
    }

    /// Moves reviewed so far, and the moves in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.moves.len(), self.log.len())
    }

    /// Searches on for about `nodes` more nodes (at least one), through as many positions
    /// as they reach; the analysis once it is over. A finished analysis returns itself
    /// again. However it is sliced, the analysis is the same.
    pub fn step(&mut self, nodes: u32) -> Option<&GameReview> {
        let mut left = u64::from(nodes.max(1));
        while self.done.is_none() && left > 0 {
            let before = self.search.spent();
            let answer = self.search.step(left.min(u64::from(u32::MAX)) as u32);
            let spent = self.search.spent() - before;
            if answer.is_none() {
                // A slice that spent no node (2048's first search building its tables)
                // still took the slice's time.
                break;
            }
            left = left.saturating_sub(spent.max(1));
            self.review_next();
        }
        self.done.as_ref()
    }

    /// Reviews the move at the position just searched and moves on to the next position.
    fn review_next(&mut self) {
        let mv = self.log[self.moves.len()];
        let weighed = weigh(&self.game, &self.search, Some(mv));
        let reviewed = weighed.and_then(|weighed| reviewed(&mut self.game, mv, weighed));
        match reviewed {
            Some(review) => self.moves.push(review),
            // A history's log always plays: should a move not, the analysis ends there.
            None => self.log.truncate(self.moves.len()),
        }
        self.search = search_of(&self.game);
        self.finish_if_over();
    }

    fn finish_if_over(&mut self) {
        if self.moves.len() == self.log.len() {
            self.done = Some(GameReview {
                moves: self.moves.clone(),
            });
        }
    }
}

/// An analysis under way of a game of any mode, as a host that knows no mode's rules runs
/// it ([`crate::AnyHistory::analysing`]).
pub trait Analyser: fmt::Debug + Send + Sync {
    /// See [`Analysing::step`].
    fn step(&mut self, nodes: u32) -> Option<&GameReview>;
    /// See [`Analysing::progress`].
    fn progress(&self) -> (usize, usize);
    /// Nodes per slice in a page: an eighth of the mode's [`Solver::SLICE_NODES`]. A page
    /// runs slices back to back for a few milliseconds a task; a small slice keeps the
    /// task short at the slowest positions too (late in an ExponenTile game, a sampled
    /// move's cascade and a board's evaluation take up to half a millisecond natively, so
    /// the hint's 60 nodes took over 100 ms with the CPU slowed 4×).
    fn slice_nodes(&self) -> u32;
    /// The mode's yardstick.
    fn yardstick(&self) -> Yardstick;
    /// A copy.
    fn clone_box(&self) -> Box<dyn Analyser>;
}

impl<R> Analyser for Analysing<R>
where
    R: Solver + Send + Sync + 'static,
    R::Move: Send + Sync,
    R::Search: Send + Sync + 'static,
{
    fn step(&mut self, nodes: u32) -> Option<&GameReview> {
        Analysing::step(self, nodes)
    }

    fn progress(&self) -> (usize, usize) {
        Analysing::progress(self)
    }

    fn slice_nodes(&self) -> u32 {
        (R::SLICE_NODES / 8).max(1)
    }

    fn yardstick(&self) -> Yardstick {
        R::YARDSTICK
    }

    fn clone_box(&self) -> Box<dyn Analyser> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Analyser> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}
