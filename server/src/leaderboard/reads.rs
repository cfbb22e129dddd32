//! The API's reads: a board (by mode, side and seed, or a mode's daily board by day), and
//! one entry with its replay code; and the player's own requests, renaming and forgetting.

use super::board::{Board, mode_named, no_such_board};
use super::body::JsonBody;
use super::error::ApiError;
use super::json::{BoardJson, EntryJson};
use super::player::{PlayerKey, checked_name};
use super::state::Leaderboard;
use super::time::start_of;
use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use rules::daily::FIRST_DAY;
use rules::day::Day;
use serde::{Deserialize, Serialize};

/// A board's page.
#[derive(Debug, Serialize)]
pub struct BoardAnswer {
    /// The board.
    pub board: BoardJson,
    /// Its first 100 entries, best first.
    pub top: Vec<EntryJson>,
    /// The asking player's entry, wherever it ranks; `null` without a token or an entry.
    pub you: Option<EntryJson>,
}

/// One entry and its replay code.
#[derive(Debug, Serialize)]
pub struct EntryAnswer {
    /// The entry.
    pub entry: EntryJson,
    /// Its board.
    pub board: BoardJson,
    /// The game's replay code, for the replay viewer (`/?replay=CODE`).
    pub code: String,
}

/// `GET api/boards/{mode}/{size}/{seed}`.
pub async fn board(
    State(leaderboard): State<Leaderboard>,
    path: Result<Path<(String, String, String)>, PathRejection>,
    headers: HeaderMap,
) -> Result<Json<BoardAnswer>, ApiError> {
    let (mode, size, seed) = read_path(path)?;
    let board = Board::from_path(&mode, &size, &seed)?;
    page(&leaderboard, &board, &headers).await
}

/// `GET api/daily/{mode}/{day}`: the daily board of `day` (`YYYY-MM-DD`), from the first
/// day to today.
pub async fn daily(
    State(leaderboard): State<Leaderboard>,
    path: Result<Path<(String, String)>, PathRejection>,
    headers: HeaderMap,
) -> Result<Json<BoardAnswer>, ApiError> {
    let (mode, day) = read_path(path)?;
    let mode = mode_named(&mode)?;
    let day =
        Day::parse(&day).map_err(|err| no_such_board(format!("There is no such day: {err}.")))?;
    if day < FIRST_DAY {
        return Err(no_such_board(format!(
            "There is no daily game of {day}: the first was on {FIRST_DAY}."
        )));
    }
    if leaderboard.clock.now_us() < start_of(day) {
        return Err(no_such_board(format!(
            "The daily game of {day} has not begun yet (days turn at midnight UTC)."
        )));
    }
    page(&leaderboard, &Board::daily(mode, day), &headers).await
}

/// The parts of an address, or a 404 for one that does not read (not UTF-8, say).
fn read_path<T>(path: Result<Path<T>, PathRejection>) -> Result<T, ApiError> {
    path.map(|Path(parts)| parts)
        .map_err(|_| ApiError::no_such_route())
}

async fn page(
    leaderboard: &Leaderboard,
    board: &Board,
    headers: &HeaderMap,
) -> Result<Json<BoardAnswer>, ApiError> {
    let player = PlayerKey::from_headers(headers)?;
    let page = leaderboard
        .store
        .board_page(board, player.as_ref())
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    let now = leaderboard.clock.now_us();
    Ok(Json(BoardAnswer {
        board: BoardJson::new(board, now, page.page.entries),
        top: page
            .page
            .top
            .iter()
            .map(|row| EntryJson::new(row, player.as_ref()))
            .collect(),
        you: page
            .mine
            .as_ref()
            .map(|row| EntryJson::new(row, player.as_ref())),
    }))
}

/// `GET api/entries/{id}`.
pub async fn entry(
    State(leaderboard): State<Leaderboard>,
    path: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
) -> Result<Json<EntryAnswer>, ApiError> {
    let id = read_path(path)?;
    let missing = || {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_entry",
            "No game on the boards has that id (its player may have removed it).",
        )
    };
    if id.len() != 32 || !id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return Err(missing());
    }
    let player = PlayerKey::from_headers(&headers)?;
    let (row, code) = leaderboard
        .store
        .entry(&id)
        .await
        .map_err(|err| ApiError::unavailable(&err))?
        .ok_or_else(missing)?;
    let store = &leaderboard.store;
    let entries = store
        .board_entries(&row.board)
        .await
        .map_err(|e| ApiError::unavailable(&e))?;
    Ok(Json(EntryAnswer {
        entry: EntryJson::new(&row, player.as_ref()),
        board: BoardJson::new(&row.board, leaderboard.clock.now_us(), entries),
        code,
    }))
}

/// A new name.
#[derive(Debug, Deserialize)]
pub struct Rename {
    /// The name, 1 to 24 characters.
    pub name: String,
}

/// The player renamed.
#[derive(Debug, Serialize)]
pub struct Renamed {
    /// The name as stored (trimmed, NFC).
    pub name: String,
    /// How many entries now show it.
    pub entries: i64,
}

/// `PUT api/player/name`: the player's name on every board.
pub async fn rename(
    State(leaderboard): State<Leaderboard>,
    headers: HeaderMap,
    JsonBody(rename): JsonBody<Rename>,
) -> Result<Json<Renamed>, ApiError> {
    let player = PlayerKey::required(&headers)?;
    let name = checked_name(&rename.name)?;
    let entries = leaderboard
        .store
        .rename(&player, &name)
        .await
        .map_err(|err| ApiError::unavailable(&err))?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "no_such_player",
                "No game of yours is on the boards yet: your name goes with your first game.",
            )
        })?;
    Ok(Json(Renamed { name, entries }))
}

/// The player forgotten.
#[derive(Debug, Serialize)]
pub struct Forgotten {
    /// How many entries were deleted.
    pub forgotten: u64,
}

/// `DELETE api/player`: every entry of the player, and the player, deleted.
pub async fn forget(
    State(leaderboard): State<Leaderboard>,
    headers: HeaderMap,
) -> Result<Json<Forgotten>, ApiError> {
    let player = PlayerKey::required(&headers)?;
    // The rooms first: a race that ends meanwhile then writes the seat forgotten.
    if let Some(races) = &leaderboard.races {
        races
            .forget(player.as_str())
            .await
            .map_err(|err| ApiError::unavailable(&err))?;
    }
    let forgotten = leaderboard
        .store
        .forget(&player)
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    Ok(Json(Forgotten { forgotten }))
}
