use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::exponent_of;
use super::json::{JsonError, JsonReader};
use super::{Board, Game, LoadError, SeededTiles, TileId};

/// A versioned snapshot of a game holding everything needed to go on exactly.
///
/// Its JSON (see [`Game::to_json`]) is simple enough to write by hand:
///
/// ```json
/// {"version":1,"board":[[2,4,8],[4,8,2],[8,2,4]],"ids":[[0,1,2],[3,4,5],[6,7,8]],
///  "next_id":9,"score":0,"moves":0,"seed":"42","rng":{"state":"123","increment":"457"}}
/// ```
///
/// The seed and the generator's words are decimal strings because a JavaScript number
/// cannot hold every `u64` (a plain JSON integer is read too). `rng` may be left out or
/// `null`: the game then draws from a fresh generator seeded with `seed`.
///
/// The game reads and writes this JSON itself, so the browser build carries no
/// serialiser; the serde traits give native tools the same shape in any serde format,
/// and the tests check that `serde_json` reads and writes exactly what the game does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// Format version, [`Save::VERSION`] when written.
    pub version: u32,
    /// Tile values, rows top first.
    pub board: Vec<Vec<u64>>,
    /// Tile ids, the same shape as `board`.
    pub ids: Vec<Vec<u32>>,
    /// The id the next new tile gets; greater than every id on the board.
    pub next_id: u32,
    /// Points scored so far.
    pub score: u64,
    /// Accepted moves so far.
    pub moves: u32,
    /// How many of them the solver played (the app's Watch mode); written only when
    /// some were, so a save without any reads as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub solver_moves: u32,
    /// The seed the game started from.
    #[serde(with = "decimal")]
    pub seed: u64,
    /// The generator's exact state; `None` for a fresh generator from `seed`.
    #[serde(default)]
    pub rng: Option<RngWords>,
}

/// The generator's two 64-bit words (see [`SeededTiles::words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RngWords {
    /// PCG-32's state word.
    #[serde(with = "decimal")]
    pub state: u64,
    /// PCG-32's increment word (odd in every generator the game makes).
    #[serde(with = "decimal")]
    pub increment: u64,
}

impl Save {
    /// The version this build writes.
    pub const VERSION: u32 = 1;

    /// The save as JSON, exactly as `serde_json` writes it.
    pub(crate) fn to_json(&self) -> String {
        fn rows<T: ToString>(out: &mut String, rows: &[Vec<T>]) {
            out.push('[');
            for (i, row) in rows.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push('[');
                for (j, value) in row.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    out.push_str(&value.to_string());
                }
                out.push(']');
            }
            out.push(']');
        }
        let mut out = String::from("{\"version\":");
        out.push_str(&self.version.to_string());
        out.push_str(",\"board\":");
        rows(&mut out, &self.board);
        out.push_str(",\"ids\":");
        rows(&mut out, &self.ids);
        out.push_str(",\"next_id\":");
        out.push_str(&self.next_id.to_string());
        out.push_str(",\"score\":");
        out.push_str(&self.score.to_string());
        out.push_str(",\"moves\":");
        out.push_str(&self.moves.to_string());
        if self.solver_moves > 0 {
            out.push_str(",\"solver_moves\":");
            out.push_str(&self.solver_moves.to_string());
        }
        out.push_str(",\"seed\":\"");
        out.push_str(&self.seed.to_string());
        match self.rng {
            Some(rng) => {
                out.push_str("\",\"rng\":{\"state\":\"");
                out.push_str(&rng.state.to_string());
                out.push_str("\",\"increment\":\"");
                out.push_str(&rng.increment.to_string());
                out.push_str("\"}}");
            }
            None => out.push_str("\",\"rng\":null}"),
        }
        out
    }
}

/// Whether a count is zero: such a field is left out of the save.
fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// `u64`s as decimal strings, read from a decimal string or a non-negative JSON integer.
mod decimal {
    use std::fmt;

    use serde::de::{self, Visitor};

    use super::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &u64, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(value)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
        deserializer.deserialize_any(DecimalVisitor)
    }

    struct DecimalVisitor;

    impl Visitor<'_> for DecimalVisitor {
        type Value = u64;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a whole number from 0 to 18446744073709551615 as a decimal string")
        }

        fn visit_u64<E: de::Error>(self, value: u64) -> Result<u64, E> {
            Ok(value)
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<u64, E> {
            // `u64::from_str` takes a leading `+`; a decimal string here is digits only.
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(E::invalid_value(de::Unexpected::Str(text), &self));
            }
            text.parse()
                .map_err(|_| E::invalid_value(de::Unexpected::Str(text), &self))
        }
    }
}

