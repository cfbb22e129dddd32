//! The replay viewer: the session shows a game read from a replay code, moving through it
//! at the viewer's controls, with the mode's own animations. Nothing here saves.

use rules::AnyHistory;
use rules::day::Day;

use super::{Records, Session};
use crate::model::address::SeedParam;
use crate::model::announce;
use crate::model::bests::Bests;
use crate::model::intent::Effect;
use crate::model::intent::Intent;
use crate::model::leaderboard::check_name;
use crate::model::play::Play;
use crate::model::play::{self, PlayContext};
use crate::model::posting::Posting;
use crate::model::replay::ReplayControl;
use crate::model::replay::ReplayState;
use crate::model::review::Review;
use crate::model::saves::Slot;
use crate::model::settings::{Settings, Theme};

/// The top bit of the serials of the viewer's own pacing timer, so that they are never
/// taken for a mode's animation timers (which count up from 0).
const PACING: u32 = 1 << 31;

impl Session {
    /// Opens a replay viewer on `whole`, a game read from a replay code, paused at its
    /// deal; `player` is whose game it is, as the leaderboard named them (a name the boards
    /// would refuse is none). The viewer never saves the game nor raises the best: it keeps
    /// only its analysis of the game, once done ([`Session::open_analysis`]).
    pub fn open_replay(
        whole: AnyHistory,
        settings: Settings,
        (reduced_motion, touch): (bool, bool),
        player: Option<&str>,
    ) -> (Session, Vec<Effect>) {
        let speed = settings.effective_speed(reduced_motion);
        let game = whole.summary();
        let review = Some(Box::new(Review::of(whole.clone())));
        let player = player.and_then(|name| check_name(name).ok());
        let opened = announce::Replayed {
            mode: game.mode,
            seed: game.seed,
            moves: whole.logged_moves(),
            score: game.score,
            player: player.as_deref(),
        };
        let mut session = Session {
            play: play::replay(whole),
            slot: Slot::Free,
            daily: None,
            daily_results: Vec::new(),
            today: Day::EPOCH,
            dialog: None,
            records: Records::default(),
            notices: Vec::new(),
            offer: None,
            settings,
            reduced_motion,
            bests: Bests::default(),
            save_failure: None,
            status: announce::replay_opened(&opened, touch),
            url: SeedParam::Absent,
            url_size: game.size,
            entropy: 0,
            switching: None,
            replay: Some(ReplayState::new(speed)),
            pacing: None,
            pace_serial: 0,
            shown_address: String::new(),
            dealt_at_open: false,
            tutorial: None,
            to_beat: None,
            beaten: None,
            at_rest: Vec::new(),
            posting: Posting::default(),
            racing: Default::default(),
            touch,
            replay_player: player.clone(),
            review,
            puzzle: None,
            effects: Vec::new(),
        };
        let mut cx = PlayContext::new(session.speed());
        session.play.show(&mut cx);
        session.take(cx);
        if session.settings.theme != Theme::System {
            session
                .effects
                .push(Effect::ThemeColour(session.settings.theme));
        }
        let effects = std::mem::take(&mut session.effects);
        (session, effects)
    }

    /// An intent in a replay viewer: its controls, the animation's timers and a roll of
    /// the view, the analysis's slices. Taps and swipes swap nothing, and another tab's
    /// game is not this one.
    pub(super) fn handle_in_replay(&mut self, intent: Intent) {
        self.replay_intent(intent);
        self.mark_better();
    }

    fn replay_intent(&mut self, intent: Intent) {
        match intent {
            Intent::Replay(control) => self.replay_control(control),
            Intent::Analyse(serial) => self.analyse_on(serial),
            // A stale pacing timer must not play the next move early.
            Intent::Tick(serial) if serial & PACING != 0 && self.pacing == Some(serial) => {
                self.pacing = None;
                self.replay_on();
            }
            Intent::Tick(serial) if serial & PACING != 0 => {}
            Intent::Tick(serial) => {
                let was_resting = self.play.at_rest();
                self.hand_over(Play::Tick(serial));
                // Only a tick that belonged to a move's animation plays on.
                if !was_resting {
                    self.replay_on();
                }
            }
            Intent::Board(input @ crate::model::stroke::BoardInput::Roll(..)) => {
                self.hand_over(Play::Board(input));
            }
            Intent::ReducedMotion(reduced) => self.reduced_motion = reduced,
            Intent::KeyPressed => self.touch = false,
            Intent::DismissNotices => self.notices.clear(),
            // The viewer keeps nothing of its game, but posting keeps its records.
            Intent::SaveFailed(why) => self.save_failed(why),
            Intent::Posting(asked) => self.effects.extend(self.posting.handle(asked)),
            Intent::StorageChanged { key, value } => {
                self.posting.storage_changed(&key, value.as_deref());
            }
            _ => {}
        }
    }

