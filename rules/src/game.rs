//! What every game is to whoever hosts it (the app's shell, a history with undo, a replay
//! code, the server that verifies a submitted game): the [`Rules`] trait, a game's
//! [`Outcome`], and the error of a board side a game does not play.
//!
//! Each game implements [`Rules`] in a folder of its own, as each of Simon Tatham's puzzles
//! fills in one table of functions for the midend that hosts them all: code written once
//! against the trait serves every game.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{LoadError, Mode, Save};

/// Whether the game can go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Some move is accepted (a swap that makes a match; a slide that changes the board).
    InPlay,
    /// No move is accepted: the game is over.
    GameOver,
}

/// A board side outside the sides a game plays, `min..=max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The side asked for.
    pub size: usize,
    /// The smallest side the game plays.
    pub min: usize,
    /// The largest side the game plays.
    pub max: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "A board is {} to {} cells wide, not {}.",
            self.min, self.max, self.size
        )
    }
}

impl std::error::Error for SizeError {}

/// One game's rules: a seeded game whose moves are played or refused, with a score, an
/// outcome, a save and a compact form of its moves for replay codes.
///
/// A game is determined by its deal (variant, seed and side) and the moves played: every
/// new tile comes from the game's own seeded generator, which a refused move never
/// touches. That is what lets a history undo by replaying and a server verify a score.
pub trait Rules: Clone + PartialEq + fmt::Debug + Sized {
    /// A move: a swap of two cells in ExponenTile, a direction in 2048.
    type Move: Copy + Eq + fmt::Debug;
    /// Everything one accepted move did, for scoring and animation.
    type Report;
    /// Why a move was refused. A refused move changes nothing, the generator included.
    type Refusal: Copy + Eq + fmt::Debug + fmt::Display;
    /// What tells games of these rules apart beyond seed and side (ExponenTile's
    /// topology); `()` where nothing does.
    type Variant: Copy + Eq + fmt::Debug;
    /// The move log as a history saves it (docs/RULES.md gives each game's).
    type SavedLog: Serialize + DeserializeOwned;
    /// What a history saves of the game beside its [`Save`] and its moves: the player's
    /// answers that are not moves (2048's "keep going"); a type with nothing for a game
    /// without any.
    type Marks: Serialize + DeserializeOwned + Default;

    /// The deal of a new game: the same variant, seed and side always deal the same game.
    fn deal(variant: Self::Variant, seed: u64, size: usize) -> Result<Self, SizeError>;
    /// The game's variant.
    fn variant(&self) -> Self::Variant;
    /// The mode the game is played in.
    fn mode(&self) -> Mode;
    /// The seed the game started from.
    fn seed(&self) -> u64;
    /// The board's side.
    fn size(&self) -> usize;
    /// Points scored so far.
    fn score(&self) -> u64;
    /// Accepted moves so far.
    fn moves(&self) -> u32;
    /// The highest tile on the board.
    fn highest_tile(&self) -> u64;
    /// Whether any move is still accepted.
    fn outcome(&self) -> Outcome;
    /// Plays `mv`, drawing new tiles from the game's own generator.
    fn play(&mut self, mv: Self::Move) -> Result<Self::Report, Self::Refusal>;
    /// The one written form of `mv`, which logs and replay codes keep (a swap can be named
    /// from either cell); the move itself where it has only one.
    fn canonical(&self, mv: Self::Move) -> Self::Move {
        mv
    }

    /// How many of the accepted moves the solver chose (the app's hint and Watch).
    fn solver_moves(&self) -> u32;
    /// Counts the move just played as the solver's.
    fn count_solver_move(&mut self);
    /// Gives `self`, the game replayed to before some of `later`'s moves (an undo), the
    /// marks of `later` that no move makes: the solver's count, and answers such as 2048's
    /// "keep going" where they still hold.
    fn keep_marks(&mut self, later: &Self);
    /// The marks a history saves ([`Rules::Marks`]).
    fn marks(&self) -> Self::Marks;
    /// Puts back marks a history saved.
    fn set_marks(&mut self, marks: Self::Marks);

    /// The game at this moment in the shared save format.
    fn to_save(&self) -> Save;
    /// The game a save holds, checked; never a panic.
    fn from_save(save: Save) -> Result<Self, LoadError>;
    /// The log in its saved form.
    fn save_log(log: &[Self::Move]) -> Self::SavedLog;
    /// The log in `saved`, or what is wrong with it.
    fn read_log(saved: Self::SavedLog) -> Result<Vec<Self::Move>, String>;

    /// The bits one move takes in a replay code on a board of side `size`.
    fn move_bits(size: usize) -> u32;
    /// `mv` as a number below `2^move_bits(size)`; `None` for a move no code can write.
    fn pack_move(mv: Self::Move, size: usize) -> Option<u64>;
    /// The move a number of a replay code stands for, if any.
    fn unpack_move(bits: u64, size: usize) -> Option<Self::Move>;
}
