//! The leaderboard across processes: two servers on one PostgreSQL database see one board,
//! and a server killed (SIGKILL) while it stores games loses none it answered "stored",
//! and leaves a database that passes its integrity check.

mod support;

use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::Build;
use support::api::{Database, token};
use support::games;
use support::http::{SERVER, Server, request};

fn submission(code: &str) -> String {
    serde_json::json!({ "code": code, "name": "Kim" }).to_string()
}

fn json(body: &str) -> serde_json::Value {
    serde_json::from_str(body).unwrap()
}

#[tokio::test]
async fn two_servers_on_one_postgresql_database_see_one_board() {
    let Some(database) = Database::postgres().await else {
        eprintln!("skipped: {} is not set", support::api::POSTGRES_ENV);
        return;
    };
    let build = Build::new();
    let url = database.url();
    let (one, two) = (
        Server::start(build.path(), &url),
        Server::start(build.path(), &url),
    );
    let codes: Vec<String> = (0..4).map(|order| games::twenty48(17, 4, order)).collect();
    for (n, code) in codes.iter().enumerate() {
        let server = if n % 2 == 0 { &one } else { &two };
        let (status, body) = request(
            &server.addr,
            "POST",
            "/api/entries",
            Some(&token(n as u32)),
            Some(&submission(code)),
        )
        .unwrap();
        assert!(status == 201, "{status} {body}");
    }
    // The same game sent to the other server is the same entry.
    let again = request(
        &two.addr,
        "POST",
        "/api/entries",
        Some(&token(0)),
        Some(&submission(&codes[0])),
    );
    assert_eq!(json(&again.unwrap().1)["status"], "already_stored");
    let read = |server: &Server| {
        json(
            &request(&server.addr, "GET", "/api/boards/2048/4/17", None, None)
                .unwrap()
                .1,
        )
    };
    let (seen_by_one, seen_by_two) = (read(&one), read(&two));
    assert_eq!(seen_by_one["board"]["entries"], 4);
    assert_eq!(seen_by_one, seen_by_two);
    drop((one, two));
    database.drop_now().await;
}

#[tokio::test]
async fn a_server_shows_another_s_new_entry_within_a_kept_page_s_age_and_its_own_at_once() {
    let Some(database) = Database::postgres().await else {
        eprintln!("skipped: {} is not set", support::api::POSTGRES_ENV);
        return;
    };
    let build = Build::new();
    let url = database.url();
    let (one, two) = (
        Server::start(build.path(), &url),
        Server::start(build.path(), &url),
    );
    let entries = |server: &Server| {
        let (status, body) =
            request(&server.addr, "GET", "/api/boards/2048/4/19", None, None).unwrap();
        assert_eq!(status, 200, "{body}");
        json(&body)["board"]["entries"].as_i64().unwrap()
    };
    let post = |server: &Server, n: u32| {
        let code = games::twenty48(19, 4, n as usize);
        let (status, body) = request(
            &server.addr,
            "POST",
            "/api/entries",
            Some(&token(n)),
            Some(&submission(&code)),
        )
        .unwrap();
        assert_eq!(status, 201, "{body}");
    };
    assert_eq!(entries(&one), 0, "the first read keeps the page");
    post(&two, 0);
    // Another process's game: seen once the kept page is older than its age at most.
    std::thread::sleep(server::leaderboard::store::PAGE_MAX_AGE + Duration::from_millis(100));
    assert_eq!(entries(&one), 1);
    // Its own game: the kept page goes with the commit.
    post(&one, 1);
    assert_eq!(entries(&one), 2);
    drop((one, two));
    database.drop_now().await;
}

#[test]
fn a_server_killed_while_storing_keeps_every_game_it_answered_stored() {
    let build = Build::new();
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("board.db");
    let database = file.to_str().unwrap().to_owned();
    let codes: Vec<String> = (0..24).map(|order| games::twenty48(23, 4, order)).collect();
    let mut server = Server::start(build.path(), &database);
    let stored: Arc<Mutex<Vec<String>>> = Arc::default();
    let started = Instant::now();
    let senders: Vec<_> = (0..4)
        .map(|sender| {
            let (addr, codes, stored) = (server.addr.clone(), codes.clone(), Arc::clone(&stored));
            std::thread::spawn(move || {
                // Each sender a player per game, over and over, until the server is gone.
                for round in 0.. {
                    let code = &codes[(sender + round * 4) % codes.len()];
                    let player = token((sender * 100_000 + round) as u32);
                    match request(
                        &addr,
                        "POST",
                        "/api/entries",
                        Some(&player),
                        Some(&submission(code)),
                    ) {
                        Some((201, body)) => {
                            let id = json(&body)["entry"]["id"].as_str().unwrap().to_owned();
                            stored.lock().unwrap().push(id);
                        }
                        Some((409, _)) => {} // another player has this game: no matter
                        Some((status, body)) => panic!("{status} {body}"),
                        None if started.elapsed() > Duration::from_secs(60) => panic!("no answer"),
                        None => return,
                    }
                }
            })
        })
        .collect();
    // Let it store some, then kill it mid-flight.
    while stored.lock().unwrap().len() < 20 {
        assert!(started.elapsed() < Duration::from_secs(60), "too slow");
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill_9();
    for sender in senders {
        sender.join().unwrap();
    }
    let acknowledged = stored.lock().unwrap().clone();
    let check = Command::new(SERVER)
        .args(["--database", &database, "--check-database"])
        .output()
        .unwrap();
    assert!(check.status.success(), "{check:?}");
    assert_eq!(String::from_utf8_lossy(&check.stdout).trim(), "ok");
    let server = Server::start(build.path(), &database);
    for id in &acknowledged {
        let (status, body) = request(
            &server.addr,
            "GET",
            &format!("/api/entries/{id}"),
            None,
            None,
        )
        .unwrap();
        assert_eq!(status, 200, "{id} was answered stored, then lost: {body}");
    }
    eprintln!(
        "{} games answered stored before the kill, all there after",
        acknowledged.len()
    );
}
