//! Persistent storage: whether the browser has promised to keep the game's storage (not
//! clear it when space runs low, nor after a week without a visit, as Safari does), and
//! when to ask for that promise.

use super::i18n::tr;

/// What the browser says about keeping the game's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Persistence {
    /// Not known yet: the browser has not answered.
    Checking,
    /// This browser cannot be asked.
    Unsupported,
    /// The browser keeps the storage until the player deletes it.
    Granted,
    /// The browser may clear the storage (it has not granted, or was not asked yet).
    NotGranted,
}

impl Persistence {
    /// The state in a sentence, for the Saves panel.
    pub fn describe(self) -> String {
        match self {
            Persistence::Checking => tr::persistence_checking(),
            Persistence::Unsupported => tr::persistence_unsupported(),
            Persistence::Granted => tr::persistence_granted(),
            Persistence::NotGranted => tr::persistence_not_granted(),
        }
    }
}

/// Whether to ask the browser to keep the storage now: once it is worth it (the app is
/// installed, or a game has been played to its end) and not yet granted. Asking sooner
/// would ask on behalf of a visitor who may never come back.
pub fn worth_asking(state: Persistence, installed: bool, finished_a_game: bool) -> bool {
    state == Persistence::NotGranted && (installed || finished_a_game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ask_once_installed_or_after_a_finished_game_until_granted() {
        use Persistence::*;
        assert!(!worth_asking(NotGranted, false, false));
        assert!(worth_asking(NotGranted, true, false));
        assert!(worth_asking(NotGranted, false, true));
        for settled in [Granted, Unsupported, Checking] {
            assert!(!worth_asking(settled, true, true), "{settled:?}");
        }
    }

    #[test]
    fn every_state_says_what_it_means() {
        assert!(Persistence::Granted.describe().starts_with("Kept"));
        assert!(Persistence::NotGranted.describe().contains("Export"));
    }
}
