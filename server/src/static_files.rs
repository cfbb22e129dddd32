//! The game's files, sent the way a fast first visit needs them (the README's "Serve it").
//!
//! A request goes through four steps:
//! 1. its path is read strictly (`request_path`): a bad one is a 4xx before the disk is
//!    asked anything;
//! 2. the file is found in the build folder (`build_dir`), with its fresh copies; an
//!    unknown page (no extension) is sent to the game, keeping its query;
//! 3. the coding is chosen from `Accept-Encoding` (`negotiation`), or 406;
//! 4. tower-http's `ServeDir` is asked for exactly that file in exactly that coding: it
//!    opens it, answers HEAD and ranges, and sets `Content-Length`, `Last-Modified` and
//!    the `ETag`, which it checks against `If-None-Match` (a 304). The answer then gets
//!    its type, caching and `Vary`, which depend on the file's name.

use crate::build_dir::{BuildDir, Found};
use crate::caching::cache_control;
use crate::content_type::{content_type, is_compressible};
use crate::negotiation::{self, Coding};
use crate::request_path::{self, BadPath, Base, Target};
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use std::io;
use std::sync::Arc;
use tower_http::services::ServeDir;

/// What `ServeDir` must escape in a path segment it is handed: all but the unreserved.
const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// The build folder served under its base.
#[derive(Debug)]
pub struct StaticFiles {
    build: Arc<BuildDir>,
    base: Base,
    serve_dir: ServeDir,
}

impl StaticFiles {
    /// Serves `build` at `base`.
    pub fn new(build: BuildDir, base: Base) -> StaticFiles {
        let serve_dir = ServeDir::new(build.root())
            .precompressed_br()
            .precompressed_gzip()
            // Asked only for files: the directory's index was found in step 2.
            .append_index_html_on_directories(false);
        StaticFiles {
            build: Arc::new(build),
            base,
            serve_dir,
        }
    }

    /// The folder served.
    pub fn build(&self) -> &BuildDir {
        &self.build
    }

    /// Where it is served.
    pub fn base(&self) -> &Base {
        &self.base
    }
}

/// The handler for every path the router has no route for: a file of the build, or a
/// clear refusal.
pub async fn serve(State(files): State<Arc<StaticFiles>>, request: Request) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut response = plain(
            StatusCode::METHOD_NOT_ALLOWED,
            "method not allowed: the game's files are read with GET or HEAD\n",
        );
        let allow = HeaderValue::from_static("GET, HEAD");
        response.headers_mut().insert(header::ALLOW, allow);
        return response;
    }
    let query = request.uri().query();
    let (segments, trailing_slash) = match request_path::read(request.uri().path(), &files.base) {
        Ok(Target::InBuild {
            segments,
            trailing_slash,
        }) => (segments, trailing_slash),
        Ok(Target::BaseWithoutSlash) => {
            return redirect(StatusCode::MOVED_PERMANENTLY, &files.base, query);
        }
        Ok(Target::OutsideBase) => return not_found(),
        Err(BadPath::TooLong) => return plain(StatusCode::URI_TOO_LONG, "the path is too long\n"),
        Err(bad) => return plain(StatusCode::BAD_REQUEST, format!("bad request: {bad}\n")),
    };
    // An unknown page (a mistyped or tampered link) goes to the game: served at a deeper
    // path, its relative asset URLs would miss and leave a blank page. A missing file
    // (it has an extension) is a 404, and so is the base itself without its index.
    let is_page = segments
        .last()
        .is_some_and(|last| !last.contains('.') || trailing_slash);

    let build = Arc::clone(&files.build);
    let looked_up = tokio::task::spawn_blocking(move || -> io::Result<_> {
        let Some(found) = build.find(&segments, trailing_slash)? else {
            return Ok(None);
        };
        let fresh = if is_compressible(&found.name) {
            build.fresh_copies(&found)?
        } else {
            Vec::new()
        };
        Ok(Some((found, fresh)))
    })
    .await
    .map_err(io::Error::other)
    .and_then(|result| result);
    let (found, fresh) = match looked_up {
        Ok(Some(found)) => found,
        Ok(None) if is_page => return redirect(StatusCode::FOUND, &files.base, query),
        Ok(None) => return not_found(),
        Err(err) => return server_error(&err),
    };

    let compressible = is_compressible(&found.name);
    let coding = if compressible {
        let accepted = accept_encoding(request.headers());
        match negotiation::choose(accepted.as_deref(), &fresh) {
            Some(coding) => coding,
            None => return not_acceptable(),
        }
    } else {
        Coding::Identity
    };
    let response = send(&files, request, &found, coding).await;
    match response {
        Ok(response) if response.status() == StatusCode::NOT_FOUND => not_found(),
        Ok(response) => with_file_headers(response, &found, compressible),
        Err(err) if err.kind() == io::ErrorKind::NotFound => not_found(),
        Err(err) => server_error(&err),
    }
}

