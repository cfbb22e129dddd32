//! What the page shows of a session: read-only views of the game in play, its dialogs,
//! notices and marks. The mode's own board reads its play through [`Session::play_as`].

use rules::{AnyHistory, Mode, Outcome, Summary};

use super::{DailyPlay, Offer, Session};
use crate::model::bests::{Bests, NotCounted};
use crate::model::play::ModeSession;
use crate::model::posting::Posting;
use crate::model::replay::ReplayState;
use crate::model::settings::{Palette, Settings, Speed, Theme};
use crate::model::sound::Sound;
use crate::model::tutorial::Tutorial;

use super::Dialog;

impl Session {
    /// The mode in play.
    pub fn mode(&self) -> Mode {
        self.play.mode()
    }

    /// The mode's play, as every mode's.
    pub fn play(&self) -> &dyn ModeSession {
        self.play.as_ref()
    }

    /// The mode's play as its own type, for that mode's components; `None` in another
    /// mode.
    pub fn play_as<P: 'static>(&self) -> Option<&P> {
        self.play.as_any().downcast_ref()
    }

    /// The game in figures: always the truth, ahead of the animation.
    pub fn summary(&self) -> Summary {
        self.play.summary()
    }

    /// The game with its history, as it is saved.
    pub fn history(&self) -> AnyHistory {
        self.play.history()
    }

    /// The board's side in play.
    pub fn size(&self) -> usize {
        self.play.summary().size
    }

    /// Posting to the leaderboards: the player, the posts waiting, how each stands.
    pub fn posting(&self) -> &Posting {
        &self.posting
    }

    /// Whether the how-to-play panel is open.
    pub fn help_open(&self) -> bool {
        self.dialog == Some(Dialog::Help)
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        self.dialog == Some(Dialog::Settings)
    }

    /// Whether the new-game dialog is open.
    pub fn new_game_open(&self) -> bool {
        self.dialog == Some(Dialog::NewGame)
    }

    /// Whether the statistics panel is open.
    pub fn stats_open(&self) -> bool {
        self.dialog == Some(Dialog::Stats)
    }

    /// Whether the leaderboard panel is open.
    pub fn leaderboard_open(&self) -> bool {
        self.dialog == Some(Dialog::Leaderboard)
    }

    /// Whether the game-over box shows: the game is over, the board at rest, no dialog of
    /// the mode's own open, and this is no replay nor the tutorial. The leaderboard panel,
    /// which its Post box opens, takes its place while open (one modal dialog at a time).
    pub fn game_over_shown(&self) -> bool {
        self.play.summary().outcome == Outcome::GameOver
            && self.play.at_rest()
            && !self.play.dialog_open()
            && !matches!(
                self.dialog,
                Some(Dialog::Help | Dialog::NewGame | Dialog::Leaderboard)
            )
            && !self.keeps_nothing()
            && !self.in_race_game()
    }

    /// The player's own game in figures: the game in play, or behind the tutorial the one
    /// that waits.
    pub fn own_summary(&self) -> Summary {
        match &self.tutorial {
            Some(touring) => touring.kept().summary(),
            None => self.play.summary(),
        }
    }

    /// The tutorial, while it stands in for the player's game.
    pub fn tutorial(&self) -> Option<&Tutorial> {
        self.tutorial.as_ref().map(|touring| &touring.tutorial)
    }

    /// The daily game in play, on a daily page.
    pub fn daily(&self) -> Option<DailyPlay> {
        self.daily
    }

    /// Today, as the page loaded (UTC).
    pub fn today(&self) -> rules::day::Day {
        self.today
    }

    /// Whether the player's input is touch: the device has touch and no key was pressed
    /// yet. The words of the tutorial, the replay viewer and how to play follow it.
    pub fn touch(&self) -> bool {
        self.touch
    }

    /// Whose game the replay viewer shows, as the leaderboard that opened it named them.
    pub fn replay_player(&self) -> Option<&str> {
        self.replay_player.as_deref()
    }

    /// The replay viewer's state, in a replay viewer.
    pub fn replay(&self) -> Option<ReplayState> {
        self.replay
    }

    /// Problems to tell the player about (storage, saves, the address).
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// A game offered beside the one in play, which was kept.
    pub fn offer(&self) -> Option<Offer> {
        self.offer
    }

    /// Moves taken back in this game.
    pub fn undos(&self) -> u32 {
        self.play.summary().undos
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        self.play.can_undo() && !self.helpers_off()
    }

    /// Whether there is a move taken back to play again.
    pub fn can_redo(&self) -> bool {
        self.play.can_redo() && !self.helpers_off()
    }

    /// Whether the solver is playing (Watch).
    pub fn watching(&self) -> bool {
        self.play.watching()
    }

    /// The best score on boards of the mode and side in play.
    pub fn best(&self) -> u64 {
        let game = self.play.summary();
        self.bests.get(game.mode, game.size)
    }

    /// Why the game in play sets no best, while it does not (undos, the solver's moves, a
    /// daily game played again): said beside Best, which no longer follows the score. None
    /// for a game that counts, and in a replay viewer or the tutorial, which keep nothing.
    pub fn best_not_counted(&self) -> Option<NotCounted> {
        if self.keeps_nothing() {
            return None;
        }
        NotCounted::of(
            &self.play.summary(),
            self.daily.is_some_and(|play| play.practice),
        )
    }

    /// The best this game passed, once the board rested after the move that passed it
    /// (its moment: a line, a sound, Best marked new) and for the rest of the game.
    pub fn best_beaten(&self) -> Option<u64> {
        self.beaten
            .filter(|_| !self.at_rest.contains(&Sound::NewBest))
    }

    /// The best scores of every mode and side.
    pub fn bests(&self) -> &Bests {
        &self.bests
    }

    /// The score to show: it may step up while a move animates.
    pub fn shown_score(&self) -> u64 {
        self.play.shown_score()
    }

    /// The live region's text.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The animation speed in force: the viewer's in a replay, else the player's choice,
    /// else the system's preference.
    pub fn speed(&self) -> Speed {
        match &self.replay {
            Some(replay) => replay.speed,
            None => self.settings.effective_speed(self.reduced_motion),
        }
    }

    /// The theme: the player's choice, or the system's.
    pub fn theme(&self) -> Theme {
        self.settings.theme
    }

    /// The tiles' palette.
    pub fn palette(&self) -> Palette {
        self.settings.palette
    }
}
