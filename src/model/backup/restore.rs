//! A backup and storage: what an export holds (read from storage, writing nothing), and an
//! import that replaces everything it holds, whole or not at all.

use rules::{AnyHistory, Mode, twenty48};

use super::{Backup, ClassicPart, TorusHistory};
use crate::model::saves::{
    Loaded, SETTINGS_KEY, Slot, best_key, game_key, load_bests, load_settings, read_game,
};
use crate::model::stats::{STATS_KEY, backup_part};
use crate::model::storage::{KeyValue, StoreError};

/// Everything storage keeps, as a backup: each mode's free game (a daily game is no part
/// of one), the bests, the settings and the statistics. A main game that does not read is
/// replaced by the deal of `fallback_seed`, so an export always works.
pub fn collect(store: &impl KeyValue, fallback_seed: u64) -> Backup {
    let game = match read_game(store, Mode::Exponentorus, Slot::Free) {
        Ok(Loaded::Game(AnyHistory::Exponentile(history))) => *history,
        _ => TorusHistory::new(rules::exponentile::Game::new(fallback_seed)),
    };
    let bests = load_bests(store);
    let classic_game = match read_game(store, Mode::Twenty48, Slot::Free) {
        Ok(Loaded::Game(AnyHistory::Twenty48(history))) => Some(*history),
        _ => None,
    };
    let mut classic_bests = vec![0; twenty48::Board::MAX_SIZE + 1];
    for (size, best) in bests.of(Mode::Twenty48) {
        classic_bests[size] = best;
    }
    // A backup of the main game alone stays as it was: no 2048 part when it has nothing.
    let classic =
        (classic_game.is_some() || classic_bests.iter().any(|&b| b > 0)).then_some(ClassicPart {
            game: classic_game,
            bests: classic_bests,
        });
    Backup {
        game,
        bests,
        every_size: true,
        settings: load_settings(store),
        classic,
        stats: backup_part(store),
    }
}

/// Replaces everything the game keeps with `backup`'s (the 2048 mode's too, when the
/// backup has its part; the best of every side when it has them all, else 9×9's alone).
/// If a write fails, what was there before is put back (as far as the store lets us) and
/// the failure returned, so an import either happens whole or changes nothing.
pub fn replace_all(store: &impl KeyValue, backup: &Backup) -> Result<(), StoreError> {
    let mut writes = vec![
        (
            game_key(Mode::Exponentorus, Slot::Free),
            Some(backup.game.to_json()),
        ),
        (SETTINGS_KEY.to_owned(), Some(backup.settings.to_json())),
    ];
    for (size, best) in backup.bests.of(Mode::Exponentorus) {
        if backup.every_size || size == 9 {
            writes.push((best_key(Mode::Exponentorus, size), Some(best.to_string())));
        }
    }
    if let Some(part) = &backup.classic {
        writes.push((
            game_key(Mode::Twenty48, Slot::Free),
            part.game.as_ref().map(|game| game.to_json()),
        ));
        for &size in Mode::Twenty48.sizes() {
            let best = part.bests.get(size).copied().unwrap_or(0);
            writes.push((best_key(Mode::Twenty48, size), Some(best.to_string())));
        }
    }
    if let Some(stats) = &backup.stats {
        writes.push((STATS_KEY.to_owned(), Some(stats.to_json())));
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
