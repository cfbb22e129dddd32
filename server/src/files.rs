//! The game's files: tower-http's `ServeDir` sends each one (its brotli or gzip copy as
//! `Accept-Encoding` asks, `HEAD`, ranges, an `ETag` per coding and `304`s), and its
//! fallback answers for a missing one. Around it, what the library does not promise: a
//! path that can name no file is refused before the disk is asked, no file is read through
//! a link out of the folder, and caching goes by the file's name. A copy is sent as it is:
//! what changes a file of the build makes its copies again (`scripts/compress.mjs`).

use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;
use std::path::{Path, PathBuf};
use std::{convert::Infallible, future::Future, io, pin::Pin};
use tower::ServiceExt;
use tower_http::services::ServeDir;
use tower_http::services::fs::{Backend, TokioBackend, TokioFile};

/// The longest path answered, in bytes: the build's longest URL is under 60 bytes.
pub const MAX_PATH_BYTES: usize = 2048;

/// For content-hashed files (a new build has new names): a year, never revalidated.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

const PLAIN: &str = "text/plain; charset=utf-8";
const NO_SUCH_FILE: &str = "not found: the game has no such file\n";

/// The URL path the game is served at, from `--base`: `/`, or a sub-path such as
/// `/games/exponentorus/` (the build's URLs are relative). A missing trailing `/` is
/// added; each segment is plain (letters, digits, `-_.~`; not `.` or `..`), so the base
/// is a URL path and a header value as it is.
pub fn parse_base(text: &str) -> Result<String, String> {
    let inner = text
        .strip_prefix('/')
        .ok_or("the base path must start with '/'")?;
    let segments: Vec<&str> = inner.split('/').filter(|s| !s.is_empty()).collect();
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_.~".contains(c);
    if segments
        .iter()
        .any(|s| matches!(*s, "." | "..") || !s.chars().all(plain))
    {
        return Err("the base path may hold only letters, digits and - _ . ~".into());
    }
    let path: String = segments.iter().map(|s| format!("/{s}")).collect();
    Ok(format!("{path}/"))
}

/// The build folder at `path` by its real path, which must hold an `index.html`.
pub fn open_build(path: &Path) -> Result<PathBuf, String> {
    let shown = path.display();
    let root = std::fs::canonicalize(path).map_err(|err| format!("cannot read {shown}: {err}"))?;
    if !root.join("index.html").is_file() {
        let build = "build the game first (trunk build --release)";
        return Err(format!("{shown} holds no index.html: {build}"));
    }
    Ok(root)
}

/// The build's files at `base` (as [`parse_base`] gives it), for every path the router has
/// no route for.
pub fn router(root: PathBuf, base: String) -> Router {
    let to_the_game = base.clone();
    let missing = tower::service_fn(move |request: Request| {
        std::future::ready(Ok::<_, Infallible>(not_a_file(&to_the_game, request.uri())))
    });
    let files = ServeDir::with_backend(&root, InBuild(root.clone()))
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .fallback(missing);
    Router::new().fallback(move |mut request: Request| {
        let (files, refusal) = (files.clone(), within_base(&base, &mut request));
        async move {
            if let Some(refusal) = refusal {
                return refusal;
            }
            let hashed = is_content_hashed(request.uri().path());
            let Ok(mut response) = files.oneshot(request).await;
            let status = response.status();
            if status.is_success() || status == StatusCode::NOT_MODIFIED {
                let cache = HeaderValue::from_static(if hashed { IMMUTABLE } else { "no-cache" });
                response.headers_mut().insert(header::CACHE_CONTROL, cache);
            }
            with_charset(response.map(Body::new))
        }
    })
}

/// Gives the request its path from the build folder down (the base itself: its
/// `index.html`), or refuses what can name no file. Browsers resolve dot segments and
/// never escape a separator or send a control character: only a crafted request has one.
fn within_base(base: &str, request: &mut Request) -> Option<Response> {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        let text = "method not allowed: the game's files are read with GET or HEAD\n";
        let allow = [(header::ALLOW, "GET, HEAD"), (header::CONTENT_TYPE, PLAIN)];
        return Some((StatusCode::METHOD_NOT_ALLOWED, allow, text).into_response());
    }
    let (path, query) = (request.uri().path(), request.uri().query());
    if path.len() > MAX_PATH_BYTES {
        return Some(plain(StatusCode::URI_TOO_LONG, "the path is too long\n"));
    }
    if base != "/" && path == base.trim_end_matches('/') {
        return Some(redirect(StatusCode::MOVED_PERMANENTLY, base, query));
    }
    let Some(rest) = path.strip_prefix(base) else {
        return Some(not_found());
    };
    let odd = |c: char| c == '/' || c == '\\' || c.is_control();
    let bad = |raw| match percent_decode_str(raw).decode_utf8() {
        Ok(name) => matches!(&*name, "." | "..") || name.contains(odd),
        Err(_) => true,
    };
    let text = "bad request: a . or .. segment, an escaped slash, a control character or \
        escapes that are not UTF-8 are in no file's path\n";
    let rest = if rest.is_empty() { "index.html" } else { rest };
    let query = query.map(|query| format!("?{query}")).unwrap_or_default();
    match format!("/{rest}{query}").parse() {
        Ok(uri) if !rest.split('/').any(bad) => *request.uri_mut() = uri,
        _ => return Some(plain(StatusCode::BAD_REQUEST, text)),
    }
    None
}

