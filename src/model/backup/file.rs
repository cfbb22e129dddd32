//! The backup file's JSON (docs/RULES.md §18): version 2, written and read, and version
//! 1, read onto the same [`Backup`]. Each part is read by its own reader (a game by its
//! mode's rules, the settings, the statistics), so that an error names the part.
//!
//! Version 2: `{"format":"exponentorus-backup","version":2,"settings":{…},
//! "modes":{"exponentorus":{"game":{…},"bests":{"5":"0","7":"560","9":"1234","11":"0"}},
//! "2048":{"game":null,"bests":{…}}},"stats":{…}}`. Version 1: `"best"` (9×9's),
//! `"bests"` (the other sides'), `"game"`, `"settings"`, and, added later within it,
//! `"classic"` (2048's game and bests) and `"stats"`. Version 2 gained, within it,
//! `"player"`: `{"name":"Ann","token":"<32 hex digits>"}`, either left out when not made.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::value::RawValue;

use super::{Backup, BackupError, FORMAT, ModePart, Part, VERSION};
use crate::model::leaderboard::Player;
use crate::model::play::BACKUP_VERSION_1_CLASSIC;
use crate::model::saves::read_best;
use crate::model::settings::{Settings, read_settings};
use crate::model::stats::Stats;
use rules::quoting::shorten;
use rules::{AnyHistory, Mode};

/// A file of version 2 as written.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    version: u32,
    settings: &'a Settings,
    #[serde(serialize_with = "modes_out")]
    modes: &'a BTreeMap<Mode, ModePart>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stats: Option<&'a Stats>,
    #[serde(skip_serializing_if = "Option::is_none")]
    player: Option<&'a Player>,
}

/// One mode's part as written.
#[derive(Serialize)]
struct PartOut<'a> {
    game: Option<SavedGame<'a>>,
    #[serde(serialize_with = "bests_out")]
    bests: &'a BTreeMap<usize, u64>,
}

/// A game as its mode saves it (docs/RULES.md §13, S7), inside the file as it is.
struct SavedGame<'a>(&'a AnyHistory);

impl Serialize for SavedGame<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RawValue::from_string(self.0.to_json())
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

fn modes_out<S: Serializer>(
    modes: &&BTreeMap<Mode, ModePart>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(modes.iter().map(|(mode, part)| {
        let game = part.game.as_ref().map(SavedGame);
        (
            mode.name(),
            PartOut {
                game,
                bests: &part.bests,
            },
        )
    }))
}

/// Bests by side, `{"5":"1500"}`: decimal strings, as a JavaScript number cannot hold
/// every `u64`.
fn bests_out<S: Serializer>(
    bests: &&BTreeMap<usize, u64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(
        bests
            .iter()
            .map(|(side, best)| (side.to_string(), best.to_string())),
    )
}

/// The newest file of `backup`.
pub(super) fn write(backup: &Backup) -> String {
    let file = FileOut {
        format: FORMAT,
        version: VERSION,
        settings: &backup.settings,
        modes: &backup.modes,
        stats: backup.stats.as_ref(),
        player: backup.player.as_ref(),
    };
    // Every part was written by this build and is JSON, so this cannot fail; an empty
    // file would be refused on import rather than read as another backup.
    serde_json::to_string(&file).unwrap_or_default()
}

/// What every version has: what the file is, and its version. Read first, so that a file
/// of another version reports its version rather than a shape this build does not know.
#[derive(Deserialize)]
#[serde(expecting = "a backup")]
struct Envelope {
    format: Option<String>,
    version: Option<u32>,
}

/// The backup in a file's JSON `text`, every part checked.
pub(super) fn read(text: &str) -> Result<Backup, BackupError> {
    let damaged = |e: serde_json::Error| BackupError::Damaged(rules::json_in_words(&e));
    let envelope: Envelope = serde_json::from_str(text).map_err(damaged)?;
    if envelope.format.as_deref() != Some(FORMAT) {
        return Err(BackupError::NotABackup);
    }
    match envelope.version {
        None => Err(BackupError::Missing(Part::Version)),
        Some(version @ 1..=VERSION) => {
            let file: FileIn = serde_json::from_str(text).map_err(damaged)?;
            let modes = match version {
                1 => version_1_modes(&file)?,
                _ => version_2_modes(file.modes)?,
            };
            let settings = file.settings.ok_or(BackupError::Missing(Part::Settings))?;
            Ok(Backup {
                modes,
                settings: read_settings(settings.get()).map_err(BackupError::Settings)?,
                stats: read_stats(file.stats)?,
                player: file.player.map(Player::checked),
            })
        }
        Some(version) => Err(BackupError::UnknownVersion(version)),
    }
}

