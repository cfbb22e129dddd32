//! A race in the session: the form that makes one, the race opened by its link, and the
//! race's game, which is a game like any other (played by its mode, saved in the race's
//! slot, a replay link at the end) whose moves go to the server as they are played. While
//! the player races, Hint, Watch, Undo and Redo are off; the lobby and the standings hold
//! the keys, as a dialog does.

use rules::{AnyHistory, Mode};

use super::Session;
use crate::model::input::Action;
use crate::model::intent::Effect;
use crate::model::race::sentences;
use crate::model::race::{
    Hello, Offered, Race, RaceAsk, RaceEffect, RaceIntent, RaceOut, valid_id,
};
use crate::model::saves::Slot;
use rules::race_protocol::PhaseName;

/// Races, as the session holds them: whether the site runs them, the form, the race.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Racing {
    offered: Offered,
    race: Option<Race>,
    form_open: bool,
    /// The mode and side the form opened on.
    form_kind: Option<(Mode, usize)>,
    form_said: String,
    /// The mode of the player's own game, which Leave goes back to.
    back_to: Option<Mode>,
}

impl Racing {
    /// Whether Start a race is offered: not where what answers is no race server.
    pub fn offered(&self) -> bool {
        self.offered != Offered::No
    }

    /// The race open, if any.
    pub fn race(&self) -> Option<&Race> {
        self.race.as_ref()
    }

    /// Whether the form that makes a race is open.
    pub fn form_open(&self) -> bool {
        self.form_open
    }

    /// The mode and side the form opened on.
    pub fn form_kind(&self) -> Option<(Mode, usize)> {
        self.form_kind
    }

    /// What the form says (why a race was not made), or nothing.
    pub fn form_said(&self) -> &str {
        &self.form_said
    }
}

mod form;

impl Session {
    /// Races, for the page.
    pub fn racing(&self) -> &Racing {
        &self.racing
    }

    pub(super) fn race_ask(&mut self, ask: RaceAsk) {
        match ask {
            RaceAsk::Probed(answer) => self.race_probed(answer.as_ref()),
            RaceAsk::NoneRemembered => self.racing.offered = Offered::No,
            RaceAsk::OpenForm(kind) => self.open_race_form(kind),
            RaceAsk::CloseForm => self.close_race_form(),
            RaceAsk::Create {
                mode,
                size,
                minutes,
                name,
                random,
            } => self.create_race(mode, size, minutes, name, random),
            RaceAsk::Created(answer) => self.race_created(answer.as_ref()),
            RaceAsk::Open(id) => self.open_race(id),
            RaceAsk::Join { name, random } => {
                let Some((token, name)) = self.race_player(name, random) else {
                    return;
                };
                if let Some(race) = self.racing.race.as_mut() {
                    let effects = race.join(token, name);
                    self.race_effects(effects);
                }
            }
            RaceAsk::Leave => self.leave_race(),
            RaceAsk::Race(intent) => {
                if intent == RaceIntent::Opened {
                    // A race's socket opened: this site runs races after all.
                    self.race_offered(Offered::Yes);
                }
                let Some(race) = self.racing.race.as_mut() else {
                    return;
                };
                let outs = race.handle(intent);
                self.race_outs(outs);
            }
        }
    }

    /// Whether a race takes `action` from the game: Hint, Watch, Undo and Redo while the
    /// player races; every key while the lobby, the countdown or the standings show, but
    /// Escape in the form, which closes it.
    pub(super) fn race_holds(&mut self, action: Action) -> bool {
        if self.racing.form_open {
            if action == Action::Cancel {
                self.close_race_form();
            }
            return true;
        }
        let Some(race) = &self.racing.race else {
            return false;
        };
        match race.phase() {
            Some(PhaseName::Racing) if race.me().is_some() => {
                let Some(off) = sentences::off_in_a_race(action) else {
                    return false;
                };
                self.status = off;
                true
            }
            Some(PhaseName::Racing) => false,
            _ => true,
        }
    }

    /// Whether the board takes no input: the form, the lobby, the countdown or the
    /// standings show over it.
    pub(super) fn race_holds_board(&self) -> bool {
        self.racing.form_open
            || self
                .racing
                .race
                .as_ref()
                .is_some_and(|race| race.phase() != Some(PhaseName::Racing))
    }

