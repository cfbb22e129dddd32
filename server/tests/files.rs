//! The build's files as `end2end/tests/server.spec.ts` checks them over HTTP, here without
//! a socket: the coding each `Accept-Encoding` gets, types, caching and revalidation.

mod support;

use axum::http::{Method, StatusCode};
use support::{Build, CSS, JS, PNG, WASM, brotli, contents, get, gzip, send};

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `Accept-Encoding` (None: no header at all) and the coding it must get.
const CASES: [(Option<&str>, Option<&str>); 12] = [
    // What browsers send.
    (Some("gzip, deflate, br, zstd"), Some("br")),
    (Some("gzip, deflate, br"), Some("br")),
    (Some("gzip, deflate"), Some("gzip")),
    // q-values: the highest wins; br before gzip on a tie; q=0 refuses.
    (Some("br;q=0.5, gzip;q=0.9"), Some("gzip")),
    (Some("gzip;q=1.0, br;q=1.0"), Some("br")),
    (Some("br;q=0, gzip"), Some("gzip")),
    (Some("BR"), Some("br")),
    (Some("x-gzip"), Some("gzip")),
    // Identity rated above every coding on offer, or nothing on offer accepted.
    (Some("br;q=0.1, identity;q=0.5"), None),
    (Some("deflate, zstd"), None),
    (Some(""), None),
    // No header at all: the file as it is (curl, say).
    (None, None),
];

/// The bytes a file is sent as in `coding`.
fn sent_as(name: &str, coding: Option<&str>) -> Vec<u8> {
    match coding {
        Some("br") => brotli(name),
        Some("gzip") => gzip(name),
        None => contents(name),
        Some(other) => panic!("no coding {other}"),
    }
}

#[tokio::test]
async fn each_accept_encoding_gets_its_coding_with_vary_and_the_copys_bytes() {
    let build = Build::new();
    let app = build.app();
    for name in ["index.html", WASM, "sw.js"] {
        for (accept, coding) in CASES {
            let headers: Vec<(&str, &str)> =
                accept.map(|a| ("accept-encoding", a)).into_iter().collect();
            let answer = get(&app, &format!("/{name}"), &headers).await;
            let what = format!("{name} with Accept-Encoding: {accept:?}");
            assert_eq!(answer.status, StatusCode::OK, "{what}");
            assert_eq!(answer.header("content-encoding"), coding, "{what}");
            let vary = answer.header("vary");
            assert!(
                vary.is_some_and(|vary| vary.eq_ignore_ascii_case("accept-encoding")),
                "{what}"
            );
            assert_eq!(
                answer.header("content-length"),
                Some(answer.body.len().to_string().as_str()),
                "{what}"
            );
            assert_eq!(answer.body, sent_as(name, coding), "{what}");
        }
    }
}

