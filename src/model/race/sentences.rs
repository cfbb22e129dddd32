//! A race's sentences: what the session and the race's conversation say, the server's
//! refusals and closes worded from their codes, and the lobby's and the race bar's words
//! that are chosen or put together. Each is a Fluent message (`locales/`, "Races"), in the
//! language in use when it is said; a label alone is its message's `tr::` call in its
//! component (`src/ui/race/`).

use crate::model::i18n::tr;
use crate::model::input::Action;
use crate::model::leaderboard::server_words;
use crate::model::numbers;

use super::room::MOST_RACERS;

/// What the status line says to a helper asked for in a race (Hint, Watch, Undo, Redo),
/// or nothing for another action.
pub fn off_in_a_race(action: Action) -> Option<String> {
    let off = match action {
        Action::Hint => "hint",
        Action::Watch => "watch",
        Action::Undo => "undo",
        Action::Redo => "redo",
        _ => return None,
    };
    Some(tr::race_helper_off(off))
}

// ----- The session and the conversation -------------------------------------------------

/// A link whose race id does not read (`shown`: the id as given, shortened).
pub fn not_a_race_link(shown: &str) -> String {
    tr::race_not_a_link(shown)
}

/// A refusal of the race's server, by its `code` (server/src/race/protocol.rs); the
/// leaderboard's wording for a code the two share, and the server's `sentence` for one
/// this build does not know (a newer server's).
pub fn refusal(code: &str, sentence: &str) -> String {
    match code {
        "unknown_message" | "bad_message" => tr::race_refused_message(),
        "not_in_race" => tr::race_refused_not_in_race(),
        "not_begun" => tr::race_refused_not_begun(),
        "race_over" => tr::race_refused_over(),
        "left" => tr::race_refused_left(),
        "out_of_order" => tr::race_refused_out_of_order(),
        "illegal_move" => tr::race_refused_illegal_move(),
        "bad_race" => tr::race_refused_bad_race(),
        "rate_limited" => tr::race_refused_rate_limited(),
        "said_already" => tr::race_refused_said_already(),
        "unavailable" => tr::race_refused_unavailable(),
        "race_full" => tr::race_refused_full(MOST_RACERS),
        "race_begun" => tr::race_refused_begun(),
        "not_creator" => tr::race_refused_not_creator(),
        "not_over" => tr::race_refused_not_over(),
        "no_such_race" => tr::race_closed_no_such_race(),
        _ => server_words::refusal(code, None, sentence),
    }
}

/// Why the server closed the race's socket, by its close `code` (the standard ones and
/// server/src/race/socket.rs's own); its `reason` for a code this build does not word, or
/// nothing when it gave none.
pub fn closed(code: u16, reason: &str) -> Option<String> {
    Some(match code {
        1001 => tr::race_closed_too_slow(),
        1008 => tr::race_closed_refused(),
        1009 => tr::race_closed_too_large(),
        1011 => tr::race_closed_unavailable(),
        1012 => tr::race_closed_restarting(),
        1013 => tr::race_closed_behind(),
        4001 => tr::race_closed_replaced(),
        4004 => tr::race_closed_no_such_race(),
        _ if reason.is_empty() => return None,
        _ => reason.to_owned(),
    })
}

/// The status line at the start.
pub fn race_on() -> String {
    tr::race_on()
}
/// The status line back in a race after a reconnection.
pub fn back_in() -> String {
    tr::race_back_in()
}
/// A room of a kind this version does not know.
pub fn unknown_kind() -> String {
    tr::race_unknown_kind()
}
/// Something said while the socket is not open.
pub fn reconnecting_try_again() -> String {
    tr::race_reconnecting_try_again()
}

/// The socket lost, to be opened again: why, when the server said ([`closed`]).
pub fn lost(why: Option<String>) -> String {
    match why {
        Some(why) => tr::race_lost_because(&why),
        None => tr::race_lost(),
    }
}

// ----- The lobby ------------------------------------------------------------------------

/// The lobby while its socket first opens.
pub fn connecting() -> String {
    tr::race_connecting()
}
/// The lobby's title before the room is known.
pub fn a_race() -> String {
    tr::race_a_race()
}

/// The lobby's title: the race's kind in words.
pub fn lobby_title(kind: &str) -> String {
    tr::race_lobby_title(kind)
}

/// The race's kind in words: "2048 4 × 4, 5 minutes" (`title`: the mode's title).
pub fn kind(title: &str, size: usize, minutes: u32) -> String {
    let length = match minutes {
        0 => tr::race_kind_until_over(),
        m => tr::race_minutes(m),
    };
    tr::race_kind(title, size, &length)
}

/// The marks beside a player's name in the lobby: who made the race, who is the player,
/// who is away; nothing for none.
pub fn marks(made_it: bool, you: bool, away: bool) -> String {
    let marks: Vec<String> = [
        made_it.then(tr::race_mark_made_it),
        you.then(tr::race_mark_you),
        away.then(tr::race_mark_away),
    ]
    .into_iter()
    .flatten()
    .collect();
    if marks.is_empty() {
        String::new()
    } else {
        tr::race_marks(&marks.join(&tr::list_separator()))
    }
}

/// The countdown, in whole seconds.
pub fn starting_in(seconds: u64) -> String {
    tr::race_starting_in(seconds)
}

/// How the race starts, to the player who made it.
pub fn start_how_creator() -> String {
    tr::race_start_how_creator()
}
/// How the race starts, to another player.
pub fn start_how() -> String {
    tr::race_start_how()
}
/// To someone watching the lobby.
pub fn watching() -> String {
    tr::race_watching()
}
/// Ready, pressed or not.
pub fn ready_button(ready: bool) -> String {
    if ready {
        tr::race_not_ready()
    } else {
        tr::race_ready()
    }
}

// ----- The race bar ---------------------------------------------------------------------

/// Before the clock: a race until the last board, or one of so many minutes.
pub fn clock_label(until_the_last_board: bool) -> String {
    if until_the_last_board {
        tr::race_clock_until_over()
    } else {
        tr::race_clock_time_left()
    }
}

/// How a player is, after their name, or nothing.
pub fn presence(left: bool, over: bool, online: bool) -> Option<String> {
    if left {
        Some(tr::race_presence_left())
    } else if over {
        Some(tr::race_presence_done())
    } else if !online {
        Some(tr::race_presence_away())
    } else {
        None
    }
}

/// A player's top tile, as the board shows it.
pub fn top_tile(value: u64) -> String {
    tr::race_top_tile(&numbers::tile(value))
}
