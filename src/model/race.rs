//! A race, as the session runs it: the socket's life (open, say who we are, lost, back
//! after a wait that doubles), what the server says of the room, and which of the
//! player's moves to send. Pure, like posting: the socket is the page's effect
//! ([`RaceEffect`]) and its messages come back as intents ([`RaceIntent`]), so every step
//! is tested natively. The board is the session's game like any other; this says what to
//! send of it, and when the session must put the server's moves in its place.

pub mod asks;
pub mod room;
pub mod sentences;

pub use asks::{Hello, Link, Offered, RaceAsk, RaceEffect, RaceIntent, RaceOut};

use room::Room;
use rules::race_protocol::{ClientMessage, PhaseName, ServerMessage};

/// How long the first wait before reconnecting is; each next one doubles, up to
/// [`MAX_WAIT_MS`].
pub const FIRST_WAIT_MS: u32 = 500;
/// The longest wait before reconnecting.
pub const MAX_WAIT_MS: u32 = 10_000;
/// Close codes after which reconnecting is pointless: a newer window of the player's, no
/// such race, a policy refused (a bad token, a flood), a message too large.
const FINAL_CLOSES: [u16; 4] = [4001, 4004, 1008, 1009];

/// One race: its socket, its room and the player's part in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    id: String,
    hello: Hello,
    room: Option<Room>,
    me: Option<usize>,
    link: Link,
    attempt: u32,
    serial: u32,
    /// The player's moves the server has, or that are on their way to it.
    sent: usize,
    /// Whether the game in play was matched with the server's moves since the socket
    /// opened: moves are sent only then.
    synced: bool,
    said: Option<String>,
    shown: Option<usize>,
}

impl Race {
    /// Race `id`, joined as `hello`; the effect that opens its socket.
    pub fn open(id: String, hello: Hello) -> (Race, RaceEffect) {
        let path = socket_path(&id);
        let race = Race {
            id,
            hello,
            room: None,
            me: None,
            link: Link::Connecting,
            attempt: 0,
            serial: 0,
            sent: 0,
            synced: false,
            said: None,
            shown: None,
        };
        (race, RaceEffect::Connect(path))
    }

    /// The race's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The room, once told.
    pub fn room(&self) -> Option<&Room> {
        self.room.as_ref()
    }

    /// The player's seat, if they race.
    pub fn me(&self) -> Option<usize> {
        self.me
    }

    /// How the socket is.
    pub fn link(&self) -> Link {
        self.link
    }

    /// The server's last word to the player (a refusal, a close's reason).
    pub fn said(&self) -> Option<&str> {
        self.said.as_deref()
    }

    /// The rival whose board is shown.
    pub fn shown(&self) -> Option<usize> {
        self.shown
    }

    /// The phase, once told.
    pub fn phase(&self) -> Option<PhaseName> {
        self.room.as_ref().map(|room| room.phase)
    }

    /// Whether the player races under way now: their moves count.
    pub fn racing(&self) -> bool {
        self.me.is_some() && self.phase() == Some(PhaseName::Racing)
    }

    /// Joins as the player of `token` named `name` (after watching, or a name asked).
    pub fn join(&mut self, token: String, name: String) -> Vec<RaceEffect> {
        self.hello = Hello::Join {
            token: token.clone(),
            name: name.clone(),
        };
        self.send(ClientMessage::Join { token, name })
    }

    /// Leaves: the server is told (a player's score stands) and the socket closed.
    pub fn leave(&mut self) -> Vec<RaceEffect> {
        let mut effects = self.send(ClientMessage::Leave);
        effects.push(RaceEffect::Disconnect);
        self.link = Link::Closed;
        effects
    }

    /// Takes one intent and returns what follows.
    pub fn handle(&mut self, intent: RaceIntent) -> Vec<RaceOut> {
        let mut out = Vec::new();
        match intent {
            RaceIntent::Opened => {
                self.link = Link::Open;
                self.attempt = 0;
                self.synced = false;
                self.said = None;
                let hello = match &self.hello {
                    Hello::Join { token, name } => ClientMessage::Join {
                        token: token.clone(),
                        name: name.clone(),
                    },
                    Hello::Watch => ClientMessage::Watch,
                };
                self.say(hello, &mut out);
            }
            RaceIntent::Heard { text, now_ms } => {
                if let Some(heard) = ServerMessage::read(&text) {
                    self.heard(heard, now_ms, &mut out);
                }
            }
            RaceIntent::Closed { code, reason } => self.closed(code, reason, &mut out),
            RaceIntent::Retry(serial) => {
                if serial == self.serial && self.link == Link::Waiting {
                    self.reconnect(&mut out);
                }
            }
            RaceIntent::Online => {
                if self.link == Link::Waiting {
                    self.serial += 1;
                    self.reconnect(&mut out);
                }
            }
            RaceIntent::Ready(ready) => self.say(ClientMessage::Ready { ready }, &mut out),
            RaceIntent::Start => self.say(ClientMessage::Start, &mut out),
            RaceIntent::Rematch => self.say(ClientMessage::Rematch, &mut out),
            RaceIntent::Show(seat) => self.shown = seat,
        }
        out
    }

