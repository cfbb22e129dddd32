//! A backup of everything the game keeps (each mode's game in play and best scores, the
//! settings, the statistics), to move them to another browser or into the installed app:
//! a JSON file, or the same JSON as a text code to copy and paste. Both are versioned
//! (docs/RULES.md §18): this build writes the file's version 2, one part per mode, and
//! reads it and version 1, which had the main game's parts at the top and 2048's under
//! `classic`. Reading one checks every part, says what is wrong with a bad one, and never
//! panics. The code: `ExponenTorus-1.` then the file's bytes in URL-safe base64, then `.`
//! and eight hex digits of a checksum of them, so that a code damaged on its way is refused
//! rather than read into another game; its `1` is the wrapping's version, the file inside
//! has its own. The leaderboards' player (name and token) is a part of its own, added
//! within version 2.

use crate::model::i18n::tr;
use std::collections::BTreeMap;

use rules::{AnyHistory, Mode, text_code};

use super::leaderboard::Player;
use super::settings::Settings;
use super::stats::Stats;
use rules::quoting::shorten;

/// The file's `format`: what the file is, whatever its version.
pub const FORMAT: &str = "exponentorus-backup";
/// The newest file version: this build writes it and reads it and every earlier one.
pub const VERSION: u32 = 2;
/// A text longer than this is refused unread: a backup is a few kilobytes, and the
/// statistics add about 150 bytes a finished game.
pub const MAX_BYTES: usize = 2 * 1024 * 1024;
/// The code's beginning, with the code's own version.
const CODE_PREFIX: &str = "ExponenTorus-1.";

/// Everything the game keeps, as one value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backup {
    /// Each mode's part, by mode. An import leaves a mode without a part as it is (a
    /// backup made before the mode existed has none).
    pub modes: BTreeMap<Mode, ModePart>,
    /// The player's settings.
    pub settings: Settings,
    /// The statistics; `None` in a backup without them, whose import leaves the stored
    /// ones as they are.
    pub stats: Option<Stats>,
    /// The player of the leaderboards (their name and token: whoever holds the token is
    /// the player, so a new phone goes on as the same one); `None` in a backup made before
    /// the player posted a game, or before leaderboards, whose import leaves it alone.
    pub player: Option<Player>,
}

/// One mode's part of a backup.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModePart {
    /// The mode's free game in play (a daily game is no part of a backup); `None` when
    /// none is saved, and an import then removes the mode's.
    pub game: Option<AnyHistory>,
    /// The best score of each board side the part speaks for, by side, 0 for none: an
    /// import replaces these sides' bests and leaves the others as they are (a backup made
    /// before board sizes speaks for 9×9 alone).
    pub bests: BTreeMap<usize, u64>,
}

impl Backup {
    /// The backup as a file's JSON, the newest version.
    pub fn to_json(&self) -> String {
        file::write(self)
    }

    /// The backup as a text code.
    pub fn to_code(&self) -> String {
        let json = self.to_json();
        format!(
            "{CODE_PREFIX}{}.{:08x}",
            text_code::encode(json.as_bytes()),
            text_code::checksum(json.as_bytes())
        )
    }

    /// The backup in `text`: a file's JSON or a code, told apart by their first
    /// character. Whitespace around either, and inside a code, is ignored (a code may come
    /// back wrapped over lines).
    pub fn read(text: &str) -> Result<Backup, BackupError> {
        if text.len() > MAX_BYTES {
            return Err(BackupError::TooLarge(text.len()));
        }
        let text = text.trim();
        if text.is_empty() {
            Err(BackupError::Empty)
        } else if text.starts_with('{') {
            file::read(text)
        } else {
            file::read(&decode(text)?)
        }
    }
}

/// What the player calls `mode`'s game: the main game's is "game", as before there were
/// modes; another mode's is named ("2048 game").
pub(crate) fn game_name(mode: Mode) -> String {
    if mode == Mode::ALL[0] {
        tr::the_game()
    } else {
        tr::mode_game(mode.title())
    }
}

/// The file JSON in a code.
fn decode(code: &str) -> Result<String, BackupError> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(body) = code.strip_prefix(CODE_PREFIX) else {
        return Err(match code.split_once('.') {
            Some((prefix, _)) if prefix.starts_with("ExponenTorus-") => {
                BackupError::UnknownCodeVersion(shorten(prefix))
            }
            _ => BackupError::NotACode,
        });
    };
    let (data, check) = body.rsplit_once('.').ok_or(BackupError::CutShort)?;
    if check.len() != 8 {
        return Err(BackupError::CutShort);
    }
    let check = u32::from_str_radix(check, 16).map_err(|_| BackupError::CheckFailed)?;
    let bytes = text_code::decode(data).map_err(|offset| {
        // Every byte before `offset` is an ASCII digit, so it is also a character count.
        let c = data
            .get(offset..)
            .and_then(|d| d.chars().next())
            .unwrap_or('?');
        BackupError::BadCharacter(c, CODE_PREFIX.len() + offset + 1)
    })?;
    if text_code::checksum(&bytes) != check {
        return Err(BackupError::CheckFailed);
    }
    // The check digits matched, so these are the bytes the game wrote, JSON text; a code
    // made by hand with matching digits and other bytes is no backup.
    String::from_utf8(bytes).map_err(|_| BackupError::NotABackup)
}

mod backup_error;
mod file;
mod preview;
mod restore;

pub use backup_error::{BackupError, Part};
pub use preview::{Replacement, preview};
pub use restore::{RestoreError, collect, load_player, replace_all};

#[cfg(test)]
mod tests;
