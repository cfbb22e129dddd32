//! A race's room as a pure state machine: no socket, no database, no clock. Every input
//! comes as an [`Event`] stamped with the time it was taken at, and [`Room::apply`] gives
//! back what to say and to whom; the same events in the same order make the same room, so
//! that every server process that applies a race's events (PostgreSQL's LISTEN/NOTIFY
//! hands them out in one order) holds the same room, and time passes only through the
//! events' stamps.
//!
//! A race goes lobby → countdown → racing → over. In the lobby up to [`MAX_PLAYERS`] join
//! under their names and say they are ready; the creator starts it, or it starts when
//! every player (two at least) is ready. After a [`COUNTDOWN_MS`] countdown every player
//! gets the same deal; each move is played by the rules as it comes, and refused, with the
//! player's moves as the server has them, when it is not legal, not the next, or out of
//! time. The race ends when its clock runs out or when every board is over or left.

mod events;
mod playing;
mod seat;

use rules::AnyHistory;
use rules::race_protocol::{PhaseName, RoomView, ServerMessage};

use super::protocol::Refusal;
pub use events::{Event, Input, Out};
use seat::player_view;
pub use seat::{COUNTDOWN_MS, Kind, LENGTHS, MAX_PLAYERS, Seat, UNTIMED_LIMIT_MS};

/// Where a race is; times are milliseconds since the epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Players joining.
    Lobby,
    /// Started: the boards are dealt at `starts_at`.
    Countdown {
        /// When the boards are dealt.
        starts_at: u64,
    },
    /// Under way until `ends_at`.
    Racing {
        /// When it began.
        started_at: u64,
        /// When its clock runs out.
        ends_at: u64,
    },
    /// Ended at `ended_at`.
    Over {
        /// When it began, if it did.
        started_at: Option<u64>,
        /// When it ended.
        ended_at: u64,
    },
}

/// A race's room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The race's id.
    pub id: String,
    /// Its kind.
    pub kind: Kind,
    /// The seed every player is dealt, told only at the start.
    pub seed: u64,
    /// The creator, by the hash of their token.
    pub creator: String,
    /// Where it is.
    pub phase: Phase,
    /// The players, by seat.
    pub seats: Vec<Seat>,
    /// The race the players went on to.
    pub rematch: Option<String>,
    /// Ended by the server's restart, with the standings it had kept.
    pub interrupted: bool,
    /// The time of the last event applied.
    now: u64,
}

impl Room {
    /// A new race's lobby, with `seats` taken already (a rematch's players).
    pub fn new(id: String, kind: Kind, seed: u64, creator: String, seats: Vec<Seat>) -> Room {
        Room {
            id,
            kind,
            seed,
            creator,
            phase: Phase::Lobby,
            seats,
            rematch: None,
            interrupted: false,
            now: 0,
        }
    }

    /// The seat of `key`, if they have one.
    pub fn seat_of(&self, key: &str) -> Option<usize> {
        self.seats.iter().position(|seat| seat.key == key)
    }

    /// When the room next changes by itself (the countdown or the clock running out).
    pub fn deadline(&self) -> Option<u64> {
        match self.phase {
            Phase::Countdown { starts_at } => Some(starts_at),
            Phase::Racing { ends_at, .. } => Some(ends_at),
            Phase::Lobby | Phase::Over { .. } => None,
        }
    }

    /// Whether the race is over.
    pub fn over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// Applies `event`: first the time it was taken at (a countdown or a clock that ran
    /// out), then its input.
    pub fn apply(&mut self, event: &Event) -> Vec<Out> {
        let mut out = Vec::new();
        self.now = self.now.max(event.at);
        self.advance(event.at, &mut out);
        let at = event.at;
        match &event.input {
            Input::Join { key, name } => self.join(key, name, &mut out),
            Input::Gone { key } => self.gone(key, &mut out),
            Input::Ready { key, ready } => self.ready(key, *ready, at, &mut out),
            Input::Start { key } => self.start(key, at, &mut out),
            Input::Move { key, n, m } => self.play(key, *n, *m, at, &mut out),
            Input::Leave { key } => self.leave(key, at, &mut out),
            Input::Rematch { key, id } => self.rematch(key, id, &mut out),
            Input::Forget { key } => self.forget(key, &mut out),
            Input::Tick => {}
        }
        out
    }

