//! Fuzzing of every reader of outside text: the text the game finds in storage (the save,
//! ExponenTile's flat save, the 2048 save, the settings, the best score, the statistics,
//! another tab's save of any mode or best of a board side), in the address (the seed, the board size), and in
//! files and pasted text (backup files and codes, board pictures, replay codes). Shared by the CI test (`tests/fuzz.rs`, a few thousand inputs
//! per reader) and the benchmark (`examples/fuzz.rs`, as many as asked).
//!
//! Each input is random bytes, random JSON-ish tokens, or a valid text mutated a few times
//! (bytes flipped, cut, doubled or moved, tokens and extreme numbers put in). A reader must
//! never panic, and must either read a valid value (which then reads back the same from
//! its own writing) or refuse with an error that names what is wrong.

use std::panic::{AssertUnwindSafe, catch_unwind};

use exponentorus::model::address::{Address, SeedParam, SizeParam, parse_seed, parse_size};
use exponentorus::model::backup::{Backup, BackupError, ModePart};
use exponentorus::model::bests::Bests;
use exponentorus::model::kept_analyses;
use exponentorus::model::keys::{ANALYSES_KEY, best_key, game_key};
use exponentorus::model::leaderboard::{Answer, BoardPage, Pending, Player, Posted, Reply};
use exponentorus::model::saves::{Loaded, Slot, parse_best, read_best};
use exponentorus::model::settings::{Settings, Speed, read_settings};
use exponentorus::model::stats::{Finished, Stats, StatsError};
use exponentorus::model::storage::{KeyValue, StoreError};
use exponentorus::model::{Intent, Launch, Session, announce};
use rules::analysis::Weighed;
use rules::day::Day;
use rules::quoting::shorten;
use rules::{AnyHistory, History as Histories, Mode};

/// An ExponenTorus game with its history.
type History = Histories<Game>;
/// A 2048 game with its history.
type SlideHistory = Histories<SlideGame>;

/// A returning player's page load of the main game (of 2048, with `mode`) finding `saved`,
/// with `bests`: the game in play is the saved one (a first visit would play the tutorial,
/// its game waiting behind).
fn launch(mode: Mode, saved: AnyHistory, bests: Bests) -> Launch {
    Launch {
        address: Address {
            mode: Some(mode.name().to_owned()),
            ..Address::default()
        },
        last_mode: Some(mode),
        saved: Ok(Loaded::Game(saved)),
        settings: Settings {
            help_seen: true,
            ..Settings::default()
        },
        bests,
        reduced_motion: true,
        entropy: 1,
        now_ms: 20_787 * 86_400_000,
        stats: Ok(exponentorus::model::stats::LoadedStats::Stats(
            Default::default(),
        )),
        touch: false,
        tutorial: None,
    }
}
use rules::Direction;
use rules::exponentile::{Board, Game, Topology};
use rules::twenty48::Game as SlideGame;
use rules::{LoadError, replay_code};

/// SplitMix64: a small, fast generator, enough to pick inputs.
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Pieces that make JSON, numbers and board pictures, and break them.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "\"",
    ",",
    ":",
    " ",
    "\n",
    "\t",
    "\\",
    "\\\"",
    "\\u0000",
    "-",
    "+",
    ".",
    "e",
    "E",
    "0",
    "1",
    "2",
    "3",
    "4",
    "8",
    "16",
    "00",
    "01",
    "1.5",
    "1e3",
    "-1",
    "null",
    "true",
    "false",
    "nul",
    "tru",
    "\"version\"",
    "\"board\"",
    "\"ids\"",
    "\"next_id\"",
    "\"score\"",
    "\"moves\"",
    "\"seed\"",
    "\"rng\"",
    "\"wrap\"",
    "\"state\"",
    "\"increment\"",
    "\"speed\"",
    "\"help_seen\"",
    "\"fast\"",
    "\"warp\"",
    "\"theme\"",
    "\"palette\"",
    "\"modes\"",
    "\"2048\"",
    "é",
    "\u{FEFF}",
    "\u{0}",
    "🂡",
    "\u{202E}",
];

/// Numbers at and past the limits of what the readers hold.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "15",
    "16",
    "17",
    "255",
    "4294967295",
    "4294967296",
    "9007199254740993",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "-0",
    "1e400",
];

/// An endless stream of inputs for one reader, from its valid `samples`.
pub struct Inputs {
    rng: Rng,
    samples: Vec<String>,
}

impl Inputs {
    /// Inputs drawn with `seed` around the valid `samples` (at least one).
    pub fn new(seed: u64, samples: Vec<String>) -> Self {
        assert!(!samples.is_empty(), "a reader needs a valid sample");
        Inputs {
            rng: Rng::new(seed),
            samples,
        }
    }

