//! A server of one process (SQLite) restarted while a race runs: its rooms were in memory,
//! so the race cannot go on. Its link says the race was interrupted, with the standings the
//! server last kept (each player's game so far, with its replay code), and takes no more
//! moves; a player's socket is told so when it comes back.

mod support;

use std::time::Duration;

use serde_json::json;
use server::race::hub::RaceLimits;
use support::api::{Database, token};
use support::race::{RaceServer, lobby_of_two, play, seed_of, started};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_race_running_when_its_server_restarts_ends_interrupted_with_the_standings_kept() {
    let database = Database::sqlite();
    // The standings kept at every move, so that the test need not wait for them.
    let limits = || RaceLimits {
        messages_per_second: 0,
        keep_every: Duration::ZERO,
        ..RaceLimits::default()
    };
    let server = RaceServer::start(&database, limits()).await;
    let id = server.race(&token(1), 3, 5).await;
    let (mut ann, mut bob) = lobby_of_two(&server, &id).await;
    let dealt = started(&mut ann, &mut bob).await;
    let (seed, mut log) = (seed_of(&dealt), Vec::new());
    for _ in 0..2 {
        assert!(play(&mut ann, seed, 3, &mut log).await);
        bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;
    }
    // Kept as the moves came.
    let kept = || async {
        let (moves,): (Option<i64>,) =
            sqlx::query_as("SELECT moves FROM race_players WHERE race_id = $1 AND seat = 0")
                .bind(&id)
                .fetch_optional(server.store.pool())
                .await
                .unwrap()
                .unwrap_or((None,));
        moves
    };
    for _ in 0..100 {
        if kept().await == Some(2) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(kept().await, Some(2), "Ann's two moves kept");

    // The server stops (its sockets are told) and starts again on the same database.
    drop(server);
    assert_eq!(ann.closed().await.0, 1012);
    let server = RaceServer::start(&database, limits()).await;

    // Ann's app comes back: the race is over, interrupted, with her moves as kept.
    let mut ann = server.socket(&id).await;
    ann.join(1, "Ann").await;
    let room = ann.next_of("room").await;
    assert_eq!(room["phase"], "over", "{room}");
    assert_eq!(room["interrupted"], true);
    assert_eq!(room["seed"], dealt["seed"]);
    assert_eq!(room["players"][0]["name"], "Ann");
    assert_eq!(room["players"][0]["moves"], 2);
    assert_eq!(room["players"][0]["log"], json!(log));
    assert_eq!(room["players"][1]["name"], "Bob");
    assert_eq!(room["players"][1]["moves"], 0);
    assert_eq!(room["remaining_ms"], serde_json::Value::Null);
    // It takes no more moves.
    let next = legal_move_after(seed, &log);
    ann.send(json!({ "type": "move", "n": 3, "m": next })).await;
    let refused = ann.next_of("refused").await;
    assert_eq!(refused["error"], "race_over", "{refused}");
    // A link opened later says the same.
    let mut watcher = server.socket(&id).await;
    watcher.send(json!({ "type": "watch" })).await;
    let seen = watcher.next_of("room").await;
    assert_eq!(
        (seen["phase"].clone(), seen["interrupted"].clone()),
        (json!("over"), json!(true))
    );
}

fn legal_move_after(seed: u64, log: &[u64]) -> u64 {
    support::race::legal_move(seed, 3, log).expect("a legal move")
}

/// A server that stops tells every socket, including one that was busy at that moment or
/// opened just after: stopping is a state each socket looks at, not a wake-up that a socket
/// not waiting at that instant would miss (run beside a CPU hog, the test above once waited
/// in vain for its close).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_opened_as_the_server_stops_is_told_to_join_again() {
    let database = Database::sqlite();
    let server = RaceServer::start(&database, RaceLimits::default()).await;
    let id = server.race(&token(1), 3, 5).await;
    let mut before = server.socket(&id).await;
    server.races.stop();
    assert_eq!(before.closed().await.0, 1012);
    let mut after = server.socket(&id).await;
    let (code, reason) = after.closed().await;
    assert_eq!(code, 1012);
    assert!(reason.contains("restarting"), "{reason}");
}
