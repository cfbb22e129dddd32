use std::fmt;

use super::moves::{first_valid_move, has_valid_move, hint, swap_pass, valid_moves};
use super::passes::apply_pass;
use super::runs::{Cell, run_cells};
use super::swap::Move;
use super::{
    Board, MoveReport, Outcome, PassReport, Pos, SeededTiles, SizeError, TileSource, Topology,
};

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
    /// The refusal as the player reads it; the app shows exactly this text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Refusal::OffBoard => "That cell is off the board.",
            // The same words for both topologies (a refusal does not know the board's):
            // on a cylinder the seam's two columns are side by side too.
            Refusal::NotNeighbours => {
                "Only neighbouring tiles can swap: side by side or one above the other."
            }
            Refusal::NoMatch => "No match there: the tiles swap back.",
            Refusal::GameOver => "Game over: no swap makes a match.",
        })
    }
}

impl std::error::Error for Refusal {}

/// A seeded game: board, score, moves and the generator that draws new tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    tiles: SeededTiles,
    seed: u64,
    score: u64,
    moves: u32,
    solver_moves: u32,
}

impl Game {
    /// A new 9×9 game on a cylinder from `seed`, started as docs/RULES.md §7 says (no run,
    /// at least one move).
    ///
    /// The start draws from the game's own generator ([`SeededTiles::new`]`(seed)`):
    /// first every cell in scan order (columns left to right, each top to bottom, the
    /// order new tiles drop in during play); then every cell of a run, again in scan
    /// order, until no run remains; and if no swap then makes a run, a whole new board the
    /// same way. Tile ids are row-major from 0 (so `next_id` starts at 81).
    pub fn new(seed: u64) -> Self {
        Self::started(Topology::Cylinder, seed, Board::DEFAULT_SIZE)
    }

    /// A new game on a cylinder of side `size` (3 to 16) from `seed`.
    pub fn with_size(seed: u64, size: usize) -> Result<Self, SizeError> {
        Self::deal(Topology::Cylinder, seed, size)
    }

    /// A new game on a board of `topology` and side `size` (3 to 16) from `seed`: a flat
    /// board is the original ExponenTile's. The start is drawn as [`Game::new`] says, with
    /// the topology's own runs and moves.
    pub fn deal(topology: Topology, seed: u64, size: usize) -> Result<Self, SizeError> {
        if (Board::MIN_SIZE..=Board::MAX_SIZE).contains(&size) {
            Ok(Self::started(topology, seed, size))
        } else {
            Err(SizeError {
                size,
                min: Board::MIN_SIZE,
                max: Board::MAX_SIZE,
            })
        }
    }

    /// The start (docs/RULES.md §7), as [`Game::new`] describes it. Tile ids stay
    /// with their cells through the redraws: no tile has been seen yet.
    fn started(topology: Topology, seed: u64, size: usize) -> Self {
        let mut tiles = SeededTiles::new(seed);
        let cells = size * size;
        let mut board = Board::from_parts(
            size,
            topology,
            vec![1; cells],
            Board::row_major_ids(size),
            cells as u32,
        );
        let scan_order = |rank: usize| (rank % size) * size + rank / size;
        loop {
            for rank in 0..cells {
                board.exps[scan_order(rank)] = tiles.draw();
            }
            while let Some(origins) = run_cells(&board) {
                for rank in 0..cells {
                    let i = scan_order(rank);
                    if origins.contains(i) {
                        board.exps[i] = tiles.draw();
                    }
                }
            }
            if has_valid_move(&board) {
                break;
            }
        }
        Game {
            board,
            tiles,
            seed,
            score: 0,
            moves: 0,
            solver_moves: 0,
        }
    }

    /// A game that goes on from `board` (which should hold no run), drawing new tiles
    /// from `seed`: for tests, puzzles and tools. Score and moves start at 0, and the
    /// game's topology is the board's ([`Board::with_topology`]).
    ///
    /// A board that does hold runs is taken as it is; the cascades of its first move
    /// settle them (and, as docs/RULES.md §3 words it, a swap of two equal tiles of a run is then
    /// a valid move).
    pub fn from_board(board: Board, seed: u64) -> Self {
        Game {
            board,
            tiles: SeededTiles::new(seed),
            seed,
            score: 0,
            moves: 0,
            solver_moves: 0,
        }
    }

