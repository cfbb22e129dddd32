//! A race's room as the app shows it: the kind, the phase, the clock, and every player with
//! their board, replayed from the moves the server verified (the figures shown are the
//! server's own), and the standings.

use rules::race_protocol::{PhaseName, PlayerView, RoomView, ServerMessage};
use rules::{AnyHistory, Mode};

/// The players a race takes at most, as the server's room holds them.
pub const MOST_RACERS: u32 = 8;

/// A player in the race, with their board once dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Racer {
    /// The name.
    pub name: String,
    /// Ready to start.
    pub ready: bool,
    /// Connected.
    pub online: bool,
    /// Left the race.
    pub left: bool,
    /// The verified score.
    pub score: u64,
    /// The verified moves.
    pub moves: u32,
    /// The highest tile.
    pub top_tile: u64,
    /// Their board is over.
    pub over: bool,
    /// Their game, replayed from the verified moves, from the deal on.
    pub board: Option<AnyHistory>,
}

/// The room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The race's id.
    pub id: String,
    /// The mode.
    pub mode: Mode,
    /// The board's side.
    pub size: usize,
    /// Minutes; 0: until the last board is over.
    pub minutes: u32,
    /// The phase.
    pub phase: PhaseName,
    /// The seed, once told.
    pub seed: Option<u64>,
    /// The creator's seat.
    pub creator: usize,
    /// The players by seat.
    pub racers: Vec<Racer>,
    /// The race that follows.
    pub rematch: Option<String>,
    /// Ended by the server's restart, with the standings it had kept.
    pub interrupted: bool,
    /// When the countdown or the clock runs out, in the page's epoch milliseconds.
    pub until_ms: Option<u64>,
}

impl Room {
    /// The room a server's view tells, heard at `now_ms`; `None` for a mode or seed this
    /// build does not know.
    pub fn of(view: RoomView, now_ms: u64) -> Option<Room> {
        let mode = Mode::from_name(&view.mode)?;
        let seed = match &view.seed {
            Some(seed) => Some(seed.parse::<u64>().ok()?),
            None => None,
        };
        let racers = view
            .players
            .into_iter()
            .map(|player| racer(player, mode, seed, view.size))
            .collect();
        Some(Room {
            id: view.id,
            mode,
            size: view.size,
            minutes: view.minutes,
            phase: view.phase,
            seed,
            creator: view.creator,
            racers,
            rematch: view.rematch,
            interrupted: view.interrupted,
            until_ms: view.remaining_ms.map(|ms| now_ms + ms),
        })
    }

    /// Takes a move or a player's news; whether it was one of those.
    pub fn hear(&mut self, heard: &ServerMessage) -> bool {
        match *heard {
            ServerMessage::Moved {
                seat,
                m,
                moves,
                score,
                top_tile,
                over,
            } => {
                let Some(racer) = self.racers.get_mut(seat) else {
                    return true;
                };
                if let Some(board) = &mut racer.board {
                    // A move the server verified replays; the figures are the server's.
                    let _ = board.play_packed(m);
                }
                racer.moves = moves;
                racer.score = score;
                racer.top_tile = top_tile;
                racer.over = over;
                true
            }
            ServerMessage::Player { seat, online, left } => {
                if let Some(racer) = self.racers.get_mut(seat) {
                    racer.online = online;
                    racer.left = left;
                }
                true
            }
            _ => false,
        }
    }

    /// Milliseconds left on the countdown or the clock at `now_ms`.
    pub fn remaining_ms(&self, now_ms: u64) -> Option<u64> {
        self.until_ms.map(|until| until.saturating_sub(now_ms))
    }

    /// What the race bar's clock shows at `now_ms`: the time left of a race of so many
    /// minutes, and nothing for a race until the last board (the server's hour-long limit
    /// on such a race is no clock: it showed as 60:00).
    pub fn clock_ms(&self, now_ms: u64) -> Option<u64> {
        self.remaining_ms(now_ms).filter(|_| self.minutes > 0)
    }

    /// The seats in the order of the standings: the highest score first, then the fewer
    /// moves, then the earlier seat.
    pub fn standings(&self) -> Vec<usize> {
        let mut seats: Vec<usize> = (0..self.racers.len()).collect();
        seats.sort_by_key(|&seat| {
            let racer = &self.racers[seat];
            (std::cmp::Reverse(racer.score), racer.moves, seat)
        });
        seats
    }

    /// The place of `seat` in the standings, from 1 (players level on score and moves
    /// share a place).
    pub fn rank(&self, seat: usize) -> usize {
        let Some(racer) = self.racers.get(seat) else {
            return 0;
        };
        1 + self
            .racers
            .iter()
            .filter(|other| {
                (other.score, std::cmp::Reverse(other.moves))
                    > (racer.score, std::cmp::Reverse(racer.moves))
            })
            .count()
    }

    /// Whether everyone in the lobby is ready.
    pub fn all_ready(&self) -> bool {
        self.racers.iter().all(|racer| racer.ready)
    }
}

fn racer(player: PlayerView, mode: Mode, seed: Option<u64>, size: usize) -> Racer {
    let board = seed.and_then(|seed| {
        let mut board = AnyHistory::deal(mode, seed, size).ok()?;
        for &m in &player.log {
            board.play_packed(m).ok()?;
        }
        Some(board)
    });
    Racer {
        name: player.name,
        ready: player.ready,
        online: player.online,
        left: player.left,
        score: player.score,
        moves: player.moves,
        top_tile: player.top_tile,
        over: player.over,
        board,
    }
}