/// `ServeDir`'s fallback: an unknown page (a mistyped or tampered link) goes to the game,
/// keeping its query (served one level down, its relative URLs would miss); a missing file
/// (a name with an extension) is a 404.
fn not_a_file(base: &str, uri: &Uri) -> Response {
    match uri.path().rsplit('/').next() {
        Some(name) if name.contains('.') => not_found(),
        _ => redirect(StatusCode::FOUND, base, uri.query()),
    }
}

/// Text's charset, which tower-http's types leave out.
fn with_charset(mut response: Response) -> Response {
    let headers = response.headers_mut();
    let kind = headers.get(header::CONTENT_TYPE).map(HeaderValue::to_str);
    if let Some(Ok(kind)) = kind
        && kind.starts_with("text/")
        && !kind.contains(';')
        && let Ok(kind) = format!("{kind}; charset=utf-8").try_into()
    {
        headers.insert(header::CONTENT_TYPE, kind);
    }
    response
}

/// Whether trunk put a content hash in the file's name: `NAME-HASH.EXT` or
/// `NAME-HASH_bg.EXT`, HASH 12 to 16 lowercase hex digits (it drops leading zeros).
pub fn is_content_hashed(path: &str) -> bool {
    let stem = path.rsplit_once('.').map_or("", |(stem, _)| stem);
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    let hash = stem.rsplit_once('-').map_or("", |(_, hash)| hash);
    let hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
    (12..=16).contains(&hash.len()) && hash.bytes().all(hex)
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    (status, [(header::CONTENT_TYPE, PLAIN)], text).into_response()
}

fn not_found() -> Response {
    plain(StatusCode::NOT_FOUND, NO_SUCH_FILE)
}

/// A redirect to the game at `base`, with the query the request had (a seed, a replay).
fn redirect(status: StatusCode, base: &str, query: Option<&str>) -> Response {
    let query = query.map(|query| format!("?{query}")).unwrap_or_default();
    // The query came in a URI, so it is a valid header value; the base alone if not.
    let location = HeaderValue::try_from(format!("{base}{query}"))
        .unwrap_or_else(|_| HeaderValue::from_str(base).expect("a base is plain"));
    (status, [(header::LOCATION, location)]).into_response()
}

/// `ServeDir`'s file system: the build folder, where a path whose real path is outside it
/// (a link out) is not there, so `ServeDir` sends the next coding or its fallback instead.
#[derive(Clone, Debug)]
struct InBuild(PathBuf);

type Reading<T> = Pin<Box<dyn Future<Output = io::Result<T>> + Send>>;

/// `path`'s real path, if it is inside `root`; not found if not.
async fn inside(root: PathBuf, path: PathBuf) -> io::Result<PathBuf> {
    let real = tokio::fs::canonicalize(path).await.ok();
    let real = real.filter(|real| real.starts_with(root));
    real.ok_or_else(|| io::ErrorKind::NotFound.into())
}

impl Backend for InBuild {
    type File = TokioFile;
    type Metadata = std::fs::Metadata;
    type OpenFuture = Reading<TokioFile>;
    type MetadataFuture = Reading<std::fs::Metadata>;

    fn open(&self, path: PathBuf) -> Self::OpenFuture {
        let real = inside(self.0.clone(), path);
        Box::pin(async move { TokioBackend.open(real.await?).await })
    }

    fn metadata(&self, path: PathBuf) -> Self::MetadataFuture {
        let real = inside(self.0.clone(), path);
        Box::pin(async move { TokioBackend.metadata(real.await?).await })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_trunk_hashes_are_content_hashed_and_no_others() {
        for name in [
            "exponentorus-7a0c2f61d3e4b5a6.js",
            "exponentorus-7a0c2f61d3e4b5a6_bg.wasm",
            "main-bb8330fced39805.css",
            "main-0123456789ab.css",
        ] {
            assert!(is_content_hashed(name), "{name}");
        }
        for name in [
            "index.html",
            "sw.js",
            "icon-maskable-512.png",
            "icons/icon-192.png",
            // Too short, too long, not lowercase hex, no extension.
            "main-0123456789a.css",
            "main-0123456789abcdef0.css",
            "main-BB8330FCED39805.css",
            "main-bb8330fced39805g.css",
            "main-bb8330fced39805",
        ] {
            assert!(!is_content_hashed(name), "{name}");
        }
    }

    #[test]
    fn a_base_is_plain_and_ends_with_a_slash() {
        assert_eq!(parse_base("/").unwrap(), "/");
        assert_eq!(parse_base("//").unwrap(), "/");
        assert_eq!(parse_base("/a/b/").unwrap(), "/a/b/");
        assert_eq!(parse_base("/a///b").unwrap(), "/a/b/");
        for bad in ["", "games", "/a/../b", "/./", "/a b/", "/a%2Fb/", "/a?b"] {
            assert!(parse_base(bad).is_err(), "{bad:?}");
        }
    }
}
