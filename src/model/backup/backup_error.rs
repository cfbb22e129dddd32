//! Why a text is not a backup: each way a file or a code can be wrong, in words that say
//! what to do.

use std::fmt;

use crate::model::numbers;
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
    Missing(&'static str),
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

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::Empty => {
                f.write_str("There is nothing to import: the file or code is empty.")
            }
            BackupError::TooLarge(bytes) => write!(
                f,
                "This is too large to be an ExponenTorus backup ({}; a backup is a few \
                 kilobytes, a megabyte with years of statistics).",
                numbers::bytes(*bytes as u64)
            ),
            BackupError::NotABackup => f.write_str(
                "This is not an ExponenTorus backup: it lacks \"format\": \"exponentorus-backup\".",
            ),
            BackupError::Damaged(why) => write!(f, "The backup is damaged: {why}."),
            BackupError::UnknownVersion(version) => write!(
                f,
                "This backup has version {version}, which this version of the game cannot \
                 read (it reads 1 to {VERSION}). Update the game, then import it again."
            ),
            BackupError::Missing(part) => write!(f, "The backup has no {part}."),
            BackupError::Game(mode, error) => {
                write!(
                    f,
                    "The backup's {} cannot be used. {error}",
                    game_name(*mode)
                )
            }
            BackupError::Best(why) => write!(f, "The backup cannot be used: {why}."),
            BackupError::Side { mode, side, sides } => {
                let sides: Vec<String> = sides.iter().map(usize::to_string).collect();
                let sides = match sides.split_last() {
                    Some((last, [])) => last.clone(),
                    Some((last, others)) => format!("{} or {last}", others.join(", ")),
                    None => "none".to_owned(),
                };
                write!(
                    f,
                    "The backup cannot be used: its {} best scores name the board side \
                     “{side}”, which is not {sides}.",
                    mode.title()
                )
            }
            BackupError::SideTwice(mode, side) => write!(
                f,
                "The backup cannot be used: its {} best scores name the board side {side} \
                 twice.",
                mode.title()
            ),
            BackupError::Settings(error) => {
                write!(f, "The backup's settings cannot be used: {error}.")
            }
            BackupError::Stats(error) => write!(f, "The backup cannot be used: {error}."),
            BackupError::NotACode => write!(
                f,
                "This is neither a backup file nor a backup code (a code starts with \
                 “{CODE_PREFIX}”)."
            ),
            BackupError::UnknownCodeVersion(prefix) => write!(
                f,
                "This code (“{prefix}”) was made by another version of the game; this one \
                 reads codes that start with “{CODE_PREFIX}”."
            ),
            BackupError::BadCharacter(c, at) => write!(
                f,
                "The code holds “{c}” at character {at}, which no code holds: copy the whole \
                 code again."
            ),
            BackupError::CutShort => {
                f.write_str("The code is cut short: it lacks its eight check digits at the end.")
            }
            BackupError::CheckFailed => f.write_str(
                "The code is damaged: its check digits do not match (a character was changed, \
                 lost or added). Copy the whole code again.",
            ),
        }
    }
}

impl std::error::Error for BackupError {}
