//! Which finished game the game-over box offers to post, and, for one it does not, why:
//! a board ranks only a finished game played straight (no undo, no move of the solver's),
//! and a daily board the day's result, never a practice game.

use std::fmt;

use crate::model::i18n::tr;

use rules::{AnyHistory, Outcome};

use crate::model::session::DailyPlay;

/// Why a game is not offered for ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRanked {
    /// It is not over.
    NotOver,
    /// Moves were taken back (this many).
    Undos(u32),
    /// The solver played moves (this many).
    Solver(u32),
    /// A daily game played again after the day's result.
    Practice,
    /// A game continued from a save made before the move log: it has no replay to check.
    NoReplay,
}

impl fmt::Display for NotRanked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            NotRanked::NotOver => tr::not_ranked_not_over(),
            NotRanked::Undos(n) => tr::not_ranked_undos(*n),
            NotRanked::Solver(n) => tr::not_ranked_solver(*n),
            NotRanked::Practice => tr::not_ranked_practice(),
            NotRanked::NoReplay => tr::not_ranked_no_replay(),
        })
    }
}

/// The replay code to post for `history`, a game of the daily game `daily` (if it is one),
/// or why it may not be posted.
pub fn eligibility(history: &AnyHistory, daily: Option<DailyPlay>) -> Result<String, NotRanked> {
    let game = history.summary();
    if game.outcome != Outcome::GameOver {
        return Err(NotRanked::NotOver);
    }
    if daily.is_some_and(|play| play.practice) {
        return Err(NotRanked::Practice);
    }
    // The marks are the player's own word (the code carries them), told before the
    // server would refuse the game for them.
    if game.solver_moves > 0 {
        return Err(NotRanked::Solver(game.solver_moves));
    }
    if game.undos > 0 {
        return Err(NotRanked::Undos(game.undos));
    }
    history.replay_code().map_err(|_| NotRanked::NoReplay)
}
