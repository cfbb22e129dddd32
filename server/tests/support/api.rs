//! The API over each store: a SQLite file in a temporary folder, and a fresh database on the
//! PostgreSQL server that `EXPONENTORUS_TEST_POSTGRES` names (`scripts/test.sh` starts one;
//! without it the PostgreSQL half of each test says it was skipped). Requests go through
//! the router without a socket, each from a client address, with a clock the test sets.

use super::Build;
use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use serde_json::Value;
use server::leaderboard::limits::Limits;
use server::leaderboard::state::Leaderboard;
use server::leaderboard::store::Store;
use server::leaderboard::time::{Clock, start_of};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use tempfile::TempDir;
use tower::ServiceExt;

/// The environment variable naming the PostgreSQL server the tests may use: a URL of a
/// database whose user may create databases (`postgres://postgres@127.0.0.1:PORT/postgres`).
pub const POSTGRES_ENV: &str = "EXPONENTORUS_TEST_POSTGRES";

/// A token of player `n`.
pub fn token(n: u32) -> String {
    format!("{n:08x}{:024x}", 0x5eed_u128 * u128::from(n + 1))
}

/// A database for one test, deleted after it.
pub enum Database {
    /// A SQLite file in a folder of its own.
    Sqlite(TempDir),
    /// A database made on the PostgreSQL server, and the server's URL.
    Postgres { admin: String, name: String },
}

impl Database {
    /// `--database` for it.
    pub fn url(&self) -> String {
        match self {
            Database::Sqlite(dir) => dir.path().join("board.db").to_string_lossy().into_owned(),
            Database::Postgres { admin, name } => {
                // The admin URL's database replaced by this one; its query (a socket's
                // folder, `?host=/tmp/…`) kept.
                let (base, query) = admin.split_once('?').unwrap_or((admin.as_str(), ""));
                let server = base.rsplit_once('/').map_or(base, |(server, _)| server);
                if query.is_empty() {
                    format!("{server}/{name}")
                } else {
                    format!("{server}/{name}?{query}")
                }
            }
        }
    }

    /// A new SQLite file.
    pub fn sqlite() -> Database {
        Database::Sqlite(tempfile::tempdir().unwrap())
    }

    /// A new database on the test PostgreSQL server, if there is one.
    pub async fn postgres() -> Option<Database> {
        let admin = std::env::var(POSTGRES_ENV)
            .ok()
            .filter(|url| !url.is_empty())?;
        static COUNT: AtomicI64 = AtomicI64::new(0);
        let name = format!(
            "board_test_{}_{}_{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::SeqCst),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .subsec_nanos()
        );
        let mut connection = <sqlx::PgConnection as sqlx::Connection>::connect(&admin)
            .await
            .unwrap_or_else(|err| panic!("{POSTGRES_ENV}={admin}: {err}"));
        sqlx::Executor::execute(&mut connection, format!("CREATE DATABASE {name}").as_str())
            .await
            .unwrap();
        Some(Database::Postgres { admin, name })
    }

    /// Drops a PostgreSQL database (a SQLite folder goes by itself).
    pub async fn drop_now(self) {
        if let Database::Postgres { admin, name } = self {
            let mut connection = <sqlx::PgConnection as sqlx::Connection>::connect(&admin)
                .await
                .unwrap();
            let drop = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
            sqlx::Executor::execute(&mut connection, drop.as_str())
                .await
                .unwrap();
        }
    }
}

/// The server's app with the API, over one store.
pub struct Api {
    pub app: Router,
    pub store: Store,
    pub now: Arc<AtomicI64>,
    pub backend: &'static str,
    /// `--database` for the store: a SQLite file's path or a PostgreSQL URL.
    pub database_url: String,
    _build: Build,
}

/// An answer: status and JSON body.
#[derive(Debug)]
pub struct Json {
    pub status: StatusCode,
    pub body: Value,
    pub retry_after: Option<String>,
    pub cache_control: Option<String>,
}

