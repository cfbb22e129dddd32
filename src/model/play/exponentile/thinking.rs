//! The solver at work for the player on either topology: what the hint-and-Watch loop
//! every mode shares ([`SolverPlay`]) needs of this play: a hint marks the two tiles of
//! its swap, and the solver's swap plays and animates as the player's does.

use rules::exponentile::{Game, Move};
use rules::solver::Choice;

use super::sentences;
use super::{ExponentilePlay, PlayContext};
use crate::model::play::solving::{Purpose, SolverPlay, Solving};

impl SolverPlay for ExponentilePlay {
    type Game = Game;

    fn solver_and_game(&mut self) -> (&mut Solving<Game>, &Game) {
        (&mut self.solving, self.moves.game())
    }

    fn show_hint(&mut self, choice: Choice<Move>, cx: &mut PlayContext) {
        let swap = choice.mv;
        self.hint = Some(swap);
        cx.say(sentences::hint(
            (self.value_at(swap.a), swap.a),
            (self.value_at(swap.b), swap.b),
            choice.sure_points,
            choice.expected_points,
        ));
    }

    fn drop_hint(&mut self) {
        self.hint = None;
    }

    fn mark_hint(&mut self, swap: Move) {
        self.hint = Some(swap);
    }

    fn game_in_play(&self) -> &Game {
        self.moves.game()
    }

    fn words_of(&self, swap: Move) -> String {
        sentences::swap_words(
            (self.value_at(swap.a), swap.a),
            (self.value_at(swap.b), swap.b),
        )
    }

    fn watch_starts(&mut self) {
        self.selection = None;
    }

    fn nothing_left(&self, purpose: Purpose) -> String {
        match purpose {
            Purpose::Hint => sentences::no_hint(),
            Purpose::Watch => sentences::game_over(),
        }
    }

    fn play_solver_move(&mut self, swap: Move, cx: &mut PlayContext) {
        self.swap_as(swap, true, cx);
    }
}
