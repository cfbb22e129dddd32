//! The analyses kept (docs/RULES.md §20's, for the replay viewer): the latest few games'
//! analyses under [`ANALYSES_KEY`], each what its searches found (`Weighed`, position by
//! position) under the game's replay code, so that opening an analysed game again shows
//! its analysis at once. Only a cache: a record that does not read is no analysis (the game
//! is analysed again) and the next analysis kept replaces it.
//!
//! Stored as `{"version":1,"games":[{"code":"…","moves":[[best, best worth, played worth,
//! runner-up worth or null, valid moves],…]},…]}`, oldest first, worths in thousandths.

use serde::{Deserialize, Serialize};

use rules::analysis::Weighed;

use super::keys::ANALYSES_KEY;
use super::storage::{KeyValue, StoreError};

/// The record's version.
const VERSION: u32 = 1;
/// The most games kept.
pub const MOST_GAMES: usize = 10;
/// The most characters the record takes: older games go first to keep under it (a
/// 300-move game takes about 15,000).
pub const MOST_CHARS: usize = 400_000;

/// One position's findings, as stored.
type Stored = (u64, i64, i64, Option<i64>, u32);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    code: String,
    moves: Vec<Stored>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Record {
    version: u32,
    games: Vec<Kept>,
}

/// The record in `text`; an empty one where it does not read.
fn read(text: Option<&str>) -> Record {
    text.and_then(|text| serde_json::from_str::<Record>(text).ok())
        .filter(|record| record.version == VERSION)
        .unwrap_or_default()
}

/// The analysis kept of the game whose replay code is `code`, if any.
pub fn read_kept(store: &impl KeyValue, code: &str) -> Option<Vec<Weighed>> {
    let text = store.get(ANALYSES_KEY).ok().flatten();
    let kept = read(text.as_deref())
        .games
        .into_iter()
        .find(|kept| kept.code == code)?;
    Some(
        kept.moves
            .into_iter()
            .map(
                |(best, best_worth, played_worth, runner_up, choices)| Weighed {
                    best,
                    best_worth,
                    played_worth,
                    runner_up,
                    choices,
                },
            )
            .collect(),
    )
}

/// Keeps `weighed`, the analysis of the game whose replay code is `code`, as the newest,
/// in place of any older one of that game: the oldest go past [`MOST_GAMES`] or
/// [`MOST_CHARS`]. Where the store is full, it keeps this analysis alone.
pub fn keep(store: &impl KeyValue, code: &str, weighed: &[Weighed]) -> Result<(), StoreError> {
    let text = store.get(ANALYSES_KEY)?;
    let mut record = read(text.as_deref());
    record.version = VERSION;
    record.games.retain(|kept| kept.code != code);
    record.games.push(Kept {
        code: code.to_owned(),
        moves: weighed
            .iter()
            .map(|w| (w.best, w.best_worth, w.played_worth, w.runner_up, w.choices))
            .collect(),
    });
    let excess = record.games.len().saturating_sub(MOST_GAMES);
    record.games.drain(..excess);
    let mut json = serde_json::to_string(&record).unwrap_or_default();
    while json.len() > MOST_CHARS && record.games.len() > 1 {
        record.games.remove(0);
        json = serde_json::to_string(&record).unwrap_or_default();
    }
    match store.set(ANALYSES_KEY, &json) {
        Err(StoreError::Full) if record.games.len() > 1 => {
            record.games.drain(..record.games.len() - 1);
            store.set(
                ANALYSES_KEY,
                &serde_json::to_string(&record).unwrap_or_default(),
            )
        }
        written => written,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::storage::test_stores::Memory;

    fn weighed(n: usize) -> Vec<Weighed> {
        (0..n)
            .map(|i| Weighed {
                best: i as u64,
                best_worth: 1_000 * i as i64,
                played_worth: -5,
                runner_up: (i % 2 == 0).then_some(7),
                choices: 3,
            })
            .collect()
    }

    #[test]
    fn an_analysis_kept_reads_back_by_its_code_only() {
        let store = Memory::default();
        assert_eq!(read_kept(&store, "abc"), None);
        keep(&store, "abc", &weighed(4)).unwrap();
        keep(&store, "def", &weighed(2)).unwrap();
        assert_eq!(read_kept(&store, "abc"), Some(weighed(4)));
        assert_eq!(read_kept(&store, "def"), Some(weighed(2)));
        assert_eq!(read_kept(&store, "ab"), None);
        let text = store.get(ANALYSES_KEY).unwrap().unwrap();
        assert!(
            text.starts_with(r#"{"version":1,"games":[{"code":"abc","moves":[[0,0,-5,7,3],"#),
            "{text}"
        );
    }

    #[test]
    fn the_latest_games_are_kept_within_the_limits() {
        let store = Memory::default();
        for game in 0..MOST_GAMES + 3 {
            keep(&store, &format!("code{game}"), &weighed(3)).unwrap();
        }
        assert_eq!(read_kept(&store, "code0"), None);
        assert_eq!(read_kept(&store, "code2"), None);
        assert!(read_kept(&store, "code3").is_some());
        // The same game again is one entry, the newest.
        keep(&store, "code3", &weighed(5)).unwrap();
        assert_eq!(read_kept(&store, "code3"), Some(weighed(5)));
        // Long games push out the older ones to stay under the size.
        let long = weighed(6_000);
        keep(&store, "long1", &long).unwrap();
        keep(&store, "long2", &long).unwrap();
        let text = store.get(ANALYSES_KEY).unwrap().unwrap();
        assert!(text.len() <= MOST_CHARS, "{}", text.len());
        assert_eq!(read_kept(&store, "long2"), Some(long));
    }

    #[test]
    fn a_record_that_does_not_read_is_no_analysis_and_is_replaced() {
        let store = Memory::default();
        for bad in ["{", "[]", r#"{"version":2,"games":[]}"#, r#"{"version":1}"#] {
            store.set(ANALYSES_KEY, bad).unwrap();
            assert_eq!(read_kept(&store, "abc"), None, "{bad}");
        }
        keep(&store, "abc", &weighed(1)).unwrap();
        assert_eq!(read_kept(&store, "abc"), Some(weighed(1)));
    }
}
