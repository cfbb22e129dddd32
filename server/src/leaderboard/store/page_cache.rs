//! Boards' top pages (the count and the first 100 entries) kept in memory, so that reading
//! a large board is not a query of its 100 best rows each time. Only the top is kept: the
//! asking player's own entry and rank are read from the database on every request.
//!
//! How fresh a kept page is: this process drops a board's page the moment it commits a
//! write that may change it (a stored game, a rename, a forgetting), and a read that
//! began before such a write does not put its (older) page back. Writes by another
//! process sharing a PostgreSQL database are not seen at once: a page is kept for
//! [`MAX_AGE`] at most, so another server's new entry shows within that.

use super::read::TopPage;
use crate::leaderboard::board::Board;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a page is kept: the most a board can lag behind another process's write.
pub const MAX_AGE: Duration = Duration::from_secs(1);

/// The most boards kept at once (a page is about 100 rows, some 20 KB): past that, pages
/// of boards nobody asked for within [`MAX_AGE`] go, or all of them.
const MAX_BOARDS: usize = 1_000;

/// The pages kept, and the writes: a read notes the count of writes when it begins, and
/// keeps its page only if no write to its board (nor to every board) came since.
#[derive(Debug, Default)]
pub struct PageCache {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// Writes so far.
    writes: u64,
    /// The count of writes at the last write to each board (a bounded record).
    last_write: HashMap<Board, u64>,
    /// The count of writes at the last write that may have touched every board.
    last_write_everywhere: u64,
    pages: HashMap<Board, (Instant, Arc<TopPage>)>,
}

/// A page to read from the database, and the count of writes when the read began.
pub struct Miss(u64);

impl PageCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while the lock was held left nothing half-done: the map stays usable.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `board`'s page if one younger than [`MAX_AGE`] is kept, else what [`put`] needs.
    ///
    /// [`put`]: PageCache::put
    pub fn get(&self, board: &Board) -> Result<Arc<TopPage>, Miss> {
        let inner = self.lock();
        match inner.pages.get(board) {
            Some((read_at, page)) if read_at.elapsed() < MAX_AGE => Ok(Arc::clone(page)),
            _ => Err(Miss(inner.writes)),
        }
    }

    /// Keeps `page`, read from the database after `miss`, unless a write came since.
    pub fn put(&self, board: &Board, miss: Miss, read_at: Instant, page: Arc<TopPage>) {
        let mut inner = self.lock();
        let board_written = inner.last_write.get(board).is_some_and(|&at| at > miss.0);
        if board_written || inner.last_write_everywhere > miss.0 {
            return;
        }
        if inner.pages.len() >= MAX_BOARDS {
            inner.pages.retain(|_, (at, _)| at.elapsed() < MAX_AGE);
            if inner.pages.len() >= MAX_BOARDS {
                inner.pages.clear();
            }
        }
        inner.pages.insert(*board, (read_at, page));
    }

    /// Drops `board`'s page: a write to it is committed.
    pub fn wrote(&self, board: &Board) {
        let mut inner = self.lock();
        inner.writes += 1;
        let at = inner.writes;
        inner.pages.remove(board);
        // Past the bound the record starts again, as if every board had been written.
        if inner.last_write.len() >= MAX_BOARDS {
            inner.last_write.clear();
            inner.last_write_everywhere = at;
        }
        inner.last_write.insert(*board, at);
    }

    /// Drops every page: a write that may touch any board (a rename, a forgetting).
    pub fn wrote_everywhere(&self) {
        let mut inner = self.lock();
        inner.writes += 1;
        inner.last_write_everywhere = inner.writes;
        inner.last_write.clear();
        inner.pages.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Mode;

    fn page(entries: i64) -> Arc<TopPage> {
        Arc::new(TopPage {
            entries,
            top: Vec::new(),
        })
    }

    fn board(seed: u64) -> Board {
        Board::new(Mode::Twenty48, 4, seed).unwrap()
    }

    #[test]
    fn a_page_is_kept_until_a_write_or_its_age_drops_it() {
        let cache = PageCache::default();
        let Err(miss) = cache.get(&board(1)) else {
            panic!("nothing is kept yet")
        };
        cache.put(&board(1), miss, Instant::now(), page(3));
        assert_eq!(cache.get(&board(1)).ok().unwrap().entries, 3);
        cache.wrote(&board(2));
        assert!(cache.get(&board(1)).is_ok(), "another board's write");
        cache.wrote(&board(1));
        assert!(cache.get(&board(1)).is_err());
        let Err(miss) = cache.get(&board(1)) else {
            unreachable!()
        };
        let old = Instant::now() - MAX_AGE;
        cache.put(&board(1), miss, old, page(4));
        assert!(cache.get(&board(1)).is_err(), "older than MAX_AGE");
        let Err(miss) = cache.get(&board(1)) else {
            unreachable!()
        };
        cache.put(&board(1), miss, Instant::now(), page(5));
        cache.wrote_everywhere();
        assert!(cache.get(&board(1)).is_err());
    }

    #[test]
    fn a_read_that_began_before_a_write_keeps_nothing() {
        let cache = PageCache::default();
        let Err(miss) = cache.get(&board(1)) else {
            unreachable!()
        };
        // The write commits while the read's query runs: its page may predate the write.
        cache.wrote(&board(1));
        cache.put(&board(1), miss, Instant::now(), page(1));
        assert!(cache.get(&board(1)).is_err());
        // A write to another board meanwhile does not keep this one's page out.
        let Err(miss) = cache.get(&board(1)) else {
            unreachable!()
        };
        cache.wrote(&board(2));
        cache.put(&board(1), miss, Instant::now(), page(1));
        assert!(cache.get(&board(1)).is_ok());
        let Err(miss) = cache.get(&board(3)) else {
            unreachable!()
        };
        cache.wrote_everywhere();
        cache.put(&board(3), miss, Instant::now(), page(1));
        assert!(cache.get(&board(3)).is_err());
    }

    #[test]
    fn past_the_most_boards_the_old_pages_go() {
        let cache = PageCache::default();
        for seed in 0..MAX_BOARDS as u64 {
            let Err(miss) = cache.get(&board(seed)) else {
                unreachable!()
            };
            cache.put(&board(seed), miss, Instant::now() - MAX_AGE, page(1));
        }
        let Err(miss) = cache.get(&board(u64::MAX)) else {
            unreachable!()
        };
        cache.put(&board(u64::MAX), miss, Instant::now(), page(2));
        assert_eq!(cache.lock().pages.len(), 1);
    }
}
