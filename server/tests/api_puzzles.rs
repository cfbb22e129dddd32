//! Puzzles from real games (docs/RULES.md §21), on SQLite and on PostgreSQL: a game newly
//! stored is mined after its post is answered and its puzzles read by id; an id that does
//! not read or names no puzzle is a sentence; Forget me takes the player's puzzles too.

mod support;

use axum::http::{Method, StatusCode};
use server::leaderboard::limits::Limits;
use server::leaderboard::puzzles;
use server::leaderboard::store::PuzzleRow;
use std::time::Duration;
use support::api::{Api, on_every_store, token};
use support::games;

/// The first 2048 game of seed 41 (by the order of its slides) that has a puzzle, and its
/// puzzles as the server mines them.
fn game_with_puzzles() -> (String, Vec<PuzzleRow>) {
    (0..24)
        .map(|order| games::twenty48(41, 4, order))
        .find_map(|code| {
            let found = puzzles::mine(&code);
            (!found.is_empty()).then_some((code, found))
        })
        .expect("a game with a puzzle")
}

/// How many puzzles the database keeps.
async fn kept(api: &Api) -> i64 {
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM puzzles")
        .fetch_one(api.store.pool())
        .await
        .unwrap();
    count
}

/// Waits for the store to keep `count` puzzles: the mining runs after the post's answer,
/// so the test waits for what it writes (at most 30 s, a debug build on a busy machine).
async fn until_kept(api: &Api, count: usize) {
    for _ in 0..600 {
        if kept(api).await == count as i64 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{count} puzzles were never kept: {}", kept(api).await);
}

#[tokio::test]
async fn a_stored_game_is_mined_after_its_answer_and_its_puzzles_read_by_id() {
    let (code, found) = game_with_puzzles();
    on_every_store(Limits::unlimited, |api| {
        let (code, found) = (code.clone(), found.clone());
        async move {
            let posted = api.submit(&code, &token(1), "Ada").await;
            assert_eq!(posted.status, StatusCode::CREATED, "{:?}", posted.body);
            until_kept(&api, found.len()).await;
            for puzzle in &found {
                let read = api.get(&format!("/api/puzzles/{}", puzzle.id), None).await;
                assert_eq!(read.status, StatusCode::OK, "{:?}", read.body);
                assert_eq!(read.body["id"], puzzle.id.as_str());
                assert_eq!(read.body["mode"], "2048");
                assert_eq!(read.body["code"], puzzle.code.as_str());
                assert_eq!(read.body["answer"], puzzle.answer);
                assert_eq!(read.body["margin"], puzzle.margin);
                assert_eq!(puzzle.id, puzzles::puzzle_id(&puzzle.code));
                // The position is the game up to the move asked for: a start of it.
                let position = rules::replay_code::decode(&puzzle.code).unwrap();
                let whole = rules::replay_code::decode(&code).unwrap();
                assert!(position.logged_moves() < whole.logged_moves());
            }
            // The same game again is stored already: nothing more is mined.
            let again = api.submit(&code, &token(1), "Ada").await;
            assert_eq!(again.status, StatusCode::OK);
            assert_eq!(kept(&api).await, found.len() as i64);
        }
    })
    .await;
}

#[tokio::test]
async fn a_puzzle_id_that_does_not_read_or_names_none_is_a_sentence() {
    on_every_store(Limits::unlimited, |api| async move {
        for id in [
            "zzz",
            "000000000000",
            "ABCDEF012345",
            "0123456789abc",
            "%20",
        ] {
            let read = api.get(&format!("/api/puzzles/{id}"), None).await;
            assert_eq!(read.status, StatusCode::NOT_FOUND, "{id}");
            assert_eq!(read.body["error"], "no_such_puzzle", "{id}");
            assert!(
                read.body["message"]
                    .as_str()
                    .is_some_and(|m| m.starts_with("No puzzle has that id")),
                "{id}: {:?}",
                read.body
            );
        }
    })
    .await;
}

#[tokio::test]
async fn forget_me_takes_the_player_s_puzzles() {
    let (code, found) = game_with_puzzles();
    on_every_store(Limits::unlimited, |api| {
        let (code, found) = (code.clone(), found.clone());
        async move {
            let posted = api.submit(&code, &token(2), "Bo").await;
            assert_eq!(posted.status, StatusCode::CREATED, "{:?}", posted.body);
            until_kept(&api, found.len()).await;
            let forgot = api
                .call(Method::DELETE, "/api/player", Some(&token(2)), None)
                .await;
            assert_eq!(forgot.status, StatusCode::OK, "{:?}", forgot.body);
            assert_eq!(kept(&api).await, 0);
            let read = api
                .get(&format!("/api/puzzles/{}", found[0].id), None)
                .await;
            assert_eq!(read.status, StatusCode::NOT_FOUND);
        }
    })
    .await;
}

#[tokio::test]
async fn the_puzzle_of_the_day_is_hunted_from_the_daily_game_where_none_is_kept() {
    let day = rules::day::Day::parse("2026-12-04").unwrap();
    let hunted = rules::puzzle::daily(rules::Mode::Twenty48, day);
    let code = hunted.position.replay_code().unwrap();
    on_every_store(Limits::unlimited, |api| {
        let code = code.clone();
        async move {
            api.set_day("2026-12-04", 10);
            for _ in 0..2 {
                // The second time from what the first hunted.
                let read = api.get("/api/puzzles/daily/2048", None).await;
                assert_eq!(read.status, StatusCode::OK, "{:?}", read.body);
                assert_eq!(read.body["id"], "2048-2026-12-04");
                assert_eq!(read.body["code"], code.as_str());
                assert_eq!(read.body["answer"], hunted.found.answer);
                assert_eq!(read.body["margin"], hunted.found.margin);
            }
            let none = api.get("/api/puzzles/daily/chess", None).await;
            assert_eq!(none.status, StatusCode::NOT_FOUND);
            assert_eq!(none.body["error"], "no_such_puzzle");
        }
    })
    .await;
}

#[tokio::test]
async fn the_puzzle_of_the_day_is_one_of_those_kept_before_the_day_began() {
    let (code, found) = game_with_puzzles();
    let mut ids: Vec<String> = found.iter().map(|p| p.id.clone()).collect();
    ids.sort();
    on_every_store(Limits::unlimited, |api| {
        let (code, found, ids) = (code.clone(), found.clone(), ids.clone());
        async move {
            api.set_day("2026-12-04", 10);
            let posted = api.submit(&code, &token(3), "Cy").await;
            assert_eq!(posted.status, StatusCode::CREATED, "{:?}", posted.body);
            until_kept(&api, found.len()).await;
            // Kept today: not yet a puzzle of the day.
            let today = api.get("/api/puzzles/daily/2048", None).await;
            assert_eq!(today.body["id"], "2048-2026-12-04");
            api.set_day("2026-12-05", 0);
            let tomorrow = api.get("/api/puzzles/daily/2048", None).await;
            assert_eq!(tomorrow.status, StatusCode::OK, "{:?}", tomorrow.body);
            let number = rules::day::Day::parse("2026-12-05").unwrap().number() as usize;
            assert_eq!(tomorrow.body["id"], ids[number % ids.len()].as_str());
        }
    })
    .await;
}
