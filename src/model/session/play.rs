//! What the player's actions do: keys, taps, rolls, swaps, hints, new games, other tabs.

use rules::{Direction, Outcome, Pos};

use crate::model::TorusHistory as History;
use rules::exponentile::{Board, Move, Refusal};

use super::{DailyPlay, Motion, ROLL_MILLIS, Session, draw_seed, new_game};
use crate::model::announce;
use crate::model::daily;
use crate::model::day::Day;
use crate::model::input::Action;
use crate::model::intent::Effect;
use crate::model::launch::{SeedParam, under_way};
use crate::model::saves::{DAILY_KEY, GAME_KEY, parse_best, size_of_best_key};
use crate::model::selection::{self, Tap};
use crate::model::timeline::{self, TileAt};
use crate::model::torus::{View, roll_for_cursor_step};

impl Session {
    // ----- Input ------------------------------------------------------------------------

    pub(super) fn act(&mut self, action: Action) {
        if self.confirm_new {
            // The question is modal: only answering it (its buttons, Esc) does anything.
            if action == Action::Cancel {
                self.confirm_new = false;
            }
            return;
        }
        if self.settings_open {
            // The settings dialog is modal too: its controls take the keys, Esc closes it.
            if action == Action::Cancel {
                self.close_settings();
            }
            return;
        }
        if self.stats_open {
            // So is the statistics panel: Esc or its own key closes it.
            if matches!(action, Action::Cancel | Action::Stats) {
                self.stats_open = false;
                self.effects.push(Effect::FocusBoard);
            }
            return;
        }
        match action {
            Action::Step(dir) => {
                self.settle();
                match self.selection {
                    Some(pos) => self.swap_towards(pos, dir),
                    None => {
                        let (sx, sy) = roll_for_cursor_step(dir);
                        self.roll(sx, sy);
                    }
                }
            }
            Action::Pick => {
                self.settle();
                if self.selection.take().is_some() {
                    self.status = announce::put_down();
                } else if self.history.game().outcome() == Outcome::GameOver {
                    self.status = announce::game_over();
                } else {
                    let pos = self.view.cursor();
                    self.selection = Some(pos);
                    self.status = announce::picked_up(self.value_at(pos), pos);
                }
            }
            Action::Cancel => {
                if self.selection.take().is_some() {
                    self.status = announce::put_down();
                } else if self.hint.is_some() {
                    self.hint = None;
                } else if self.help_open {
                    self.close_help();
                }
            }
            Action::Recentre => {
                self.settle();
                self.view = View::new(self.history.game().board().size());
                self.show_rest();
            }
            Action::NewGame => {
                self.settle();
                // A daily page asks first whatever the game: a new game leaves the page.
                if self.daily.is_some() || under_way(self.history.game()) {
                    self.confirm_new = true;
                } else {
                    let seed = self.next_seed();
                    self.start_new_game(seed, self.size());
                }
            }
            Action::Stats => {
                self.settle();
                self.stats_open = true;
            }
            Action::Hint => self.show_hint(),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Watch => self.toggle_watch(),
            Action::Help => {
                if self.help_open {
                    self.close_help();
                } else {
                    self.help_open = true;
                }
            }
        }
    }

    pub(super) fn tap(&mut self, cell: (i32, i32)) {
        self.settle();
        let pos = self.view.to_board(cell.0, cell.1);
        let neighbours = self
            .selection
            .is_some_and(|s| self.history.game().board().are_neighbours(s, pos));
        match selection::tap(self.selection, pos, neighbours) {
            Tap::Select(p) => self.selection = Some(p),
            Tap::Deselect => self.selection = None,
            Tap::Swap(a, b) => self.swap(a, b),
        }
    }

    /// Rolls the view's content by `(sx, sy)` cells: one cell slides, more jump.
    pub(super) fn roll(&mut self, sx: i32, sy: i32) {
        self.settle();
        if (sx, sy) == (0, 0) {
            return;
        }
        let millis = self.speed().scale(ROLL_MILLIS);
        if millis == 0 || sx.abs() > 1 || sy.abs() > 1 {
            self.view = self.view.shifted(sx, sy);
            self.show_rest();
            return;
        }
        // The copies only show while the plane slides, so they are taken only for a slide.
        self.ring = self
            .view
            .ring()
            .into_iter()
            .map(|(_, pos)| self.value_at(pos))
            .collect();
        self.motion = Motion::Rolling(sx, sy);
        self.wait(millis);
    }

    // ----- Moves ------------------------------------------------------------------------

    pub(super) fn swap_towards(&mut self, pos: Pos, dir: Direction) {
        match self.history.game().board().neighbour(pos, dir) {
            Some(b) => self.swap(pos, b),
            None => {
                // Only the top/bottom edge has no neighbour: rows do not wrap.
                self.selection = None;
                let Some(tile) = self.history.game().board().get(pos) else {
                    return;
                };
                self.status = announce::across_the_edge();
                let steps = timeline::nudge(
                    (tile.id, pos, tile.value()),
                    dir,
                    self.view,
                    self.history.game().score(),
                );
                self.animate(steps);
            }
        }
    }

    /// Plays the swap of `a` and `b`, a new move: the sim at once, then the animation.
    pub(super) fn swap(&mut self, a: Pos, b: Pos) {
        if self.swap_as(a, b, false) {
            // A new move: the moves taken back are gone for good.
            self.undone.clear();
        }
    }

    /// Plays the solver's swap of `a` and `b` (Watch), counted as the solver's.
    pub(super) fn swap_by_solver(&mut self, a: Pos, b: Pos) {
        if self.swap_as(a, b, true) {
            self.undone.clear();
        }
    }

