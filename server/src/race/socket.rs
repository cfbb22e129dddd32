//! One socket of a race: it says who it is (`join` or `watch`), then its messages become
//! the room's inputs and the room's messages its frames. What it may not do is refused in
//! words, and what it may not go on doing closes it with a reason: a frame over the size
//! limit, a token that is not one, messages past the rate for long, no word for too long,
//! falling too far behind the room, the same player's newer socket, the server stopping.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use rules::race_protocol::{ClientMessage, ServerMessage};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, interval, timeout};

use super::hub::{Frame, Races, RoomHandle};
use super::protocol::{MAX_MESSAGE_BYTES, Refusal, read_client};
use super::room::{Input, Room, Seat};
use allowance::{Allowance, Allowed};

mod allowance;
use crate::leaderboard::player::{PlayerKey, checked_name};

/// How long a frame may take to go out before the socket is closed as too slow.
pub const SEND_WITHIN: Duration = Duration::from_secs(10);

/// Close codes, beside the standard ones: the player opened the race elsewhere; no such
/// race.
pub const CLOSE_REPLACED: u16 = 4001;
/// No race has the id asked for.
pub const CLOSE_NO_SUCH_RACE: u16 = 4004;

/// Serves socket number `number` of race `id` until it closes.
pub async fn serve(races: Races, id: String, number: u64, mut ws: WebSocket) {
    let handle = match races.room(&id).await {
        Ok(handle) => handle,
        Err(missing) => {
            let (code, reason) = match missing {
                super::hub::Missing::NoSuchRace => (
                    CLOSE_NO_SUCH_RACE,
                    "No race has this link: it may be mistyped.",
                ),
                super::hub::Missing::Unavailable(err) => {
                    tracing::error!(error = %err, "opening a race failed");
                    (1011, "The race server is unavailable just now.")
                }
            };
            let refusal = Refusal::new("no_such_race", reason).to_message(None);
            let _ = ws.send(text(&refusal.to_text())).await;
            return close(ws, code, reason).await;
        }
    };
    let mut socket = Socket {
        races,
        handle,
        number,
        ws,
        key: None,
        name: None,
        joined: false,
        allowance: Allowance::new(0),
    };
    socket.allowance = Allowance::new(socket.races.hub().limits.messages_per_second);
    let (code, reason) = socket.run().await;
    if let Some(key) = socket.key.clone() {
        socket.handle.release(&key, number);
        if socket.joined {
            let _ = socket
                .races
                .submit(&socket.handle, Input::Gone { key })
                .await;
        }
    }
    close(socket.ws, code, reason).await;
}

struct Socket {
    races: Races,
    handle: Arc<RoomHandle>,
    number: u64,
    ws: WebSocket,
    /// The player (the hash of their token), once they join.
    key: Option<String>,
    name: Option<String>,
    joined: bool,
    allowance: Allowance,
}

