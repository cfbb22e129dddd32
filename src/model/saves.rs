//! What the game keeps, under the keys `keys.rs` declares: everything is read through
//! functions that turn anything unreadable into a clear result, never a panic. Reading
//! never writes: keeping an unreadable save aside is a [`Record`] the session asks for
//! like any other.

use rules::analysis::Weighed;
use rules::{AnyHistory, LoadError, Mode};

use super::bests::Bests;
use super::i18n::Language;
use super::kept_analyses;
use super::keys::{
    LANGUAGE_KEY, MODE_KEY, PENDING_KEY, PLAYER_KEY, POSTED_KEY, SETTINGS_KEY, TUTORIAL_KEY,
    best_key, game_key,
};
use super::leaderboard::{Pending, Player, PostedGames};
use super::settings::Settings;
use super::stats::{Finished, stats_storage};
use super::storage::{KeyValue, StoreError};

pub use super::keys::Slot;

/// What the store held for a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// No saved game.
    Nothing,
    /// The saved game, checked by the rules.
    Game(AnyHistory),
    /// A save the rules could not read, with its text (to keep aside).
    Unreadable {
        /// Why it could not be read.
        error: LoadError,
        /// The text as stored.
        text: String,
    },
}

/// Reads `mode`'s game in `slot`, writing nothing.
pub fn read_game(store: &impl KeyValue, mode: Mode, slot: Slot) -> Result<Loaded, StoreError> {
    let Some(text) = store.get(&game_key(mode, slot))? else {
        return Ok(Loaded::Nothing);
    };
    Ok(match AnyHistory::from_json(mode, &text) {
        Ok(history) => Loaded::Game(history),
        Err(error) => Loaded::Unreadable { error, text },
    })
}

/// Something to keep in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    /// A game in play, as its history's JSON.
    Game {
        /// Its mode.
        mode: Mode,
        /// Its slot.
        slot: Slot,
        /// Its history's JSON.
        json: String,
    },
    /// An unreadable save, kept aside under `key` before a new game takes its place.
    KeptAside {
        /// Where it goes ([`unreadable_key`]).
        key: String,
        /// The text as it was stored.
        text: String,
    },
    /// A game that has just ended, for the statistics (dated when written).
    Finished(Finished),
    /// The best score of a mode on boards of one side.
    Best {
        /// The mode.
        mode: Mode,
        /// The board's side.
        size: usize,
        /// Its best score.
        best: u64,
    },
    /// The player's settings.
    Settings(Settings),
    /// The mode played last.
    Mode(Mode),
    /// The language chosen in Settings.
    Language(Language),
    /// The leaderboards' player.
    Player(Player),
    /// The posts waiting (none: the key goes).
    Pending(Pending),
    /// The games posted (none: the key goes).
    Posted(PostedGames),
    /// The tutorial under way: its mode and step (from 1); none once it is left (the key
    /// goes).
    Tutorial(Option<(Mode, usize)>),
    /// A game's analysis, kept with the others (`kept_analyses`).
    Analysis {
        /// The game's replay code.
        code: String,
        /// What the analysis found, position by position.
        weighed: Vec<Weighed>,
    },
}

/// Writes `record` under its key, in one `set`; `now_ms` dates a finished game.
pub fn write(store: &impl KeyValue, record: &Record, now_ms: u64) -> Result<(), StoreError> {
    match record {
        Record::Game { mode, slot, json } => store.set(&game_key(*mode, *slot), json),
        Record::KeptAside { key, text } => store.set(key, text),
        Record::Finished(game) => stats_storage::record(store, game.clone(), now_ms).map(drop),
        Record::Best { mode, size, best } => store.set(&best_key(*mode, *size), &best.to_string()),
        Record::Settings(settings) => store.set(SETTINGS_KEY, &settings.to_json()),
        Record::Mode(mode) => store.set(MODE_KEY, mode.name()),
        Record::Language(language) => store.set(LANGUAGE_KEY, language.tag()),
        Record::Player(player) => store.set(PLAYER_KEY, &player.to_json()),
        Record::Pending(pending) if pending.games.is_empty() => store.remove(PENDING_KEY),
        Record::Pending(pending) => store.set(PENDING_KEY, &pending.to_json()),
        Record::Posted(posted) if posted.games.is_empty() => store.remove(POSTED_KEY),
        Record::Posted(posted) => store.set(POSTED_KEY, &posted.to_json()),
        Record::Tutorial(None) => store.remove(TUTORIAL_KEY),
        Record::Tutorial(Some((mode, step))) => store.set(
            TUTORIAL_KEY,
            &serde_json::json!({ "mode": mode.name(), "step": step }).to_string(),
        ),
        Record::Analysis { code, weighed } => kept_analyses::keep(store, code, weighed),
    }
}