/// A file of version 1 or 2, as read once its version is known: the parts of both, each
/// where it was found. A part the file's version does not have, or one a later build added
/// and this one does not know, is passed by.
#[derive(Deserialize)]
#[serde(expecting = "a backup")]
struct FileIn<'a> {
    #[serde(borrow)]
    settings: Option<&'a RawValue>,
    #[serde(borrow)]
    stats: Option<&'a RawValue>,
    /// The leaderboards' player, added within version 2.
    player: Option<Player>,
    /// Version 2: a part per mode.
    #[serde(borrow)]
    modes: Option<Modes<'a>>,
    /// Version 1: the main game, its best on 9×9 and on the other sides, 2048's part.
    #[serde(borrow)]
    game: Option<&'a RawValue>,
    best: Option<BestText>,
    bests: Option<SideBests>,
    #[serde(borrow)]
    classic: Option<ModeFile<'a>>,
}

/// Version 2's part of one mode, and version 1's of 2048: its game (`null` or left out when
/// none) and the bests of the sides it speaks for.
#[derive(Deserialize)]
#[serde(expecting = "a mode's game and best scores")]
struct ModeFile<'a> {
    #[serde(borrow)]
    game: Option<&'a RawValue>,
    bests: Option<SideBests>,
}

/// Version 1's parts: `best` and `bests` are the main game's 9×9 best and the other
/// sides' (without `bests`, a backup from before board sizes, it speaks for 9×9 alone),
/// and `classic`, when there, 2048's game and the bests of all its sides.
fn version_1_modes(file: &FileIn) -> Result<BTreeMap<Mode, ModePart>, BackupError> {
    let main = Mode::MAIN;
    let game = file.game.ok_or(BackupError::Missing(Part::Game))?;
    let best = file.best.as_ref().ok_or(BackupError::Missing(Part::Best))?;
    file.settings.ok_or(BackupError::Missing(Part::Settings))?;
    let mut bests = BTreeMap::new();
    if let Some(others) = &file.bests {
        bests = every_side(main, &others.checked(main, |side| side != 9)?);
    }
    bests.insert(9, read_best(&best.0).map_err(BackupError::Best)?);
    let mut modes = BTreeMap::new();
    let game = Some(read_game(main, game)?);
    modes.insert(main, ModePart { game, bests });
    if let Some(classic) = &file.classic {
        let given = classic
            .bests
            .as_ref()
            .ok_or(BackupError::Missing(Part::Bests(BACKUP_VERSION_1_CLASSIC)))?
            .checked(BACKUP_VERSION_1_CLASSIC, |_| true)?;
        let part = ModePart {
            game: classic
                .game
                .map(|game| read_game(BACKUP_VERSION_1_CLASSIC, game))
                .transpose()?,
            bests: every_side(BACKUP_VERSION_1_CLASSIC, &given),
        };
        modes.insert(BACKUP_VERSION_1_CLASSIC, part);
    }
    Ok(modes)
}

/// Version 2's parts, by mode.
fn version_2_modes(modes: Option<Modes>) -> Result<BTreeMap<Mode, ModePart>, BackupError> {
    let Modes(parts) = modes.ok_or(BackupError::Missing(Part::GamesOrBests))?;
    let mut modes = BTreeMap::new();
    for (mode, part) in parts {
        let bests = match &part.bests {
            Some(bests) => bests.checked(mode, |_| true)?,
            None => BTreeMap::new(),
        };
        let game = part.game.map(|game| read_game(mode, game)).transpose()?;
        modes.insert(mode, ModePart { game, bests });
    }
    Ok(modes)
}

