//! Puzzles from real games (docs/RULES.md §21): a game newly stored for a leaderboard is
//! analysed after its post is answered, on a blocking thread, one game at a time, and its
//! clearest positions are kept; `GET api/puzzles/{id}` reads one, and
//! `GET api/puzzles/daily/{mode}` gives today's.

use super::error::ApiError;
use super::state::{Leaderboard, MINING_QUEUE};
use super::store::PuzzleRow;
use super::time::{day_at, start_of};
use super::verify::hex;
use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use rules::day::Day;
use rules::{Mode, puzzle, replay_code};
use serde::Serialize;
use sha2::{Digest, Sha256};

/// The puzzles of the game whose replay code is `code`: its positions where one move is
/// clearly best (`rules::puzzle::mine`), each as the code of the game up to it. None for a
/// code that does not read (a stored game's always does).
pub fn mine(code: &str) -> Vec<PuzzleRow> {
    let Ok(history) = replay_code::decode(code) else {
        return Vec::new();
    };
    let review = history.analyse();
    puzzle::mine(&review, &history.yardstick())
        .into_iter()
        .filter_map(|found| {
            let code = history.at(found.ply).replay_code().ok()?;
            Some(PuzzleRow {
                id: puzzle_id(&code),
                mode: history.mode().name().to_owned(),
                answer: i64::try_from(found.answer).ok()?,
                margin: i64::from(found.margin),
                code,
            })
        })
        .collect()
}

/// A kept puzzle's id: the first 6 bytes of the SHA-256 of its position's code, in hex.
pub fn puzzle_id(code: &str) -> String {
    hex(&Sha256::digest(code.as_bytes())[..6])
}

/// Whether `id` is written as a kept puzzle's id is: 12 lowercase hex digits.
fn is_puzzle_id(id: &str) -> bool {
    id.len() == 12 && id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A puzzle, as the API answers it.
#[derive(Debug, Serialize)]
pub struct PuzzleAnswer {
    /// Its id.
    pub id: String,
    /// The mode's name.
    pub mode: String,
    /// The position: the replay code of the game up to the move asked for.
    pub code: String,
    /// The answer, packed as the move log packs it (docs/RULES.md §13).
    pub answer: i64,
    /// The answer's margin over every other move, in millionths of its worth.
    pub margin: i64,
}

/// `GET api/puzzles/{id}`.
pub async fn puzzle(
    State(leaderboard): State<Leaderboard>,
    path: Result<Path<String>, PathRejection>,
) -> Result<Json<PuzzleAnswer>, ApiError> {
    let missing = || {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_puzzle",
            "No puzzle has that id (a puzzle's id is 12 of the digits 0-9 and a-f).",
        )
    };
    let Path(id) = path.map_err(|_| ApiError::no_such_route())?;
    if !is_puzzle_id(&id) {
        return Err(missing());
    }
    let row = leaderboard
        .store
        .puzzle(&id)
        .await
        .map_err(|err| ApiError::unavailable(&err))?
        .ok_or_else(missing)?;
    Ok(Json(answer_of(row)))
}

/// `GET api/puzzles/daily/{mode}`: today's puzzle of `mode` (UTC): from the puzzles kept
/// before the day began, or, where none was, hunted from the day's daily game as the app
/// hunts it (kept for the day, so hunted once).
pub async fn daily(
    State(leaderboard): State<Leaderboard>,
    path: Result<Path<String>, PathRejection>,
) -> Result<Json<PuzzleAnswer>, ApiError> {
    let Path(name) = path.map_err(|_| ApiError::no_such_route())?;
    let mode = Mode::from_name(&name).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_puzzle",
            "No mode has that name, so no puzzle of the day.",
        )
    })?;
    let today = day_at(leaderboard.clock.now_us());
    let kept = leaderboard
        .store
        .daily_puzzle(mode.name(), start_of(today), i64::from(today.number()))
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    if let Some(row) = kept {
        return Ok(Json(answer_of(row)));
    }
    let key = (mode.name(), today.number());
    if let Some(hunted) = leaderboard.hunted_cached(key) {
        return Ok(Json(answer_of(hunted)));
    }
    let _running = leaderboard
        .mining
        .acquire()
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    let hunted = tokio::task::spawn_blocking(move || hunted_row(mode, today))
        .await
        .map_err(|err| ApiError::unavailable(&err))?
        .ok_or_else(|| ApiError::unavailable(&"the daily puzzle has no replay code"))?;
    leaderboard.keep_hunted(key, hunted.clone());
    Ok(Json(answer_of(hunted)))
}

/// The puzzle of `day` hunted from the daily game of `mode`, its id `MODE-YYYY-MM-DD`.
fn hunted_row(mode: Mode, day: Day) -> Option<PuzzleRow> {
    let hunted = puzzle::daily(mode, day);
    Some(PuzzleRow {
        id: format!("{}-{day}", mode.name()),
        mode: mode.name().to_owned(),
        code: hunted.position.replay_code().ok()?,
        answer: i64::try_from(hunted.found.answer).ok()?,
        margin: i64::from(hunted.found.margin),
    })
}

/// A kept or hunted puzzle as the API answers it.
fn answer_of(row: PuzzleRow) -> PuzzleAnswer {
    PuzzleAnswer {
        id: row.id,
        mode: row.mode,
        code: row.code,
        answer: row.answer,
        margin: row.margin,
    }
}

impl Leaderboard {
    /// The hunted puzzle of `key` (a mode's name and a day's number), if hunted already.
    fn hunted_cached(&self, key: (&'static str, i32)) -> Option<PuzzleRow> {
        self.hunted
            .lock()
            .ok()
            .and_then(|hunted| hunted.get(&key).cloned())
    }

    /// Keeps the hunted puzzle of `key`, dropping those of other days.
    fn keep_hunted(&self, key: (&'static str, i32), row: PuzzleRow) {
        if let Ok(mut hunted) = self.hunted.lock() {
            hunted.retain(|&(_, day), _| day == key.1);
            hunted.insert(key, row);
        }
    }

    /// Mines the game whose replay code is `code`, just stored for the player whose token
    /// hashes to `token_hash`, once the post is answered: on a blocking thread, one game
    /// at a time. Past [`MINING_QUEUE`] games waiting, the game is not mined (its puzzles
    /// are a bonus; the board has it).
    pub fn mine_later(&self, code: String, token_hash: String) {
        let Ok(queued) = std::sync::Arc::clone(&self.mining_queue).try_acquire_owned() else {
            tracing::warn!("puzzle mining skipped a game: {MINING_QUEUE} games waiting");
            return;
        };
        let leaderboard = self.clone();
        tokio::spawn(async move {
            let _queued = queued;
            let Ok(_running) = leaderboard.mining.acquire().await else {
                return;
            };
            let Ok(found) = tokio::task::spawn_blocking(move || mine(&code)).await else {
                tracing::error!("puzzle mining failed on a game");
                return;
            };
            if found.is_empty() {
                return;
            }
            let now = leaderboard.clock.now_us();
            if let Err(err) = leaderboard
                .store
                .keep_puzzles(&found, &token_hash, now)
                .await
            {
                tracing::warn!(error = %err, "a game's puzzles were not kept");
            }
        });
    }
}
