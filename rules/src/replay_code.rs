//! Replay codes: a whole game of any mode as a short text for a link (`/?replay=CODE`),
//! read back by replaying it, so that its score can only be what its moves make
//! (docs/RULES.md §14).
//!
//! A code is URL-safe base64 ([`text_code`]) of these bytes (format 2, which this build
//! writes):
//!
//! | bytes    | what                                                              |
//! |----------|-------------------------------------------------------------------|
//! | 1        | the code's format version, [`VERSION`]                            |
//! | 1        | the mode ([`Mode`]): 0 ExponenTorus, 1 2048, 2 ExponenTile        |
//! | 1        | the board's side                                                  |
//! | 1 to 10  | the seed, LEB128 (7 bits a byte, low first; high bit: more)       |
//! | 1 to 5   | undos taken in the game, LEB128                                   |
//! | 1 to 5   | moves the solver chose, LEB128                                    |
//! | 1 to 5   | the number of moves, LEB128                                       |
//! | …        | the moves, bit-packed, most significant bit first, zero-padded    |
//! | 2        | a checksum: FNV-1a of all the bytes before it, folded to 16 bits  |
//!
//! Each game packs its moves its own way ([`Rules::pack_move`]): an ExponenTile swap in
//! 8 bits on a 9×9 board (about one byte per move), a 2048 slide in 2. Format 1, written
//! before 2048 had codes, is format 2 without the mode and the solver's count: an
//! ExponenTorus game, read still.
//!
//! Only a game that starts from its seed's own deal has a code: a game continued from a
//! version-1 save started wherever that save stood, which a seed cannot say
//! ([`NotReplayable`]). The undos and the solver's count are the player's word, written to
//! be mentioned and to keep the game out of bests and rankings; score, moves and tiles are
//! what the replay makes, never read from the code.

use std::fmt;

use super::{AnyHistory, ForRules, History, Mode, Rules, text_code};

/// The code format this build writes (it reads format 1 too).
pub const VERSION: u8 = 2;

/// A code longer than this is refused unread: about 150,000 moves, far beyond any game.
pub const MAX_CHARS: usize = 200_000;

/// Why a game has no replay code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotReplayable;

impl fmt::Display for NotReplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "this game went on from an older save that kept no moves, so it cannot be replayed",
        )
    }
}

impl std::error::Error for NotReplayable {}

/// What is wrong with a replay code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayCodeError {
    /// No code at all.
    Empty,
    /// Longer than [`MAX_CHARS`].
    TooLong,
    /// A character that is no base64url digit, and where (from 1).
    BadCharacter(char, usize),
    /// A format version this build does not know, sealed by its checksum: a newer game's.
    UnknownVersion(u8),
    /// No format this build knows, and no checksum: no replay code, or a damaged one.
    NotACode,
    /// A mode this build does not know.
    UnknownMode(u8),
    /// A board side the mode's rules do not play.
    BadSize(u8),
    /// The code ends before its parts do.
    Truncated,
    /// The checksum does not match: the code was changed or damaged.
    CheckFailed,
    /// A number (the seed, a count) too large for what it counts.
    OutOfRange(&'static str),
    /// Bytes left over after the moves and the checksum.
    TrailingBytes,
    /// The move at `step` (from 1) is not a legal move of the game at that point.
    IllegalMove {
        /// Which move, from 1.
        step: usize,
        /// Why it is not.
        why: String,
    },
}

