//! A race's words, every one the player reads, in one place: what the session and the
//! race's conversation say, and the form's, the lobby's, the race bar's and the standings'
//! labels, so that each is found, and put into another language, here.

use crate::model::input::Action;

// The form's words and the buttons' are Fluent messages (`locales/`, "Races"); the rest
// below are English still, to become messages too.

/// What the status line says to a helper asked for in a race (Hint, Watch, Undo, Redo),
/// or nothing for another action.
pub fn off_in_a_race(action: Action) -> Option<String> {
    let off = match action {
        Action::Hint => "Hint",
        Action::Watch => "Watch",
        Action::Undo => "Undo",
        Action::Redo => "Redo",
        _ => return None,
    };
    Some(format!("{off} is off in a race."))
}

// ----- The session and the conversation -------------------------------------------------

/// A link whose race id does not read (`shown`: the id as given, shortened).
pub fn not_a_race_link(shown: &str) -> String {
    format!("“{shown}” is no race's link.")
}
/// The status line at the start.
pub const RACE_ON: &str = "The race is on: the same board for everyone.";
/// The status line back in a race after a reconnection.
pub const BACK_IN: &str = "Back in the race, at your moves as the server has them.";
/// A room of a kind this version does not know.
pub const UNKNOWN_KIND: &str = "This race is of a kind this version of the game does not know.";
/// Something said while the socket is not open.
pub const RECONNECTING_TRY_AGAIN: &str = "Reconnecting to the race: try again in a moment.";
/// The socket lost, with no reason given.
pub const LOST: &str = "The connection to the race was lost. Reconnecting…";

/// The socket closed with the server's `reason`, to be opened again.
pub fn lost_because(reason: &str) -> String {
    format!("{reason} Reconnecting…")
}

// ----- The lobby ------------------------------------------------------------------------

/// The lobby while its socket first opens.
pub const CONNECTING: &str = "Connecting to the race…";
/// The lobby's title before the room is known.
pub const A_RACE: &str = "A race";

/// The lobby's title: the race's kind in words.
pub fn lobby_title(kind: &str) -> String {
    format!("Race: {kind}")
}

/// The race's kind in words: "2048 4 × 4, 5 minutes" (`title`: the mode's title).
pub fn kind(title: &str, size: usize, minutes: u32) -> String {
    let length = match minutes {
        0 => "until the last board is over".to_owned(),
        m => format!("{m} minutes"),
    };
    format!("{title} {size} × {size}, {length}")
}

/// Before the link.
pub const SEND_LINK: &str = "Send this link: ";
/// The link's label.
pub const LINK_LABEL: &str = "The race's link";
/// The link's copy button.
pub const COPY: &str = "Copy";
/// A mark beside the player who made the race.
pub const MADE_IT: &str = "made the race";
/// A mark beside the player's own name.
pub const YOU: &str = "you";
/// A mark beside a player whose connection dropped.
pub const AWAY: &str = "away";
/// A mark beside a player who is ready.
pub const READY_MARK: &str = " ✓ ready";

/// The countdown, in whole seconds.
pub fn starting_in(seconds: u64) -> String {
    format!("Starting in {seconds}…")
}

/// How the race starts, to the player who made it.
pub const START_HOW_CREATOR: &str =
    "Start when everyone is in; it also starts once everyone is ready.";
/// How the race starts, to another player.
pub const START_HOW: &str =
    "The race starts when the player who made it starts it, or when everyone is ready.";
/// To someone watching the lobby.
pub const WATCHING: &str = "You are watching. Join to race.";
/// The lobby's buttons.
pub const LEAVE: &str = "Leave";
/// Ready, pressed or not.
pub fn ready_button(ready: bool) -> &'static str {
    if ready { "Not ready" } else { "Ready" }
}
/// The creator's Start.
pub const START: &str = "Start";
/// Join, for someone watching.
pub const JOIN: &str = "Join";

// ----- The race bar ---------------------------------------------------------------------

/// The bar's label.
pub const BAR_LABEL: &str = "The race";

/// Before the clock: a race until the last board, or one of so many minutes.
pub fn clock_label(until_the_last_board: bool) -> &'static str {
    if until_the_last_board {
        "Until the last board: "
    } else {
        "Time left: "
    }
}

/// How a player is, after their name, or nothing.
pub fn presence(left: bool, over: bool, online: bool) -> &'static str {
    if left {
        "left"
    } else if over {
        "done"
    } else if !online {
        AWAY
    } else {
        ""
    }
}

/// A player's moves.
pub fn moves(moves: u32) -> String {
    format!("{moves} moves")
}

/// A player's top tile (`grouped`: the value grouped by threes).
pub fn top_tile(grouped: &str) -> String {
    format!("top {grouped}")
}

/// A small board's label.
pub fn board_of(name: &str) -> String {
    format!("{name}'s board")
}

// ----- The standings --------------------------------------------------------------------

/// The standings' title.
pub const STANDINGS: &str = "The standings";
/// The standings' columns.
pub const COLUMNS: [&str; 6] = ["#", "Player", "Score", "Moves", "Top", "Replay"];
/// After the name of a player who left.
pub const LEFT_MARK: &str = " (left)";
/// A game's replay link.
pub const WATCH_REPLAY: &str = "Watch";
/// Back to the player's own game.
pub const BACK: &str = "Back to my game";
/// A new race for the same players.
pub const REMATCH: &str = "Rematch";
