//! Races in the leaderboard's database (`migrations/0002_races.sql`): a race as it is
//! made, its players, and its results once it ends, so that a race's link keeps them. With
//! PostgreSQL its events too (`shared.rs`).

use rules::Mode;

use super::room::{Kind, Phase, Room, Seat};
use crate::leaderboard::store::{DbError, Store};

/// A race as its row and its players' rows hold it.
#[derive(Clone, Debug)]
pub struct Stored {
    /// The room as it was made, or as it ended.
    pub room: Room,
    /// Whether it ended (its results are in the rows).
    pub ended: bool,
}

/// Makes race `id`: its row, and a seat for each of `seats` (a rematch's players).
pub async fn create(
    store: &Store,
    room: &Room,
    now_ms: u64,
    rematch_of: Option<&str>,
) -> Result<(), DbError> {
    let mut tx = store.pool().begin().await?;
    sqlx::query(
        "INSERT INTO races (id, mode, size, minutes, seed, creator_hash, created_ms, rematch_of) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&room.id)
    .bind(room.kind.mode.name())
    .bind(room.kind.size as i64)
    .bind(i64::from(room.kind.minutes))
    .bind(room.seed.to_string())
    .bind(&room.creator)
    .bind(now_ms as i64)
    .bind(rematch_of)
    .execute(&mut *tx)
    .await?;
    for (index, seat) in room.seats.iter().enumerate() {
        sqlx::query(
            "INSERT INTO race_players (race_id, seat, token_hash, name) VALUES ($1, $2, $3, $4)",
        )
        .bind(&room.id)
        .bind(index as i64)
        .bind(&seat.key)
        .bind(&seat.name)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}

type RaceRow = (String, i64, i64, String, String, Option<i64>, Option<i64>);
type PlayerRow = (String, String, Option<String>, i64);

/// Race `id` as stored, if there is one (a row that no longer reads is none).
pub async fn load(store: &Store, id: &str) -> Result<Option<Stored>, DbError> {
    let row: Option<RaceRow> = sqlx::query_as(
        "SELECT mode, size, minutes, seed, creator_hash, started_ms, ended_ms FROM races \
         WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(store.pool())
    .await?;
    let Some((mode, size, minutes, seed, creator, started, ended)) = row else {
        return Ok(None);
    };
    let kind = Mode::from_name(&mode).and_then(|mode| {
        Kind::new(
            mode,
            usize::try_from(size).ok()?,
            u32::try_from(minutes).ok()?,
        )
        .ok()
    });
    let (Some(kind), Ok(seed)) = (kind, seed.parse::<u64>()) else {
        tracing::warn!(race = id, "a race's row does not read");
        return Ok(None);
    };
    let players: Vec<PlayerRow> = sqlx::query_as(
        "SELECT token_hash, name, code, left_race FROM race_players WHERE race_id = $1 \
         ORDER BY seat",
    )
    .bind(id)
    .fetch_all(store.pool())
    .await?;
    let seats = players
        .into_iter()
        .map(|(key, name, code, left)| {
            let mut seat = Seat::new(key, name);
            seat.left = left != 0;
            seat.game = code.and_then(|code| rules::replay_code::decode(&code).ok());
            seat
        })
        .collect();
    let mut room = Room::new(id.to_owned(), kind, seed, creator, seats);
    if let Some(ended_at) = ended {
        room.phase = Phase::Over {
            started_at: started.map(|ms| ms as u64),
            ended_at: ended_at as u64,
        };
        let next: Option<(String,)> = sqlx::query_as(
            "SELECT id FROM races WHERE rematch_of = $1 ORDER BY created_ms, id LIMIT 1",
        )
        .bind(id)
        .fetch_optional(store.pool())
        .await?;
        room.rematch = next.map(|(id,)| id);
    }
    Ok(Some(Stored {
        ended: ended.is_some(),
        room,
    }))
}

/// Keeps the results of `room`, which has just ended: once, however many processes saw
/// it end (the first to mark the race ended writes them).
pub async fn finish(store: &Store, room: &Room) -> Result<(), DbError> {
    let Phase::Over {
        started_at,
        ended_at,
    } = room.phase
    else {
        return Ok(());
    };
    let mut tx = store.pool().begin().await?;
    let marked = sqlx::query(
        "UPDATE races SET started_ms = $2, ended_ms = $3 WHERE id = $1 AND ended_ms IS NULL",
    )
    .bind(&room.id)
    .bind(started_at.map(|ms| ms as i64))
    .bind(ended_at as i64)
    .execute(&mut *tx)
    .await?;
    if marked.rows_affected() == 0 {
        return tx.rollback().await;
    }
    sqlx::query("DELETE FROM race_players WHERE race_id = $1")
        .bind(&room.id)
        .execute(&mut *tx)
        .await?;
    for (index, seat) in room.seats.iter().enumerate() {
        let summary = seat.summary();
        let code = seat.game.as_ref().and_then(|game| game.replay_code().ok());
        let figure = |f: fn(&rules::Summary) -> u64| summary.map(|s| f(&s) as i64);
        sqlx::query(
            "INSERT INTO race_players \
             (race_id, seat, token_hash, name, score, moves, top_tile, code, left_race) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&room.id)
        .bind(index as i64)
        .bind(&seat.key)
        .bind(&seat.name)
        .bind(figure(|s| s.score))
        .bind(figure(|s| u64::from(s.moves)))
        .bind(figure(|s| s.highest_tile))
        .bind(code)
        .bind(i64::from(seat.left))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}
