//! A game of any mode with its history, and what a host needs to know of it without
//! knowing its rules: what a replay code holds and a server verifies.

use super::analysis::{self, Analyser, Analysing, GameReview, Weighed, Yardstick};
use super::packed_moves::PackedMoveError;
use super::puzzle::{Hunter, Hunting};
use super::replay_code::{self, NotReplayable};
use super::solver::Solver;
use super::{History, LoadError, Mode, Outcome, Rules, SizeError, exponentile, twenty48};

/// A game of any mode with its history (boxed: the games differ much in size).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyHistory {
    /// An ExponenTile game, on a cylinder (ExponenTorus) or a flat board (ExponenTile):
    /// its [`mode`](AnyHistory::mode) tells which.
    Exponentile(Box<History<exponentile::Game>>),
    /// A 2048 game.
    Twenty48(Box<History<twenty48::Game>>),
}

/// A game as a leaderboard or a share line tells it: all of it the replay's own, but the
/// undos and the solver's count, which are the player's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game's mode.
    pub mode: Mode,
    /// The board's side.
    pub size: usize,
    /// The seed it was dealt from.
    pub seed: u64,
    /// Its score.
    pub score: u64,
    /// Its accepted moves.
    pub moves: u32,
    /// Its highest tile.
    pub highest_tile: u64,
    /// Moves taken back during the game.
    pub undos: u32,
    /// Moves the solver chose.
    pub solver_moves: u32,
    /// Whether it is over.
    pub outcome: Outcome,
}

impl Summary {
    /// Whether the game has begun and not ended: a game worth asking about before
    /// another replaces it.
    pub fn under_way(&self) -> bool {
        self.moves > 0 && self.outcome == Outcome::InPlay
    }

    /// Whether the game was played straight: no undo, no move of the solver's. Only such
    /// a game sets a best or ranks on a board.
    pub fn straight(&self) -> bool {
        self.undos == 0 && self.solver_moves == 0
    }
}

impl<R: Rules> History<R> {
    /// The game in a few figures.
    pub fn summary(&self) -> Summary {
        let game = self.game();
        Summary {
            mode: game.mode(),
            size: game.size(),
            seed: game.seed(),
            score: game.score(),
            moves: game.moves(),
            highest_tile: game.highest_tile(),
            undos: self.undos(),
            solver_moves: game.solver_moves(),
            outcome: game.outcome(),
        }
    }
}

/// Work that needs a mode's rules as a type, such as reading a game of a mode known only
/// at run time: [`AnyHistory::with_rules_of`] runs it with the rules of a mode.
pub trait ForRules {
    /// What the work gives.
    type Output;
    /// The work, with the rules `R` of the mode and the mode's variant of them.
    fn run<R: Rules>(self, variant: R::Variant) -> Self::Output
    where
        AnyHistory: From<History<R>>;
}

impl AnyHistory {
    /// Runs `work` with the rules of `mode`: the one place a mode's rules are chosen.
    pub fn with_rules_of<W: ForRules>(mode: Mode, work: W) -> W::Output {
        match mode {
            Mode::Exponentorus => work.run::<exponentile::Game>(exponentile::Topology::Cylinder),
            Mode::Exponentile => work.run::<exponentile::Game>(exponentile::Topology::Flat),
            Mode::Twenty48 => work.run::<twenty48::Game>(()),
        }
    }

    /// A new game of `mode` from `seed` on side `size`: the deal every player of a race
    /// gets, on the server as in the browser.
    pub fn deal(mode: Mode, seed: u64, size: usize) -> Result<AnyHistory, SizeError> {
        struct Deal(u64, usize);
        impl ForRules for Deal {
            type Output = Result<AnyHistory, SizeError>;
            fn run<R: Rules>(self, variant: R::Variant) -> Self::Output
            where
                AnyHistory: From<History<R>>,
            {
                R::deal(variant, self.0, self.1).map(|game| History::new(game).into())
            }
        }
        AnyHistory::with_rules_of(mode, Deal(seed, size))
    }

    /// Plays the move that the number `packed` stands for ([`History::play_packed`]).
    pub fn play_packed(&mut self, packed: u64) -> Result<(), PackedMoveError> {
        match self {
            AnyHistory::Exponentile(history) => history.play_packed(packed),
            AnyHistory::Twenty48(history) => history.play_packed(packed),
        }
    }

    /// The log's moves as numbers ([`History::packed_log`]).
    pub fn packed_log(&self) -> Option<Vec<u64>> {
        match self {
            AnyHistory::Exponentile(history) => history.packed_log(),
            AnyHistory::Twenty48(history) => history.packed_log(),
        }
    }

    /// The saved history of a game of `mode` ([`History::from_json`] of its rules). Two
    /// modes share ExponenTile's rules, so a save of the other one's board is refused
    /// ([`LoadError::OtherMode`]) rather than played in the wrong mode.
    pub fn from_json(mode: Mode, text: &str) -> Result<AnyHistory, LoadError> {
        let history: AnyHistory = match mode {
            Mode::Exponentorus | Mode::Exponentile => {
                History::<exponentile::Game>::from_json(text)?.into()
            }
            Mode::Twenty48 => History::<twenty48::Game>::from_json(text)?.into(),
        };
        match history.mode() {
            saved if saved == mode => Ok(history),
            saved => Err(LoadError::OtherMode {
                saved,
                wanted: mode,
            }),
        }
    }

