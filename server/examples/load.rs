//! The leaderboard under load, on loopback: makes long games, sends them, fills a board,
//! reads it, and checks after a crash that every game answered "stored" is there.
//! `scripts/bench-server.sh` runs it all; each step also runs alone:
//!
//! ```text
//! load games  --out FILE [--count N] [--moves M] [--seed S] [--size W]
//! load submit --addr HOST:PORT --games FILE [--seconds T] [--concurrency C] [--acked FILE]
//! load fill   --database DB --seed S [--entries N]
//! load read   --addr HOST:PORT --path PATH [--seconds T] [--concurrency C] [--token T]
//! load check  --addr HOST:PORT --acked FILE
//! ```
//! `games` plays ExponenTorus `W`×`W` (9 unless told) with the look-ahead solver's choices
//! (as the player's own moves, so they rank) to `M` − 200 moves, then from there plays
//! random moves to the end, once per game: `N` finished games of about `M` moves on one
//! board (with `M` 0, random games from the deal: a few dozen moves on a 5×5 board). `submit` sends
//! each once, as its own player, for `T` seconds; `read` asks for a page for `T` seconds;
//! both print requests per second and the latency's median and 99th percentile.

use axum::body::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use rules::exponentile::Game;
use rules::exponentile::solver::{self, Budget};
use rules::{History, replay_code};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

type Http = Client<HttpConnector, Full<Bytes>>;

fn flag(args: &[String], name: &str) -> Option<String> {
    let at = args.iter().position(|arg| arg == name)?;
    args.get(at + 1).cloned()
}

fn number(args: &[String], name: &str, default: u64) -> u64 {
    flag(args, name).map_or(default, |v| {
        v.parse().unwrap_or_else(|_| panic!("{name} {v}"))
    })
}

fn required(args: &[String], name: &str) -> String {
    flag(args, name).unwrap_or_else(|| panic!("{name} is needed"))
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("games") => games(&args),
        Some("submit") => submit(&args).await,
        Some("fill") => fill(&args).await,
        Some("read") => read(&args).await,
        Some("check") => check(&args).await,
        _ => eprintln!("usage: load games|submit|fill|read|check … (see the source's doc)"),
    }
}

/// xorshift64*, for the random ends of games.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_f491_4f6c_dd1d)
}

fn games(args: &[String]) {
    let (count, moves) = (
        number(args, "--count", 8_000),
        number(args, "--moves", 3_000) as u32,
    );
    let out = required(args, "--out");
    let size = number(args, "--size", 9) as usize;
    let prefix_moves = moves.saturating_sub(200);
    let started = Instant::now();
    // The first seed whose look-ahead game is still going at the prefix's length.
    let mut seed = number(args, "--seed", 1);
    let prefix = loop {
        let mut history = History::new(Game::with_size(seed, size).expect("--size"));
        while history.game().moves() < prefix_moves {
            let budget = Budget {
                seed: u64::from(history.game().moves()),
                ..solver::DEFAULT
            };
            let Some(choice) = solver::choose(history.game().board(), budget) else {
                break;
            };
            history.play(choice.mv).expect("the solver's move is valid");
        }
        if history.game().moves() == prefix_moves {
            break history;
        }
        eprintln!(
            "seed {seed} ended after {} moves; the next",
            history.game().moves()
        );
        seed += 1;
    };
    eprintln!(
        "seed {seed}: {prefix_moves} moves in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let mut codes = std::collections::BTreeSet::new();
    let mut total_moves = 0u64;
    let mut state = 0x5eed_u64;
    while codes.len() < count as usize {
        let mut history = prefix.clone();
        while history.game().moves() < moves || history.game().hint().is_some() {
            let valid = history.game().valid_moves();
            if valid.is_empty() {
                break;
            }
            let pick = valid[(next(&mut state) % valid.len() as u64) as usize];
            history.play(pick).unwrap();
        }
        if codes.insert(replay_code::encode(&history).unwrap()) {
            total_moves += u64::from(history.game().moves());
        }
    }
    let text: Vec<String> = codes.into_iter().collect();
    std::fs::write(&out, text.join("\n") + "\n").unwrap();
    println!(
        "{} games of seed {seed}, {:.0} moves on average, in {out} ({:.0} s)",
        text.len(),
        total_moves as f64 / text.len() as f64,
        started.elapsed().as_secs_f64()
    );
}

/// What a run saw: each answer's latency, and the failures by kind.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    errors: std::collections::BTreeMap<String, usize>,
}

