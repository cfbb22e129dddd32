//! Reading boards and entries: a board's top, one entry with its rank, a player's entry on
//! a board. A rank counts the entries ahead, through the ranking index.

use super::{DbError, Store};
use crate::leaderboard::board::Board;
use crate::leaderboard::player::PlayerKey;
use rules::Mode;
use sqlx::AnyConnection;
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};
use std::sync::Arc;
use std::time::Instant;

/// How many entries a board's page lists.
pub const TOP: i64 = 100;

/// An entry as read: the game's figures and who played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRow {
    /// The entry's id.
    pub id: String,
    /// Its board.
    pub board: Board,
    /// The player's name.
    pub name: String,
    /// The hash of the player's token, to tell the asking player's own entries; never sent.
    pub token_hash: String,
    /// The replay's score.
    pub score: i64,
    /// The replay's moves.
    pub moves: i64,
    /// The replay's highest tile.
    pub top_tile: i64,
    /// When it was stored.
    pub submitted_us: i64,
    /// Its place on the board, from 1.
    pub rank: i64,
}

/// A board's top, as read (and kept a moment: `page_cache.rs`).
#[derive(Debug)]
pub struct TopPage {
    /// How many entries the board holds.
    pub entries: i64,
    /// The first [`TOP`] entries, ranked.
    pub top: Vec<EntryRow>,
}

/// A board as read: its size and top entries (shared with the kept page), and the asking
/// player's entry.
#[derive(Clone, Debug)]
pub struct BoardPage {
    /// How many entries the board holds, and the first [`TOP`] of them, in order.
    pub page: Arc<TopPage>,
    /// The asking player's entry, if any, with its rank (read every time).
    pub mine: Option<EntryRow>,
}

const ENTRY_COLUMNS: &str = "e.id, e.mode, e.size, e.seed, p.name, e.token_hash, e.score, \
     e.moves, e.top_tile, e.submitted_us";

impl FromRow<'_, AnyRow> for EntryRow {
    fn from_row(row: &AnyRow) -> Result<Self, DbError> {
        let mode: String = row.try_get("mode")?;
        let size: i64 = row.try_get("size")?;
        let seed: String = row.try_get("seed")?;
        let bad = |what: &str| DbError::Decode(format!("an entry's {what} does not read").into());
        let board = Board {
            mode: Mode::from_name(&mode).ok_or_else(|| bad("mode"))?,
            size: usize::try_from(size).map_err(|_| bad("size"))?,
            seed: seed.parse().map_err(|_| bad("seed"))?,
        };
        Ok(EntryRow {
            id: row.try_get("id")?,
            board,
            name: row.try_get("name")?,
            token_hash: row.try_get("token_hash")?,
            score: row.try_get("score")?,
            moves: row.try_get("moves")?,
            top_tile: row.try_get("top_tile")?,
            submitted_us: row.try_get("submitted_us")?,
            rank: 0,
        })
    }
}

impl Store {
    /// `board`'s count, its first [`TOP`] entries, and `player`'s entry on it.
    pub async fn board_page(
        &self,
        board: &Board,
        player: Option<&PlayerKey>,
    ) -> Result<BoardPage, DbError> {
        let page = self.top_page(board).await?;
        let mine = match player {
            Some(player) => match page
                .top
                .iter()
                .find(|row| row.token_hash == player.as_str())
            {
                Some(row) => Some(row.clone()),
                None if page.entries > 0 => self.player_entry(board, player).await?,
                None => None,
            },
            None => None,
        };
        Ok(BoardPage { page, mine })
    }

    /// `board`'s count and first [`TOP`] entries: kept ones if fresh (`page_cache.rs`).
    async fn top_page(&self, board: &Board) -> Result<Arc<TopPage>, DbError> {
        let miss = match self.pages.get(board) {
            Ok(page) => return Ok(page),
            Err(miss) => miss,
        };
        let read_at = Instant::now();
        let entries = self.board_entries(board).await?;
        let top = if entries == 0 {
            Vec::new()
        } else {
            self.top_rows(board).await?
        };
        let page = Arc::new(TopPage { entries, top });
        self.pages.put(board, miss, read_at, Arc::clone(&page));
        Ok(page)
    }

