//! Races over real sockets: the server's app with races, served on a port of its own in
//! this process (the same accept loop as the binary's), and a WebSocket client of it
//! (tokio-tungstenite), as a browser is.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use server::leaderboard::limits::Limits;
use server::leaderboard::state::Leaderboard;
use server::leaderboard::store::{Backend, Store};
use server::leaderboard::time::Clock;
use server::race::hub::{RaceLimits, Races};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::Build;
use super::api::{Database, POSTGRES_ENV};

/// A server with races, serving on 127.0.0.1 until dropped.
pub struct RaceServer {
    pub addr: SocketAddr,
    pub races: Races,
    pub store: Store,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    _build: Build,
}

impl RaceServer {
    /// A server over `database` with `limits`.
    pub async fn start(database: &Database, limits: RaceLimits) -> RaceServer {
        let url = database.url();
        let store = Store::open(&url).await.unwrap();
        let races = Races::new(store.clone(), &url, limits).await.unwrap();
        let build = Build::new();
        let leaderboard = Leaderboard::new(store.clone(), Clock::System);
        let api = server::Api {
            leaderboard,
            limits: Limits::unlimited(),
            races: Some(races.clone()),
        };
        let app = server::app(
            server::files::open_build(build.path()).unwrap(),
            "/".into(),
            Some(api),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel();
        tokio::spawn(server::serving::serve(listener, app, async {
            let _ = stopped.await;
        }));
        RaceServer {
            addr,
            races,
            store,
            stop: Some(stop),
            _build: build,
        }
    }

    /// Makes a race as the player of `token`: its status and body.
    pub async fn create(&self, token: &str, body: Value) -> (u16, Value) {
        let (addr, token) = (self.addr.to_string(), token.to_owned());
        let answer = tokio::task::spawn_blocking(move || {
            super::http::request(
                &addr,
                "POST",
                "/api/races",
                Some(&token),
                Some(&body.to_string()),
            )
        })
        .await
        .unwrap()
        .expect("an answer");
        (
            answer.0,
            serde_json::from_str(&answer.1).unwrap_or(Value::Null),
        )
    }

    /// Makes a race of 2048 on `size` lasting `minutes`, as `token`; its id.
    pub async fn race(&self, token: &str, size: usize, minutes: u32) -> String {
        let (status, body) = self
            .create(
                token,
                json!({ "mode": "2048", "size": size, "minutes": minutes }),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        body["id"].as_str().unwrap().to_owned()
    }

    /// A socket to race `id`.
    pub async fn socket(&self, id: &str) -> Client {
        Client::connect(self.addr, id).await
    }
}

impl Drop for RaceServer {
    fn drop(&mut self) {
        self.races.stop();
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// One socket, as a browser holds it.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

/// How long a test waits for a message.
const WAIT: Duration = Duration::from_secs(10);

impl Client {
    /// Connects to race `id` on `addr`.
    pub async fn connect(addr: SocketAddr, id: &str) -> Client {
        let url = format!("ws://{addr}/api/races/{id}/socket");
        let (ws, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("the upgrade");
        Client { ws }
    }

    /// Sends `message` as JSON text.
    pub async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    /// Sends `text` as it is.
    pub async fn send_text(&mut self, text: String) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// Sends a frame of any kind.
    pub async fn send_raw(&mut self, message: Message) {
        let _ = self.ws.send(message).await;
    }

    /// Joins as player `n` (a token of the tests') named `name`.
    pub async fn join(&mut self, n: u32, name: &str) {
        let token = super::api::token(n);
        self.send(json!({ "type": "join", "token": token, "name": name }))
            .await;
    }

    /// The next text message, as JSON; `None` once the socket closed.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a message within the wait")?;
            match message.ok()? {
                Message::Text(text) => return Some(serde_json::from_str(&text).unwrap()),
                Message::Close(_) => return None,
                _ => {}
            }
        }
    }

    /// Messages until one `until` takes: that one.
    pub async fn until(&mut self, until: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.next().await.expect("the socket open");
            if until(&message) {
                return message;
            }
        }
    }

    /// The next message of `kind` (`room`, `moved`, `refused`…).
    pub async fn next_of(&mut self, kind: &str) -> Value {
        self.until(|m| m["type"] == kind).await
    }

    /// Reads until the socket closes: the close code and reason.
    pub async fn closed(&mut self) -> (u16, String) {
        loop {
            let message = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a close within the wait");
            match message {
                Some(Ok(Message::Close(Some(CloseFrame { code, reason })))) => {
                    return (code.into(), reason.to_string());
                }
                Some(Ok(Message::Close(None))) | None | Some(Err(_)) => {
                    return (1006, String::new());
                }
                Some(Ok(_)) => {}
            }
        }
    }
}

/// A legal move (as a number) of the 2048 game dealt from `seed` on `size` after `log`.
pub fn legal_move(seed: u64, size: usize, log: &[u64]) -> Option<u64> {
    let mut game = rules::AnyHistory::deal(rules::Mode::Twenty48, seed, size).unwrap();
    for &m in log {
        game.play_packed(m).unwrap();
    }
    (0..4).find(|&m| game.clone().play_packed(m).is_ok())
}

/// The seed a room message tells.
pub fn seed_of(room: &Value) -> u64 {
    room["seed"].as_str().unwrap().parse().unwrap()
}

/// The test on a SQLite file, then on a PostgreSQL database if there is one. The players
/// play as fast as the server answers: no limit of messages a second.
pub async fn on_every_store<F, Fut>(test: F)
where
    F: Fn(RaceServer) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let limits = || RaceLimits {
        messages_per_second: 0,
        ..RaceLimits::default()
    };
    let sqlite = Database::sqlite();
    test(RaceServer::start(&sqlite, limits()).await).await;
    match Database::postgres().await {
        Some(postgres) => {
            let server = RaceServer::start(&postgres, limits()).await;
            let store = server.store.clone();
            test(server).await;
            store.close().await;
            postgres.drop_now().await;
        }
        None => eprintln!("PostgreSQL half skipped: {POSTGRES_ENV} is not set"),
    }
}

/// Plays `player`'s next legal move after `log` (its moves so far), as move `log.len() + 1`;
/// `false` when the board is over.
pub async fn play(player: &mut Client, seed: u64, size: usize, log: &mut Vec<u64>) -> bool {
    let Some(m) = legal_move(seed, size, log) else {
        return false;
    };
    log.push(m);
    player
        .send(json!({ "type": "move", "n": log.len(), "m": m }))
        .await;
    true
}

/// Ann (who made it) and Bob in race `id`, joined, with the lobby told.
pub async fn lobby_of_two(server: &RaceServer, id: &str) -> (Client, Client) {
    lobby_of(server, id, "Ann").await
}

/// Player 1 (who made it), named `first`, and Bob in race `id`, joined, with the lobby
/// told.
pub async fn lobby_of(server: &RaceServer, id: &str, first: &str) -> (Client, Client) {
    let mut ann = server.socket(id).await;
    ann.join(1, first).await;
    assert_eq!(ann.next_of("room").await["phase"], "lobby");
    assert_eq!(ann.next_of("joined").await["seat"], 0);
    let mut bob = server.socket(id).await;
    bob.join(2, "Bob").await;
    assert_eq!(bob.next_of("joined").await["seat"], 1);
    let lobby = ann
        .until(|m| m["type"] == "room" && m["players"].as_array().unwrap().len() == 2)
        .await;
    assert_eq!(lobby["players"][1]["name"], "Bob");
    assert_eq!(lobby["seed"], Value::Null, "no seed before the start");
    (ann, bob)
}

/// Starts the race (Ann's Start) and waits for the deal: its room.
pub async fn started(ann: &mut Client, bob: &mut Client) -> Value {
    ann.send(json!({ "type": "start" })).await;
    let countdown = bob.until(|m| m["phase"] == "countdown").await;
    assert!(countdown["remaining_ms"].as_u64().unwrap() <= 3_000);
    let dealt = bob.until(|m| m["phase"] == "racing").await;
    assert_eq!(
        ann.until(|m| m["phase"] == "racing").await["seed"],
        dealt["seed"]
    );
    dealt
}

impl RaceServer {
    /// Forgets the player of `token` (`DELETE api/player`): the status.
    pub async fn forget(&self, token: &str) -> u16 {
        let (addr, token) = (self.addr.to_string(), token.to_owned());
        tokio::task::spawn_blocking(move || {
            super::http::request(&addr, "DELETE", "/api/player", Some(&token), None)
        })
        .await
        .unwrap()
        .expect("an answer")
        .0
    }