impl Game {
    /// The game's save.
    pub fn to_save(&self) -> Save {
        let board = self.board();
        let values: Vec<u64> = board.iter().map(|(_, tile)| tile.value()).collect();
        let ids: Vec<u32> = board.iter().map(|(_, tile)| tile.id.0).collect();
        let (state, increment) = self.tiles().words();
        Save {
            version: Save::VERSION,
            board: rows(&values, board.size()),
            ids: rows(&ids, board.size()),
            next_id: board.next_id().0,
            score: self.score(),
            moves: self.moves(),
            solver_moves: self.solver_moves(),
            seed: self.seed(),
            rng: Some(RngWords { state, increment }),
        }
    }

    /// The game a save holds, checked.
    pub fn from_save(save: Save) -> Result<Game, LoadError> {
        if save.version != Save::VERSION {
            return Err(LoadError::UnknownVersion(save.version));
        }
        let size = save.board.len();
        if !(Board::MIN_SIZE..=Board::MAX_SIZE).contains(&size)
            || !is_square(&save.board, size)
            || !is_square(&save.ids, size)
        {
            return Err(LoadError::BadSize);
        }
        let exps = save
            .board
            .iter()
            .flatten()
            .map(|&value| exponent_of(value).ok_or(LoadError::BadValue))
            .collect::<Result<Vec<u8>, _>>()?;
        let ids: Vec<TileId> = save.ids.iter().flatten().map(|&id| TileId(id)).collect();
        // A set, not a sort: the browser build then needs no sort code of its own here.
        let mut seen = std::collections::HashSet::with_capacity(ids.len());
        if !ids.iter().all(|&id| seen.insert(id)) {
            return Err(LoadError::DuplicateId);
        }
        if ids
            .iter()
            .max()
            .is_some_and(|&TileId(top)| top >= save.next_id)
        {
            return Err(LoadError::BadNextId);
        }
        let board = Board::from_parts(size, exps, ids, save.next_id);
        if board.has_run() {
            return Err(LoadError::HasRun);
        }
        let tiles = match save.rng {
            None => SeededTiles::new(save.seed),
            Some(RngWords { state, increment }) => SeededTiles::from_words(state, increment),
        };
        Ok(Game::from_parts(
            board,
            tiles,
            save.seed,
            save.score,
            (save.moves, save.solver_moves),
        ))
    }

    /// The save as JSON text.
    pub fn to_json(&self) -> String {
        self.to_save().to_json()
    }

    /// The game in a JSON save; anything unreadable is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<Game, LoadError> {
        Game::from_save(Save::from_json(text)?)
    }
}

impl Save {
    /// The save in JSON `text`. The version is read first, so that a save of another
    /// version reports its version rather than a shape this one does not know. Unknown
    /// fields are skipped, so a later version may add some.
    pub(crate) fn from_json(text: &str) -> Result<Save, LoadError> {
        let malformed = |error: JsonError| LoadError::Malformed(error.to_string());
        let missing = |name: &str| LoadError::Malformed(format!("missing field `{name}`"));

        let mut version = None;
        let mut json = JsonReader::new(text);
        json.object(|name, value| match name {
            b"version" => value.u32().map(|v| version = Some(v)),
            _ => value.skip(),
        })
        .and_then(|()| json.end())
        .map_err(malformed)?;
        let version = version.ok_or_else(|| missing("version"))?;
        if version != Save::VERSION {
            return Err(LoadError::UnknownVersion(version));
        }

        let (mut board, mut ids, mut next_id, mut score, mut moves, mut seed) =
            (None, None, None, None, None, None);
        // The version was read above; it is read again only to refuse a second one.
        let (mut version_again, mut rng, mut solver_moves) = (None, None, None);
        JsonReader::new(text)
            .object(|name, value| {
                let at = *value;
                match name {
                    b"version" => put(&mut version_again, value.u32()?, at),
                    b"board" => put(&mut board, grid(value, JsonReader::u64)?, at),
                    b"ids" => put(&mut ids, grid(value, JsonReader::u32)?, at),
                    b"next_id" => put(&mut next_id, value.u32()?, at),
                    b"score" => put(&mut score, value.u64()?, at),
                    b"moves" => put(&mut moves, value.u32()?, at),
                    b"solver_moves" => put(&mut solver_moves, value.u32()?, at),
                    b"seed" => put(&mut seed, value.decimal()?, at),
                    b"rng" if value.null() => put(&mut rng, None, at),
                    b"rng" => put(&mut rng, Some(RngWords::from_json(value)?), at),
                    _ => value.skip(),
                }
            })
            .map_err(malformed)?;
        Ok(Save {
            version,
            board: board.ok_or_else(|| missing("board"))?,
            ids: ids.ok_or_else(|| missing("ids"))?,
            next_id: next_id.ok_or_else(|| missing("next_id"))?,
            score: score.ok_or_else(|| missing("score"))?,
            moves: moves.ok_or_else(|| missing("moves"))?,
            solver_moves: solver_moves.unwrap_or(0),
            seed: seed.ok_or_else(|| missing("seed"))?,
            rng: rng.flatten(),
        })
    }
}

