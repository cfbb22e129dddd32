//! `GET /health`: whether this server can serve the game, for a load balancer, a process
//! supervisor or a deploy script to ask.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use std::path::Path;

/// `200 ok` while the build folder `root` holds an `index.html`; `503` when it does not (a
/// deploy that emptied it, say), since every visit would then fail. Never cached: the
/// answer is about now.
pub fn health(root: &Path) -> Response {
    let (status, text) = if root.join("index.html").is_file() {
        (StatusCode::OK, "ok\n")
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable: the build folder has no index.html\n",
        )
    };
    let headers = [
        (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
        (header::CACHE_CONTROL, "no-store"),
    ];
    (status, headers, text).into_response()
}