    /// Plays the swap of `a` and `b` (a new move, one redone, or the solver's); whether
    /// it was accepted.
    pub(super) fn swap_as(&mut self, a: Pos, b: Pos, by_solver: bool) -> bool {
        self.selection = None;
        let before = self.tiles_at();
        let score_before = self.history.game().score();
        let played = if by_solver {
            self.history.play_by_solver(Move { a, b })
        } else {
            self.history.play(Move { a, b })
        };
        match played {
            Ok(report) => {
                self.hint = None;
                self.save_game();
                self.raise_best();
                let over = self.history.game().outcome() == Outcome::GameOver;
                if over {
                    self.record_finished();
                }
                self.status = announce::merged(&report, self.history.game().score(), over);
                let steps = timeline::accepted(&before, &report, self.view, score_before);
                self.animate(steps);
                true
            }
            Err(refusal) => {
                self.status = announce::refused(refusal);
                if refusal == Refusal::NoMatch {
                    let steps = timeline::refused(&before, Move { a, b }, self.view, score_before);
                    self.animate(steps);
                }
                false
            }
        }
    }

    /// Takes back the last move: the board, score, moves and new tiles are as they were
    /// before it (docs/RULES.md §13).
    fn undo(&mut self) {
        self.settle();
        let before = self.tiles_at();
        let Some(undone) = self.history.undo() else {
            self.status = announce::nothing_to_undo();
            return;
        };
        self.undone.push(undone);
        self.selection = None;
        self.hint = None;
        self.save_game();
        self.status = announce::undone(
            (self.value_at(undone.a), undone.a),
            (self.value_at(undone.b), undone.b),
            self.history.undos(),
        );
        let after = self.tiles_at();
        let steps = timeline::undone(&before, &after, self.view, self.history.game().score());
        self.animate(steps);
    }

    /// Plays the last move taken back again, as it was played.
    fn redo(&mut self) {
        self.settle();
        match self.undone.pop() {
            Some(m) => {
                if !self.swap_as(m.a, m.b, false) {
                    self.undone.clear();
                }
            }
            None => self.status = announce::nothing_to_redo(),
        }
    }

    /// Starts a new game from `seed` on a board of side `size`, replacing the current one.
    pub(super) fn start_new_game(&mut self, seed: u64, size: usize) {
        self.settle();
        self.confirm_new = false;
        self.offer = None;
        self.begin(new_game(seed, size));
        self.status = announce::new_game(seed, self.size());
    }

    /// Starts `day`'s daily game afresh in the daily slot, replacing the daily game there;
    /// practice if the day has its result.
    pub(super) fn start_daily(&mut self, day: Day) {
        self.settle();
        self.confirm_new = false;
        self.offer = None;
        self.daily_offer = None;
        let practice = self.daily_results.contains(&day);
        self.daily = Some(DailyPlay { day, practice });
        self.begin(new_game(daily::seed_of(day), Board::DEFAULT_SIZE));
        self.effects.push(Effect::DailyAddress(day));
        self.status = announce::daily_started(day, practice);
    }

    /// Puts a new game in play and saves it; drops a URL query that names another game.
    pub(super) fn begin(&mut self, history: History) {
        self.replace_game(history);
        self.save_game();
        let the_urls = self.url == SeedParam::Valid(self.history.game().seed())
            && self.url_size == self.size();
        if self.url != SeedParam::Absent && !the_urls {
            self.url = SeedParam::Absent;
            self.effects.push(Effect::ForgetUrlQuery);
        }
    }

    /// Shows `game` from rest, as a new or adopted game.
    pub(super) fn replace_game(&mut self, history: History) {
        self.settle();
        let size = history.game().board().size();
        if self.view.size() != size {
            self.view = View::new(size);
        }
        self.selection = None;
        self.hint = None;
        self.forget_solver();
        self.history = history;
        self.undone.clear();
        self.raise_best();
        self.show_rest();
    }

    pub(super) fn storage_changed(&mut self, key: &str, value: Option<String>) {
        match key {
            GAME_KEY | DAILY_KEY => {
                // The other tab's save is the newest state of the game: adopt it, if it is
                // of this page's slot (and on a daily page, of the same day).
                if (key == DAILY_KEY) != self.daily.is_some() {
                    return;
                }
                let Some(Ok(history)) = value.map(|text| History::from_json(&text)) else {
                    return;
                };
                if self.daily.is_some() && history.game().seed() != self.game().seed() {
                    return;
                }
                if history != self.history {
                    self.replace_game(history);
                    self.notify(announce::adopted_from_other_tab());
                }
            }
            _ => {
                if let Some(size) = size_of_best_key(key) {
                    self.bests.raise(size, parse_best(value.as_deref()));
                }
            }
        }
    }

    pub(super) fn close_settings(&mut self) {
        self.settings_open = false;
        self.effects.push(Effect::FocusBoard);
    }

    pub(super) fn close_help(&mut self) {
        self.help_open = false;
        if !self.settings.help_seen {
            self.settings.help_seen = true;
            self.save_settings();
        }
    }

    pub(super) fn notify(&mut self, message: String) {
        if !self.notices.contains(&message) {
            self.notices.push(message);
        }
    }

    pub(super) fn tiles_at(&self) -> Vec<TileAt> {
        self.history
            .game()
            .board()
            .iter()
            .map(|(pos, t)| (t.id, pos, t.value()))
            .collect()
    }

    pub(super) fn next_seed(&mut self) -> u64 {
        draw_seed(&mut self.entropy)
    }
}
