//! The game's state and every intent that changes it, in one place.
//!
//! State flows one way: the controller owns the signals; components read them and report
//! intents (a tap, a swipe, a key's action) by calling its methods, which are the only
//! writers.
//!
//! Input during an animation: the sim is applied at once and the animation is only the
//! view catching up, so an input never waits and never acts on a stale board. Each
//! intent first fast-forwards the view to rest (`settle`) and then applies to the sim's
//! current board, which is exactly what the player then sees. We fast-forward rather
//! than queue because a queued input would be applied to a board the player has not seen
//! yet (a tap aimed at a falling tile would hit whatever lands there); fast-forwarding
//! shows the board first and loses no input.

use std::collections::VecDeque;
use std::time::Duration;

use leptos::prelude::*;

use crate::model::input::Action;
use crate::model::launch::{names_other_seed, under_way};
use crate::model::saves::{self, StoreError};
use crate::model::selection::{self, Tap};
use crate::model::settings::{Settings, Speed};
use crate::model::timeline::{self, Popup, Step, TileAt};
use crate::model::torus::{View, roll_for_cursor_step};
use crate::sim::{Direction, Game, Move, MoveReport, Outcome, Pos, Refusal};
use crate::ui::tile_store::TileStore;
use crate::web::local_storage::WebStore;

/// The view-only state: read by the view, written only by the controller. One signal
/// for all of it, since every distinct signal type costs its own copy of the signal code;
/// the board reads it through selectors, so updates stay fine-grained.
#[derive(Clone, Default)]
pub struct Ui {
    /// The picked-up (keyboard) or selected (mouse, touch) tile.
    pub selection: Option<Pos>,
    /// The hinted move, until the next move.
    pub hint: Option<Move>,
    /// The shift of a roll in progress (the plane slides by it, then the view shifts).
    pub rolling: Option<(i32, i32)>,
    /// The values of the ring of wrapped copies around the view, taken when a roll starts.
    pub ring: Vec<u64>,
    /// Points popping up, keyed for `<For>`.
    pub popups: Vec<(u32, Popup)>,
    /// Problems to tell the player about (storage, saves, the URL).
    pub notices: Vec<String>,
    /// A seed from the URL offered while the saved game under way was kept.
    pub offer: Option<u64>,
    /// The settings.
    pub settings: Settings,
    /// The live region's text.
    pub status: String,
}

/// Whether the game is being saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saving {
    /// Every accepted move is saved.
    On,
    /// Saving failed; the game plays on unsaved.
    Off(StoreError),
}

/// The timers of the animation in progress.
#[derive(Default)]
struct Timers {
    step: Option<TimeoutHandle>,
    roll: Option<TimeoutHandle>,
    steps: VecDeque<Step>,
}

/// All of the game's state, and the intents that change it. Cheap to copy: every field
/// is a handle.
#[derive(Clone, Copy)]
pub struct Controller {
    /// The sim's game: always the truth, applied at once.
    pub game: RwSignal<Game>,
    /// The torus view's offset.
    pub view: RwSignal<View>,
    /// View-only state, in one signal so that its types cost one signal's code.
    pub ui: RwSignal<Ui>,
    /// The tiles as shown.
    pub tiles: TileStore,
    /// True while a move animates (tile transitions on).
    pub moving: RwSignal<bool>,
    /// The score shown, counting up through the passes of a move.
    pub shown_score: RwSignal<u64>,
    /// The best score.
    pub best: RwSignal<u64>,
    /// Whether the system asks for reduced motion.
    pub reduced_motion: RwSignal<bool>,
    /// Whether saving works (nothing shows it reactively, so a stored value).
    pub saving: StoredValue<Saving>,
    /// Whether the how-to-play panel is open.
    pub help_open: RwSignal<bool>,
    /// Whether the "start a new game?" question is open.
    pub confirm_new: RwSignal<bool>,
    popup_serial: StoredValue<u32>,
    store: StoredValue<WebStore, LocalStorage>,
    timers: StoredValue<Timers, LocalStorage>,
}

