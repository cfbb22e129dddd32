//! The leaderboard's store: SQLite (a file, the default) or PostgreSQL (a `postgres://`
//! URL, which several server processes can share), through sqlx's Any driver, so that the
//! very same queries run on both. Every query is parameterized.
//!
//! SQLite runs in WAL mode (readers never wait for the writer) with `synchronous = NORMAL`
//! and a busy timeout; its writes begin `IMMEDIATE`, so two writers queue rather than
//! fail. With NORMAL a commit is in the WAL file, written through to the operating
//! system, before it is acknowledged, but not flushed to the disk: a crash or a `kill -9`
//! of the server loses nothing it answered "stored" (the benchmark's step 3 and a test
//! kill it to see), while a power cut or a kernel crash may lose the last commits before
//! the next checkpoint (the database stays consistent). FULL, a flush per commit, gave
//! 188 verified submissions a second with a p99 of 540 ms on the 2-core machine of
//! docs/performance.md's load figures, against NORMAL's 246 and 162 ms, side by side. The
//! schema is in `migrations/`, applied at startup (a new file is created with it).

mod page_cache;
mod player;
mod puzzles;
mod read;
mod submit;

pub use page_cache::MAX_AGE as PAGE_MAX_AGE;
pub use player::FORGOTTEN_NAME;
pub use puzzles::PuzzleRow;
pub use read::{BoardPage, EntryRow};
pub use submit::{Receipt, Submitted};

use page_cache::PageCache;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// How long a request waits for a connection, and a SQLite writer for the lock.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Which database a store is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// The leaderboard's database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Boards' top pages, kept briefly (`page_cache.rs` says how fresh they are).
    pages: Arc<PageCache>,
}

/// A database error, as the store reports it.
pub type DbError = sqlx::Error;

impl Store {
    /// Opens the database `database` names, creating a SQLite file (and its folder's file
    /// only, never a folder) with the schema if new, and bringing an older schema up to
    /// date: a `postgres://` or `postgresql://` URL, or else a SQLite file's path.
    pub async fn open(database: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let is_postgres =
            database.starts_with("postgres://") || database.starts_with("postgresql://");
        let (backend, url, connections) = if is_postgres {
            (Backend::Postgres, database.to_owned(), 16)
        } else {
            (Backend::Sqlite, sqlite_url(Path::new(database)), 8)
        };
        let options =
            AnyConnectOptions::from_str(&url).map_err(|err| format!("--database: {err}"))?;
        let pool = AnyPoolOptions::new()
            .max_connections(connections)
            .acquire_timeout(BUSY_TIMEOUT)
            .after_connect(move |connection, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        connection
                            .execute(
                                "PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL; \
                                 PRAGMA foreign_keys = ON;",
                            )
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_lazy_with(options);
        let store = Store {
            pool,
            backend,
            pages: Arc::default(),
        };
        store.prepare().await.map_err(|err| {
            let shown = if is_postgres {
                "the PostgreSQL database"
            } else {
                database
            };
            format!("cannot open {shown}: {err}")
        })?;
        Ok(store)
    }

    /// WAL for a SQLite file (it stays set in the file), then the migrations.
    async fn prepare(&self) -> Result<(), DbError> {
        if self.backend == Backend::Sqlite {
            self.pool.execute("PRAGMA journal_mode = WAL").await?;
        }
        sqlx::migrate!("./migrations").run(&self.pool).await?;
        Ok(())
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The pool, for tools that fill a board (the load benchmark) and for tests.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// How a write transaction begins: SQLite takes the write lock at once, so that two
    /// writers wait in turn instead of one failing at its first write.
    fn begin_statement(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }

    /// A consistent copy of a running SQLite database into the new file `to`
    /// (`VACUUM INTO`: readers and the writer go on meanwhile). PostgreSQL has `pg_dump`.
    pub async fn backup_to(&self, to: &Path) -> Result<(), String> {
        if self.backend != Backend::Sqlite {
            return Err("a PostgreSQL database is backed up with pg_dump".into());
        }
        if to.exists() {
            return Err(format!(
                "{} exists already: a backup goes to a new file",
                to.display()
            ));
        }
        let to = to.to_str().ok_or("the backup's path is not UTF-8")?;
        sqlx::query("VACUUM INTO $1")
            .bind(to)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(|err| format!("backing up: {err}"))
    }

    /// The database's own check of itself: `ok`, or what is wrong. SQLite runs
    /// `PRAGMA integrity_check` over every page; PostgreSQL is asked that it answers and
    /// the schema reads.
    pub async fn integrity_check(&self) -> Result<String, DbError> {
        match self.backend {
            Backend::Sqlite => {
                let rows: Vec<(String,)> = sqlx::query_as("PRAGMA integrity_check")
                    .fetch_all(&self.pool)
                    .await?;
                Ok(rows
                    .into_iter()
                    .map(|(line,)| line)
                    .collect::<Vec<_>>()
                    .join("; "))
            }
            Backend::Postgres => {
                let (_,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM boards")
                    .fetch_one(&self.pool)
                    .await?;
                Ok("ok".into())
            }
        }
    }

    /// Closes every connection (SQLite then checkpoints its WAL into the file).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// The URL of the SQLite file at `path`, created if missing; `%`, `?` and `#` escaped.
fn sqlite_url(path: &Path) -> String {
    let escaped: String = path
        .to_string_lossy()
        .chars()
        .map(|c| match c {
            '%' => "%25".to_owned(),
            '?' => "%3F".to_owned(),
            '#' => "%23".to_owned(),
            c => c.to_string(),
        })
        .collect();
    format!("sqlite://{escaped}?mode=rwc")
}