    /// The room as every screen shows it at `now`.
    pub fn view(&self, now: u64) -> RoomView {
        let (phase, remaining) = match self.phase {
            Phase::Lobby => (PhaseName::Lobby, None),
            Phase::Countdown { starts_at } => (PhaseName::Countdown, Some(starts_at)),
            Phase::Racing { ends_at, .. } => (PhaseName::Racing, Some(ends_at)),
            Phase::Over { .. } => (PhaseName::Over, None),
        };
        let dealt = matches!(phase, PhaseName::Racing | PhaseName::Over);
        RoomView {
            id: self.id.clone(),
            mode: self.kind.mode.name().to_owned(),
            size: self.kind.size,
            minutes: self.kind.minutes,
            phase,
            remaining_ms: remaining.map(|until| until.saturating_sub(now)),
            seed: dealt.then(|| self.seed.to_string()),
            creator: self.seat_of(&self.creator).unwrap_or(0),
            players: self.seats.iter().map(player_view).collect(),
            rematch: self.rematch.clone(),
            interrupted: self.interrupted,
        }
    }

    fn advance(&mut self, now: u64, out: &mut Vec<Out>) {
        if let Phase::Countdown { starts_at } = self.phase
            && now >= starts_at
        {
            self.deal(starts_at);
            out.push(Out::All(ServerMessage::Room(self.view(now))));
        }
        if let Phase::Racing { ends_at, .. } = self.phase
            && now >= ends_at
        {
            self.end(ends_at, now, out);
        }
    }

    fn deal(&mut self, at: u64) {
        let Kind { mode, size, .. } = self.kind;
        for seat in &mut self.seats {
            // The kind was checked when the race was made: the deal cannot fail.
            seat.game = AnyHistory::deal(mode, self.seed, size).ok();
        }
        self.phase = Phase::Racing {
            started_at: at,
            ends_at: at + self.kind.length_ms(),
        };
    }

    fn end(&mut self, ended_at: u64, now: u64, out: &mut Vec<Out>) {
        let started_at = match self.phase {
            Phase::Racing { started_at, .. } => Some(started_at),
            _ => None,
        };
        self.phase = Phase::Over {
            started_at,
            ended_at,
        };
        out.push(Out::All(ServerMessage::Room(self.view(now))));
        out.push(Out::Ended);
    }

    fn join(&mut self, key: &str, name: &str, out: &mut Vec<Out>) {
        let seat = match (self.seat_of(key), self.phase) {
            (Some(seat), _) => seat,
            (None, Phase::Lobby) if self.seats.len() < MAX_PLAYERS => {
                self.seats.push(Seat::new(key.to_owned(), name.to_owned()));
                self.seats.len() - 1
            }
            (None, Phase::Lobby) => {
                let full = Refusal::new(
                    "race_full",
                    format!("This race is full: {MAX_PLAYERS} players at most. You are watching."),
                );
                out.push(Out::To(key.to_owned(), full.to_message(None)));
                return;
            }
            (None, _) => {
                let begun = Refusal::new(
                    "race_begun",
                    "This race has begun without you: you are watching.",
                );
                out.push(Out::To(key.to_owned(), begun.to_message(None)));
                return;
            }
        };
        let lobby = self.phase == Phase::Lobby;
        let player = &mut self.seats[seat];
        player.sockets += 1;
        // A forgotten player's name is not taken back by a socket opened before.
        if lobby && !player.forgotten {
            player.name = name.to_owned();
        }
        out.push(Out::To(key.to_owned(), ServerMessage::Joined { seat }));
        if player.sockets == 1 || lobby {
            self.tell_player(seat, out);
        }
    }

    fn forget(&mut self, key: &str, out: &mut Vec<Out>) {
        let Some(seat) = self.seat_of(key) else {
            return;
        };
        self.seats[seat].forget();
        // Every screen, and the standings once kept, show the seat under its new name.
        out.push(Out::All(ServerMessage::Room(self.view(self.now))));
    }

