//! The statistics' record: every finished game, one entry each, kept under its own
//! versioned key (docs/RULES.md §17). A game is recorded when a move ends it, never when a
//! finished game is loaded, and the record refuses an entry it already holds, so a reload
//! or a second tab never counts a game twice. Reading never panics: a record that does not
//! read is kept under a backup key and the statistics start again, with a notice.

use std::fmt;

use rules::json::{JsonError, JsonReader};
use rules::{Mode, Summary};

use super::day::Day;

/// The statistics: `{"version":1,"games":[…]}`.
pub const STATS_KEY: &str = "exponentorus.stats";
/// An unreadable record is kept under this prefix followed by the epoch milliseconds.
pub const STATS_BACKUP_PREFIX: &str = "exponentorus.stats.unreadable.";
/// The record's version: this build writes it, and reads it alone (it is the first).
pub const STATS_VERSION: u32 = 1;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Its mode.
    pub mode: Mode,
    /// Its board's side.
    pub size: usize,
    /// Its seed.
    pub seed: u64,
    /// Its final score.
    pub score: u64,
    /// Its highest tile.
    pub top: u64,
    /// Moves played.
    pub moves: u32,
    /// Moves taken back.
    pub undos: u32,
    /// Moves the solver played.
    pub solver: u32,
    /// The UTC day it ended.
    pub on: Day,
    /// The day whose daily game it is, for a daily game.
    pub daily: Option<Day>,
    /// A daily game played after that day's result was recorded: kept, never counted.
    pub practice: bool,
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

    fn to_json(&self) -> String {
        let mut json = format!(
            "{{\"mode\":\"{}\",\"size\":{},\"seed\":\"{}\",\"score\":{},\"top\":{},\
             \"moves\":{},\"undos\":{},\"solver\":{},\"on\":\"{}\"",
            self.mode.name(),
            self.size,
            self.seed,
            self.score,
            self.top,
            self.moves,
            self.undos,
            self.solver,
            self.on
        );
        if let Some(day) = self.daily {
            json.push_str(&format!(",\"daily\":\"{day}\""));
        }
        if self.practice {
            json.push_str(",\"practice\":true");
        }
        json.push('}');
        json
    }
}

/// Every finished game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// The games, in the order they ended.
    pub games: Vec<Finished>,
}

/// Why a text is not a statistics record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatsError {
    /// Not JSON, or the record's JSON broken.
    Damaged(JsonError),
    /// A version this build does not read.
    UnknownVersion(u32),
    /// A part missing: the version, the games, or a game's field (game number from 1).
    Missing(&'static str, Option<usize>),
    /// A game's field holds what no game has (game number from 1).
    Invalid(&'static str, usize),
}

impl fmt::Display for StatsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatsError::Damaged(error) => write!(f, "the statistics are damaged: {error}"),
            StatsError::UnknownVersion(version) => write!(
                f,
                "the statistics have version {version}; this version of the game reads \
                 version {STATS_VERSION}"
            ),
            StatsError::Missing(what, None) => write!(f, "the statistics have no {what}"),
            StatsError::Missing(what, Some(game)) => {
                write!(f, "game {game} of the statistics has no {what}")
            }
            StatsError::Invalid(what, game) => {
                write!(f, "game {game} of the statistics has an impossible {what}")
            }
        }
    }
}

impl std::error::Error for StatsError {}

impl Stats {
    /// The record as JSON, one game per line so a long record stays readable.
    pub fn to_json(&self) -> String {
        let games: Vec<String> = self.games.iter().map(Finished::to_json).collect();
        format!(
            "{{\"version\":{STATS_VERSION},\"games\":[{}]}}",
            games.join(",\n")
        )
    }