impl Tally {
    fn print(&mut self, what: &str, elapsed: Duration) {
        self.latencies.sort_unstable();
        let n = self.latencies.len();
        let at = |q: f64| {
            self.latencies
                .get(((n as f64 * q) as usize).min(n.saturating_sub(1)))
        };
        let ms = |d: Option<&Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1_000.0);
        println!(
            "{what}: {n} in {:.1} s = {:.0}/s; latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}{}",
            elapsed.as_secs_f64(),
            n as f64 / elapsed.as_secs_f64(),
            ms(at(0.50)),
            ms(at(0.99)),
            ms(self.latencies.last()),
            self.errors.values().sum::<usize>(),
            if self.errors.is_empty() {
                String::new()
            } else {
                format!(" {:?}", self.errors)
            }
        );
    }
}

fn client() -> Http {
    Client::builder(TokioExecutor::new()).build_http()
}

/// One request: its status and body, or what failed.
async fn send(
    http: &Http,
    method: &str,
    url: &str,
    token: Option<&str>,
    body: Option<String>,
) -> Result<(u16, Bytes), String> {
    let mut request = hyper::Request::builder().method(method).uri(url);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    if body.is_some() {
        request = request.header("content-type", "application/json");
    }
    let request = request
        .body(Full::new(Bytes::from(body.unwrap_or_default())))
        .unwrap();
    let response = http
        .request(request)
        .await
        .map_err(|err| format!("{err}"))?;
    let status = response.status().as_u16();
    let bytes = response
        .into_body()
        .collect()
        .await
        .map_err(|e| e.to_string())?
        .to_bytes();
    Ok((status, bytes))
}

