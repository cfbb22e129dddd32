//! ExponenTile as any host of a game sees it ([`Rules`]): its deal on either topology (the
//! variant, which makes the mode), its moves played or refused, its marks, and how a swap
//! is written in a saved log and in a replay code.

use crate::{LoadError, Mode, Outcome, Rules, Save, SizeError};

use super::{Game, Move, MoveReport, Pos, Refusal, Topology};

/// A swap in a saved log: `[ax, ay, bx, by]`, the cells' columns and rows.
pub type SavedMove = [u8; 4];

/// ExponenTile keeps no marks beside its save: the solver's count is in the save itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NoMarks {}

impl Rules for Game {
    type Move = Move;
    type Report = MoveReport;
    type Refusal = Refusal;
    type Variant = Topology;
    type SavedLog = Vec<SavedMove>;
    type Marks = NoMarks;

    fn deal(topology: Topology, seed: u64, size: usize) -> Result<Self, SizeError> {
        Game::deal(topology, seed, size)
    }

    fn variant(&self) -> Topology {
        self.topology()
    }

    /// ExponenTorus on a cylinder, ExponenTile on a flat board.
    fn mode(&self) -> Mode {
        match self.topology() {
            Topology::Cylinder => Mode::Exponentorus,
            Topology::Flat => Mode::Exponentile,
        }
    }

    fn seed(&self) -> u64 {
        self.seed()
    }

    fn size(&self) -> usize {
        self.board().size()
    }

    fn score(&self) -> u64 {
        self.score()
    }

    fn moves(&self) -> u32 {
        self.moves()
    }

    fn highest_tile(&self) -> u64 {
        self.highest_tile()
    }

    fn outcome(&self) -> Outcome {
        self.outcome()
    }

    fn play(&mut self, mv: Move) -> Result<MoveReport, Refusal> {
        self.play(mv.a, mv.b)
    }

    fn canonical(&self, mv: Move) -> Move {
        mv.canonical(self.board().size(), self.topology())
    }

    fn solver_moves(&self) -> u32 {
        self.solver_moves()
    }

    fn count_solver_move(&mut self) {
        self.set_solver_moves(self.solver_moves().saturating_add(1));
    }

    fn keep_marks(&mut self, later: &Self) {
        // The log knows the swaps, not who played them: the game keeps its count of the
        // solver's moves, as far as it still has moves.
        self.set_solver_moves(later.solver_moves());
    }

    fn marks(&self) -> NoMarks {
        NoMarks {}
    }

    fn set_marks(&mut self, NoMarks {}: NoMarks) {}

    fn to_save(&self) -> Save {
        self.to_save()
    }

    fn from_save(save: Save) -> Result<Self, LoadError> {
        Game::from_save(save)
    }

    fn save_log(log: &[Move]) -> Vec<SavedMove> {
        log.iter()
            .map(|Move { a, b }| [a.x, a.y, b.x, b.y])
            .collect()
    }

    fn read_log(saved: Vec<SavedMove>) -> Result<Vec<Move>, String> {
        Ok(saved
            .into_iter()
            .map(|[ax, ay, bx, by]| Move {
                a: Pos::new(ax, ay),
                b: Pos::new(bx, by),
            })
            .collect())
    }

    /// A swap is written as `2 × (y × side + x) + d` of its first cell ([`Move::canonical`]),
    /// `d` 0 when the other cell is its right neighbour and 1 when it is the one below: as
    /// many bits as `2 × side²` values need (8 on a 9×9 board). The same on both
    /// topologies: a code knows its mode, and a number that names a seam swap on a flat
    /// board is a swap the replay refuses.
    fn move_bits(size: usize) -> u32 {
        let values = 2 * size * size;
        usize::BITS - (values - 1).leading_zeros()
    }

    fn pack_move(mv: Move, size: usize) -> Option<u64> {
        // The cylinder's written form: a flat board's swaps of neighbours have the same one,
        // and a logged swap is always of neighbours.
        let Move { a, b } = mv.canonical(size, Topology::Cylinder);
        let cell = usize::from(a.y) * size + usize::from(a.x);
        let down = if a.y == b.y {
            false
        } else if a.x == b.x && b.y == a.y + 1 {
            true
        } else {
            return None;
        };
        let is_right = usize::from(b.x) == (usize::from(a.x) + 1) % size;
        (down || is_right).then_some((2 * cell + usize::from(down)) as u64)
    }

    fn unpack_move(value: u64, size: usize) -> Option<Move> {
        let cell = usize::try_from(value / 2)
            .ok()
            .filter(|&c| c < size * size)?;
        let (x, y) = (cell % size, cell / size);
        let a = Pos::new(x as u8, y as u8);
        let b = if value.is_multiple_of(2) {
            Pos::new(((x + 1) % size) as u8, y as u8)
        } else {
            Pos::new(x as u8, (y + 1) as u8)
        };
        Some(Move { a, b })
    }
}
