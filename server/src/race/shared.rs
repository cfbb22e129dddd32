//! Races shared by every server process on one PostgreSQL database: each event of a race
//! is numbered and kept in `race_events`, and PostgreSQL's NOTIFY tells it (with its text)
//! to every process that LISTENs. Each process applies a race's events in their numbers'
//! order to the room it holds, so every process holds the same room; an event out of turn
//! (a process that began to hold the room late, or lost its listening connection a while)
//! is fetched from the table with those it missed (`hub/following.rs`).
//!
//! The number is the race's last one plus one, taken in the insert itself: two processes
//! that take the same number at once are told apart by the table's primary key, and the
//! later one tries again with the next.

use std::time::Duration;

use sqlx::postgres::{PgPool, PgPoolOptions};

use super::room::Event;
use crate::leaderboard::store::DbError;

/// The channel every race's events are told on.
pub(super) const CHANNEL: &str = "race_events";
/// How often an insert that lost its number to another process tries again.
const TRIES: usize = 8;

/// The connections to the shared database.
#[derive(Clone, Debug)]
pub struct Shared {
    pool: PgPool,
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
        Ok(Shared { pool })
    }

    /// Keeps `event` as race `id`'s next and tells every process of it.
    pub async fn append(&self, id: &str, event: &Event) -> Result<(), DbError> {
        let text = serde_json::to_string(event).unwrap_or_default();
        let mut tries = 0;
        loop {
            let appended = sqlx::query(
                "WITH next AS (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM race_events \
                                WHERE race_id = $1), \
                      added AS (INSERT INTO race_events (race_id, seq, at_ms, event) \
                                SELECT $1, seq, $2, $3 FROM next RETURNING seq) \
                 SELECT pg_notify($4, $1 || ' ' || added.seq || ' ' || $3)::text FROM added",
            )
            .bind(id)
            .bind(event.at as i64)
            .bind(&text)
            .bind(CHANNEL)
            .execute(&self.pool)
            .await;
            match appended {
                Err(DbError::Database(err)) if err.is_unique_violation() && tries < TRIES => {
                    tries += 1;
                }
                other => return other.map(drop),
            }
        }
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
