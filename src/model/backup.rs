//! A backup of everything the game keeps (the game in play, the best score, the
//! settings), to move them to another browser or into the installed app: a JSON file, or
//! the same JSON as a text code to copy and paste. Both are versioned; reading one checks
//! every part, says what is wrong with a bad one, and never panics.
//!
//! The file: `{"format":"exponentorus-backup","version":1,"best":"1234",
//! "bests":{"7":"560"},"settings":{…},"game":{…},"classic":{"game":{…},"bests":{"4":"2048"}}}`,
//! where `game` is the sim's save and `settings` the settings' own JSON, both as they are
//! stored, `best` the best score on 9×9, `bests` those on the other sides (above 0), and
//! `classic` the 2048 mode's game and best score per side. `bests` and `classic` came
//! later within version 1: a backup without one is read as before (the other sides' bests,
//! or the 2048 mode's storage, are then left alone), and a reader from before them passes
//! them by (keeping `best`, which is still 9×9's). `stats`, the statistics' record as
//! stored (docs/RULES.md §17), came later still, the same way: a backup without it leaves
//! the stored statistics alone. The code: `ExponenTorus-1.` then the
//! file's bytes in URL-safe base64, then `.` and eight hex digits of a checksum of them,
//! so that a code damaged on its way is refused rather than read into another game.

use rules::json::{JsonError, JsonReader};
use rules::twenty48::Board as SlideBoard;
use rules::{History, Mode, exponentile, text_code, twenty48};

use super::bests::Bests;
use super::quoting::shorten;
use super::saves::read_best;
use super::settings::{Settings, read_settings};
use super::stats::Stats;

/// The main game's history, as a backup holds it.
type TorusHistory = History<exponentile::Game>;
/// 2048's history, as a backup holds it.
type SlideHistory = History<twenty48::Game>;

/// The file's `format`: what the file is, whatever its version.
pub const FORMAT: &str = "exponentorus-backup";
/// The newest file version: this build writes it and reads it and every earlier one.
pub const VERSION: u32 = 1;
/// A text longer than this is refused unread: a backup is a few kilobytes, and the
/// statistics add about 150 bytes a finished game.
pub const MAX_BYTES: usize = 2 * 1024 * 1024;
/// The code's beginning, with the code's own version.
const CODE_PREFIX: &str = "ExponenTorus-1.";

/// Everything the game keeps, as one value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backup {
    /// The main game's free game in play, with its move log.
    pub game: TorusHistory,
    /// The best score of each board side.
    pub bests: Bests,
    /// Whether `bests` holds every side's best; `false` for a backup from before board
    /// sizes, which holds 9×9's alone (its import leaves the other sides' bests alone).
    pub every_size: bool,
    /// The player's settings.
    pub settings: Settings,
    /// The 2048 mode's game and bests, when there are any.
    pub classic: Option<ClassicPart>,
    /// The statistics, when there are any.
    pub stats: Option<Stats>,
}

/// The 2048 mode's part of a backup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicPart {
    /// The 2048 game in play, with its history, if one was saved.
    pub game: Option<SlideHistory>,
    /// The best score of each side, index = side (0: none).
    pub bests: Vec<u64>,
}

impl ClassicPart {
    /// The part as JSON: the game (or `null`) and the bests above 0, by side.
    fn to_json(&self) -> String {
        let game = self
            .game
            .as_ref()
            .map_or_else(|| "null".to_owned(), SlideHistory::to_json);
        let bests: Vec<String> = self
            .bests
            .iter()
            .enumerate()
            .filter(|(_, best)| **best > 0)
            .map(|(side, best)| format!("\"{side}\":\"{best}\""))
            .collect();
        format!("{{\"game\":{game},\"bests\":{{{}}}}}", bests.join(","))
    }

