//! Every refusal of the API as JSON: a status, a short machine-readable name, and a
//! sentence a player can read, `{"error": "board_closed", "message": "…"}`.
//!
//! The app can tell a refusal that will never change (any 4xx but 408 and 429: drop the
//! submission and say why) from one that may pass later (429 with `Retry-After`, 5xx, no
//! answer at all: keep it and try again).

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// A refusal: what went wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short name for programs (`bad_code`, `illegal_move`, `board_closed`…).
    pub code: &'static str,
    /// A sentence for the player.
    pub message: String,
    /// For an illegal move, which one (from 1).
    pub step: Option<usize>,
    /// For a rate limit, the seconds to wait.
    pub retry_after: Option<u64>,
}

#[derive(Serialize)]
struct Body<'a> {
    error: &'a str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    step: Option<usize>,
}

impl ApiError {
    /// A refusal of `status`, named `code`, saying `message`.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            step: None,
            retry_after: None,
        }
    }

    /// A path under the API that names nothing.
    pub fn no_such_route() -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "The leaderboard has no such address.",
        )
    }

    /// A method the path does not take.
    pub fn method_not_allowed() -> ApiError {
        ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            "The leaderboard does not take that method at this address.",
        )
    }

    /// The database failed or is out of reach: the request may pass later.
    pub fn unavailable(what: &dyn std::fmt::Display) -> ApiError {
        tracing::error!(error = %what, "the leaderboard's database failed");
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "The leaderboard is unavailable just now; please try again in a while.",
        )
    }

    /// The request took too long.
    pub fn timed_out() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "timeout",
            "The leaderboard took too long to answer; please try again in a while.",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Body {
            error: self.code,
            message: &self.message,
            step: self.step,
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}: {}",
            self.status.as_u16(),
            self.code,
            self.message
        )
    }
}