    fn gone(&mut self, key: &str, out: &mut Vec<Out>) {
        let Some(seat) = self.seat_of(key) else {
            return;
        };
        let player = &mut self.seats[seat];
        player.sockets = player.sockets.saturating_sub(1);
        if player.sockets == 0 {
            self.tell_player(seat, out);
        }
    }

    /// Tells everyone of a change in a seat: the whole lobby, or the one player later.
    fn tell_player(&self, seat: usize, out: &mut Vec<Out>) {
        match self.phase {
            Phase::Lobby | Phase::Countdown { .. } => {
                // The lobby is small and has no logs: it is told whole.
                out.push(Out::All(ServerMessage::Room(self.view(self.now))));
            }
            Phase::Racing { .. } | Phase::Over { .. } => {
                let player = &self.seats[seat];
                out.push(Out::All(ServerMessage::Player {
                    seat,
                    online: player.sockets > 0,
                    left: player.left,
                }));
            }
        }
    }

    fn ready(&mut self, key: &str, ready: bool, at: u64, out: &mut Vec<Out>) {
        let Some(seat) = self.seat_of(key) else {
            return refuse(out, key, "not_in_race", "You are not in this race.");
        };
        if self.phase != Phase::Lobby {
            return refuse(out, key, "race_begun", "The race has begun already.");
        }
        self.seats[seat].ready = ready;
        let everyone = self.seats.len() >= 2 && self.seats.iter().all(|seat| seat.ready);
        if everyone {
            self.phase = Phase::Countdown {
                starts_at: at + COUNTDOWN_MS,
            };
        }
        out.push(Out::All(ServerMessage::Room(self.view(at))));
    }

    fn start(&mut self, key: &str, at: u64, out: &mut Vec<Out>) {
        if key != self.creator {
            return refuse(
                out,
                key,
                "not_creator",
                "Only the player who made the race starts it; it also starts once everyone is ready.",
            );
        }
        if self.phase != Phase::Lobby {
            return refuse(out, key, "race_begun", "The race has begun already.");
        }
        if self.seat_of(key).is_none() {
            return refuse(out, key, "not_in_race", "Join the race before starting it.");
        }
        self.phase = Phase::Countdown {
            starts_at: at + COUNTDOWN_MS,
        };
        out.push(Out::All(ServerMessage::Room(self.view(at))));
    }

    fn leave(&mut self, key: &str, at: u64, out: &mut Vec<Out>) {
        let Some(seat) = self.seat_of(key) else {
            return;
        };
        match self.phase {
            Phase::Lobby => {
                self.seats.remove(seat);
                if key == self.creator
                    && let Some(next) = self.seats.first()
                {
                    // The lobby goes on under the next player, who may start it.
                    self.creator = next.key.clone();
                }
                out.push(Out::All(ServerMessage::Room(self.view(at))));
            }
            Phase::Countdown { .. } | Phase::Racing { .. } => {
                self.seats[seat].left = true;
                self.tell_player(seat, out);
                if matches!(self.phase, Phase::Racing { .. }) {
                    self.end_if_all_done(at, out);
                }
            }
            Phase::Over { .. } => {}
        }
    }

    pub(super) fn end_if_all_done(&mut self, at: u64, out: &mut Vec<Out>) {
        if self.seats.iter().all(Seat::done) {
            self.end(at, at, out);
        }
    }

    fn rematch(&mut self, key: &str, id: &str, out: &mut Vec<Out>) {
        if self.seat_of(key).is_none() {
            return refuse(
                out,
                key,
                "not_in_race",
                "Only the race's players ask for a rematch.",
            );
        }
        if !self.over() {
            return refuse(
                out,
                key,
                "not_over",
                "A rematch comes once the race is over.",
            );
        }
        match &self.rematch {
            // Asked for twice: the one asked for first.
            Some(_) => out.push(Out::To(
                key.to_owned(),
                ServerMessage::Room(self.view(self.now)),
            )),
            None => {
                self.rematch = Some(id.to_owned());
                out.push(Out::All(ServerMessage::Room(self.view(self.now))));
            }
        }
    }
}

pub(super) fn refuse(out: &mut Vec<Out>, key: &str, error: &'static str, message: &str) {
    out.push(Out::To(
        key.to_owned(),
        Refusal::new(error, message).to_message(None),
    ));
}

#[cfg(test)]
mod tests;
