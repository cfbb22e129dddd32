use std::fmt;

use crate::{Direction, Outcome, Pos, SeededTiles, SizeError, Spawn, Tile, TileId};

use super::board::{Board, CELLS, line_walk, value_of};
use super::report::{Merge, Report, Slide};
use super::spawns::SpawnSource;

/// The value whose first appearance wins the game.
pub const WIN_VALUE: u64 = 2048;

/// Why a 2048 move was refused. A refused move changes nothing, the generator included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No tile can move or merge that way; another direction can.
    NothingMoves,
    /// No direction moves or merges anything.
    GameOver,
}

impl fmt::Display for Refusal {
    /// The refusal as the player reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::NothingMoves => "Nothing moves that way.",
            Refusal::GameOver => "Game over: no move changes the board.",
        })
    }
}

impl std::error::Error for Refusal {}

/// A seeded game of classic 2048: board, score, moves and the generator that draws the
/// new tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) board: Board,
    pub(super) tiles: SeededTiles,
    pub(super) seed: u64,
    pub(super) score: u64,
    pub(super) moves: u32,
    /// Whether a tile of [`WIN_VALUE`] or more is on the board: kept rather than searched
    /// for, since every move asks.
    pub(super) won: bool,
    /// How many of the accepted moves the solver chose.
    pub(super) solver_moves: u32,
    /// Whether the player answered the win with "keep going" (only ever set once won).
    pub(super) kept_going: bool,
}

impl Game {
    /// A new 4×4 game from `seed`: two new tiles on an empty board.
    pub fn new(seed: u64) -> Self {
        Self::started(seed, Board::DEFAULT_SIZE)
    }

    /// A new game of side `size` (3 to 8) from `seed`.
    pub fn with_size(seed: u64, size: usize) -> Result<Self, SizeError> {
        if (Board::MIN_SIZE..=Board::MAX_SIZE).contains(&size) {
            Ok(Self::started(seed, size))
        } else {
            Err(SizeError {
                size,
                min: Board::MIN_SIZE,
                max: Board::MAX_SIZE,
            })
        }
    }

    fn started(seed: u64, size: usize) -> Self {
        let mut tiles = SeededTiles::new(seed);
        let mut board = Board::empty(size).expect("the caller checked the side");
        for _ in 0..2 {
            board.spawn(&mut tiles);
        }
        Game {
            board,
            tiles,
            seed,
            score: 0,
            moves: 0,
            won: false,
            solver_moves: 0,
            kept_going: false,
        }
    }

