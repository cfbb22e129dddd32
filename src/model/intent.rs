//! What the page tells the session ([`Intent`]) and what the session asks of the page in
//! return ([`Effect`]). Both are plain data: the browser adapters make intents from DOM
//! events, and carry out effects; the session's tests read them directly.

use super::puzzle::{Puzzle, PuzzleError};
use std::sync::Arc;

use rules::{Mode, TileId};

use super::backup::{Backup, RestoreError};
use super::i18n::Language;
use super::input::Action;
use super::posting::asks::{PostingIntent, Request};
use super::race::{RaceAsk, RaceEffect};
use super::replay::ReplayControl;
use super::saves::{Loaded, Record, Slot};

use super::settings::{Palette, Speed, Theme};
use super::sound::Sound;
use super::stats::LoadedStats;
use super::storage::StoreError;
use super::stroke::BoardInput;
use super::tile_motion::{Change, TileTrack, TileVis};

/// One thing that happened, for the session to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// A key the keyboard adapter mapped, or a button that does the same (Hint, Undo, How
    /// to play…).
    Action(Action),
    /// A tap, swipe or roll on the board (cells in the view's coordinates).
    Board(BoardInput),
    /// The how-to-play panel's close button.
    CloseHelp,
    /// The New game button: the new-game dialog (mode and size) opens even when no game
    /// is under way, unlike N, which then starts straight away.
    OpenNewGame,
    /// "Start" in the new-game dialog: a new game of this mode on this side.
    StartNewGame(Mode, usize),
    /// "Cancel" in that dialog (Escape too).
    CloseNewGame,
    /// "New game" (or "Play again") in the game-over box, or "New game" in 2048's win box.
    PlayAgain,
    /// "Keep going" in 2048's win box.
    KeepGoing,
    /// Back to a mode's game as it was left (the link at the bottom of another mode).
    SwitchMode(Mode),
    /// The page read a mode's saved game, as [`Effect::Load`] asked.
    Loaded {
        /// The mode.
        mode: Mode,
        /// The slot read.
        slot: Slot,
        /// What storage held.
        loaded: Result<Loaded, StoreError>,
        /// The epoch milliseconds it was read at.
        now_ms: u64,
    },
    /// "Play game N instead": the offered game.
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
    /// A volume set in the settings, 0 to 100.
    SetVolume(u8),
    /// A language picked in the settings.
    SetLanguage(Language),
    /// The page load asked for this language, and its messages could not be had (offline
    /// on the first visit in it) or read: the page is in English.
    LanguageUnavailable(Language),
    /// "Play the tutorial" in how to play.
    StartTutorial,
    /// The tutorial's Skip, or its Play at the end: back to the player's own game.
    LeaveTutorial,
    /// The puzzle's Back: to the player's own game.
    LeavePuzzle,
    /// The puzzle a link or the puzzle of the day asked for, as the server gave it or the
    /// page hunted it.
    PuzzleArrived(Box<Puzzle>),
    /// The puzzle asked for cannot be had: why.
    PuzzleRefused(PuzzleError),
    /// Another tab wrote `value` under `key` in the shared store (`None`: removed it).
    StorageChanged {
        /// The key written.
        key: String,
        /// Its new value.
        value: Option<String>,
    },
    /// A write the session asked for failed.
    SaveFailed(StoreError),
    /// The statistics [`Effect::ReadStats`] asked for, as storage holds them.
    StatsRead(Result<LoadedStats, StoreError>),
    /// The Saves panel opened.
    OpenSaves,
    /// What an export holds, as [`Effect::CollectBackup`] collected it.
    BackupCollected(Arc<Backup>),
    /// The player confirmed importing this backup in place of everything kept.
    ReplaceSaves(Arc<Backup>),
    /// How [`Effect::ReplaceSaves`] went.
    SavesReplaced(Result<(), RestoreError>),
    /// The timer of [`Effect::Wait`] with this serial ran out.
    Tick(u32),
    /// The system's reduced-motion preference changed.
    ReducedMotion(bool),
    /// A key the game has no use for (it only stops Watch).
    OtherKey,
    /// A tap or click anywhere on the page while the solver plays (Watch), kept from
    /// whatever is under it: it stops Watch, and does nothing else.
    PageTap,
    /// A key was pressed, outside a text field: the player has a keyboard, and the words
    /// name keys from now on.
    KeyPressed,
    /// The page yielded after [`Effect::Think`] with this serial: search on.
    Think(u32),
    /// The page yielded after [`Effect::Analyse`] with this serial: analyse on.
    Analyse(u32),
    /// A replay viewer's control or key.
    Replay(ReplayControl),
    /// The Statistics button: open the statistics panel.
    OpenStats,
    /// The statistics panel's Close button (Esc closes it too).
    CloseStats,
    /// The Leaderboard button (or the game-over box's "See the leaderboard"): open the
    /// leaderboard panel.
    OpenLeaderboard,
    /// The leaderboard panel's Close button (Esc closes it too).
    CloseLeaderboard,
    /// Posting to the leaderboards: a post, its answer, a retry, the player's name.
    Posting(PostingIntent),
    /// Races: the form, a race's link, its socket and its controls.
    Race(RaceAsk),
}