impl RngWords {
    /// The words in a JSON object holding both.
    fn from_json(json: &mut JsonReader) -> Result<RngWords, JsonError> {
        let start = *json;
        let (mut state, mut increment) = (None, None);
        json.object(|name, value| {
            let at = *value;
            match name {
                b"state" => put(&mut state, value.decimal()?, at),
                b"increment" => put(&mut increment, value.decimal()?, at),
                _ => value.skip(),
            }
        })?;
        match (state, increment) {
            (Some(state), Some(increment)) => Ok(RngWords { state, increment }),
            _ => start.error("an object with a `state` and an `increment`"),
        }
    }
}

/// Fills `slot` with the value of a field read at `at`; a save names each field once.
fn put<T>(slot: &mut Option<T>, value: T, at: JsonReader) -> Result<(), JsonError> {
    match slot.replace(value) {
        None => Ok(()),
        Some(_) => at.error("each field only once"),
    }
}

/// A JSON array of arrays, each cell read by `cell`.
fn grid<'a, T>(
    json: &mut JsonReader<'a>,
    cell: fn(&mut JsonReader<'a>) -> Result<T, JsonError>,
) -> Result<Vec<Vec<T>>, JsonError> {
    let mut rows = Vec::new();
    json.array(|row| {
        let mut cells = Vec::new();
        row.array(|value| cell(value).map(|c| cells.push(c)))?;
        rows.push(cells);
        Ok(())
    })?;
    Ok(rows)
}

/// Row-major `cells` as rows of `size`, top row first.
pub(crate) fn rows<T: Clone>(cells: &[T], size: usize) -> Vec<Vec<T>> {
    cells.chunks(size).map(<[T]>::to_vec).collect()
}

/// Whether `rows` are `size` rows of `size` cells.
pub(crate) fn is_square<T>(rows: &[Vec<T>], size: usize) -> bool {
    rows.len() == size && rows.iter().all(|row| row.len() == size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_json_is_serde_json_s_and_reads_back() {
        for seed in [0, 1, 42, u64::MAX] {
            let mut game = Game::new(seed);
            for turn in 0..20 {
                let save = game.to_save();
                assert_eq!(save.to_json(), serde_json::to_string(&save).unwrap());
                assert_eq!(Save::from_json(&save.to_json()), Ok(save.clone()));
                let without_rng = Save { rng: None, ..save };
                assert_eq!(
                    without_rng.to_json(),
                    serde_json::to_string(&without_rng).unwrap()
                );
                assert_eq!(Save::from_json(&without_rng.to_json()), Ok(without_rng));
                let Some(mv) = game.hint() else { break };
                if turn >= 10 {
                    game.play_by_solver(mv.a, mv.b).unwrap();
                } else {
                    game.play(mv.a, mv.b).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_solver_s_moves_are_saved_only_once_it_has_played() {
        let mut game = Game::new(3);
        let mv = game.hint().unwrap();
        game.play(mv.a, mv.b).unwrap();
        assert!(!game.to_json().contains("solver_moves"));
        let mv = game.hint().unwrap();
        game.play_by_solver(mv.a, mv.b).unwrap();
        assert_eq!((game.moves(), game.solver_moves()), (2, 1));
        assert!(game.to_json().contains(",\"solver_moves\":1,"));
        assert_eq!(Game::from_json(&game.to_json()), Ok(game));
    }
}
