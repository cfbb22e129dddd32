//! Races across server processes on one PostgreSQL database: a player on each of two
//! servers race each other (their events through LISTEN/NOTIFY), and a third server,
//! started once the race is under way, catches up from the events kept; a player forgotten
//! through a server that holds no room of their race is forgotten by the one that does.
//! Skipped without `EXPONENTORUS_TEST_POSTGRES`.

mod support;

use serde_json::json;
use server::leaderboard::player::PlayerKey;
use server::leaderboard::store::FORGOTTEN_NAME;
use server::race::hub::RaceLimits;
use support::api::{Database, POSTGRES_ENV, token};
use support::race::{RaceServer, legal_move, seed_of};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgresql_database_race_a_player_through_each() {
    let Some(database) = Database::postgres().await else {
        eprintln!("skipped: {POSTGRES_ENV} is not set");
        return;
    };
    // The players play as fast as the servers answer: no limit of messages a second.
    let limits = RaceLimits {
        messages_per_second: 0,
        ..RaceLimits::default()
    };
    let (one, two) = (
        RaceServer::start(&database, limits).await,
        RaceServer::start(&database, limits).await,
    );
    let id = one.race(&token(1), 3, 0).await;
    let mut ann = one.socket(&id).await;
    ann.join(1, "Ann").await;
    ann.next_of("joined").await;
    let mut bob = two.socket(&id).await;
    bob.join(2, "Bob").await;
    assert_eq!(bob.next_of("joined").await["seat"], 1);
    ann.until(|m| m["type"] == "room" && m["players"].as_array().unwrap().len() == 2)
        .await;
    // Everyone ready starts it, whichever server each is on.
    ann.send(json!({ "type": "ready", "ready": true })).await;
    bob.send(json!({ "type": "ready", "ready": true })).await;
    let dealt = bob.until(|m| m["phase"] == "racing").await;
    assert_eq!(
        ann.until(|m| m["phase"] == "racing").await["seed"],
        dealt["seed"]
    );
    let seed = seed_of(&dealt);
    // Ann plays on server one; Bob, on server two, sees each move verified.
    let mut log = Vec::new();
    for n in 1..=3 {
        let m = legal_move(seed, 3, &log).unwrap();
        log.push(m);
        ann.send(json!({ "type": "move", "n": n, "m": m })).await;
        let seen = bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;
        assert_eq!(seen["moves"], n);
    }
    // A third server, started now, catches up from the events kept.
    let three = RaceServer::start(&database, limits).await;
    let mut watcher = three.socket(&id).await;
    watcher.send(json!({ "type": "watch" })).await;
    let room = watcher.next_of("room").await;
    assert_eq!(room["players"][0]["log"], json!(log));
    // Both play their boards out; the end reaches every server.
    let mut bob_log = Vec::new();
    let mut playing = [true, true];
    while playing.iter().any(|&on| on) {
        for (seat, player, moves) in [(0, &mut ann, &mut log), (1, &mut bob, &mut bob_log)] {
            if !playing[seat] {
                continue;
            }
            match legal_move(seed, 3, moves) {
                Some(m) => {
                    moves.push(m);
                    player
                        .send(json!({ "type": "move", "n": moves.len(), "m": m }))
                        .await;
                    watcher
                        .until(|msg| {
                            msg["type"] == "moved"
                                && msg["seat"] == seat
                                && msg["moves"] == moves.len()
                        })
                        .await;
                }
                None => playing[seat] = false,
            }
        }
    }
    let over = watcher.until(|m| m["phase"] == "over").await;
    assert_eq!(over["players"][1]["log"], json!(bob_log));
    assert_eq!(
        ann.until(|m| m["phase"] == "over").await["players"],
        over["players"]
    );
    // The results are kept once, whichever server saw the end first.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let (rows,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM race_players WHERE race_id = $1 AND code IS NOT NULL")
            .bind(&id)
            .fetch_one(one.store.pool())
            .await
            .unwrap();
    assert_eq!(rows, 2);
    drop((one, two, three));
    database.drop_now().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_forgotten_through_another_server_is_forgotten_by_the_one_racing_them() {
    let Some(database) = Database::postgres().await else {
        eprintln!("skipped: {POSTGRES_ENV} is not set");
        return;
    };
    let limits = RaceLimits {
        messages_per_second: 0,
        ..RaceLimits::default()
    };
    let (one, two) = (
        RaceServer::start(&database, limits).await,
        RaceServer::start(&database, limits).await,
    );
    let id = one.race(&token(1), 3, 0).await;
    let ann_name = "Ann Forgetme";
    let (mut ann, mut bob) = support::race::lobby_of(&one, &id, ann_name).await;
    let dealt = support::race::started(&mut ann, &mut bob).await;
    let mut log = Vec::new();
    assert!(support::race::play(&mut ann, seed_of(&dealt), 3, &mut log).await);
    bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;
    // Server two holds no room of the race: its forget goes through the race's log.
    assert_eq!(two.forget(&token(1)).await, 200);
    bob.until(|m| m["type"] == "room" && m["players"][0]["name"] == FORGOTTEN_NAME)
        .await;
    ann.send(json!({ "type": "leave" })).await;
    bob.send(json!({ "type": "leave" })).await;
    bob.until(|m| m["phase"] == "over").await;
    one.kept(&id).await;
    let ann_hash = PlayerKey::from_token(&token(1)).unwrap();
    assert_eq!(
        one.traces(&[ann_name, ann_hash.as_str()]).await,
        Vec::<String>::new()
    );
    drop((one, two));
    database.drop_now().await;
}
