//! The leaderboard's rules through the API, on SQLite and on PostgreSQL: a game is stored
//! once, a seed board keeps each player's best, a daily board each player's first game of
//! the day within its window, ranks by score then by the earlier submission.

mod support;

use axum::http::StatusCode;
use rules::daily::seed_of;
use rules::day::Day;
use server::leaderboard::limits::Limits;
use support::api::{on_every_store, token};
use support::games;

fn daily_seed(day: &str) -> u64 {
    seed_of(Day::parse(day).unwrap())
}

#[tokio::test]
async fn a_game_is_stored_once_and_read_back_with_its_rank_and_code() {
    let code = games::exponentorus(42, 9);
    let score = games::score_of(&code);
    on_every_store(Limits::unlimited, |api| {
        let code = code.clone();
        async move {
            let ann = token(1);
            let first = api.submit(&code, &ann, "  Ann ").await;
            assert_eq!(
                first.status,
                StatusCode::CREATED,
                "{}: {:?}",
                api.backend,
                first.body
            );
            assert_eq!(first.body["status"], "stored");
            assert_eq!(
                first.body["message"],
                "Your game is on the board: 1st of 1."
            );
            assert_eq!(first.body["entry"]["score"], score);
            assert_eq!(first.body["entry"]["name"], "Ann");
            assert_eq!(first.body["entry"]["rank"], 1);
            assert_eq!(first.body["entry"]["mine"], true);
            assert_eq!(first.body["board"]["seed"], "42");
            assert_eq!(first.body["board"]["daily"], serde_json::Value::Null);
            // The same code again, even with spaces around it: one entry.
            let again = api.submit(&format!(" {code}\n"), &ann, "Ann").await;
            assert_eq!(again.status, StatusCode::OK);
            assert_eq!(again.body["status"], "already_stored");
            assert_eq!(again.body["entry"]["id"], first.body["entry"]["id"]);

            let board = api.get("/api/boards/exponentorus/9/42", Some(&ann)).await;
            assert_eq!(board.status, StatusCode::OK);
            assert_eq!(board.cache_control.as_deref(), Some("no-store"));
            assert_eq!(board.body["board"]["entries"], 1);
            assert_eq!(board.body["top"].as_array().unwrap().len(), 1);
            assert_eq!(board.body["top"][0]["name"], "Ann");
            assert_eq!(board.body["you"]["rank"], 1);
            let anonymous = api.get("/api/boards/exponentorus/9/42", None).await;
            assert_eq!(anonymous.body["top"][0]["mine"], false);
            assert_eq!(anonymous.body["you"], serde_json::Value::Null);
            assert!(
                !anonymous.body.to_string().contains(&ann),
                "the token is never shown"
            );

            let id = first.body["entry"]["id"].as_str().unwrap();
            let entry = api.get(&format!("/api/entries/{id}"), None).await;
            assert_eq!(entry.status, StatusCode::OK);
            assert_eq!(entry.body["code"], code.as_str());
            assert_eq!(entry.body["entry"]["rank"], 1);
            let other_board = api.get("/api/boards/exponentorus/9/43", None).await;
            assert_eq!(other_board.body["board"]["entries"], 0);
            assert_eq!(other_board.body["top"], serde_json::json!([]));
        }
    })
    .await;
}

#[tokio::test]
async fn a_seed_board_keeps_each_player_s_best_game() {
    let mut codes: Vec<String> = (0..24).map(|order| games::twenty48(7, 4, order)).collect();
    codes.sort_by_key(|code| games::score_of(code));
    codes.dedup_by_key(|code| games::score_of(code));
    let (low, high) = (codes[0].clone(), codes[codes.len() - 1].clone());
    on_every_store(Limits::unlimited, |api| {
        let (low, high) = (low.clone(), high.clone());
        async move {
            let bo = token(2);
            assert_eq!(
                api.submit(&low, &bo, "Bo").await.status,
                StatusCode::CREATED
            );
            let better = api.submit(&high, &bo, "Bo").await;
            assert_eq!(better.status, StatusCode::CREATED, "{:?}", better.body);
            let worse = api.submit(&low, &bo, "Bo").await;
            assert_eq!(worse.status, StatusCode::OK, "{:?}", worse.body);
            assert_eq!(worse.body["status"], "kept_best");
            assert_eq!(worse.body["entry"]["id"], better.body["entry"]["id"]);
            assert!(
                worse.body["message"]
                    .as_str()
                    .unwrap()
                    .contains("stays on the board")
            );
            let board = api.get("/api/boards/2048/4/7", None).await;
            assert_eq!(board.body["board"]["entries"], 1);
            assert_eq!(board.body["top"][0]["score"], games::score_of(&high));
        }
    })
    .await;
}

