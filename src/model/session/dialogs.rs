//! The session's dialogs, one at a time: [`Dialog`] says which is open, and one rule says
//! what may open over what: a dialog opens only over the board, never over another, and
//! while one is open it alone answers the keys (Escape, or the key that opened it, closes
//! it).

use super::Session;
use crate::model::input::Action;
use crate::model::intent::Effect;

/// A dialog of the session's, over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// How to play: the mode's rules and keys, and the way to the tutorial.
    Help,
    /// "Start a new game?", with the modes and sides.
    NewGame,
    /// The settings.
    Settings,
    /// The statistics.
    Stats,
    /// The leaderboards.
    Leaderboard,
}

impl Dialog {
    /// Whether `action` closes this dialog: Escape always, and the key that toggles it.
    fn closed_by(self, action: Action) -> bool {
        matches!(
            (self, action),
            (_, Action::Cancel)
                | (Dialog::Help, Action::Help)
                | (Dialog::Stats, Action::Stats)
                | (Dialog::Leaderboard, Action::Leaderboard)
        )
    }
}

impl Session {
    /// The dialog open, if any.
    pub fn dialog(&self) -> Option<Dialog> {
        self.dialog
    }

    /// Opens `dialog` if no dialog is open (the one open keeps the keys), the board's
    /// animation first settled so the dialog shows the game as it stands.
    pub(super) fn open_dialog(&mut self, dialog: Dialog) {
        if self.dialog.is_some() {
            return;
        }
        self.settle();
        match dialog {
            Dialog::Settings => self.posting.settings_opened(),
            Dialog::Stats => self.read_stats(),
            Dialog::Help | Dialog::NewGame | Dialog::Leaderboard => {}
        }
        self.dialog = Some(dialog);
    }

    /// Closes `dialog` if it is the one open, the focus given back to the page. How to
    /// play, once closed, is not opened by itself again.
    pub(super) fn close_dialog(&mut self, dialog: Dialog) {
        if self.dialog == Some(dialog) {
            self.dialog = None;
            self.effects.push(Effect::GiveBackFocus);
            if dialog == Dialog::Help && !self.settings.help_seen {
                self.settings.help_seen = true;
                self.save_settings();
            }
        }
    }

    /// Puts `dialog` away, if open, as the game it was about changes.
    pub(super) fn put_away(&mut self, dialog: Dialog) {
        if self.dialog == Some(dialog) {
            self.dialog = None;
        }
    }

    /// A key while a dialog is open: it closes the dialog or does nothing. Whether a
    /// dialog took the key.
    pub(super) fn dialog_key(&mut self, action: Action) -> bool {
        let Some(open) = self.dialog else {
            return false;
        };
        if open.closed_by(action) {
            self.close_dialog(open);
        }
        true
    }
}
