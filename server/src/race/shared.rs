//! Races shared by every server process on one PostgreSQL database: each event of a race
//! is numbered and kept in `race_events`, and PostgreSQL's NOTIFY tells it (with its text)
//! to every process that LISTENs. Each process applies a race's events in their numbers'
//! order to the room it holds, so every process holds the same room; an event out of turn
//! (a process that began to hold the room late, or lost its listening connection a while)
//! is fetched from the table with those it missed (`hub/following.rs`).
//!
//! The number is the race's last one plus one, taken in the insert itself, each race of a
//! batch locked first (an advisory lock) so that two processes take turns; two processes
//! that take the same number at once are told apart by the table's primary key, and the
//! later one tries again with the next.
//!
//! A process writes the events that arrive together at once (one task, fed by a channel):
//! one insert numbers every race's events after that race's last, and one NOTIFY tells
//! them all, a line each: a pool connection, round trips and a commit per move made moves
//! wait for a connection under load (docs/performance.md, "Races under load").

use std::collections::HashMap;
use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};
use tokio::sync::{mpsc, oneshot};

use super::room::Event;
use crate::leaderboard::store::DbError;

/// The channel every race's events are told on.
pub(super) const CHANNEL: &str = "race_events";
/// How often an insert that lost its number to another process tries again.
const TRIES: usize = 8;
/// The most events written at once: their notification's short form (a race's id and last
/// number a line) stays well under NOTIFY's 8000 bytes.
const BATCH: usize = 128;
/// The longest notification sent with the events' text; a longer one tells only each
/// race's last number, and the listeners fetch the events from the table.
pub(super) const PAYLOAD: usize = 7900;

/// An event waiting for the writer, and who waits for its outcome.
struct Pending {
    id: String,
    at: i64,
    text: String,
    done: oneshot::Sender<Result<(), DbError>>,
}

/// The connections to the shared database, and the task writing this process's events.
#[derive(Clone, Debug)]
pub struct Shared {
    pool: PgPool,
    writer: mpsc::UnboundedSender<Pending>,
}

impl Shared {
    /// Connects to the database at `url`.
    pub async fn connect(url: &str) -> Result<Shared, String> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(5))
            // An event's commit does not wait for the disk: a database crash may lose the
            // last moments' events, and the players' apps send again every move the server
            // then lacks (their moves beyond the log they are told). Waiting for the disk
            // at every move held two processes to 177 verified moves a second.
            .after_connect(|connection, _| {
                Box::pin(async move {
                    sqlx::Executor::execute(connection, "SET synchronous_commit = off").await?;
                    Ok(())
                })
            })
            .connect(url)
            .await
            .map_err(|err| format!("cannot open the PostgreSQL database for races: {err}"))?;
        let (writer, waiting) = mpsc::unbounded_channel();
        tokio::spawn(write(pool.clone(), waiting));
        Ok(Shared { pool, writer })
    }

    /// Keeps `event` as race `id`'s next and tells every process of it; returns once it is
    /// kept (with the events written with it), or with the error that kept none of them.
    pub async fn append(&self, id: &str, event: &Event) -> Result<(), DbError> {
        let (done, outcome) = oneshot::channel();
        let pending = Pending {
            id: id.to_owned(),
            at: event.at as i64,
            text: serde_json::to_string(event).unwrap_or_default(),
            done,
        };
        if self.writer.send(pending).is_err() {
            return Err(DbError::PoolClosed);
        }
        outcome.await.unwrap_or(Err(DbError::PoolClosed))
    }

    /// Race `id`'s events after number `after`, in order.
    pub(super) async fn events_after(
        &self,
        id: &str,
        after: u64,
    ) -> Result<Vec<(u64, Event)>, DbError> {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT seq, event FROM race_events WHERE race_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(id)
        .bind(after as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(seq, text)| match serde_json::from_str(&text) {
                Ok(event) => Some((seq as u64, event)),
                Err(err) => {
                    tracing::error!(race = id, seq, error = %err, "a race's event does not read");
                    None
                }
            })
            .collect())
    }
}

