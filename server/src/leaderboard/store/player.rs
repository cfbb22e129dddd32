//! A player's own requests: a new name on every board, and forgetting every entry.

use super::{DbError, Store};
use crate::leaderboard::player::PlayerKey;

/// The name a forgotten player's race seats show.
pub const FORGOTTEN_NAME: &str = "a forgotten player";

impl Store {
    /// Renames `player` on every board: the number of the player's entries, or `None` for a
    /// token the store has never seen.
    pub async fn rename(&self, player: &PlayerKey, name: &str) -> Result<Option<i64>, DbError> {
        let mut tx = self.pool.begin_with(self.begin_statement()).await?;
        let renamed = sqlx::query("UPDATE players SET name = $1 WHERE token_hash = $2")
            .bind(name)
            .bind(player.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let (entries,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM entries WHERE token_hash = $1")
                .bind(player.as_str())
                .fetch_one(&mut *tx)
                .await?;
        let committed = tx.commit().await;
        // The name shows on every board the player is on.
        self.pages.wrote_everywhere();
        committed?;
        Ok((renamed > 0).then_some(entries))
    }

    /// Deletes every entry of `player`, and the player, and leaves the player's races with a
    /// seat under [`FORGOTTEN_NAME`] and no trace of the player's name or token
    /// (`race/store.rs`): how many entries went.
    pub async fn forget(&self, player: &PlayerKey) -> Result<u64, DbError> {
        let mut tx = self.pool.begin_with(self.begin_statement()).await?;
        sqlx::query(
            "UPDATE boards SET entries = entries - 1 WHERE (mode, size, seed) IN \
             (SELECT mode, size, seed FROM entries WHERE token_hash = $1)",
        )
        .bind(player.as_str())
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM puzzles WHERE token_hash = $1")
            .bind(player.as_str())
            .execute(&mut *tx)
            .await?;
        let forgotten = sqlx::query("DELETE FROM entries WHERE token_hash = $1")
            .bind(player.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
        crate::race::store::forget(&mut tx, player.as_str()).await?;
        sqlx::query("DELETE FROM players WHERE token_hash = $1")
            .bind(player.as_str())
            .execute(&mut *tx)
            .await?;
        let committed = tx.commit().await;
        self.pages.wrote_everywhere();
        committed?;
        Ok(forgotten)
    }
}
