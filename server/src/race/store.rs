//! Races in the leaderboard's database (`migrations/0002_races.sql`): a race as it is
//! made, its players, and its results once it ends, so that a race's link keeps them. With
//! PostgreSQL its events too (`shared.rs`).

use std::collections::HashSet;

use rules::Mode;
use sqlx::AnyConnection;

use super::room::{Event, Input, Kind, Phase, Room, Seat};
use crate::leaderboard::store::{Backend, DbError, FORGOTTEN_NAME, Store};

/// The hash a forgotten player's seats, races and events keep: not hex, so no token's hash.
const FORGOTTEN_HASH: &str = "forgotten";

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
    // One process keeps no events: a race it began and did not end was under way when the
    // process stopped, and ends here with the standings last kept (`hub/keeping.rs`).
    room.interrupted = ended.is_none() && started.is_some() && store.backend() == Backend::Sqlite;
    if let Some(ended_at) = ended.or(started.filter(|_| room.interrupted)) {
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
        ended: room.over(),
        room,
    }))
}

/// Keeps the results of race `id`, which has just ended: once, however many processes saw
/// it end (the first to mark the race ended writes them). The room is read (`room_now`)
/// once the race's row is held, so that a player forgotten before that is written
/// forgotten, and one forgotten after it finds the rows written (the forget holds the row
/// first: [`forget`]).
pub async fn finish(store: &Store, room_now: impl Fn() -> Room) -> Result<(), DbError> {
    let Phase::Over {
        started_at,
        ended_at,
    } = room_now().phase
    else {
        return Ok(());
    };
    let mut tx = store.pool().begin().await?;
    let id = room_now().id;
    let marked = sqlx::query(
        "UPDATE races SET started_ms = $2, ended_ms = $3 WHERE id = $1 AND ended_ms IS NULL",
    )
    .bind(&id)
    .bind(started_at.map(|ms| ms as i64))
    .bind(ended_at as i64)
    .execute(&mut *tx)
    .await?;
    if marked.rows_affected() == 0 {
        return tx.rollback().await;
    }
    let room = room_now();
    // With PostgreSQL another process may have been told of a forget this one has not
    // applied yet: the race's log says it.
    let mut forgotten = forgotten_in_log(&mut tx, &id).await?;
    forgotten.extend(
        room.seats
            .iter()
            .filter(|seat| seat.forgotten)
            .map(|seat| seat.key.clone()),
    );
    write_seats(&mut tx, &room, &forgotten).await?;
    for key in &forgotten {
        scrub_events(&mut tx, key, Some(&id)).await?;
    }
    tx.commit().await
}

/// Writes the seats of `room` as they are now, those of `forgotten` players forgotten.
async fn write_seats(
    connection: &mut AnyConnection,
    room: &Room,
    forgotten: &HashSet<String>,
) -> Result<(), DbError> {
    let id = &room.id;
    sqlx::query("DELETE FROM race_players WHERE race_id = $1")
        .bind(id)
        .execute(&mut *connection)
        .await?;
    for (index, seat) in room.seats.iter().enumerate() {
        let summary = seat.summary();
        let code = seat.game.as_ref().and_then(|game| game.replay_code().ok());
        let figure = |f: fn(&rules::Summary) -> u64| summary.map(|s| f(&s) as i64);
        let (key, name) = if forgotten.contains(&seat.key) {
            (FORGOTTEN_HASH, FORGOTTEN_NAME)
        } else {
            (seat.key.as_str(), seat.name.as_str())
        };
        sqlx::query(
            "INSERT INTO race_players \
             (race_id, seat, token_hash, name, score, moves, top_tile, code, left_race) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(index as i64)
        .bind(key)
        .bind(name)
        .bind(figure(|s| s.score))
        .bind(figure(|s| u64::from(s.moves)))
        .bind(figure(|s| s.highest_tile))
        .bind(code)
        .bind(i64::from(seat.left))
        .execute(&mut *connection)
        .await?;
    }
    Ok(())
}

/// Keeps the standings of a race under way as the room is now (`room_now`, read once the
/// race's row is held), unless it has ended meanwhile: its start, and every seat with the
/// game so far.
pub async fn keep(store: &Store, room_now: impl Fn() -> Room) -> Result<(), DbError> {
    let Phase::Racing { started_at, .. } = room_now().phase else {
        return Ok(());
    };
    let mut tx = store.pool().begin().await?;
    let id = room_now().id;
    let racing = sqlx::query("UPDATE races SET started_ms = $2 WHERE id = $1 AND ended_ms IS NULL")
        .bind(&id)
        .bind(started_at as i64)
        .execute(&mut *tx)
        .await?;
    if racing.rows_affected() == 0 {
        return tx.rollback().await;
    }
    let room = room_now();
    let forgotten = room
        .seats
        .iter()
        .filter(|seat| seat.forgotten)
        .map(|seat| seat.key.clone())
        .collect();
    write_seats(&mut tx, &room, &forgotten).await?;
    tx.commit().await
}

/// The players of race `id` its log says were forgotten.
async fn forgotten_in_log(
    connection: &mut AnyConnection,
    id: &str,
) -> Result<HashSet<String>, DbError> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT event FROM race_events WHERE race_id = $1 AND event LIKE '%\"type\":\"forget\"%'",
    )
    .bind(id)
    .fetch_all(&mut *connection)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(text,)| serde_json::from_str::<Event>(&text).ok())
        .filter(|event| matches!(event.input, Input::Forget { .. }))
        .filter_map(|event| event.input.key().map(str::to_owned))
        .collect())
}