    /// The game after the first `ply` moves of its log (all of them, at most), with the
    /// same start and undos.
    pub fn at(&self, ply: usize) -> AnyHistory {
        fn cut<R: Rules>(history: &History<R>, ply: usize) -> History<R> {
            let log = &history.log()[..ply.min(history.log().len())];
            History::replayed(history.start().clone(), log.to_vec(), history.undos())
                .unwrap_or_else(|_| history.clone())
        }
        match self {
            AnyHistory::Exponentile(history) => cut(history, ply).into(),
            AnyHistory::Twenty48(history) => cut(history, ply).into(),
        }
    }

    /// A game that starts where this one stands, its log empty: the position alone, as a
    /// puzzle asks for its move. A search is seeded by the moves the game has counted
    /// ([`analysis::search_of`]), so its analysis of a move is the whole game's.
    pub fn onward(&self) -> AnyHistory {
        match self {
            AnyHistory::Exponentile(history) => History::new(history.game().clone()).into(),
            AnyHistory::Twenty48(history) => History::new(history.game().clone()).into(),
        }
    }

    /// The last move of the log, packed ([`Rules::pack_move`]) in its written form.
    pub fn last_packed(&self) -> Option<u64> {
        fn last<R: Rules>(history: &History<R>) -> Option<u64> {
            let size = history.game().size();
            R::pack_move(*history.log().last()?, size)
        }
        match self {
            AnyHistory::Exponentile(history) => last(history),
            AnyHistory::Twenty48(history) => last(history),
        }
    }

    /// An analysis of the game's log under way ([`analysis::Analysing`]).
    pub fn analysing(&self) -> Box<dyn Analyser> {
        match self {
            AnyHistory::Exponentile(history) => Box::new(Analysing::new(history)),
            AnyHistory::Twenty48(history) => Box::new(Analysing::new(history)),
        }
    }

    /// The analysis of the game's log, in one go ([`analysis::analyse`]).
    pub fn analyse(&self) -> GameReview {
        match self {
            AnyHistory::Exponentile(history) => analysis::analyse(history),
            AnyHistory::Twenty48(history) => analysis::analyse(history),
        }
    }

    /// The analysis of the game's log from what its searches found ([`analysis::review`]);
    /// `None` if they are another game's.
    pub fn review(&self, weighed: &[Weighed]) -> Option<GameReview> {
        match self {
            AnyHistory::Exponentile(history) => analysis::review(history, weighed),
            AnyHistory::Twenty48(history) => analysis::review(history, weighed),
        }
    }

    /// How the game's mode is analysed.
    pub fn yardstick(&self) -> Yardstick {
        fn of<R: Solver>(_: &History<R>) -> Yardstick {
            R::YARDSTICK
        }
        match self {
            AnyHistory::Exponentile(history) => of(history),
            AnyHistory::Twenty48(history) => of(history),
        }
    }

    /// A hunt for a puzzle in the game the solver plays on from where this one stands
    /// ([`crate::puzzle::Hunting`]).
    pub fn hunting(&self) -> Box<dyn Hunter> {
        match self {
            AnyHistory::Exponentile(history) => Box::new(Hunting::new(history.game().clone())),
            AnyHistory::Twenty48(history) => Box::new(Hunting::new(history.game().clone())),
        }
    }

    /// The game's mode.
    pub fn mode(&self) -> Mode {
        self.summary().mode
    }

    /// The game in a few figures.
    pub fn summary(&self) -> Summary {
        match self {
            AnyHistory::Exponentile(history) => history.summary(),
            AnyHistory::Twenty48(history) => history.summary(),
        }
    }

    /// The game's replay code ([`replay_code::encode`]).
    pub fn replay_code(&self) -> Result<String, NotReplayable> {
        match self {
            AnyHistory::Exponentile(history) => replay_code::encode(history),
            AnyHistory::Twenty48(history) => replay_code::encode(history),
        }
    }

    /// How many moves the game's log holds: those accepted since the start, taken-back
    /// ones gone.
    pub fn logged_moves(&self) -> usize {
        match self {
            AnyHistory::Exponentile(history) => history.log().len(),
            AnyHistory::Twenty48(history) => history.log().len(),
        }
    }

    /// The board's side, and its values row by row from the top (0 for an empty cell).
    pub fn cell_values(&self) -> (usize, Vec<u64>) {
        let save = match self {
            AnyHistory::Exponentile(history) => history.game().to_save(),
            AnyHistory::Twenty48(history) => history.game().to_save(),
        };
        (save.board.len(), save.board.concat())
    }

    /// The history as its mode saves it (docs/RULES.md §13).
    pub fn to_json(&self) -> String {
        match self {
            AnyHistory::Exponentile(history) => history.to_json(),
            AnyHistory::Twenty48(history) => history.to_json(),
        }
    }
}

impl From<History<exponentile::Game>> for AnyHistory {
    fn from(history: History<exponentile::Game>) -> Self {
        AnyHistory::Exponentile(Box::new(history))
    }
}

impl From<History<twenty48::Game>> for AnyHistory {
    fn from(history: History<twenty48::Game>) -> Self {
        AnyHistory::Twenty48(Box::new(history))
    }
}