/// The best score of every mode and side; 0 where there is none or it is unreadable.
pub fn load_bests(store: &impl KeyValue) -> Bests {
    let mut bests = Bests::default();
    for mode in Mode::ALL {
        for &size in mode.sizes() {
            let text = store.get(&best_key(mode, size)).ok().flatten();
            bests.set(mode, size, parse_best(text.as_deref()));
        }
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
        return wrong(&format!("is “{}”", rules::quoting::shorten(digits)));
    }
    digits
        .parse()
        .or_else(|_| wrong("is larger than 18446744073709551615"))
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

/// The mode played last, if one is kept and known.
pub fn load_mode(store: &impl KeyValue) -> Option<Mode> {
    Mode::from_name(&store.get(MODE_KEY).ok().flatten()?)
}

/// The language chosen in Settings, as its tag (the page load's choice reads it with the
/// address and the browser's: `i18n::choose_language`).
pub fn load_language(store: &impl KeyValue) -> Option<String> {
    store.get(LANGUAGE_KEY).ok().flatten()
}

/// The tutorial a reload left under way, as stored (read by the session, which ignores
/// what it cannot read).
pub fn load_tutorial(store: &impl KeyValue) -> Option<String> {
    store.get(TUTORIAL_KEY).ok().flatten()
}

/// The mode and step (from 1) of a tutorial under way as [`Record::Tutorial`] stored it;
/// `None` for anything else.
pub fn read_tutorial(text: &str) -> Option<(Mode, usize)> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let mode = Mode::from_name(value.get("mode")?.as_str()?)?;
    let step = usize::try_from(value.get("step")?.as_u64()?).ok()?;
    Some((mode, step))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::keys::{best_of_key, slot_of_key, unreadable_key};
    use crate::model::storage::test_stores::{Blocked, Memory};
    use rules::History;
    use rules::exponentile::Game;

    fn write_now(store: &impl KeyValue, record: Record) {
        write(store, &record, 1).expect("the write works");
    }

    #[test]
    fn an_empty_store_holds_nothing() {
        let store = Memory::default();
        for mode in Mode::ALL {
            for slot in [Slot::Free, Slot::Daily] {
                assert!(matches!(read_game(&store, mode, slot), Ok(Loaded::Nothing)));
            }
        }
        assert_eq!(load_bests(&store), Bests::default());
        assert_eq!(load_settings(&store), Settings::default());
        assert_eq!(load_mode(&store), None);
    }

    #[test]
    fn a_saved_game_loads_back_exactly_from_its_mode_and_slot() {
        let store = Memory::default();
        let mut history = History::new(Game::new(42));
        let m = history.game().hint().unwrap();
        history.play(m).unwrap();
        write_now(
            &store,
            Record::Game {
                mode: Mode::Exponentorus,
                slot: Slot::Daily,
                json: history.to_json(),
            },
        );
        assert!(store.get("exponentorus.daily.game").unwrap().is_some());
        match read_game(&store, Mode::Exponentorus, Slot::Daily).unwrap() {
            Loaded::Game(loaded) => assert_eq!(loaded, AnyHistory::from(history)),
            other => panic!("expected the game back, got {other:?}"),
        }
        assert!(matches!(
            read_game(&store, Mode::Exponentorus, Slot::Free),
            Ok(Loaded::Nothing)
        ));
    }

    #[test]
    fn an_unreadable_save_is_reported_with_its_text_and_nothing_is_written() {
        let store = Memory::default();
        store
            .set("exponentorus.game", "{\"version\":1,\"board\":\"tampered")
            .unwrap();
        let before = store.map.borrow().clone();
        match read_game(&store, Mode::Exponentorus, Slot::Free).unwrap() {
            Loaded::Unreadable { text, .. } => {
                assert_eq!(text, "{\"version\":1,\"board\":\"tampered");
            }
            other => panic!("expected unreadable, got {other:?}"),
        }
        assert_eq!(*store.map.borrow(), before, "reading writes nothing");
        assert_eq!(
            unreadable_key(Mode::Exponentorus, Slot::Free, 1234),
            "exponentorus.game.unreadable.1234"
        );
        assert_eq!(
            unreadable_key(Mode::Twenty48, Slot::Daily, 5),
            "exponentorus.2048.daily.game.unreadable.5"
        );
    }

    #[test]
    fn a_blocked_store_reports_and_never_panics() {
        assert_eq!(
            read_game(&Blocked, Mode::Twenty48, Slot::Free).unwrap_err(),
            StoreError::Blocked
        );
        assert_eq!(load_bests(&Blocked), Bests::default());
        assert_eq!(load_settings(&Blocked), Settings::default());
        assert_eq!(
            write(&Blocked, &Record::Mode(Mode::Twenty48), 0),
            Err(StoreError::Blocked)
        );
    }

    #[test]
    fn every_key_is_derived_from_the_mode_and_the_old_ones_keep_their_names() {
        assert_eq!(
            game_key(Mode::Exponentorus, Slot::Free),
            "exponentorus.game"
        );
        assert_eq!(
            game_key(Mode::Twenty48, Slot::Free),
            "exponentorus.2048.game"
        );
        assert_eq!(best_key(Mode::Exponentorus, 9), "exponentorus.best");
        assert_eq!(best_key(Mode::Exponentorus, 7), "exponentorus.best.7");
        assert_eq!(best_key(Mode::Twenty48, 4), "exponentorus.2048.best.4");
        assert_eq!(
            game_key(Mode::Exponentile, Slot::Daily),
            "exponentorus.exponentile.daily.game"
        );
        assert_eq!(
            best_key(Mode::Exponentile, 8),
            "exponentorus.exponentile.best.8"
        );
        for mode in Mode::ALL {
            for &size in mode.sizes() {
                assert_eq!(best_of_key(&best_key(mode, size)), Some((mode, size)));
            }
            for slot in [Slot::Free, Slot::Daily] {
                assert_eq!(slot_of_key(&game_key(mode, slot)), Some((mode, slot)));
            }
        }
        for other in [
            "exponentorus.best.9",
            "exponentorus.best.8",
            "x",
            "exponentorus.mode",
        ] {
            assert_eq!(best_of_key(other), None, "{other}");
            assert_eq!(slot_of_key(other), None, "{other}");
        }
    }

    #[test]
    fn bests_read_per_mode_and_side_and_a_bad_one_counts_as_none() {
        let store = Memory::default();
        store.set("exponentorus.best", "1200").unwrap();
        store.set("exponentorus.best.5", "30").unwrap();
        store.set("exponentorus.best.7", "junk").unwrap();
        store.set("exponentorus.2048.best.4", " 99 ").unwrap();
        write_now(
            &store,
            Record::Best {
                mode: Mode::Exponentorus,
                size: 11,
                best: 77,
            },
        );
        let bests = load_bests(&store);
        assert_eq!(
            bests.of(Mode::Exponentorus).collect::<Vec<_>>(),
            [(5, 30), (7, 0), (9, 1200), (11, 77)]
        );
        assert_eq!(bests.get(Mode::Twenty48, 4), 99);
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

    #[test]
    fn the_mode_played_last_is_kept_by_name() {
        let store = Memory::default();
        write_now(&store, Record::Mode(Mode::Twenty48));
        assert_eq!(store.get(MODE_KEY).unwrap().as_deref(), Some("2048"));
        assert_eq!(load_mode(&store), Some(Mode::Twenty48));
        store.set(MODE_KEY, "chess").unwrap();
        assert_eq!(load_mode(&store), None);
    }
}