impl Controller {
    /// A controller for `game`, saving through `store`.
    pub fn new(game: Game, store: WebStore, settings: Settings, best: u64, reduced: bool) -> Self {
        let view = View::new(game.board().size());
        let tiles = TileStore::new(game.board(), view);
        let score = game.score();
        let help_open = !settings.help_seen;
        Controller {
            game: RwSignal::new(game),
            ui: RwSignal::new(Ui {
                settings,
                ..Ui::default()
            }),
            view: RwSignal::new(view),
            tiles,
            moving: RwSignal::new(false),
            shown_score: RwSignal::new(score),
            best: RwSignal::new(best.max(score)),
            reduced_motion: RwSignal::new(reduced),
            saving: StoredValue::new(Saving::On),
            help_open: RwSignal::new(help_open),
            confirm_new: RwSignal::new(false),
            popup_serial: StoredValue::new(0),
            store: StoredValue::new_local(store),
            timers: StoredValue::new_local(Timers::default()),
        }
    }

    /// The animation speed in force.
    pub fn speed(self) -> Speed {
        let reduced = self.reduced_motion.get_untracked();
        self.ui
            .with_untracked(|u| u.settings.effective_speed(reduced))
    }

    /// Tells the player something through the notice area.
    pub fn notify(self, message: impl Into<String>) {
        let message = message.into();
        self.ui.update(|u| {
            if !u.notices.contains(&message) {
                u.notices.push(message);
            }
        });
    }

    /// Puts `message` in the live region.
    pub fn say(self, message: impl Into<String>) {
        let message = message.into();
        self.ui.update(|u| u.status = message);
    }

    /// Clears every notice, and the link's offer with them.
    pub fn dismiss_notices(self) {
        self.ui.update(|u| {
            u.notices.clear();
            u.offer = None;
        });
    }

    /// Offers the URL's seed while the saved game under way stays in play.
    pub fn offer_seed(self, seed: Option<u64>) {
        self.ui.update(|u| u.offer = seed);
    }

    /// Opens the how-to-play panel, or closes it for good.
    pub fn toggle_help(self) {
        if self.help_open.get_untracked() {
            self.close_help();
        } else {
            self.help_open.set(true);
        }
    }

    /// "Keep playing": closes the new-game question.
    pub fn decline_new_game(self) {
        self.confirm_new.set(false);
    }

    /// Another tab reached a best score of `theirs`.
    pub fn adopt_best(self, theirs: u64) {
        if theirs > self.best.get_untracked() {
            self.best.set(theirs);
        }
    }

    // ----- Input ------------------------------------------------------------------------

    /// Carries out a keyboard action.
    pub fn dispatch(self, action: Action) {
        if self.confirm_new.get_untracked() {
            // The question is modal: only answering it (buttons, Esc) does anything.
            if action == Action::Cancel {
                self.confirm_new.set(false);
            }
            return;
        }
        match action {
            Action::Step(dir) => self.step(dir),
            Action::Pick => self.pick(),
            Action::Cancel => self.cancel(),
            Action::Recentre => self.recentre(),
            Action::NewGame => self.request_new_game(),
            Action::Hint => self.show_hint(),
            Action::Help => self.toggle_help(),
        }
    }

    /// An arrow: swap the picked-up tile that way, or move the cursor that way.
    pub fn step(self, dir: Direction) {
        self.settle();
        match self.ui.with_untracked(|u| u.selection) {
            Some(pos) => self.swap_towards(pos, dir),
            None => {
                let (sx, sy) = roll_for_cursor_step(dir);
                self.roll(sx, sy);
            }
        }
    }

    /// Space/Enter: pick up the tile under the cursor, or put the picked-up tile down.
    pub fn pick(self) {
        self.settle();
        if self.ui.with_untracked(|u| u.selection).is_some() {
            self.clear_selection();
            self.say("Put down.");
        } else if self.over() {
            self.say("Game over: no swap makes a match. Press N for a new game.");
        } else {
            let pos = self.view.get_untracked().cursor();
            self.ui.update(|u| u.selection = Some(pos));
            self.say(format!(
                "Picked up the {} at {}. Press an arrow to swap it, Escape to put it down.",
                self.value_at(pos),
                place(pos)
            ));
        }
    }

    /// Escape: close the question, put the tile down, drop the hint, close the help.
    pub fn cancel(self) {
        if self.ui.with_untracked(|u| u.selection).is_some() {
            self.clear_selection();
            self.say("Put down.");
        } else if self.ui.with_untracked(|u| u.hint).is_some() {
            self.clear_hint();
        } else if self.help_open.get_untracked() {
            self.close_help();
        }
    }

