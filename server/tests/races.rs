//! Races through real sockets, on SQLite and (when `EXPONENTORUS_TEST_POSTGRES` names a
//! server) PostgreSQL: two players race to the end, one drops and comes back, someone
//! watches; and every kind of bad input is refused in words or closed with a reason.

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use server::leaderboard::player::PlayerKey;
use server::leaderboard::store::FORGOTTEN_NAME;
use server::race::hub::RaceLimits;
use support::api::{Database, token};
use support::race::{RaceServer, legal_move, lobby_of_two, on_every_store, play, seed_of, started};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_race_to_the_end_a_watcher_sees_it_and_the_link_keeps_the_results() {
    on_every_store(|server| async move {
        let id = server.race(&token(1), 3, 0).await;
        let (mut ann, mut bob) = lobby_of_two(&server, &id).await;
        let dealt = started(&mut ann, &mut bob).await;
        let (seed, size) = (seed_of(&dealt), 3);
        let mut watcher = server.socket(&id).await;
        watcher.send(json!({ "type": "watch" })).await;
        assert_eq!(watcher.next_of("room").await["phase"], "racing");
        let (mut ann_log, mut bob_log) = (Vec::new(), Vec::new());
        let (mut ann_on, mut bob_on) = (true, true);
        while ann_on || bob_on {
            if ann_on {
                ann_on = play(&mut ann, seed, size, &mut ann_log).await;
                if ann_on {
                    let own = ann
                        .until(|m| m["type"] == "refused" || m["type"] == "moved" && m["seat"] == 0)
                        .await;
                    assert_eq!(own["type"], "moved", "{own}");
                    let seen = bob.until(|m| m["type"] == "moved" && m["seat"] == 0).await;
                    assert_eq!(seen["moves"], ann_log.len());
                }
            }
            if bob_on {
                bob_on = play(&mut bob, seed, size, &mut bob_log).await;
                if bob_on {
                    ann.until(|m| m["type"] == "moved" && m["seat"] == 1).await;
                }
            }
        }
        let over = watcher.until(|m| m["phase"] == "over").await;
        let ann_game = &over["players"][0];
        assert_eq!(ann_game["moves"], ann_log.len());
        assert_eq!(ann_game["log"], json!(ann_log));
        assert!(ann_game["over"].as_bool().unwrap());
        // The link, opened later, shows the standings as kept.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut later = server.socket(&id).await;
        later.send(json!({ "type": "watch" })).await;
        let kept = later.next_of("room").await;
        assert_eq!(kept["phase"], "over");
        assert_eq!(kept["players"][1]["score"], over["players"][1]["score"]);
        let (code,): (String,) =
            sqlx::query_as("SELECT code FROM race_players WHERE race_id = $1 AND seat = 0")
                .bind(&id)
                .fetch_one(server.store.pool())
                .await
                .unwrap();
        let replayed = rules::replay_code::decode(&code).unwrap().summary();
        assert_eq!(replayed.moves as usize, ann_log.len());
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_player_comes_back_to_the_server_s_moves_and_a_leaver_s_score_stands() {
    on_every_store(|server| async move {
        let id = server.race(&token(1), 4, 2).await;
        let (mut ann, mut bob) = lobby_of_two(&server, &id).await;
        let dealt = started(&mut ann, &mut bob).await;
        let seed = seed_of(&dealt);
        let mut log = Vec::new();
        for _ in 0..3 {
            play(&mut bob, seed, 4, &mut log).await;
            bob.until(|m| m["type"] == "moved" && m["seat"] == 1).await;
        }
        drop(bob);
        let gone = ann.until(|m| m["type"] == "player").await;
        assert_eq!(
            (gone["seat"].clone(), gone["online"].clone()),
            (json!(1), json!(false))
        );
        let mut back = server.socket(&id).await;
        back.join(2, "Bob").await;
        let room = back.next_of("room").await;
        assert_eq!(room["players"][1]["log"], json!(log), "the server's moves");
        assert_eq!(back.next_of("joined").await["seat"], 1);
        // A move sent twice (lost with the socket, sent again) counts once.
        let last = *log.last().unwrap();
        back.send(json!({ "type": "move", "n": 3, "m": last }))
            .await;
        play(&mut back, seed, 4, &mut log).await;
        assert_eq!(
            back.until(|m| m["type"] == "moved" && m["seat"] == 1).await["moves"],
            4
        );
        // Bob leaves: his score stands, and Ann's board alone runs on.
        back.send(json!({ "type": "leave" })).await;
        let left = ann
            .until(|m| m["type"] == "player" && m["left"] == true)
            .await;
        assert_eq!(left["seat"], 1);
        back.send(json!({ "type": "move", "n": 5, "m": 0 })).await;
        assert_eq!(back.next_of("refused").await["error"], "left");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_out_of_turn_or_illegal_or_not_a_player_s_are_refused_with_the_server_s_moves() {
    on_every_store(|server| async move {
        let id = server.race(&token(1), 4, 5).await;
        let (mut ann, mut bob) = lobby_of_two(&server, &id).await;
        bob.send(json!({ "type": "move", "n": 1, "m": 0 })).await;
        assert_eq!(bob.next_of("refused").await["error"], "not_begun");
        bob.send(json!({ "type": "start" })).await;
        assert_eq!(bob.next_of("refused").await["error"], "not_creator");
        let dealt = started(&mut ann, &mut bob).await;
        let seed = seed_of(&dealt);
        let good = legal_move(seed, 4, &[]).unwrap();
        let bad = (0..4).find(|&m| {
            legal_move(seed, 4, &[]).is_some() && {
                let mut game = rules::AnyHistory::deal(rules::Mode::Twenty48, seed, 4).unwrap();
                game.play_packed(m).is_err()
            }
        });
        if let Some(bad) = bad {
            ann.send(json!({ "type": "move", "n": 1, "m": bad })).await;
            let refused = ann.next_of("refused").await;
            assert_eq!(
                (refused["error"].clone(), refused["log"].clone()),
                (json!("illegal_move"), json!([]))
            );
            assert!(
                refused["message"]
                    .as_str()
                    .unwrap()
                    .starts_with("Move 1 is not a legal move")
            );
        }
        ann.send(json!({ "type": "move", "n": 7, "m": good })).await;
        assert_eq!(ann.next_of("refused").await["error"], "out_of_order");
        ann.send(json!({ "type": "move", "n": 1, "m": 9 })).await;
        assert_eq!(
            ann.next_of("refused").await["error"],
            "illegal_move",
            "a number that names no move"
        );
        // Someone who comes after the start watches; their moves are nobody's.
        let mut late = server.socket(&id).await;
        late.join(3, "Cat").await;
        assert_eq!(late.next_of("refused").await["error"], "race_begun");
        late.send(json!({ "type": "move", "n": 1, "m": good }))
            .await;
        assert_eq!(late.next_of("refused").await["error"], "not_in_race");
        let mut watcher = server.socket(&id).await;
        watcher.send(json!({ "type": "watch" })).await;
        watcher.next_of("room").await;
        watcher
            .send(json!({ "type": "ready", "ready": true }))
            .await;
        assert_eq!(watcher.next_of("refused").await["error"], "not_in_race");
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_are_refused_in_words_and_bad_sockets_closed_with_a_reason() {
    let database = Database::sqlite();
    let limits = RaceLimits {
        hello_within: Duration::from_millis(300),
        ..RaceLimits::default()
    };
    let server = RaceServer::start(&database, limits).await;
    let id = server.race(&token(1), 4, 5).await;
    let mut client = server.socket(&id).await;
    for (text, error) in [
        ("not json", "bad_message"),
        (r#"{"type":"dance"}"#, "unknown_message"),
        (r#"{"type":"move","n":1}"#, "bad_message"),
        (
            r#"{"type":"join","token":"t","name":"Ann","x":1}"#,
            "bad_message",
        ),
    ] {
        client.send_text(text.into()).await;
        let refused = client.next_of("refused").await;
        assert_eq!(refused["error"], error, "{text}");
        assert!(refused["message"].as_str().unwrap().ends_with('.'));
    }
    client.send_raw(Message::Binary(vec![1, 2, 3].into())).await;
    assert_eq!(client.next_of("refused").await["error"], "bad_message");
    client
        .send(json!({ "type": "join", "token": token(1), "name": "\u{202E}Ann" }))
        .await;
    assert_eq!(client.next_of("refused").await["error"], "bad_name");
    // A name over 24 characters, then a message over the size limit: closed.
    client.send_text("x".repeat(2_000)).await;
    let (code, reason) = client.closed().await;
    assert_eq!(
        (code, reason.as_str()),
        (1009, "A message is at most 1,024 bytes.")
    );
    // A frame past what the socket reads at all.
    let mut huge = server.socket(&id).await;
    huge.send_raw(Message::Text("y".repeat(100_000).into()))
        .await;
    assert_eq!(huge.closed().await.0, 1009);
    // A token that is not one.
    let mut forged = server.socket(&id).await;
    forged
        .send(json!({ "type": "join", "token": "not-a-token", "name": "Eve" }))
        .await;
    assert_eq!(
        forged.closed().await,
        (
            1008,
            "The player's token must be 32 hexadecimal digits.".into()
        )
    );
    // A socket that says nothing.
    let mut silent = server.socket(&id).await;
    assert_eq!(
        silent.closed().await,
        (1008, "Say join or watch first.".into())
    );
    // No such race.
    let mut nowhere = server.socket("0000000000000000").await;
    assert_eq!(nowhere.next_of("refused").await["error"], "no_such_race");
    assert_eq!(nowhere.closed().await.0, 4004);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_race_a_flood_a_second_window_and_too_many_sockets_are_refused() {
    let database = Database::sqlite();
    let limits = RaceLimits {
        messages_per_second: 5,
        ..RaceLimits::default()
    };
    let server = RaceServer::start(&database, limits).await;
    let id = server.race(&token(0), 4, 5).await;
    let mut players = Vec::new();
    for n in 0..8 {
        let mut player = server.socket(&id).await;
        player.join(n, &format!("P{n}")).await;
        assert_eq!(player.next_of("joined").await["seat"], n);
        players.push(player);
    }
    let mut ninth = server.socket(&id).await;
    ninth.join(8, "Nine").await;
    let full = ninth.next_of("refused").await;
    assert_eq!(full["error"], "race_full");
    // The same player's second window takes the seat; the first is closed, saying why.
    let mut again = server.socket(&id).await;
    again.join(1, "P1").await;
    assert_eq!(again.next_of("joined").await["seat"], 1);
    assert_eq!(
        players[1].closed().await,
        (4001, "You opened this race in another window.".into())
    );
    // A flood: the first ten (twice the rate) pass, then each is refused, then the socket
    // is closed.
    for _ in 0..40 {
        again.send(json!({ "type": "ready", "ready": true })).await;
    }
    let refused = again.next_of("refused").await;
    assert_eq!(refused["error"], "rate_limited");
    assert_eq!(
        again.closed().await,
        (1008, "Too many messages, for too long.".into())
    );
    // An address's sockets beyond its limit are refused before the upgrade.
    let tight_database = Database::sqlite();
    let tight = RaceServer::start(
        &tight_database,
        RaceLimits {
            sockets_per_address: 2,
            ..RaceLimits::default()
        },
    )
    .await;
    let id = tight.race(&token(0), 4, 5).await;
    let (_one, _two) = (tight.socket(&id).await, tight.socket(&id).await);
    let refused =
        tokio_tungstenite::connect_async(format!("ws://{}/api/races/{id}/socket", tight.addr))
            .await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 429);
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
}

#[tokio::test]
async fn a_race_is_made_only_of_a_kind_the_game_offers_and_by_a_player() {
    let database = Database::sqlite();
    let server = RaceServer::start(&database, RaceLimits::default()).await;
    for (body, error) in [
        (
            json!({ "mode": "chess", "size": 4, "minutes": 5 }),
            "bad_race",
        ),
        (
            json!({ "mode": "2048", "size": 9, "minutes": 5 }),
            "bad_race",
        ),
        (
            json!({ "mode": "2048", "size": 4, "minutes": 3 }),
            "bad_race",
        ),
        (json!({ "mode": "2048", "size": 4 }), "bad_json"),
    ] {
        let (status, answer) = server.create(&token(1), body.clone()).await;
        assert_eq!(
            (status >= 400, answer["error"].as_str()),
            (true, Some(error)),
            "{body}"
        );
    }
    let addr = server.addr.to_string();
    let (status, body) = tokio::task::spawn_blocking(move || {
        support::http::request(
            &addr,
            "POST",
            "/api/races",
            None,
            Some(r#"{"mode":"2048","size":4,"minutes":5}"#),
        )
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(status, 401, "{body}");
    let addr = server.addr.to_string();
    let (status, body) = tokio::task::spawn_blocking(move || {
        support::http::request(&addr, "GET", "/api/races", None, None)
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(status, 200);
    assert_eq!(
        serde_json::from_str::<Value>(&body).unwrap()["max_players"],
        8
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forgotten_player_s_races_keep_the_seat_but_not_the_name_or_token() {
    on_every_store(|server| async move {
        let ann = PlayerKey::from_token(&token(1)).unwrap();
        let id = server.race(&token(1), 3, 0).await;
        // The race's results as the end of a race keeps them: Ann's seat, and Bob's.
        for (seat, hash, name) in [(0, ann.as_str(), "Ann"), (1, "bobs-hash", "Bob")] {
            sqlx::query(
                "INSERT INTO race_players (race_id, seat, token_hash, name, score) \
                 VALUES ($1, $2, $3, $4, 10)",
            )
            .bind(&id)
            .bind(seat)
            .bind(hash)
            .bind(name)
            .execute(server.store.pool())
            .await
            .unwrap();
        }
        server.store.forget(&ann).await.unwrap();
        let seats: Vec<(i32, String, String)> = sqlx::query_as(
            "SELECT seat, token_hash, name FROM race_players WHERE race_id = $1 ORDER BY seat",
        )
        .bind(&id)
        .fetch_all(server.store.pool())
        .await
        .unwrap();
        assert_eq!(seats.len(), 2, "both seats stay");
        assert_eq!(seats[0].2, FORGOTTEN_NAME);
        assert_ne!(seats[0].1, ann.as_str());
        assert_eq!(
            (seats[1].1.as_str(), seats[1].2.as_str()),
            ("bobs-hash", "Bob")
        );
        let (creator,): (String,) = sqlx::query_as("SELECT creator_hash FROM races WHERE id = $1")
            .bind(&id)
            .fetch_one(server.store.pool())
            .await
            .unwrap();
        assert_ne!(creator, ann.as_str());
    })
    .await;
}