    /// The next input: a tenth random bytes, a tenth random tokens, the rest mutations
    /// of a valid sample.
    pub fn next_input(&mut self) -> String {
        match self.rng.below(10) {
            0 => {
                let len = self.rng.below(80);
                let bytes: Vec<u8> = (0..len).map(|_| self.rng.next() as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            1 => (0..self.rng.below(24))
                .map(|_| TOKENS[self.rng.below(TOKENS.len())])
                .collect(),
            _ => {
                let sample = self.samples[self.rng.below(self.samples.len())].clone();
                let mut bytes = sample.into_bytes();
                for _ in 0..=self.rng.below(4) {
                    self.mutate(&mut bytes);
                }
                String::from_utf8_lossy(&bytes).into_owned()
            }
        }
    }

    /// One random change to `bytes`.
    fn mutate(&mut self, bytes: &mut Vec<u8>) {
        let len = bytes.len();
        let at = self.rng.below(len + 1);
        let end = (at + 1 + self.rng.below(16)).min(len);
        match self.rng.below(8) {
            // Flip a bit.
            0 if at < len => bytes[at] ^= 1 << self.rng.below(8),
            // Cut a piece out.
            1 if at < len => drop(bytes.drain(at..end)),
            // Cut the end off.
            2 => bytes.truncate(at),
            // Double a piece.
            3 if at < len => {
                let piece = bytes[at..end].to_vec();
                bytes.splice(at..at, piece);
            }
            // Move a piece somewhere else.
            4 if at < len => {
                let piece: Vec<u8> = bytes.drain(at..end).collect();
                let to = self.rng.below(bytes.len() + 1);
                bytes.splice(to..to, piece);
            }
            // Put a number in place of a run of digits (or anywhere).
            5 => {
                let number = NUMBERS[self.rng.below(NUMBERS.len())].as_bytes();
                let start = bytes[..at]
                    .iter()
                    .rposition(|b| !b.is_ascii_digit())
                    .map_or(0, |p| p + 1);
                let stop = bytes[at..]
                    .iter()
                    .position(|b| !b.is_ascii_digit())
                    .map_or(len, |p| at + p);
                bytes.splice(start..stop, number.iter().copied());
            }
            // Put a token in.
            _ => {
                let token = TOKENS[self.rng.below(TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
        }
    }
}

/// What a reader made of an input that broke none of its promises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A valid value.
    Read,
    /// A clear refusal.
    Refused,
}

/// A reader of outside text, with valid samples to mutate and a check of its promises:
/// `Err` names a broken one.
pub struct Reader {
    /// Its name in reports.
    pub name: &'static str,
    /// Valid texts.
    pub samples: Vec<String>,
    /// Reads one input and checks the result.
    pub check: Check,
}

/// A reader's check of one input: what it made of it, or the promise it broke.
pub type Check = Box<dyn FnMut(&str) -> Result<Verdict, String>>;

impl Reader {
    /// Reads `input`, turning a panic into a broken promise.
    pub fn try_input(&mut self, input: &str) -> Result<Verdict, String> {
        match catch_unwind(AssertUnwindSafe(|| (self.check)(input))) {
            Ok(result) => result,
            Err(panic) => Err(format!(
                "panicked: {}",
                panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| panic.downcast_ref::<&str>().copied())
                    .unwrap_or("(no message)")
            )),
        }
    }
}

/// Games after 0, 1, 10 and 60 moves of the hint's play, from a few seeds.
fn sample_games() -> Vec<History> {
    let mut games = Vec::new();
    for seed in [0, 1, 42, u64::MAX] {
        let mut history = History::new(Game::new(seed));
        for moves in 0..=60 {
            if [0, 1, 10, 60].contains(&moves) {
                games.push(history.clone());
            }
            let Some(mv) = history.game().hint() else {
                break;
            };
            history.play(mv).expect("the hint is valid");
        }
        // With undos (back past the last sample). Logs that start where a version-1 save
        // stood come from the version-1 saves of every sample, below.
        history.undo();
        history.undo();
        games.push(history.clone());
    }
    // The other sides a new game offers, a few moves in.
    for size in [5, 7, 11] {
        let mut history = History::new(Game::with_size(size as u64, size).expect("a size"));
        for _ in 0..5 {
            let Some(mv) = history.game().hint() else {
                break;
            };
            history.play(mv).expect("the hint is valid");
        }
        games.push(history);
    }
    games.push(History::new(Game::with_size(7, 3).expect("3 is a size")));
    games.push(History::new(Game::with_size(7, 16).expect("16 is a size")));
    games
}

/// ExponenTile games on the flat board, of every side it offers (and two it does not),
/// after 0, 1 and 12 hinted moves, and with undos.
fn sample_flat_games() -> Vec<History> {
    let mut games = Vec::new();
    for (seed, &size) in [0, 1, 42, 7, u64::MAX]
        .into_iter()
        .zip(Mode::Exponentile.sizes())
    {
        let mut history = History::new(Game::deal(Topology::Flat, seed, size).expect("a size"));
        for moves in 0..=12 {
            if [0, 1, 12].contains(&moves) {
                games.push(history.clone());
            }
            let Some(mv) = history.game().hint() else {
                break;
            };
            history.play(mv).expect("the hint is valid");
        }
        // Back past the last sample (one move was played after it).
        history.undo();
        history.undo();
        games.push(history);
    }
    for size in [3, 16] {
        games.push(History::new(
            Game::deal(Topology::Flat, 9, size).expect("a size"),
        ));
    }
    games
}

/// 2048 games after 0, 1, 10 and 80 slides of a fixed rotation, of a few seeds and sides,
/// some with undos and a win kept going.
fn sample_slide_games() -> Vec<SlideHistory> {
    let dirs = [
        Direction::Left,
        Direction::Down,
        Direction::Right,
        Direction::Up,
    ];
    let mut games = Vec::new();
    for (seed, size) in [(0, 4), (1, 3), (42, 5), (u64::MAX, 8)] {
        let mut history = SlideHistory::new(SlideGame::with_size(seed, size).expect("a size"));
        let mut turn = 0;
        for slides in 0..=80 {
            if [0, 1, 10, 80].contains(&slides) {
                games.push(history.clone());
            }
            while history.play(dirs[turn % 4]).is_err() && turn < 400 {
                turn += 1;
            }
            turn += 1;
        }
        // Back past the last sample (one slide was played after it).
        history.undo();
        history.undo();
        history.mark(SlideGame::keep_going);
        games.push(history);
    }
    games
}

/// The 2048 save's promises: a game that reads back from its own save, or a specific
/// error.
fn check_slide_save(input: &str) -> Result<Verdict, String> {
    match SlideHistory::from_json(input) {
        Ok(game) => match SlideHistory::from_json(&game.to_json()) {
            Ok(again) if again == game => Ok(Verdict::Read),
            other => Err(format!(
                "read a 2048 game whose save reads back as {other:?}"
            )),
        },
        Err(error) => {
            let message = error.to_string();
            let specific = match &error {
                LoadError::Malformed(why) => {
                    why.starts_with("missing field `")
                        || points_inside(why, input)
                        || why.contains(" of the log is ")
                }
                _ => message.len() > 30,
            };
            if specific {
                Ok(Verdict::Refused)
            } else {
                Err(format!("an unspecific error: {message:?}"))
            }
        }
    }
}

/// Another tab's write of the 2048 game key: the 2048 session adopts a readable game (or
/// keeps its own) and is never left holding anything but a whole game.
fn other_tab_2048() -> impl FnMut(&str) -> Result<Verdict, String> {
    let saved = SlideHistory::new(SlideGame::new(3));
    let (mut session, _) = Session::open(launch(Mode::Twenty48, saved.into(), Bests::default()));
    move |input| {
        let before = session.history();
        session.handle(Intent::StorageChanged {
            key: game_key(Mode::Twenty48, Slot::Free),
            value: Some(input.to_owned()),
        });
        let after = session.history();
        match SlideHistory::from_json(input) {
            _ if after == before => Ok(Verdict::Refused),
            Ok(theirs) if AnyHistory::from(theirs.clone()) == after => Ok(Verdict::Read),
            _ => Err("the 2048 session took a game that is not the one written".into()),
        }
    }
}

/// The number a message gives after `label`, if any.
fn number_after(message: &str, label: &str) -> Option<usize> {
    let rest = &message[message.find(label)? + label.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Whether a message about `input` points inside it (or just past its end): "at line L
/// column C" (serde_json's words), "at line L, column C" (in a player's words), "at
/// character N", or "empty" for an empty text.
fn points_inside(message: &str, input: &str) -> bool {
    // Nothing to point into: the text is empty, and the message says so.
    if input.is_empty() {
        return message.contains("empty");
    }
    if let Some(line) = number_after(message, "at line ") {
        let column = number_after(message, " column ").unwrap_or(0);
        let lines: Vec<&str> = input.split('\n').collect();
        return line >= 1
            && lines
                .get(line - 1)
                .is_some_and(|text| column <= text.len() + 1);
    }
    number_after(message, "at character ").is_some_and(|c| (1..=input.len() + 1).contains(&c))
}

/// The save's promises: a game that reads back from its own save, or a specific error.
fn check_save(input: &str) -> Result<Verdict, String> {
    match History::from_json(input) {
        Ok(game) => match History::from_json(&game.to_json()) {
            Ok(again) if again == game => Ok(Verdict::Read),
            other => Err(format!("read a game whose save reads back as {other:?}")),
        },
        Err(error) => {
            let message = error.to_string();
            let specific = match &error {
                LoadError::Malformed(why) => {
                    why.starts_with("missing field `") || points_inside(why, input)
                }
                _ => message.len() > 30,
            };
            if specific {
                Ok(Verdict::Refused)
            } else {
                Err(format!("an unspecific error: {message:?}"))
            }
        }
    }
}

/// The settings' promises: settings that read back the same from their own writing, or
/// an error that says what is wrong and points into the text.
fn check_settings(input: &str) -> Result<Verdict, String> {
    match read_settings(input) {
        Ok(settings) if Settings::from_json(&settings.to_json()) == settings => Ok(Verdict::Read),
        Ok(settings) => Err(format!("read {settings:?}, which does not read back")),
        Err(error) if points_inside(&error, input) && !error.starts_with(" at line") => {
            Ok(Verdict::Refused)
        }
        Err(error) => Err(format!("an error outside the text: {error:?}")),
    }
}

/// The best score's promises: a number that reads back, or an error that quotes the
/// text or says why.
fn check_best(input: &str) -> Result<Verdict, String> {
    match read_best(input) {
        Ok(best) if read_best(&best.to_string()) == Ok(best) => Ok(Verdict::Read),
        Ok(best) => Err(format!("read {best}, which does not read back")),
        Err(message) if message.starts_with("the best score is ") => Ok(Verdict::Refused),
        Err(message) => Err(format!("an unspecific error: {message:?}")),
    }
}

/// The address's seed: a seed that reads back, or the text itself, quoted in the notice.
fn check_seed(input: &str) -> Result<Verdict, String> {
    match parse_seed(Some(input)) {
        SeedParam::Valid(seed) if parse_seed(Some(&seed.to_string())) == SeedParam::Valid(seed) => {
            Ok(Verdict::Read)
        }
        SeedParam::Invalid(text)
            if text == input && announce::invalid_seed(&text).contains(input) =>
        {
            Ok(Verdict::Refused)
        }
        other => Err(format!("read as {other:?}")),
    }
}

/// The address's board size: an offered side that reads back, or the text itself, quoted
/// (shortened when long) in the notice.
fn check_size(input: &str) -> Result<Verdict, String> {
    let mut verdicts = Vec::new();
    for mode in Mode::ALL {
        verdicts.push(match parse_size(mode, Some(input)) {
            SizeParam::Valid(size)
                if mode.offers(size)
                    && parse_size(mode, Some(&size.to_string())) == SizeParam::Valid(size) =>
            {
                Verdict::Read
            }
            SizeParam::Invalid(text)
                if text == input
                    && announce::invalid_size(mode, &text).contains(&shorten(input)) =>
            {
                Verdict::Refused
            }
            other => return Err(format!("read as {other:?} in {mode}")),
        });
    }
    Ok(if verdicts.contains(&Verdict::Read) {
        Verdict::Read
    } else {
        Verdict::Refused
    })
}

/// Another tab's write of a board side's best: the session takes it only when it is a
/// best score higher than its own, and never changes another side's.
fn other_tab_best() -> impl FnMut(&str) -> Result<Verdict, String> {
    let mut bests = Bests::default();
    bests.set(Mode::Exponentorus, 7, 500);
    let saved = History::new(Game::with_size(3, 7).expect("7 is a size"));
    let (mut session, _) = Session::open(launch(Mode::Exponentorus, saved.into(), bests));
    move |input| {
        let before = session.bests().clone();
        session.handle(Intent::StorageChanged {
            key: best_key(Mode::Exponentorus, 7),
            value: Some(input.to_owned()),
        });
        let after = session.bests().clone();
        let mut expected = before.clone();
        expected.raise(Mode::Exponentorus, 7, parse_best(Some(input)));
        if after != expected {
            return Err(format!("the bests went from {before:?} to {after:?}"));
        }
        Ok(match read_best(input) {
            Ok(_) => Verdict::Read,
            Err(_) => Verdict::Refused,
        })
    }
}

/// A board picture: a board that prints and reads back, or an error naming the problem.
fn check_board(input: &str) -> Result<Verdict, String> {
    match input.parse::<Board>() {
        Ok(board) => match board.to_string().parse::<Board>() {
            Ok(again) if again == board => Ok(Verdict::Read),
            other => Err(format!("read a board that reads back as {other:?}")),
        },
        Err(error) if error.to_string().len() > 20 => Ok(Verdict::Refused),
        Err(error) => Err(format!("an unspecific error: {error}")),
    }
}

/// A backup file or code: everything it holds reads back from its own file and code, or
/// an error names the part that is wrong (and where, for broken JSON).
fn check_backup(input: &str) -> Result<Verdict, String> {
    match Backup::read(input) {
        Ok(backup) => {
            let (file, code) = (
                Backup::read(&backup.to_json()),
                Backup::read(&backup.to_code()),
            );
            if file.as_ref() == Ok(&backup) && code.as_ref() == Ok(&backup) {
                Ok(Verdict::Read)
            } else {
                Err(format!(
                    "read a backup that reads back as {file:?} / {code:?}"
                ))
            }
        }
        // A file's broken JSON is placed in it (a code's, in the file inside).
        Err(BackupError::Damaged(why))
            if input.trim_start().starts_with('{') && !points_inside(&why, input.trim()) =>
        {
            Err(format!("an error outside the text: {why:?}"))
        }
        Err(BackupError::Missing(_)) => Ok(Verdict::Refused),
        Err(error) if error.to_string().len() > 30 => Ok(Verdict::Refused),
        Err(error) => Err(format!("an unspecific error: {error}")),
    }
}

/// The statistics' record (`exponentorus.stats`): a record that writes itself back the
/// same, or an error that names what is wrong.
fn check_stats(input: &str) -> Result<Verdict, String> {
    match Stats::read(input) {
        Ok(stats) => match Stats::read(&stats.to_json()) {
            Ok(again) if again == stats => Ok(Verdict::Read),
            other => Err(format!("read a record that reads back as {other:?}")),
        },
        Err(StatsError::Damaged(why)) if !points_inside(&why, input) => {
            Err(format!("an error outside the text: {why:?}"))
        }
        Err(error)
            if error.to_string().starts_with("the statistics ")
                || error.to_string().starts_with("game ") =>
        {
            Ok(Verdict::Refused)
        }
        Err(error) => Err(format!("an unspecific error: {error}")),
    }
}

/// A statistics record of a few games of every kind, for samples.
fn stats_sample(i: usize) -> Stats {
    let mut stats = Stats::default();
    for (n, history) in sample_games().iter().take(i % 4 + 1).enumerate() {
        let daily = (n % 2 == 0).then(|| Day::from_number(20_758 + n as i32));
        stats.add(Finished {
            on: Day::from_number(20_787),
            ..Finished::of(&history.summary(), daily)
        });
    }
    for history in sample_flat_games().iter().skip(i).take(1) {
        stats.add(Finished::of(&history.summary(), None));
    }
    for history in sample_slide_games().iter().take(2) {
        stats.add(Finished {
            on: Day::from_number(20_700 + i as i32),
            ..Finished::of(&history.summary(), None)
        });
    }
    stats
}

/// A replay code (the address's `replay`): a game that gives back its own code, or an
/// error that names what is wrong.
fn check_replay_code(input: &str) -> Result<Verdict, String> {
    match replay_code::decode(input) {
        Ok(history) => match history.replay_code().map(|code| replay_code::decode(&code)) {
            Ok(Ok(again)) if again == history => Ok(Verdict::Read),
            other => Err(format!("read a game whose code reads back as {other:?}")),
        },
        Err(error) if error.to_string().len() > 25 => Ok(Verdict::Refused),
        Err(error) => Err(format!("an unspecific error: {error}")),
    }
}

/// Another tab's write of the game key of `saved`'s mode (ExponenTorus or ExponenTile):
/// the session adopts a readable game of its own mode (or keeps its own) and is never
/// left holding anything but a whole game of that mode.
fn other_tab(saved: History) -> impl FnMut(&str) -> Result<Verdict, String> {
    let mode = saved.summary().mode;
    let (mut session, _) = Session::open(launch(mode, saved.into(), Bests::default()));
    move |input| {
        let before = session.history();
        session.handle(Intent::StorageChanged {
            key: game_key(mode, Slot::Free),
            value: Some(input.to_owned()),
        });
        let after = session.history();
        match History::from_json(input) {
            _ if after == before => Ok(Verdict::Refused),
            Ok(theirs) if AnyHistory::from(theirs.clone()) == after && after.mode() == mode => {
                Ok(Verdict::Read)
            }
            _ => Err("the session took a game that is not the one written".into()),
        }
    }
}

/// ExponenTile's save, as its mode reads it: a flat game that reads back from its own
/// save, or a specific error (a cylinder's save is another mode's game).
fn check_flat_save(input: &str) -> Result<Verdict, String> {
    match AnyHistory::from_json(Mode::Exponentile, input) {
        Ok(game) if game.mode() != Mode::Exponentile => Err(format!("read a {}", game.mode())),
        Ok(game) => match AnyHistory::from_json(Mode::Exponentile, &game.to_json()) {
            Ok(again) if again == game => Ok(Verdict::Read),
            other => Err(format!("read a game whose save reads back as {other:?}")),
        },
        Err(LoadError::OtherMode {
            saved,
            wanted: Mode::Exponentile,
        }) => match History::from_json(input) {
            Ok(game) if game.summary().mode == saved => Ok(Verdict::Refused),
            other => Err(format!("refused as {saved}'s, which reads as {other:?}")),
        },
        Err(error) if History::from_json(input).is_ok() => {
            Err(format!("a readable save refused: {error}"))
        }
        Err(_) => check_save(input),
    }
}

/// Every reader of outside text, with its valid samples.
pub fn readers() -> Vec<Reader> {
    let games = sample_games();
    // Version-2 saves, and the version-1 saves of their games, which still load.
    let saves_of = |games: &[History]| -> Vec<String> {
        games
            .iter()
            .map(History::to_json)
            .chain(games.iter().map(|h| h.game().to_json()))
            .collect()
    };
    let saves = saves_of(&games);
    let flat_games = sample_flat_games();
    let flat_saves = saves_of(&flat_games);
    let settings = (0..8)
        .map(|i| {
            let speed = [
                "",
                "\"speed\":\"fast\",",
                "\"speed\":null,",
                "\"speed\":\"slow\",",
            ];
            let looks = ["", "\"theme\":\"dark\",", "\"palette\":\"safe\","];
            format!(
                "{{{}{}\"help_seen\":{}}}",
                speed[i % 4],
                looks[i % 3],
                if i < 4 { "true" } else { "false" }
            )
        })
        .collect();
    let slide_games = sample_slide_games();
    let slide_saves: Vec<String> = slide_games
        .iter()
        .map(SlideHistory::to_json)
        .chain(slide_games.iter().map(|h| h.game().to_json()))
        .collect();
    let backups: Vec<Backup> = games
        .iter()
        .zip(
            [None, Some(Speed::Slow), Some(Speed::Instant)]
                .into_iter()
                .cycle(),
        )
        .enumerate()
        .map(|(i, (game, speed))| {
            // Every side's best in some, 9×9's alone in others, as older backups have.
            let bests = Mode::Exponentorus
                .sizes()
                .iter()
                .enumerate()
                .map(|(k, &size)| (size, game.game().score() * (i + k) as u64 % 7919));
            let main = ModePart {
                game: Some(game.clone().into()),
                bests: if i % 2 == 0 {
                    bests.collect()
                } else {
                    [(9, game.game().score() * i as u64)].into()
                },
            };
            let mut modes = std::collections::BTreeMap::from([(Mode::Exponentorus, main)]);
            // Some with ExponenTile's part, as this build's backups have when it was played.
            if i % 2 == 1 {
                let part = ModePart {
                    game: flat_games.get(i).cloned().map(AnyHistory::from),
                    bests: Mode::Exponentile
                        .sizes()
                        .iter()
                        .map(|&n| (n, n as u64 * i as u64 % 3 * 500))
                        .collect(),
                };
                modes.insert(Mode::Exponentile, part);
            }
            // Some with the 2048 part (a game or none, bests), some without, as older
            // backups are.
            if i % 3 != 0 {
                let part = ModePart {
                    game: slide_games.get(i).cloned().map(AnyHistory::from),
                    bests: Mode::Twenty48
                        .sizes()
                        .iter()
                        .map(|&n| (n, n as u64 * i as u64 % 5 * 1000))
                        .collect(),
                };
                modes.insert(Mode::Twenty48, part);
            }
            Backup {
                modes,
                settings: Settings {
                    speed,
                    help_seen: i % 2 == 0,
                    ..Settings::default()
                },
                // Some with statistics, some without, as older backups are.
                stats: (i % 2 == 1).then(|| stats_sample(i)),
                // Some with the leaderboards' player, some without.
                player: (i % 4 == 1).then(|| Player {
                    name: Some(format!("Player {i}")),
                    token: Some(format!("{i:032x}")),
                }),
            }
        })
        .collect();
    // Version-1 files and codes, as earlier builds wrote them, which still read.
    let older = |prefix: &str| -> Vec<String> {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/formats");
        let mut files: Vec<_> = std::fs::read_dir(folder)
            .expect("the fixtures")
            .map(|entry| entry.expect("a file").path())
            .filter(|path| {
                path.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
            })
            .collect();
        files.sort();
        files
            .iter()
            .map(|path| std::fs::read_to_string(path).expect("a fixture"))
            .collect()
    };
    let numbers = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    vec![
        Reader {
            name: "save",
            samples: saves.iter().chain(&flat_saves).cloned().collect(),
            check: Box::new(check_save),
        },
        Reader {
            name: "ExponenTile save",
            samples: flat_saves.clone(),
            check: Box::new(check_flat_save),
        },
        Reader {
            name: "settings",
            samples: settings,
            check: Box::new(check_settings),
        },
        Reader {
            name: "best score",
            samples: numbers(&["0", "12345", "18446744073709551615", " 7\n"]),
            check: Box::new(check_best),
        },
        Reader {
            name: "url seed",
            samples: numbers(&["42", "0", "18446744073709551615", " 9 "]),
            check: Box::new(check_seed),
        },
        Reader {
            name: "url size",
            samples: numbers(&["5", "6", "7", "8", "9", "10", "11", " 7 "]),
            check: Box::new(check_size),
        },
        Reader {
            name: "other tab's best",
            samples: numbers(&["0", "12345", "18446744073709551615", " 7\n"]),
            check: Box::new(other_tab_best()),
        },
        Reader {
            name: "board picture",
            samples: games
                .iter()
                .chain(&flat_games)
                .map(|g| g.game().board().to_string())
                .collect(),
            check: Box::new(check_board),
        },
        Reader {
            name: "backup file",
            samples: backups
                .iter()
                .map(Backup::to_json)
                .chain(older("backup-file-v1"))
                .collect(),
            check: Box::new(check_backup),
        },
        Reader {
            name: "backup code",
            samples: backups
                .iter()
                .map(Backup::to_code)
                .chain(older("backup-code-v1"))
                .collect(),
            check: Box::new(check_backup),
        },
        Reader {
            name: "replay code",
            samples: games
                .iter()
                .chain(&flat_games)
                .filter_map(|h| replay_code::encode(h).ok())
                .collect(),
            check: Box::new(check_replay_code),
        },
        Reader {
            name: "other tab's save",
            samples: saves,
            check: Box::new(other_tab(History::new(Game::new(3)))),
        },
        Reader {
            name: "other tab's flat",
            samples: flat_saves,
            check: Box::new(other_tab(History::new(
                Game::deal(Topology::Flat, 3, 8).expect("8 is a size"),
            ))),
        },
        Reader {
            name: "2048 save",
            samples: slide_saves.clone(),
            check: Box::new(check_slide_save),
        },
        Reader {
            name: "statistics",
            samples: (0..6).map(|i| stats_sample(i).to_json()).collect(),
            check: Box::new(check_stats),
        },
        Reader {
            name: "other tab's 2048",
            samples: slide_saves,
            check: Box::new(other_tab_2048()),
        },
        Reader {
            name: "leaderboard player",
            samples: vec![
                r#"{"name":"Ann","token":"0123456789abcdef0123456789abcdef"}"#.into(),
                r#"{"name":"Bo B"}"#.into(),
            ],
            check: Box::new(check_player),
        },
        Reader {
            name: "posts waiting",
            samples: vec![
                r#"{"games":[{"code":"AQkq","since_ms":5,"tries":2,"next_ms":90}]}"#.into(),
                r#"{"games":[{"code":"x","since_ms":0},{"code":"y","since_ms":1}]}"#.into(),
            ],
            check: Box::new(check_pending),
        },
        Reader {
            name: "kept analyses",
            samples: vec![
                r#"{"version":1,"games":[{"code":"abc","moves":[[7,1500,1200,900,6]]}]}"#.into(),
                concat!(
                    r#"{"version":1,"games":[{"code":"x","moves":[]},"#,
                    r#"{"code":"abc","moves":[[1,0,0,null,1],[2,-5,-9,-9,2]]}]}"#
                )
                .into(),
            ],
            check: Box::new(check_kept_analyses),
        },
        Reader {
            name: "server's answer",
            samples: vec![
                concat!(
                    r#"{"board":{"mode":"2048","size":4,"seed":"1","daily":null,"open":true,"#,
                    r#""closes":null,"entries":1},"top":[{"id":"ab","rank":1,"name":"Ann","#,
                    r#""score":40,"moves":9,"top_tile":16,"submitted":"x","mine":true}],"you":null}"#
                )
                .into(),
                r#"{"error":"board_closed","message":"This day's board is closed."}"#.into(),
            ],
            check: Box::new(check_answer),
        },
    ]
}

/// The leaderboards' player: whatever the text, a player whose token is one the game
/// makes (or none) and whose name the boards take (or none), reading back the same.
fn check_player(input: &str) -> Result<Verdict, String> {
    let player = Player::from_json(input);
    if let Some(token) = &player.token
        && !(token.len() == 32
            && token
                .bytes()
                .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')))
    {
        return Err(format!("kept the token {token:?}"));
    }
    if let Some(name) = &player.name
        && exponentorus::model::leaderboard::check_name(name).as_ref() != Ok(name)
    {
        return Err(format!("kept the name {name:?}"));
    }
    if Player::from_json(&player.to_json()) != player {
        return Err("the player does not read back".into());
    }
    Ok(if player == Player::default() {
        Verdict::Refused
    } else {
        Verdict::Read
    })
}

/// The posts waiting: a list, or none, that reads back the same.
fn check_pending(input: &str) -> Result<Verdict, String> {
    let pending = Pending::from_json(input);
    if Pending::from_json(&pending.to_json()) != pending {
        return Err("the list does not read back".into());
    }
    Ok(if pending.games.is_empty() {
        Verdict::Refused
    } else {
        Verdict::Read
    })
}

/// A store of one key, for a reader that goes through storage.
#[derive(Default)]
struct OneKey(std::cell::RefCell<std::collections::BTreeMap<String, String>>);

impl KeyValue for OneKey {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.0.borrow().get(key).cloned())
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.0.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }
    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.0.borrow_mut().remove(key);
        Ok(())
    }
}

/// The replay viewer's kept analyses: whatever the record, the analysis of game `abc` or
/// none (only a cache: a record that does not read is no analysis), and an analysis kept
/// over it reads back.
fn check_kept_analyses(input: &str) -> Result<Verdict, String> {
    let store = OneKey::default();
    store.set(ANALYSES_KEY, input).map_err(|e| e.to_string())?;
    let read = kept_analyses::read_kept(&store, "abc");
    let weighed = vec![Weighed {
        best: 3,
        best_worth: 10,
        played_worth: 4,
        runner_up: Some(2),
        choices: 5,
    }];
    kept_analyses::keep(&store, "def", &weighed).map_err(|e| e.to_string())?;
    if kept_analyses::read_kept(&store, "def") != Some(weighed) {
        return Err("an analysis kept over the record does not read back".into());
    }
    Ok(if read.is_some() {
        Verdict::Read
    } else {
        Verdict::Refused
    })
}

/// What the server answered, as a board's page and as a post's refusal: a page, a
/// refusal in the server's words, or "no leaderboard server" — never a panic.
fn check_answer(input: &str) -> Result<Verdict, String> {
    let answer = |status| Answer {
        status,
        json: true,
        body: input.to_owned(),
        retry_after: None,
    };
    let page = match Reply::<BoardPage>::of(Some(&answer(200))) {
        Reply::Done(_) => true,
        Reply::NoServer => false,
        other => return Err(format!("a 200 read as {other:?}")),
    };
    let refusal = match Reply::<Posted>::of(Some(&answer(409))) {
        Reply::Refused(_) => true,
        Reply::NoServer => false,
        other => return Err(format!("a 409 read as {other:?}")),
    };
    Ok(if page || refusal {
        Verdict::Read
    } else {
        Verdict::Refused
    })
}

/// What a run over one reader found.
#[derive(Debug, Default)]
pub struct Tally {
    /// Inputs read to a valid value.
    pub read: u64,
    /// Inputs refused clearly.
    pub refused: u64,
    /// The first few broken promises, with their inputs.
    pub broken: Vec<(String, String)>,
    /// How many broken promises in all.
    pub broken_count: u64,
    /// Bytes of input read.
    pub bytes: u64,
}

/// Feeds `count` inputs drawn with `seed` to `reader`.
pub fn run(reader: &mut Reader, seed: u64, count: u64) -> Tally {
    let mut inputs = Inputs::new(seed, reader.samples.clone());
    let mut tally = Tally::default();
    for _ in 0..count {
        let input = inputs.next_input();
        tally.bytes += input.len() as u64;
        match reader.try_input(&input) {
            Ok(Verdict::Read) => tally.read += 1,
            Ok(Verdict::Refused) => tally.refused += 1,
            Err(why) => {
                tally.broken_count += 1;
                if tally.broken.len() < 5 {
                    tally.broken.push((input, why));
                }
            }
        }
    }
    tally
}
