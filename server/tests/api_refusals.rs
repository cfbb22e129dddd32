//! What the API refuses, and how: each a 4xx with a JSON sentence (a 429 with
//! `Retry-After`, a 503 past the time limit), on SQLite and on PostgreSQL.

mod support;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::json;
use server::leaderboard::limits::Limits;
use std::time::Duration;
use support::api::{Api, on_every_store, token};
use support::games;

#[tokio::test]
async fn games_that_cannot_rank_are_refused_with_the_reason() {
    let finished = games::twenty48(31, 4, 0);
    let mut bytes = rules::text_code::decode(&finished).unwrap();
    // One slide's bits changed (the checksum fixed): the replay finds the move illegal or
    // the game no longer over; either way the code is refused by what its moves do.
    let cases = [
        (games::unfinished(31, 10), "not_over"),
        (games::with_undo(31), "not_ranked"),
        (games::by_the_solver(31), "not_ranked"),
        (games::exponentorus(3, 3), "no_such_board"),
        ("AQk".to_owned(), "bad_code"),
        ("not a code!".to_owned(), "bad_code"),
        (String::new(), "bad_code"),
        (
            {
                let at = bytes.len() - 3;
                bytes[at] ^= 0b0101_0000;
                seal(&mut bytes)
            },
            "*",
        ),
    ];
    on_every_store(Limits::unlimited, |api| {
        let cases = cases.clone();
        async move {
            for (code, error) in &cases {
                let refused = api.submit(code, &token(1), "Ann").await;
                assert_eq!(
                    refused.status,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "{code}: {:?}",
                    refused.body
                );
                if *error != "*" {
                    assert_eq!(refused.body["error"], *error, "{:?}", refused.body);
                }
                let message = refused.body["message"].as_str().unwrap();
                assert!(message.ends_with('.') && message.len() > 20, "{message}");
            }
            let board = api.get("/api/boards/2048/4/31", None).await;
            assert_eq!(board.body["board"]["entries"], 0);
        }
    })
    .await;
}

/// `bytes` with their checksum made right again, as a code.
fn seal(bytes: &mut [u8]) -> String {
    let body_len = bytes.len() - 2;
    let hash = rules::text_code::checksum(&bytes[..body_len]);
    let check = ((hash >> 16) as u16 ^ hash as u16).to_be_bytes();
    bytes[body_len..].copy_from_slice(&check);
    rules::text_code::encode(bytes)
}

#[tokio::test]
async fn an_illegal_move_is_named_by_its_step() {
    // A 3×3 ExponenTorus game's moves are 5 bits; the first move replaced by a number that
    // names no swap (31) is illegal at step 1.
    let history = games::exponentorus_history(5, 5);
    let code = rules::replay_code::encode(&history).unwrap();
    let mut bytes = rules::text_code::decode(&code).unwrap();
    let moves_at = bytes.len() - 2 - (history.log().len() * 6).div_ceil(8);
    bytes[moves_at] = 0xff;
    let tampered = seal(&mut bytes);
    on_every_store(Limits::unlimited, |api| {
        let tampered = tampered.clone();
        async move {
            let refused = api.submit(&tampered, &token(1), "Ann").await;
            assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
            assert_eq!(refused.body["error"], "illegal_move", "{:?}", refused.body);
            assert_eq!(refused.body["step"], 1);
            let message = refused.body["message"].as_str().unwrap();
            assert!(
                message.starts_with("Move 1 of the replay is not a legal move"),
                "{message}"
            );
        }
    })
    .await;
}