    /// A click or tap on a board cell: select it, or swap it with the selected neighbour.
    pub fn tap(self, pos: Pos) {
        self.settle();
        let selected = self.ui.with_untracked(|u| u.selection);
        let neighbours = selected.is_some_and(|s| {
            self.game
                .with_untracked(|g| g.board().are_neighbours(s, pos))
        });
        match selection::tap(selected, pos, neighbours) {
            Tap::Select(p) => self.ui.update(|u| u.selection = Some(p)),
            Tap::Deselect => self.clear_selection(),
            Tap::Swap(a, b) => self.swap(a, b),
        }
    }

    /// A flick or drag from `pos` towards `dir`.
    pub fn swipe(self, pos: Pos, dir: Direction) {
        self.settle();
        self.swap_towards(pos, dir);
    }

    /// Rolls the view's content by `(sx, sy)` cells, animated one ring at a time.
    pub fn roll(self, sx: i32, sy: i32) {
        self.settle();
        if (sx, sy) == (0, 0) {
            return;
        }
        let ms = self.speed().scale(ROLL_MILLIS);
        if ms == 0 || sx.abs() > 1 || sy.abs() > 1 {
            self.view.update(|v| *v = v.shifted(sx, sy));
            self.show_rest();
            return;
        }
        self.take_ring();
        self.ui.update(|u| u.rolling = Some((sx, sy)));
        let handle =
            set_timeout_with_handle(move || self.settle(), Duration::from_millis(ms.into()));
        self.timers.update_value(|t| t.roll = handle.ok());
    }

    /// Home / C: the unshifted view.
    pub fn recentre(self) {
        self.settle();
        let n = self.game.with_untracked(|g| g.board().size());
        self.view.set(View::new(n));
        self.show_rest();
    }

    // ----- Moves ------------------------------------------------------------------------

    fn swap_towards(self, pos: Pos, dir: Direction) {
        let target = self.game.with_untracked(|g| g.board().neighbour(pos, dir));
        match target {
            Some(b) => self.swap(pos, b),
            None => {
                // Only the top/bottom edge has no neighbour: rows do not wrap.
                self.clear_selection();
                let Some(tile) = self.game.with_untracked(|g| g.board().get(pos)) else {
                    return;
                };
                self.say("Can't swap across the board's top and bottom edge: only the sides wrap.");
                let view = self.view.get_untracked();
                let score = self.game.with_untracked(|g| g.score());
                self.play(timeline::nudge(
                    (tile.id, pos, tile.value()),
                    dir,
                    view,
                    score,
                ));
            }
        }
    }

    /// Plays the swap of `a` and `b`: the sim at once, then the animation.
    pub fn swap(self, a: Pos, b: Pos) {
        self.settle();
        self.clear_selection();
        let before = self.tiles_at();
        let view = self.view.get_untracked();
        let mut game = self.game.get_untracked();
        let score_before = game.score();
        match game.play(a, b) {
            Ok(report) => {
                self.game.set(game);
                self.clear_hint();
                self.save();
                self.raise_best();
                self.announce(&report);
                if self.speed() == Speed::Instant {
                    self.show_rest();
                } else {
                    self.play(timeline::accepted(&before, &report, view, score_before));
                }
            }
            Err(Refusal::NoMatch) => {
                self.say("No match there: the tiles swap back.");
                self.play(timeline::refused(
                    &before,
                    Move { a, b },
                    view,
                    score_before,
                ));
            }
            Err(Refusal::NotNeighbours) => self.say("Only neighbouring tiles can swap."),
            Err(Refusal::GameOver) => {
                self.say("Game over: no swap makes a match. Press N for a new game.")
            }
            Err(Refusal::OffBoard) => {}
        }
    }

    fn announce(self, report: &MoveReport) {
        let game_over = self.over();
        let biggest = report
            .passes
            .iter()
            .flat_map(|p| p.merges.iter().map(|m| m.value))
            .max()
            .unwrap_or(0);
        let mut text = format!("Merged into {biggest}, +{} points", report.points);
        if report.cascades() > 0 {
            text.push_str(&format!(", {} cascade", report.cascades()));
            if report.cascades() > 1 {
                text.push('s');
            }
        }
        let score = self.game.with_untracked(|g| g.score());
        text.push_str(&format!(". Score {score}."));
        if game_over {
            text.push_str(&format!(
                " Game over: no swap makes a match. Final score {score}."
            ));
        }
        self.say(text);
    }

