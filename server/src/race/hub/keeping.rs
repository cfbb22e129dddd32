//! What one process keeps of its running races, so that a restart loses as little as it
//! can: each race's standings (every player's game as a replay code) at the deal and then
//! at most every [`RaceLimits::keep_every`](super::RaceLimits) as events come; a restarted
//! process finds the race interrupted with them (`store::load`). Processes sharing races
//! keep every event instead (`shared.rs`). And the rooms that leave memory.

use std::collections::HashMap;
use std::sync::{Arc, Weak};
use std::time::Duration;

use super::{Held, Hub, IDLE, RoomHandle, lock};
use crate::race::room::Phase;
use crate::race::store;

/// Keeps the standings of `handle`'s room (`held`, just changed at `now`) if it is racing
/// and they were not kept for a while.
pub(super) fn keep(hub: &Arc<Hub>, handle: &Arc<RoomHandle>, held: &mut Held, now: u64) {
    if hub.shared.is_some() || !matches!(held.room.phase, Phase::Racing { .. }) {
        return;
    }
    let every = hub.limits.keep_every.as_millis() as u64;
    if held.kept_at.is_some_and(|kept| now < kept + every) {
        return;
    }
    held.kept_at = Some(now);
    let (store, room) = (hub.store.clone(), Arc::clone(handle));
    tokio::spawn(async move {
        if let Err(err) = store::keep(&store, || room.room()).await {
            tracing::error!(race = room.id, error = %err, "keeping a race's standings failed");
        }
    });
}

/// Every minute, the rooms no socket has followed for [`IDLE`] and whose clock is not
/// running leave memory.
pub(super) async fn sweep(hub: Weak<Hub>) {
    let mut idle_since: HashMap<String, tokio::time::Instant> = HashMap::new();
    loop {
        tokio::time::sleep(Duration::from_secs(60)).await;
        let Some(hub) = hub.upgrade() else { return };
        let now = tokio::time::Instant::now();
        let mut rooms = lock(&hub.rooms);
        rooms.retain(|id, handle| {
            let running = lock(&handle.state).room.deadline().is_some();
            if running || handle.tx.receiver_count() > 0 {
                idle_since.remove(id);
                return true;
            }
            let since = *idle_since.entry(id.clone()).or_insert(now);
            now.duration_since(since) < IDLE
        });
        idle_since.retain(|id, _| rooms.contains_key(id));
    }
}