    async fn top_rows(&self, board: &Board) -> Result<Vec<EntryRow>, DbError> {
        let (mode, size, seed) = (board.mode.name(), board.size as i64, board.seed.to_string());
        let mut top: Vec<EntryRow> = sqlx::query_as(&format!(
            "SELECT {ENTRY_COLUMNS} FROM entries e JOIN players p ON p.token_hash = e.token_hash \
             WHERE e.mode = $1 AND e.size = $2 AND e.seed = $3 \
             ORDER BY e.score DESC, e.submitted_us, e.id LIMIT $4"
        ))
        .bind(mode)
        .bind(size)
        .bind(&seed)
        .bind(TOP)
        .fetch_all(&self.pool)
        .await?;
        for (rank, row) in (1..).zip(top.iter_mut()) {
            row.rank = rank;
        }
        Ok(top)
    }

    /// How many entries `board` holds.
    pub async fn board_entries(&self, board: &Board) -> Result<i64, DbError> {
        board_entries_on(&mut *self.pool.acquire().await?, board).await
    }

    /// `player`'s entry on `board`, with its rank.
    pub async fn player_entry(
        &self,
        board: &Board,
        player: &PlayerKey,
    ) -> Result<Option<EntryRow>, DbError> {
        player_entry_on(&mut *self.pool.acquire().await?, board, player).await
    }

    /// The entry `id`, with its rank, and its replay code.
    pub async fn entry(&self, id: &str) -> Result<Option<(EntryRow, String)>, DbError> {
        let mut connection = self.pool.acquire().await?;
        let row: Option<AnyRow> = sqlx::query(&format!(
            "SELECT {ENTRY_COLUMNS}, e.code FROM entries e \
             JOIN players p ON p.token_hash = e.token_hash WHERE e.id = $1"
        ))
        .bind(id)
        .fetch_optional(&mut *connection)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let code: String = row.try_get("code")?;
        let entry = ranked(&mut connection, Some(EntryRow::from_row(&row)?)).await?;
        Ok(entry.map(|entry| (entry, code)))
    }
}

// The point reads below take a connection, so that a submission reads its answer inside
// its own transaction (`submit.rs`), as the database stands at its commit.

/// How many entries `board` holds, as `connection` sees it.
pub(super) async fn board_entries_on(
    connection: &mut AnyConnection,
    board: &Board,
) -> Result<i64, DbError> {
    let entries: Option<(i64,)> =
        sqlx::query_as("SELECT entries FROM boards WHERE mode = $1 AND size = $2 AND seed = $3")
            .bind(board.mode.name())
            .bind(board.size as i64)
            .bind(board.seed.to_string())
            .fetch_optional(connection)
            .await?;
    Ok(entries.map_or(0, |(entries,)| entries))
}

/// `player`'s entry on `board`, with its rank, as `connection` sees it.
pub(super) async fn player_entry_on(
    connection: &mut AnyConnection,
    board: &Board,
    player: &PlayerKey,
) -> Result<Option<EntryRow>, DbError> {
    let row: Option<EntryRow> = sqlx::query_as(&format!(
        "SELECT {ENTRY_COLUMNS} FROM entries e JOIN players p ON p.token_hash = e.token_hash \
         WHERE e.mode = $1 AND e.size = $2 AND e.seed = $3 AND e.token_hash = $4"
    ))
    .bind(board.mode.name())
    .bind(board.size as i64)
    .bind(board.seed.to_string())
    .bind(player.as_str())
    .fetch_optional(&mut *connection)
    .await?;
    ranked(connection, row).await
}

/// `row` with its rank: one more than the entries ahead of it (a higher score, or the
/// same score stored earlier, or at the same moment with a lower id).
async fn ranked(
    connection: &mut AnyConnection,
    row: Option<EntryRow>,
) -> Result<Option<EntryRow>, DbError> {
    let Some(mut row) = row else { return Ok(None) };
    let (ahead,): (i64,) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM entries \
                 WHERE mode = $1 AND size = $2 AND seed = $3 AND score > $4) \
              + (SELECT COUNT(*) FROM entries \
                 WHERE mode = $1 AND size = $2 AND seed = $3 AND score = $4 \
                 AND (submitted_us < $5 OR (submitted_us = $5 AND id < $6)))",
    )
    .bind(row.board.mode.name())
    .bind(row.board.size as i64)
    .bind(row.board.seed.to_string())
    .bind(row.score)
    .bind(row.submitted_us)
    .bind(&row.id)
    .fetch_one(connection)
    .await?;
    row.rank = ahead + 1;
    Ok(Some(row))
}