/// Forgets `player` in every race, in the forget's transaction: their seats stay under
/// [`FORGOTTEN_NAME`] and a hash no token has, and no event of a race keeps their name;
/// an ended race's events keep no trace of their token either (a running race's keep its
/// hash until it ends, for the processes that replay it, and its end writes it forgotten).
pub(crate) async fn forget(connection: &mut AnyConnection, player: &str) -> Result<(), DbError> {
    // Holds the rows of the races the player is racing in, so that a race ending now
    // writes its results before the seats are renamed below, or after, reading the forget.
    sqlx::query(&format!(
        "UPDATE races SET ended_ms = ended_ms WHERE {RACES_OF_PLAYER}"
    ))
    .bind(log_pattern(player))
    .bind(player)
    .execute(&mut *connection)
    .await?;
    // Other players' standings keep their places: the seat stays, its owner goes.
    sqlx::query("UPDATE race_players SET name = $1, token_hash = $2 WHERE token_hash = $3")
        .bind(FORGOTTEN_NAME)
        .bind(FORGOTTEN_HASH)
        .bind(player)
        .execute(&mut *connection)
        .await?;
    sqlx::query("UPDATE races SET creator_hash = $1 WHERE creator_hash = $2")
        .bind(FORGOTTEN_HASH)
        .bind(player)
        .execute(&mut *connection)
        .await?;
    scrub_events(connection, player, None).await
}

/// The races not ended yet that `player` has a seat or an event in.
pub(super) async fn running_races_of(store: &Store, player: &str) -> Result<Vec<String>, DbError> {
    let rows: Vec<(String,)> = sqlx::query_as(&format!(
        "SELECT id FROM races WHERE ended_ms IS NULL AND ({RACES_OF_PLAYER})"
    ))
    .bind(log_pattern(player))
    .bind(player)
    .fetch_all(store.pool())
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// The races `player` has a seat or an event in, as a condition on `races.id`, with
/// [`log_pattern`] as `$1` and the player's token hash as `$2`.
const RACES_OF_PLAYER: &str = "id IN (SELECT race_id FROM race_events WHERE event LIKE $1) \
     OR id IN (SELECT race_id FROM race_players WHERE token_hash = $2)";

/// The `LIKE` pattern of the events of `player` (a token's hash: hex, no wildcard).
fn log_pattern(player: &str) -> String {
    format!("%\"key\":\"{player}\"%")
}

/// Rewrites the events of `player` in the log of race `ended` (which has just ended) or of
/// every race: their name goes, and in an ended race's log their token's hash too.
async fn scrub_events(
    connection: &mut AnyConnection,
    player: &str,
    ended: Option<&str>,
) -> Result<(), DbError> {
    let select = "SELECT e.race_id, e.seq, e.event, r.ended_ms FROM race_events e \
                  JOIN races r ON r.id = e.race_id WHERE e.event LIKE $1";
    let rows: Vec<(String, i64, String, Option<i64>)> = match ended {
        Some(id) => {
            sqlx::query_as(&format!("{select} AND e.race_id = $2"))
                .bind(log_pattern(player))
                .bind(id)
                .fetch_all(&mut *connection)
                .await?
        }
        None => {
            sqlx::query_as(select)
                .bind(log_pattern(player))
                .fetch_all(&mut *connection)
                .await?
        }
    };
    for (race, seq, text, ended_ms) in rows {
        let Ok(event) = serde_json::from_str::<Event>(&text) else {
            continue;
        };
        if event.input.key() != Some(player) {
            continue;
        }
        // A running race's processes replay its log: the player's moves keep their key.
        let key = if ended.is_some() || ended_ms.is_some() {
            FORGOTTEN_HASH
        } else {
            player
        };
        let scrubbed = Event {
            at: event.at,
            input: event.input.clone().renamed(key, FORGOTTEN_NAME),
        };
        if scrubbed == event {
            continue;
        }
        sqlx::query("UPDATE race_events SET event = $1 WHERE race_id = $2 AND seq = $3")
            .bind(serde_json::to_string(&scrubbed).unwrap_or_default())
            .bind(race)
            .bind(seq)
            .execute(&mut *connection)
            .await?;
    }
    Ok(())
}
