//! What the page shows of ExponenTorus's play: read-only views of its game, view, marks
//! and animation, for the board and its screen reader's grid.

use rules::History;
use rules::exponentile::{Game, Move, Pos};

use super::{ExponentilePlay, Motion};
use crate::model::play::exponentile::timeline::PassPoints;
use crate::model::play::exponentile::view::View;

impl ExponentilePlay {
    /// The game: always the truth, ahead of the animation.
    pub fn game(&self) -> &Game {
        self.moves.game()
    }

    /// The game with its start and move log, as it is saved.
    pub fn history(&self) -> &History<Game> {
        self.moves.history()
    }

    /// The torus view's offset.
    pub fn view(&self) -> View {
        self.view
    }

    /// The picked-up (keyboard) or selected (mouse, touch) tile.
    pub fn selection(&self) -> Option<Pos> {
        self.selection
    }

    /// The hinted move, until the next move.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// Whether a move is animating (tile transitions on).
    pub fn moving(&self) -> bool {
        matches!(self.motion, Motion::Moving(_))
    }

    /// The shift of a roll in progress: the plane slides by it, then the view shifts.
    pub fn rolling(&self) -> Option<(i32, i32)> {
        match self.motion {
            Motion::Rolling(sx, sy) => Some((sx, sy)),
            _ => None,
        }
    }

    /// The values of the ring of wrapped copies around the view, as [`View::ring`] orders
    /// them, taken when the latest roll started.
    pub fn ring(&self) -> &[u64] {
        &self.ring
    }

    /// The points of the move in play, a pass's together, each pass with its time.
    pub fn popups(&self) -> &[PassPoints] {
        &self.popups
    }

    /// Whether the points are the last move's, hidden since its rest until the next move
    /// takes them away.
    pub fn spent(&self) -> bool {
        self.spent
    }

    /// Whether the solver is searching (for a hint or for Watch's next move).
    pub fn thinking(&self) -> bool {
        self.solving.thinking()
    }

    /// The value at `pos`, 0 off the board.
    pub fn value_at(&self, pos: Pos) -> u64 {
        self.moves.game().board().get(pos).map_or(0, |t| t.value())
    }
}