/// Asks `ServeDir` for `found` in `coding`, by its exact path and `Accept-Encoding`; the
/// other headers (`If-None-Match`, `Range`…) go through as they came.
async fn send(
    files: &StaticFiles,
    request: Request,
    found: &Found,
    coding: Coding,
) -> io::Result<Response> {
    let (mut parts, body) = request.into_parts();
    let path: String = found
        .relative
        .split('/')
        .flat_map(|segment| {
            [
                "/".into(),
                utf8_percent_encode(segment, SEGMENT).to_string(),
            ]
        })
        .collect();
    parts.uri = Uri::builder()
        .path_and_query(path)
        .build()
        .map_err(io::Error::other)?;
    parts.headers.remove(header::ACCEPT_ENCODING);
    if coding != Coding::Identity {
        let name = HeaderValue::from_static(coding.name());
        parts.headers.insert(header::ACCEPT_ENCODING, name);
    }
    let mut serve_dir = files.serve_dir.clone();
    let response = serve_dir.try_call(Request::from_parts(parts, body)).await?;
    Ok(response.map(Body::new))
}

/// The headers that depend on the file's name: its type (`ServeDir` guesses without a
/// charset), its caching, and `Vary` only where there are codings to vary between.
fn with_file_headers(mut response: Response, found: &Found, compressible: bool) -> Response {
    let status = response.status();
    let headers = response.headers_mut();
    if status.is_success() || status == StatusCode::NOT_MODIFIED {
        let cache = HeaderValue::from_static(cache_control(&found.name));
        headers.insert(header::CACHE_CONTROL, cache);
    }
    if headers.contains_key(header::CONTENT_TYPE) {
        let kind = HeaderValue::from_static(content_type(&found.name));
        headers.insert(header::CONTENT_TYPE, kind);
    }
    if compressible {
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    } else {
        headers.remove(header::VARY);
    }
    response
}

/// Every `Accept-Encoding` line of the request as one list; `None` when it sent none.
fn accept_encoding(headers: &HeaderMap) -> Option<String> {
    let mut lines = headers.get_all(header::ACCEPT_ENCODING).iter().peekable();
    lines.peek()?;
    let readable: Vec<&str> = lines.filter_map(|line| line.to_str().ok()).collect();
    Some(readable.join(", "))
}

/// A short answer in words.
fn plain(status: StatusCode, text: impl Into<String>) -> Response {
    let kind = [(header::CONTENT_TYPE, "text/plain; charset=utf-8")];
    (status, kind, text.into()).into_response()
}

fn not_found() -> Response {
    plain(
        StatusCode::NOT_FOUND,
        "not found: the game has no such file\n",
    )
}

fn not_acceptable() -> Response {
    let mut response = plain(
        StatusCode::NOT_ACCEPTABLE,
        "not acceptable: this server has br, gzip and identity\n",
    );
    let vary = HeaderValue::from_static("Accept-Encoding");
    response.headers_mut().insert(header::VARY, vary);
    response
}

/// A redirect to the game at `base`, with the query the request had (a seed, a replay).
fn redirect(status: StatusCode, base: &Base, query: Option<&str>) -> Response {
    let location = match query {
        Some(query) => format!("{base}?{query}"),
        None => base.to_string(),
    };
    // The query came in a URI, so it is a valid header value; the base alone if not.
    let location = HeaderValue::try_from(location)
        .unwrap_or_else(|_| HeaderValue::from_str(base.as_str()).expect("a base is plain"));
    (status, [(header::LOCATION, location)]).into_response()
}

fn server_error(err: &io::Error) -> Response {
    tracing::error!(error = %err, "reading the build folder failed");
    plain(
        StatusCode::INTERNAL_SERVER_ERROR,
        "server error: the file could not be read\n",
    )
}