impl Api {
    /// The API over `database`, with `limits`, its clock at `day`'s noon.
    pub async fn new(database: &Database, limits: Limits, backend: &'static str) -> Api {
        let store = Store::open(&database.url()).await.unwrap();
        let now = Arc::new(AtomicI64::new(0));
        let leaderboard = Leaderboard::new(store.clone(), Clock::Fixed(Arc::clone(&now)));
        let build = Build::new();
        let api = server::Api {
            leaderboard,
            limits,
            races: None,
        };
        let app = server::app(
            server::files::open_build(build.path()).unwrap(),
            "/".into(),
            Some(api),
        );
        let api = Api {
            app,
            store,
            now,
            backend,
            database_url: database.url(),
            _build: build,
        };
        api.set_day("2026-11-30", 12);
        api
    }

    /// The clock at `hour` o'clock UTC of `day`.
    pub fn set_day(&self, day: &str, hour: i64) {
        let day = rules::day::Day::parse(day).unwrap();
        self.now
            .store(start_of(day) + hour * 3_600_000_000, Ordering::SeqCst);
    }

    /// The clock moved on by `micros`.
    pub fn tick(&self, micros: i64) {
        self.now.fetch_add(micros, Ordering::SeqCst);
    }

    /// A request from client 127.0.0.1 with `token` (if any) and `body` (JSON, if any).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Json {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let body = match body {
            Some(body) => {
                request = request.header("content-type", "application/json");
                Body::from(body.to_string())
            }
            None => Body::empty(),
        };
        self.raw(request.body(body).unwrap()).await
    }

    /// Any request, as it is, from 127.0.0.1.
    pub async fn raw(&self, request: Request<Body>) -> Json {
        answered(self.app.clone(), request).await
    }

    /// Games submitted all at once, each `(code, token, name)` in a task of its own (on
    /// as many threads as the test's runtime has): their answers, in the games' order.
    pub async fn submit_together(&self, posts: Vec<(String, String, String)>) -> Vec<Json> {
        let tasks: Vec<_> = posts
            .into_iter()
            .map(|(code, token, name)| {
                let request = Request::post("/api/entries")
                    .header("authorization", format!("Bearer {token}"))
                    .header("content-type", "application/json")
                    .body(Body::from(
                        serde_json::json!({ "code": code, "name": name }).to_string(),
                    ))
                    .unwrap();
                tokio::spawn(answered(self.app.clone(), request))
            })
            .collect();
        let mut answers = Vec::new();
        for task in tasks {
            answers.push(task.await.unwrap());
        }
        answers
    }

    /// `GET path` as player `token`.
    pub async fn get(&self, path: &str, token: Option<&str>) -> Json {
        self.call(Method::GET, path, token, None).await
    }

    /// A game submitted by `token` as `name`.
    pub async fn submit(&self, code: &str, token: &str, name: &str) -> Json {
        let body = serde_json::json!({ "code": code, "name": name });
        self.call(Method::POST, "/api/entries", Some(token), Some(body))
            .await
    }
}

/// `request`, from 127.0.0.1, answered by `app` without a socket.
async fn answered(app: Router, mut request: Request<Body>) -> Json {
    let peer: SocketAddr = "127.0.0.1:50000".parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(peer));
    let response = app.oneshot(request).await.unwrap();
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    let header = |name: &str| {
        parts
            .headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
    };
    Json {
        status: parts.status,
        body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        retry_after: header("retry-after"),
        cache_control: header("cache-control"),
    }
}

/// Runs `test` on a SQLite file, then (with limits of its own, from `limits`) on a PostgreSQL database when the environment names
/// a server (else says that half was skipped).
pub async fn on_every_store<F, Fut>(limits: impl Fn() -> Limits, test: F)
where
    F: Fn(Api) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let sqlite = Database::sqlite();
    test(Api::new(&sqlite, limits(), "sqlite").await).await;
    match Database::postgres().await {
        Some(postgres) => {
            let api = Api::new(&postgres, limits(), "postgres").await;
            let store = api.store.clone();
            test(api).await;
            store.close().await;
            postgres.drop_now().await;
        }
        None => eprintln!("PostgreSQL half skipped: {POSTGRES_ENV} is not set"),
    }
}
