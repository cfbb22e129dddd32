//! The server's answers in the player's language. A refusal carries a code
//! (`{"error": "board_closed", …}`, server/src/leaderboard/error.rs) and a post's answer
//! a status and a place; the app words each here, and keeps the server's English sentence
//! only for a code or status this build does not know (a newer server's).

use crate::model::i18n::tr;

/// A refusal of `code` (and for an illegal move, its `step`), or the server's `sentence`.
pub fn refusal(code: &str, step: Option<usize>, sentence: &str) -> String {
    match code {
        "not_found" => tr::server_not_found(),
        "method_not_allowed" => tr::server_method_not_allowed(),
        "unavailable" => tr::server_unavailable(),
        "timeout" => tr::server_timeout(),
        "server_error" => tr::server_error(),
        "rate_limited" => tr::server_rate_limited(),
        "not_json" | "bad_json" => tr::server_bad_json(),
        "too_large" => tr::server_too_large(),
        "no_such_board" => tr::server_no_such_board(),
        "day_not_begun" => tr::server_day_not_begun(),
        "board_closed" => tr::server_board_closed(),
        "day_counted" => tr::server_day_counted(),
        "taken" => tr::server_taken(),
        "no_token" | "bad_token" => tr::server_bad_token(),
        "bad_name" => tr::server_bad_name(),
        "no_such_entry" => tr::server_no_such_entry(),
        "no_such_player" => tr::server_no_such_player(),
        "not_over" => tr::server_not_over(),
        "not_ranked" => tr::server_not_ranked(),
        "bad_code" => tr::server_bad_code(),
        "illegal_move" => match step {
            Some(step) => tr::server_illegal_move(step),
            None => tr::server_bad_code(),
        },
        _ => sentence.to_owned(),
    }
}

/// A post's outcome, `status`, at place `rank` of `entries` (the entry's `score`), or
/// `None` for a status this build does not know.
pub fn posted(status: &str, rank: u64, entries: u64, score: u64) -> Option<String> {
    match status {
        "stored" => Some(tr::posted_stored(rank, entries)),
        "already_stored" => Some(tr::posted_already(rank, entries)),
        "kept_best" => Some(tr::posted_kept_best(score, rank, entries)),
        _ => None,
    }
}
