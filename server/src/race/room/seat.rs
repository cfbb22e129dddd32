//! What a race is made of: its kind (mode, side, length) and its players' seats.

use rules::race_protocol::PlayerView;
use rules::{AnyHistory, Mode, Outcome, Summary};

use super::super::protocol::Refusal;
use crate::leaderboard::store::FORGOTTEN_NAME;

/// The most players a race seats.
pub const MAX_PLAYERS: usize = 8;
/// The countdown from the start to the deal.
pub const COUNTDOWN_MS: u64 = 3_000;
/// How long a race "until the last board is over" may run at most, so that a board left
/// open does not keep it going for ever.
pub const UNTIMED_LIMIT_MS: u64 = 60 * 60_000;
/// The lengths a race may have, in minutes; 0: until the last board is over.
pub const LENGTHS: [u32; 4] = [2, 5, 10, 0];

/// What kind of race: the mode, the board's side, the length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The mode.
    pub mode: Mode,
    /// The board's side.
    pub size: usize,
    /// Minutes; 0: until the last board is over.
    pub minutes: u32,
}

impl Kind {
    /// A race of `mode` on side `size` lasting `minutes`, if it is one the game offers.
    pub fn new(mode: Mode, size: usize, minutes: u32) -> Result<Kind, Refusal> {
        if !mode.offers(size) {
            return Err(Refusal::new(
                "bad_race",
                format!("{mode} is not played on a {size}×{size} board."),
            ));
        }
        if !LENGTHS.contains(&minutes) {
            return Err(Refusal::new(
                "bad_race",
                "A race lasts 2, 5 or 10 minutes, or until the last board is over (0).",
            ));
        }
        Ok(Kind {
            mode,
            size,
            minutes,
        })
    }

    pub(super) fn length_ms(self) -> u64 {
        match self.minutes {
            0 => UNTIMED_LIMIT_MS,
            minutes => u64::from(minutes) * 60_000,
        }
    }
}

/// A player's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    /// Who: the hash of the player's token.
    pub key: String,
    /// The name shown.
    pub name: String,
    /// Ready to start.
    pub ready: bool,
    /// How many of the player's sockets are open.
    pub sockets: u32,
    /// Left the race.
    pub left: bool,
    /// The player's game, from the deal on.
    pub game: Option<AnyHistory>,
    /// The player asked to be forgotten: the seat keeps its game under
    /// [`FORGOTTEN_NAME`], and the player's token and name are kept nowhere.
    pub forgotten: bool,
}

impl Seat {
    /// A seat for `key`, named `name`, with no socket open.
    pub fn new(key: String, name: String) -> Seat {
        Seat {
            key,
            name,
            ready: false,
            sockets: 0,
            left: false,
            game: None,
            forgotten: false,
        }
    }

    /// The game's figures, once dealt.
    pub fn summary(&self) -> Option<Summary> {
        self.game.as_ref().map(AnyHistory::summary)
    }

    /// Forgets the player: their name goes, their game stays.
    pub(super) fn forget(&mut self) {
        self.name = FORGOTTEN_NAME.to_owned();
        self.forgotten = true;
    }

    pub(super) fn done(&self) -> bool {
        self.left
            || self
                .summary()
                .is_some_and(|s| s.outcome == Outcome::GameOver)
    }

    pub(super) fn log(&self) -> Vec<u64> {
        self.game
            .as_ref()
            .and_then(AnyHistory::packed_log)
            .unwrap_or_default()
    }
}

/// A seat as every screen shows it.
pub(super) fn player_view(seat: &Seat) -> PlayerView {
    let summary = seat.summary();
    PlayerView {
        name: seat.name.clone(),
        ready: seat.ready,
        online: seat.sockets > 0,
        left: seat.left,
        score: summary.map_or(0, |s| s.score),
        moves: summary.map_or(0, |s| s.moves),
        top_tile: summary.map_or(0, |s| s.highest_tile),
        over: summary.is_some_and(|s| s.outcome == Outcome::GameOver),
        log: seat.log(),
    }
}