/// What a socket's message asks of the loop.
enum Next {
    Go,
    Follow(ServerMessage, tokio::sync::broadcast::Receiver<Frame>),
    Close(u16, &'static str),
}

impl Socket {
    async fn run(&mut self) -> (u16, &'static str) {
        let mut frames: Option<tokio::sync::broadcast::Receiver<Frame>> = None;
        let mut kicked = None::<Arc<tokio::sync::Notify>>;
        let mut last_word = Instant::now();
        let hub = Arc::clone(self.races.hub());
        let ping_every = hub.limits.ping_every;
        let mut ping = interval(ping_every);
        let hello_by = Instant::now() + hub.limits.hello_within;
        let mut stopping = hub.stopping.subscribe();
        loop {
            let stop = async {
                // Its guard is not kept: the value alone is needed.
                let _ = stopping.wait_for(|&stopped| stopped).await.map(drop);
            };
            let waiting_for_hello = frames.is_none();
            let kick = async {
                match &kicked {
                    Some(notify) => notify.notified().await,
                    None => std::future::pending().await,
                }
            };
            let frame = async {
                match &mut frames {
                    Some(rx) => Some(tokio::sync::broadcast::Receiver::recv(rx).await),
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                () = stop => return (1012, "The server is restarting: join again in a moment."),
                () = kick => return (CLOSE_REPLACED, "You opened this race in another window."),
                () = tokio::time::sleep_until(hello_by), if waiting_for_hello => {
                    return (1008, "Say join or watch first.");
                }
                _ = ping.tick() => {
                    if last_word.elapsed() > ping_every * 3 {
                        return (1001, "No word from you for too long.");
                    }
                    if !self.send(Message::Ping(Default::default())).await {
                        return (1001, "Sending to you took too long.");
                    }
                }
                Some(frame) = frame => match frame {
                    Ok(frame) => {
                        let mine = frame.to.as_deref().is_none_or(|to| Some(to) == self.key.as_deref());
                        if mine && !self.send(text(&frame.text)).await {
                            return (1001, "Sending to you took too long.");
                        }
                    }
                    Err(RecvError::Lagged(_)) => {
                        return (1013, "You fell behind the race: join again to catch up.");
                    }
                    Err(RecvError::Closed) => return (1011, "The race closed."),
                },
                message = self.ws.recv() => {
                    last_word = Instant::now();
                    let next = match message {
                        Some(Ok(Message::Text(said))) => self.said(said.as_str()).await,
                        Some(Ok(Message::Binary(_))) => {
                            self.refuse(Refusal::new("bad_message", "Messages are JSON text, not binary.")).await
                        }
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Next::Go,
                        Some(Ok(Message::Close(_))) | None => return (1000, "Goodbye."),
                        Some(Err(err)) => {
                            tracing::debug!(error = %err, "a race's socket failed");
                            return (1009, "That message was too large, or did not read as a WebSocket frame.");
                        }
                    };
                    match next {
                        Next::Go => {}
                        Next::Close(code, reason) => return (code, reason),
                        Next::Follow(room, rx) => {
                            frames = Some(rx);
                            if let Some(key) = &self.key {
                                kicked = Some(self.handle.claim(key, self.number));
                            }
                            if !self.send(text(&room.to_text())).await {
                                return (1001, "Sending to you took too long.");
                            }
                            if self.joined {
                                self.submit_join().await;
                            }
                        }
                    }
                }
            }
        }
    }

    /// Sends `message`, within [`SEND_WITHIN`]; whether it went.
    async fn send(&mut self, message: Message) -> bool {
        matches!(
            timeout(SEND_WITHIN, self.ws.send(message)).await,
            Ok(Ok(()))
        )
    }

    async fn refuse(&mut self, refusal: Refusal) -> Next {
        if self.send(text(&refusal.to_message(None).to_text())).await {
            Next::Go
        } else {
            Next::Close(1001, "Sending to you took too long.")
        }
    }

    async fn said(&mut self, said: &str) -> Next {
        if said.len() > MAX_MESSAGE_BYTES {
            return Next::Close(1009, "A message is at most 1,024 bytes.");
        }
        match self.allowance.take() {
            Allowed::Yes => {}
            Allowed::No => {
                let per_second = self.races.hub().limits.messages_per_second;
                let refusal = Refusal::new(
                    "rate_limited",
                    format!(
                        "Too many messages: at most {per_second} a second. That one was not taken."
                    ),
                );
                return self.refuse(refusal).await;
            }
            Allowed::Never => return Next::Close(1008, "Too many messages, for too long."),
        }
        let message = match read_client(said) {
            Ok(message) => message,
            Err(refusal) => return self.refuse(refusal).await,
        };
        self.act(message).await
    }

    async fn act(&mut self, message: ClientMessage) -> Next {
        match message {
            ClientMessage::Watch if self.key.is_none() => {
                let (room, rx) = self.handle.follow();
                Next::Follow(room, rx)
            }
            ClientMessage::Join { token, name } if self.key.is_none() => {
                let key = match PlayerKey::from_token(&token) {
                    Ok(key) => key,
                    Err(_) => {
                        return Next::Close(
                            1008,
                            "The player's token must be 32 hexadecimal digits.",
                        );
                    }
                };
                let name = match checked_name(&name) {
                    Ok(name) => name,
                    Err(err) => return self.refuse(Refusal::new("bad_name", err.message)).await,
                };
                self.key = Some(key.as_str().to_owned());
                self.joined = true;
                self.name = Some(name);
                let (room, rx) = self.handle.follow();
                Next::Follow(room, rx)
            }
            ClientMessage::Join { .. } | ClientMessage::Watch => {
                self.refuse(Refusal::new(
                    "said_already",
                    "This socket has said who it is already.",
                ))
                .await
            }
            _ if !self.joined => {
                self.refuse(Refusal::new(
                    "not_in_race",
                    "Join the race first: you are watching.",
                ))
                .await
            }
            other => self.input(other).await,
        }
    }
}

impl Socket {
    /// The player's join, once the socket follows the room (so that its answer is heard).
    async fn submit_join(&mut self) {
        let (Some(key), Some(name)) = (self.key.clone(), self.name.clone()) else {
            return;
        };
        self.submit(Input::Join { key, name }).await;
    }

