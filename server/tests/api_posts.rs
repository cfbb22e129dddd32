//! What a post leaves behind, on SQLite and on PostgreSQL: a refused post nothing at all
//! (no player made, no name changed), and posts sent together each their true answer.

mod support;

use axum::http::{Method, StatusCode};
use rules::daily::seed_of;
use rules::day::Day;
use serde_json::{Value, json};
use server::leaderboard::limits::Limits;
use support::api::{Api, on_every_store, token};
use support::games;

/// How many players the database holds.
async fn players(api: &Api) -> i64 {
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM players")
        .fetch_one(api.store.pool())
        .await
        .unwrap();
    count
}

/// `PUT api/player/name` as `token`.
async fn rename(api: &Api, token: &str, name: &str) -> support::api::Json {
    api.call(
        Method::PUT,
        "/api/player/name",
        Some(token),
        Some(json!({ "name": name })),
    )
    .await
}

#[tokio::test]
async fn a_refused_post_makes_no_player_and_renames_none() {
    let taken = games::twenty48(31, 4, 0);
    let seed = seed_of(Day::parse("2026-11-30").unwrap());
    let (first_of_day, second_of_day) = (games::twenty48(seed, 4, 0), games::twenty48(seed, 4, 5));
    let elsewhere = games::twenty48(32, 4, 0);
    on_every_store(Limits::unlimited, |api| {
        let (taken, first_of_day, second_of_day, elsewhere) = (
            taken.clone(),
            first_of_day.clone(),
            second_of_day.clone(),
            elsewhere.clone(),
        );
        async move {
            let (ann, bob, cy) = (token(1), token(2), token(3));
            assert_eq!(
                api.submit(&taken, &ann, "Ann").await.status,
                StatusCode::CREATED
            );
            let copied = api.submit(&taken, &bob, "Bob").await;
            assert_eq!(copied.status, StatusCode::CONFLICT, "{}", api.backend);
            assert_eq!(copied.body["error"], "taken");
            // Bob has no entry, so no name to change: as if he had never posted.
            let renamed = rename(&api, &bob, "Bob").await;
            assert_eq!(
                renamed.status,
                StatusCode::NOT_FOUND,
                "{}: {:?}",
                api.backend,
                renamed.body
            );
            assert_eq!(renamed.body["error"], "no_such_player");
            assert_eq!(players(&api).await, 1, "{}", api.backend);

            // Cy's day is counted; a second game of it under another name changes nothing.
            for code in [&first_of_day, &elsewhere] {
                let stored = api.submit(code, &cy, "Cy").await;
                assert_eq!(stored.status, StatusCode::CREATED, "{:?}", stored.body);
            }
            let counted = api.submit(&second_of_day, &cy, "Zed").await;
            assert_eq!(counted.status, StatusCode::CONFLICT);
            assert_eq!(counted.body["error"], "day_counted");
            let points = games::score_of(&first_of_day).to_string();
            // The points as written for people, with thousands' commas.
            let message = counted.body["message"].as_str().unwrap().replace(',', "");
            assert!(message.contains(&format!("({points} points)")), "{message}");
            for board in ["/api/daily/2048/2026-11-30", "/api/boards/2048/4/32"] {
                let read = api.get(board, Some(&cy)).await;
                assert_eq!(read.body["you"]["name"], "Cy", "{}: {board}", api.backend);
                assert_eq!(read.body["board"]["entries"], 1, "{board}");
            }
            assert_eq!(players(&api).await, 2);
        }
    })
    .await;
}

/// One round's eight answers, checked against the player's entry as it ended: each game
/// either stored (then the entry as the answer read it is the game itself) or kept out by
/// a better or equal game stored by another answer; the stored ones in a row of rising
/// scores, the best of them the entry that stays.
fn check_round(backend: &str, codes: &[String], answers: &[support::api::Json], last: &Value) {
    let mut stored = Vec::new();
    for (code, answer) in codes.iter().zip(answers) {
        let said = format!("{backend}: {:?}", answer.body);
        let score = games::score_of(code);
        let entry = &answer.body["entry"];
        assert_eq!(entry["rank"], 1, "{said}");
        assert_eq!(answer.body["board"]["entries"], 1, "{said}");
        match (answer.status, answer.body["status"].as_str()) {
            (StatusCode::CREATED, Some("stored")) => {
                assert_eq!(entry["score"], score, "{said}");
                stored.push((score, entry["id"].clone()));
            }
            (StatusCode::OK, Some("kept_best")) => {
                assert!(entry["score"].as_u64().unwrap() >= score, "{said}");
            }
            _ => panic!("not an answer a post of a new game may get: {said}"),
        }
    }
    let kept_ids: Vec<&Value> = stored.iter().map(|(_, id)| id).collect();
    for answer in answers.iter().filter(|a| a.body["status"] == "kept_best") {
        assert!(
            kept_ids.contains(&&answer.body["entry"]["id"]),
            "{backend}: a kept entry no post stored: {:?}",
            answer.body
        );
    }
    stored.sort_by_key(|(score, _)| *score);
    assert!(
        stored.windows(2).all(|pair| pair[0].0 < pair[1].0),
        "{backend}: two games of equal score both stored: {stored:?}"
    );
    let best = codes.iter().map(|code| games::score_of(code)).max();
    let (top_score, top_id) = stored.last().expect("one post stores");
    assert_eq!(Some(*top_score), best, "{backend}");
    assert_eq!(&last["id"], top_id, "{backend}");
    assert_eq!(last["score"], *top_score, "{backend}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn games_of_one_seed_posted_together_each_get_their_true_answer() {
    // Rounds of 8 different finished games of one seed, from one player, sent at once;
    // a seed a round, so each round starts on an empty board. Enough rounds that a
    // wrong answer, which a round shows only now and then, is seen.
    const ROUNDS: u64 = 40;
    let rounds: Vec<Vec<String>> = (0..ROUNDS)
        .map(|round| {
            let mut codes: Vec<String> = (0..24)
                .map(|order| games::twenty48(900 + round, 4, order))
                .collect();
            codes.sort();
            codes.dedup();
            assert!(codes.len() >= 8, "seed {}", 900 + round);
            // Spread over the orders, so that the scores differ.
            (0..8).map(|n| codes[n * codes.len() / 8].clone()).collect()
        })
        .collect();
    on_every_store(Limits::unlimited, |api| {
        let rounds = rounds.clone();
        async move {
            let dee = token(4);
            for (round, codes) in (0..).zip(&rounds) {
                let posts = codes
                    .iter()
                    .map(|code| (code.clone(), dee.clone(), "Dee".to_owned()))
                    .collect();
                let answers = api.submit_together(posts).await;
                let board = api
                    .get(&format!("/api/boards/2048/4/{}", 900 + round), Some(&dee))
                    .await;
                assert_eq!(board.body["board"]["entries"], 1, "{}", api.backend);
                check_round(api.backend, codes, &answers, &board.body["you"]);
            }
        }
    })
    .await;
}
