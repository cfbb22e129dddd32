//! The 2048 mode's session: the game, its dialogs, its animation and what it saves, as a
//! pure state machine like ExponenTorus's [`Session`](super::Session) and apart from it.
//! The page hands it one [`SlideIntent`] at a time and carries out the [`SlideEffect`]s
//! it returns; the components read its state.
//!
//! A move plays in two steps when animated: the tiles slide (merged-away tiles ride into
//! their partner's cell), then, when the page's timer ticks, the board rests with the
//! merged tiles popping and the new tile appearing. A move made while one is still
//! sliding is queued, and the sliding one is finished at once (snapped, without
//! transitions) before the queued one plays: no input is lost and no two moves overlap.

use std::collections::VecDeque;

use crate::sim::slide::{SlideGame, SlideHistory, SlideRefusal, SlideReport};
use crate::sim::{Direction, Outcome, Pos, TileId};

use super::announce;
use super::launch::SeedParam;
use super::saves::parse_best;
use super::settings::{Palette, Settings, Speed, Theme};
use super::slide_saves::{BEST_PREFIX, GAME_KEY, LoadedSlide};
use super::stats::Finished;

/// How long the slide takes at normal speed, in milliseconds (the CSS `--move-ms`).
pub const SLIDE_MILLIS: u32 = 130;
/// How long a finished-early move rests, snapped, before the queued one plays: one frame
/// or so, for the browser to draw the snapped board.
pub const SNAP_MILLIS: u32 = 20;

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

/// What a tile is doing, for its animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// At rest, or sliding to its cell.
    Still,
    /// Sliding into a partner's cell, where it vanishes when the slide ends.
    Vanishing,
    /// Just made by a merge: it pops.
    Merged,
    /// Just drawn: it appears.
    New,
}

/// One tile as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShownTile {
    /// The tile's id, which keys its element.
    pub id: TileId,
    /// Its cell (its destination while sliding).
    pub pos: Pos,
    /// The value shown.
    pub value: u64,
    /// Its animation.
    pub look: Look,
}

/// Where the animation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Motion {
    Rest,
    /// The tiles glide to their cells; the rest state follows at the tick.
    Sliding,
    /// A slide finished early: the board shows its end at once, then the queue plays.
    Snapped,
}

/// What a page load starts the 2048 mode with.
#[derive(Debug)]
pub struct SlideLaunch {
    /// The stored 2048 game with its history, or why it could not be read.
    pub saved: Result<LoadedSlide, String>,
    /// The address's `seed`.
    pub url_seed: SeedParam,
    /// The address's `size`, if it names one.
    pub url_size: Option<String>,
    /// The shared settings.
    pub settings: Settings,
    /// The best score of each side (index = side).
    pub bests: Vec<u64>,
    /// The system's reduced-motion preference.
    pub reduced_motion: bool,
    /// Randomness for new games' seeds.
    pub entropy: u64,
}

/// The 2048 mode's whole state.
#[derive(Clone, Debug)]
pub struct SlideSession {
    history: SlideHistory,
    /// Slides taken back, the last one first to come back (redo); a new slide clears them.
    undone: Vec<Direction>,
    bests: Vec<u64>,
    settings: Settings,
    reduced_motion: bool,
    entropy: u64,
    motion: Motion,
    serial: u32,
    shown: Vec<ShownTile>,
    /// The board at rest after the move in play, shown at the tick.
    after: Vec<ShownTile>,
    queue: VecDeque<Direction>,
    new_game_open: bool,
    win_open: bool,
    help_open: bool,
    settings_open: bool,
    offer: Option<(u64, usize)>,
    notices: Vec<String>,
    status: String,
    effects: Vec<SlideEffect>,
}

