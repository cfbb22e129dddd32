//! The ways a save can fail to load, each in words for the player's notice.

use std::fmt;

use super::{Mode, Save};

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON of the save's shape.
    Malformed(String),
    /// Written by a version this build does not read.
    UnknownVersion(u32),
    /// A side outside the sides its game is played on, or rows of the wrong length.
    BadSize {
        /// The smallest side the save's game is played on.
        min: usize,
        /// The largest.
        max: usize,
    },
    /// A move log that does not replay to the saved game (docs/RULES.md §13).
    Tampered(String),
    /// A value that is not a power of two of at least 2 that fits.
    BadValue,
    /// Two tiles share an id.
    DuplicateId,
    /// `next_id` is not greater than every id on the board, so a new tile could take the
    /// id of a live one.
    BadNextId,
    /// The board holds a run, which no resting game has.
    HasRun,
    /// A game of another mode than the one asked for (a flat board where a cylinder was
    /// wanted, or the other way round).
    OtherMode {
        /// The mode of the saved game.
        saved: Mode,
        /// The mode asked for.
        wanted: Mode,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed(why) => write!(f, "The saved game is unreadable ({why})."),
            LoadError::UnknownVersion(version) => write!(
                f,
                "The saved game is from another version of the game ({version}); this one \
                 reads version {}.",
                Save::VERSION
            ),
            LoadError::BadSize { min, max } => {
                write!(f, "The saved board is not a square of {min} to {max} rows.")
            }
            LoadError::Tampered(why) => write!(f, "The saved game does not add up: {why}."),
            LoadError::BadValue => {
                f.write_str("The saved board holds a tile that is not a power of two.")
            }
            LoadError::DuplicateId => f.write_str("The saved board holds two tiles with one id."),
            LoadError::BadNextId => f.write_str("The saved game's next tile id is already in use."),
            LoadError::HasRun => f.write_str(
                "The saved board holds a line of three, which a game at rest never has.",
            ),
            LoadError::OtherMode { saved, wanted } => {
                write!(f, "The saved game is a game of {saved}, not of {wanted}.")
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl LoadError {
    /// A save whose JSON does not read, in words a player can follow.
    pub(crate) fn json(error: serde_json::Error) -> LoadError {
        LoadError::Malformed(json_in_words(&error))
    }
}

/// Why a stored or shared text's JSON does not read, in words a player can follow: where
/// the text stops being JSON, or is cut short, or which field is missing or of the wrong
/// kind. Every reader of stored text words its errors this way.
pub fn json_in_words(error: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let (line, column) = (error.line(), error.column());
    match error.classify() {
        Category::Syntax => format!("not JSON at line {line}, column {column}"),
        Category::Eof if (line, column) == (1, 0) => "empty".to_owned(),
        Category::Eof => format!("cut short at line {line}, column {column}"),
        Category::Data | Category::Io => error.to_string(),
    }
}