    /// The part in `text`, checked: a readable 2048 game or `null`, and bests of sides 3 to
    /// 8, each a whole number.
    fn read(text: &str) -> Result<ClassicPart, BackupError> {
        let (mut game, mut bests) = (None, None);
        let mut json = JsonReader::new(text);
        json.object(|name, value| {
            let at = *value;
            match name {
                b"game" if value.null() => once(&mut game, None, at),
                b"game" => once(&mut game, Some(value.raw()?), at),
                b"bests" => {
                    let (by_side, failure) = read_bests(
                        value,
                        SlideBoard::MAX_SIZE,
                        |n| n >= SlideBoard::MIN_SIZE,
                        "a board side of 3 to 8",
                    )?;
                    once(&mut bests, (by_side, failure), at)
                }
                _ => value.skip(),
            }
        })
        .and_then(|()| json.end())
        .map_err(BackupError::Damaged)?;
        let (bests, failure) = bests.ok_or(BackupError::Missing("2048 best scores"))?;
        if let Some(why) = failure {
            return Err(BackupError::Best(why));
        }
        let game = match game.ok_or(BackupError::Missing("2048 game"))? {
            Some(text) => Some(SlideHistory::from_json(text).map_err(BackupError::Game)?),
            None => None,
        };
        Ok(ClassicPart { game, bests })
    }
}

impl Backup {
    /// The backup as a file's JSON.
    pub fn to_json(&self) -> String {
        let classic = self
            .classic
            .as_ref()
            .map(|part| format!(",\"classic\":{}", part.to_json()))
            .unwrap_or_default();
        let sized = if self.every_size {
            let bests: Vec<String> = self
                .bests
                .of(Mode::Exponentorus)
                .filter(|&(size, best)| size != 9 && best > 0)
                .map(|(size, best)| format!("\"{size}\":\"{best}\""))
                .collect();
            format!(",\"bests\":{{{}}}", bests.join(","))
        } else {
            String::new()
        };
        let stats = self
            .stats
            .as_ref()
            .map(|stats| format!(",\"stats\":{}", stats.to_json()))
            .unwrap_or_default();
        format!(
            "{{\"format\":\"{FORMAT}\",\"version\":{VERSION},\"best\":\"{}\"{sized},\
             \"settings\":{},\"game\":{}{classic}{stats}}}",
            self.bests.get(Mode::Exponentorus, 9),
            self.settings.to_json(),
            self.game.to_json()
        )
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
            read_json(text)
        } else {
            read_json(&decode(text)?)
        }
    }
}

/// A backup's file JSON, read and checked part by part.
fn read_json(text: &str) -> Result<Backup, BackupError> {
    let mut parts = Parts::default();
    let mut json = JsonReader::new(text);
    json.object(|name, value| {
        let at = *value;
        match name {
            b"format" => once(&mut parts.format, value.string()?, at),
            b"version" => once(&mut parts.version, value.u32()?, at),
            b"best" => once(&mut parts.best, value.raw()?, at),
            b"bests" => once(&mut parts.bests, value.raw()?, at),
            b"settings" => once(&mut parts.settings, value.raw()?, at),
            b"game" => once(&mut parts.game, value.raw()?, at),
            b"classic" => once(&mut parts.classic, value.raw()?, at),
            b"stats" => once(&mut parts.stats, value.raw()?, at),
            // A later version may add parts; an earlier reader passes them by.
            _ => value.skip(),
        }
    })
    .and_then(|()| json.end())
    .map_err(BackupError::Damaged)?;
    if parts.format != Some(FORMAT.as_bytes()) {
        return Err(BackupError::NotABackup);
    }
    match parts.version {
        None => return Err(BackupError::Missing("version")),
        Some(version) if version == 0 || version > VERSION => {
            return Err(BackupError::UnknownVersion(version));
        }
        Some(_) => {}
    }
    let game = parts.game.ok_or(BackupError::Missing("game"))?;
    let best = parts.best.ok_or(BackupError::Missing("best score"))?;
    let settings = parts.settings.ok_or(BackupError::Missing("settings"))?;
    // The best score is written as a string of digits (a JavaScript number cannot hold
    // every u64); a plain number is read too.
    let best = best
        .strip_prefix('"')
        .and_then(|b| b.strip_suffix('"'))
        .unwrap_or(best);
    let mut bests = match parts.bests {
        Some(text) => read_other_bests(text)?,
        None => Bests::default(),
    };
    bests.set(
        Mode::Exponentorus,
        9,
        read_best(best).map_err(BackupError::Best)?,
    );
    Ok(Backup {
        game: TorusHistory::from_json(game).map_err(BackupError::Game)?,
        bests,
        every_size: parts.bests.is_some(),
        settings: read_settings(settings).map_err(BackupError::Settings)?,
        classic: parts.classic.map(ClassicPart::read).transpose()?,
        stats: parts
            .stats
            .map(Stats::read)
            .transpose()
            .map_err(BackupError::Stats)?,
    })
}

