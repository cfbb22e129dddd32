//! Storing a verified game, in one transaction: the player's name, then the entry by the
//! board's rule (a daily board keeps a player's first game, a seed board the best), and
//! the board's count. The answer is read inside the same transaction and given only once
//! it has committed; a refused game's transaction is rolled back, so that a refusal
//! changes nothing, the player's name included.

use super::read::{board_entries_on, player_entry_on};
use super::{DbError, EntryRow, Store};
use crate::leaderboard::board::{Board, Kind};
use crate::leaderboard::player::PlayerKey;
use crate::leaderboard::verify::Verified;
use sqlx::{Any, Transaction};

/// What became of a submitted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Submitted {
    /// A new entry, stored.
    Stored,
    /// This very game was on the board already, the player's: one entry.
    AlreadyStored,
    /// A seed board that holds a better or equal game of the player's, kept.
    KeptBest,
    /// Refused: the player's game of this day is on its daily board already.
    DayCounted,
    /// Refused: this very game is on the board under another player.
    TakenByAnother,
}

impl Submitted {
    /// Whether the game was refused, so that nothing of it (the name included) is kept.
    pub fn refused(self) -> bool {
        matches!(self, Submitted::DayCounted | Submitted::TakenByAnother)
    }
}

/// A submission's answer, as its transaction saw the board when it committed (or, for a
/// refusal, when it was rolled back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receipt {
    /// What became of the game.
    pub outcome: Submitted,
    /// The player's entry on the board, with its rank: this game, or the one kept (`None`
    /// for a game taken by another player, who may have none there).
    pub entry: Option<EntryRow>,
    /// How many entries the board holds.
    pub entries: i64,
}

impl Store {
    /// Stores `game` for `player`, named `name`, at `now_us`: committed before it returns
    /// `Stored`. Two submissions racing for one entry are told apart by the database's
    /// unique keys; the loser is tried once more and then sees the winner.
    pub async fn submit(
        &self,
        game: &Verified,
        player: &PlayerKey,
        name: &str,
        now_us: i64,
    ) -> Result<Receipt, DbError> {
        match self.try_submit(game, player, name, now_us).await {
            Err(DbError::Database(err)) if err.is_unique_violation() => {
                self.try_submit(game, player, name, now_us).await
            }
            other => other,
        }
    }

    async fn try_submit(
        &self,
        game: &Verified,
        player: &PlayerKey,
        name: &str,
        now_us: i64,
    ) -> Result<Receipt, DbError> {
        let mut tx = self.pool.begin_with(self.begin_statement()).await?;
        // Whether the player has entries elsewhere whose name may change (read before the
        // write, which SQLite's lock already guards; on PostgreSQL a player made at this
        // very moment by another request may be missed, and shows within a page's age).
        let known: Option<(i64,)> =
            sqlx::query_as("SELECT created_us FROM players WHERE token_hash = $1")
                .bind(player.as_str())
                .fetch_optional(&mut *tx)
                .await?;
        // The player's row next: its write takes SQLite's lock, and PostgreSQL's row lock
        // on it (taken even when the name stays) puts one player's submissions in turn.
        // A row comes back when it was made or its name changed.
        let written: Option<(i64,)> = sqlx::query_as(
            "INSERT INTO players (token_hash, name, created_us) VALUES ($1, $2, $3) \
             ON CONFLICT (token_hash) DO UPDATE SET name = excluded.name \
             WHERE players.name <> excluded.name RETURNING created_us",
        )
        .bind(player.as_str())
        .bind(name)
        .bind(now_us)
        .fetch_optional(&mut *tx)
        .await?;
        let outcome = decide(&mut tx, game, player, now_us).await?;
        let entry = match outcome {
            Submitted::TakenByAnother => None,
            _ => player_entry_on(&mut tx, &game.board, player).await?,
        };
        let entries = board_entries_on(&mut tx, &game.board).await?;
        let receipt = Receipt {
            outcome,
            entry,
            entries,
        };
        if outcome.refused() {
            tx.rollback().await?;
            return Ok(receipt);
        }
        let committed = tx.commit().await;
        // The kept pages go once the write is in (or may be): a new name shows on every
        // board the player is on, a new entry on its board.
        if known.is_some() && written.is_some() {
            self.pages.wrote_everywhere();
        } else if outcome == Submitted::Stored || committed.is_err() {
            self.pages.wrote(&game.board);
        }
        committed?;
        Ok(receipt)
    }
}

async fn decide(
    tx: &mut Transaction<'static, Any>,
    game: &Verified,
    player: &PlayerKey,
    now_us: i64,
) -> Result<Submitted, DbError> {
    let owner: Option<(String,)> = sqlx::query_as("SELECT token_hash FROM entries WHERE id = $1")
        .bind(&game.id)
        .fetch_optional(&mut **tx)
        .await?;
    if let Some((owner,)) = owner {
        return Ok(if owner == player.as_str() {
            Submitted::AlreadyStored
        } else {
            Submitted::TakenByAnother
        });
    }
    let board = &game.board;
    let mine: Option<(String, i64)> = sqlx::query_as(
        "SELECT id, score FROM entries \
         WHERE mode = $1 AND size = $2 AND seed = $3 AND token_hash = $4",
    )
    .bind(board.mode.name())
    .bind(board.size as i64)
    .bind(board.seed.to_string())
    .bind(player.as_str())
    .fetch_optional(&mut **tx)
    .await?;
    let first_on_board = mine.is_none();
    match (board.kind(), mine) {
        (Kind::Daily(_), Some(_)) => return Ok(Submitted::DayCounted),
        (Kind::Seed, Some((_, score))) if score >= game.score => {
            return Ok(Submitted::KeptBest);
        }
        (Kind::Seed, Some((id, _))) => {
            sqlx::query("DELETE FROM entries WHERE id = $1")
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
        (_, None) => {}
    }
    sqlx::query(
        "INSERT INTO entries \
         (id, mode, size, seed, token_hash, score, moves, top_tile, submitted_us, code) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(&game.id)
    .bind(board.mode.name())
    .bind(board.size as i64)
    .bind(board.seed.to_string())
    .bind(player.as_str())
    .bind(game.score)
    .bind(game.moves)
    .bind(game.top_tile)
    .bind(now_us)
    .bind(&game.code)
    .execute(&mut **tx)
    .await?;
    // Last, so that the board's row (which PostgreSQL locks) is held only until commit.
    if first_on_board {
        count_one_more(tx, board).await?;
    }
    Ok(Submitted::Stored)
}

/// One more entry on `board`, whose row is made with its first.
async fn count_one_more(tx: &mut Transaction<'static, Any>, board: &Board) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO boards (mode, size, seed, entries) VALUES ($1, $2, $3, 1) \
         ON CONFLICT (mode, size, seed) DO UPDATE SET entries = boards.entries + 1",
    )
    .bind(board.mode.name())
    .bind(board.size as i64)
    .bind(board.seed.to_string())
    .execute(&mut **tx)
    .await?;
    Ok(())
}
