//! A replay viewer's moves through the game it shows, with the game's own animations. The
//! session says where the viewer stands.

use super::{ExponentilePlay, PlayContext};
use crate::model::play::exponentile::timeline;

impl ExponentilePlay {
    /// Plays the replay's next move, animated. At the end, nothing happens.
    pub(super) fn replay_forward(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
        self.selection = None;
        let before = self.tiles_at();
        if let Some(report) = self.moves.replay_forward() {
            self.accepted(&before, &report, cx);
        }
    }

    /// Steps back one move, animated as an undo is.
    pub(super) fn replay_back(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
        let (position, _) = self.moves.replay_position();
        let Some(back) = position
            .checked_sub(1)
            .and_then(|p| self.moves.replay_at(p))
        else {
            return;
        };
        let before = self.tiles_at();
        self.moves.replace(back);
        self.selection = None;
        let after = self.tiles_at();
        let steps = timeline::undone(&before, &after, self.view);
        self.animate(&before, steps, cx);
    }

    /// Shows the game after `to` moves at once.
    pub(super) fn replay_seek(&mut self, to: usize, cx: &mut PlayContext) {
        self.fast_forward(cx);
        let (position, _) = self.moves.replay_position();
        if to != position
            && let Some(at) = self.moves.replay_at(to)
        {
            self.moves.replace(at);
            self.selection = None;
            self.show_rest(cx);
        }
    }
}
