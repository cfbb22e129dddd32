//! Storage for the 2048 mode: its own game and its own best score per board side, beside
//! (never over) ExponenTorus's keys, through the same [`KeyValue`] store. The settings
//! (speed) are shared by both modes.

use rules::LoadError;

/// A 2048 game with its history.
pub type SlideHistory = rules::History<rules::twenty48::Game>;

use super::backup::ClassicPart;
use super::saves::{KeyValue, StoreError};

/// The 2048 game in play (any side): the sim's save JSON, written after every move.
pub const GAME_KEY: &str = "exponentorus.2048.game";
/// The best score of side `n` is kept under this prefix followed by `n`.
pub const BEST_PREFIX: &str = "exponentorus.2048.best.";
/// Unreadable 2048 saves are kept under this prefix followed by the epoch milliseconds.
pub const BACKUP_PREFIX: &str = "exponentorus.2048.game.unreadable.";
/// The mode played last, `2048` or `exponentorus`: a page load without `?mode=` opens it.
pub const MODE_KEY: &str = "exponentorus.mode";

/// What the store held for the 2048 game.
#[derive(Debug)]
pub enum LoadedSlide {
    /// No saved game.
    Nothing,
    /// The saved game with its history, checked by the sim.
    Game(Box<SlideHistory>),
    /// A save the sim could not read, kept under `backup_key` (when the store let us).
    Unreadable {
        /// Why it could not be read.
        error: LoadError,
        /// Where the bad text was kept, if keeping it worked.
        backup_key: Option<String>,
    },
}

/// Reads the saved 2048 game; an unreadable one is first copied to a backup key named
/// after `now_ms`.
pub fn load_game(store: &impl KeyValue, now_ms: u64) -> Result<LoadedSlide, StoreError> {
    let Some(text) = store.get(GAME_KEY)? else {
        return Ok(LoadedSlide::Nothing);
    };
    Ok(match SlideHistory::from_json(&text) {
        Ok(history) => LoadedSlide::Game(Box::new(history)),
        Err(error) => {
            let key = format!("{BACKUP_PREFIX}{now_ms}");
            let backup_key = store.set(&key, &text).ok().map(|()| key);
            LoadedSlide::Unreadable { error, backup_key }
        }
    })
}

/// The best score for each side, index `n` for side `n` (0 where none is stored or it is
/// unreadable).
pub fn load_bests(store: &impl KeyValue) -> Vec<u64> {
    (0..=rules::twenty48::Board::MAX_SIZE)
        .map(|n| {
            let text = store.get(&format!("{BEST_PREFIX}{n}")).ok().flatten();
            super::saves::parse_best(text.as_deref())
        })
        .collect()
}

/// The 2048 mode's part of a backup, as stored: its game (when readable) and its bests;
/// `None` when it has neither, so a backup of the main game alone stays as it was.
pub fn backup_part(store: &impl KeyValue) -> Option<ClassicPart> {
    let game = store
        .get(GAME_KEY)
        .ok()
        .flatten()
        .and_then(|text| SlideHistory::from_json(&text).ok());
    let bests = load_bests(store);
    (game.is_some() || bests.iter().any(|&b| b > 0)).then_some(ClassicPart { game, bests })
}

/// The keys and values that put `part` into storage: the game (removed when the part has
/// none, marked by `None`) and the best of every side.
pub fn backup_writes(part: &ClassicPart) -> Vec<(String, Option<String>)> {
    let mut writes = vec![(
        GAME_KEY.to_owned(),
        part.game.as_ref().map(SlideHistory::to_json),
    )];
    for n in rules::twenty48::Board::MIN_SIZE..=rules::twenty48::Board::MAX_SIZE {
        let best = part.bests.get(n).copied().unwrap_or(0);
        writes.push((format!("{BEST_PREFIX}{n}"), Some(best.to_string())));
    }
    writes
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use super::*;

    #[derive(Default)]
    struct Memory(RefCell<BTreeMap<String, String>>);

    impl KeyValue for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            Ok(self.0.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            self.0.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StoreError> {
            self.0.borrow_mut().remove(key);
            Ok(())
        }
    }

    #[test]
    fn a_saved_game_loads_and_a_bad_one_is_kept_aside() {
        let store = Memory::default();
        assert!(matches!(load_game(&store, 1), Ok(LoadedSlide::Nothing)));
        let game = SlideHistory::new(rules::twenty48::Game::with_size(7, 5).unwrap());
        store.set(GAME_KEY, &game.to_json()).unwrap();
        assert!(matches!(load_game(&store, 1), Ok(LoadedSlide::Game(g)) if *g == game));
        store.set(GAME_KEY, "{\"version\":1").unwrap();
        let Ok(LoadedSlide::Unreadable { backup_key, .. }) = load_game(&store, 99) else {
            panic!("an unreadable save");
        };
        let key = format!("{BACKUP_PREFIX}99");
        assert_eq!(backup_key.as_deref(), Some(key.as_str()));
        assert_eq!(store.get(&key).unwrap().as_deref(), Some("{\"version\":1"));
    }

    #[test]
    fn bests_are_kept_per_side() {
        let store = Memory::default();
        store.set(&format!("{BEST_PREFIX}4"), "120").unwrap();
        store.set(&format!("{BEST_PREFIX}6"), "oops").unwrap();
        let bests = load_bests(&store);
        assert_eq!((bests[4], bests[5], bests[6]), (120, 0, 0));
    }
}
