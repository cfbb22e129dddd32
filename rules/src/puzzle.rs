//! Puzzles: positions where one move is clearly best, for a player to find (docs/RULES.md
//! §21). A puzzle is a position (a game's history up to it), whose move it asks for, and
//! the answer, the solver's best move there.
//!
//! The server mines them from the games it takes for its leaderboards, out of their
//! analyses ([`mine`]); where it keeps none, a mode's puzzle of the day comes from the
//! daily game's own seed, the solver playing the day's game until a position qualifies
//! ([`Hunting`]), so the app finds the same puzzle by itself where no server answers.

use std::fmt;

use crate::analysis::{GameReview, Weighed, Yardstick, search_in_turn, search_of, weigh};
use crate::day::Day;
use crate::solver::Solver;
use crate::{AnyHistory, History, Mode, daily};

/// The most puzzles kept of one game: its clearest.
pub const PER_GAME: usize = 3;

/// The first position of the daily game a puzzle may come from: the deal's first moves
/// are the luck of the deal more than a choice.
pub const FIRST_PLY: usize = 5;

/// The positions of the daily game searched for a puzzle, at most; past them, the one
/// with the widest margin is taken.
pub const HUNT_PLIES: usize = 150;

/// A puzzle found: where, its answer, and by how much the answer beats every other move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// Moves played before the position.
    pub ply: usize,
    /// The answer, packed ([`Rules::pack_move`](crate::Rules::pack_move)).
    pub answer: u64,
    /// The answer's margin over every other move, as a share of its worth in millionths
    /// ([`Weighed::margin`]).
    pub margin: u32,
}

/// Whether the position `weighed` describes is a puzzle: enough valid moves, and a best
/// move that beats every other by the yardstick's margin.
pub fn qualifies(weighed: &Weighed, yardstick: &Yardstick) -> bool {
    weighed.choices >= yardstick.puzzle_moves
        && weighed.runner_up.is_some()
        && weighed.margin() >= yardstick.puzzle_margin
}

/// The puzzles of an analysed game: its positions that qualify, the [`PER_GAME`] with the
/// widest margins (the earlier among equals), in the game's order.
pub fn mine(review: &GameReview, yardstick: &Yardstick) -> Vec<Found> {
    let mut found: Vec<Found> = review
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| qualifies(&m.weighed, yardstick))
        .map(|(ply, m)| Found {
            ply,
            answer: m.weighed.best,
            margin: m.weighed.margin(),
        })
        .collect();
    found.sort_by_key(|f| (std::cmp::Reverse(f.margin), f.ply));
    found.truncate(PER_GAME);
    found.sort_by_key(|f| f.ply);
    found
}

/// The game the daily puzzle of `mode` on `day` comes from: that day's daily game.
pub fn daily_deal(mode: Mode, day: Day) -> AnyHistory {
    AnyHistory::deal(mode, daily::seed_of(day), mode.default_size())
        .expect("a mode plays its own default side")
}

/// A puzzle and its position, found in a game the solver played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunted<H> {
    /// The game up to the puzzle's position.
    pub position: H,
    /// The puzzle.
    pub found: Found,
}

/// The hunt for a puzzle in a game the solver plays from its deal: each position searched
/// as an analysis searches it, in slices; the first from [`FIRST_PLY`] on that qualifies
/// is the puzzle, else the widest margin of the first [`HUNT_PLIES`] positions.
#[derive(Clone, Debug)]
pub struct Hunting<R: Solver> {
    history: History<R>,
    search: R::Search,
    /// The widest margin so far, where, and what the search there found.
    widest: Option<((bool, u32), usize, Weighed)>,
    done: Option<Hunted<History<R>>>,
}

impl<R: Solver> Hunting<R> {
    /// A hunt from `deal`, a game at its start.
    pub fn new(deal: R) -> Self {
        Hunting {
            search: search_of(&deal),
            history: History::new(deal),
            widest: None,
            done: None,
        }
    }