/// The `bests` part: the best of each side other than 9 (whose best is the part `best`),
/// by side, each a whole number in a string.
fn read_other_bests(text: &str) -> Result<Bests, BackupError> {
    let mut json = JsonReader::new(text);
    let (by_side, failure) = read_bests(
        &mut json,
        exponentile::Board::MAX_SIZE,
        |n| Mode::Exponentorus.offers(n) && n != 9,
        "a board side of 5, 7 or 11",
    )
    .and_then(|read| json.end().map(|()| read))
    .map_err(BackupError::Damaged)?;
    if let Some(why) = failure {
        return Err(BackupError::Best(why));
    }
    let mut bests = Bests::default();
    for (size, best) in by_side.into_iter().enumerate() {
        bests.set(Mode::Exponentorus, size, best);
    }
    Ok(bests)
}

/// A `{"side":"best",…}` object at `value`: each side once and up to `max`, one that
/// `allowed` takes (else the error `expected`), each best a string. The bests by side
/// (index = side), and why the first best that is no whole number is not one: the caller
/// says that in its own words.
fn read_bests(
    value: &mut JsonReader,
    max: usize,
    allowed: impl Fn(usize) -> bool,
    expected: &'static str,
) -> Result<(Vec<u64>, Option<String>), JsonError> {
    let mut by_side = vec![0; max + 1];
    let mut seen = 0u32;
    let mut failure = None;
    value.object(|side, best| {
        let at = *best;
        let digits = best.string()?;
        let side = std::str::from_utf8(side)
            .ok()
            .and_then(|s| s.parse::<usize>().ok())
            .filter(|&n| n <= max && allowed(n));
        let Some(side) = side else {
            return at.error(expected);
        };
        if seen & (1 << side) != 0 {
            return at.error("each board side only once");
        }
        seen |= 1 << side;
        match std::str::from_utf8(digits)
            .map_err(|e| e.to_string())
            .and_then(read_best)
        {
            Ok(best) => by_side[side] = best,
            Err(why) => failure = Some(why),
        }
        Ok(())
    })?;
    Ok((by_side, failure))
}

/// The parts of a backup file, as found.
#[derive(Default)]
struct Parts<'a> {
    format: Option<&'a [u8]>,
    version: Option<u32>,
    best: Option<&'a str>,
    bests: Option<&'a str>,
    settings: Option<&'a str>,
    game: Option<&'a str>,
    classic: Option<&'a str>,
    stats: Option<&'a str>,
}