impl Intent {
    /// Whether the player did something that takes the game back from the solver: a key,
    /// a tap, a button that opens a dialog.
    pub fn hands_back(&self) -> bool {
        matches!(
            self,
            Intent::Action(_)
                | Intent::Board(_)
                | Intent::OpenNewGame
                | Intent::OpenStats
                | Intent::OpenLeaderboard
                | Intent::OtherKey
                | Intent::PageTap
        )
    }
}

/// One thing the page must do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Show these tile changes at once; CSS transitions play them.
    Animate(Vec<Change>),
    /// Show `tiles` where a move leaves them, at once, and play each tile's track from
    /// there: the whole move in one write. The tiles its merges take away (`merged`, as
    /// they are last drawn) show only while their tracks do.
    Play {
        /// Every tile of the board, where it rests at the move's end.
        tiles: Vec<(TileId, TileVis)>,
        /// The tiles the move merges away.
        merged: Vec<(TileId, TileVis)>,
        /// Each animated tile's track.
        tracks: Vec<(TileId, TileTrack)>,
    },
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
    /// Read the statistics and send them back with [`Intent::StatsRead`].
    ReadStats,
    /// Collect everything storage keeps as a backup (this seed deals the main game if
    /// none reads) and send it back with [`Intent::BackupCollected`].
    CollectBackup(u64),
    /// Replace everything storage keeps with this backup's, whole or not at all, and say
    /// how it went with [`Intent::SavesReplaced`].
    ReplaceSaves(Arc<Backup>),
    /// Start the page again from what storage holds, like a visit.
    Reload,
    /// Start the page again in the language chosen in the settings: as [`Effect::Reload`],
    /// without the link's `?lang=`, which would speak before the choice.
    ReloadInChosenLanguage,
    /// Read `mode`'s game in `slot` and send it back with [`Intent::Loaded`].
    Load {
        /// The mode.
        mode: Mode,
        /// The slot.
        slot: Slot,
    },
    /// Show this query in the address bar (empty: none), without a reload or a history
    /// entry, so that a reload opens the game in play and the address can be shared.
    ShowAddress(String),
    /// Give the board the keyboard focus: a new game, or an answer that plays on.
    FocusBoard,
    /// Give the keyboard focus back to where it was before the dialog that has just
    /// closed opened (the board, when that is gone).
    GiveBackFocus,
    /// Make the browser's own theme colour (title bar, task switcher) that of this theme.
    ThemeColour(Theme),
    /// Let the browser draw and take input, then send [`Intent::Think`] with this serial
    /// (the solver searches in slices; a stale serial is ignored).
    Think(u32),
    /// Let the browser draw and take input, then send [`Intent::Analyse`] with this serial,
    /// as often as it may within a few milliseconds while the answer is this effect again
    /// (an analysis runs in slices, many to a task; a stale serial is ignored).
    Analyse(u32),
    /// Send [`Intent::Think`] with `serial` after `millis`, whatever timer runs beside it:
    /// Watch's next search waits, so that Watch keeps a pace a person can follow.
    ThinkLater {
        /// The search's serial.
        serial: u32,
        /// How long to wait, in milliseconds.
        millis: u32,
    },
    /// Play `sound` at `volume` (1 to 100), where the page may: once the player has given
    /// the page an input, and while it shows.
    Sound {
        /// The sound.
        sound: Sound,
        /// How loud, 1 to 100.
        volume: u8,
    },
    /// Vibrate for this many milliseconds, where the device can and the page may.
    Vibrate(u32),
    /// Send this request to the game's own server, and its answer back with
    /// [`PostingIntent::Answered`].
    Send(Request),
    /// Send [`PostingIntent::SendWaiting`] (not `all`) after this many milliseconds,
    /// replacing any such timer running.
    WakePosts(u64),
    /// A race's socket, timer or request.
    Race(RaceEffect),
}