/// Writes every event waiting, up to `BATCH` at once, until every `Shared` is gone.
async fn write(pool: PgPool, mut waiting: mpsc::UnboundedReceiver<Pending>) {
    let mut batch = Vec::with_capacity(BATCH);
    while waiting.recv_many(&mut batch, BATCH).await > 0 {
        let mut outcome = insert(&pool, &batch).await;
        for pending in batch.drain(..) {
            let told = match &mut outcome {
                Ok(()) => Ok(()),
                // The first caller has the error itself, the others its text.
                Err(err) => Err(std::mem::replace(err, DbError::Protocol(err.to_string()))),
            };
            let _ = pending.done.send(told);
        }
    }
}

/// Keeps `batch` in one statement: each race's events numbered in order after that race's
/// last, and told in one notification. The statement keeps all or none, so a number taken
/// by another process meanwhile is tried again with the whole batch.
async fn insert(pool: &PgPool, batch: &[Pending]) -> Result<(), DbError> {
    // Each event's place among its race's in the batch.
    let mut counts: HashMap<&str, i32> = HashMap::new();
    let places: Vec<i32> = batch
        .iter()
        .map(|pending| {
            let count = counts.entry(&pending.id).or_default();
            *count += 1;
            *count
        })
        .collect();
    let ids: Vec<&str> = batch.iter().map(|pending| pending.id.as_str()).collect();
    let ats: Vec<i64> = batch.iter().map(|pending| pending.at).collect();
    let texts: Vec<&str> = batch.iter().map(|pending| pending.text.as_str()).collect();
    let mut tries = 0;
    loop {
        let inserted = insert_once(pool, &ids, &places, &ats, &texts).await;
        match inserted {
            Err(DbError::Database(err)) if err.is_unique_violation() && tries < TRIES => {
                tries += 1;
            }
            other => return other,
        }
    }
}

/// One try of `insert`: each race of the batch locked first (in the races' order, so two
/// processes' batches wait for each other rather than deadlock), so that two processes'
/// batches of the same races, as every race with players on both has, take turns instead
/// of taking the same numbers and trying again (which held two processes to 561 moves a
/// second of 6,589 sent).
async fn insert_once(
    pool: &PgPool,
    ids: &[&str],
    places: &[i32],
    ats: &[i64],
    texts: &[&str],
) -> Result<(), DbError> {
    let mut transaction = pool.begin().await?;
    sqlx::query(
        "SELECT pg_advisory_xact_lock(hashtext(race_id)) \
         FROM (SELECT DISTINCT race_id FROM UNNEST($1::text[]) AS b (race_id) \
               ORDER BY race_id) r",
    )
    .bind(ids)
    .execute(&mut *transaction)
    .await?;
    sqlx::query(
        "WITH batch AS (SELECT * FROM UNNEST($1::text[], $2::int4[], $3::int8[], $4::text[]) \
                              AS b (race_id, place, at_ms, event)), \
                  last AS (SELECT r.race_id, (SELECT COALESCE(MAX(e.seq), 0) FROM race_events e \
                                              WHERE e.race_id = r.race_id) AS seq \
                           FROM (SELECT DISTINCT race_id FROM batch) r), \
                  added AS (INSERT INTO race_events (race_id, seq, at_ms, event) \
                            SELECT b.race_id, last.seq + b.place, b.at_ms, b.event \
                            FROM batch b JOIN last USING (race_id) \
                            RETURNING race_id, seq, event), \
                  told AS (SELECT string_agg(race_id || ' ' || seq || ' ' || event, E'\\n' \
                                             ORDER BY race_id, seq) AS whole FROM added), \
                  short AS (SELECT string_agg(race_id || ' ' || seq, E'\\n') AS lasts \
                            FROM (SELECT race_id, MAX(seq) AS seq FROM added GROUP BY race_id) l) \
             SELECT pg_notify($5, CASE WHEN octet_length(told.whole) <= $6 THEN told.whole \
                                       ELSE short.lasts END)::text \
             FROM told, short",
    )
    .bind(ids)
    .bind(places)
    .bind(ats)
    .bind(texts)
    .bind(CHANNEL)
    .bind(PAYLOAD as i32)
    .execute(&mut *transaction)
    .await?;
    transaction.commit().await
}

#[cfg(test)]
mod tests;
