//! A process following the races it holds through the shared database (`shared.rs`):
//! every notification applied to its room in its number's order, and what a room missed
//! (a room held late, a listening connection lost a while) fetched from the table.

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::PgListener;

use super::{Hub, RoomHandle};
use crate::leaderboard::store::DbError;
use crate::race::room::Event;
use crate::race::shared::CHANNEL;

/// Applies every event of `handle`'s race that it has not applied yet, from the table.
pub(super) async fn catch_up(hub: &Arc<Hub>, handle: &Arc<RoomHandle>) -> Result<(), DbError> {
    let Some(shared) = &hub.shared else {
        return Ok(());
    };
    let _one_fetch = handle.fetching.lock().await;
    let events = shared
        .events_after(&handle.id, Hub::applied(handle))
        .await?;
    for (seq, event) in events {
        hub.apply(handle, &event, Some(seq));
    }
    Ok(())
}

/// Listens for every race's events, from a task of its own, for as long as the hub is
/// there; after a lost connection, every room held is caught up from the table.
pub(super) fn listen(hub: Weak<Hub>, url: String) {
    tokio::spawn(async move {
        let mut wait = Duration::from_millis(100);
        loop {
            match PgListener::connect(&url).await {
                Ok(mut listener) => {
                    if let Err(err) = listener.listen(CHANNEL).await {
                        tracing::error!(error = %err, "listening for races failed");
                    } else {
                        wait = Duration::from_millis(100);
                        if !follow(&hub, &mut listener).await {
                            return;
                        }
                    }
                }
                Err(err) => tracing::error!(error = %err, "connecting to listen for races failed"),
            }
            if hub.upgrade().is_none() {
                return;
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(5));
        }
    });
}

/// Follows the notifications until the connection is lost (`true`) or the hub is gone
/// (`false`).
async fn follow(hub: &Weak<Hub>, listener: &mut PgListener) -> bool {
    if let Some(hub) = hub.upgrade() {
        // Whatever was appended while this process was not listening.
        for handle in hub.rooms() {
            spawn_catch_up(&hub, handle);
        }
    }
    loop {
        let notification = match listener.try_recv().await {
            Ok(Some(notification)) => notification,
            // The connection was lost (and is made again): the events meanwhile are
            // fetched.
            Ok(None) | Err(_) => return true,
        };
        let Some(hub) = hub.upgrade() else {
            return false;
        };
        // A line an event ("race number text"), or, when the events' text was too long
        // for one notification, a line a race ("race number"): fetched up to that number.
        for line in notification.payload().lines() {
            let mut parts = line.splitn(3, ' ');
            let (Some(id), Some(seq)) = (parts.next(), parts.next()) else {
                continue;
            };
            let (Some(handle), Ok(seq)) = (hub.held(id), seq.parse::<u64>()) else {
                continue;
            };
            if seq <= Hub::applied(&handle) {
                continue;
            }
            match parts.next().map(serde_json::from_str::<Event>) {
                Some(Ok(event)) => {
                    if !hub.apply(&handle, &event, Some(seq)) {
                        spawn_catch_up(&hub, handle);
                    }
                }
                Some(Err(_)) => {}
                None => spawn_catch_up(&hub, handle),
            }
        }
    }
}

fn spawn_catch_up(hub: &Arc<Hub>, handle: Arc<RoomHandle>) {
    let hub = Arc::clone(hub);
    tokio::spawn(async move {
        if let Err(err) = catch_up(&hub, &handle).await {
            tracing::error!(race = handle.id, error = %err, "fetching a race's events failed");
        }
    });
}