#[tokio::test]
async fn a_daily_board_counts_each_player_s_first_game_within_its_window() {
    let seed = daily_seed("2026-11-30");
    let first = games::twenty48(seed, 4, 0);
    let second = games::twenty48(seed, 4, 5);
    assert_ne!(first, second);
    on_every_store(Limits::unlimited, |api| {
        let (first, second) = (first.clone(), second.clone());
        async move {
            let cy = token(3);
            api.set_day("2026-11-29", 23);
            let early = api.submit(&first, &cy, "Cy").await;
            assert_eq!(early.status, StatusCode::FORBIDDEN);
            assert_eq!(early.body["error"], "day_not_begun");
            api.set_day("2026-11-30", 0);
            let stored = api.submit(&first, &cy, "Cy").await;
            assert_eq!(stored.status, StatusCode::CREATED, "{:?}", stored.body);
            assert_eq!(stored.body["board"]["daily"], "2026-11-30");
            assert_eq!(stored.body["board"]["closes"], "2026-12-02T00:00:00.000Z");
            assert_eq!(stored.body["board"]["open"], true);
            let practice = api.submit(&second, &cy, "Cy").await;
            assert_eq!(practice.status, StatusCode::CONFLICT);
            assert_eq!(practice.body["error"], "day_counted");
            assert!(
                practice.body["message"]
                    .as_str()
                    .unwrap()
                    .contains("2026-11-30")
            );
            // Another player, offline for the day, sends it the next day: still open.
            api.set_day("2026-12-01", 23);
            let late = api.submit(&second, &token(4), "Di").await;
            assert_eq!(late.status, StatusCode::CREATED, "{:?}", late.body);
            api.set_day("2026-12-02", 0);
            let closed = api.submit(&second, &token(5), "Ed").await;
            assert_eq!(closed.status, StatusCode::FORBIDDEN);
            assert_eq!(closed.body["error"], "board_closed");
            // The answer to a stored game was lost, and it is sent again after the close.
            let retried = api.submit(&second, &token(4), "Di").await;
            assert_eq!(retried.status, StatusCode::OK);
            assert_eq!(retried.body["status"], "already_stored");
            let board = api.get("/api/daily/2048/2026-11-30", None).await;
            assert_eq!(board.status, StatusCode::OK);
            assert_eq!(board.body["board"]["open"], false);
            assert_eq!(board.body["board"]["entries"], 2);
            let same = api.get(&format!("/api/boards/2048/4/{seed}"), None).await;
            assert_eq!(same.body["top"], board.body["top"]);
            for (day, said) in [
                ("2026-12-03", "has not begun"),
                ("2026-10-31", "the first was on 2026-11-01"),
                ("2026-02-30", "no day 2026-02-30"),
                ("yesterday", "not a date"),
            ] {
                let refused = api.get(&format!("/api/daily/2048/{day}"), None).await;
                assert_eq!(refused.status, StatusCode::NOT_FOUND, "{day}");
                let message = refused.body["message"].as_str().unwrap();
                assert!(message.contains(said), "{day}: {message}");
            }
        }
    })
    .await;
}

#[tokio::test]
async fn equal_scores_rank_the_earlier_submission_first_and_a_copied_game_is_refused() {
    let code = games::twenty48(11, 3, 0);
    // The same game on another board: a 3×3 game of seed 11 again, one order later, may
    // score the same; the test makes equal scores by two boards' worth of entries instead.
    on_every_store(Limits::unlimited, |api| {
        let code = code.clone();
        async move {
            let stored = api.submit(&code, &token(6), "Fay").await;
            assert_eq!(stored.status, StatusCode::CREATED);
            let copied = api.submit(&code, &token(7), "Gus").await;
            assert_eq!(copied.status, StatusCode::CONFLICT);
            assert_eq!(copied.body["error"], "taken");
            // Entries of equal score, stored one second apart, straight into the table.
            let pool = api.store.pool();
            let now = api.now.load(std::sync::atomic::Ordering::SeqCst);
            for n in 0..3_i64 {
                let player = format!("{n:064}");
                sqlx::query("INSERT INTO players (token_hash, name, created_us) VALUES ($1, $2, 0)")
                    .bind(&player)
                    .bind(format!("P{n}"))
                    .execute(pool)
                    .await
                    .unwrap();
                sqlx::query(
                    "INSERT INTO entries (id, mode, size, seed, token_hash, score, moves, \
                     top_tile, submitted_us, code) VALUES ($1, '2048', 4, '99', $2, 500, 1, 2, $3, 'x')",
                )
                .bind(format!("{:032x}", 9 - n))
                .bind(&player)
                .bind(now + (2 - n) * 1_000_000)
                .execute(pool)
                .await
                .unwrap();
            }
            sqlx::query("INSERT INTO boards (mode, size, seed, entries) VALUES ('2048', 4, '99', 3)")
                .execute(pool)
                .await
                .unwrap();
            let board = api.get("/api/boards/2048/4/99", None).await;
            let names: Vec<&str> = board.body["top"]
                .as_array()
                .unwrap()
                .iter()
                .map(|entry| entry["name"].as_str().unwrap())
                .collect();
            assert_eq!(names, ["P2", "P1", "P0"], "{}", api.backend);
            let ranks: Vec<i64> = board.body["top"]
                .as_array()
                .unwrap()
                .iter()
                .map(|entry| entry["rank"].as_i64().unwrap())
                .collect();
            assert_eq!(ranks, [1, 2, 3]);
            let id = board.body["top"][1]["id"].as_str().unwrap();
            let entry = api.get(&format!("/api/entries/{id}"), None).await;
            assert_eq!(entry.body["entry"]["rank"], 2);
        }
    })
    .await;
}

