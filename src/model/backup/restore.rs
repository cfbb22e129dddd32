//! A backup and storage: what an export holds (read from storage, writing nothing), and an
//! import that replaces everything it holds, whole or not at all. The leaderboards'
//! player is read here too, for the page as for a backup.

use crate::model::announce;
use crate::model::i18n::tr;
use std::collections::BTreeMap;

use rules::{AnyHistory, Mode};

use super::{Backup, ModePart};
use crate::model::keys::{PLAYER_KEY, SETTINGS_KEY, STATS_KEY, best_key, game_key};
use crate::model::leaderboard::Player;
use crate::model::play;
use crate::model::saves::{Loaded, Slot, load_bests, load_settings, read_game};
use crate::model::stats::backup_part;
use crate::model::storage::{KeyValue, StoreError};

/// Everything storage keeps, as a backup: each mode's free game (a daily game is no part
/// of one) and the best of each side it offers, the settings and the statistics. A mode
/// with no game and no best has no part, so its import leaves that mode alone. The main
/// game is always there, as in every backup before modes: one that does not read is
/// replaced by the deal of `fallback_seed`, so an export always carries a game.
pub fn collect(store: &impl KeyValue, fallback_seed: u64) -> Backup {
    let bests = load_bests(store);
    let mut modes = BTreeMap::new();
    for mode in Mode::ALL {
        let game = match read_game(store, mode, Slot::Free) {
            Ok(Loaded::Game(history)) => Some(history),
            _ => None,
        };
        let mut part = ModePart {
            game,
            bests: BTreeMap::new(),
        };
        // One at a time: collecting into a map sorts first, a sort the wasm need not carry.
        for (side, best) in bests.of(mode) {
            part.bests.insert(side, best);
        }
        let played = part.game.is_some() || part.bests.values().any(|&best| best > 0);
        if played || mode == Mode::MAIN {
            modes.insert(mode, part);
        }
    }
    if let Some(main) = modes.get_mut(&Mode::MAIN)
        && main.game.is_none()
    {
        main.game = Some(play::deal(
            Mode::MAIN,
            fallback_seed,
            Mode::MAIN.default_size(),
        ));
    }
    Backup {
        modes,
        settings: load_settings(store),
        stats: backup_part(store),
        player: load_player(store),
    }
}

/// The leaderboards' player, when one has a name or a token.
pub fn load_player(store: &impl KeyValue) -> Option<Player> {
    let text = store.get(PLAYER_KEY).ok().flatten()?;
    Some(Player::from_json(&text)).filter(|player| *player != Player::default())
}

/// Why an import did not happen: the write that failed, and whether putting back what was
/// there failed too (then some keys hold the backup's and some what was there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RestoreError {
    /// The write that failed.
    pub failed: StoreError,
    /// The first write putting back what was there that failed, if one did.
    pub rollback: Option<StoreError>,
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let failed = announce::store_error(&self.failed);
        f.write_str(&match &self.rollback {
            None => tr::import_unchanged(&failed),
            Some(rollback) => tr::import_part_way(&failed, &announce::store_error(rollback)),
        })
    }
}

/// Replaces everything the game keeps with `backup`'s: the settings; for each mode the
/// backup has a part of, its game (removed when the part has none) and the bests of the
/// sides the part speaks for; the statistics when it has them. If a write fails, what was
/// there before is put back and the failure returned, so an import either happens whole or
/// changes nothing; where putting back fails too, the error says so.
pub fn replace_all(store: &impl KeyValue, backup: &Backup) -> Result<(), RestoreError> {
    let mut writes = vec![(SETTINGS_KEY.to_owned(), Some(backup.settings.to_json()))];
    for (&mode, part) in &backup.modes {
        writes.push((
            game_key(mode, Slot::Free),
            part.game.as_ref().map(AnyHistory::to_json),
        ));
        for (&side, best) in &part.bests {
            writes.push((best_key(mode, side), Some(best.to_string())));
        }
    }
    if let Some(stats) = &backup.stats {
        writes.push((STATS_KEY.to_owned(), Some(stats.to_json())));
    }
    if let Some(player) = &backup.player {
        writes.push((PLAYER_KEY.to_owned(), Some(player.to_json())));
    }
    let before: Vec<_> = writes.iter().map(|(key, _)| store.get(key)).collect();
    for (done, (key, value)) in writes.iter().enumerate() {
        let written = match value {
            Some(value) => store.set(key, value),
            None => store.remove(key),
        };
        if let Err(failed) = written {
            let mut rollback = None;
            for ((key, _), old) in writes.iter().zip(&before).take(done) {
                let put_back = match old {
                    Ok(Some(old)) => store.set(key, old),
                    _ => store.remove(key),
                };
                rollback = rollback.or(put_back.err());
            }
            return Err(RestoreError { failed, rollback });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};

    use super::*;
    use crate::model::settings::Settings;
    use crate::model::storage::test_stores::Memory;

    /// A store whose writes work a number of times, then fail for good.
    #[derive(Default)]
    struct Breaking {
        map: RefCell<BTreeMap<String, String>>,
        writes_left: Cell<u32>,
    }

    impl Breaking {
        fn write(&self) -> Result<(), StoreError> {
            match self.writes_left.get() {
                0 => Err(StoreError::Full),
                n => {
                    self.writes_left.set(n - 1);
                    Ok(())
                }
            }
        }
    }

    impl KeyValue for Breaking {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            Ok(self.map.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            self.write()?;
            self.map.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StoreError> {
            self.write()?;
            self.map.borrow_mut().remove(key);
            Ok(())
        }
    }

    fn backup() -> Backup {
        let store = Breaking::default();
        Backup {
            settings: Settings {
                help_seen: true,
                ..Settings::default()
            },
            ..collect(&store, 7)
        }
    }

    #[test]
    fn a_failed_import_puts_back_what_was_there_and_says_nothing_changed() {
        // The settings' write works, the game's fails, and the store works again: the
        // settings go back.
        let store = Memory::default();
        store.fail_after.set(Some(1));
        let error = replace_all(&store, &backup()).unwrap_err();
        assert_eq!(error.rollback, None);
        assert_eq!(
            error.to_string(),
            "Nothing was changed: the browser's storage is full."
        );
        assert!(store.map.borrow().is_empty());
    }

    #[test]
    fn a_failed_putting_back_is_told_not_dropped() {
        // The settings' write works, and then nothing does: the settings stay the backup's.
        let store = Breaking::default();
        store.writes_left.set(1);
        let error = replace_all(&store, &backup()).unwrap_err();
        assert!(store.map.borrow().contains_key(SETTINGS_KEY));
        assert_eq!(error.rollback, Some(StoreError::Full));
        assert!(error.to_string().contains("some saves may be the backup's"));
    }
}
