//! The storage adapter: one key per concern in a key-value store (the browser's
//! `localStorage`), read through functions that turn anything unreadable into a clear
//! result and never a panic. The logic is generic over [`KeyValue`] so it is tested
//! natively with an in-memory store; `WebStore` is the browser's (wasm32 only).

use crate::model::TorusHistory as History;
use crate::model::backup::Backup;
use crate::model::intent::Record;
use crate::model::settings::Settings;
use crate::model::sizes::{Bests, SIZES};
use rules::LoadError;
use rules::exponentile::Board;

/// The game in play: the sim's save JSON, written whole after every accepted move.
pub const GAME_KEY: &str = "exponentorus.game";
/// The best score on the default 9×9 board, a decimal number. The key is older than the
/// other sizes, and kept so that players keep their best.
pub const BEST_KEY: &str = "exponentorus.best";
/// The best score on another board side `n` is kept under this prefix followed by `n`.
pub const BEST_PREFIX: &str = "exponentorus.best.";
/// The settings, JSON.
pub const SETTINGS_KEY: &str = "exponentorus.settings";
/// Unreadable saves are kept under this prefix followed by the epoch milliseconds.
pub const BACKUP_PREFIX: &str = "exponentorus.game.unreadable.";
/// The daily game in play (of whichever day was opened last), apart from the free game.
pub const DAILY_KEY: &str = "exponentorus.daily.game";
/// Unreadable daily saves are kept under this prefix followed by the epoch milliseconds.
pub const DAILY_BACKUP_PREFIX: &str = "exponentorus.daily.game.unreadable.";

/// Why the store could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser refuses storage here (privacy settings, sandboxed frame, …).
    Blocked,
    /// The store is full.
    Full,
    /// Any other failure, with the browser's words.
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Blocked => f.write_str("the browser blocks storage for this page"),
            StoreError::Full => f.write_str("the browser's storage is full"),
            StoreError::Failed(why) => write!(f, "storage failed ({why})"),
        }
    }
}