impl SlideSession {
    /// Opens the session from what the page starts with: the saved game, unless the
    /// address names another one and the saved game is not under way (then that one is
    /// offered instead of being thrown away).
    pub fn open(launch: SlideLaunch) -> (SlideSession, Vec<SlideEffect>) {
        let mut entropy = launch.entropy;
        let url_size = launch
            .url_size
            .as_deref()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .filter(|n| (3..=8).contains(n));
        let mut notices = Vec::new();
        let saved = match launch.saved {
            Ok(LoadedSlide::Game(history)) => Some(*history),
            Ok(LoadedSlide::Nothing) => None,
            Ok(LoadedSlide::Unreadable { error, backup_key }) => {
                notices.push(match backup_key {
                    Some(key) => {
                        format!("{error} A new game was started; the old save is kept as {key}.")
                    }
                    None => format!("{error} A new game was started."),
                });
                None
            }
            Err(why) => {
                notices.push(format!("Saving is off: {why}. The game plays on."));
                None
            }
        };
        let size_wanted = url_size.unwrap_or(4);
        let mut offer = None;
        let history = match (saved, &launch.url_seed) {
            (Some(saved), SeedParam::Valid(seed))
                if saved.game().seed() == *seed
                    && url_size.is_none_or(|n| n == saved.game().board().size()) =>
            {
                saved
            }
            (Some(saved), SeedParam::Valid(seed)) if under_way(saved.game()) => {
                offer = Some((*seed, size_wanted));
                saved
            }
            (_, SeedParam::Valid(seed)) => new_game(*seed, size_wanted),
            (Some(saved), _) => saved,
            (None, _) => new_game(super::session::draw_seed(&mut entropy), size_wanted),
        };
        let mut session = SlideSession {
            shown: Vec::new(),
            after: Vec::new(),
            win_open: history.win_pending(),
            history,
            undone: Vec::new(),
            bests: launch.bests,
            settings: launch.settings,
            reduced_motion: launch.reduced_motion,
            entropy,
            motion: Motion::Rest,
            serial: 0,
            queue: VecDeque::new(),
            new_game_open: false,
            help_open: false,
            settings_open: false,
            offer,
            notices,
            status: String::new(),
            effects: Vec::new(),
        };
        session.rest_as_is();
        session.status = session.start_sentence();
        session.save_game();
        session.show_address();
        if session.settings.theme != Theme::System {
            session
                .effects
                .push(SlideEffect::ThemeColour(session.settings.theme));
        }
        let effects = std::mem::take(&mut session.effects);
        (session, effects)
    }

    /// Acts on `intent`; returns what the page must do.
    pub fn handle(&mut self, intent: SlideIntent) -> Vec<SlideEffect> {
        match intent {
            SlideIntent::Slide(dir) => self.slide(dir),
            SlideIntent::OpenNewGame => {
                self.finish_now();
                self.new_game_open = true;
            }
            SlideIntent::StartNewGame(size) => {
                let seed = super::session::draw_seed(&mut self.entropy);
                self.begin(new_game(seed, size));
            }
            SlideIntent::CloseNewGame => {
                if self.new_game_open {
                    self.new_game_open = false;
                    self.effects.push(SlideEffect::FocusBoard);
                }
            }
            SlideIntent::Cancel => {
                if self.settings_open {
                    self.close_settings();
                } else if self.new_game_open {
                    self.new_game_open = false;
                    self.effects.push(SlideEffect::FocusBoard);
                } else {
                    self.help_open = false;
                }
            }
            SlideIntent::Undo => {
                if !self.modal_open() {
                    self.undo();
                }
            }
            SlideIntent::Redo => {
                if !self.modal_open() {
                    self.redo();
                }
            }
            SlideIntent::ToggleHelp => {
                if !self.settings_open {
                    self.help_open = !self.help_open;
                }
            }
            SlideIntent::CloseHelp => self.help_open = false,
            SlideIntent::OpenSettings => {
                self.finish_now();
                self.settings_open = true;
            }
            SlideIntent::CloseSettings => self.close_settings(),
            SlideIntent::SetTheme(theme) => {
                self.settings.theme = theme;
                self.save_settings();
                self.effects.push(SlideEffect::ThemeColour(theme));
            }
            SlideIntent::SetPalette(palette) => {
                self.settings.palette = palette;
                self.save_settings();
            }
            SlideIntent::StorageChanged { key, value } => self.storage_changed(&key, value),
            SlideIntent::KeepGoing => {
                self.win_open = false;
                self.history.keep_going();
                self.save_game();
                self.status = "Keep going: the tiles go on past 2048.".into();
                self.effects.push(SlideEffect::FocusBoard);
            }
            SlideIntent::AcceptOffer => {
                if let Some((seed, size)) = self.offer.take() {
                    self.begin(new_game(seed, size));
                }
            }
            SlideIntent::DismissNotices => {
                self.notices.clear();
                self.offer = None;
            }
            SlideIntent::SetSpeed(speed) => {
                self.settings.speed = Some(speed);
                self.save_settings();
            }
            SlideIntent::Tick(serial) => self.tick(serial),
            SlideIntent::ReducedMotion(reduced) => self.reduced_motion = reduced,
            SlideIntent::SaveFailed(why) => {
                let notice = format!("Saving is off: {why}. The game plays on.");
                if !self.notices.contains(&notice) {
                    self.notices.push(notice);
                }
            }
        }
        std::mem::take(&mut self.effects)
    }

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

    fn dialog_open(&self) -> bool {
        self.modal_open() || self.win_open || self.history.game().outcome() == Outcome::GameOver
    }

    /// Whether a dialog that takes every key is open.
    fn modal_open(&self) -> bool {
        self.new_game_open || self.settings_open
    }

