//! What every mode's play keeps of its game: the history (with the moves taken back, for
//! redo), and in a replay viewer the whole game being watched.

use rules::replay_code::{self, NotReplayable};
use rules::{AnyHistory, History, Rules, Summary};

/// A game with its history, and the whole game a replay viewer moves through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves<R: Rules> {
    history: History<R>,
    /// The whole game, in a replay viewer.
    whole: Option<History<R>>,
}

impl<R: Rules> Moves<R> {
    /// The moves of `history`, none taken back.
    pub fn new(history: History<R>) -> Self {
        Moves {
            history,
            whole: None,
        }
    }

    /// A replay viewer's moves of `whole`, at its deal.
    pub fn replaying(whole: History<R>) -> Self {
        Moves {
            history: at(&whole, 0),
            whole: Some(whole),
        }
    }

    /// The game with its history.
    pub fn history(&self) -> &History<R> {
        &self.history
    }

    /// The game.
    pub fn game(&self) -> &R {
        self.history.game()
    }

    /// Whether this is a replay viewer's.
    pub fn replaying_whole(&self) -> bool {
        self.whole.is_some()
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.log().is_empty()
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        !self.history.undone().is_empty()
    }

    /// Plays `mv`, the solver's if `by_solver`. A new move forgets the moves taken back.
    pub fn play(&mut self, mv: R::Move, by_solver: bool) -> Result<R::Report, R::Refusal> {
        if by_solver {
            self.history.play_by_solver(mv)
        } else {
            self.history.play(mv)
        }
    }

    /// Takes back the last move; the move, or `None` at the start.
    pub fn undo(&mut self) -> Option<R::Move> {
        self.history.undo()
    }

    /// Plays the last move taken back again: its report, or `None` with nothing to redo.
    pub fn redo(&mut self) -> Option<Result<R::Report, R::Refusal>> {
        self.history.redo()
    }

    /// The move a redo would play.
    pub fn next_redo(&self) -> Option<R::Move> {
        self.history.undone().last().copied()
    }

    /// Changes the game's marks that no move makes ([`History::mark`]).
    pub fn mark(&mut self, mark: impl FnOnce(&mut R)) {
        self.history.mark(mark);
    }

    /// Puts `history` in play.
    pub fn replace(&mut self, history: History<R>) {
        self.history = history;
    }

    /// A replay viewer's position: moves played, and the whole game's moves.
    pub fn replay_position(&self) -> (usize, usize) {
        let total = self.whole.as_ref().map_or(0, |w| w.log().len());
        (self.history.log().len(), total)
    }

    /// A replay viewer's next move, if any.
    pub fn replay_next(&self) -> Option<R::Move> {
        let (position, _) = self.replay_position();
        self.whole.as_ref()?.log().get(position).copied()
    }

    /// A replay viewer's game after its first `position` moves (at most all of them).
    pub fn replay_at(&self, position: usize) -> Option<History<R>> {
        self.whole.as_ref().map(|whole| at(whole, position))
    }

    /// Plays a replay viewer's next move: its report, or `None` at the end.
    pub fn replay_forward(&mut self) -> Option<R::Report> {
        let next = self.replay_next()?;
        self.history.play(next).ok()
    }
}

/// What the session reads of any mode's game, whatever its rules: a mode's play hands
/// out its [`Moves`] as this, and every [`ModeSession`](super::ModeSession) forwards here.
pub trait Played {
    /// The game in figures.
    fn summary(&self) -> Summary;
    /// The game with its history.
    fn history(&self) -> AnyHistory;
    /// The game with its history as its mode saves it.
    fn to_json(&self) -> String;
    /// The game's replay code.
    fn replay_code(&self) -> Result<String, NotReplayable>;
    /// Whether there is a move to take back.
    fn can_undo(&self) -> bool;
    /// Whether there is a move taken back to play again.
    fn can_redo(&self) -> bool;
    /// A replay viewer's position: moves played, and the whole game's moves.
    fn replay_position(&self) -> (usize, usize);
}

impl<R: Rules> Played for Moves<R>
where
    History<R>: Into<AnyHistory>,
{
    fn summary(&self) -> Summary {
        self.history.summary()
    }

    fn history(&self) -> AnyHistory {
        self.history.clone().into()
    }

    fn to_json(&self) -> String {
        self.history.to_json()
    }

    fn replay_code(&self) -> Result<String, NotReplayable> {
        replay_code::encode(&self.history)
    }

    fn can_undo(&self) -> bool {
        Moves::can_undo(self)
    }

    fn can_redo(&self) -> bool {
        Moves::can_redo(self)
    }

    fn replay_position(&self) -> (usize, usize) {
        Moves::replay_position(self)
    }
}

/// `whole` after its first `position` moves (at most all of them). The undos shown are
/// the whole game's: a viewer's steps back are no undos.
fn at<R: Rules>(whole: &History<R>, position: usize) -> History<R> {
    let log = &whole.log()[..position.min(whole.log().len())];
    // The whole log replayed from this start, so any part of it does.
    History::replayed(whole.start().clone(), log.to_vec(), whole.undos())
        .unwrap_or_else(|_| whole.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::exponentile::Game;

    #[test]
    fn any_replay_position_is_the_game_after_that_many_moves() {
        let mut whole = History::new(Game::new(42));
        let mut games = vec![whole.game().clone()];
        for _ in 0..20 {
            let m = whole.game().hint().unwrap();
            whole.play(m).unwrap();
            games.push(whole.game().clone());
        }
        let mut moves = Moves::replaying(whole.clone());
        assert_eq!(moves.replay_position(), (0, 20));
        for (position, game) in games.iter().enumerate() {
            assert_eq!(moves.replay_at(position).unwrap().game(), game);
        }
        assert_eq!(moves.replay_at(99), Some(whole), "past the end is the end");
        assert!(moves.replay_forward().is_some());
        assert_eq!(moves.game(), &games[1]);
        assert_eq!(moves.replay_position(), (1, 20));
    }

    #[test]
    fn undo_then_redo_plays_the_same_move_and_a_new_move_forgets_the_rest() {
        let mut moves = Moves::new(History::new(Game::new(7)));
        for _ in 0..3 {
            let m = moves.game().hint().unwrap();
            moves.play(m, false).unwrap();
        }
        let after = moves.game().clone();
        let last = moves.undo().unwrap();
        moves.undo().unwrap();
        assert!(moves.can_redo());
        moves.redo().unwrap().unwrap();
        assert_eq!(moves.next_redo(), Some(last));
        moves.redo().unwrap().unwrap();
        assert_eq!(moves.game(), &after);
        assert!(moves.redo().is_none());
        moves.undo();
        let m = moves.game().valid_moves()[0];
        moves.play(m, false).unwrap();
        assert!(!moves.can_redo(), "a new move forgets the moves taken back");
    }
}
