//! The leaderboard's API, JSON in and out, under `api/` beside the game's files: boards of
//! verified games, each checked by replaying its code with the rules crate.
//!
//! ```text
//! POST   api/entries                     a finished game: {"code", "name"} → 201 stored
//! GET    api/boards/{mode}/{size}/{seed} a board: its top 100 and the asking player's entry
//! GET    api/daily/{mode}/{day}          a mode's daily board of a day (YYYY-MM-DD)
//! GET    api/entries/{id}                one entry with its replay code
//! PUT    api/player/name                 {"name"}: the player's name on every board
//! DELETE api/player                      every entry of the player, deleted
//! GET    api/puzzles/{id}                a puzzle mined from a stored game
//! GET    api/puzzles/daily/{mode}        today's puzzle of a mode
//! ```
//! The player is `Authorization: Bearer TOKEN` (32 hex digits the app made). Every refusal
//! is JSON with a sentence (`error.rs`); docs/server.md has every shape.

pub mod board;
pub mod body;
pub mod error;
pub mod json;
pub mod limits;
pub mod player;
pub mod puzzles;
pub mod reads;
pub mod state;
pub mod store;
pub mod submit;
pub mod time;
pub mod verify;

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::routing::{delete, get, post, put};
use error::ApiError;
use limits::Limits;
use state::Leaderboard;
use tower_http::set_header::SetResponseHeaderLayer;

/// The API's routes, to nest at `api` under the game's base.
pub fn router(leaderboard: Leaderboard, limits: Limits) -> Router {
    Router::new()
        .route("/entries", post(submit::submit))
        .route("/entries/{id}", get(reads::entry))
        .route("/boards/{mode}/{size}/{seed}", get(reads::board))
        .route("/daily/{mode}/{day}", get(reads::daily))
        .route("/player/name", put(reads::rename))
        .route("/player", delete(reads::forget))
        .route("/puzzles/{id}", get(puzzles::puzzle))
        .route("/puzzles/daily/{mode}", get(puzzles::daily))
        .fallback(|| async { ApiError::no_such_route() })
        .method_not_allowed_fallback(|| async { ApiError::method_not_allowed() })
        .layer(axum::middleware::from_fn_with_state(limits, limits::limit))
        // Answers about now, and some about one player: no cache keeps them.
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .with_state(leaderboard)
}