/// Fills `slot` with a part read at `at`; a backup names each part once.
fn once<T>(slot: &mut Option<T>, value: T, at: JsonReader) -> Result<(), JsonError> {
    match slot.replace(value) {
        None => Ok(()),
        Some(_) => at.error("each part only once"),
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
mod preview;
mod restore;

pub use backup_error::BackupError;
pub use preview::{Replacement, preview};
pub use restore::{collect, replace_all};

#[cfg(test)]
mod tests {
    use super::preview::describe_game;
    use super::*;
    use crate::model::settings::{Palette, Speed, Theme};
    use rules::exponentile::Game;

    fn played(seed: u64, moves: usize) -> Game {
        let mut game = Game::new(seed);
        for _ in 0..moves {
            let mv = game.hint().expect("a move");
            game.play(mv.a, mv.b).expect("the hint is valid");
        }
        game
    }

    /// A backup as written before board sizes: 9×9's best alone.
    fn sample() -> Backup {
        let mut bests = Bests::default();
        bests.set(Mode::Exponentorus, 9, 98765);
        Backup {
            game: History::new(played(42, 5)),
            bests,
            every_size: false,
            settings: Settings {
                speed: Some(Speed::Fast),
                help_seen: true,
                theme: Theme::Dark,
                palette: Palette::Safe,
            },
            classic: None,
            stats: None,
        }
    }

    fn with_2048() -> Backup {
        let mut history = SlideHistory::new(rules::twenty48::Game::with_size(9, 5).unwrap());
        for dir in [
            rules::Direction::Left,
            rules::Direction::Down,
            rules::Direction::Right,
        ] {
            let _ = history.play(dir);
        }
        let mut bests = vec![0; 9];
        bests[4] = 2048;
        bests[5] = 316;
        Backup {
            classic: Some(ClassicPart {
                game: Some(history),
                bests,
            }),
            ..sample()
        }
    }

    /// A backup of every side's best, on a 7×7 game.
    fn with_sizes() -> Backup {
        let mut game = Game::with_size(42, 7).unwrap();
        let mv = game.hint().expect("a move");
        game.play(mv.a, mv.b).expect("the hint is valid");
        let mut bests = Bests::default();
        bests.set(Mode::Exponentorus, 5, 1500);
        bests.set(Mode::Exponentorus, 7, 26_000);
        bests.set(Mode::Exponentorus, 9, 98765);
        Backup {
            game: History::new(game),
            bests,
            every_size: true,
            ..sample()
        }
    }

    #[test]
    fn every_sides_best_reads_back_from_a_file_and_a_code() {
        let backup = with_sizes();
        let text = backup.to_json();
        assert!(
            text.contains("\"best\":\"98765\",\"bests\":{\"5\":\"1500\",\"7\":\"26000\"}"),
            "{text}"
        );
        assert_eq!(Backup::read(&text), Ok(backup.clone()));
        assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
        // No other side's best: the part is there, empty, and still says "every side".
        let nine_only = Backup {
            bests: sample().bests,
            ..with_sizes()
        };
        assert!(nine_only.to_json().contains("\"bests\":{}"));
        assert_eq!(Backup::read(&nine_only.to_json()), Ok(nine_only));
    }

    #[test]
    fn a_backup_from_before_sizes_reads_with_9x9s_best_alone() {
        let settings = sample().settings;
        let game = History::new(played(42, 5));
        let older = format!(
            "{{\"format\":\"exponentorus-backup\",\"version\":1,\"best\":\"5000\",\
             \"settings\":{},\"game\":{}}}",
            settings.to_json(),
            game.to_json()
        );
        let backup = Backup::read(&older).unwrap();
        assert!(!backup.every_size);
        assert_eq!(
            backup.bests.of(Mode::Exponentorus).collect::<Vec<_>>(),
            [(5, 0), (7, 0), (9, 5000), (11, 0)]
        );
        assert_eq!(backup.game, game);
        // Its preview names 9×9's best alone: the others are left as they are.
        let lines = preview(&with_sizes(), &backup);
        let bests: Vec<String> = lines
            .iter()
            .filter(|l| l.what.starts_with("Best"))
            .map(ToString::to_string)
            .collect();
        assert_eq!(bests, ["Best score, 9 × 9: 98,765 → 5000"]);
    }

    #[test]
    fn the_preview_lists_every_sides_best_it_replaces() {
        let mut now = sample();
        now.bests.set(Mode::Exponentorus, 11, 700);
        let lines: Vec<String> = preview(&now, &with_sizes())
            .iter()
            .filter(|l| l.what.starts_with("Best"))
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            lines,
            [
                "Best score, 5 × 5: 0 → 1500",
                "Best score, 7 × 7: 0 → 26,000",
                "Best score, 9 × 9: 98,765 → 98,765",
                "Best score, 11 × 11: 700 → 0",
            ]
        );
        assert!(
            preview(&now, &with_sizes())[0]
                .then
                .starts_with("7 × 7, seed 42: ")
        );
    }

    #[test]
    fn a_bad_best_of_a_side_is_refused_whole() {
        let text = with_sizes().to_json();
        for (from, to, says) in [
            (
                "\"5\":\"1500\"",
                "\"8\":\"1500\"",
                "a board side of 5, 7 or 11",
            ),
            (
                "\"5\":\"1500\"",
                "\"9\":\"1500\"",
                "a board side of 5, 7 or 11",
            ),
            ("\"5\":\"1500\"", "\"5\":\"15x\"", "the best score is “15x”"),
            ("\"5\":\"1500\"", "\"5\":1500", "expected a string"),
            (
                "\"bests\":{",
                "\"bests\":{\"7\":\"1\",",
                "each board side only once",
            ),
            (
                "\"bests\":{",
                "\"bests\":{},\"bests\":{",
                "each part only once",
            ),
        ] {
            let bad = text.replacen(from, to, 1);
            assert_ne!(bad, text);
            let error = error(&bad);
            assert!(error.contains(says), "{bad}: {error}");
        }
    }

    #[test]
    fn the_2048_part_reads_back_and_an_older_backup_has_none() {
        let backup = with_2048();
        let text = backup.to_json();
        assert!(
            text.contains("\"bests\":{\"4\":\"2048\",\"5\":\"316\"}"),
            "{text}"
        );
        assert_eq!(Backup::read(&text), Ok(backup.clone()));
        assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
        // A backup written before the 2048 part reads as before.
        assert_eq!(Backup::read(&sample().to_json()).unwrap().classic, None);
        let lines = preview(&sample(), &backup);
        assert_eq!(lines.len(), 7);
        assert_eq!(lines[5].what, "2048 game");
        assert_eq!(lines[5].now, "none");
        assert!(
            lines[5].then.starts_with("5 × 5, seed 9: "),
            "{}",
            lines[5].then
        );
        assert_eq!(lines[6].then, "2048 on 4 × 4, 316 on 5 × 5");
        assert_eq!(preview(&sample(), &sample()).len(), 5);
    }

    #[test]
    fn a_bad_2048_part_is_refused_whole() {
        let text = with_2048().to_json();
        for (from, to) in [
            ("\"4\":\"2048\"", "\"9\":\"2048\""),
            ("\"4\":\"2048\"", "\"4\":\"20x48\""),
            ("\"log\":\"", "\"log\":\"Q"),
            (",\"bests\"", ",\"bests_\""),
        ] {
            let bad = text.replacen(from, to, 1);
            assert_ne!(bad, text);
            assert!(Backup::read(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_file_and_a_code_read_back_exactly() {
        let backup = sample();
        assert_eq!(Backup::read(&backup.to_json()), Ok(backup.clone()));
        assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
        assert!(backup.to_code().starts_with("ExponenTorus-1."));
        let wrapped: String = backup
            .to_code()
            .chars()
            .collect::<Vec<_>>()
            .chunks(60)
            .map(|line| format!("  {}\n", line.iter().collect::<String>()))
            .collect();
        assert_eq!(Backup::read(&wrapped), Ok(backup));
    }

    #[test]
    fn the_file_is_json_that_serde_json_reads() {
        let json: serde_json::Value = serde_json::from_str(&sample().to_json()).unwrap();
        assert_eq!(json["format"], "exponentorus-backup");
        assert_eq!(json["version"], 1);
        assert_eq!(json["best"], "98765");
        assert_eq!(json["game"]["game"]["seed"], "42");
        assert_eq!(json["settings"]["speed"], "fast");
    }

    #[test]
    fn later_versions_may_add_parts_and_a_plain_number_is_a_best_score() {
        let text = sample().to_json().replace(
            "\"best\":\"98765\"",
            "\"best\":98765,\"statistics\":{\"games\":[1,2]}",
        );
        assert_eq!(Backup::read(&text), Ok(sample()));
    }

    fn error(text: &str) -> String {
        Backup::read(text).unwrap_err().to_string()
    }

    #[test]
    fn a_bad_file_says_what_is_wrong() {
        let good = sample().to_json();
        assert_eq!(
            error("  \n"),
            "There is nothing to import: the file or code is empty."
        );
        assert!(error("{\"a\":1}").starts_with("This is not an ExponenTorus backup"));
        assert!(error("[1,2]").starts_with("This is neither a backup file nor a backup code"));
        assert_eq!(
            error(&good[..good.len() - 1]),
            format!(
                "The backup is damaged: expected `,` or `}}` at character {}.",
                good.len()
            )
        );
        assert!(
            error(&good.replace("\"version\":1", "\"version\":2")).starts_with(
                "This backup has version 2, which this version of the game cannot read"
            )
        );
        assert_eq!(
            error(&good.replace("\"best\":\"98765\",", "")),
            "The backup has no best score."
        );
        assert_eq!(
            error(&good.replace("\"best\":\"98765\"", "\"best\":\"lots\"")),
            "The backup cannot be used: the best score is “lots”, not a whole number."
        );
        assert_eq!(
            error(&good.replace("\"speed\":\"fast\"", "\"speed\":\"warp\"")),
            "The backup's settings cannot be used: unknown variant `warp`, expected one of \
             `instant`, `fast`, `normal`, `slow` at line 1 column 15."
        );
        assert!(
            error(&good.replace("\"next_id\":", "\"next_id\":0,\"x\":"))
                .starts_with("The backup's game cannot be used. The saved game's next tile id")
        );
        assert!(
            error(&good.replace("\"version\":1", "\"version\":1,\"version\":1"))
                .contains("each part only once")
        );
        assert!(error(&"x".repeat(MAX_BYTES + 1)).starts_with("This is too large"));
    }

    #[test]
    fn a_damaged_code_is_refused_and_says_how() {
        let code = sample().to_code();
        let body = code.len() / 2;
        let mut changed = code.clone().into_bytes();
        changed[body] = if changed[body] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8(changed).unwrap();
        assert!(error(&changed).starts_with("The code is damaged: its check digits do not match"));
        let lost = format!("{}{}", &code[..body], &code[body + 1..]);
        assert!(error(&lost).starts_with("The code is damaged"));
        assert!(error(&code[..code.len() - 9]).starts_with("The code is cut short"));
        let odd = format!("{}%{}", &code[..20], &code[20..]);
        assert_eq!(
            error(&odd),
            "The code holds “%” at character 21, which no code holds: copy the whole code again."
        );
        assert!(error(&code.replacen("-1.", "-2.", 1)).starts_with("This code (“ExponenTorus-2”)"));
        assert!(error("hello").starts_with("This is neither"));
    }

    fn with_stats() -> Backup {
        let mut stats = Stats::default();
        stats.add(crate::model::stats::Finished::of(
            &History::new(played(3, 4)).summary(),
            None,
        ));
        Backup {
            stats: Some(stats),
            ..sample()
        }
    }

    #[test]
    fn the_statistics_travel_and_an_older_backup_leaves_them_alone() {
        let backup = with_stats();
        assert_eq!(Backup::read(&backup.to_json()), Ok(backup.clone()));
        assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
        assert!(
            backup
                .to_json()
                .contains(",\"stats\":{\"version\":1,\"games\":[{")
        );
        // A backup from before the statistics reads as it did, with none.
        assert_eq!(Backup::read(&sample().to_json()).unwrap().stats, None);
        let rows = preview(&sample(), &backup);
        assert_eq!(
            rows.last().unwrap().to_string(),
            "Statistics: 0 finished games → 1 finished game"
        );
        assert!(
            preview(&backup, &sample())
                .iter()
                .all(|r| r.what != "Statistics")
        );
        let broken = backup
            .to_json()
            .replace("\"mode\":\"exponentorus\"", "\"mode\":\"go\"");
        let why = Backup::read(&broken).unwrap_err().to_string();
        assert!(
            why.starts_with(
                "The backup cannot be used: the statistics are damaged (game 1: invalid \
                 value: string \"go\", expected the name of a mode (exponentorus, 2048) at \
                 line 1 column"
            ),
            "{why}"
        );
    }

    #[test]
    fn the_preview_names_what_is_replaced() {
        let mut bests = Bests::default();
        bests.set(Mode::Exponentorus, 9, 10);
        let now = Backup {
            game: History::new(Game::new(7)),
            bests,
            every_size: true,
            settings: Settings::default(),
            classic: None,
            stats: None,
        };
        let rows = preview(&now, &sample());
        let game = &played(42, 5);
        assert_eq!(rows[1].to_string(), "Best score, 9 × 9: 10 → 98,765");
        assert_eq!(rows[0].what, "Game");
        assert_eq!(rows[0].now, "9 × 9, seed 7: 0 points in 0 moves");
        assert_eq!(
            describe_game(&played(42, 1)),
            format!("9 × 9, seed 42: {} points in 1 move", played(42, 1).score())
        );
        assert_eq!(
            rows[0].then,
            format!("9 × 9, seed 42: {} points in 5 moves", game.score())
        );
        assert_eq!(
            (rows[1].now.as_str(), rows[1].then.as_str()),
            ("10", "98,765")
        );
        assert_eq!(rows[2].now, "as the system prefers");
        assert_eq!(rows[2].then, "Fast");
        assert_eq!(rows[3].to_string(), "Theme: System → Dark");
        assert_eq!(rows[4].to_string(), "Colours: Standard → Colour-blind safe");
    }
}
