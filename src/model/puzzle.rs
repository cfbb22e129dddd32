//! Puzzles in the app (docs/RULES.md §21): a position, whose move it asks for, and the
//! answer, the solver's best move there. A puzzle comes from the server (`GET
//! api/puzzles/{id}`, `GET api/puzzles/daily/{mode}`) or, for the puzzle of the day where
//! no server answers, from the app's own hunt in the daily game (`rules::puzzle::daily`),
//! which the server makes too, so every device has the same puzzle on a day.
//!
//! The player makes one move. It is right if it is the answer or worth as much (the same
//! search that found the answer weighs it: a position's search is seeded by the moves its
//! game has counted); else it is taken back and the better move shown with why, the
//! expected points of both.

use rules::analysis::{Analyser, MoveReview};
use rules::day::Day;
use rules::puzzle::Hunted;
use rules::replay_code::{self, ReplayCodeError};
use rules::{AnyHistory, Mode};
use serde::Deserialize;

use super::announce::replay_code_error;
use super::i18n::tr;
use super::numbers;

/// A puzzle: its id, the position (the game up to the move it asks for) and the answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id: 12 hex digits for one the server keeps, `MODE-YYYY-MM-DD` for a day's
    /// puzzle hunted from the daily game.
    pub id: String,
    /// The game up to the move asked for.
    pub position: AnyHistory,
    /// The answer, packed as the move log packs it (docs/RULES.md §13).
    pub answer: u64,
    /// Whether it was opened as a mode's puzzle of the day (a kept puzzle can be one).
    pub of_the_day: bool,
}

/// A puzzle as the server answers it (its margin is the server's own business).
#[derive(Deserialize)]
struct Served {
    id: String,
    mode: String,
    code: String,
    answer: u64,
}

/// Why a puzzle cannot be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// A link's id is no puzzle's id (what it says).
    NotAnId(String),
    /// The server keeps no puzzle of that id.
    NoSuchPuzzle(String),
    /// No server answered for the kept puzzle of that id (a static host, offline).
    Unreachable(String),
    /// A day's puzzle of a day still to come.
    NotOut(Day),
    /// The server's answer is not a puzzle (serde_json's words).
    Unreadable(String),
    /// Its position's code does not read.
    Position(ReplayCodeError),
    /// Its mode is none this game plays, or not its position's.
    OtherMode(String),
    /// Its answer is not a move its position takes.
    NoAnswer,
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            PuzzleError::NotAnId(text) => tr::puzzle_not_an_id(text),
            PuzzleError::NoSuchPuzzle(id) => tr::puzzle_no_such(id),
            PuzzleError::Unreachable(id) => tr::puzzle_unreachable(id),
            PuzzleError::NotOut(day) => tr::puzzle_not_out(&numbers::day(*day)),
            PuzzleError::Unreadable(why) => tr::puzzle_unreadable(why),
            PuzzleError::Position(error) => tr::puzzle_bad_position(&replay_code_error(error)),
            PuzzleError::OtherMode(mode) => tr::puzzle_other_mode(mode),
            PuzzleError::NoAnswer => tr::puzzle_no_answer(),
        })
    }
}

/// The puzzle a `?puzzle=` link names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// One the server keeps, by its id.
    Kept(String),
    /// A mode's puzzle of a day.
    Daily(Mode, Day),
}

/// The puzzle `?puzzle=` names: a kept puzzle's 12 hex digits, `MODE-YYYY-MM-DD`, a
/// day's puzzle up to `today`, or `daily`, today's puzzle of `mode` (the address's).
pub fn requested(value: &str, mode: Mode, today: Day) -> Result<Asked, PuzzleError> {
    let value = value.trim();
    let not_an_id = || PuzzleError::NotAnId(value.to_owned());
    if value == "daily" {
        return Ok(Asked::Daily(mode, today));
    }
    if value.len() == 12 && value.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(Asked::Kept(value.to_ascii_lowercase()));
    }
    // `MODE-YYYY-MM-DD`: the day is the last ten characters.
    let split = value
        .len()
        .checked_sub(11)
        .filter(|&at| value.as_bytes()[at] == b'-')
        .ok_or_else(not_an_id)?;
    let mode = Mode::from_name(&value[..split]).ok_or_else(not_an_id)?;
    let day = Day::parse(&value[split + 1..]).map_err(|_| not_an_id())?;
    if day > today {
        return Err(PuzzleError::NotOut(day));
    }
    Ok(Asked::Daily(mode, day))
}

/// The id of `mode`'s puzzle of `day`, as the server names it too.
pub fn daily_id(mode: Mode, day: Day) -> String {
    format!("{}-{day}", mode.name())
}

