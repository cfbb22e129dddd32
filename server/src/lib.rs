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
//! everything else    the build's files under the base path (files.rs)
//! ```
//! Every answer carries the security headers (headers.rs) and logs one line (logging.rs).

#![warn(missing_docs)]

pub mod files;
pub mod headers;
pub mod health;
pub mod leaderboard;
pub mod listener;
pub mod logging;
pub mod race;
pub mod serving;
pub mod shutdown;

use axum::Router;
use axum::routing::get;
use leaderboard::limits::Limits;
use leaderboard::state::Leaderboard;
use race::hub::Races;
use std::path::PathBuf;

/// The API under `{base}api/`: the leaderboard's, and races beside it if given (`race/`).
#[derive(Clone, Debug)]
pub struct Api {
    /// The leaderboard's boards and the games on them.
    pub leaderboard: Leaderboard,
    /// The limits per client address.
    pub limits: Limits,
    /// This process's races, if it runs them.
    pub races: Option<Races>,
}

/// The server's routes, layers included: the build folder's files (its real path, as
/// [`files::open_build`] gives it) at `base` ([`files::parse_base`]), the health check at
/// `/health`, and the API, if given, at `{base}api/`, where the app's relative address
/// `api/…` reaches it from the page.
pub fn app(build: PathBuf, base: String, api: Option<Api>) -> Router {
    let api_path = format!("{base}api");
    let root = build.clone();
    let mut router = files::router(build, base).route(
        "/health",
        get(move || std::future::ready(health::health(&root))),
    );
    if let Some(Api {
        leaderboard,
        limits,
        races,
    }) = api
    {
        let leaderboard = match &races {
            Some(races) => leaderboard.with_races(races.clone()),
            None => leaderboard,
        };
        // `nest` takes `api` and `api/…`, but not `api/` itself, which is the API's too.
        let bare = leaderboard::router(leaderboard.clone(), limits.clone());
        let mut routes = leaderboard::router(leaderboard, limits.clone());
        if let Some(races) = races {
            routes = routes.merge(race::router(races, limits));
        }
        router = router
            .nest(&api_path, routes)
            .nest_service(&format!("{api_path}/"), bare);
    }
    logging::with_request_log(headers::with_security_headers(router))
}
