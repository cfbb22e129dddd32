//! The statistics' record: every finished game, one entry each, kept under its own
//! versioned key (docs/RULES.md §17). A game is recorded when a move ends it, never when a
//! finished game is loaded, and the record refuses an entry it already holds, so a reload
//! or a second tab never counts a game twice. Reading never panics and never writes: a
//! record that does not read is told with its text, and keeping it aside is a write of its
//! own ([`keep_aside_unreadable`]).

use std::fmt;
use std::io;

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use rules::{Mode, Summary};

use rules::day::Day;

/// The record's version: this build writes it, and reads it alone (it is the first).
pub const STATS_VERSION: u32 = 1;

/// One finished game, stored as
/// `{"mode":"2048","size":4,"seed":"7","score":2400,"top":256,"moves":180,"undos":0,
/// "solver":0,"on":"2026-12-01"}`, with `"daily":"…"` for a daily game and
/// `"practice":true` for a practice game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(expecting = "a finished game")]
pub struct Finished {
    /// Its mode.
    #[serde(with = "fields::mode_name")]
    pub mode: Mode,
    /// Its board's side.
    pub size: usize,
    /// Its seed.
    #[serde(with = "fields::decimal")]
    pub seed: u64,
    /// Its final score.
    #[serde(with = "fields::whole")]
    pub score: u64,
    /// Its highest tile.
    #[serde(with = "fields::whole")]
    pub top: u64,
    /// Moves played.
    pub moves: u32,
    /// Moves taken back.
    pub undos: u32,
    /// Moves the solver played.
    pub solver: u32,
    /// The UTC day it ended.
    #[serde(with = "fields::day")]
    pub on: Day,
    /// The day whose daily game it is, for a daily game.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "fields::optional_day"
    )]
    pub daily: Option<Day>,
    /// A daily game played after that day's result was recorded: kept, never counted.
    #[serde(default, skip_serializing_if = "is_false")]
    pub practice: bool,
}

/// Whether a mark is unset: it is then left out.
fn is_false(mark: &bool) -> bool {
    !*mark
}

impl Finished {
    /// The record of the game `game`, a daily game of `daily` if given. Its day is set
    /// when it is recorded.
    pub fn of(game: &Summary, daily: Option<Day>) -> Finished {
        Finished {
            mode: game.mode,
            size: game.size,
            seed: game.seed,
            score: game.score,
            top: game.highest_tile,
            moves: game.moves,
            undos: game.undos,
            solver: game.solver_moves,
            on: Day::EPOCH,
            daily,
            practice: false,
        }
    }

    /// Played straight: no undo, no solver move, so its score may be a best.
    pub fn straight(&self) -> bool {
        self.undos == 0 && self.solver == 0
    }

    /// Whether `other` is the same game: same mode, board, seed and day.
    fn same_game(&self, other: &Finished) -> bool {
        (self.mode, self.size, self.seed, self.daily)
            == (other.mode, other.size, other.seed, other.daily)
    }

    /// Whether `other` ended exactly as this did.
    fn same_end(&self, other: &Finished) -> bool {
        self.same_game(other)
            && (self.score, self.top, self.moves, self.undos, self.solver)
                == (
                    other.score,
                    other.top,
                    other.moves,
                    other.undos,
                    other.solver,
                )
    }
}

/// Every finished game, oldest first, and the puzzles tried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// The games, in the order they ended.
    pub games: Vec<Finished>,
    /// The puzzles' first tries.
    pub puzzles: PuzzleTries,
}

/// The record as stored: `{"version":1,"games":[…]}`, with `"puzzles":[…]` once one is
/// tried (a build that knows no puzzles reads the games alone).
#[derive(Serialize, Deserialize)]
#[serde(expecting = "a statistics record")]
struct Record<Games, Puzzles> {
    version: u32,
    games: Games,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    puzzles: Option<Puzzles>,
}

/// Why a text is not a statistics record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    /// Not JSON, or not a record: serde_json's words, with the game's number when one
    /// game is at fault ("game 3: missing field `seed` at line 3 column 80").
    Damaged(String),
    /// A version this build does not read.
    UnknownVersion(u32),
    /// A part missing: the version, or the list of games.
    Missing(&'static str),
    /// A game's field holds what no game has (game number from 1).
    Invalid(&'static str, usize),
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::Damaged(why) => write!(f, "the statistics are damaged ({why})"),
            StatsError::UnknownVersion(version) => write!(
                f,
                "the statistics have version {version}; this version of the game reads \
                 version {STATS_VERSION}"
            ),
            StatsError::Missing(what) => write!(f, "the statistics have no {what}"),
            StatsError::Invalid(what, game) => {
                write!(f, "game {game} of the statistics has an impossible {what}")
            }
        }
    }
}