#[tokio::test]
async fn a_board_lists_its_top_100_and_the_asking_player_wherever_it_ranks() {
    let code = games::twenty48(5, 5, 3);
    on_every_store(Limits::unlimited, |api| {
        let code = code.clone();
        async move {
            let pool = api.store.pool();
            for n in 0..120_i64 {
                let player = format!("{n:064}");
                sqlx::query("INSERT INTO players (token_hash, name, created_us) VALUES ($1, 'Filler', 0)")
                    .bind(&player)
                    .execute(pool)
                    .await
                    .unwrap();
                sqlx::query(
                    "INSERT INTO entries (id, mode, size, seed, token_hash, score, moves, \
                     top_tile, submitted_us, code) VALUES ($1, '2048', 5, '5', $2, $3, 1, 2, 0, 'x')",
                )
                .bind(format!("{n:032x}"))
                .bind(&player)
                .bind(1_000_000_000 + n)
                .execute(pool)
                .await
                .unwrap();
            }
            sqlx::query("INSERT INTO boards (mode, size, seed, entries) VALUES ('2048', 5, '5', 120)")
                .execute(pool)
                .await
                .unwrap();
            let hal = token(8);
            let stored = api.submit(&code, &hal, "Hal").await;
            assert_eq!(stored.status, StatusCode::CREATED, "{:?}", stored.body);
            assert_eq!(stored.body["entry"]["rank"], 121);
            assert_eq!(stored.body["message"], "Your game is on the board: 121st of 121.");
            let board = api.get("/api/boards/2048/5/5", Some(&hal)).await;
            assert_eq!(board.body["top"].as_array().unwrap().len(), 100);
            assert_eq!(board.body["top"][0]["score"], 1_000_000_119);
            assert_eq!(board.body["you"]["rank"], 121);
            assert_eq!(board.body["you"]["name"], "Hal");
            assert_eq!(board.body["board"]["entries"], 121);
        }
    })
    .await;
}

#[tokio::test]
async fn a_player_is_renamed_on_every_board_and_forgotten_entirely() {
    let codes = [games::twenty48(21, 4, 1), games::exponentorus(21, 5)];
    on_every_store(Limits::unlimited, |api| {
        let codes = codes.clone();
        async move {
            let ivy = token(9);
            for code in &codes {
                assert_eq!(
                    api.submit(code, &ivy, "Ivy").await.status,
                    StatusCode::CREATED
                );
            }
            let other = api
                .submit(&games::twenty48(21, 4, 2), &token(10), "Jo")
                .await;
            assert_eq!(other.status, StatusCode::CREATED);
            let body = serde_json::json!({ "name": " Ivy\u{301} " });
            let renamed = api
                .call(
                    axum::http::Method::PUT,
                    "/api/player/name",
                    Some(&ivy),
                    Some(body.clone()),
                )
                .await;
            assert_eq!(renamed.status, StatusCode::OK, "{:?}", renamed.body);
            assert_eq!(
                renamed.body,
                serde_json::json!({ "name": "Ivý", "entries": 2 })
            );
            let board = api.get("/api/boards/exponentorus/5/21", None).await;
            assert_eq!(board.body["top"][0]["name"], "Ivý");
            let stranger = api
                .call(
                    axum::http::Method::PUT,
                    "/api/player/name",
                    Some(&token(11)),
                    Some(body),
                )
                .await;
            assert_eq!(stranger.status, StatusCode::NOT_FOUND);
            assert_eq!(stranger.body["error"], "no_such_player");

            let id = board.body["top"][0]["id"].as_str().unwrap().to_owned();
            let forgotten = api
                .call(axum::http::Method::DELETE, "/api/player", Some(&ivy), None)
                .await;
            assert_eq!(forgotten.body, serde_json::json!({ "forgotten": 2 }));
            let board = api.get("/api/boards/exponentorus/5/21", None).await;
            assert_eq!(board.body["board"]["entries"], 0);
            assert_eq!(board.body["top"], serde_json::json!([]));
            let seed_board = api.get("/api/boards/2048/4/21", None).await;
            assert_eq!(seed_board.body["board"]["entries"], 1);
            assert_eq!(seed_board.body["top"][0]["name"], "Jo");
            assert_eq!(
                api.get(&format!("/api/entries/{id}"), None).await.status,
                StatusCode::NOT_FOUND
            );
            let again = api
                .call(axum::http::Method::DELETE, "/api/player", Some(&ivy), None)
                .await;
            assert_eq!(again.body, serde_json::json!({ "forgotten": 0 }));
            // Forgotten, the same game can be sent again, as new.
            assert_eq!(
                api.submit(&codes[0], &ivy, "Ivy").await.status,
                StatusCode::CREATED
            );
        }
    })
    .await;
}
