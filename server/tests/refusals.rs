//! What is not a file of the build gets a clear answer: bad paths a 400 (or 414), other
//! methods a 405, missing files a 404, unknown pages a redirect to the game. Never a file
//! from outside the folder, never a panic.

mod support;

use axum::http::{Method, StatusCode};
use support::{Build, get, send};

/// A file beside the build folder, which no request may read.
const SECRET: &[u8] = b"a secret beside the build";

/// A build inside a folder that also holds `secret.txt`, and a link in the build to it.
fn build_beside_a_secret() -> (tempfile::TempDir, Build) {
    let outer = tempfile::tempdir().unwrap();
    std::fs::write(outer.path().join("secret.txt"), SECRET).unwrap();
    let build = Build::new();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(
            outer.path().join("secret.txt"),
            build.path().join("link.txt"),
        )
        .unwrap();
        std::os::unix::fs::symlink(outer.path(), build.path().join("outside")).unwrap();
        std::os::unix::fs::symlink(build.path().join("sw.js"), build.path().join("inside.js"))
            .unwrap();
    }
    (outer, build)
}

#[tokio::test]
async fn paths_that_climb_or_hide_a_separator_are_bad_requests() {
    let (_outer, build) = build_beside_a_secret();
    let app = build.app();
    for path in [
        "/../secret.txt",
        "/icons/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/%2E%2E/etc/passwd",
        "/..%2Fsecret.txt",
        "/icons%2F..%2F..%2Fsecret.txt",
        "/icons%2Ficon.svg",
        "/..%5Csecret.txt",
        "/./index.html",
        "/index.html%00",
        "/%00",
        "/index.html%00.png",
        "/a%0d%0aSet-Cookie:%20x=1",
        "/%C0%AE%C0%AE/secret.txt",
        "/%FF",
    ] {
        let answer = get(&app, path, &[]).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}");
        assert!(answer.body.starts_with(b"bad request: "), "{path}");
        assert!(answer.headers.get("set-cookie").is_none(), "{path}");
    }
}

#[cfg(unix)]
#[tokio::test]
async fn a_link_out_of_the_folder_is_not_followed() {
    let (_outer, build) = build_beside_a_secret();
    let app = build.app();
    for path in ["/link.txt", "/outside/secret.txt"] {
        let answer = get(&app, path, &[]).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            !answer.body.windows(SECRET.len()).any(|w| w == SECRET),
            "{path}"
        );
    }
    // A link that stays inside is a file like any other.
    let inside = get(&app, "/inside.js", &[]).await;
    assert_eq!(inside.status, StatusCode::OK);
    assert_eq!(inside.body, support::contents("sw.js"));
}

#[tokio::test]
async fn very_long_paths_are_refused_before_the_disk_is_asked() {
    let build = Build::new();
    let app = build.app();
    let long = format!("/{}", "a/".repeat(5_000));
    assert_eq!(get(&app, &long, &[]).await.status, StatusCode::URI_TOO_LONG);
    // A name longer than the file system takes, under the limit: no such file.
    let name = format!("/{}.js", "a".repeat(400));
    assert_eq!(get(&app, &name, &[]).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn only_get_and_head_read_the_files() {
    let build = Build::new();
    for method in [
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
        Method::TRACE,
        Method::CONNECT,
        Method::from_bytes(b"PROPFIND").unwrap(),
    ] {
        for path in ["/index.html", "/", "/no-such-file.js"] {
            let answer = send(&build.app(), method.clone(), path, &[]).await;
            assert_eq!(
                answer.status,
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path}"
            );
            assert_eq!(answer.header("allow"), Some("GET, HEAD"), "{method} {path}");
        }
    }
}

#[tokio::test]
async fn a_missing_file_is_a_404_and_an_unknown_page_goes_to_the_game_with_its_query() {
    let build = Build::new();
    let app = build.app();
    for path in [
        "/no-such-file.js",
        "/icons/none.png",
        "/index.html/x.js",
        "/index.html.zst",
    ] {
        let answer = get(&app, path, &[]).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            answer.body.as_ref(),
            b"not found: the game has no such file\n"
        );
    }
    for (path, location) in [
        ("/play", "/"),
        ("/saved/link/?source=homescreen", "/?source=homescreen"),
        ("/a/b?seed=42&size=7", "/?seed=42&size=7"),
        ("/icons", "/"),
        ("/icons/", "/"),
    ] {
        let answer = get(&app, path, &[]).await;
        assert_eq!(answer.status, StatusCode::FOUND, "{path}");
        assert_eq!(answer.header("location"), Some(location), "{path}");
    }
    // Without its index the folder's root is missing, not a redirect to itself.
    std::fs::remove_file(build.path().join("index.html")).unwrap();
    assert_eq!(get(&app, "/", &[]).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn under_a_base_path_only_the_base_is_served() {
    let build = Build::new();
    let app = build.app_at("/games/exponentorus/");
    let page = get(&app, "/games/exponentorus/", &[("accept-encoding", "br")]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.body, support::brotli("index.html"));
    let worker = get(&app, "/games/exponentorus/sw.js", &[]).await;
    assert_eq!(worker.body, support::contents("sw.js"));
    for path in [
        "/",
        "/index.html",
        "/sw.js",
        "/games/",
        "/games/exponentorusx/sw.js",
    ] {
        assert_eq!(
            get(&app, path, &[]).await.status,
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
    // The base without its slash: the page's relative URLs need it.
    for (path, location) in [
        ("/games/exponentorus", "/games/exponentorus/"),
        (
            "/games/exponentorus?seed=42",
            "/games/exponentorus/?seed=42",
        ),
    ] {
        let answer = get(&app, path, &[]).await;
        assert_eq!(answer.status, StatusCode::MOVED_PERMANENTLY, "{path}");
        assert_eq!(answer.header("location"), Some(location), "{path}");
    }
    let deeper = get(&app, "/games/exponentorus/a/b?x=1", &[]).await;
    assert_eq!(deeper.header("location"), Some("/games/exponentorus/?x=1"));
}

#[tokio::test]
async fn odd_paths_are_answered_cleanly() {
    let build = Build::new();
    let app = build.app();
    for path in [
        "/%",
        "/%%",
        "/%zz",
        "/%2",
        "/~",
        "/*",
        "/index.html?",
        "/index.html#x",
        "//",
        "///index.html",
        "/icons//icon.svg",
        "/.hidden",
        "/a;b",
        "/%20",
        "/\u{e9}",
        "/%E2%80%AE",
        "/x?%00",
    ] {
        let Ok(uri) = path.parse::<axum::http::Uri>() else {
            continue; // not a request line a client could send
        };
        let answer = get(&app, &uri.to_string(), &[]).await;
        let status = answer.status;
        assert!(
            status.is_success() || status.is_redirection() || status.is_client_error(),
            "{path}: {status}"
        );
    }
}
