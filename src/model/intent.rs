//! What the page tells the session ([`Intent`]) and what the session asks of the page in
//! return ([`Effect`]). Both are plain data: the browser adapters make intents from DOM
//! events, and carry out effects; the session's tests read them directly.

use rules::{Direction, TileId};

use super::day::Day;
use super::input::Action;
use super::replay::ReplayControl;
use super::saves::StoreError;
use super::settings::{Palette, Settings, Speed, Theme};
use super::stats::Finished;
use super::timeline::{Change, TileVis};

/// One thing that happened, for the session to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// A key the keyboard adapter mapped, or a HUD button that does the same (Hint, New
    /// game, How to play).
    Action(Action),
    /// A click or tap on this view cell.
    Tap((i32, i32)),
    /// A flick or drag from this view cell towards a neighbour.
    Swipe((i32, i32), Direction),
    /// Roll the view's content by whole cells (a two-finger drag).
    Roll(i32, i32),
    /// The how-to-play panel's close button.
    CloseHelp,
    /// The New game button: the new-game dialog (mode and size) opens even when no game
    /// is under way, unlike N, which then starts straight away.
    OpenNewGame,
    /// "Start" in the new-game dialog, ExponenTorus picked, with the board side picked.
    ConfirmNewGame(usize),
    /// "Cancel" in that dialog.
    KeepPlaying,
    /// "New game" in the game-over dialog.
    PlayAgain,
    /// "Play game N instead": the link's game, offered while a game was under way.
    AcceptOffer,
    /// The notices' close button.
    DismissNotices,
    /// The Settings button: open the settings dialog.
    OpenSettings,
    /// The settings dialog's Done button (Esc closes it too).
    CloseSettings,
    /// A speed picked in the menu.
    SetSpeed(Speed),
    /// A theme picked in the menu.
    SetTheme(Theme),
    /// A palette picked in the menu.
    SetPalette(Palette),
    /// Another tab wrote `value` under `key` in the shared store (`None`: removed it).
    StorageChanged {
        /// The key written.
        key: String,
        /// Its new value.
        value: Option<String>,
    },
    /// A write the session asked for failed.
    SaveFailed(StoreError),
    /// The timer of [`Effect::Wait`] with this serial ran out.
    Tick(u32),
    /// The system's reduced-motion preference changed.
    ReducedMotion(bool),
    /// A key the game has no use for (it only stops Watch).
    OtherKey,
    /// The page yielded after [`Effect::Think`] with this serial: search on.
    Think(u32),
    /// A replay viewer's control or key.
    Replay(ReplayControl),
    /// The Statistics button: open the statistics panel.
    OpenStats,
    /// The statistics panel's Close button (Esc closes it too).
    CloseStats,
}

/// One thing the page must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Show these tile changes at once; CSS transitions play them.
    Animate(Vec<Change>),
    /// Send [`Intent::Tick`] with `serial` after `millis` (replacing any timer running).
    Wait {
        /// How long, in milliseconds.
        millis: u32,
        /// The serial to send back, so a stale timer is recognised.
        serial: u32,
    },
    /// Stop any timer and show exactly these tiles, still; any other tile is gone. The
    /// tiles are taken when the effect is made: a later effect of the same intent may
    /// animate from them.
    Rest(Vec<(TileId, TileVis)>),
    /// Write this record to storage; report a failure with [`Intent::SaveFailed`].
    Save(Record),
    /// Drop the query from the address bar: it names a game other than the one in play,
    /// and a reload must resume this one instead of offering that one again.
    ForgetUrlQuery,
    /// Give the board the keyboard focus (a dialog that had it closed).
    FocusBoard,
    /// Make the browser's own theme colour (title bar, task switcher) that of this theme.
    ThemeColour(Theme),
    /// Let the browser draw and take input, then send [`Intent::Think`] with this serial
    /// (the solver searches in slices; a stale serial is ignored).
    Think(u32),
    /// Name this day's daily game in the address (`?daily=…`), without a reload, so a
    /// reload resumes it.
    DailyAddress(Day),
    /// Leave the daily game for the free game, starting a new one of this seed and side (offered
    /// beside a free game under way, as a seed link is): a page load at `?seed=`.
    OpenFreeGame {
        /// The new game's seed.
        seed: u64,
        /// Its board's side.
        size: usize,
    },
}

/// Something to keep in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    /// The free game in play, as the sim's save JSON.
    Game(String),
    /// The daily game in play, as the sim's save JSON.
    Daily(String),
    /// A game that has just ended, for the statistics (dated when written).
    Finished(Finished),
    /// The best score on boards of one side.
    Best {
        /// The board's side.
        size: usize,
        /// Its best score.
        best: u64,
    },
    /// The player's settings.
    Settings(Settings),
}