    /// Whether Hint, Watch, Undo and Redo are off: the player races.
    pub fn helpers_off(&self) -> bool {
        self.racing.race.as_ref().is_some_and(Race::racing)
    }

    /// Whether the game in play is the race's.
    pub fn in_race_game(&self) -> bool {
        self.slot == Slot::Race
    }

    /// The player's race game moved: its new moves go to the server.
    pub(super) fn race_moved(&mut self) {
        if !self.in_race_game() {
            return;
        }
        let log = self.play.history().packed_log().unwrap_or_default();
        if let Some(race) = self.racing.race.as_mut() {
            let effects = race.sync(&log);
            self.race_effects(effects);
        }
    }

    /// The address of the race open: `race=ID`.
    pub(super) fn race_query(&self) -> Option<String> {
        let race = self.racing.race.as_ref()?;
        Some(format!("race={}", race.id()))
    }

    fn open_race(&mut self, id: String) {
        if !valid_id(&id) {
            self.notify(sentences::not_a_race_link(&rules::quoting::shorten(&id)));
            return;
        }
        if let Some(race) = self.racing.race.take() {
            let effects = race.clone().leave();
            self.race_effects(effects);
        }
        let player = self.posting.player();
        let hello = match (&player.token, &player.name) {
            (Some(token), Some(name)) => Hello::Join {
                token: token.clone(),
                name: name.clone(),
            },
            _ => Hello::Watch,
        };
        let (race, connect) = Race::open(id, hello);
        self.racing.race = Some(race);
        self.effects.push(Effect::Race(connect));
        self.show_address();
    }

    fn leave_race(&mut self) {
        let Some(mut race) = self.racing.race.take() else {
            return;
        };
        let effects = race.leave();
        self.race_effects(effects);
        if self.in_race_game() {
            let mode = self.racing.back_to.take().unwrap_or(self.mode());
            self.switch_to(mode, super::Switch::Resume);
        } else {
            self.show_address();
        }
        self.effects.push(Effect::FocusBoard);
    }

    fn race_effects(&mut self, effects: Vec<RaceEffect>) {
        self.effects.extend(effects.into_iter().map(Effect::Race));
    }

    fn race_outs(&mut self, outs: Vec<RaceOut>) {
        for out in outs {
            match out {
                RaceOut::Effect(effect) => self.effects.push(Effect::Race(effect)),
                RaceOut::Moves { log, exact } => self.race_game(&log, exact),
                RaceOut::Rematch(id) => self.open_race(id),
            }
        }
    }

    /// The race's game at the server's moves `log`: the game in play if it is the race's
    /// and goes on from them (its further moves are sent), else the deal with them.
    fn race_game(&mut self, log: &[u64], exact: bool) {
        let Some(room) = self.racing.race.as_ref().and_then(Race::room) else {
            return;
        };
        let (mode, size) = (room.mode, room.size);
        let Some(seed) = room.seed else {
            return;
        };
        let game = self.play.summary();
        let same = self.in_race_game() && (game.mode, game.seed, game.size) == (mode, seed, size);
        let mine = same.then(|| self.play.history().packed_log()).flatten();
        let goes_on = mine
            .as_ref()
            .is_some_and(|mine| mine == log || (!exact && mine.starts_with(log)));
        if !goes_on {
            let Some(history) = dealt_with(mode, seed, size, log) else {
                return;
            };
            self.leave_tutorial();
            if !self.in_race_game() {
                self.racing.back_to = Some(self.mode());
            }
            self.slot = Slot::Race;
            self.daily = None;
            self.offer = None;
            self.put_in_play(history);
            self.save_game();
            self.status = if log.is_empty() {
                sentences::race_on()
            } else {
                sentences::back_in()
            };
            self.effects.push(Effect::FocusBoard);
        }
        let played = mine.filter(|_| goes_on).unwrap_or_else(|| log.to_vec());
        if let Some(race) = self.racing.race.as_mut() {
            race.matched(log.len());
            let effects = race.sync(&played);
            self.race_effects(effects);
        }
    }
}

/// The deal of `mode` from `seed` on side `size`, with the moves `log` played.
fn dealt_with(mode: Mode, seed: u64, size: usize, log: &[u64]) -> Option<AnyHistory> {
    let mut history = AnyHistory::deal(mode, seed, size).ok()?;
    for &m in log {
        history.play_packed(m).ok()?;
    }
    Some(history)
}