    /// The player's game moved on: its moves (as numbers) not yet sent are sent, once the
    /// game was matched with the server's.
    pub fn sync(&mut self, log: &[u64]) -> Vec<RaceEffect> {
        if !self.synced || !self.racing() || self.link != Link::Open {
            return Vec::new();
        }
        let mut effects = Vec::new();
        for (index, &m) in log.iter().enumerate().skip(self.sent) {
            let n = u32::try_from(index + 1).unwrap_or(u32::MAX);
            effects.push(RaceEffect::Send(ClientMessage::Move { n, m }.to_text()));
        }
        self.sent = self.sent.max(log.len());
        effects
    }

    /// The session put the server's `count` moves in play (or found its game going on from
    /// them): moves after them are sent from now on.
    pub fn matched(&mut self, count: usize) {
        self.sent = count;
        self.synced = true;
    }

    fn heard(&mut self, heard: ServerMessage, now_ms: u64, out: &mut Vec<RaceOut>) {
        if self.room.as_mut().is_some_and(|room| room.hear(&heard)) {
            return;
        }
        match heard {
            ServerMessage::Room(view) => {
                let Some(room) = Room::of(view, now_ms) else {
                    self.said = Some(sentences::unknown_kind());
                    return;
                };
                let rematch = room.rematch.clone();
                let was = self.room.as_ref().and_then(|r| r.rematch.clone());
                self.room = Some(room);
                self.match_moves(false, out);
                if let Some(next) = rematch.filter(|next| was.as_ref() != Some(next)) {
                    out.push(RaceOut::Rematch(next));
                }
            }
            ServerMessage::Joined { seat } => {
                self.me = Some(seat);
                self.match_moves(false, out);
            }
            ServerMessage::Refused {
                error,
                message,
                log,
            } => {
                if matches!(error.as_str(), "race_full" | "race_begun") {
                    self.hello = Hello::Watch;
                }
                self.said = Some(sentences::refusal(&error, &message));
                if let Some(log) = log {
                    self.synced = false;
                    out.push(RaceOut::Moves { log, exact: true });
                }
            }
            ServerMessage::Moved { .. } | ServerMessage::Player { .. } => {}
        }
    }

    /// Asks the session to match its game with the server's moves, once a room with the
    /// player's moves is known on this socket; at the end, the game must be the server's
    /// (unless a restart of the server interrupted the race).
    fn match_moves(&mut self, exact: bool, out: &mut Vec<RaceOut>) {
        let (Some(seat), Some(room)) = (self.me, &self.room) else {
            return;
        };
        let over = room.phase == PhaseName::Over;
        if !matches!(room.phase, PhaseName::Racing | PhaseName::Over) || (self.synced && !over) {
            return;
        }
        let Some(log) = room
            .racers
            .get(seat)
            .and_then(|racer| racer.board.as_ref())
            .and_then(rules::AnyHistory::packed_log)
        else {
            return;
        };
        self.synced = false;
        // An interrupted race's moves are those the server had kept: the player's game,
        // which may go further, stays theirs.
        out.push(RaceOut::Moves {
            log,
            exact: exact || (over && !room.interrupted),
        });
    }

    fn say(&mut self, said: ClientMessage, out: &mut Vec<RaceOut>) {
        out.extend(self.send(said).into_iter().map(RaceOut::Effect));
    }

    fn send(&mut self, said: ClientMessage) -> Vec<RaceEffect> {
        if self.link == Link::Open {
            vec![RaceEffect::Send(said.to_text())]
        } else {
            self.said = Some(sentences::reconnecting_try_again());
            Vec::new()
        }
    }

    fn closed(&mut self, code: u16, reason: String, out: &mut Vec<RaceOut>) {
        if self.link == Link::Closed {
            return;
        }
        if FINAL_CLOSES.contains(&code)
            || self
                .room
                .as_ref()
                .is_some_and(|r| r.phase == PhaseName::Over)
        {
            self.link = Link::Closed;
            if let Some(why) = sentences::closed(code, &reason) {
                self.said = Some(why);
            }
            return;
        }
        self.link = Link::Waiting;
        self.synced = false;
        self.serial += 1;
        let millis = FIRST_WAIT_MS
            .saturating_mul(1 << self.attempt.min(5))
            .min(MAX_WAIT_MS);
        self.attempt += 1;
        self.said = Some(sentences::lost(sentences::closed(code, &reason)));
        out.push(RaceOut::Effect(RaceEffect::Retry {
            millis,
            serial: self.serial,
        }));
    }

    fn reconnect(&mut self, out: &mut Vec<RaceOut>) {
        self.link = Link::Connecting;
        out.push(RaceOut::Effect(RaceEffect::Connect(socket_path(&self.id))));
    }
}

/// The socket's address of race `id`, relative to the game's base.
pub fn socket_path(id: &str) -> String {
    format!("api/races/{id}/socket")
}

/// Whether `id` reads as a race's id (16 hexadecimal digits): an address's `race`.
pub fn valid_id(id: &str) -> bool {
    id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests;