    /// Positions searched so far.
    pub fn searched(&self) -> usize {
        self.history.log().len()
    }

    /// Searches on for about `nodes` more nodes (at least one); the puzzle once found. The
    /// same however it is sliced.
    pub fn step(&mut self, nodes: u32) -> Option<&Hunted<History<R>>> {
        search_in_turn(
            self,
            nodes,
            |hunting| hunting.done.is_none().then_some(&mut hunting.search),
            Self::next_position,
        );
        self.done.as_ref()
    }

    /// Judges the position just searched, then plays the solver's move from it, or ends
    /// the hunt.
    fn next_position(&mut self) {
        let ply = self.history.log().len();
        let game = self.history.game();
        let Some(weighed) = weigh(game, &self.search, None) else {
            // The game ended before any position qualified.
            return self.take_widest();
        };
        if ply >= FIRST_PLY && qualifies(&weighed, &R::YARDSTICK) {
            return self.finish(ply, weighed);
        }
        // Positions with enough moves first, then by margin.
        let rank = (
            weighed.choices >= R::YARDSTICK.puzzle_moves,
            weighed.margin(),
        );
        if self.widest.is_none_or(|(widest, _, _)| rank > widest) {
            self.widest = Some((rank, ply, weighed));
        }
        let best = R::unpack_move(weighed.best, game.size());
        let played = best.is_some_and(|mv| self.history.play(mv).is_ok());
        if !played || ply + 1 >= HUNT_PLIES {
            return self.take_widest();
        }
        self.search = search_of(self.history.game());
    }

    /// Ends the hunt with the widest margin seen. The deal has a valid move (docs/RULES.md
    /// §7, S3), so its position was seen.
    fn take_widest(&mut self) {
        if let Some((_, ply, weighed)) = self.widest {
            self.finish(ply, weighed);
        }
    }

    fn finish(&mut self, ply: usize, weighed: Weighed) {
        let position = History::replayed(
            self.history.start().clone(),
            self.history.log()[..ply].to_vec(),
            0,
        )
        .unwrap_or_else(|_| History::new(self.history.start().clone()));
        self.done = Some(Hunted {
            position,
            found: Found {
                ply,
                answer: weighed.best,
                margin: weighed.margin(),
            },
        });
    }
}

/// A hunt for a puzzle in a game of any mode, as a host that knows no mode's rules runs
/// it ([`AnyHistory::hunting`]).
pub trait Hunter: fmt::Debug + Send + Sync {
    /// See [`Hunting::step`]; the position as a game of any mode.
    fn step(&mut self, nodes: u32) -> Option<Hunted<AnyHistory>>;
    /// See [`Hunting::searched`].
    fn searched(&self) -> usize;
    /// The mode's nodes per slice in a page ([`Solver::SLICE_NODES`]).
    fn slice_nodes(&self) -> u32;
    /// A copy.
    fn clone_box(&self) -> Box<dyn Hunter>;
}

impl<R> Hunter for Hunting<R>
where
    R: Solver + Send + Sync + 'static,
    R::Move: Send + Sync,
    R::Search: Send + Sync + 'static,
    AnyHistory: From<History<R>>,
{
    fn step(&mut self, nodes: u32) -> Option<Hunted<AnyHistory>> {
        Hunting::step(self, nodes).map(|hunted| Hunted {
            position: hunted.position.clone().into(),
            found: hunted.found,
        })
    }

    fn searched(&self) -> usize {
        Hunting::searched(self)
    }

    fn slice_nodes(&self) -> u32 {
        R::SLICE_NODES
    }

    fn clone_box(&self) -> Box<dyn Hunter> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Hunter> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// The puzzle of the day of `mode` on `day` from the daily game's seed, in one go.
pub fn daily(mode: Mode, day: Day) -> Hunted<AnyHistory> {
    let mut hunting = daily_deal(mode, day).hunting();
    loop {
        if let Some(hunted) = hunting.step(u32::MAX) {
            return hunted;
        }
    }
}