impl std::error::Error for StatsError {}

impl Serialize for Stats {
    /// The record as stored, with its version.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Record {
            version: STATS_VERSION,
            games: &self.games,
            puzzles: (!self.puzzles.0.is_empty()).then_some(&self.puzzles.0),
        }
        .serialize(serializer)
    }
}

impl Stats {
    /// The record as JSON, one game per line so a long record stays readable.
    pub fn to_json(&self) -> String {
        let mut json = Vec::new();
        let mut writer = serde_json::Serializer::with_formatter(&mut json, OneGamePerLine(0));
        // Writing these plain structs cannot fail, and serde_json writes UTF-8.
        match self.serialize(&mut writer) {
            Ok(()) => String::from_utf8(json).unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// The record in `text`, every game checked. The version is read first, so a record of
    /// another version reports its version rather than a shape this build does not know.
    pub fn read(text: &str) -> Result<Stats, StatsError> {
        #[derive(Deserialize)]
        #[serde(expecting = "a statistics record")]
        struct Versioned {
            version: Option<u32>,
        }
        let damaged = |e: serde_json::Error| StatsError::Damaged(rules::json_in_words(&e));
        match serde_json::from_str::<Versioned>(text)
            .map_err(damaged)?
            .version
        {
            None => return Err(StatsError::Missing("version")),
            Some(STATS_VERSION) => {}
            Some(other) => return Err(StatsError::UnknownVersion(other)),
        }
        let record: Record<Option<Games>, Vec<PuzzleTry>> =
            serde_json::from_str(text).map_err(damaged)?;
        let Games(games) = record.games.ok_or(StatsError::Missing("list of games"))?;
        for (number, game) in (1..).zip(&games) {
            if !(2..=32).contains(&game.size) {
                return Err(StatsError::Invalid("board size", number));
            }
            if game.top != 0 && !game.top.is_power_of_two() {
                return Err(StatsError::Invalid("top tile", number));
            }
        }
        Ok(Stats {
            games,
            puzzles: PuzzleTries(record.puzzles.unwrap_or_default()),
        })
    }

    /// The recorded result of `day`'s daily game: the first that ended, practice aside.
    pub fn daily_result(&self, day: Day) -> Option<&Finished> {
        self.games
            .iter()
            .find(|game| game.daily == Some(day) && !game.practice)
    }

    /// Adds `game`, unless it is recorded already; whether the record changed. A daily
    /// game of a day with a result already is practice. The same game ended again after
    /// undos (its latest entry, with fewer undos) replaces its entry rather than count
    /// twice.
    pub fn add(&mut self, mut game: Finished) -> bool {
        if self.games.iter().any(|known| known.same_end(&game)) {
            return false;
        }
        if let Some(last) = self.games.last_mut()
            && last.same_game(&game)
            && last.undos < game.undos
        {
            game.practice = last.practice;
            *last = game;
            return true;
        }
        game.practice = game
            .daily
            .is_some_and(|day| self.daily_result(day).is_some());
        self.games.push(game);
        true
    }
}

/// A record's games, read so that an error names the game at fault.
struct Games(Vec<Finished>);

impl<'de> Deserialize<'de> for Games {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Numbered;

        impl<'de> Visitor<'de> for Numbered {
            type Value = Vec<Finished>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of games")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut games = Vec::new();
                loop {
                    match seq.next_element() {
                        Ok(Some(game)) => games.push(game),
                        Ok(None) => return Ok(games),
                        // serde_json places the error again where it stops: its first
                        // place goes, so the message names it once.
                        Err(why) => {
                            let why = why.to_string();
                            return Err(de::Error::custom(format_args!(
                                "game {}: {}",
                                games.len() + 1,
                                without_place(&why)
                            )));
                        }
                    }
                }
            }
        }

        deserializer.deserialize_seq(Numbered).map(Games)
    }
}

/// serde_json's message without the " at line L column C" it ends with, if it does.
fn without_place(message: &str) -> &str {
    // Bytes compared, not a `str` search: the search's code would cost the wasm more.
    match message
        .as_bytes()
        .windows(9)
        .rposition(|w| w == b" at line ")
    {
        Some(at) => &message[..at],
        None => message,
    }
}