    /// Marks the sim's best move.
    pub fn show_hint(self) {
        self.settle();
        match self.game.with_untracked(|g| g.hint()) {
            Some(mv) => {
                self.ui.update(|u| u.hint = Some(mv));
                self.say(format!(
                    "Hint: swap the {} at {} with the {} at {}.",
                    self.value_at(mv.a),
                    place(mv.a),
                    self.value_at(mv.b),
                    place(mv.b)
                ));
            }
            None => self.say("No swap makes a match: the game is over."),
        }
    }

    /// New game: asks first when a game is under way.
    pub fn request_new_game(self) {
        self.settle();
        if self.game.with_untracked(under_way) {
            self.confirm_new.set(true);
        } else {
            self.start_new_game(random_seed());
        }
    }

    /// Starts a new game from `seed`, replacing the current one.
    pub fn start_new_game(self, seed: u64) {
        self.settle();
        self.confirm_new.set(false);
        self.ui.update(|u| u.offer = None);
        self.replace_game(Game::new(seed));
        self.save();
        self.say(format!("New game, seed {seed}."));
        forget_url_seed(seed);
    }

    /// Shows `game` from rest, as a new or adopted game.
    pub fn replace_game(self, game: Game) {
        self.settle();
        let n = game.board().size();
        if self.view.get_untracked().size() != n {
            self.view.set(View::new(n));
        }
        self.clear_selection();
        self.clear_hint();
        self.game.set(game);
        self.raise_best();
        self.show_rest();
    }

    /// Another tab saved `text`: adopt it, since it is the newest state of the game.
    pub fn adopt_from_other_tab(self, text: &str) {
        let Ok(game) = Game::from_json(text) else {
            return;
        };
        if self.game.with_untracked(|g| *g == game) {
            return;
        }
        self.replace_game(game);
        self.notify("The game was played on in another tab: this tab now shows its latest state.");
    }

    /// Closes the how-to-play panel for good.
    pub fn close_help(self) {
        self.help_open.set(false);
        if !self.ui.with_untracked(|u| u.settings.help_seen) {
            self.ui.update(|u| u.settings.help_seen = true);
            self.save_settings();
        }
    }

    /// Sets the animation speed and remembers it.
    pub fn set_speed(self, speed: Speed) {
        self.settle();
        self.ui.update(|u| u.settings.speed = Some(speed));
        self.save_settings();
    }

    /// Drops the selection, notifying only if there was one.
    fn clear_selection(self) {
        if self.ui.with_untracked(|u| u.selection.is_some()) {
            self.ui.update(|u| u.selection = None);
        }
    }

    /// Drops the hint, notifying only if there was one.
    fn clear_hint(self) {
        if self.ui.with_untracked(|u| u.hint.is_some()) {
            self.ui.update(|u| u.hint = None);
        }
    }

    /// Whether the game is over.
    pub fn over(self) -> bool {
        self.game
            .with_untracked(|g| g.outcome() == Outcome::GameOver)
    }

    fn value_at(self, pos: Pos) -> u64 {
        self.game
            .with_untracked(|g| g.board().get(pos).map_or(0, |t| t.value()))
    }

    fn tiles_at(self) -> Vec<TileAt> {
        self.game.with_untracked(|g| {
            g.board()
                .iter()
                .map(|(pos, t)| (t.id, pos, t.value()))
                .collect()
        })
    }

    // ----- Animation --------------------------------------------------------------------

    /// Plays `steps`, or jumps to rest at instant speed.
    fn play(self, steps: Vec<Step>) {
        if self.speed() == Speed::Instant || steps.is_empty() {
            self.show_rest();
            return;
        }
        self.moving.set(true);
        self.timers.update_value(|t| t.steps = steps.into());
        self.advance();
    }

    fn advance(self) {
        let next = self
            .timers
            .try_update_value(|t| t.steps.pop_front())
            .flatten();
        let Some(step) = next else {
            self.show_rest();
            return;
        };
        self.tiles.apply(&step.changes);
        if !step.popups.is_empty() {
            let mut serial = self.popup_serial.get_value();
            let fresh: Vec<(u32, Popup)> = step
                .popups
                .iter()
                .map(|&p| {
                    serial = serial.wrapping_add(1);
                    (serial, p)
                })
                .collect();
            self.popup_serial.set_value(serial);
            self.ui.update(|u| u.popups.extend(fresh));
        }
        if self.shown_score.get_untracked() != step.score {
            self.shown_score.set(step.score);
        }
        let ms = self.speed().scale(step.kind.millis());
        let handle =
            set_timeout_with_handle(move || self.advance(), Duration::from_millis(ms.into()));
        self.timers.update_value(|t| t.step = handle.ok());
    }