    /// Waits until race `id`'s results are kept.
    pub async fn kept(&self, id: &str) {
        for _ in 0..100 {
            let (ended,): (Option<i64>,) =
                sqlx::query_as("SELECT ended_ms FROM races WHERE id = $1")
                    .bind(id)
                    .fetch_one(self.store.pool())
                    .await
                    .unwrap();
            if ended.is_some() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("race {id}'s results not kept within 10 s");
    }

    /// Every column of every table (as `table.column`) whose text holds one of `texts`.
    pub async fn traces(&self, texts: &[&str]) -> Vec<String> {
        let columns: Vec<(String, String)> = match self.store.backend() {
            Backend::Sqlite => sqlx::query_as(
                "SELECT m.name, c.name FROM sqlite_master m, pragma_table_info(m.name) c \
                 WHERE m.type = 'table'",
            ),
            Backend::Postgres => sqlx::query_as(
                "SELECT table_name::text, column_name::text FROM information_schema.columns \
                 WHERE table_schema = current_schema()",
            ),
        }
        .fetch_all(self.store.pool())
        .await
        .unwrap();
        let mut found = Vec::new();
        for (table, column) in columns {
            for text in texts {
                let (count,): (i64,) = sqlx::query_as(&format!(
                    "SELECT COUNT(*) FROM {table} WHERE CAST({column} AS TEXT) LIKE $1"
                ))
                .bind(format!("%{text}%"))
                .fetch_one(self.store.pool())
                .await
                .unwrap();
                if count > 0 {
                    found.push(format!("{table}.{column} holds {text:?}"));
                }
            }
        }
        found
    }
}