    /// A game from all its parts, for the save loader (which has checked them); `moves`
    /// are the accepted moves and, of those, the solver's.
    pub(crate) fn from_parts(
        board: Board,
        tiles: SeededTiles,
        seed: u64,
        score: u64,
        (moves, solver_moves): (u32, u32),
    ) -> Self {
        Game {
            board,
            tiles,
            seed,
            score,
            moves,
            solver_moves,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether the board's columns wrap (ExponenTorus) or not (ExponenTile).
    pub fn topology(&self) -> Topology {
        self.board.topology()
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

    /// How many of the accepted moves the solver played (see
    /// [`History::play_by_solver`](crate::History::play_by_solver)).
    /// A game the solver played in is its as much as the player's: an app keeps its
    /// score out of the player's best.
    pub fn solver_moves(&self) -> u32 {
        self.solver_moves
    }

    /// The highest tile on the board.
    pub fn highest_tile(&self) -> u64 {
        self.board.highest()
    }

    /// Whether any swap can still make a match.
    pub fn outcome(&self) -> Outcome {
        if self.has_valid_move() {
            Outcome::InPlay
        } else {
            Outcome::GameOver
        }
    }

    /// Whether any swap can still make a match: [`Game::outcome`] as a `bool`, stopping at
    /// the first valid move found, without building a list.
    pub fn has_valid_move(&self) -> bool {
        has_valid_move(&self.board)
    }

    /// Every accepted swap, as unordered pairs in scan order: ordered by `a` (columns left
    /// to right, each top to bottom), then by `b`; `a` is the cell of the pair that comes
    /// first in scan order, so a seam pair (only a cylinder has them) has `a` in column 0.
    pub fn valid_moves(&self) -> Vec<Move> {
        valid_moves(&self.board)
    }

    /// The first of [`Game::valid_moves`], found without building the list.
    pub fn first_valid_move(&self) -> Option<Move> {
        first_valid_move(&self.board)
    }

    /// The valid move that scores most in its own pass, ties broken by scan order.
    ///
    /// Only the swap's own pass counts: the cascades depend on tiles not yet drawn.
    pub fn hint(&self) -> Option<Move> {
        hint(&self.board)
    }

    /// Plays the swap of `a` and `b`, drawing new tiles from the game's generator.
    pub fn play(&mut self, a: Pos, b: Pos) -> Result<MoveReport, Refusal> {
        let report = play_on(&mut self.board, a, b, &mut self.tiles)?;
        self.count(&report);
        Ok(report)
    }

    /// Counts `n` of the moves as the solver's, at most all of them: a replay of a game's
    /// log (which knows only the swaps) takes the count back from the game replayed.
    pub(crate) fn set_solver_moves(&mut self, n: u32) {
        self.solver_moves = n.min(self.moves);
    }

    /// Plays the swap of `a` and `b`, drawing new tiles from `source` instead.
    pub fn play_with(
        &mut self,
        a: Pos,
        b: Pos,
        source: &mut impl TileSource,
    ) -> Result<MoveReport, Refusal> {
        let report = play_on(&mut self.board, a, b, source)?;
        self.count(&report);
        Ok(report)
    }

    /// Adds an accepted move to the score and the move count. Both saturate: a game that
    /// long is a bot's, and a wrong count beats a panic.
    fn count(&mut self, report: &MoveReport) {
        self.score = self.score.saturating_add(report.points);
        self.moves = self.moves.saturating_add(1);
    }
}

/// A move on `board` (docs/RULES.md §3–4): checks it, then plays the swap's own pass and
/// the cascades, drawing from `source`. A refusal leaves everything untouched.
pub(crate) fn play_on(
    board: &mut Board,
    a: Pos,
    b: Pos,
    source: &mut impl TileSource,
) -> Result<MoveReport, Refusal> {
    let (Some(ia), Some(ib)) = (board.index(a), board.index(b)) else {
        return Err(Refusal::OffBoard);
    };
    if !board.are_neighbours(a, b) {
        return Err(Refusal::NotNeighbours);
    }
    let size = board.size();
    let cell = |p: Pos| Cell::new(p.x.into(), p.y.into(), size);
    let own = if board.wraps() {
        swap_pass::<true>(board, cell(a), cell(b))
    } else {
        swap_pass::<false>(board, cell(a), cell(b))
    };
    if own.iter().all(Option::is_none) {
        // When the game is over no swap matches, so this one is refused as GameOver; the
        // full search is only needed here, never for an accepted move.
        return Err(if has_valid_move(board) {
            Refusal::NoMatch
        } else {
            Refusal::GameOver
        });
    }
    board.exps.swap(ia, ib);
    board.ids.swap(ia, ib);
    let (chosen, count) = match own {
        [Some(first), Some(second)] => ([first, second], 2),
        [Some(only), None] | [None, Some(only)] => ([only, only], 1),
        [None, None] => unreachable!("a refused swap returned above"),
    };
    let mut first = PassReport::default();
    apply_pass(board, &chosen[..count], source, &mut first);
    let mut passes = vec![first];
    board.resolve_into(source, &mut passes);
    let points = passes
        .iter()
        .flat_map(|pass| &pass.merges)
        .fold(0u64, |sum, merge| sum.saturating_add(merge.points));
    Ok(MoveReport {
        swap: Move { a, b },
        passes,
        points,
    })
}