    /// Fast-forwards the view to rest if anything is animating: finishes a roll, ends a
    /// move's animation, shows every tile where the sim has it. Every intent starts with
    /// it; at rest it costs nothing.
    pub fn settle(self) {
        let animating = self.moving.get_untracked()
            || self.ui.with_untracked(|u| u.rolling.is_some())
            || self
                .timers
                .with_value(|t| t.step.is_some() || t.roll.is_some() || !t.steps.is_empty());
        if animating {
            self.show_rest();
        }
    }

    /// Shows every tile at rest where the sim has it, cancelling any animation.
    fn show_rest(self) {
        self.timers.update_value(|t| {
            if let Some(h) = t.step.take() {
                h.clear();
            }
            if let Some(h) = t.roll.take() {
                h.clear();
            }
            t.steps.clear();
        });
        if let Some((sx, sy)) = self.ui.with_untracked(|u| u.rolling) {
            self.view.update(|v| *v = v.shifted(sx, sy));
            self.ui.update(|u| u.rolling = None);
        }
        let view = self.view.get_untracked();
        self.game
            .with_untracked(|g| self.tiles.settle(g.board(), view));
        if self.moving.get_untracked() {
            self.moving.set(false);
        }
        if !self.ui.with_untracked(|u| u.popups.is_empty()) {
            self.ui.update(|u| u.popups = Vec::new());
        }
        let score = self.game.with_untracked(|g| g.score());
        if self.shown_score.get_untracked() != score {
            self.shown_score.set(score);
        }
    }

    /// Takes the values of the ring of wrapped copies for the roll about to play (they
    /// only show while the plane slides, so an instant roll never needs them).
    fn take_ring(self) {
        let view = self.view.get_untracked();
        let values: Vec<u64> = self.game.with_untracked(|g| {
            view.ring()
                .into_iter()
                .map(|(_, pos)| g.board().get(pos).map_or(0, |t| t.value()))
                .collect()
        });
        if self.ui.with_untracked(|u| u.ring != values) {
            self.ui.update(|u| u.ring = values);
        }
    }

    // ----- Storage ----------------------------------------------------------------------

    /// Saves the whole game in one write. Called right after the sim accepts a move, so
    /// the save always holds a finished move (never a board mid-animation).
    pub fn save(self) {
        let result = self
            .store
            .with_value(|store| self.game.with_untracked(|g| saves::save_game(store, g)));
        self.record_save(result);
    }

    fn record_save(self, result: Result<(), StoreError>) {
        let state = match result {
            Ok(()) => Saving::On,
            Err(e) => Saving::Off(e),
        };
        if self.saving.with_value(|s| *s != state) {
            if let Saving::Off(why) = &state {
                self.notify(format!(
                    "Saving is off: {why}. The game plays on, but it will not be kept when you leave."
                ));
            }
            self.saving.set_value(state);
        }
    }

    fn save_settings(self) {
        let settings = self.ui.with_untracked(|u| u.settings.clone());
        // Settings are a nicety: a failure shows in the saving notice through the game's
        // own save, so it is not reported twice.
        let _ = self
            .store
            .with_value(|store| saves::save_settings(store, &settings));
    }

    fn raise_best(self) {
        let score = self.game.with_untracked(|g| g.score());
        if score > self.best.get_untracked() {
            self.best.set(score);
            let _ = self
                .store
                .with_value(|store| saves::save_best(store, score));
        }
    }
}

/// How long a roll of one cell takes at normal speed, in milliseconds.
pub const ROLL_MILLIS: u32 = 130;

/// A board cell in words, 1-based as people count.
pub fn place(pos: Pos) -> String {
    format!("row {}, column {}", pos.y + 1, pos.x + 1)
}

/// A seed for a new game. Randomness for picking a seed is the page's business; the
/// rules only ever draw from the seeded generator.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 1_000_000_000.0) as u64 + 1
}

/// Drops a `?seed=` that names another game from the address bar, so that a reload
/// resumes the game in play instead of offering the old link's game.
fn forget_url_seed(seed: u64) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(search), Ok(path)) = (location.search(), location.pathname()) else {
        return;
    };
    if names_other_seed(&search, seed)
        && let Ok(history) = window.history()
    {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}
