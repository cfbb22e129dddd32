//! Races under load, on loopback: `R` races of `P` players each, every player a socket of
//! its own playing a 2048 move every `I` milliseconds (each player's first move at a
//! random offset, so that moves spread over the interval) for `T` seconds; then it prints
//! the moves verified a second and the fan-out latency (from a move's sending to its
//! `moved` reaching each other player of the race) at the median, 99th percentile and
//! worst. `scripts/bench-races.sh` runs it against one server, then two on one PostgreSQL.
//!
//! ```text
//! race_load --addr HOST:PORT [--addr2 HOST:PORT] [--races R] [--players P]
//!           [--interval-ms I] [--seconds T] [--size S]
//! ```
//! With `--addr2`, every other player of a race connects to the second server.

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

fn flag(args: &[String], name: &str) -> Option<String> {
    let at = args.iter().position(|arg| arg == name)?;
    args.get(at + 1).cloned()
}

fn number(args: &[String], name: &str, default: u64) -> u64 {
    flag(args, name).map_or(default, |v| {
        v.parse().unwrap_or_else(|_| panic!("{name} {v}"))
    })
}

/// A player's token: 32 hex digits, one per player.
fn token(n: u64) -> String {
    format!("{n:08x}{:024x}", 0xbe7c_u128 * u128::from(n + 1))
}

/// When each move was sent, by race, seat and move number.
type Sent = Arc<Mutex<HashMap<(usize, u64, u64), Instant>>>;

