//! The JSON a request sends: `Content-Type: application/json`, at most [`MAX_BODY`]
//! bytes, read strictly; anything else a refusal in words.

use super::error::ApiError;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;

/// The largest body taken: the longest replay code a game can have, and room for the rest.
pub const MAX_BODY: usize = rules::replay_code::MAX_CHARS + 4_096;

/// A request's body, read as JSON into `T`.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, _state: &S) -> Result<Self, ApiError> {
        let is_json = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(';').next())
            .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"));
        if !is_json {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "not_json",
                "The leaderboard reads JSON (Content-Type: application/json).",
            ));
        }
        let bytes = axum::body::to_bytes(request.into_body(), MAX_BODY)
            .await
            .map_err(|_| {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "too_large",
                    "The request is too large to be a game.",
                )
            })?;
        read(&bytes).map(JsonBody)
    }
}

/// `bytes` as JSON of `T`, or what is wrong with it in a player's words.
pub fn read<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|err| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_json",
            format!("The request does not read: {}.", rules::json_in_words(&err)),
        )
    })
}
