//! What the player's input does to the board: keys, taps, swipes and rolls, swaps, undo
//! and redo.

use rules::Outcome;
use rules::exponentile::{Direction, Move, Pos, Refusal};

use super::{ExponentilePlay, Motion, PlayContext, ROLL_MILLIS};
use super::{flat_sentences, sentences};
use crate::model::announce;
use crate::model::play::exponentile::selection::{self, Tap};
use crate::model::play::exponentile::timeline::{self, TileAt};
use crate::model::play::exponentile::view::roll_for_cursor_step;
use crate::model::play::{Event, Happening};
use crate::model::stroke::BoardInput;

impl ExponentilePlay {
    /// An arrow: with a tile picked up, swap it that way; else move the cursor a cell over
    /// the board: a torus view rolls under it, a flat board's cursor moves itself, and
    /// stops at the board's edges.
    pub(super) fn step(&mut self, dir: Direction, cx: &mut PlayContext) {
        self.fast_forward(cx);
        match self.selection {
            Some(pos) => self.swap_towards(pos, dir, cx),
            None if self.view.wraps() => {
                let (sx, sy) = roll_for_cursor_step(dir);
                self.roll(sx, sy, cx);
            }
            None => match self.view.cursor_stepped(dir) {
                Some(view) => self.view = view,
                None => cx.say(flat_sentences::cursor_at_edge(dir)),
            },
        }
    }

    /// Space or Enter: pick up the tile under the cursor, or put it down.
    pub(super) fn pick(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
        if self.selection.take().is_some() {
            cx.say(sentences::put_down());
        } else if self.moves.game().outcome() == Outcome::GameOver {
            cx.say(sentences::game_over());
        } else {
            let pos = self.view.cursor();
            self.selection = Some(pos);
            cx.event(Event::Happened(Happening::PickUp));
            cx.say(sentences::picked_up(self.value_at(pos), pos));
        }
    }

    /// Escape: put a picked-up tile down, or clear the hint.
    pub(super) fn cancel(&mut self, cx: &mut PlayContext) {
        if self.selection.take().is_some() {
            cx.say(sentences::put_down());
            cx.consume();
        } else if self.hint.take().is_some() {
            cx.consume();
        }
    }

    pub(super) fn board_input(&mut self, input: BoardInput, cx: &mut PlayContext) {
        match input {
            BoardInput::Tap(cell) => self.tap(cell, cx),
            BoardInput::Swipe(cell, dir) => {
                self.fast_forward(cx);
                let pos = self.view.to_board(cell.0, cell.1);
                self.swap_towards(pos, dir, cx);
            }
            BoardInput::Roll(sx, sy) => self.roll(sx, sy, cx),
        }
    }

    fn tap(&mut self, cell: (i32, i32), cx: &mut PlayContext) {
        self.fast_forward(cx);
        let pos = self.view.to_board(cell.0, cell.1);
        let neighbours = self
            .selection
            .is_some_and(|s| self.moves.game().board().are_neighbours(s, pos));
        match selection::tap(self.selection, pos, neighbours) {
            Tap::Select(p) => {
                self.selection = Some(p);
                cx.event(Event::Happened(Happening::PickUp));
            }
            Tap::Deselect => self.selection = None,
            Tap::Swap(a, b) => self.swap(Move { a, b }, cx),
        }
    }

