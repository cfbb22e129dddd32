//! What the 2048 page shows of its session: read-only views of its game, tiles, dialogs
//! and notices.

use crate::model::settings::{Palette, Speed, Theme};
use crate::model::slide_saves::SlideHistory;
use rules::twenty48::Game as SlideGame;
use rules::{Outcome, Pos};

use super::{Motion, ShownTile, SlideSession};

impl SlideSession {
    /// The game.
    pub fn game(&self) -> &SlideGame {
        self.history.game()
    }

    /// The game with its history, as saved.
    pub fn history(&self) -> &SlideHistory {
        &self.history
    }

    /// Slides taken back in this game.
    pub fn undos(&self) -> u32 {
        self.history.undos()
    }

    /// Whether a slide can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.history.log().is_empty()
    }

    /// Whether a slide taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Whether the how-to-play panel is open.
    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        self.settings_open
    }

    /// The theme in force.
    pub fn theme(&self) -> Theme {
        self.settings.theme
    }

    /// The tiles' colours.
    pub fn palette(&self) -> Palette {
        self.settings.palette
    }

    /// The tiles as shown, in id order.
    pub fn shown(&self) -> &[ShownTile] {
        &self.shown
    }

    /// Whether tiles are gliding (CSS transitions on).
    pub fn moving(&self) -> bool {
        self.motion == Motion::Sliding
    }

    /// The best score of the board's side.
    pub fn best(&self) -> u64 {
        self.bests
            .get(self.history.game().board().size())
            .copied()
            .unwrap_or(0)
    }

    /// The speed animations play at.
    pub fn speed(&self) -> Speed {
        self.settings.effective_speed(self.reduced_motion)
    }

    /// Whether the new-game dialog is open.
    pub fn new_game_open(&self) -> bool {
        self.new_game_open
    }

    /// Whether the "You win" dialog is open (once the board is at rest).
    pub fn win_shown(&self) -> bool {
        self.win_open && self.motion == Motion::Rest
    }

    /// Whether the game-over dialog is open.
    pub fn game_over_shown(&self) -> bool {
        self.history.game().outcome() == Outcome::GameOver
            && self.motion == Motion::Rest
            && !self.win_open
            && !self.new_game_open
    }

    /// The link's game offered while a game is under way: seed and side.
    pub fn offer(&self) -> Option<(u64, usize)> {
        self.offer
    }

    /// Problems worth telling.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The last thing said about the game, for the live region.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The value at `pos` on the board at rest, 0 for an empty cell.
    pub fn value_at(&self, pos: Pos) -> u64 {
        self.history
            .game()
            .board()
            .get(pos)
            .map_or(0, |t| t.value())
    }
}
