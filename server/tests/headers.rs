//! The security headers on every kind of answer, the policy the same as the page's, and
//! the health check.

mod support;

use axum::http::{Method, StatusCode};
use server::headers::{CONTENT_SECURITY_POLICY, SECURITY_HEADERS};
use support::{Build, get, send};

/// `content` of index.html's `<meta http-equiv="Content-Security-Policy">`.
fn policy_of_the_page() -> String {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../index.html")).unwrap();
    let meta = r#"<meta http-equiv="Content-Security-Policy" content=""#;
    let start = page.find(meta).expect("index.html has a policy") + meta.len();
    let end = start + page[start..].find('"').unwrap();
    page[start..end].to_owned()
}

#[test]
fn the_policy_is_the_pages_with_frame_ancestors_which_only_a_header_carries() {
    assert_eq!(
        CONTENT_SECURITY_POLICY,
        format!("{}; frame-ancestors 'none'", policy_of_the_page())
    );
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let build = Build::new();
    let app = build.app();
    let etag = get(&app, "/sw.js", &[])
        .await
        .header("etag")
        .unwrap()
        .to_owned();
    let answers = [
        ("a page", get(&app, "/", &[("accept-encoding", "br")]).await),
        (
            "the wasm",
            get(&app, &format!("/{}", support::WASM), &[]).await,
        ),
        (
            "a 304",
            get(&app, "/sw.js", &[("if-none-match", &etag)]).await,
        ),
        ("a redirect", get(&app, "/play", &[]).await),
        ("a 400", get(&app, "/%2e%2e/x", &[]).await),
        ("a 404", get(&app, "/none.js", &[]).await),
        ("a 405", send(&app, Method::POST, "/", &[]).await),
        (
            "a 414",
            get(&app, &format!("/{}", "a".repeat(3000)), &[]).await,
        ),
        ("the health check", get(&app, "/health", &[]).await),
    ];
    for (what, answer) in answers {
        for (name, value) in SECURITY_HEADERS.iter() {
            assert_eq!(answer.header(name.as_str()), Some(*value), "{what}: {name}");
        }
    }
}

#[tokio::test]
async fn the_health_check_says_whether_the_build_can_be_served() {
    let build = Build::new();
    let app = build.app();
    let healthy = get(&app, "/health", &[]).await;
    assert_eq!(healthy.status, StatusCode::OK);
    assert_eq!(healthy.body.as_ref(), b"ok\n");
    assert_eq!(healthy.header("cache-control"), Some("no-store"));
    assert_eq!(
        send(&app, Method::HEAD, "/health", &[]).await.status,
        StatusCode::OK
    );
    std::fs::remove_file(build.path().join("index.html")).unwrap();
    let emptied = get(&app, "/health", &[]).await;
    assert_eq!(emptied.status, StatusCode::SERVICE_UNAVAILABLE);
}
