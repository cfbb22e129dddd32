use std::fmt;

use super::{Board, MoveReport, Pos, SeededTiles, TileSource};

/// A move: swap the tiles at `a` and `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// The first cell named.
    pub a: Pos,
    /// The second cell named.
    pub b: Pos,
}

/// Why a move was refused. A refused move changes nothing, the generator included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A position is off the board.
    OffBoard,
    /// The two cells are not neighbours (the top/bottom edge never joins).
    NotNeighbours,
    /// The swap makes no run through either cell.
    NoMatch,
    /// The game is over: no swap can make a match.
    GameOver,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        todo!()
    }
}

impl std::error::Error for Refusal {}

/// Whether the game can go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// At least one swap makes a match.
    InPlay,
    /// No swap makes a match.
    GameOver,
}

/// A board side outside `Board::MIN_SIZE..=Board::MAX_SIZE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError(pub usize);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let _ = f;
        todo!()
    }
}

impl std::error::Error for SizeError {}

/// A seeded game: board, score, moves and the generator that draws new tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    tiles: SeededTiles,
    seed: u64,
    score: u64,
    moves: u32,
    next_id: u32,
}

impl Game {
    /// A new 9×9 game from `seed`, started as RULES.md says (no run, at least one move).
    pub fn new(seed: u64) -> Self {
        let _ = seed;
        todo!()
    }

    /// A new game of side `size` (3 to 16) from `seed`.
    pub fn with_size(seed: u64, size: usize) -> Result<Self, SizeError> {
        let _ = (seed, size);
        todo!()
    }

    /// A game that goes on from `board` (which should hold no run), drawing new tiles
    /// from `seed`: for tests, puzzles and tools.
    pub fn from_board(board: Board, seed: u64) -> Self {
        let _ = (board, seed);
        todo!()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The seed the game started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Points scored so far.
    pub fn score(&self) -> u64 {
        self.score
    }

    /// Accepted moves so far.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The highest tile on the board.
    pub fn highest_tile(&self) -> u64 {
        self.board.highest()
    }

    /// Whether any swap can still make a match.
    pub fn outcome(&self) -> Outcome {
        todo!()
    }

    /// Every accepted swap, as unordered pairs in scan order.
    pub fn valid_moves(&self) -> Vec<Move> {
        todo!()
    }

    /// The valid move that scores most in its own pass, ties broken by scan order.
    pub fn hint(&self) -> Option<Move> {
        todo!()
    }

    /// Plays the swap of `a` and `b`, drawing new tiles from the game's generator.
    pub fn play(&mut self, a: Pos, b: Pos) -> Result<MoveReport, Refusal> {
        let _ = (a, b);
        todo!()
    }

    /// Plays the swap of `a` and `b`, drawing new tiles from `source` instead.
    pub fn play_with(
        &mut self,
        a: Pos,
        b: Pos,
        source: &mut impl TileSource,
    ) -> Result<MoveReport, Refusal> {
        let _ = (a, b, source);
        todo!()
    }
}