impl Puzzle {
    /// The puzzle in the server's answer `text`, checked: its position reads, is of its
    /// mode, and takes its answer.
    pub fn from_served(text: &str) -> Result<Puzzle, PuzzleError> {
        let served: Served = serde_json::from_str(text)
            .map_err(|e| PuzzleError::Unreadable(rules::json_in_words(&e)))?;
        let mode =
            Mode::from_name(&served.mode).ok_or(PuzzleError::OtherMode(served.mode.clone()))?;
        let position = replay_code::decode(&served.code).map_err(PuzzleError::Position)?;
        if position.mode() != mode {
            return Err(PuzzleError::OtherMode(served.mode));
        }
        Puzzle::checked(served.id, position, served.answer)
    }

    /// `mode`'s puzzle of `day` from the app's own hunt in the daily game.
    pub fn hunted(mode: Mode, day: Day, hunted: Hunted<AnyHistory>) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle::checked(daily_id(mode, day), hunted.position, hunted.found.answer)?;
        Ok(puzzle.as_of_the_day())
    }

    /// The puzzle, as a mode's puzzle of the day.
    pub fn as_of_the_day(self) -> Puzzle {
        Puzzle {
            of_the_day: true,
            ..self
        }
    }

    /// The query of the link that opens it (with no language: it opens in its reader's).
    pub fn query(&self) -> String {
        format!("puzzle={}", self.id)
    }

    fn checked(id: String, position: AnyHistory, answer: u64) -> Result<Puzzle, PuzzleError> {
        let puzzle = Puzzle {
            id,
            position,
            answer,
            of_the_day: false,
        };
        match puzzle.attempt(answer) {
            Some(_) => Ok(puzzle),
            None => Err(PuzzleError::NoAnswer),
        }
    }

    /// Its mode.
    pub fn mode(&self) -> Mode {
        self.position.mode()
    }

    /// The player's move `played` (packed), to be judged; `None` if the position does not
    /// take it (the game refuses it as any move it refuses).
    pub fn attempt(&self, played: u64) -> Option<Attempt> {
        let mut after = self.position.onward();
        if after.play_packed(played).is_err() {
            return None;
        }
        Some(Attempt {
            answer: self.answer,
            analyser: after.analysing(),
            after,
        })
    }
}

/// A move made in a puzzle, judged by the search of the position, in slices.
#[derive(Clone, Debug)]
pub struct Attempt {
    answer: u64,
    analyser: Box<dyn Analyser>,
    /// The position with the move played.
    pub after: AnyHistory,
}

impl Attempt {
    /// Searches on for about `nodes` more nodes; the verdict once found. The same however
    /// it is sliced.
    pub fn step(&mut self, nodes: u32) -> Option<Verdict> {
        let review = self.analyser.step(nodes)?;
        review
            .moves
            .first()
            .map(|played| judge(self.answer, played))
    }

    /// Nodes per slice in a page.
    pub fn slice_nodes(&self) -> u32 {
        self.analyser.slice_nodes()
    }
}

/// What a puzzle's move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer, or as good: the points its cascade scored.
    Right {
        /// The points scored.
        points: u64,
    },
    /// Worse than the answer: the better move, and the expected points of both (in
    /// thousandths, the solver's measure).
    Wrong {
        /// The move played, packed.
        played: u64,
        /// The better move, packed.
        better: u64,
        /// Its expected points.
        better_worth: i64,
        /// The played move's.
        played_worth: i64,
    },
}

/// The verdict on `played`, reviewed, where `answer` is the puzzle's answer: right if it is
/// the answer or worth as much as the best move the search finds (the answer, where the
/// solver is the one that found it).
pub fn judge(answer: u64, played: &MoveReview) -> Verdict {
    let weighed = &played.weighed;
    if played.played == answer || weighed.played_worth >= weighed.best_worth {
        Verdict::Right {
            points: played.points,
        }
    } else {
        Verdict::Wrong {
            played: played.played,
            better: weighed.best,
            better_worth: weighed.best_worth,
            played_worth: weighed.played_worth,
        }
    }
}

/// Expected points in thousandths, as a player reads them: whole points from 100 on
/// (a tenth is noise there, and the sentence stays short), one decimal below.
pub fn expected_points(worth: i64) -> String {
    let points = worth as f64 / 1000.0;
    if points.abs() < 100.0 {
        numbers::decimal(points, 1)
    } else {
        numbers::number(points.round())
    }
}

/// What the player reads after a move: right, the points; wrong, the better move (in
/// words, as `words` says a packed move) and why.
pub fn verdict_sentence(verdict: &Verdict, words: impl Fn(u64) -> String) -> String {
    match *verdict {
        Verdict::Right { points } => tr::puzzle_solved(points),
        Verdict::Wrong {
            played,
            better,
            better_worth,
            played_worth,
        } => tr::puzzle_missed(
            &words(better),
            &expected_points(better_worth),
            &words(played),
            &expected_points(played_worth),
        ),
    }
}

#[cfg(test)]
mod tests;