#[derive(Default)]
struct Tally {
    verified: u64,
    refused: u64,
    latencies_us: Vec<u64>,
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let addr = flag(&args, "--addr").expect("--addr HOST:PORT");
    let addr2 = flag(&args, "--addr2");
    let races = number(&args, "--races", 250) as usize;
    let players = number(&args, "--players", 4);
    let interval = Duration::from_millis(number(&args, "--interval-ms", 300));
    let seconds = number(&args, "--seconds", 60);
    let size = number(&args, "--size", 8);
    let mut ids = Vec::new();
    for race in 0..races {
        ids.push(create(&addr, &token(race as u64 * players), size).await);
    }
    let sent: Sent = Arc::default();
    let tally = Arc::new(Mutex::new(Tally::default()));
    let start_at = Arc::new(tokio::sync::Barrier::new(races * players as usize + 1));
    let mut tasks = Vec::new();
    for (race, id) in ids.iter().enumerate() {
        for seat in 0..players {
            let server = match (&addr2, seat % 2) {
                (Some(second), 1) => second.clone(),
                _ => addr.clone(),
            };
            let url = format!("ws://{server}/api/races/{id}/socket");
            // Nagle's algorithm off, as the server has it: with it on, a move's frame could
            // wait for the acknowledgement of the one before, which the server's side
            // delays, and the figures would measure that wait.
            let (ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
                .await
                .expect("a socket");
            let player = Player {
                race,
                index: seat,
                n: race as u64 * players + seat,
                players,
                interval,
                size: size as usize,
            };
            let (sent, tally, start_at) =
                (Arc::clone(&sent), Arc::clone(&tally), Arc::clone(&start_at));
            tasks.push(tokio::spawn(player.run(ws, sent, tally, start_at)));
        }
    }
    let connections = races * players as usize;
    println!("connections open: {connections}");
    start_at.wait().await;
    let began = Instant::now();
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    let took = began.elapsed().as_secs_f64();
    let mut tally = std::mem::take(&mut *tally.lock().unwrap());
    for task in tasks {
        task.abort();
    }
    tally.latencies_us.sort_unstable();
    let at = |q: f64| {
        let l = &tally.latencies_us;
        l.get(((l.len() as f64 * q) as usize).min(l.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    println!(
        "moves verified: {} in {took:.1} s = {:.0} a second",
        tally.verified,
        tally.verified as f64 / took
    );
    println!("moves refused: {}", tally.refused);
    println!(
        "fan-out latency (ms): p50 {:.1}, p99 {:.1}, max {:.1} over {} deliveries",
        at(0.5),
        at(0.99),
        at(1.0),
        tally.latencies_us.len()
    );
}

/// Makes a race of 2048 on `size`, 10 minutes long, as `token`: its id.
async fn create(addr: &str, token: &str, size: u64) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = json!({ "mode": "2048", "size": size, "minutes": 10 }).to_string();
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("the server");
    let request = format!(
        "POST /api/races HTTP/1.1\r\nHost: bench\r\nConnection: close\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.unwrap();
    let json = reply.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    let answer: Value =
        serde_json::from_str(json).unwrap_or_else(|_| panic!("making a race: {reply}"));
    answer["id"].as_str().expect("an id").to_owned()
}

struct Player {
    race: usize,
    /// Its place among the race's players here: 0 made the race and starts it, and with
    /// two servers the odd ones connect to the second. Not its seat, which the server
    /// gives in the order the joins arrive and tells in `joined`.
    index: u64,
    n: u64,
    players: u64,
    interval: Duration,
    size: usize,
}

impl Player {
    async fn run(
        self,
        mut ws: tokio_tungstenite::WebSocketStream<
            tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
        >,
        sent: Sent,
        tally: Arc<Mutex<Tally>>,
        start_at: Arc<tokio::sync::Barrier>,
    ) {
        let join =
            json!({ "type": "join", "token": token(self.n), "name": format!("P{}", self.n) });
        ws.send(Message::Text(join.to_string().into()))
            .await
            .unwrap();
        // Seated when the room lists every player; the first then starts.
        let mut game = None;
        let mut seat = None;
        let mut started = false;
        while game.is_none() {
            let text = match ws.next().await {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(_)) => continue,
                _ => {
                    eprintln!("player {} lost its socket before the start", self.n);
                    return;
                }
            };
            let message: Value = serde_json::from_str(&text).unwrap_or_default();
            if std::env::var_os("RACE_LOAD_DEBUG").is_some() {
                eprintln!("{} heard {}", self.n, &text[..text.len().min(120)]);
            }
            if message["type"] == "joined" {
                seat = message["seat"].as_u64();
            }
            let seated = message["players"].as_array().map_or(0, Vec::len) as u64;
            if message["type"] == "room" && self.index == 0 && seated == self.players && !started {
                started = true;
                ws.send(Message::Text(json!({ "type": "start" }).to_string().into()))
                    .await
                    .unwrap();
            }
            if message["phase"] == "racing" {
                let seed: u64 = message["seed"].as_str().unwrap().parse().unwrap();
                game = rules::AnyHistory::deal(rules::Mode::Twenty48, seed, self.size).ok();
            }
        }
        let mut game = game.unwrap();
        let Some(seat) = seat else {
            eprintln!("player {} was never told its seat", self.n);
            return;
        };
        start_at.wait().await;
        let offset =
            Duration::from_millis((self.n * 7919) % self.interval.as_millis().max(1) as u64);
        let mut tick =
            tokio::time::interval_at(tokio::time::Instant::now() + offset, self.interval);
        loop {
            tokio::select! {
                _ = tick.tick() => {
                    let Some(m) = (0..4).find(|&m| game.clone().play_packed(m).is_ok()) else { continue };
                    game.play_packed(m).unwrap();
                    let n = game.summary().moves as u64;
                    sent.lock().unwrap().insert((self.race, seat, n), Instant::now());
                    let said = json!({ "type": "move", "n": n, "m": m }).to_string();
                    if ws.send(Message::Text(said.into())).await.is_err() { return; }
                }
                message = ws.next() => {
                    let Some(Ok(message)) = message else { return };
                    let Message::Text(text) = message else { continue };
                    let message: Value = serde_json::from_str(&text).unwrap_or_default();
                    self.heard(&message, seat, &sent, &tally);
                }
            }
        }
    }

    /// Tallies `message`, heard by the player in seat `mine`.
    fn heard(&self, message: &Value, mine: u64, sent: &Sent, tally: &Mutex<Tally>) {
        match message["type"].as_str() {
            Some("moved") => {
                let (seat, n) = (
                    message["seat"].as_u64().unwrap_or(0),
                    message["moves"].as_u64().unwrap_or(0),
                );
                let at = sent.lock().unwrap().get(&(self.race, seat, n)).copied();
                let mut tally = tally.lock().unwrap();
                if seat == mine {
                    tally.verified += 1;
                } else if let Some(at) = at {
                    tally.latencies_us.push(at.elapsed().as_micros() as u64);
                }
            }
            Some("refused") => tally.lock().unwrap().refused += 1,
            _ => {}
        }
    }
}