async fn submit(args: &[String]) {
    let addr = required(args, "--addr");
    let codes: Vec<String> = std::fs::read_to_string(required(args, "--games"))
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    let seconds = number(args, "--seconds", 30);
    let concurrency = number(args, "--concurrency", 16) as usize;
    let acked_file = flag(args, "--acked");
    let http = client();
    let next_game = Arc::new(AtomicUsize::new(0));
    let tally = Arc::new(Mutex::new(Tally::default()));
    let acked = Arc::new(Mutex::new(Vec::new()));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let workers: Vec<_> = (0..concurrency)
        .map(|_| {
            let (http, next_game, tally, acked) = (
                http.clone(),
                Arc::clone(&next_game),
                Arc::clone(&tally),
                Arc::clone(&acked),
            );
            let (codes, url) = (codes.clone(), format!("http://{addr}/api/entries"));
            tokio::spawn(async move {
                while Instant::now() < deadline {
                    let n = next_game.fetch_add(1, Ordering::SeqCst);
                    let Some(code) = codes.get(n) else { break };
                    let token = format!("{:032x}", 0xbe7c_0000_0000_u128 + n as u128);
                    let body = serde_json::json!({ "code": code, "name": format!("Bench {n}") })
                        .to_string();
                    let sent = Instant::now();
                    let answer = send(&http, "POST", &url, Some(&token), Some(body)).await;
                    let latency = sent.elapsed();
                    let mut tally = tally.lock().await;
                    match answer {
                        Ok((201, body)) => {
                            tally.latencies.push(latency);
                            let json: serde_json::Value = serde_json::from_slice(&body).unwrap();
                            acked
                                .lock()
                                .await
                                .push(json["entry"]["id"].as_str().unwrap().to_owned());
                        }
                        Ok((status, body)) => {
                            let said = String::from_utf8_lossy(&body)
                                .chars()
                                .take(120)
                                .collect::<String>();
                            *tally.errors.entry(format!("{status} {said}")).or_default() += 1;
                        }
                        Err(err) => *tally.errors.entry(err).or_default() += 1,
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let elapsed = started.elapsed();
    if next_game.load(Ordering::SeqCst) >= codes.len() {
        println!("(the {} games ran out before the time did)", codes.len());
    }
    tally
        .lock()
        .await
        .print("verified submissions (201 stored)", elapsed);
    if let Some(file) = acked_file {
        let ids = acked.lock().await;
        std::fs::write(&file, ids.join("\n") + "\n").unwrap();
        println!("{} ids answered stored, in {file}", ids.len());
    }
}

async fn fill(args: &[String]) {
    use server::leaderboard::store::Store;
    let store = Store::open(&required(args, "--database")).await.unwrap();
    let seed = required(args, "--seed");
    let entries = number(args, "--entries", 100_000) as i64;
    let started = Instant::now();
    let mut state = 7u64;
    for chunk in (0..entries).collect::<Vec<_>>().chunks(1_000) {
        let mut tx = store.pool().begin().await.unwrap();
        for &n in chunk {
            // Filler n's token is f111 and n in 28 hex digits (`read --token` takes it).
            let token = format!("f111{n:028x}");
            let player = server::leaderboard::player::PlayerKey::from_token(&token).unwrap();
            let player = player.as_str();
            sqlx::query("INSERT INTO players (token_hash, name, created_us) VALUES ($1, $2, 0)")
                .bind(player)
                .bind(format!("Filler {n}"))
                .execute(&mut *tx)
                .await
                .unwrap();
            sqlx::query(
                "INSERT INTO entries (id, mode, size, seed, token_hash, score, moves, top_tile, \
                 submitted_us, code) VALUES ($1, 'exponentorus', 9, $2, $3, $4, 3000, 4096, $5, 'filler')",
            )
            .bind(format!("f111{n:028x}"))
            .bind(&seed)
            .bind(player)
            .bind((next(&mut state) % 2_000_000) as i64)
            .bind(n)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
    }
    sqlx::query(
        "INSERT INTO boards (mode, size, seed, entries) VALUES ('exponentorus', 9, $1, $2) \
         ON CONFLICT (mode, size, seed) DO UPDATE SET entries = boards.entries + $2",
    )
    .bind(&seed)
    .bind(entries)
    .execute(store.pool())
    .await
    .unwrap();
    store.close().await;
    println!(
        "{entries} entries on exponentorus/9/{seed} in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

async fn read(args: &[String]) {
    let addr = required(args, "--addr");
    let url = format!("http://{addr}{}", required(args, "--path"));
    let seconds = number(args, "--seconds", 30);
    let concurrency = number(args, "--concurrency", 16) as usize;
    let token = flag(args, "--token");
    let http = client();
    let tally = Arc::new(Mutex::new(Tally::default()));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let workers: Vec<_> = (0..concurrency)
        .map(|_| {
            let (http, tally, url, token) =
                (http.clone(), Arc::clone(&tally), url.clone(), token.clone());
            tokio::spawn(async move {
                while Instant::now() < deadline {
                    let sent = Instant::now();
                    let answer = send(&http, "GET", &url, token.as_deref(), None).await;
                    let latency = sent.elapsed();
                    let mut tally = tally.lock().await;
                    match answer {
                        Ok((200, _)) => tally.latencies.push(latency),
                        Ok((status, _)) => {
                            *tally.errors.entry(status.to_string()).or_default() += 1
                        }
                        Err(err) => *tally.errors.entry(err).or_default() += 1,
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let what = if token.is_some() {
        "board reads with the player's rank"
    } else {
        "board reads"
    };
    tally.lock().await.print(what, started.elapsed());
}

async fn check(args: &[String]) {
    let addr = required(args, "--addr");
    let ids = std::fs::read_to_string(required(args, "--acked")).unwrap();
    let http = client();
    let (mut there, mut missing) = (0, Vec::new());
    for id in ids.lines().filter(|line| !line.is_empty()) {
        match send(
            &http,
            "GET",
            &format!("http://{addr}/api/entries/{id}"),
            None,
            None,
        )
        .await
        {
            Ok((200, _)) => there += 1,
            other => missing.push(format!("{id}: {:?}", other.map(|(status, _)| status))),
        }
    }
    println!(
        "after the restart: {there} of the games answered stored are there, {} missing",
        missing.len()
    );
    for line in &missing {
        println!("  missing {line}");
    }
    if !missing.is_empty() {
        std::process::exit(1);
    }
}
