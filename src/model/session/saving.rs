//! What the session keeps, and when: the game after every move (never a board
//! mid-animation), the settings, the bests of games played straight, and each finished
//! game once, for the statistics. A replay viewer and the tutorial keep nothing of their
//! games (the tutorial's settings, its sound and its end, are kept).

use super::Session;
use crate::model::i18n::{self, Language};
use crate::model::intent::Effect;
use crate::model::play::Event;
use crate::model::saves::Record;
use crate::model::sound::Sound;
use crate::model::stats::Finished;

impl Session {
    /// The session's part of what the mode did.
    pub(super) fn on_event(&mut self, event: Event) {
        match event {
            // Heard in a replay and in the tutorial too.
            Event::Happened(happening) => self.happened(happening),
            _ if self.keeps_nothing() => {}
            Event::Moved { over } => {
                self.save_game();
                self.race_moved();
                if self.raise_best() {
                    self.cheer_if_beaten();
                }
                if over {
                    self.record_finished();
                    // A game that ends on a new best ends on its cheer, not a sigh over it.
                    if !self.at_rest.contains(&Sound::NewBest) {
                        self.at_rest.push(Sound::GameOver);
                    }
                }
            }
            Event::Undone | Event::Marked => self.save_game(),
        }
    }

    /// Whether the game in play is no game of the player's to keep: a replay's, the
    /// tutorial's or a puzzle's.
    pub(super) fn keeps_nothing(&self) -> bool {
        self.replay.is_some() || self.tutorial.is_some() || self.puzzle.is_some()
    }

    /// Saves the whole game. Called right after the rules accept a move, so the save always
    /// holds a finished move (never a board mid-animation).
    pub(super) fn save_game(&mut self) {
        if self.keeps_nothing() {
            return;
        }
        self.effects.push(Effect::Save(Record::Game {
            mode: self.mode(),
            slot: self.slot,
            json: self.play.to_json(),
        }));
    }

    /// A language picked in the settings: kept, and the page starts again in it, so that
    /// every text it shows is made again in that language. The game in play was saved
    /// with its last move; an animation is settled first.
    pub(super) fn set_language(&mut self, language: Language) {
        if language == i18n::language() {
            return;
        }
        self.settle();
        self.effects.push(Effect::Save(Record::Language(language)));
        self.effects.push(Effect::ReloadInChosenLanguage);
    }

    pub(super) fn save_settings(&mut self) {
        if self.replay.is_some() {
            return;
        }
        self.effects
            .push(Effect::Save(Record::Settings(self.settings.clone())));
    }

    /// Raises the best score of the mode and side to the game's, and saves it, unless the
    /// game is no straight game; whether it rose.
    pub(super) fn raise_best(&mut self) -> bool {
        let rose = self.raise_best_quietly();
        if rose {
            let (mode, size) = (self.mode(), self.size());
            self.effects.push(Effect::Save(Record::Best {
                mode,
                size,
                best: self.best(),
            }));
        }
        rose
    }

    /// Raises the best score shown to the game's, as [`Session::raise_best`] but without
    /// saving it; whether it rose.
    pub(super) fn raise_best_quietly(&mut self) -> bool {
        // The best is a game played straight: one with undos or the solver's moves never
        // sets it, nor a daily game played again on a board already known.
        let game = self.play.summary();
        let rises = !self.keeps_nothing() && self.best_not_counted().is_none();
        rises && self.bests.raise(game.mode, game.size, game.score)
    }

    /// Records the game that has just ended, for the statistics.
    fn record_finished(&mut self) {
        let daily = self.daily;
        let mut finished = Finished::of(&self.play.summary(), daily.map(|p| p.day));
        if let Some(play) = daily {
            finished.practice = play.practice;
            let result = (self.mode(), play.day);
            if !self.daily_results.contains(&result) {
                self.daily_results.push(result);
            }
        }
        self.effects.push(Effect::Save(Record::Finished(finished)));
    }
}