    /// Waits `millis` before the next move, where nothing animates to pace the moves.
    fn pace(&mut self, millis: u32) {
        self.pace_serial = self.pace_serial.wrapping_add(1);
        let serial = self.pace_serial | PACING;
        self.pacing = Some(serial);
        self.effects.push(Effect::Wait { millis, serial });
    }

    /// Where the replay stands: moves played, and the game's moves in all.
    pub fn replay_position(&self) -> (usize, usize) {
        self.play.replay_position()
    }

    fn replay_control(&mut self, control: ReplayControl) {
        use ReplayControl::{Analyse, CancelAnalysis, Escape, PlayBetter, SetSpeed, ToggleBetter};
        let analysis = matches!(
            control,
            Analyse | CancelAnalysis | ToggleBetter | PlayBetter | Escape
        );
        if !analysis && !matches!(control, SetSpeed(_)) {
            // Any move through the game starts from the game, not the better move played.
            self.back_to_game();
        }
        let (position, total) = self.replay_position();
        if control != ReplayControl::TogglePlay && !matches!(control, SetSpeed(_)) {
            self.set_replay_playing(false);
        }
        match control {
            Analyse => self.analyse(),
            CancelAnalysis => self.cancel_analysis(),
            ToggleBetter => self.toggle_better(),
            PlayBetter => self.play_better(),
            Escape if self.played_out().is_some() => self.back_to_game(),
            Escape => self.cancel_analysis(),
            ReplayControl::TogglePlay => {
                if self.replay.is_some_and(|r| r.playing) {
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
                    self.status = announce::replay_ended(total, self.play.summary().score);
                }
            }
            ReplayControl::Back => {
                self.hand_over(Play::ReplayBack);
                self.say_where();
            }
            ReplayControl::ToStart => self.replay_seek(0),
            ReplayControl::ToEnd => self.replay_seek(total),
            ReplayControl::Seek(to) => self.replay_seek(to),
            ReplayControl::SetSpeed(speed) => {
                self.settle();
                if let Some(replay) = &mut self.replay {
                    replay.speed = speed;
                }
            }
        }
    }

    fn set_replay_playing(&mut self, playing: bool) {
        if let Some(replay) = &mut self.replay {
            replay.playing = playing;
        }
    }

    /// While playing and at rest: the next move, or the end.
    fn replay_on(&mut self) {
        let Some(replay) = self.replay else {
            return;
        };
        if !replay.playing || !self.play.at_rest() {
            return;
        }
        if self.replay_forward() {
            // At instant speed nothing animates, so a timer paces the moves.
            if self.play.at_rest() {
                self.pace(replay.pause_millis());
            }
        } else {
            self.set_replay_playing(false);
            let (_, total) = self.replay_position();
            self.status = announce::replay_ended(total, self.play.summary().score);
        }
    }

    /// Plays the replay's next move, animated; whether there was one.
    fn replay_forward(&mut self) -> bool {
        let (position, total) = self.replay_position();
        if position == total {
            return false;
        }
        // Read on the board it was played from.
        let reviewed = self.move_reviewed();
        self.hand_over(Play::ReplayForward);
        let (now, _) = self.replay_position();
        if now == position {
            // The code's moves were all checked when it was read; should one not play,
            // the viewer stays where it is rather than showing another game.
            return false;
        }
        self.status = announce::replay_move(now, total, &self.status);
        if let Some(reviewed) = reviewed {
            self.status = format!("{} {reviewed}", self.status);
        }
        true
    }

    /// Shows the game after `to` moves at once.
    fn replay_seek(&mut self, to: usize) {
        let (_, total) = self.replay_position();
        self.hand_over(Play::ReplaySeek(to.min(total)));
        self.say_where();
    }

    /// Says where the replay stands, and the next move with its mark once analysed.
    fn say_where(&mut self) {
        let (position, total) = self.replay_position();
        self.status = announce::replay_at(position, total, self.play.summary().score);
        if let Some(next) = self.move_reviewed() {
            self.status = format!("{} {}", self.status, announce::next_reviewed(&next));
        }
    }
}