    /// Hands `input` to the room; the database failing is told.
    async fn submit(&mut self, input: Input) -> Next {
        match self.races.submit(&self.handle, input).await {
            Ok(()) => Next::Go,
            Err(err) => {
                tracing::error!(race = self.handle.id, error = %err, "a race's event was not kept");
                let refusal = Refusal::new(
                    "unavailable",
                    "The race server could not take that just now; it was not counted.",
                );
                self.refuse(refusal).await
            }
        }
    }

    /// A joined player's message, as the room's input.
    async fn input(&mut self, message: ClientMessage) -> Next {
        let key = self.key.clone().unwrap_or_default();
        let input = match message {
            ClientMessage::Ready { ready } => Input::Ready { key, ready },
            ClientMessage::Start => Input::Start { key },
            ClientMessage::Move { n, m } => Input::Move { key, n, m },
            ClientMessage::Leave => Input::Leave { key },
            ClientMessage::Rematch => {
                match rematch(&self.races.clone(), &Arc::clone(&self.handle), &key).await {
                    Ok(id) => Input::Rematch { key, id },
                    Err(refusal) => return self.refuse(refusal).await,
                }
            }
            ClientMessage::Join { .. } | ClientMessage::Watch => return Next::Go,
        };
        self.submit(input).await
    }
}

/// The race that follows `handle`'s: made now (with its players seated) unless the room
/// has one already, which the room then tells.
async fn rematch(races: &Races, handle: &Arc<RoomHandle>, key: &str) -> Result<String, Refusal> {
    let room = handle.room();
    if let Some(existing) = &room.rematch {
        return Ok(existing.clone());
    }
    if !room.over() || room.seat_of(key).is_none() {
        // The room refuses it in its own words.
        return Ok(String::new());
    }
    let seats = room
        .seats
        .iter()
        .map(|seat| Seat::new(seat.key.clone(), seat.name.clone()))
        .collect();
    let next = Room::new(
        super::new_id(),
        room.kind,
        super::new_seed(),
        key.to_owned(),
        seats,
    );
    let id = next.id.clone();
    races.create(next, Some(&room.id)).await.map_err(|err| {
        tracing::error!(error = %err, "making a rematch failed");
        Refusal::new(
            "unavailable",
            "The race server could not make the rematch just now.",
        )
    })?;
    Ok(id)
}

fn text(said: &str) -> Message {
    Message::Text(Utf8Bytes::from(said))
}

/// Closes `ws` with `code` and `reason`, and waits a moment for the client's answer.
async fn close(mut ws: WebSocket, code: u16, reason: &'static str) {
    let frame = CloseFrame {
        code,
        reason: Utf8Bytes::from_static(reason),
    };
    if ws.send(Message::Close(Some(frame))).await.is_ok() {
        let _ = timeout(Duration::from_secs(2), async {
            while let Some(Ok(message)) = ws.recv().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
}