    /// Rolls the view's content by `(sx, sy)` cells: one cell slides, more jump. A flat
    /// board never rolls (a two-finger drag on it does nothing).
    pub(super) fn roll(&mut self, sx: i32, sy: i32, cx: &mut PlayContext) {
        if !self.view.wraps() {
            return;
        }
        self.fast_forward(cx);
        if (sx, sy) == (0, 0) {
            return;
        }
        let rolled = self.view.shifted(sx, sy);
        cx.event(Event::Happened(Happening::Roll {
            seam_shown: rolled.seam_column() != 0,
        }));
        if rolled.edge_inside() && !self.view.edge_inside() {
            cx.say(sentences::edge_rolled_in());
        }
        let millis = cx.speed.scale(ROLL_MILLIS);
        if millis == 0 || sx.abs() > 1 || sy.abs() > 1 {
            self.view = self.view.shifted(sx, sy);
            self.show_rest(cx);
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
        self.wait(millis, cx);
    }

    fn swap_towards(&mut self, pos: Pos, dir: Direction, cx: &mut PlayContext) {
        match self.moves.game().board().neighbour(pos, dir) {
            Some(b) => self.swap(Move { a: pos, b }, cx),
            None => {
                // An edge the board does not wrap across: its top and bottom, and a flat
                // board's sides too.
                self.selection = None;
                let Some(tile) = self.moves.game().board().get(pos) else {
                    return;
                };
                cx.event(Event::Happened(Happening::Refusal));
                cx.say(if self.view.wraps() {
                    sentences::across_the_edge()
                } else {
                    flat_sentences::across_a_flat_edge()
                });
                let steps = timeline::nudge((tile.id, pos, tile.value()), dir, self.view);
                self.animate(&self.tiles_at(), steps, cx);
            }
        }
    }

    /// Plays the player's swap, a new move.
    fn swap(&mut self, swap: Move, cx: &mut PlayContext) {
        self.swap_as(swap, false, cx);
    }

    /// Plays `swap` (the player's, or the solver's in Watch): the rules at once, then the
    /// animation; whether it was accepted.
    pub(super) fn swap_as(&mut self, swap: Move, by_solver: bool, cx: &mut PlayContext) -> bool {
        self.selection = None;
        let before = self.tiles_at();
        match self.moves.play(swap, by_solver) {
            Ok(report) => {
                self.accepted(&before, &report, cx);
                true
            }
            Err(refusal) => {
                cx.event(Event::Happened(Happening::Refusal));
                cx.say(sentences::refused(refusal));
                if refusal == Refusal::NoMatch {
                    let steps = timeline::refused(&before, swap, self.view);
                    self.animate(&before, steps, cx);
                }
                false
            }
        }
    }

    /// After an accepted move: the session hears of it, the live region says what it did,
    /// the board animates it.
    pub(super) fn accepted(
        &mut self,
        before: &[TileAt],
        report: &rules::exponentile::MoveReport,
        cx: &mut PlayContext,
    ) {
        self.hint = None;
        let over = self.moves.game().outcome() == Outcome::GameOver;
        cx.event(Event::Moved { over });
        let (a, b) = (report.swap.a, report.swap.b);
        let across_seam = a.y == b.y && a.x.abs_diff(b.x) > 1;
        cx.event(Event::Happened(Happening::Move { across_seam }));
        self.merges_ahead = report
            .passes
            .iter()
            .enumerate()
            .map(|(pass, merges)| {
                merges
                    .merges
                    .iter()
                    .map(|m| Happening::Merge {
                        value: m.value,
                        tiles: m.merged.len() + 1,
                        pass,
                    })
                    .collect()
            })
            .collect();
        cx.say(sentences::merged(report, self.moves.game().score(), over));
        let steps = timeline::accepted(before, report, self.view);
        self.animate(before, steps, cx);
    }

    /// Takes back the last move: the board, score, moves and new tiles are as they were
    /// before it (docs/RULES.md §13).
    pub(super) fn undo(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
        let before = self.tiles_at();
        let Some(undone) = self.moves.undo() else {
            cx.say(announce::nothing_to_undo());
            return;
        };
        self.selection = None;
        self.hint = None;
        cx.event(Event::Undone);
        cx.say(sentences::undone(
            (self.value_at(undone.a), undone.a),
            (self.value_at(undone.b), undone.b),
            self.moves.history().undos(),
        ));
        let after = self.tiles_at();
        let steps = timeline::undone(&before, &after, self.view);
        self.animate(&before, steps, cx);
    }

    /// Plays the last move taken back again, as it was played.
    pub(super) fn redo(&mut self, cx: &mut PlayContext) {
        self.fast_forward(cx);
        self.selection = None;
        let before = self.tiles_at();
        match self.moves.redo() {
            Some(Ok(report)) => self.accepted(&before, &report, cx),
            Some(Err(refusal)) => cx.say(sentences::refused(refusal)),
            None => cx.say(announce::nothing_to_redo()),
        }
    }

    pub(super) fn tiles_at(&self) -> Vec<TileAt> {
        self.moves
            .game()
            .board()
            .iter()
            .map(|(pos, t)| (t.id, pos, t.value()))
            .collect()
    }
}