#[tokio::test]
async fn the_page_at_its_directorys_url_is_index_html() {
    let build = Build::new();
    let answer = get(
        &build.app(),
        "/",
        &[("accept-encoding", "gzip, deflate, br")],
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.header("content-encoding"), Some("br"));
    assert_eq!(
        answer.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(answer.body, brotli("index.html"));
}

#[tokio::test]
async fn head_sends_the_headers_of_get_and_no_body() {
    let build = Build::new();
    let path = format!("/{WASM}");
    let head = send(
        &build.app(),
        Method::HEAD,
        &path,
        &[("accept-encoding", "br")],
    )
    .await;
    assert_eq!(head.status, StatusCode::OK);
    assert_eq!(head.header("content-encoding"), Some("br"));
    assert_eq!(head.header("content-type"), Some("application/wasm"));
    let length = brotli(WASM).len().to_string();
    assert_eq!(head.header("content-length"), Some(length.as_str()));
    assert!(head.body.is_empty());
}

#[tokio::test]
async fn a_png_has_no_copies_and_is_sent_as_it_is() {
    let build = Build::new();
    let answer = get(
        &build.app(),
        &format!("/{PNG}"),
        &[("accept-encoding", "gzip, deflate, br")],
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.header("content-encoding"), None);
    assert_eq!(answer.body, std::fs::read(build.path().join(PNG)).unwrap());
}

#[tokio::test]
async fn each_file_has_its_type_in_every_coding_and_nosniff() {
    let build = Build::new();
    let types = [
        ("/index.html", "text/html; charset=utf-8"),
        ("/", "text/html; charset=utf-8"),
        (&format!("/{JS}"), "text/javascript; charset=utf-8"),
        (&format!("/{WASM}"), "application/wasm"),
        (&format!("/{CSS}"), "text/css; charset=utf-8"),
        ("/sw.js", "text/javascript; charset=utf-8"),
        ("/manifest.webmanifest", "application/manifest+json"),
        ("/icons/icon.svg", "image/svg+xml"),
        ("/icons/icon-192.png", "image/png"),
    ];
    for (path, kind) in types {
        for accept in ["br", "gzip", "identity"] {
            let answer = get(&build.app(), path, &[("accept-encoding", accept)]).await;
            assert_eq!(answer.status, StatusCode::OK, "{path}");
            assert_eq!(
                answer.header("content-type"),
                Some(kind),
                "{path} ({accept})"
            );
            assert_eq!(
                answer.header("x-content-type-options"),
                Some("nosniff"),
                "{path}"
            );
        }
    }
    let missing = get(&build.app(), "/no-such-file.js", &[]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(
        missing.header("content-type"),
        Some("text/plain; charset=utf-8")
    );
    assert!(
        std::str::from_utf8(&missing.body)
            .unwrap()
            .starts_with("not found")
    );
}

#[tokio::test]
async fn content_hashed_files_are_cached_for_a_year_in_every_coding() {
    let build = Build::new();
    for name in [JS, WASM, CSS] {
        for accept in ["br", "gzip", ""] {
            let answer = get(
                &build.app(),
                &format!("/{name}"),
                &[("accept-encoding", accept)],
            )
            .await;
            assert_eq!(
                answer.header("cache-control"),
                Some(IMMUTABLE),
                "{name} ({accept:?})"
            );
        }
    }
}

#[tokio::test]
async fn other_files_are_revalidated_and_a_tag_makes_that_a_304_per_coding() {
    let build = Build::new();
    let app = build.app();
    let paths = [
        "/index.html",
        "/sw.js",
        "/boot.js",
        "/manifest.webmanifest",
        "/icons/icon.svg",
        "/",
        "/icons/icon-192.png",
    ];
    for path in paths {
        let first = get(&app, path, &[("accept-encoding", "br")]).await;
        assert_eq!(first.header("cache-control"), Some("no-cache"), "{path}");
        let etag = first.header("etag").expect("a tag").to_owned();
        assert!(
            etag.starts_with('"') && etag.ends_with('"') && etag.len() > 2,
            "{path}: {etag}"
        );
        let again = get(
            &app,
            path,
            &[("accept-encoding", "br"), ("if-none-match", &etag)],
        )
        .await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{path} unchanged");
        assert!(again.body.is_empty());
        // A 304 says how to keep what the browser has.
        assert_eq!(again.header("cache-control"), Some("no-cache"), "{path}");
        assert_eq!(again.header("etag"), Some(etag.as_str()), "{path}");
        // Another coding is another representation, with its own tag.
        let gzip = get(
            &app,
            path,
            &[("accept-encoding", "gzip"), ("if-none-match", &etag)],
        )
        .await;
        let expected = if path.ends_with(".png") {
            StatusCode::NOT_MODIFIED
        } else {
            StatusCode::OK
        };
        assert_eq!(gzip.status, expected, "{path} as gzip");
    }
    // A weak comparison, and a list.
    let etag = get(&app, "/sw.js", &[])
        .await
        .header("etag")
        .unwrap()
        .to_owned();
    let listed = format!("\"other\", W/{etag}");
    let again = get(&app, "/sw.js", &[("if-none-match", &listed)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn a_missing_copy_falls_back_to_the_next_coding() {
    let build = Build::new();
    std::fs::remove_file(build.path().join("sw.js.br")).unwrap();
    let answer = get(
        &build.app(),
        "/sw.js",
        &[("accept-encoding", "gzip, deflate, br")],
    )
    .await;
    assert_eq!(answer.header("content-encoding"), Some("gzip"));
    assert_eq!(answer.body, gzip("sw.js"));
    let answer = get(&build.app(), "/sw.js", &[("accept-encoding", "br")]).await;
    assert_eq!(answer.header("content-encoding"), None);
    assert_eq!(answer.body, contents("sw.js"));
}

#[tokio::test]
async fn a_range_is_a_range_of_the_coding_sent() {
    let build = Build::new();
    let answer = get(
        &build.app(),
        "/sw.js",
        &[("accept-encoding", "br"), ("range", "bytes=0-2")],
    )
    .await;
    assert_eq!(answer.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(answer.header("content-encoding"), Some("br"));
    assert_eq!(answer.body.as_ref(), &brotli("sw.js")[..3]);
}
