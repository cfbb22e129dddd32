//! What every handler of the API shares: the store, the clock, and the queue of games
//! being verified.

use super::error::ApiError;
use super::store::PuzzleRow;
use super::store::Store;
use super::time::Clock;
use super::verify::{Verified, verify};
use crate::race::hub::Races;
use axum::http::StatusCode;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// The most games waiting to be mined for puzzles (`puzzles.rs`).
pub const MINING_QUEUE: usize = 64;

/// The leaderboard: its store and clock.
#[derive(Clone, Debug)]
pub struct Leaderboard {
    /// Where entries are kept.
    pub store: Store,
    /// Where "now" comes from.
    pub clock: Clock,
    /// One permit a core: replaying a long game is a few milliseconds of CPU, which must
    /// not hold up the threads that answer other requests, nor pile up past the cores.
    verifying: Arc<Semaphore>,
    /// One game's puzzles mined at a time (`puzzles.rs`), so mining never takes more than
    /// a core from the answers.
    pub(super) mining: Arc<Semaphore>,
    /// A permit for each game waiting to be mined, up to [`MINING_QUEUE`].
    pub(super) mining_queue: Arc<Semaphore>,
    /// Today's puzzles hunted from the daily games, by mode name and day number, where no
    /// puzzle was kept (`puzzles.rs`).
    pub(super) hunted: Arc<Mutex<HashMap<(&'static str, i32), PuzzleRow>>>,
    /// The races run beside the leaderboard, told when a player is forgotten.
    pub(super) races: Option<Races>,
}

impl Leaderboard {
    /// The leaderboard over `store`, by `clock`.
    pub fn new(store: Store, clock: Clock) -> Leaderboard {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Leaderboard {
            store,
            clock,
            verifying: Arc::new(Semaphore::new(cores)),
            mining: Arc::new(Semaphore::new(1)),
            mining_queue: Arc::new(Semaphore::new(MINING_QUEUE)),
            hunted: Arc::default(),
            races: None,
        }
    }

    /// The leaderboard, with `races` told of every player forgotten.
    pub fn with_races(self, races: Races) -> Leaderboard {
        Leaderboard {
            races: Some(races),
            ..self
        }
    }

    /// Verifies `code` ([`verify`]) on a blocking thread, a core at a time.
    pub async fn verify(&self, code: String) -> Result<Verified, ApiError> {
        let permit = Arc::clone(&self.verifying)
            .acquire_owned()
            .await
            .map_err(|err| ApiError::unavailable(&err))?;
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            verify(&code)
        })
        .await
        .map_err(|err| {
            tracing::error!(error = %err, "verifying a game failed");
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server_error",
                "The server failed to check this game.",
            )
        })?
    }
}
