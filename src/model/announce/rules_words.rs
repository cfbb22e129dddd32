//! The rules' errors in the player's language: a save that does not load, a replay code
//! that does not read, a game with no code. The rules name each by its kind (their own
//! `Display` is English, for logs and the server); the app words them here. A detail the
//! rules carry as text (where a JSON text breaks, which move a log refuses) is put in as
//! the rules wrote it.

use rules::replay_code::{NotReplayable, ReplayCodeError};
use rules::{LoadError, Save};

use crate::model::i18n::tr;

/// Why a saved game does not load.
pub fn load_error(error: &LoadError) -> String {
    match error {
        LoadError::Malformed(why) => tr::load_malformed(why),
        LoadError::UnknownVersion(version) => tr::load_unknown_version(*version, Save::VERSION),
        LoadError::BadSize { min, max } => tr::load_bad_size(*min, *max),
        LoadError::Tampered(why) => tr::load_tampered(why),
        LoadError::BadValue => tr::load_bad_value(),
        LoadError::DuplicateId => tr::load_duplicate_id(),
        LoadError::BadNextId => tr::load_bad_next_id(),
        LoadError::HasRun => tr::load_has_run(),
        LoadError::OtherMode { saved, wanted } => {
            tr::load_other_mode(saved.title(), wanted.title())
        }
    }
}

/// Why a replay code does not read.
pub fn replay_code_error(error: &ReplayCodeError) -> String {
    match error {
        ReplayCodeError::Empty => tr::code_empty(),
        ReplayCodeError::TooLong => tr::code_too_long(),
        ReplayCodeError::BadCharacter(c, at) => tr::code_bad_character(&c.to_string(), *at),
        ReplayCodeError::UnknownVersion(version) => tr::code_unknown_version(*version),
        ReplayCodeError::NotACode => tr::code_not_a_code(),
        ReplayCodeError::UnknownMode(mode) => tr::code_unknown_mode(*mode),
        ReplayCodeError::BadSize(size) => tr::code_bad_size(*size),
        ReplayCodeError::Truncated => tr::code_truncated(),
        ReplayCodeError::CheckFailed => tr::code_check_failed(),
        ReplayCodeError::OutOfRange(part) => tr::code_out_of_range(part),
        ReplayCodeError::TrailingBytes => tr::code_trailing_bytes(),
        ReplayCodeError::IllegalMove { step, why } => {
            tr::code_illegal_move(*step, why.trim_end_matches('.'))
        }
    }
}

/// Why a game has no replay code.
pub fn not_replayable(_: NotReplayable) -> String {
    tr::not_replayable()
}