/// A game of `mode`, read and checked by its rules.
fn read_game(mode: Mode, json: &RawValue) -> Result<AnyHistory, BackupError> {
    AnyHistory::from_json(mode, json.get()).map_err(|error| BackupError::Game(mode, error))
}

/// The statistics' part, when there is one.
fn read_stats(json: Option<&RawValue>) -> Result<Option<Stats>, BackupError> {
    json.map(|json| Stats::read(json.get()))
        .transpose()
        .map_err(BackupError::Stats)
}

/// The best of every side `mode` offers, from `given`, 0 where it has none. (Maps here
/// are filled one entry at a time: collecting into one sorts first, and the sort costs
/// the wasm more than the rest of the backup's reading.)
fn every_side(mode: Mode, given: &BTreeMap<usize, u64>) -> BTreeMap<usize, u64> {
    let mut bests = BTreeMap::new();
    for &side in mode.sizes() {
        bests.insert(side, given.get(&side).copied().unwrap_or(0));
    }
    bests
}

/// Version 2's modes: the parts of the modes this build knows, each named once; a mode of
/// a later build is passed by.
struct Modes<'a>(Vec<(Mode, ModeFile<'a>)>);

impl<'de: 'a, 'a> Deserialize<'de> for Modes<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Parts<'a>(std::marker::PhantomData<&'a ()>);

        impl<'de: 'a, 'a> Visitor<'de> for Parts<'a> {
            type Value = Vec<(Mode, ModeFile<'a>)>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("each mode's part, by the mode's name")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut parts: Vec<(Mode, ModeFile<'a>)> = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    let Some(mode) = Mode::from_name(&name) else {
                        map.next_value::<IgnoredAny>()?;
                        continue;
                    };
                    if parts.iter().any(|(known, _)| *known == mode) {
                        return Err(de::Error::custom(format_args!(
                            "the mode {} is named twice",
                            shorten(&name)
                        )));
                    }
                    parts.push((mode, map.next_value()?));
                }
                Ok(parts)
            }
        }

        deserializer
            .deserialize_map(Parts(std::marker::PhantomData))
            .map(Modes)
    }
}

/// Bests by side as a backup writes them, `{"5":"1500","7":"26000"}`, every entry as
/// found: [`SideBests::checked`] reads them.
struct SideBests(Vec<(String, BestText)>);

impl<'de> Deserialize<'de> for SideBests {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries;

        impl<'de> Visitor<'de> for Entries {
            type Value = Vec<(String, BestText)>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("best scores by board side")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    entries.push(entry);
                }
                Ok(entries)
            }
        }

        deserializer.deserialize_map(Entries).map(SideBests)
    }
}

impl SideBests {
    /// The bests by side: each side one that `mode` offers and `allowed` takes, written as
    /// a plain number and named once, each best a whole number.
    fn checked(
        &self,
        mode: Mode,
        allowed: impl Fn(usize) -> bool,
    ) -> Result<BTreeMap<usize, u64>, BackupError> {
        let sides: Vec<usize> = mode
            .sizes()
            .iter()
            .copied()
            .filter(|&side| allowed(side))
            .collect();
        let mut by_side = BTreeMap::new();
        for (side, BestText(best)) in &self.0 {
            let Some(&n) = sides.iter().find(|n| n.to_string() == *side) else {
                return Err(BackupError::Side {
                    mode,
                    side: shorten(side),
                    sides,
                });
            };
            let best = read_best(best).map_err(BackupError::Best)?;
            if by_side.insert(n, best).is_some() {
                return Err(BackupError::SideTwice(mode, n));
            }
        }
        Ok(by_side)
    }
}

/// A best score as written: a string of digits (read by [`read_best`], whose words say
/// what is wrong), or a plain number.
struct BestText(String);

impl<'de> Deserialize<'de> for BestText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Text;

        impl Visitor<'_> for Text {
            type Value = String;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a best score")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
                Ok(text.to_owned())
            }

            fn visit_u64<E: de::Error>(self, best: u64) -> Result<String, E> {
                Ok(best.to_string())
            }
        }

        deserializer.deserialize_any(Text).map(BestText)
    }
}