/// A string key-value store. Each `set` replaces a value whole, so a save written with
/// one `set` is atomic: a reader sees the old save or the new one, never a mix.
pub trait KeyValue {
    /// The value under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    /// Stores `value` under `key`.
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key` and its value, if any.
    fn remove(&self, key: &str) -> Result<(), StoreError>;
}

/// What the store held for the game.
#[derive(Debug)]
pub enum Loaded {
    /// No saved game.
    Nothing,
    /// The saved game, checked by the sim.
    Game(Box<History>),
    /// A save the sim could not read, kept under `backup_key` (when the store let us).
    Unreadable {
        /// Why it could not be read.
        error: LoadError,
        /// Where the bad text was kept, if keeping it worked.
        backup_key: Option<String>,
    },
}

/// Reads the saved game. An unreadable save is copied to a backup key named after
/// `now_ms` (so a later bad save never overwrites an earlier one) before the caller
/// replaces it with a fresh game.
pub fn load_game(store: &impl KeyValue, now_ms: u64) -> Result<Loaded, StoreError> {
    load_slot(store, GAME_KEY, BACKUP_PREFIX, now_ms)
}

/// Reads the saved daily game, as [`load_game`] the free one.
pub fn load_daily(store: &impl KeyValue, now_ms: u64) -> Result<Loaded, StoreError> {
    load_slot(store, DAILY_KEY, DAILY_BACKUP_PREFIX, now_ms)
}

fn load_slot(
    store: &impl KeyValue,
    key: &str,
    backup_prefix: &str,
    now_ms: u64,
) -> Result<Loaded, StoreError> {
    let Some(text) = store.get(key)? else {
        return Ok(Loaded::Nothing);
    };
    Ok(match History::from_json(&text) {
        Ok(history) => Loaded::Game(Box::new(history)),
        Err(error) => {
            let key = format!("{backup_prefix}{now_ms}");
            let backup_key = store.set(&key, &text).ok().map(|()| key);
            Loaded::Unreadable { error, backup_key }
        }
    })
}

/// Writes `record` under its key, in one `set`; `now_ms` dates a finished game.
pub fn write(store: &impl KeyValue, record: &Record, now_ms: u64) -> Result<(), StoreError> {
    match record {
        Record::Game(json) => store.set(GAME_KEY, json),
        Record::Daily(json) => store.set(DAILY_KEY, json),
        Record::Finished(game) => super::stats::record(store, game.clone(), now_ms).map(drop),
        Record::Best { size, best } => save_best(store, *size, *best),
        Record::Settings(settings) => save_settings(store, settings),
    }
}

/// Writes the whole game, its move log included, in one `set`.
pub fn save_game(store: &impl KeyValue, history: &History) -> Result<(), StoreError> {
    store.set(GAME_KEY, &history.to_json())
}

/// The key of the best score on a board of side `size`.
pub fn best_key(size: usize) -> String {
    if size == Board::DEFAULT_SIZE {
        BEST_KEY.to_owned()
    } else {
        format!("{BEST_PREFIX}{size}")
    }
}

/// The board side whose best score `key` holds, if it is one of those keys.
pub fn size_of_best_key(key: &str) -> Option<usize> {
    SIZES.into_iter().find(|&size| best_key(size) == key)
}

/// The best score of each side; 0 where there is none or it is unreadable.
pub fn load_bests(store: &impl KeyValue) -> Bests {
    let mut bests = Bests::default();
    for size in SIZES {
        let text = store.get(&best_key(size)).ok().flatten();
        bests.set(size, parse_best(text.as_deref()));
    }
    bests
}

/// The best score stored as `text`; 0 when absent or unreadable.
pub fn parse_best(text: Option<&str>) -> u64 {
    text.and_then(|t| read_best(t).ok()).unwrap_or(0)
}

/// The best score in `text`: decimal digits, with whitespace around them allowed. The
/// error says what the text held instead.
pub fn read_best(text: &str) -> Result<u64, String> {
    let digits = text.trim();
    let wrong = |what: &str| Err(format!("the best score {what}, not a whole number"));
    if digits.is_empty() {
        return wrong("is empty");
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return wrong(&format!("is “{}”", shorten(digits)));
    }
    digits
        .parse()
        .or_else(|_| wrong("is larger than 18446744073709551615"))
}

/// `text` cut to its first 24 characters, with an ellipsis if cut, to quote in a message.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(24) {
        // `get` rather than indexing: no panic path, and no panic message code with it.
        Some((end, _)) => format!("{}…", text.get(..end).unwrap_or_default()),
        None => text.to_owned(),
    }
}

/// Stores the best score of side `size`.
pub fn save_best(store: &impl KeyValue, size: usize, best: u64) -> Result<(), StoreError> {
    store.set(&best_key(size), &best.to_string())
}

/// The settings; defaults when there are none or they are unreadable.
pub fn load_settings(store: &impl KeyValue) -> Settings {
    store
        .get(SETTINGS_KEY)
        .ok()
        .flatten()
        .map(|t| Settings::from_json(&t))
        .unwrap_or_default()
}

/// Stores the settings.
pub fn save_settings(store: &impl KeyValue, settings: &Settings) -> Result<(), StoreError> {
    store.set(SETTINGS_KEY, &settings.to_json())
}

/// Replaces everything the game keeps with `backup`'s (the 2048 mode's too, when the
/// backup has its part; the best of every side when it has them all, else 9×9's alone).
/// If a write fails, what was there
/// before is put back (as far as the store lets us) and the failure returned, so an import
/// either happens whole or changes nothing.
pub fn replace_all(store: &impl KeyValue, backup: &Backup) -> Result<(), StoreError> {
    let mut writes = vec![
        (GAME_KEY.to_owned(), Some(backup.game.to_json())),
        (SETTINGS_KEY.to_owned(), Some(backup.settings.to_json())),
    ];
    for (size, best) in backup.bests.iter() {
        if backup.every_size || size == Board::DEFAULT_SIZE {
            writes.push((best_key(size), Some(best.to_string())));
        }
    }
    if let Some(part) = &backup.classic {
        writes.extend(super::slide_saves::backup_writes(part));
    }
    if let Some(stats) = &backup.stats {
        writes.push((super::stats::STATS_KEY.to_owned(), Some(stats.to_json())));
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

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};
    use std::collections::BTreeMap;

    use super::*;
    use rules::exponentile::Game;

    /// An in-memory store that can be told to refuse writes.
    #[derive(Default)]
    struct Memory {
        map: RefCell<BTreeMap<String, String>>,
        full: bool,
        /// Writes before one write fails as if the store were full (after which it works
        /// again); `None`: none fails.
        fail_after: Cell<Option<u32>>,
    }

    impl KeyValue for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            Ok(self.map.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            match self.fail_after.get() {
                _ if self.full => return Err(StoreError::Full),
                Some(0) => {
                    self.fail_after.set(None);
                    return Err(StoreError::Full);
                }
                Some(n) => self.fail_after.set(Some(n - 1)),
                None => {}
            }
            self.map.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StoreError> {
            self.map.borrow_mut().remove(key);
            Ok(())
        }
    }

    /// A store whose every call fails, as where the browser blocks storage.
    struct Blocked;

    impl KeyValue for Blocked {
        fn get(&self, _: &str) -> Result<Option<String>, StoreError> {
            Err(StoreError::Blocked)
        }
        fn set(&self, _: &str, _: &str) -> Result<(), StoreError> {
            Err(StoreError::Blocked)
        }
        fn remove(&self, _: &str) -> Result<(), StoreError> {
            Err(StoreError::Blocked)
        }
    }

    #[test]
    fn an_empty_store_holds_nothing() {
        assert!(matches!(
            load_game(&Memory::default(), 1),
            Ok(Loaded::Nothing)
        ));
        assert_eq!(load_bests(&Memory::default()), Bests::default());
        assert_eq!(load_settings(&Memory::default()), Settings::default());
    }

    #[test]
    fn a_saved_game_loads_back_exactly() {
        let store = Memory::default();
        let mut history = History::new(Game::new(42));
        let m = history.game().hint().unwrap();
        history.play(m).unwrap();
        save_game(&store, &history).unwrap();
        match load_game(&store, 1).unwrap() {
            Loaded::Game(loaded) => assert_eq!(*loaded, history),
            other => panic!("expected the game back, got {other:?}"),
        }
    }

    #[test]
    fn an_unreadable_save_is_kept_under_a_backup_key() {
        let store = Memory::default();
        store
            .set(GAME_KEY, "{\"version\":1,\"board\":\"tampered")
            .unwrap();
        match load_game(&store, 1234).unwrap() {
            Loaded::Unreadable { backup_key, .. } => {
                let key = backup_key.expect("backup kept");
                assert_eq!(key, "exponentorus.game.unreadable.1234");
                assert_eq!(
                    store.get(&key).unwrap().as_deref(),
                    Some("{\"version\":1,\"board\":\"tampered")
                );
            }
            other => panic!("expected unreadable, got {other:?}"),
        }
    }

    #[test]
    fn an_unreadable_save_in_a_full_store_is_reported_without_a_backup() {
        let store = Memory::default();
        store.set(GAME_KEY, "garbage").unwrap();
        let store = Memory {
            map: store.map,
            full: true,
            ..Memory::default()
        };
        assert!(matches!(
            load_game(&store, 1).unwrap(),
            Loaded::Unreadable {
                backup_key: None,
                ..
            }
        ));
    }

    #[test]
    fn a_blocked_store_reports_and_never_panics() {
        assert_eq!(load_game(&Blocked, 1).unwrap_err(), StoreError::Blocked);
        assert_eq!(
            save_game(&Blocked, &History::new(Game::new(1))),
            Err(StoreError::Blocked)
        );
        assert_eq!(load_bests(&Blocked), Bests::default());
        assert_eq!(load_settings(&Blocked), Settings::default());
        assert_eq!(save_best(&Blocked, 9, 5), Err(StoreError::Blocked));
    }

    #[test]
    fn best_and_settings_live_apart_from_the_game() {
        let store = Memory::default();
        save_best(&store, 9, 1234).unwrap();
        let settings = Settings {
            help_seen: true,
            ..Settings::default()
        };
        save_settings(&store, &settings).unwrap();
        store.set(GAME_KEY, "garbage").unwrap();
        assert_eq!(load_bests(&store).get(9), 1234);
        assert_eq!(load_settings(&store), settings);
    }

    #[test]
    fn unreadable_best_scores_count_as_none() {
        assert_eq!(parse_best(Some("12x")), 0);
        assert_eq!(parse_best(Some(" 99 ")), 99);
        assert_eq!(parse_best(None), 0);
        assert_eq!(parse_best(Some("+5")), 0);
    }

    #[test]
    fn a_bad_best_score_says_what_it_holds() {
        assert_eq!(read_best(" 42\n"), Ok(42));
        assert_eq!(
            read_best(""),
            Err("the best score is empty, not a whole number".into())
        );
        assert_eq!(
            read_best("-3"),
            Err("the best score is “-3”, not a whole number".into())
        );
        assert_eq!(
            read_best(&"7".repeat(30)),
            Err("the best score is larger than 18446744073709551615, not a whole number".into())
        );
        assert_eq!(
            read_best(&"x".repeat(30)),
            Err(format!(
                "the best score is “{}…”, not a whole number",
                "x".repeat(24)
            ))
        );
    }

    fn sample_backup() -> Backup {
        let mut bests = Bests::default();
        bests.set(9, 4321);
        bests.set(7, 650);
        Backup {
            game: History::new(Game::new(77)),
            bests,
            every_size: true,
            settings: Settings {
                help_seen: true,
                ..Settings::default()
            },
            classic: None,
            stats: None,
        }
    }

    #[test]
    fn an_import_replaces_everything_kept() {
        let store = Memory::default();
        save_game(&store, &History::new(Game::new(1))).unwrap();
        save_best(&store, 9, 9).unwrap();
        save_best(&store, 11, 70).unwrap();
        let backup = sample_backup();
        replace_all(&store, &backup).unwrap();
        assert!(matches!(load_game(&store, 1), Ok(Loaded::Game(g)) if *g == backup.game));
        assert_eq!(
            load_bests(&store),
            backup.bests,
            "11×11's best is replaced by none"
        );
        assert_eq!(load_settings(&store), backup.settings);
    }

    #[test]
    fn an_import_from_before_sizes_leaves_the_other_sides_bests_alone() {
        let store = Memory::default();
        save_best(&store, 9, 9).unwrap();
        save_best(&store, 11, 70).unwrap();
        let backup = Backup {
            every_size: false,
            ..sample_backup()
        };
        replace_all(&store, &backup).unwrap();
        let bests = load_bests(&store);
        assert_eq!((bests.get(9), bests.get(7), bests.get(11)), (4321, 0, 70));
    }

    #[test]
    fn each_side_has_its_own_key_and_9_keeps_the_old_one() {
        assert_eq!(best_key(9), "exponentorus.best");
        assert_eq!(best_key(7), "exponentorus.best.7");
        assert_eq!(best_key(11), "exponentorus.best.11");
        for size in SIZES {
            assert_eq!(size_of_best_key(&best_key(size)), Some(size));
        }
        for other in [
            "exponentorus.best.9",
            "exponentorus.best.8",
            "exponentorus.best.",
            "x",
        ] {
            assert_eq!(size_of_best_key(other), None, "{other}");
        }
        let store = Memory::default();
        store.set(BEST_KEY, "1200").unwrap();
        store.set("exponentorus.best.5", "30").unwrap();
        store.set("exponentorus.best.7", "junk").unwrap();
        save_best(&store, 11, 77).unwrap();
        assert_eq!(
            load_bests(&store).iter().collect::<Vec<_>>(),
            [(5, 30), (7, 0), (9, 1200), (11, 77)]
        );
        assert_eq!(write(&store, &Record::Best { size: 7, best: 8 }, 0), Ok(()));
        assert_eq!(
            store.get("exponentorus.best.7").unwrap().as_deref(),
            Some("8")
        );
    }

    #[test]
    fn an_import_that_cannot_finish_changes_nothing() {
        for allowed in 0..6 {
            let store = Memory::default();
            // No best score yet: undoing its write means removing it.
            save_game(&store, &History::new(Game::new(1))).unwrap();
            let before = store.map.borrow().clone();
            store.fail_after.set(Some(allowed));
            assert_eq!(
                replace_all(&store, &sample_backup()),
                Err(StoreError::Full),
                "{allowed}"
            );
            assert_eq!(*store.map.borrow(), before, "after {allowed} writes");
        }
    }
}
