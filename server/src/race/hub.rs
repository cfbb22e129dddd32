//! The races a process holds: each room in memory, the sockets that follow it, its timer,
//! and the order its events are applied in. One process alone applies each event as it
//! comes; with PostgreSQL every event goes through the database first (`shared.rs`) and
//! comes back to every process that holds the room, in one order.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rules::race_protocol::ServerMessage;
use tokio::sync::{Notify, broadcast};

use super::room::{Event, Input, Out, Room};
use super::shared::Shared;
use super::store;
use crate::leaderboard::store::{Backend, DbError, Store};

mod following;
mod forgetting;
mod keeping;

/// How many messages a room keeps for a socket that is behind: one further behind is
/// closed, to reconnect and be told the room whole.
const BACKLOG: usize = 512;
/// How long a room no socket follows stays in memory (it is read again when asked for).
const IDLE: Duration = Duration::from_secs(300);

/// A message for the sockets of a room: for everyone, or for one player's.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The player it is for (the hash of their token), or everyone.
    pub to: Option<Arc<str>>,
    /// The message's text.
    pub text: Arc<str>,
}

/// The races of this process.
#[derive(Clone, Debug)]
pub struct Races(Arc<Hub>);

/// The limits of races' sockets.
#[derive(Clone, Copy, Debug)]
pub struct RaceLimits {
    /// Sockets one client address may have open at once (0: no limit).
    pub sockets_per_address: u32,
    /// Messages a socket may send a second, sustained (twice as many at once).
    pub messages_per_second: u32,
    /// How long a new socket has to say who it is.
    pub hello_within: Duration,
    /// How often the server pings a socket; one silent for three times as long is closed.
    pub ping_every: Duration,
    /// How often a running race's standings are kept, as moves come, when one process
    /// holds the races (`hub/keeping.rs`).
    pub keep_every: Duration,
}

impl Default for RaceLimits {
    fn default() -> RaceLimits {
        RaceLimits {
            sockets_per_address: 16,
            messages_per_second: 20,
            hello_within: Duration::from_secs(10),
            ping_every: Duration::from_secs(15),
            keep_every: Duration::from_secs(10),
        }
    }
}

#[derive(Debug)]
pub(super) struct Hub {
    pub(super) store: Store,
    pub(super) limits: RaceLimits,
    rooms: Mutex<HashMap<String, Arc<RoomHandle>>>,
    loading: tokio::sync::Mutex<()>,
    pub(super) shared: Option<Shared>,
    addresses: Mutex<HashMap<IpAddr, u32>>,
    /// True once the server stops: every socket closes, saying so. A value each socket
    /// looks at, not a wake-up, so a socket busy at the moment, or one opened after it,
    /// still sees it.
    pub(super) stopping: tokio::sync::watch::Sender<bool>,
    moves: AtomicU64,
}

/// One room, as this process holds it.
#[derive(Debug)]
pub struct RoomHandle {
    /// The race's id.
    pub id: String,
    state: Mutex<Held>,
    tx: broadcast::Sender<Frame>,
    /// The open socket of each player (its number and how to close it): a player's newer
    /// socket closes the older.
    sockets: Mutex<HashMap<String, (u64, Arc<Notify>)>>,
    /// Events fetched from the database one fetch at a time.
    pub(super) fetching: tokio::sync::Mutex<()>,
}

#[derive(Debug)]
struct Held {
    room: Room,
    /// The last event applied (shared races number their events from 1).
    applied: u64,
    timer: Option<(u64, tokio::task::AbortHandle)>,
    /// When the standings were last kept (`hub/keeping.rs`).
    kept_at: Option<u64>,
}

/// A socket's place in its client address's count, given back when dropped.
#[derive(Debug)]
pub struct Admitted {
    hub: Weak<Hub>,
    address: IpAddr,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        if let Some(hub) = self.hub.upgrade() {
            let mut addresses = lock(&hub.addresses);
            if let Some(count) = addresses.get_mut(&self.address) {
                *count -= 1;
                if *count == 0 {
                    addresses.remove(&self.address);
                }
            }
        }
    }
}

/// Why a race cannot be followed.
#[derive(Debug)]
pub enum Missing {
    /// No race has that id.
    NoSuchRace,
    /// The database failed.
    Unavailable(DbError),
}

