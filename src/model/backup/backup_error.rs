//! Why a text is not a backup: each way a file or a code can be wrong, in words that say
//! what to do.

use std::fmt;

use crate::model::announce;
use crate::model::i18n::tr;
use crate::model::stats::StatsError;
use rules::{LoadError, Mode};

use super::{CODE_PREFIX, VERSION, game_name};

/// Why a text is not a backup this build can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Nothing but whitespace.
    Empty,
    /// Longer than [`MAX_BYTES`](super::MAX_BYTES).
    TooLarge(usize),
    /// JSON of another kind: no `"format":"exponentorus-backup"`.
    NotABackup,
    /// Not JSON, or a backup's JSON broken: serde_json's words, with where.
    Damaged(String),
    /// A version this build does not know, newer than [`VERSION`] (or 0).
    UnknownVersion(u32),
    /// A part missing.
    Missing(Part),
    /// A mode's game, read and checked by its rules, is not one.
    Game(Mode, LoadError),
    /// A best score is not a whole number.
    Best(String),
    /// A mode's bests name a side it does not offer there (as written, shortened), with
    /// the sides it does.
    Side {
        /// The mode.
        mode: Mode,
        /// The side as written.
        side: String,
        /// The sides that part may name.
        sides: Vec<usize>,
    },
    /// A mode's bests name a side twice.
    SideTwice(Mode, usize),
    /// The settings are not settings: serde_json's words.
    Settings(String),
    /// The statistics do not read.
    Stats(StatsError),
    /// Text that neither starts like a file (`{`) nor like a code.
    NotACode,
    /// A code of another code version.
    UnknownCodeVersion(String),
    /// A character no code holds, at this character (from 1).
    BadCharacter(char, usize),
    /// The code lacks its check digits.
    CutShort,
    /// The check digits do not match the rest: a character changed, lost or added.
    CheckFailed,
}

/// A part of a backup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Its version.
    Version,
    /// The settings.
    Settings,
    /// The main game's game.
    Game,
    /// The main game's best score.
    Best,
    /// A mode's best scores.
    Bests(Mode),
    /// The games and bests of the modes.
    GamesOrBests,
}

impl Part {
    fn words(self) -> String {
        match self {
            Part::Version => tr::backup_part_version(),
            Part::Settings => tr::backup_part_settings(),
            Part::Game => tr::backup_part_game(),
            Part::Best => tr::backup_part_best(),
            Part::Bests(mode) => tr::backup_part_bests(mode.title()),
            Part::GamesOrBests => tr::backup_part_games_or_bests(),
        }
    }
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            BackupError::Empty => tr::backup_empty(),
            BackupError::TooLarge(bytes) => tr::backup_too_large(&announce::bytes(*bytes as u64)),
            BackupError::NotABackup => tr::backup_not_a_backup(),
            BackupError::Damaged(why) => tr::backup_damaged(why),
            BackupError::UnknownVersion(version) => tr::backup_unknown_version(*version, VERSION),
            BackupError::Missing(part) => tr::backup_missing(&part.words()),
            BackupError::Game(mode, error) => {
                tr::backup_bad_game(&game_name(*mode), &announce::load_error(error))
            }
            BackupError::Best(why) => tr::backup_unusable(why),
            BackupError::Side { mode, side, sides } => {
                let sides: Vec<String> = sides.iter().map(usize::to_string).collect();
                tr::backup_bad_side(mode.title(), side, &announce::either(&sides))
            }
            BackupError::SideTwice(mode, side) => tr::backup_side_twice(mode.title(), *side),
            BackupError::Settings(error) => tr::backup_bad_settings(error),
            BackupError::Stats(error) => tr::backup_unusable(&announce::stats_error(error)),
            BackupError::NotACode => tr::backup_not_a_code(CODE_PREFIX),
            BackupError::UnknownCodeVersion(found) => tr::backup_code_version(found, CODE_PREFIX),
            BackupError::BadCharacter(c, at) => tr::backup_bad_character(&c.to_string(), *at),
            BackupError::CutShort => tr::backup_cut_short(),
            BackupError::CheckFailed => tr::backup_check_failed(),
        };
        f.write_str(&words)
    }
}

impl std::error::Error for BackupError {}