impl fmt::Display for ReplayCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayCodeError::Empty => f.write_str("the replay link has no code"),
            ReplayCodeError::TooLong => f.write_str("the replay code is too long to be a game"),
            ReplayCodeError::BadCharacter(c, at) => {
                write!(
                    f,
                    "the replay code has a stray character “{c}” at character {at}"
                )
            }
            ReplayCodeError::UnknownVersion(v) => write!(
                f,
                "the replay code was made by a newer version of the game (format {v}); reload the page to update it"
            ),
            ReplayCodeError::NotACode => {
                f.write_str("the link holds no replay code, or its code was damaged")
            }
            ReplayCodeError::UnknownMode(mode) => write!(
                f,
                "the replay code is of a game mode ({mode}) this version of the game does not know"
            ),
            ReplayCodeError::BadSize(size) => {
                write!(
                    f,
                    "the replay code names a {size}×{size} board, which no game has"
                )
            }
            ReplayCodeError::Truncated => f.write_str("the replay code is cut short"),
            ReplayCodeError::CheckFailed => f.write_str(
                "the replay code does not match its checksum: it was changed or damaged",
            ),
            ReplayCodeError::OutOfRange(part) => {
                write!(f, "the replay code's {part} is out of range")
            }
            ReplayCodeError::TrailingBytes => {
                f.write_str("the replay code goes on past its last move")
            }
            // The refusal's own sentence ends this one, whose reader puts the full stop.
            ReplayCodeError::IllegalMove { step, why } => write!(
                f,
                "move {step} of the replay is not a legal move: {}",
                why.trim_end_matches('.')
            ),
        }
    }
}

impl std::error::Error for ReplayCodeError {}

/// The replay code of `history`: its mode, side, seed, undos, the solver's count and its
/// log.
pub fn encode<R: Rules>(history: &History<R>) -> Result<String, NotReplayable> {
    if !history.starts_with_the_deal() {
        return Err(NotReplayable);
    }
    let game = history.game();
    let size = game.size();
    let mut bytes = vec![VERSION, game.mode().code(), size as u8];
    write_leb128(&mut bytes, game.seed());
    write_leb128(&mut bytes, history.undos().into());
    write_leb128(&mut bytes, game.solver_moves().into());
    write_leb128(&mut bytes, history.log().len() as u64);
    let width = R::move_bits(size);
    let mut bits = BitWriter::new(bytes);
    for &mv in history.log() {
        bits.write(R::pack_move(mv, size).ok_or(NotReplayable)?, width);
    }
    let mut bytes = bits.finish();
    let check = folded_checksum(&bytes);
    bytes.extend_from_slice(&check.to_be_bytes());
    Ok(text_code::encode(&bytes))
}

/// The game a replay code holds, replayed from its seed's deal: every move is checked, and
/// the game, score and log are the replay's own. Never panics on any text.
pub fn decode(code: &str) -> Result<AnyHistory, ReplayCodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(ReplayCodeError::Empty);
    }
    if code.len() > MAX_CHARS {
        return Err(ReplayCodeError::TooLong);
    }
    let bytes = text_code::decode(code).map_err(|offset| {
        // Every byte before `offset` is an ASCII digit, so it is also a character count.
        let c = code
            .get(offset..)
            .and_then(|d| d.chars().next())
            .unwrap_or('?');
        // A last digit that is a digit but holds less than a byte: the code stops short.
        if offset + 1 == code.len() && text_code::is_digit(c) {
            return ReplayCodeError::Truncated;
        }
        ReplayCodeError::BadCharacter(c, offset + 1)
    })?;
    let mut reader = ByteReader {
        bytes: &bytes,
        at: 0,
    };
    let mode = match reader.byte()? {
        1 => Mode::MAIN,
        VERSION => {
            let code = reader.byte()?;
            Mode::from_code(code).ok_or(ReplayCodeError::UnknownMode(code))?
        }
        // A newer format is told from noise by the checksum every format seals with.
        other if sealed(&bytes) => return Err(ReplayCodeError::UnknownVersion(other)),
        _ => return Err(ReplayCodeError::NotACode),
    };
    let version_2 = bytes.first() == Some(&VERSION);
    AnyHistory::with_rules_of(mode, Decode { reader, version_2 })
}

