//! Races over real sockets: the server's app with races, served on a port of its own in
//! this process (the same accept loop as the binary's), and a WebSocket client of it
//! (tokio-tungstenite), as a browser is.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use server::leaderboard::limits::Limits;
use server::leaderboard::state::Leaderboard;
use server::leaderboard::store::Store;
use server::leaderboard::time::Clock;
use server::race::hub::{RaceLimits, Races};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::Build;
use super::api::Database;

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
