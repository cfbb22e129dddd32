//! 2048's side of the hint-and-Watch loop every mode shares ([`SolverPlay`]): the
//! expectimax solver (`rules::twenty48::solver`), its hint an arrow on the board, its
//! slides played and animated as the player's are and marked as the solver's.

use rules::Direction;
use rules::solver::Choice;
use rules::twenty48::Game;

use super::sentences;
use super::{PlayContext, Twenty48Play};
use crate::model::play::solving::{Purpose, SolverPlay, Solving};

impl SolverPlay for Twenty48Play {
    type Game = Game;

    fn solver_and_game(&mut self) -> (&mut Solving<Game>, &Game) {
        (&mut self.solving, self.moves.game())
    }

    fn show_hint(&mut self, choice: Choice<Direction>, cx: &mut PlayContext) {
        self.hint = Some(choice.mv);
        // A slide's points are all sure: the tile that comes after scores nothing.
        cx.say(sentences::slide_hint(choice.mv, choice.sure_points));
    }

    fn drop_hint(&mut self) {
        self.hint = None;
    }

    fn mark_hint(&mut self, dir: Direction) {
        self.hint = Some(dir);
    }

    fn game_in_play(&self) -> &Game {
        self.moves.game()
    }

    fn words_of(&self, dir: Direction) -> String {
        sentences::slide_words(dir)
    }

    fn watch_starts(&mut self) {
        self.queue.clear();
    }

    fn nothing_left(&self, _purpose: Purpose) -> String {
        sentences::no_slide_left()
    }

    fn play_solver_move(&mut self, dir: Direction, cx: &mut PlayContext) {
        self.play_as(dir, true, cx);
    }
}
