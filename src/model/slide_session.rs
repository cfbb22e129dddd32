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

use crate::model::slide_saves::SlideHistory;
use rules::{Direction, Outcome, Pos, TileId};

use super::announce;
use super::launch::SeedParam;
use super::saves::parse_best;
use super::settings::{Settings, Theme};
use super::slide_saves::{BEST_PREFIX, GAME_KEY, LoadedSlide};

/// How long the slide takes at normal speed, in milliseconds (the CSS `--move-ms`).
pub const SLIDE_MILLIS: u32 = 130;
/// How long a finished-early move rests, snapped, before the queued one plays: one frame
/// or so, for the browser to draw the snapped board.
pub const SNAP_MILLIS: u32 = 20;

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
            win_open: history.game().win_pending(),
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
                self.history.mark(rules::twenty48::Game::keep_going);
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
        self.win_open = history.game().win_pending();
        self.history = history;
        self.rest_as_is();
    }
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

mod slide_intent;
mod slide_shown;
mod sliding;

pub use slide_intent::{SlideEffect, SlideIntent};
use sliding::{new_game, under_way};

#[cfg(test)]
mod tests;
