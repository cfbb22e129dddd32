//! Races: the same board for up to eight players, live, every move verified as it is
//! played. Beside the leaderboard's API, under `api/`:
//!
//! ```text
//! GET  api/races               what races the server runs: {"max_players", "minutes"}
//! POST api/races               {"mode", "size", "minutes"} as the player → 201 {"id"}
//! GET  api/races/{id}/socket   the race's WebSocket (rules::race_protocol, docs/server.md)
//! ```
//! The room is a pure state machine (room.rs); hub.rs holds this process's rooms and
//! applies their events in order, through PostgreSQL when processes share races
//! (shared.rs); socket.rs serves one socket; store.rs keeps races and results; flags.rs
//! holds the server's flags for them.

pub mod flags;
pub mod hub;
pub mod protocol;
pub mod room;
mod shared;
pub mod socket;
pub(crate) mod store;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};

use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Json, Router};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::leaderboard::body::JsonBody;
use crate::leaderboard::error::ApiError;
use crate::leaderboard::limits::{self, Limits};
use crate::leaderboard::player::PlayerKey;
use crate::leaderboard::verify::hex;
use hub::Races;
use room::{Kind, LENGTHS, MAX_PLAYERS, Room};

/// The largest frame a socket reads at all; past [`protocol::MAX_MESSAGE_BYTES`] a
/// message is refused with a reason, past this the socket fails as the WebSocket library
/// closes it.
const MAX_FRAME_BYTES: usize = 64 * 1024;

#[derive(Clone, Debug)]
struct RaceApi {
    races: Races,
    limits: Limits,
}

/// The races' routes, to merge into the API's under `api`.
pub fn router(races: Races, limits: Limits) -> Router {
    Router::new()
        .route("/races", get(offered).post(create))
        .route("/races/{id}/socket", get(socket))
        .layer(axum::middleware::from_fn_with_state(
            limits.clone(),
            limits::limit,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .with_state(RaceApi { races, limits })
}

/// What the app asks before it offers races: that this server runs them.
async fn offered() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "max_players": MAX_PLAYERS, "minutes": LENGTHS }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewRace {
    mode: String,
    size: usize,
    minutes: u32,
}

async fn create(
    State(api): State<RaceApi>,
    headers: HeaderMap,
    JsonBody(asked): JsonBody<NewRace>,
) -> Result<Response, ApiError> {
    let player = PlayerKey::required(&headers)?;
    let refused =
        |message: String| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "bad_race", message);
    let mode = rules::Mode::from_name(&asked.mode).ok_or_else(|| {
        refused(format!(
            "No mode is called “{}”.",
            rules::quoting::shorten(&asked.mode)
        ))
    })?;
    let kind = Kind::new(mode, asked.size, asked.minutes).map_err(|r| refused(r.message))?;
    let room = Room::new(
        new_id(),
        kind,
        new_seed(),
        player.as_str().to_owned(),
        Vec::new(),
    );
    let id = room.id.clone();
    api.races
        .create(room, None)
        .await
        .map_err(|err| ApiError::unavailable(&err))?;
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "id": id }))).into_response())
}

async fn socket(
    State(api): State<RaceApi>,
    Path(id): Path<String>,
    headers: HeaderMap,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    static SOCKETS: AtomicU64 = AtomicU64::new(0);
    let address = api
        .limits
        .address(&headers, peer.map(|Extension(ConnectInfo(peer))| peer));
    let admitted = match address {
        Some(address) => Some(api.races.admit(address).ok_or_else(|| ApiError {
            retry_after: Some(10),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_sockets",
                "Too many races open from your address: close one and try again.",
            )
        })?),
        None => None,
    };
    let number = SOCKETS.fetch_add(1, Ordering::Relaxed);
    let races = api.races.clone();
    Ok(upgrade
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |ws| async move {
            let _admitted = admitted;
            socket::serve(races, id, number, ws).await;
        }))
}

/// 64 random bits, from the system's generator (a race's id and its seed must not be
/// guessed); should it fail, a hash of the time and a count, which are at least unique.
fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        static COUNT: AtomicU64 = AtomicU64::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let count = COUNT.fetch_add(1, Ordering::Relaxed);
        let hash = Sha256::digest(format!("{nanos}:{count}:{}", std::process::id()));
        u64::from_be_bytes(hash[..8].try_into().unwrap_or_default())
    })
}

/// A new race's id: 16 hexadecimal digits.
pub fn new_id() -> String {
    hex(&random_u64().to_be_bytes())
}

/// The seeds a race is dealt from: the game's own (`draw_seed` in the app), so a race's
/// game reads as any other in its footer and links; 64 bits' 19 digits took a phone's
/// footer over two lines. A seed is told only at the start, and a billion of them are as
/// unguessable before it.
const SEEDS: u64 = 1_000_000_000;

/// A new race's seed, 1 to [`SEEDS`].
pub fn new_seed() -> u64 {
    random_u64() % SEEDS + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_race_s_seed_is_one_of_the_game_s_own_seeds() {
        for _ in 0..1_000 {
            let seed = super::new_seed();
            assert!((1..=super::SEEDS).contains(&seed), "{seed}");
        }
    }
}
