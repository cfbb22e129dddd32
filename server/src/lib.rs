//! ExponenTorus's own server: one binary that serves the built game (`dist/`) with the
//! headers a fast and safe first visit needs, and the leaderboard's API, which checks
//! games with the same rules the browser runs (the `rules` crate).
//!
//! [`app`] is the whole HTTP service, without a socket: `main.rs` binds it to an address,
//! and the tests call it directly (`tower::ServiceExt::oneshot`).
//!
//! ```text
//! GET /health        200 "ok" while the build folder holds index.html (health.rs)
//! BASE/api/…         the leaderboard's API, JSON (leaderboard/)
//! everything else    the build's files under the base path (static_files.rs)
//! ```
//! Every answer carries the security headers (headers.rs) and logs one line (logging.rs).
//! The API's router has its own state (the store), nested as a `Router` whose state is
//! already given, so the files' state and the API's stay apart.

#![warn(missing_docs)]

pub mod build_dir;
pub mod caching;
pub mod content_type;
pub mod headers;
pub mod health;
pub mod leaderboard;
pub mod listener;
pub mod logging;
pub mod negotiation;
pub mod request_path;
pub mod serving;
pub mod shutdown;
pub mod static_files;

use axum::Router;
use axum::routing::get;
use build_dir::BuildDir;
use leaderboard::limits::Limits;
use leaderboard::state::Leaderboard;
use request_path::Base;
use static_files::StaticFiles;
use std::sync::Arc;

/// The server's routes, layers included: the build folder's files at `base`, the health
/// check at `/health`; no API.
pub fn app(build: BuildDir, base: Base) -> Router {
    app_with_api(build, base, None)
}

/// The server's routes with the leaderboard's API at `{base}api/`, where the app's relative
/// address `api/…` reaches it from the page.
pub fn app_with_api(build: BuildDir, base: Base, api: Option<(Leaderboard, Limits)>) -> Router {
    let api_path = format!("{base}api");
    let files = Arc::new(StaticFiles::new(build, base));
    let mut router = Router::new()
        .route("/health", get(health::health))
        .fallback(static_files::serve)
        .with_state(files);
    if let Some((leaderboard, limits)) = api {
        // `nest` takes `api` and `api/…`, but not `api/` itself, which is the API's too.
        let bare = leaderboard::router(leaderboard.clone(), limits.clone());
        router = router
            .nest(&api_path, leaderboard::router(leaderboard, limits))
            .nest_service(&format!("{api_path}/"), bare);
    }
    logging::with_request_log(headers::with_security_headers(router))
}