    fn close_settings(&mut self) {
        if self.settings_open {
            self.settings_open = false;
            self.effects.push(SlideEffect::FocusBoard);
        }
    }

    fn save_settings(&mut self) {
        self.effects
            .push(SlideEffect::SaveSettings(self.settings.clone()));
    }

    /// Another tab's write: its 2048 save is the newest state of the game, and its best
    /// scores count here too.
    fn storage_changed(&mut self, key: &str, value: Option<String>) {
        if key == GAME_KEY {
            let Some(Ok(history)) = value.map(|text| SlideHistory::from_json(&text)) else {
                return;
            };
            if history != self.history {
                self.replace_game(history);
                let notice = announce::adopted_from_other_tab();
                if !self.notices.contains(&notice) {
                    self.notices.push(notice);
                }
            }
        } else if let Some(size) = key.strip_prefix(BEST_PREFIX) {
            let best = parse_best(value.as_deref());
            if let Some(mine) = size
                .parse::<usize>()
                .ok()
                .and_then(|n| self.bests.get_mut(n))
            {
                *mine = (*mine).max(best);
            }
        }
    }

    /// Shows `history` in place of the game in play, at rest, its dialogs as it stands.
    fn replace_game(&mut self, history: SlideHistory) {
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.undone.clear();
        self.win_open = history.win_pending();
        self.history = history;
        self.rest_as_is();
    }

    /// Takes back the last slide: board, score, moves and the generator are as they were.
    fn undo(&mut self) {
        self.finish_now();
        let Some(dir) = self.history.undo() else {
            self.status = announce::nothing_to_undo();
            return;
        };
        self.undone.push(dir);
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.win_open = self.history.win_pending();
        self.rest_as_is();
        self.save_game();
        self.status = format!(
            "Took back the slide {}. Score {}, {}.",
            direction_word(dir),
            self.history.game().score(),
            announce::undo_count(self.history.undos())
        );
    }

    /// Plays the last slide taken back again.
    fn redo(&mut self) {
        self.finish_now();
        let Some(dir) = self.undone.pop() else {
            self.status = announce::nothing_to_redo();
            return;
        };
        let kept = std::mem::take(&mut self.undone);
        self.motion = Motion::Rest;
        self.queue.clear();
        self.play(dir);
        self.undone = kept;
    }

    fn slide(&mut self, dir: Direction) {
        match self.motion {
            Motion::Rest if self.queue.is_empty() => self.play(dir),
            Motion::Rest | Motion::Snapped => self.queue.push_back(dir),
            Motion::Sliding => {
                self.queue.push_back(dir);
                self.finish_now();
            }
        }
    }

    /// Ends a slide in play at once: the board snaps to its end, and the queue plays after
    /// a frame.
    fn finish_now(&mut self) {
        if self.motion != Motion::Sliding {
            return;
        }
        self.shown = self
            .after
            .iter()
            .map(|t| ShownTile {
                look: Look::Still,
                ..*t
            })
            .collect();
        self.motion = Motion::Snapped;
        self.serial = self.serial.wrapping_add(1);
        self.effects.push(SlideEffect::Wait {
            millis: SNAP_MILLIS,
            serial: self.serial,
        });
    }

    fn tick(&mut self, serial: u32) {
        if serial != self.serial || self.motion == Motion::Rest {
            return;
        }
        if self.motion == Motion::Sliding {
            self.shown = std::mem::take(&mut self.after);
        }
        self.motion = Motion::Rest;
        while self.motion == Motion::Rest {
            let Some(dir) = self.queue.pop_front() else {
                break;
            };
            self.play(dir);
        }
    }

    fn play(&mut self, dir: Direction) {
        if self.dialog_open() {
            self.queue.clear();
            return;
        }
        let before = self.shown.clone();
        match self.history.play(dir) {
            Err(SlideRefusal::NothingMoves) => {
                self.status = format!("Nothing moves {}.", direction_word(dir));
            }
            Err(SlideRefusal::GameOver) => {
                self.status = "Game over: no move changes the board.".into()
            }
            Ok(report) => self.accepted(&before, &report),
        }
    }