/// Milliseconds since the epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A lock taken even if a thread panicked while holding it: every change a room makes
/// under it is whole before anything can panic.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Races {
    /// The races of this process over `store`; with PostgreSQL, shared with every process
    /// on the same database (`url`: the database's URL, for listening).
    pub async fn new(store: Store, url: &str, limits: RaceLimits) -> Result<Races, String> {
        let shared = match store.backend() {
            Backend::Postgres => Some(Shared::connect(url).await?),
            Backend::Sqlite => None,
        };
        let hub = Arc::new(Hub {
            store,
            limits,
            rooms: Mutex::default(),
            loading: tokio::sync::Mutex::new(()),
            shared,
            addresses: Mutex::default(),
            stopping: tokio::sync::watch::Sender::new(false),
            moves: AtomicU64::new(0),
        });
        if hub.shared.is_some() {
            following::listen(Arc::downgrade(&hub), url.to_owned());
        }
        tokio::spawn(keeping::sweep(Arc::downgrade(&hub)));
        Ok(Races(hub))
    }

    pub(super) fn hub(&self) -> &Arc<Hub> {
        &self.0
    }

    /// Moves verified by this process since it started.
    pub fn moves_verified(&self) -> u64 {
        self.0.moves.load(Ordering::Relaxed)
    }

    /// Closes every socket, saying that the server is stopping.
    pub fn stop(&self) {
        self.0.stopping.send_replace(true);
    }

    /// A place for a socket of `address`, or `None` when it has as many as it may.
    pub fn admit(&self, address: IpAddr) -> Option<Admitted> {
        let mut addresses = lock(&self.0.addresses);
        let count = addresses.entry(address).or_insert(0);
        let limit = self.0.limits.sockets_per_address;
        if limit > 0 && *count >= limit {
            return None;
        }
        *count += 1;
        Some(Admitted {
            hub: Arc::downgrade(&self.0),
            address,
        })
    }

    /// Makes `room` (a new race, or a rematch of `rematch_of`) and keeps it.
    pub async fn create(&self, room: Room, rematch_of: Option<&str>) -> Result<(), DbError> {
        store::create(&self.0.store, &room, now_ms(), rematch_of).await
    }

    /// The room of race `id`, read from the database if this process does not hold it.
    pub async fn room(&self, id: &str) -> Result<Arc<RoomHandle>, Missing> {
        if let Some(handle) = lock(&self.0.rooms).get(id) {
            return Ok(Arc::clone(handle));
        }
        let _one_at_a_time = self.0.loading.lock().await;
        if let Some(handle) = lock(&self.0.rooms).get(id) {
            return Ok(Arc::clone(handle));
        }
        let stored = store::load(&self.0.store, id)
            .await
            .map_err(Missing::Unavailable)?
            .ok_or(Missing::NoSuchRace)?;
        let handle = Arc::new(RoomHandle {
            id: id.to_owned(),
            state: Mutex::new(Held {
                room: stored.room,
                applied: 0,
                timer: None,
                kept_at: None,
            }),
            tx: broadcast::channel(BACKLOG).0,
            sockets: Mutex::default(),
            fetching: tokio::sync::Mutex::new(()),
        });
        lock(&self.0.rooms).insert(id.to_owned(), Arc::clone(&handle));
        if !stored.ended && self.0.shared.is_some() {
            // Listening already: whatever is appended from now on is fetched or told.
            following::catch_up(&self.0, &handle)
                .await
                .map_err(Missing::Unavailable)?;
        }
        self.0.schedule(&handle);
        Ok(handle)
    }

    /// Hands `input` to the room: applied at once by one process alone, or through the
    /// database when processes share races.
    pub async fn submit(&self, handle: &Arc<RoomHandle>, input: Input) -> Result<(), DbError> {
        let event = Event {
            at: now_ms(),
            input,
        };
        match &self.0.shared {
            Some(shared) => shared.append(&handle.id, &event).await,
            None => {
                self.0.apply(handle, &event, None);
                Ok(())
            }
        }
    }
}

