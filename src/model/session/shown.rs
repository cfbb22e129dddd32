//! What the page shows of a session: read-only views of its game, view, marks, dialogs,
//! notices and animation.

use rules::{Outcome, Pos, TileId};

use crate::model::TorusHistory as History;
use rules::exponentile::{Game, Move};

use super::{DailyPlay, Motion, Session};
use crate::model::day::Day;
use crate::model::replay::Replay;
use crate::model::settings::{Palette, Speed, Theme};
use crate::model::sizes::Bests;
use crate::model::timeline::{Popup, TileVis};
use crate::model::torus::View;

impl Session {
    /// The game: always the truth, ahead of the animation.
    pub fn game(&self) -> &Game {
        self.history.game()
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

    /// Whether the how-to-play panel is open.
    pub fn help_open(&self) -> bool {
        self.help_open
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        self.settings_open
    }

    /// Whether the "start a new game?" question is open.
    pub fn confirming_new_game(&self) -> bool {
        self.confirm_new
    }

    /// Whether the game-over dialog shows: the game is over and the board at rest.
    pub fn game_over_shown(&self) -> bool {
        self.history.game().outcome() == Outcome::GameOver
            && self.motion == Motion::Rest
            && self.replay.is_none()
    }

    /// The daily game in play, on a daily page.
    pub fn daily(&self) -> Option<DailyPlay> {
        self.daily
    }

    /// A day's daily game offered while another day's was kept.
    pub fn daily_offer(&self) -> Option<Day> {
        self.daily_offer
    }

    /// Whether the statistics panel is open.
    pub fn stats_open(&self) -> bool {
        self.stats_open
    }

    /// The replay being watched, in a replay viewer.
    pub fn replay(&self) -> Option<&Replay> {
        self.replay.as_ref()
    }

    /// Problems to tell the player about (storage, saves, the URL).
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// A game from the URL (seed and side), offered while the saved game under way was
    /// kept.
    pub fn offer(&self) -> Option<(u64, usize)> {
        self.offer
    }

    /// The board's side in play.
    pub fn size(&self) -> usize {
        self.history.game().board().size()
    }

    /// The game with its start and move log, as it is saved.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Moves taken back in this game.
    pub fn undos(&self) -> u32 {
        self.history.undos()
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.log().is_empty()
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The best score on boards of the side in play.
    pub fn best(&self) -> u64 {
        self.bests.get(self.size())
    }

    /// The best score of each board side.
    pub fn bests(&self) -> Bests {
        self.bests
    }

    /// The score to show: it steps up pass by pass while a move animates.
    pub fn shown_score(&self) -> u64 {
        self.shown_score
    }

    /// The live region's text.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The animation speed in force: the player's choice, else the system's preference.
    pub fn speed(&self) -> Speed {
        match &self.replay {
            Some(replay) => replay.speed(),
            None => self.settings.effective_speed(self.reduced_motion),
        }
    }

    /// The theme: the player's choice, or the system's.
    pub fn theme(&self) -> Theme {
        self.settings.theme
    }

    /// The tiles' palette.
    pub fn palette(&self) -> Palette {
        self.settings.palette
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

    /// Points popping up during a move, keyed by a serial.
    pub fn popups(&self) -> &[(u32, Popup)] {
        &self.popups
    }

    /// Every tile of the game, still, where the view shows it.
    pub fn tiles_at_rest(&self) -> Vec<(TileId, TileVis)> {
        self.history
            .game()
            .board()
            .iter()
            .map(|(pos, t)| (t.id, TileVis::at_rest(pos, t.value(), self.view)))
            .collect()
    }

    /// The value at `pos`, 0 off the board.
    pub fn value_at(&self, pos: Pos) -> u64 {
        self.history
            .game()
            .board()
            .get(pos)
            .map_or(0, |t| t.value())
    }
}