    fn accepted(&mut self, before: &[ShownTile], report: &SlideReport) {
        self.undone.clear();
        self.save_game();
        let size = self.history.game().board().size();
        // As in the main game, the best is a game played straight: one with undos never
        // raises it.
        if self.history.undos() == 0 && self.history.game().score() > self.best() {
            if let Some(best) = self.bests.get_mut(size) {
                *best = self.history.game().score();
            }
            self.effects.push(SlideEffect::SaveBest {
                size,
                best: self.history.game().score(),
            });
        }
        if report.first_win {
            self.win_open = true;
        }
        if self.history.game().outcome() == Outcome::GameOver {
            self.effects
                .push(SlideEffect::Record(Finished::classic(&self.history)));
        }
        self.status = move_sentence(report, self.history.game());
        let mut after = self.at_rest(Look::Still);
        for tile in &mut after {
            if report.merges.iter().any(|m| m.id == tile.id) {
                tile.look = Look::Merged;
            } else if report.spawn.is_some_and(|s| s.id == tile.id) {
                tile.look = Look::New;
            }
        }
        let millis = self.speed().scale(SLIDE_MILLIS);
        if millis == 0 {
            self.shown = after;
            return;
        }
        // Every tile of the board before, at its destination, with its old value.
        let mut sliding: Vec<ShownTile> = before
            .iter()
            .map(|t| ShownTile {
                look: Look::Still,
                ..*t
            })
            .collect();
        for tile in &mut sliding {
            if let Some(slide) = report.slides.iter().find(|s| s.id == tile.id) {
                tile.pos = slide.to;
            }
            if report.merges.iter().any(|m| m.absorbed == tile.id) {
                tile.look = Look::Vanishing;
            }
        }
        self.shown = sliding;
        self.after = after;
        self.motion = Motion::Sliding;
        self.serial = self.serial.wrapping_add(1);
        self.effects.push(SlideEffect::Wait {
            millis,
            serial: self.serial,
        });
    }

    /// Starts `game` in place of the one in play.
    fn begin(&mut self, history: SlideHistory) {
        self.history = history;
        self.undone.clear();
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.new_game_open = false;
        self.win_open = false;
        self.offer = None;
        self.rest_as_is();
        self.status = self.start_sentence();
        self.save_game();
        self.show_address();
        self.effects.push(SlideEffect::FocusBoard);
    }

    fn at_rest(&self, look: Look) -> Vec<ShownTile> {
        let mut tiles: Vec<ShownTile> = self
            .history
            .game()
            .board()
            .tiles()
            .map(|(pos, tile)| ShownTile {
                id: tile.id,
                pos,
                value: tile.value(),
                look,
            })
            .collect();
        tiles.sort_by_key(|t| t.id);
        tiles
    }

    fn rest_as_is(&mut self) {
        self.shown = self.at_rest(Look::Still);
        self.after.clear();
    }

    fn save_game(&mut self) {
        self.effects
            .push(SlideEffect::SaveGame(self.history.to_json()));
    }

    fn show_address(&mut self) {
        self.effects.push(SlideEffect::ShowAddress {
            seed: self.history.game().seed(),
            size: self.history.game().board().size(),
        });
    }

    fn start_sentence(&self) -> String {
        let n = self.history.game().board().size();
        format!(
            "2048, game {} on {n} by {n}. Slide the tiles with the arrow keys.",
            self.history.game().seed()
        )
    }
}

/// A new game of `size` from `seed` (a side outside 3..=8 gives the default 4×4).
fn new_game(seed: u64, size: usize) -> SlideHistory {
    SlideHistory::new(SlideGame::with_size(seed, size).unwrap_or_else(|_| SlideGame::new(seed)))
}

/// Whether a game is worth keeping rather than replacing by a link's game.
fn under_way(game: &SlideGame) -> bool {
    game.moves() > 0 && game.outcome() == Outcome::InPlay
}

fn direction_word(dir: Direction) -> &'static str {
    match dir {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
    }
}

/// What a move did, in words for the live region: the merges and the score.
fn move_sentence(report: &SlideReport, game: &SlideGame) -> String {
    let mut out = format!("Slid {}.", direction_word(report.dir));
    if !report.merges.is_empty() {
        let made: Vec<String> = report.merges.iter().map(|m| m.value.to_string()).collect();
        out.push_str(&format!(" Merged into {}.", made.join(", ")));
    }
    out.push_str(&format!(" Score {}.", game.score()));
    if report.first_win {
        out.push_str(" You made 2048: you win!");
    } else if game.outcome() == Outcome::GameOver {
        out.push_str(" Game over: no move changes the board.");
    }
    out
}

/// The direction of a swipe or drag of `dx`, `dy` pixels on a board whose cells are
/// `cell` pixels wide: its longer axis, once the stroke is at least a third of a cell (and
/// 12 pixels) long; `None` for a tap or a stroke too short to mean a move.
pub fn swipe_direction(dx: f64, dy: f64, cell: f64) -> Option<Direction> {
    let least = (cell / 3.0).max(12.0);
    if dx.abs().max(dy.abs()) < least {
        return None;
    }
    Some(if dx.abs() >= dy.abs() {
        if dx > 0.0 {
            Direction::Right
        } else {
            Direction::Left
        }
    } else if dy > 0.0 {
        Direction::Down
    } else {
        Direction::Up
    })
}

#[cfg(test)]
mod tests;
