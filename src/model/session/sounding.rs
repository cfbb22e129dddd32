//! What the session sounds, and when: each thing the board does as it shows
//! ([`Sound::of`]), a buzz with each merge, and two sounds of its own once the board
//! rests — a new best (the first move of a game to pass the best it set out to beat, with
//! its line) and the game's end (unless that move set a new best: the game ends on its
//! cheer). The page plays them only where it may (after the player's first input, while
//! the page shows); a muted game asks for none.

use super::Session;
use crate::model::announce;
use crate::model::intent::Effect;
use crate::model::play::Happening;
use crate::model::settings::Volume;
use crate::model::sound::Sound;

impl Session {
    /// What the board did, as it shows: its sound, and the tutorial's step.
    pub(super) fn happened(&mut self, happening: Happening) {
        if let Some(sound) = Sound::of(happening) {
            self.sound(sound);
        }
        if let Some(touring) = self.tutorial.as_mut() {
            touring.tutorial.saw(happening);
        }
    }

    /// Asks the page for `sound` (and its buzz) at the volume set, unless muted.
    pub(super) fn sound(&mut self, sound: Sound) {
        let volume = self.settings.loudness();
        if volume == 0 {
            return;
        }
        self.effects.push(Effect::Sound { sound, volume });
        if let Some(millis) = sound.buzz() {
            self.effects.push(Effect::Vibrate(millis));
        }
    }

    /// What waits for the board to rest, once it does: the sounds, and a new best's line
    /// (after the move's own, which it does not hide).
    pub(super) fn sound_at_rest(&mut self) {
        if !self.play.at_rest() {
            return;
        }
        for sound in std::mem::take(&mut self.at_rest) {
            if sound == Sound::NewBest
                && let Some(best) = self.beaten
            {
                let line = announce::new_best(best);
                self.status = match self.status.as_str() {
                    "" => line,
                    said => announce::said_then_new_best(said, &line),
                };
            }
            self.sound(sound);
        }
    }

    /// Sets the best the game in play is out to beat: the best of its mode and side, if
    /// the game is still below it (a game that holds the best beats no one).
    pub(super) fn aim(&mut self) {
        let best = self.best();
        self.to_beat = (best > 0 && self.play.summary().score < best).then_some(best);
        self.beaten = None;
        self.at_rest.clear();
    }

    /// After a move that raised the best: the first time the game passes the best it set
    /// out to beat, its moment once the board rests (a line, a sound, Best marked new).
    pub(super) fn cheer_if_beaten(&mut self) {
        if let Some(best) = self
            .to_beat
            .filter(|&best| self.play.summary().score > best)
        {
            self.to_beat = None;
            self.beaten = Some(best);
            self.at_rest.push(Sound::NewBest);
        }
    }

    /// M or the mute button: the sound off, or on again.
    pub(super) fn toggle_mute(&mut self) {
        self.settings.muted = !self.settings.muted;
        self.save_settings();
        self.status = announce::sound_on(!self.settings.muted);
    }

    /// A volume set in the settings: it sounds on (a volume is chosen to be heard), and a
    /// pick-up plays at it, so the player hears what was chosen.
    pub(super) fn set_volume(&mut self, percent: u8) {
        self.settings.volume = Volume::new(percent);
        self.settings.muted = false;
        self.save_settings();
        self.sound(Sound::PickUp);
    }
}