/// Whether `bytes` end in the checksum of the bytes before it.
fn sealed(bytes: &[u8]) -> bool {
    bytes
        .split_last_chunk::<2>()
        .is_some_and(|(body, check)| folded_checksum(body) == u16::from_be_bytes(*check))
}

/// The rest of a code, after its version and mode, read by the rules of its mode.
struct Decode<'a> {
    reader: ByteReader<'a>,
    version_2: bool,
}

impl ForRules for Decode<'_> {
    type Output = Result<AnyHistory, ReplayCodeError>;

    fn run<R: Rules>(self, variant: R::Variant) -> Self::Output
    where
        AnyHistory: From<History<R>>,
    {
        decode_as::<R>(self.reader, self.version_2, variant).map(AnyHistory::from)
    }
}

/// The rest of a code, after its version and mode, as a game of `R` of `variant`.
fn decode_as<R: Rules>(
    mut reader: ByteReader,
    with_solver_count: bool,
    variant: R::Variant,
) -> Result<History<R>, ReplayCodeError> {
    let bytes = reader.bytes;
    let size = reader.byte()?;
    // The parts first, so that a code cut short is told as such; then the checksum, over
    // exactly the bytes the parts say there are; then the deal, whose side the rules check.
    let seed = reader.leb128(64, "seed")?;
    let undos = reader.leb128(32, "count of undos")? as u32;
    let solver_moves = if with_solver_count {
        reader.leb128(32, "count of the solver's moves")? as u32
    } else {
        0
    };
    let count = reader.leb128(32, "count of moves")?;
    let side = usize::from(size);
    if side == 0 {
        return Err(ReplayCodeError::BadSize(size));
    }
    let width = R::move_bits(side);
    let moves_len = count.saturating_mul(u64::from(width)).div_ceil(8);
    let whole = (reader.at as u64)
        .saturating_add(moves_len)
        .saturating_add(2);
    if whole > bytes.len() as u64 {
        return Err(ReplayCodeError::Truncated);
    }
    if whole < bytes.len() as u64 {
        return Err(ReplayCodeError::TrailingBytes);
    }
    if !sealed(bytes) {
        return Err(ReplayCodeError::CheckFailed);
    }
    let body = &bytes[..bytes.len() - 2];
    let start = R::deal(variant, seed, side).map_err(|_| ReplayCodeError::BadSize(size))?;
    let rest = &body[reader.at..];
    let mut bits = BitReader { bytes: rest, at: 0 };
    // The moves up to the first number that names none; those are replayed before that
    // number is refused, so that the step told is the first problem in move order.
    let mut log = Vec::with_capacity(count as usize);
    let mut unnamed = None;
    for step in 1..=count as usize {
        match R::unpack_move(bits.read(width), side) {
            Some(mv) => log.push(mv),
            None => {
                unnamed = Some(step);
                break;
            }
        }
    }
    let mut history =
        History::replayed(start, log, undos).map_err(|e| ReplayCodeError::IllegalMove {
            step: e.index + 1,
            why: e.refusal.to_string(),
        })?;
    if let Some(step) = unnamed {
        return Err(ReplayCodeError::IllegalMove {
            step,
            why: "it names no move of the board".into(),
        });
    }
    for _ in 0..solver_moves.min(history.game().moves()) {
        history.mark(R::count_solver_move);
    }
    Ok(history)
}

/// The 32-bit checksum folded to 16 bits: two bytes is enough beside the replay's own
/// check of every move.
fn folded_checksum(bytes: &[u8]) -> u16 {
    let hash = text_code::checksum(bytes);
    (hash >> 16) as u16 ^ hash as u16
}

