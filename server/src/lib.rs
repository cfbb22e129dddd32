//! ExponenTorus's own server: one binary that serves the built game (`dist/`) with the
//! headers a fast and safe first visit needs, and, from the next issue on, an API that
//! checks games with the same rules the browser runs (the `rules` crate).
//!
//! [`app`] is the whole HTTP service, without a socket: `main.rs` binds it to an address,
//! and the tests call it directly (`tower::ServiceExt::oneshot`).
//!
//! ```text
//! GET /health        200 "ok" while the build folder holds index.html (health.rs)
//! everything else    the build's files under the base path (static_files.rs)
//! ```
//! Every answer carries the security headers (headers.rs) and logs one line (logging.rs).
//! A router with its own state (the API's database, say) nests beside the routes in
//! [`app`]: `.nest("/api", api::router(state))`, a `Router` whose state is already
//! given, so the files' state and the API's stay apart.

#![warn(missing_docs)]

pub mod build_dir;
pub mod caching;
pub mod content_type;
pub mod headers;
pub mod health;
pub mod listener;
pub mod logging;
pub mod negotiation;
pub mod request_path;
pub mod shutdown;
pub mod static_files;

use axum::Router;
use axum::routing::get;
use build_dir::BuildDir;
use request_path::Base;
use static_files::StaticFiles;
use std::sync::Arc;

/// The server's routes, layers included: the build folder's files at `base`, the health
/// check at `/health`.
pub fn app(build: BuildDir, base: Base) -> Router {
    let files = Arc::new(StaticFiles::new(build, base));
    let router = Router::new()
        .route("/health", get(health::health))
        .fallback(static_files::serve)
        .with_state(files);
    logging::with_request_log(headers::with_security_headers(router))
}
