//! Playing 2048: slides, undo and redo, the two steps of an animated move, new games, and
//! the words the live region says of a move.

use crate::model::announce;
use crate::model::slide_saves::SlideHistory;
use crate::model::stats::Finished;
use rules::twenty48::{Game as SlideGame, Refusal as SlideRefusal, Report as SlideReport};
use rules::{Direction, Outcome};

use super::{Look, Motion, SLIDE_MILLIS, SNAP_MILLIS, ShownTile, SlideEffect, SlideSession};

impl SlideSession {
    /// Takes back the last slide: board, score, moves and the generator are as they were.
    pub(super) fn undo(&mut self) {
        self.finish_now();
        let Some(dir) = self.history.undo() else {
            self.status = announce::nothing_to_undo();
            return;
        };
        self.undone.push(dir);
        self.motion = Motion::Rest;
        self.serial = self.serial.wrapping_add(1);
        self.queue.clear();
        self.win_open = self.history.game().win_pending();
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
    pub(super) fn redo(&mut self) {
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

    pub(super) fn slide(&mut self, dir: Direction) {
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
    pub(super) fn finish_now(&mut self) {
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

    pub(super) fn tick(&mut self, serial: u32) {
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
    pub(super) fn begin(&mut self, history: SlideHistory) {
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

    pub(super) fn rest_as_is(&mut self) {
        self.shown = self.at_rest(Look::Still);
        self.after.clear();
    }

    pub(super) fn save_game(&mut self) {
        self.effects
            .push(SlideEffect::SaveGame(self.history.to_json()));
    }

    pub(super) fn show_address(&mut self) {
        self.effects.push(SlideEffect::ShowAddress {
            seed: self.history.game().seed(),
            size: self.history.game().board().size(),
        });
    }

    pub(super) fn start_sentence(&self) -> String {
        let n = self.history.game().board().size();
        format!(
            "2048, game {} on {n} by {n}. Slide the tiles with the arrow keys.",
            self.history.game().seed()
        )
    }
}

/// A new game of `size` from `seed` (a side outside 3..=8 gives the default 4×4).
pub(super) fn new_game(seed: u64, size: usize) -> SlideHistory {
    SlideHistory::new(SlideGame::with_size(seed, size).unwrap_or_else(|_| SlideGame::new(seed)))
}

/// Whether a game is worth keeping rather than replacing by a link's game.
pub(super) fn under_way(game: &SlideGame) -> bool {
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