impl RoomHandle {
    /// The room as it is now, and the messages that follow it from here on, none missed
    /// and none twice.
    pub fn follow(&self) -> (ServerMessage, broadcast::Receiver<Frame>) {
        let held = lock(&self.state);
        let view = held.room.view(now_ms());
        (ServerMessage::Room(view), self.tx.subscribe())
    }

    /// A copy of the room as it is now.
    pub fn room(&self) -> Room {
        lock(&self.state).room.clone()
    }

    /// Makes socket `socket` the one of `key` in this room; the one before it is told to
    /// close.
    pub fn claim(&self, key: &str, socket: u64) -> Arc<Notify> {
        let notify = Arc::new(Notify::new());
        let before = lock(&self.sockets).insert(key.to_owned(), (socket, Arc::clone(&notify)));
        if let Some((_, older)) = before {
            older.notify_one();
        }
        notify
    }

    /// Socket `socket` of `key` closed.
    pub fn release(&self, key: &str, socket: u64) {
        let mut sockets = lock(&self.sockets);
        if sockets.get(key).is_some_and(|(held, _)| *held == socket) {
            sockets.remove(key);
        }
    }
}

impl Hub {
    /// Applies `event` (number `seq` of a shared race's, or `None` for one process's) and
    /// tells the sockets; a shared event out of turn is left for the fetch that brings it.
    pub(super) fn apply(
        self: &Arc<Self>,
        handle: &Arc<RoomHandle>,
        event: &Event,
        seq: Option<u64>,
    ) -> bool {
        let mut held = lock(&handle.state);
        if let Some(seq) = seq {
            if seq != held.applied + 1 {
                return false;
            }
            held.applied = seq;
        }
        for out in held.room.apply(event) {
            let (to, message) = match out {
                Out::All(message) => (None, message),
                Out::To(key, message) => (Some(Arc::from(key)), message),
                Out::Ended => {
                    let (store, room) = (self.store.clone(), Arc::clone(handle));
                    tokio::spawn(async move {
                        if let Err(err) = store::finish(&store, || room.room()).await {
                            tracing::error!(race = room.id, error = %err, "keeping a race's results failed");
                        }
                    });
                    continue;
                }
            };
            if matches!(message, ServerMessage::Moved { .. }) {
                self.moves.fetch_add(1, Ordering::Relaxed);
            }
            let text = Arc::from(message.to_text());
            // No socket following is no error.
            let _ = handle.tx.send(Frame { to, text });
        }
        keeping::keep(self, handle, &mut held, event.at);
        drop(held);
        self.schedule(handle);
        true
    }

    /// The last event applied to `handle`'s room.
    pub(super) fn applied(handle: &RoomHandle) -> u64 {
        lock(&handle.state).applied
    }

    /// The rooms this process holds.
    pub(super) fn rooms(&self) -> Vec<Arc<RoomHandle>> {
        lock(&self.rooms).values().cloned().collect()
    }

    /// The room of `id`, if this process holds it.
    pub(super) fn held(&self, id: &str) -> Option<Arc<RoomHandle>> {
        lock(&self.rooms).get(id).cloned()
    }

    /// A timer for the room's next deadline (the countdown's or the clock's end), which
    /// hands it a tick; the one set for another deadline is stopped.
    fn schedule(self: &Arc<Self>, handle: &Arc<RoomHandle>) {
        let mut held = lock(&handle.state);
        let deadline = held.room.deadline();
        if held.timer.as_ref().map(|(at, _)| *at) == deadline {
            return;
        }
        if let Some((_, timer)) = held.timer.take() {
            timer.abort();
        }
        let Some(deadline) = deadline else {
            return;
        };
        let (hub, room) = (Arc::downgrade(self), Arc::downgrade(handle));
        let wait = Duration::from_millis(deadline.saturating_sub(now_ms()));
        let timer = tokio::spawn(async move {
            tokio::time::sleep(wait).await;
            if let (Some(hub), Some(room)) = (hub.upgrade(), room.upgrade()) {
                let races = Races(hub);
                if let Err(err) = races.submit(&room, Input::Tick).await {
                    tracing::error!(race = room.id, error = %err, "a race's timer failed");
                }
            }
        });
        held.timer = Some((deadline, timer.abort_handle()));
    }
}