/// serde_json's compact writing with a line break between the record's games (the only
/// array two levels down).
struct OneGamePerLine(u32);

impl serde_json::ser::Formatter for OneGamePerLine {
    fn begin_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0 += 1;
        writer.write_all(b"{")
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0 -= 1;
        writer.write_all(b"}")
    }

    fn begin_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0 += 1;
        writer.write_all(b"[")
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.0 -= 1;
        writer.write_all(b"]")
    }

    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        match (first, self.0) {
            (true, _) => Ok(()),
            (false, 2) => writer.write_all(b",\n"),
            (false, _) => writer.write_all(b","),
        }
    }
}

mod fields;
mod puzzle_tries;
pub(crate) mod stats_storage;

pub use puzzle_tries::{PuzzleTries, PuzzleTry};
pub use stats_storage::{
    LoadedStats, StoredStats, backup_part, keep_aside_unreadable, load_stats, read_stats, record,
    record_puzzle,
};

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use super::*;
    use crate::model::keys::{STATS_KEY, unreadable_stats_key as unreadable_key};
    use crate::model::storage::{KeyValue, StoreError};

    #[derive(Default)]
    struct Memory {
        map: RefCell<BTreeMap<String, String>>,
        full: bool,
    }

    impl KeyValue for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
            Ok(self.map.borrow().get(key).cloned())
        }
        fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
            if self.full {
                return Err(StoreError::Full);
            }
            self.map.borrow_mut().insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), StoreError> {
            self.map.borrow_mut().remove(key);
            Ok(())
        }
    }

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    pub(crate) fn game(seed: u64, score: u64) -> Finished {
        Finished {
            mode: Mode::Exponentorus,
            size: 9,
            seed,
            score,
            top: 256,
            moves: 40,
            undos: 0,
            solver: 0,
            on: day("2026-11-30"),
            daily: None,
            practice: false,
        }
    }

    #[test]
    fn a_record_reads_back_exactly() {
        let mut stats = Stats::default();
        stats.add(game(u64::MAX, 43_188));
        stats.add(Finished {
            mode: Mode::Twenty48,
            size: 5,
            undos: 2,
            solver: 0,
            ..game(7, 1000)
        });
        stats.add(Finished {
            daily: Some(day("2026-11-29")),
            ..game(3, 12)
        });
        stats.add(Finished {
            daily: Some(day("2026-11-29")),
            ..game(3, 99)
        });
        assert!(stats.games[3].practice);
        let json = stats.to_json();
        assert_eq!(Stats::read(&json), Ok(stats));
        assert!(json.starts_with("{\"version\":1,\"games\":[{\"mode\":\"exponentorus\",\"size\":9,\"seed\":\"18446744073709551615\",\"score\":43188,\"top\":256,"));
    }

    #[test]
    fn a_game_is_counted_once() {
        let mut stats = Stats::default();
        assert!(stats.add(game(1, 500)));
        assert!(!stats.add(game(1, 500)), "the same end again");
        assert!(
            stats.add(game(1, 600)),
            "the same seed played again, another end"
        );
        assert_eq!(stats.games.len(), 2);
    }

    #[test]
    fn a_game_ended_again_after_undos_replaces_its_entry() {
        let mut stats = Stats::default();
        stats.add(game(1, 500));
        assert!(stats.add(Finished {
            undos: 1,
            ..game(1, 700)
        }));
        assert_eq!(stats.games.len(), 1);
        assert_eq!(stats.games[0].score, 700);
        // Another game in between: then it is a new game of the same seed.
        stats.add(game(2, 10));
        assert!(stats.add(Finished {
            undos: 2,
            ..game(1, 800)
        }));
        assert_eq!(stats.games.len(), 3);
    }

    #[test]
    fn the_first_daily_of_a_day_is_its_result_and_later_ones_practice() {
        let mut stats = Stats::default();
        let daily = |score| Finished {
            daily: Some(day("2026-11-30")),
            seed: 99,
            ..game(99, score)
        };
        stats.add(daily(300));
        stats.add(daily(900));
        assert_eq!(stats.daily_result(day("2026-11-30")).unwrap().score, 300);
        assert!(!stats.games[0].practice);
        assert!(stats.games[1].practice);
        assert_eq!(stats.daily_result(day("2026-11-29")), None);
    }

    #[test]
    fn bad_records_say_what_is_wrong() {
        let damaged = |why: &str| format!("the statistics are damaged ({why})");
        let cases: [(&str, String); 12] = [
            ("", damaged("empty")),
            ("{\"games\":[]}", "the statistics have no version".into()),
            (
                "{\"version\":1}",
                "the statistics have no list of games".into(),
            ),
            (
                "{\"version\":2,\"games\":[1]}",
                "the statistics have version 2; this version of the game reads version 1".into(),
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"chess\"}]}",
                damaged(
                    "game 1: invalid value: string \"chess\", expected the name of a mode \
                     (exponentorus, exponentile, 2048) at line 1 column 39",
                ),
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"2048\",\"size\":4}]}",
                damaged("game 1: missing field `seed` at line 1 column 47"),
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"2048\",\"size\":4,\"seed\":1,\"score\":4,\
                 \"top\":3,\"moves\":1,\"undos\":0,\"solver\":0,\"on\":\"2026-11-30\"}]}",
                "game 1 of the statistics has an impossible top tile".into(),
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"2048\",\"size\":1,\"seed\":1,\"score\":4,\
                 \"top\":4,\"moves\":1,\"undos\":0,\"solver\":0,\"on\":\"2026-11-30\"}]}",
                "game 1 of the statistics has an impossible board size".into(),
            ),
            (
                "{\"version\":1,\"games\":[{\"on\":\"2026-02-30\"}]}",
                damaged("game 1: the calendar has no day 2026-02-30 at line 1 column 42"),
            ),
            (
                "{\"version\":1,\"games\":[1]}",
                damaged(
                    "game 1: invalid type: integer `1`, expected a finished game at line 1 column 24",
                ),
            ),
            (
                "{\"version\":1,\"version\":1,\"games\":[]}",
                damaged("duplicate field `version` at line 1 column 22"),
            ),
            (
                "{\"version\":1,\"games\":[]} x",
                damaged("not JSON at line 1, column 26"),
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                Stats::read(text).map_err(|e| e.to_string()),
                Err(message),
                "{text}"
            );
        }
    }

    #[test]
    fn reading_writes_nothing_and_keeping_aside_is_a_write_of_its_own() {
        let store = Memory::default();
        let bad = "{\"version\":1,\"games\":[";
        store.set(STATS_KEY, bad).unwrap();
        let before = store.map.borrow().clone();
        let StoredStats::Unreadable { error, text } = read_stats(&store).unwrap() else {
            panic!("a bad record read")
        };
        assert!(matches!(error, StatsError::Damaged(_)), "{error}");
        assert_eq!(text, bad);
        assert_eq!(*store.map.borrow(), before, "reading wrote");
        assert_eq!(backup_part(&store), None);
        assert_eq!(*store.map.borrow(), before, "a backup's reading wrote");
        assert_eq!(
            keep_aside_unreadable(&store, &text, 9).as_deref(),
            Ok("exponentorus.stats.unreadable.9")
        );
        assert_eq!(store.get(&unreadable_key(9)).unwrap().as_deref(), Some(bad));
        assert_eq!(store.get(STATS_KEY).unwrap(), None);
        assert_eq!(read_stats(&store), Ok(StoredStats::Stats(Stats::default())));
        // A store that refuses the copy keeps the record where it was.
        let full = Memory {
            map: before.into(),
            full: true,
        };
        assert_eq!(keep_aside_unreadable(&full, bad, 9), Err(StoreError::Full));
        assert_eq!(full.get(STATS_KEY).unwrap().as_deref(), Some(bad));
    }

    #[test]
    fn the_record_is_one_game_a_line_and_any_whitespace_reads() {
        let mut stats = Stats::default();
        stats.add(game(1, 10));
        stats.add(game(2, 20));
        let json = stats.to_json();
        assert_eq!(json.lines().count(), 2, "{json}");
        assert!(
            json.contains("\"on\":\"2026-11-30\"},\n{\"mode\""),
            "{json}"
        );
        let spaced = json.replace(',', " ,\n\t ").replace(':', " : ");
        assert_eq!(Stats::read(&spaced), Ok(stats.clone()));
        // Numbers as strings, as a reader also takes them, and strings as numbers.
        let other = json
            .replacen("\"score\":10", "\"score\":\"10\"", 1)
            .replacen("\"seed\":\"2\"", "\"seed\":2", 1);
        assert_eq!(Stats::read(&other), Ok(stats));
    }

    #[test]
    fn an_unreadable_record_is_backed_up_and_started_again() {
        let store = Memory::default();
        store.set(STATS_KEY, "{\"version\":1,\"games\":[").unwrap();
        match load_stats(&store, 77).unwrap() {
            LoadedStats::Unreadable { backup_key, .. } => {
                assert_eq!(
                    backup_key.as_deref(),
                    Some("exponentorus.stats.unreadable.77")
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            store
                .get("exponentorus.stats.unreadable.77")
                .unwrap()
                .as_deref(),
            Some("{\"version\":1,\"games\":[")
        );
        assert_eq!(store.get(STATS_KEY).unwrap(), None);
        assert_eq!(
            load_stats(&store, 78).unwrap(),
            LoadedStats::Stats(Stats::default())
        );
    }

    #[test]
    fn a_bad_record_that_cannot_be_backed_up_is_left_alone() {
        let store = Memory::default();
        store.set(STATS_KEY, "garbage").unwrap();
        let store = Memory {
            map: store.map,
            full: true,
        };
        assert!(matches!(
            record(&store, game(1, 2), 5),
            Err(StoreError::Failed(_))
        ));
        assert_eq!(store.get(STATS_KEY).unwrap().as_deref(), Some("garbage"));
    }

    #[test]
    fn recording_reads_what_another_tab_wrote() {
        let store = Memory::default();
        assert_eq!(record(&store, game(1, 2), 5), Ok(true));
        // The other tab's game, written meanwhile.
        let mut theirs = Stats::read(&store.get(STATS_KEY).unwrap().unwrap()).unwrap();
        theirs.add(game(2, 3));
        store.set(STATS_KEY, &theirs.to_json()).unwrap();
        assert_eq!(record(&store, game(3, 4), 5), Ok(true));
        assert_eq!(
            record(&store, game(2, 3), 5),
            Ok(false),
            "counted by the other tab"
        );
        let LoadedStats::Stats(stats) = load_stats(&store, 6).unwrap() else {
            panic!()
        };
        let seeds: Vec<u64> = stats.games.iter().map(|g| g.seed).collect();
        assert_eq!(seeds, [1, 2, 3]);
    }

    fn puzzle(id: &str, solved: bool) -> PuzzleTry {
        PuzzleTry {
            id: id.to_owned(),
            mode: Mode::Twenty48,
            on: Day::EPOCH,
            solved,
        }
    }

    #[test]
    fn puzzles_tried_are_kept_beside_the_games_and_a_record_without_them_is_as_it_was() {
        let store = Memory::default();
        let at = 1_796_342_400_000; // 2026-12-04
        record(&store, game(1, 10), at).unwrap();
        let games_only = store.get(STATS_KEY).unwrap().unwrap();
        assert!(!games_only.contains("puzzles"), "{games_only}");
        assert!(record_puzzle(&store, puzzle("2048-2026-12-04", true), at).unwrap());
        assert!(
            !record_puzzle(&store, puzzle("2048-2026-12-04", false), at).unwrap(),
            "a second try counts nothing"
        );
        assert!(record_puzzle(&store, puzzle("0123456789ab", true), at).unwrap());
        let text = store.get(STATS_KEY).unwrap().unwrap();
        let stats = Stats::read(&text).unwrap();
        assert_eq!(stats.games.len(), 1);
        assert_eq!((stats.puzzles.solved(), stats.puzzles.streak()), (2, 2));
        assert_eq!(stats.puzzles.0[0].on, day("2026-12-04"));
        assert_eq!(Stats::read(&stats.to_json()), Ok(stats));
    }

    #[test]
    fn an_unreadable_puzzle_keeps_the_whole_record_aside_so_nothing_is_lost() {
        let text = r#"{"version":1,"games":[],"puzzles":[{"id":"a","mode":"chess","on":"2026-12-04","solved":true}]}"#;
        assert!(matches!(Stats::read(text), Err(StatsError::Damaged(_))));
        let store = Memory::default();
        store.set(STATS_KEY, text).unwrap();
        assert!(record_puzzle(&store, puzzle("b", true), 1000).unwrap());
        assert_eq!(
            store.get(&unreadable_key(1000)).unwrap().as_deref(),
            Some(text),
            "the unreadable record is kept as it was"
        );
    }
}
