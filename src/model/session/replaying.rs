//! The replay viewer: the session shows a game read from a replay code, moving through it
//! at the viewer's controls, with the game's own animations. Nothing here saves.

use super::{Motion, Session};
use crate::model::announce;
use crate::model::intent::Intent;
use crate::model::replay::ReplayControl;
use crate::model::timeline;

impl Session {
    /// An intent in a replay viewer: its controls, the animation's timers and a roll of
    /// the view. Taps and swipes swap nothing, and another tab's game is not this one.
    pub(super) fn handle_in_replay(&mut self, intent: Intent) {
        match intent {
            Intent::Replay(control) => self.replay_control(control),
            Intent::Tick(serial) => {
                // A stale timer must not play the next move early.
                let current = serial == self.serial;
                self.tick(serial);
                if current {
                    self.replay_on();
                }
            }
            Intent::Roll(sx, sy) => self.roll(sx, sy),
            Intent::ReducedMotion(reduced) => self.reduced_motion = reduced,
            Intent::DismissNotices => self.notices.clear(),
            _ => {}
        }
    }

    /// Where the replay stands: moves played, and the game's moves in all.
    pub fn replay_position(&self) -> (usize, usize) {
        let total = self.replay.as_ref().map_or(0, |r| r.moves());
        (self.history.log().len(), total)
    }

    fn replay_control(&mut self, control: ReplayControl) {
        let (position, total) = self.replay_position();
        if control != ReplayControl::TogglePlay && !matches!(control, ReplayControl::SetSpeed(_)) {
            self.set_replay_playing(false);
        }
        match control {
            ReplayControl::TogglePlay => {
                let playing = self.replay.as_ref().is_some_and(|r| r.playing());
                if playing {
                    self.set_replay_playing(false);
                    self.status = announce::replay_paused(position, total);
                } else {
                    if position == total {
                        self.replay_seek(0);
                    }
                    self.set_replay_playing(true);
                    self.replay_on();
                }
            }
            ReplayControl::Forward => {
                if !self.replay_forward() {
                    self.status = announce::replay_ended(total, self.game().score());
                }
            }
            ReplayControl::Back => self.replay_back(),
            ReplayControl::ToStart => self.replay_seek(0),
            ReplayControl::ToEnd => self.replay_seek(total),
            ReplayControl::Seek(to) => self.replay_seek(to),
            ReplayControl::SetSpeed(speed) => {
                self.settle();
                if let Some(replay) = &mut self.replay {
                    replay.set_speed(speed);
                }
            }
        }
    }

    fn set_replay_playing(&mut self, playing: bool) {
        if let Some(replay) = &mut self.replay {
            replay.set_playing(playing);
        }
    }

    /// While playing and at rest: the next move, or the end.
    fn replay_on(&mut self) {
        let Some(replay) = &self.replay else {
            return;
        };
        if !replay.playing() || self.motion != Motion::Rest {
            return;
        }
        let pause = replay.pause_millis();
        if self.replay_forward() {
            // At instant speed nothing animates, so a timer paces the moves.
            if self.motion == Motion::Rest {
                self.wait(pause);
            }
        } else {
            self.set_replay_playing(false);
            let (_, total) = self.replay_position();
            self.status = announce::replay_ended(total, self.game().score());
        }
    }

    /// Plays the replay's next move, animated; whether there was one.
    fn replay_forward(&mut self) -> bool {
        self.settle();
        let (position, total) = self.replay_position();
        let Some(&next) = self
            .replay
            .as_ref()
            .and_then(|r| r.whole().log().get(position))
        else {
            return false;
        };
        if !self.swap_as(next.a, next.b, false) {
            // The code's moves were all checked when it was read; should one not play,
            // the viewer stays where it is rather than showing another game.
            return false;
        }
        self.status = announce::replay_move(position + 1, total, &self.status);
        true
    }

    /// Steps back one move, animated as an undo is.
    fn replay_back(&mut self) {
        self.settle();
        let (position, total) = self.replay_position();
        let Some(replay) = &self.replay else {
            return;
        };
        if position == 0 {
            self.status = announce::replay_at(0, total, 0);
            return;
        }
        let back = replay.at(position - 1);
        let before = self.tiles_at();
        self.history = back;
        self.selection = None;
        let after = self.tiles_at();
        let score = self.game().score();
        self.status = announce::replay_at(position - 1, total, score);
        let steps = timeline::undone(&before, &after, self.view, score);
        self.animate(steps);
    }

    /// Shows the game after `to` moves at once.
    fn replay_seek(&mut self, to: usize) {
        self.settle();
        let Some(replay) = &self.replay else {
            return;
        };
        let to = to.min(replay.moves());
        if to != self.history.log().len() {
            self.history = replay.at(to);
            self.selection = None;
            self.show_rest();
        }
        let (position, total) = self.replay_position();
        self.status = announce::replay_at(position, total, self.game().score());
    }
}