    /// The record in `text`, every game checked.
    pub fn read(text: &str) -> Result<Stats, StatsError> {
        let (mut version, mut games) = (None, None);
        let mut json = JsonReader::new(text);
        let mut invalid = None;
        json.object(|name, value| match name {
            b"version" => {
                version = Some(value.u32()?);
                Ok(())
            }
            b"games" => {
                let mut list = Vec::new();
                value.array(|item| {
                    let number = list.len() + 1;
                    match read_game(item, number)? {
                        Ok(game) => list.push(game),
                        Err(why) => {
                            invalid.get_or_insert(why);
                            list.push(placeholder());
                        }
                    }
                    Ok(())
                })?;
                games = Some(list);
                Ok(())
            }
            _ => value.skip(),
        })
        .and_then(|()| json.end())
        .map_err(StatsError::Damaged)?;
        match version {
            None => return Err(StatsError::Missing("version", None)),
            Some(STATS_VERSION) => {}
            Some(other) => return Err(StatsError::UnknownVersion(other)),
        }
        if let Some(why) = invalid {
            return Err(why);
        }
        let games = games.ok_or(StatsError::Missing("list of games", None))?;
        Ok(Stats { games })
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

/// Stands in for a game that did not read, so reading goes on to find the JSON's errors.
fn placeholder() -> Finished {
    Finished {
        mode: Mode::Exponentorus,
        size: 0,
        seed: 0,
        score: 0,
        top: 0,
        moves: 0,
        undos: 0,
        solver: 0,
        on: Day::EPOCH,
        daily: None,
        practice: false,
    }
}

/// Reads one game: a JSON error stops the reading, an impossible value is returned.
fn read_game(
    json: &mut JsonReader,
    number: usize,
) -> Result<Result<Finished, StatsError>, JsonError> {
    let mut kind = None;
    let (mut size, mut seed, mut score, mut top) = (None, None, None, None);
    let (mut moves, mut undos, mut solver) = (None, None, None);
    let (mut on, mut daily, mut practice) = (None, None, false);
    let mut invalid = None;
    let day = |text: &[u8]| {
        std::str::from_utf8(text)
            .ok()
            .and_then(|t| Day::parse(t).ok())
    };
    json.object(|name, value| {
        match name {
            b"mode" => match std::str::from_utf8(value.string()?)
                .ok()
                .and_then(Mode::from_name)
            {
                Some(mode) => kind = Some(mode),
                None => invalid = invalid.or(Some("mode")),
            },
            b"size" => size = Some(value.u32()?),
            b"seed" => seed = Some(value.decimal()?),
            b"score" => score = Some(value.decimal()?),
            b"top" => top = Some(value.decimal()?),
            b"moves" => moves = Some(value.u32()?),
            b"undos" => undos = Some(value.u32()?),
            b"solver" => solver = Some(value.u32()?),
            b"on" => match day(value.string()?) {
                Some(d) => on = Some(d),
                None => invalid = invalid.or(Some("day it ended")),
            },
            b"daily" => match day(value.string()?) {
                Some(d) => daily = Some(d),
                None => invalid = invalid.or(Some("daily game's day")),
            },
            b"practice" => practice = value.boolean()?,
            _ => value.skip()?,
        }
        Ok(())
    })?;
    if let Some(what) = invalid {
        return Ok(Err(StatsError::Invalid(what, number)));
    }
    let missing = |what| StatsError::Missing(what, Some(number));
    let read = || -> Result<Finished, StatsError> {
        let game = Finished {
            mode: kind.ok_or(missing("mode"))?,
            size: size.ok_or(missing("size"))? as usize,
            seed: seed.ok_or(missing("seed"))?,
            score: score.ok_or(missing("score"))?,
            top: top.ok_or(missing("top tile"))?,
            moves: moves.ok_or(missing("move count"))?,
            undos: undos.ok_or(missing("undo count"))?,
            solver: solver.ok_or(missing("solver move count"))?,
            on: on.ok_or(missing("day it ended"))?,
            daily,
            practice,
        };
        if !(2..=32).contains(&game.size) {
            return Err(StatsError::Invalid("board size", number));
        }
        if game.top != 0 && !game.top.is_power_of_two() {
            return Err(StatsError::Invalid("top tile", number));
        }
        Ok(game)
    };
    Ok(read())
}

pub(crate) mod stats_storage;

pub use stats_storage::{LoadedStats, backup_part, load_stats, record};

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use super::*;
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
        let cases: [(&str, &str); 9] = [
            (
                "",
                "the statistics are damaged: expected an object at character 1",
            ),
            ("{\"games\":[]}", "the statistics have no version"),
            ("{\"version\":1}", "the statistics have no list of games"),
            (
                "{\"version\":2,\"games\":[]}",
                "the statistics have version 2; this version of the game reads version 1",
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"chess\"}]}",
                "game 1 of the statistics has an impossible mode",
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"2048\",\"size\":4}]}",
                "game 1 of the statistics has no seed",
            ),
            (
                "{\"version\":1,\"games\":[{\"mode\":\"2048\",\"size\":4,\"seed\":1,\"score\":4,\
                 \"top\":3,\"moves\":1,\"undos\":0,\"solver\":0,\"on\":\"2026-11-30\"}]}",
                "game 1 of the statistics has an impossible top tile",
            ),
            (
                "{\"version\":1,\"games\":[{\"on\":\"2026-02-30\"}]}",
                "game 1 of the statistics has an impossible day it ended",
            ),
            (
                "{\"version\":1,\"games\":[1]}",
                "the statistics are damaged: expected an object at character 23",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                Stats::read(text).map_err(|e| e.to_string()),
                Err(message.to_owned()),
                "{text}"
            );
        }
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
}
