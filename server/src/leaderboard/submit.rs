//! `POST api/entries`: a finished game sent to its board. The code is replayed move by
//! move, the board's rules applied, and "stored" answered only after the commit.

use super::board::Kind;
use super::body::JsonBody;
use super::error::ApiError;
use super::json::{BoardJson, EntryJson, grouped, ordinal};
use super::player::{PlayerKey, checked_name};
use super::state::Leaderboard;
use super::store::{EntryRow, Submitted};
use super::verify::Verified;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use serde::{Deserialize, Serialize};

/// What the app sends: the game's replay code and the name to show.
#[derive(Debug, Deserialize)]
pub struct Submission {
    /// The replay code (docs/RULES.md §14).
    pub code: String,
    /// The player's name, 1 to 24 characters.
    pub name: String,
}

/// The answer to a stored (or already stored, or kept) game.
#[derive(Debug, Serialize)]
pub struct SubmitAnswer {
    /// `stored` (201), `already_stored` or `kept_best` (200).
    pub status: &'static str,
    /// A sentence for the player.
    pub message: String,
    /// The player's entry on the board: this game, or the better one kept.
    pub entry: EntryJson,
    /// The board.
    pub board: BoardJson,
}

/// The handler.
pub async fn submit(
    State(leaderboard): State<Leaderboard>,
    headers: HeaderMap,
    JsonBody(submission): JsonBody<Submission>,
) -> Result<(StatusCode, Json<SubmitAnswer>), ApiError> {
    let player = PlayerKey::required(&headers)?;
    let name = checked_name(&submission.name)?;
    let game = leaderboard.verify(submission.code).await?;
    let store = &leaderboard.store;
    let now = leaderboard.clock.now_us();
    if let Err(refused) = game.board.accepts_at(now) {
        // A phone that lost the answer asks again after the board closed: its game is there.
        return match store
            .entry(&game.id)
            .await
            .map_err(|e| ApiError::unavailable(&e))?
        {
            Some((row, _)) if row.token_hash == player.as_str() => {
                let entries = store
                    .board_entries(&game.board)
                    .await
                    .map_err(|e| ApiError::unavailable(&e))?;
                Ok(answer(
                    &leaderboard,
                    &game,
                    row,
                    entries,
                    &player,
                    "already_stored",
                ))
            }
            _ => Err(refused),
        };
    }
    let receipt = store
        .submit(&game, &player, &name, now)
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    let status = match receipt.outcome {
        Submitted::Stored => "stored",
        Submitted::AlreadyStored => "already_stored",
        Submitted::KeptBest => "kept_best",
        Submitted::TakenByAnother => {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "taken",
                "This game is on the board already, under another player's name.",
            ));
        }
        Submitted::DayCounted => {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "day_counted",
                format!(
                    "Your game of {} is on its board already{}: only a player's first game \
                     of the day counts.",
                    match game.board.kind() {
                        Kind::Daily(day) => day.to_string(),
                        Kind::Seed => "this seed".to_owned(),
                    },
                    receipt
                        .entry
                        .map(|row| format!(" ({} points)", grouped(row.score)))
                        .unwrap_or_default()
                ),
            ));
        }
    };
    if status == "stored" {
        leaderboard.mine_later(game.code.clone(), player.as_str().to_owned());
    }
    // Read in the transaction that stored (or kept) the game, so never missing.
    let row = receipt
        .entry
        .ok_or_else(|| ApiError::unavailable(&"the player's entry did not read back"))?;
    Ok(answer(
        &leaderboard,
        &game,
        row,
        receipt.entries,
        &player,
        status,
    ))
}

/// The answer to a game on its board (`row`, the player's entry there, of `entries`).
fn answer(
    leaderboard: &Leaderboard,
    game: &Verified,
    row: EntryRow,
    entries: i64,
    player: &PlayerKey,
    status: &'static str,
) -> (StatusCode, Json<SubmitAnswer>) {
    let place = format!("{} of {}", ordinal(row.rank), grouped(entries));
    let (code, message) = match status {
        "stored" => (
            StatusCode::CREATED,
            format!("Your game is on the board: {place}."),
        ),
        "already_stored" => (
            StatusCode::OK,
            format!("This game is on the board already: {place}."),
        ),
        _ => (
            StatusCode::OK,
            format!(
                "Your best game of this seed scored {} points, so it stays on the board: {place}.",
                grouped(row.score)
            ),
        ),
    };
    let now = leaderboard.clock.now_us();
    (
        code,
        Json(SubmitAnswer {
            status,
            message,
            entry: EntryJson::new(&row, Some(player)),
            board: BoardJson::new(&game.board, now, entries),
        }),
    )
}
