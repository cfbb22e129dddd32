//! The form that makes a race, and whether this site runs races: the server is asked when
//! the player opens the form (never at a page's start), and a site that runs none is
//! remembered by the browser, so that its button is not offered again; a race's socket
//! that opens, or a later answer, undoes that.

use rules::Mode;

use super::super::Session;
use crate::model::i18n::tr;
use crate::model::intent::Effect;
use crate::model::leaderboard::{Answer, Reply};
use crate::model::race::{Offered, RaceEffect, valid_id};

/// What a race's creation asks for.
#[derive(serde::Serialize)]
struct NewRace {
    mode: &'static str,
    size: usize,
    minutes: u32,
}

/// What a race's creation answers.
#[derive(serde::Deserialize)]
struct Created {
    id: String,
}

impl Session {
    /// Opens the form on `kind` (or the game in play's), New game's dialog put away; the
    /// server is asked whether it runs races unless it said so already in this page.
    pub(super) fn open_race_form(&mut self, kind: Option<(Mode, usize)>) {
        self.put_away(super::super::Dialog::NewGame);
        if self.dialog.is_some() || self.racing.race.is_some() {
            return;
        }
        self.settle();
        let game = self.play.summary();
        self.racing.form_open = true;
        self.racing.form_kind = Some(kind.unwrap_or((game.mode, game.size)));
        self.racing.form_said.clear();
        if self.racing.offered != Offered::Yes {
            self.racing.form_said = tr::race_asking();
            self.effects.push(Effect::Race(RaceEffect::Probe));
        }
    }

    /// The server's answer to whether it runs races: a site that runs none is remembered
    /// (its button goes), and one that does is no longer.
    pub(super) fn race_probed(&mut self, answer: Option<&Answer>) {
        let (offered, said) = match Reply::<serde::de::IgnoredAny>::of(answer) {
            Reply::Done(_) => (Offered::Yes, String::new()),
            Reply::NoServer => (Offered::No, tr::race_no_races()),
            Reply::Refused(_) | Reply::Later(_) if answer.is_none() => {
                (Offered::Unknown, tr::race_offline())
            }
            Reply::Refused(_) | Reply::Later(_) => (Offered::Unknown, tr::race_not_answering()),
        };
        self.race_offered(offered);
        if self.racing.form_open && self.racing.form_said == tr::race_asking() {
            self.racing.form_said = said;
        }
    }

    /// What this site was found to do, kept in the browser when it changes what the
    /// browser remembers.
    pub(super) fn race_offered(&mut self, offered: Offered) {
        let was = self.racing.offered;
        self.racing.offered = offered;
        let remember = match (was, offered) {
            (Offered::No, Offered::Yes) => false,
            (Offered::Unknown | Offered::Yes, Offered::No) => true,
            _ => return,
        };
        self.effects
            .push(Effect::Race(RaceEffect::RememberNoRaces(remember)));
    }

    pub(super) fn close_race_form(&mut self) {
        if self.racing.form_open {
            self.racing.form_open = false;
            self.effects.push(Effect::GiveBackFocus);
        }
    }

    /// The player with a token and a name, made and kept now if need be: a race's player
    /// is the leaderboards' (the form says why not).
    pub(super) fn race_player(
        &mut self,
        name: Option<String>,
        random: Option<[u8; 16]>,
    ) -> Option<(String, String)> {
        let mut effects = Vec::new();
        let player = self.posting.player_for_race(name, random, &mut effects);
        self.effects.extend(effects);
        if player.is_none() {
            self.racing.form_said = tr::race_needs_name();
        }
        player
    }

    pub(super) fn create_race(
        &mut self,
        mode: Mode,
        size: usize,
        minutes: u32,
        name: Option<String>,
        random: Option<[u8; 16]>,
    ) {
        let Some((token, _)) = self.race_player(name, random) else {
            return;
        };
        let body = NewRace {
            mode: mode.name(),
            size,
            minutes,
        };
        self.racing.form_said = tr::race_making();
        self.effects.push(Effect::Race(RaceEffect::Create {
            token,
            body: serde_json::to_string(&body).unwrap_or_default(),
        }));
    }

    pub(super) fn race_created(&mut self, answer: Option<&Answer>) {
        if !self.racing.form_open {
            return;
        }
        match Reply::<Created>::of(answer) {
            Reply::Done(Created { id }) if valid_id(&id) => {
                self.close_race_form();
                self.open_race(id);
            }
            Reply::Done(_) | Reply::NoServer => {
                self.race_offered(Offered::No);
                self.racing.form_said = tr::race_no_races();
            }
            Reply::Refused(why) => self.racing.form_said = why,
            Reply::Later(_) if answer.is_none() => self.racing.form_said = tr::race_offline(),
            Reply::Later(_) => {
                self.racing.form_said = tr::race_not_made();
            }
        }
    }
}