fn write_leb128(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

struct ByteReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl ByteReader<'_> {
    fn byte(&mut self) -> Result<u8, ReplayCodeError> {
        let b = *self.bytes.get(self.at).ok_or(ReplayCodeError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    /// A LEB128 number of at most `bits` bits: the `part` of the code it is, named if it
    /// does not fit.
    fn leb128(&mut self, bits: u32, part: &'static str) -> Result<u64, ReplayCodeError> {
        let mut n = 0u128;
        for shift in (0..bits).step_by(7) {
            let b = self.byte()?;
            n |= u128::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return u64::try_from(n)
                    .ok()
                    .filter(|_| n >> bits == 0)
                    .ok_or(ReplayCodeError::OutOfRange(part));
            }
        }
        Err(ReplayCodeError::OutOfRange(part))
    }
}

struct BitWriter {
    bytes: Vec<u8>,
    pending: u64,
    count: u32,
}

impl BitWriter {
    fn new(bytes: Vec<u8>) -> Self {
        BitWriter {
            bytes,
            pending: 0,
            count: 0,
        }
    }

    fn write(&mut self, value: u64, width: u32) {
        self.pending = self.pending << width | value;
        self.count += width;
        while self.count >= 8 {
            self.count -= 8;
            self.bytes.push((self.pending >> self.count) as u8);
            self.pending &= (1 << self.count) - 1;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.bytes.push((self.pending << (8 - self.count)) as u8);
        }
        self.bytes
    }
}

/// Reads bits from bytes the caller has checked are long enough.
struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> u64 {
        let mut value = 0;
        for _ in 0..width {
            let bit = self
                .bytes
                .get(self.at / 8)
                .map_or(0, |b| b >> (7 - self.at % 8) & 1);
            value = value << 1 | u64::from(bit);
            self.at += 1;
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exponentile::Topology;
    use crate::exponentile::{Game, Move};
    use crate::twenty48;
    use crate::{Direction, Pos};

    fn played(seed: u64, size: usize, moves: usize) -> History<Game> {
        let mut history = History::new(Game::with_size(seed, size).unwrap());
        for _ in 0..moves {
            let Some(m) = history.game().hint() else {
                break;
            };
            history.play(m).unwrap();
        }
        history
    }

    fn exponentile(code: &str) -> Result<History<Game>, ReplayCodeError> {
        decode(code).map(|any| match any {
            AnyHistory::Exponentile(history) => *history,
            other => panic!("not an ExponenTile game: {other:?}"),
        })
    }

    fn pack(m: Move, size: usize) -> Option<u64> {
        Game::pack_move(m, size)
    }

    fn unpack(bits: u64, size: usize) -> Option<Move> {
        Game::unpack_move(bits, size)
    }

    fn move_bits(size: usize) -> u32 {
        Game::move_bits(size)
    }

    /// `history` as a code gives it back: the moves taken back are no part of the game.
    fn as_played<R: Rules>(history: &History<R>) -> History<R> {
        history.without_redo()
    }

    #[test]
    fn a_code_gives_back_the_very_game() {
        for (seed, size, moves) in [(42, 9, 120), (0, 3, 5), (u64::MAX, 16, 40), (7, 9, 0)] {
            let mut history = played(seed, size, moves);
            history.undo();
            let code = encode(&history).unwrap();
            assert_eq!(exponentile(&code), Ok(as_played(&history)), "{seed} {size}");
            assert_eq!(
                decode(&code).unwrap().to_json(),
                as_played(&history).to_json()
            );
        }
    }

    #[test]
    fn a_flat_game_s_code_is_mode_2_and_reads_back_as_exponentile() {
        let mut history = History::new(Game::deal(Topology::Flat, 42, 8).unwrap());
        for _ in 0..60 {
            let Some(m) = history.game().hint() else {
                break;
            };
            history.play(m).unwrap();
        }
        history.undo();
        let code = encode(&history).unwrap();
        assert_eq!(text_code::decode(&code).unwrap()[..3], [VERSION, 2, 8]);
        let back = decode(&code).unwrap();
        assert_eq!(back.mode(), Mode::Exponentile);
        assert_eq!(back, as_played(&history).into());
        // The same bytes as mode 0 are a cylinder's game from the same seed: another deal,
        // whose log (if it replays at all) is another game.
        let mut bytes = text_code::decode(&code).unwrap();
        bytes[1] = 0;
        bytes.truncate(bytes.len() - 2);
        if let Ok(other) = decode(&sealed(bytes)) {
            assert_eq!(other.mode(), Mode::Exponentorus);
            assert_ne!(other, back);
        }
    }

    #[test]
    fn a_seam_swap_in_a_flat_game_s_code_is_an_illegal_move() {
        // Game 5 on a flat 6×6 board, whose first move is the seam swap of row 0: cell
        // (5, 0) and its right neighbour on a cylinder, 7 bits on a 6×6 board.
        let seam = Move {
            a: Pos::new(5, 0),
            b: Pos::new(0, 0),
        };
        assert_eq!(move_bits(6), 7);
        let mut bytes = vec![VERSION, 2, 6, 5, 0, 0, 1];
        bytes.push((pack(seam, 6).unwrap() << 1) as u8);
        assert_eq!(
            decode(&sealed(bytes)),
            Err(ReplayCodeError::IllegalMove {
                step: 1,
                why: crate::exponentile::Refusal::NotNeighbours.to_string()
            })
        );
    }

    #[test]
    fn the_first_problem_in_move_order_is_the_step_told() {
        // Game 5 on a flat 6×6 board: a first swap that makes no run, then 127, a 7-bit
        // number past the board's 66 swaps. Move 1 is the first problem.
        let deal = Game::deal(Topology::Flat, 5, 6).unwrap();
        let no_run = Move {
            a: Pos::new(0, 0),
            b: Pos::new(1, 0),
        };
        assert_eq!(
            deal.clone().play(no_run.a, no_run.b).unwrap_err(),
            crate::exponentile::Refusal::NoMatch
        );
        assert_eq!(unpack(127, 6), None);
        let mut bits = BitWriter::new(vec![VERSION, 2, 6, 5, 0, 0, 2]);
        bits.write(pack(no_run, 6).unwrap(), 7);
        bits.write(127, 7);
        let err = decode(&sealed(bits.finish())).unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 1 of the replay is not a legal move: No match there: the tiles swap back"
        );
        // The number naming no move is told when the moves before it are legal.
        let first = deal.valid_moves()[0];
        let mut bits = BitWriter::new(vec![VERSION, 2, 6, 5, 0, 0, 2]);
        bits.write(pack(first, 6).unwrap(), 7);
        bits.write(127, 7);
        assert_eq!(
            decode(&sealed(bits.finish())),
            Err(ReplayCodeError::IllegalMove {
                step: 2,
                why: "it names no move of the board".into()
            })
        );
    }

    #[test]
    fn a_refusal_s_sentence_ends_the_error_without_a_full_stop_of_its_own() {
        for why in [
            crate::exponentile::Refusal::OffBoard.to_string(),
            crate::twenty48::Refusal::NothingMoves.to_string(),
        ] {
            let said = ReplayCodeError::IllegalMove { step: 3, why }.to_string();
            assert!(said.starts_with("move 3 of the replay is not a legal move: "));
            assert!(!said.ends_with('.'), "{said}");
        }
    }

    #[test]
    fn a_2048_code_gives_back_the_very_game_two_bits_a_slide() {
        let mut history = History::new(twenty48::Game::with_size(11, 4).unwrap());
        let mut dirs = [
            Direction::Left,
            Direction::Down,
            Direction::Right,
            Direction::Up,
        ]
        .into_iter()
        .cycle();
        while history.log().len() < 200 && history.game().outcome() == crate::Outcome::InPlay {
            let _ = history.play(dirs.next().unwrap());
        }
        history.undo();
        let moves = history.log().len();
        let code = encode(&history).unwrap();
        assert!(code.len() * 3 / 4 <= moves / 4 + 14, "{code}");
        assert_eq!(
            decode(&code),
            Ok(AnyHistory::Twenty48(Box::new(as_played(&history))))
        );
        assert_eq!(decode(&code).unwrap().mode(), Mode::Twenty48);
    }

    #[test]
    fn the_solver_s_count_comes_back_and_a_format_1_code_reads_as_exponentorus() {
        let mut history = played(42, 9, 10);
        let hint = history.game().hint().unwrap();
        history.play_by_solver(hint).unwrap();
        let code = encode(&history).unwrap();
        let back = exponentile(&code).unwrap();
        assert_eq!(back.game().solver_moves(), 1);
        assert_eq!(back, history);
        // Format 1: the same game without its mode and the solver's count.
        let mut bytes = vec![1, 9, 42, 0, 11];
        let mut bits = BitWriter::new(Vec::new());
        for &m in history.log() {
            bits.write(pack(m, 9).unwrap(), 8);
        }
        bytes.extend(bits.finish());
        let old = exponentile(&sealed(bytes)).unwrap();
        assert_eq!(old.log(), history.log());
        assert_eq!(old.game().solver_moves(), 0);
    }

    #[test]
    fn a_9x9_code_is_about_a_byte_a_move() {
        let history = played(123_456_789, 9, 300);
        let moves = history.log().len();
        let bytes = encode(&history).unwrap().len() * 3 / 4;
        // The header: version, mode, side, a seed of 4 bytes, the counts and the checksum.
        assert!(bytes <= moves + 14, "{bytes} bytes for {moves} moves");
    }

    #[test]
    fn every_swap_packs_and_unpacks() {
        for size in [3, 9, 16] {
            for x in 0..size as u8 {
                for y in 0..size as u8 {
                    let a = Pos::new(x, y);
                    let right = Pos::new((x + 1) % size as u8, y);
                    let mut swaps = vec![Move { a, b: right }, Move { a: right, b: a }];
                    if usize::from(y) + 1 < size {
                        let below = Pos::new(x, y + 1);
                        swaps.extend([Move { a, b: below }, Move { a: below, b: a }]);
                    }
                    for m in swaps {
                        let packed = pack(m, size).unwrap();
                        assert!(packed < 1 << move_bits(size));
                        assert_eq!(
                            unpack(packed, size),
                            Some(m.canonical(size, Topology::Cylinder))
                        );
                    }
                }
            }
            assert_eq!(
                pack(
                    Move {
                        a: Pos::new(0, 0),
                        b: Pos::new(1, 1)
                    },
                    size
                ),
                None
            );
        }
        assert_eq!(move_bits(9), 8);
        assert_eq!(move_bits(3), 5);
        assert_eq!(move_bits(16), 9);
    }

    #[test]
    fn a_game_from_a_version_1_save_has_no_code() {
        let game = played(9, 9, 15).game().clone();
        let history = History::<Game>::from_json(&game.to_json()).unwrap();
        assert_eq!(encode(&history), Err(NotReplayable));
    }

    /// `bytes` with a fresh checksum, as a code.
    fn sealed(mut bytes: Vec<u8>) -> String {
        let check = folded_checksum(&bytes);
        bytes.extend_from_slice(&check.to_be_bytes());
        text_code::encode(&bytes)
    }

    fn error(code: &str) -> String {
        decode(code).unwrap_err().to_string()
    }

    #[test]
    fn a_bad_code_says_what_is_wrong() {
        let code = encode(&played(42, 9, 30)).unwrap();
        assert_eq!(decode(""), Err(ReplayCodeError::Empty));
        assert_eq!(decode("  "), Err(ReplayCodeError::Empty));
        assert_eq!(
            decode(&code[..code.len() - 6]),
            Err(ReplayCodeError::Truncated)
        );
        assert!(error(&code[..20]).contains("cut short"));
        // A last digit alone (a length of 4k + 1) holds less than a byte: cut short too;
        // a last character that is no digit is a stray one.
        assert_eq!(decode(&code[..21]), Err(ReplayCodeError::Truncated));
        assert_eq!(
            decode(&format!("{}*", &code[..20])),
            Err(ReplayCodeError::BadCharacter('*', 21))
        );
        assert_eq!(
            decode(&format!("{code}AAAA")),
            Err(ReplayCodeError::TrailingBytes)
        );
        assert_eq!(decode("AQk"), Err(ReplayCodeError::Truncated));
        assert_eq!(
            decode(&sealed(vec![2, 7, 9, 1, 0, 0, 0])),
            Err(ReplayCodeError::UnknownMode(7))
        );
        let bad = format!("{}*{}", &code[..5], &code[6..]);
        assert_eq!(decode(&bad), Err(ReplayCodeError::BadCharacter('*', 6)));
        assert!(error(&bad).contains("character 6"));
        // One character changed: the checksum catches it.
        let mut changed = code.clone().into_bytes();
        changed[20] = if changed[20] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8(changed).unwrap();
        assert_eq!(decode(&changed), Err(ReplayCodeError::CheckFailed));
        assert_eq!(
            decode(&sealed(vec![3, 9, 1, 0, 0])),
            Err(ReplayCodeError::UnknownVersion(3))
        );
        assert!(error(&sealed(vec![3, 9, 1, 0, 0])).contains("newer version"));
        // Text that is no code at all reads as no format and no seal: said as such.
        assert_eq!(decode("garbage"), Err(ReplayCodeError::NotACode));
        assert_eq!(
            error("garbage"),
            "the link holds no replay code, or its code was damaged"
        );
        assert_eq!(
            decode(&sealed(vec![2, 1, 9, 1, 0, 0, 0])),
            Err(ReplayCodeError::BadSize(9))
        );
        assert_eq!(
            decode(&sealed(vec![1, 17, 1, 0, 0])),
            Err(ReplayCodeError::BadSize(17))
        );
        assert_eq!(
            decode(&sealed(vec![1, 2, 1, 0, 0])),
            Err(ReplayCodeError::BadSize(2))
        );
        assert_eq!(
            decode(&sealed(vec![1, 9, 1, 0, 2, 0])),
            Err(ReplayCodeError::Truncated)
        );
        assert_eq!(
            decode(&sealed(vec![1, 9, 1, 0, 0, 0])),
            Err(ReplayCodeError::TrailingBytes)
        );
        assert_eq!(
            decode(&sealed(vec![
                1, 9, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0, 0
            ])),
            Err(ReplayCodeError::OutOfRange("seed"))
        );
        assert!(decode(&sealed(vec![1, 9, 42, 0, 0])).is_ok());
        assert!(decode(&format!(" {code}\n")).is_ok());
        assert_eq!(
            decode(&"A".repeat(MAX_CHARS + 4)),
            Err(ReplayCodeError::TooLong)
        );
    }

    #[test]
    fn an_illegal_move_is_named_by_its_step() {
        let history = played(42, 9, 5);
        let mut bytes = vec![1, 9, 42, 0, 6];
        for m in history.log() {
            bytes.push(pack(*m, 9).unwrap() as u8);
        }
        // The same first move again as the sixth: legal only by chance.
        let mut game = history.game().clone();
        let first = history.log()[0];
        if game.play(first.a, first.b).is_err() {
            bytes.push(pack(first, 9).unwrap() as u8);
            let err = decode(&sealed(bytes.clone())).unwrap_err();
            assert!(
                matches!(err, ReplayCodeError::IllegalMove { step: 6, .. }),
                "{err}"
            );
            assert!(err.to_string().starts_with("move 6 of the replay"), "{err}");
        }
        // A number past the last cell.
        let mut small = vec![1, 3, 7, 0, 1];
        small.push(31 << 3);
        let err = decode(&sealed(small)).unwrap_err();
        assert!(
            err.to_string().contains("move 1 ") && err.to_string().contains("no move"),
            "{err}"
        );
    }
}
