//! What the 2048 page hands its session, and what the session asks the page to do.

use crate::model::settings::{Palette, Settings, Speed, Theme};
use crate::model::stats::Finished;
use rules::Direction;

/// What happened, for the 2048 session to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum SlideIntent {
    /// Arrows, WASD, a swipe or a drag on the board.
    Slide(Direction),
    /// N, or the New game button: open the new-game dialog.
    OpenNewGame,
    /// The new-game dialog's Start, with the side picked.
    StartNewGame(usize),
    /// Close the new-game dialog (its Cancel).
    CloseNewGame,
    /// Escape: close the dialog or panel on top.
    Cancel,
    /// U, Ctrl+Z or the Undo button: take back the last slide.
    Undo,
    /// Shift+U, Ctrl+Y or the Redo button: play a taken-back slide again.
    Redo,
    /// ? or its button: show or hide how to play.
    ToggleHelp,
    /// The how-to-play panel's close button.
    CloseHelp,
    /// The Settings button.
    OpenSettings,
    /// The settings dialog's Done or Escape.
    CloseSettings,
    /// A theme picked in the settings.
    SetTheme(Theme),
    /// Tile colours picked in the settings.
    SetPalette(Palette),
    /// Another tab wrote `value` under `key` (`None`: removed it).
    StorageChanged {
        /// The storage key.
        key: String,
        /// Its new value.
        value: Option<String>,
    },
    /// "Keep going" in the win dialog.
    KeepGoing,
    /// "Play game N instead": the link's game, offered while a game was under way.
    AcceptOffer,
    /// The notices' close button.
    DismissNotices,
    /// A speed picked in the menu.
    SetSpeed(Speed),
    /// The timer of [`SlideEffect::Wait`] with this serial ran out.
    Tick(u32),
    /// The system's reduced-motion preference changed.
    ReducedMotion(bool),
    /// A write the session asked for failed.
    SaveFailed(String),
}

/// What the page must do for the 2048 session.
#[derive(Clone, Debug, PartialEq)]
pub enum SlideEffect {
    /// Send [`SlideIntent::Tick`] with `serial` after `millis` (replacing any timer).
    Wait {
        /// How long, in milliseconds.
        millis: u32,
        /// The serial to send back, so a stale timer is recognised.
        serial: u32,
    },
    /// Store the game's save JSON under the 2048 game key.
    SaveGame(String),
    /// Store `best` as the best score of side `size`.
    SaveBest {
        /// The board side.
        size: usize,
        /// The best score.
        best: u64,
    },
    /// Store the shared settings.
    SaveSettings(Settings),
    /// Point the browser's theme colour at this theme.
    ThemeColour(Theme),
    /// Show the game in the address bar (`?mode=2048&seed=…&size=…`) without a reload,
    /// so a reload resumes it and the address can be shared.
    ShowAddress {
        /// The game's seed.
        seed: u64,
        /// Its board side.
        size: usize,
    },
    /// Give the board the keyboard focus (a dialog that had it closed).
    FocusBoard,
    /// Record this game, which has just ended, in the statistics.
    Record(Finished),
}
