//! A backup and storage: what an export holds (read from storage, writing nothing), and an
//! import that replaces everything it holds, whole or not at all. The leaderboards'
//! player is read here too, for the page as for a backup.

use std::collections::BTreeMap;

use rules::{AnyHistory, History, Mode, exponentile};

use super::{Backup, ModePart};
use crate::model::keys::{PLAYER_KEY, SETTINGS_KEY, STATS_KEY, best_key, game_key};
use crate::model::leaderboard::Player;
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
        if played || mode == Mode::Exponentorus {
            modes.insert(mode, part);
        }
    }
    if let Some(main) = modes.get_mut(&Mode::Exponentorus)
        && main.game.is_none()
    {
        let deal = exponentile::Game::new(fallback_seed);
        main.game = Some(AnyHistory::from(History::new(deal)));
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

/// Replaces everything the game keeps with `backup`'s: the settings; for each mode the
/// backup has a part of, its game (removed when the part has none) and the bests of the
/// sides the part speaks for; the statistics when it has them. If a write fails, what was
/// there before is put back (as far as the store lets us) and the failure returned, so an
/// import either happens whole or changes nothing.
pub fn replace_all(store: &impl KeyValue, backup: &Backup) -> Result<(), StoreError> {
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
        if let Err(why) = written {
            for ((key, _), old) in writes.iter().zip(&before).take(done) {
                let _ = match old {
                    Ok(Some(old)) => store.set(key, old),
                    _ => store.remove(key),
                };
            }
            return Err(why);
        }
    }
    Ok(())
}
