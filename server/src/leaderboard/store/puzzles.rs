//! The puzzles kept: written once a stored game is analysed, read one by one by id.

use super::{DbError, Store};
use sqlx::Row;
use sqlx::any::AnyRow;

/// A puzzle as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRow {
    /// The first 6 bytes of the SHA-256 of its position's code, in hex.
    pub id: String,
    /// The mode's name.
    pub mode: String,
    /// The position: the replay code of the game up to the move asked for.
    pub code: String,
    /// The answer, packed (`rules::Rules::pack_move`).
    pub answer: i64,
    /// The answer's margin over every other move, in millionths.
    pub margin: i64,
}

impl Store {
    /// Keeps `puzzles`, mined from a game of the player whose token hashes to
    /// `token_hash`, unless the player is gone (forgotten while the game was analysed); a
    /// puzzle kept already stays as it is. How many were kept.
    pub async fn keep_puzzles(
        &self,
        puzzles: &[PuzzleRow],
        token_hash: &str,
        now_us: i64,
    ) -> Result<u64, DbError> {
        let mut tx = self.pool.begin_with(self.begin_statement()).await?;
        let mut kept = 0;
        for puzzle in puzzles {
            kept += sqlx::query(
                "INSERT INTO puzzles (id, mode, code, answer, margin, token_hash, created_us) \
                 SELECT $1, $2, $3, $4, $5, $6, $7 \
                 WHERE EXISTS (SELECT 1 FROM players WHERE token_hash = $6) \
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(&puzzle.id)
            .bind(&puzzle.mode)
            .bind(&puzzle.code)
            .bind(puzzle.answer)
            .bind(puzzle.margin)
            .bind(token_hash)
            .bind(now_us)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        }
        tx.commit().await?;
        Ok(kept)
    }

    /// The puzzle of the day numbered `day_number` of mode `mode`: among the mode's
    /// puzzles kept before `before_us` (the day's start), the one at index `day_number`
    /// mod their count in the order of their ids; none where none was kept.
    pub async fn daily_puzzle(
        &self,
        mode: &str,
        before_us: i64,
        day_number: i64,
    ) -> Result<Option<PuzzleRow>, DbError> {
        let (count,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM puzzles WHERE mode = $1 AND created_us < $2")
                .bind(mode)
                .bind(before_us)
                .fetch_one(&self.pool)
                .await?;
        if count == 0 {
            return Ok(None);
        }
        let row: Option<AnyRow> = sqlx::query(
            "SELECT id, mode, code, answer, margin FROM puzzles \
             WHERE mode = $1 AND created_us < $2 ORDER BY id LIMIT 1 OFFSET $3",
        )
        .bind(mode)
        .bind(before_us)
        .bind(day_number.rem_euclid(count))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(puzzle_of).transpose()
    }

    /// The puzzle with `id`, if kept.
    pub async fn puzzle(&self, id: &str) -> Result<Option<PuzzleRow>, DbError> {
        let row: Option<AnyRow> =
            sqlx::query("SELECT id, mode, code, answer, margin FROM puzzles WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        row.as_ref().map(puzzle_of).transpose()
    }
}

/// The puzzle a row of `puzzles` holds.
fn puzzle_of(row: &AnyRow) -> Result<PuzzleRow, DbError> {
    Ok(PuzzleRow {
        id: row.try_get("id")?,
        mode: row.try_get("mode")?,
        code: row.try_get("code")?,
        answer: row.try_get("answer")?,
        margin: row.try_get("margin")?,
    })
}