#[tokio::test]
async fn requests_that_do_not_read_are_refused_in_words() {
    let code = games::twenty48(41, 4, 0);
    on_every_store(Limits::unlimited, |api| {
        let code = code.clone();
        async move {
            let body = json!({ "code": code, "name": "Ann" });
            let cases: Vec<(Request<Body>, StatusCode, &str)> = vec![
                (
                    post(None, "application/json", body.to_string()),
                    StatusCode::UNAUTHORIZED,
                    "no_token",
                ),
                (
                    post(Some("Bearer 123"), "application/json", body.to_string()),
                    StatusCode::BAD_REQUEST,
                    "bad_token",
                ),
                (
                    post(Some("Token abc"), "application/json", body.to_string()),
                    StatusCode::BAD_REQUEST,
                    "bad_token",
                ),
                (
                    post(Some(&bearer()), "text/plain", body.to_string()),
                    StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    "not_json",
                ),
                (
                    post(Some(&bearer()), "application/json", "{\"code\":".into()),
                    StatusCode::BAD_REQUEST,
                    "bad_json",
                ),
                (
                    post(Some(&bearer()), "application/json", "[]".into()),
                    StatusCode::BAD_REQUEST,
                    "bad_json",
                ),
                (
                    post(
                        Some(&bearer()),
                        "application/json",
                        json!({ "code": code }).to_string(),
                    ),
                    StatusCode::BAD_REQUEST,
                    "bad_json",
                ),
                (
                    post(
                        Some(&bearer()),
                        "application/json",
                        json!({ "code": code, "name": "" }).to_string(),
                    ),
                    StatusCode::BAD_REQUEST,
                    "bad_name",
                ),
                (
                    post(
                        Some(&bearer()),
                        "application/json",
                        json!({ "code": code, "name": "a\u{202e}b" }).to_string(),
                    ),
                    StatusCode::BAD_REQUEST,
                    "bad_name",
                ),
                (
                    post(
                        Some(&bearer()),
                        "application/json",
                        format!("{{\"code\":\"{}\",\"name\":\"x\"}}", "A".repeat(300_000)),
                    ),
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "too_large",
                ),
                (get("/api/unknown"), StatusCode::NOT_FOUND, "not_found"),
                (get("/api"), StatusCode::NOT_FOUND, "not_found"),
                (get("/api/"), StatusCode::NOT_FOUND, "not_found"),
                (
                    Request::builder()
                        .method(Method::OPTIONS)
                        .uri("/api/entries")
                        .body(Body::empty())
                        .unwrap(),
                    StatusCode::METHOD_NOT_ALLOWED,
                    "method_not_allowed",
                ),
                (
                    get("/api/boards/exponentorus/9"),
                    StatusCode::NOT_FOUND,
                    "not_found",
                ),
                (
                    get("/api/boards/chess/9/1"),
                    StatusCode::NOT_FOUND,
                    "no_such_board",
                ),
                (
                    get("/api/boards/exponentorus/8/1"),
                    StatusCode::NOT_FOUND,
                    "no_such_board",
                ),
                (
                    get("/api/boards/exponentorus/9/%FF"),
                    StatusCode::NOT_FOUND,
                    "not_found",
                ),
                (
                    get("/api/entries/nothex"),
                    StatusCode::NOT_FOUND,
                    "no_such_entry",
                ),
                (
                    get("/api/entries/0123456789abcdef0123456789abcdef"),
                    StatusCode::NOT_FOUND,
                    "no_such_entry",
                ),
                (
                    get("/api/entries"),
                    StatusCode::METHOD_NOT_ALLOWED,
                    "method_not_allowed",
                ),
                (
                    Request::builder()
                        .method(Method::DELETE)
                        .uri("/api/boards/2048/4/1")
                        .body(Body::empty())
                        .unwrap(),
                    StatusCode::METHOD_NOT_ALLOWED,
                    "method_not_allowed",
                ),
                (
                    Request::builder()
                        .method(Method::DELETE)
                        .uri("/api/player")
                        .body(Body::empty())
                        .unwrap(),
                    StatusCode::UNAUTHORIZED,
                    "no_token",
                ),
            ];
            for (request, status, error) in cases {
                let described = format!("{} {}", request.method(), request.uri());
                let answer = api.raw(request).await;
                assert_eq!(answer.status, status, "{described}: {:?}", answer.body);
                assert_eq!(
                    answer.body["error"], error,
                    "{described}: {:?}",
                    answer.body
                );
                let message = answer.body["message"].as_str().unwrap();
                assert!(message.ends_with('.'), "{described}: {message}");
            }
            // The files beside the API are served as before.
            let health = api.raw(get("/health")).await;
            assert_eq!(health.status, StatusCode::OK);
        }
    })
    .await;
}

fn bearer() -> String {
    format!("Bearer {}", token(1))
}

fn post(authorization: Option<&str>, content_type: &str, body: String) -> Request<Body> {
    let mut request = Request::builder()
        .method(Method::POST)
        .uri("/api/entries")
        .header("content-type", content_type);
    if let Some(authorization) = authorization {
        request = request.header("authorization", authorization);
    }
    request.body(Body::from(body)).unwrap()
}

fn get(path: &str) -> Request<Body> {
    Request::builder().uri(path).body(Body::empty()).unwrap()
}

#[tokio::test]
async fn a_client_over_its_allowance_is_told_when_to_come_back() {
    let limits = || Limits::new(3, 2, Duration::from_secs(15), false);
    on_every_store(limits, |api| async move {
        for _ in 0..3 {
            assert_eq!(
                api.get("/api/boards/2048/4/1", None).await.status,
                StatusCode::OK
            );
        }
        let limited = api.get("/api/boards/2048/4/1", None).await;
        assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(limited.body["error"], "rate_limited");
        let wait: u64 = limited.retry_after.as_deref().unwrap().parse().unwrap();
        assert!((1..=20).contains(&wait), "{wait}");
        assert!(
            limited.body["message"]
                .as_str()
                .unwrap()
                .contains(&format!("wait {wait} second"))
        );
        // Writes have their own allowance.
        for (n, status) in [
            (1, StatusCode::OK),
            (2, StatusCode::OK),
            (3, StatusCode::TOO_MANY_REQUESTS),
        ] {
            let forgot = api
                .call(Method::DELETE, "/api/player", Some(&token(n)), None)
                .await;
            assert_eq!(forgot.status, status, "{n}");
        }
        // The game's files are never limited.
        assert_eq!(api.raw(get("/health")).await.status, StatusCode::OK);
    })
    .await;
}

#[tokio::test]
async fn a_request_over_its_time_limit_is_a_503_that_says_so() {
    // The database is held locked by another connection for the whole request, so the
    // post cannot finish within any limit: the answer must be the time limit's.
    let limits = || Limits::new(0, 0, Duration::from_millis(200), false);
    on_every_store(limits, |api| async move {
        let lock = hold_locked(&api).await;
        let slow = api
            .submit(&games::twenty48(1, 4, 0), &token(1), "Ann")
            .await;
        assert_eq!(slow.status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(slow.body["error"], "timeout");
        drop(lock);
    })
    .await;
}

/// A connection of its own holding `api`'s database locked against writes until dropped.
async fn hold_locked(api: &Api) -> sqlx::AnyConnection {
    use sqlx::{Connection, Executor};
    let url = match api.backend {
        "sqlite" => format!("sqlite://{}?mode=rw", api.database_url),
        _ => api.database_url.clone(),
    };
    sqlx::any::install_default_drivers();
    let mut connection = sqlx::AnyConnection::connect(&url).await.unwrap();
    let lock = match api.backend {
        "sqlite" => "BEGIN EXCLUSIVE",
        _ => "BEGIN; LOCK TABLE players, boards, entries IN ACCESS EXCLUSIVE MODE",
    };
    connection.execute(lock).await.unwrap();
    connection
}
