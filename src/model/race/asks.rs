//! What the page and the player tell races ([`RaceAsk`], and a race's socket
//! [`RaceIntent`]), what a race asks of the page ([`RaceEffect`]) and of the session
//! ([`RaceOut`]): plain data, like the session's intents and effects.

use rules::Mode;

use crate::model::leaderboard::Answer;

/// Whether this site runs races. Nothing is asked at a page's start: the server is asked
/// when the player opens the form, and a site found to run none (a static host) is
/// remembered by the browser, so that its button is not offered again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Offered {
    /// Not known yet (or offline): offered, and asked when used.
    #[default]
    Unknown,
    /// The server runs them.
    Yes,
    /// What answers is no race server (a static host): not offered.
    No,
}

/// How the race's socket is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Opening.
    Connecting,
    /// Open.
    Open,
    /// Lost; opening again after a wait.
    Waiting,
    /// Closed for good.
    Closed,
}

/// Who the socket says it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hello {
    /// The leaderboards' player, by token and name.
    Join {
        /// The token.
        token: String,
        /// The name.
        name: String,
    },
    /// Someone watching.
    Watch,
}

/// What the page or the player tells a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceIntent {
    /// The socket opened.
    Opened,
    /// The socket brought this text, at `now_ms`.
    Heard {
        /// The message.
        text: String,
        /// The page's epoch milliseconds.
        now_ms: u64,
    },
    /// The socket closed (or failed), with the server's code and reason.
    Closed {
        /// The close code.
        code: u16,
        /// The reason.
        reason: String,
    },
    /// The wait of [`RaceEffect::Retry`] with this serial ran out.
    Retry(u32),
    /// The browser is online again: reconnect now rather than wait.
    Online,
    /// Ready, or not.
    Ready(bool),
    /// The creator's Start.
    Start,
    /// Rematch.
    Rematch,
    /// Show this rival's board, small (`None`: none).
    Show(Option<usize>),
}

/// What the page must do for a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceEffect {
    /// Open the socket at this address, relative to the game's base.
    Connect(String),
    /// Send this text.
    Send(String),
    /// Close the socket (the player left the race's page).
    Disconnect,
    /// Send [`RaceIntent::Retry`] with `serial` after `millis`.
    Retry {
        /// How long.
        millis: u32,
        /// The serial to send back.
        serial: u32,
    },
    /// Ask the server whether it runs races (`GET api/races`); the answer comes back as
    /// `RaceAsk::Probed`.
    Probe,
    /// Remember in the browser that this site runs no races (`true`), or forget that it
    /// was found to run none (`false`).
    RememberNoRaces(bool),
    /// Make a race (`POST api/races` with this body, as the player of `token`); the answer
    /// comes back as `RaceAsk::Created`.
    Create {
        /// The player's token.
        token: String,
        /// The JSON body.
        body: String,
    },
}

/// What a race asks of the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceOut {
    /// For the page.
    Effect(RaceEffect),
    /// The server holds these of the player's moves: the race's game is the deal with
    /// them, unless the game in play goes on from them (`exact`: it must be them).
    Moves {
        /// The moves, as numbers.
        log: Vec<u64>,
        /// Whether the game must be exactly these moves.
        exact: bool,
    },
    /// The race's players went on to race `id`.
    Rematch(String),
}

/// What the page and the player ask of races.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceAsk {
    /// The answer to [`RaceEffect::Probe`] (`None`: none came).
    Probed(Option<Answer>),
    /// At the page's start: the browser remembers this site running no races.
    NoneRemembered,
    /// Start a race: the form, for this mode and side (New game's dialog) or, with
    /// `None`, the game in play's (the Race button, or R).
    OpenForm(Option<(Mode, usize)>),
    /// The form's Cancel (or Escape).
    CloseForm,
    /// The form's Start: a race of `mode` on side `size` lasting `minutes` (0: until the
    /// last board is over), as the player, named `name` if asked.
    Create {
        /// The mode.
        mode: Mode,
        /// The board's side.
        size: usize,
        /// Minutes.
        minutes: u32,
        /// The name given, when asked.
        name: Option<String>,
        /// 16 random bytes for the player's token, if one must be made.
        random: Option<[u8; 16]>,
    },
    /// The answer to [`RaceEffect::Create`].
    Created(Option<Answer>),
    /// Race `id`, from its link.
    Open(String),
    /// The lobby's Join, by someone watching (named `name` if asked).
    Join {
        /// The name given, when asked.
        name: Option<String>,
        /// 16 random bytes for the player's token, if one must be made.
        random: Option<[u8; 16]>,
    },
    /// Leave the race (a racer's score stands) or stop watching: back to the player's game.
    Leave,
    /// The socket, or the race's own controls.
    Race(RaceIntent),
}