    /// A game that goes on from `board`, drawing new tiles from `seed`; score and moves
    /// start at 0. For tests, puzzles and tools.
    pub fn from_board(board: Board, seed: u64) -> Self {
        let won = board.highest() >= WIN_VALUE;
        Game {
            won,
            board,
            tiles: SeededTiles::new(seed),
            seed,
            score: 0,
            moves: 0,
            solver_moves: 0,
            // A game that starts won (a test board, a puzzle) has had its win.
            kept_going: won,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The generator that draws the game's new tiles.
    pub fn tiles(&self) -> &SeededTiles {
        &self.tiles
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

    /// Whether a tile of [`WIN_VALUE`] or more is on the board. Tiles only grow, so once
    /// won a game stays won.
    pub fn won(&self) -> bool {
        self.won
    }

    /// How many of the accepted moves the solver chose.
    pub fn solver_moves(&self) -> u32 {
        self.solver_moves
    }

    /// Whether the game is won and the player has not yet answered "You win" with Keep
    /// going: the dialog is due, after a reload too.
    pub fn win_pending(&self) -> bool {
        self.won && !self.kept_going
    }

    /// Records the player's Keep going after the win (nothing before it).
    pub fn keep_going(&mut self) {
        self.kept_going = self.won;
    }

    /// Whether any move still changes the board.
    pub fn outcome(&self) -> Outcome {
        if self.board.is_stuck() {
            Outcome::GameOver
        } else {
            Outcome::InPlay
        }
    }

    /// Slides the board towards `dir` and draws one new tile from the game's generator.
    pub fn play(&mut self, dir: Direction) -> Result<Report, Refusal> {
        let mut report = Report::new(dir);
        self.play_into(dir, &mut report)?;
        Ok(report)
    }

    /// [`Game::play`], writing the report into `report` (its lists cleared first),
    /// so that a bot or a benchmark playing millions of moves reuses one report's memory.
    /// On a refusal `report` is left cleared.
    pub fn play_into(&mut self, dir: Direction, report: &mut Report) -> Result<(), Refusal> {
        // The generator is lent out (two words) so the game can be borrowed whole.
        let mut tiles = self.tiles.clone();
        let played = self.play_from(dir, &mut tiles, report);
        self.tiles = tiles;
        played
    }

    /// Slides the board towards `dir` and draws one new tile from `source` instead.
    pub fn play_with(
        &mut self,
        dir: Direction,
        source: &mut impl SpawnSource,
    ) -> Result<Report, Refusal> {
        let mut report = Report::new(dir);
        self.play_from(dir, source, &mut report)?;
        Ok(report)
    }

    /// A move (docs/RULES.md, 2048 §2): the slide, then one new tile from `source`.
    fn play_from(
        &mut self,
        dir: Direction,
        source: &mut impl SpawnSource,
        report: &mut Report,
    ) -> Result<(), Refusal> {
        if !self.board.slide_into(dir, report) {
            return Err(if self.board.is_stuck() {
                Refusal::GameOver
            } else {
                Refusal::NothingMoves
            });
        }
        report.spawn = self.board.spawn(source);
        if !self.won && report.merges.iter().any(|m| m.value >= WIN_VALUE) {
            self.won = true;
            report.first_win = true;
        }
        // Both saturate: a game that long is a bot's, and a wrong count beats a panic.
        self.score = self.score.saturating_add(report.points);
        self.moves = self.moves.saturating_add(1);
        Ok(())
    }
}

impl Board {
    /// Slides every line towards `dir` (docs/RULES.md, 2048 §2), without drawing a new
    /// tile. `None`, with the board untouched, when no tile moves or merges.
    pub fn slide(&mut self, dir: Direction) -> Option<Report> {
        let mut report = Report::new(dir);
        self.slide_into(dir, &mut report).then_some(report)
    }

    /// [`Board::slide`] into a report whose lists are reused; whether anything moved.
    fn slide_into(&mut self, dir: Direction, report: &mut Report) -> bool {
        report.clear(dir);
        let Report { slides, merges, .. } = report;
        // A local total, kept in a register rather than written through the report.
        let mut points = 0u64;
        let n = self.size();
        let (start, step, next_line) = line_walk(dir, n);
        for line in 0..n {
            let first = start + line as isize * next_line;
            // `% CELLS` is free (a power of two) and lets the compiler drop bounds checks.
            let cell = |k: usize| (first + k as isize * step) as usize % CELLS;
            // Positions from the line and the distance to the wall: no division in the
            // engine's innermost loop.
            let (line_u8, last) = (line as u8, (n - 1) as u8);
            let pos = |k: usize| {
                let k = k as u8;
                match dir {
                    Direction::Left => Pos::new(k, line_u8),
                    Direction::Right => Pos::new(last - k, line_u8),
                    Direction::Up => Pos::new(line_u8, k),
                    Direction::Down => Pos::new(line_u8, last - k),
                }
            };
            // Cells nearer the wall are settled; `filled` of them hold tiles, and the last
            // of those may still take a merge while `open`.
            let mut filled = 0;
            let mut open = false;
            for k in 0..n {
                let from = cell(k);
                let e = self.exps[from];
                if e == 0 {
                    continue;
                }
                let id = self.ids[from];
                self.exps[from] = 0;
                self.ids[from] = TileId(0);
                if open && self.exps[cell(filled - 1)] == e {
                    let at = cell(filled - 1);
                    let grown = (e + 1).min(Tile::MAX_EXPONENT);
                    self.exps[at] = grown;
                    let value = value_of(grown);
                    points = points.saturating_add(value);
                    slides.push(Slide {
                        id,
                        from: pos(k),
                        to: pos(filled - 1),
                    });
                    merges.push(Merge {
                        at: pos(filled - 1),
                        id: self.ids[at],
                        absorbed: id,
                        value,
                    });
                    open = false;
                } else {
                    let to = cell(filled);
                    self.exps[to] = e;
                    self.ids[to] = id;
                    if filled != k {
                        slides.push(Slide {
                            id,
                            from: pos(k),
                            to: pos(filled),
                        });
                    }
                    filled += 1;
                    open = true;
                }
            }
        }
        let moved = !slides.is_empty();
        report.points = points;
        moved
    }

    /// Puts one new tile from `source` on an empty cell (docs/RULES.md, 2048 §2 step 5);
    /// `None` on a full board, which a slide that moved something never leaves.
    pub fn spawn(&mut self, source: &mut impl SpawnSource) -> Option<Spawn> {
        let empty = self.empty_cells();
        if empty == 0 {
            return None;
        }
        let (nth, exponent) = source.spawn(empty);
        let i = self.nth_empty(nth).or_else(|| self.nth_empty(0))?;
        let id = self.put(i, exponent);
        Some(Spawn {
            id,
            at: self.pos(i),
            value: value_of(exponent),
        })
    }
}
