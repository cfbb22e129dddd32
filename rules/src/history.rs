//! A game with its history: the position it started from and every accepted move since,
//! for any game's [`Rules`].
//!
//! A game is determined by where it started and the moves played: new tiles come from the
//! game's own seeded generator, so replaying the moves from the start gives the same
//! board, score and generator, tile for tile (docs/RULES.md §13). Undo is that replay
//! with the last move left out, so it can never deal different tiles.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{LoadError, Rules, Save};

/// A game, the position it started from, the moves accepted since, how many were taken
/// back, and the moves taken back that can be played again (redo).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<R: Rules> {
    start: R,
    log: Vec<R::Move>,
    game: R,
    undos: u32,
    /// Moves taken back, the last one first to come back; a new move clears them.
    undone: Vec<R::Move>,
}

/// Why a log does not replay: the move at `index` (from 0) was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError<Refusal> {
    /// The position of the refused move in the log.
    pub index: usize,
    /// Why the game refused it.
    pub refusal: Refusal,
}

impl<Refusal> fmt::Display for ReplayError<Refusal> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} of its log is not a legal move", self.index + 1)
    }
}

impl<R: Rules> History<R> {
    /// The history of a game that starts at `game`: no move yet.
    pub fn new(game: R) -> Self {
        History {
            start: game.clone(),
            log: Vec::new(),
            game,
            undos: 0,
            undone: Vec::new(),
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &R {
        &self.game
    }

    /// The position the log starts from: a new game's deal, or where an older save that
    /// kept no log stood.
    pub fn start(&self) -> &R {
        &self.start
    }

    /// The moves accepted since the start, in order (taken-back ones are gone), each in
    /// its written form ([`Rules::canonical`]).
    pub fn log(&self) -> &[R::Move] {
        &self.log
    }

    /// How many moves were taken back in this game.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// The moves taken back that [`History::redo`] plays again, the next one last.
    pub fn undone(&self) -> &[R::Move] {
        &self.undone
    }

    /// The same history without its moves taken back: the game as played, which is what a
    /// replay code holds.
    pub fn without_redo(&self) -> Self {
        History {
            undone: Vec::new(),
            ..self.clone()
        }
    }

    /// Plays `mv` ([`Rules::play`]) and logs it when accepted. A new move forgets the
    /// moves taken back.
    pub fn play(&mut self, mv: R::Move) -> Result<R::Report, R::Refusal> {
        let report = self.play_logged(mv)?;
        self.undone.clear();
        Ok(report)
    }

    /// Plays the solver's `mv` and logs it, counting it as the solver's
    /// ([`Rules::count_solver_move`]).
    pub fn play_by_solver(&mut self, mv: R::Move) -> Result<R::Report, R::Refusal> {
        let report = self.play(mv)?;
        self.game.count_solver_move();
        Ok(report)
    }

    /// Plays the last move taken back again: its report, or `None` with nothing to
    /// redo. It cannot be refused (it was played from this very game before); if it were,
    /// the moves taken back are forgotten.
    pub fn redo(&mut self) -> Option<Result<R::Report, R::Refusal>> {
        let mv = self.undone.pop()?;
        let played = self.play_logged(mv);
        if played.is_err() {
            self.undone.clear();
        }
        Some(played)
    }

    fn play_logged(&mut self, mv: R::Move) -> Result<R::Report, R::Refusal> {
        let mv = self.game.canonical(mv);
        let report = self.game.play(mv)?;
        self.log.push(mv);
        Ok(report)
    }

    /// Changes the game's marks that no move makes (an answer of the player's, such as
    /// 2048's "keep going"), through `mark`.
    pub fn mark(&mut self, mark: impl FnOnce(&mut R)) {
        mark(&mut self.game);
    }

    /// Takes back the last move: the game is the start replayed without it, with the
    /// marks that still hold ([`Rules::keep_marks`]). Returns the move taken back, or
    /// `None` at the start.
    pub fn undo(&mut self) -> Option<R::Move> {
        let undone = self.log.pop()?;
        match replay(&self.start, &self.log) {
            Ok(mut game) => {
                game.keep_marks(&self.game);
                self.game = game;
                self.undos = self.undos.saturating_add(1);
                self.undone.push(undone);
                Some(undone)
            }
            // Every logged move was accepted from this start, so this cannot happen; if it
            // did, the game stays as it was rather than becoming something else.
            Err(_) => {
                self.log.push(undone);
                None
            }
        }
    }

    /// The history of a game that starts at `start` and plays `log`; `undos` as counted.
    pub fn replayed(
        start: R,
        log: Vec<R::Move>,
        undos: u32,
    ) -> Result<Self, ReplayError<R::Refusal>> {
        let game = replay(&start, &log)?;
        Ok(History {
            start,
            log,
            game,
            undos,
            undone: Vec::new(),
        })
    }

    /// Whether the start is the deal of a new game of the same variant, seed and side:
    /// then those and the log are the whole game (a replay code needs no more).
    pub fn starts_with_the_deal(&self) -> bool {
        let start = &self.start;
        start.moves() == 0
            && R::deal(start.variant(), start.seed(), start.size()).is_ok_and(|deal| deal == *start)
    }

    /// The history as JSON (save version 2, docs/RULES.md §13): the game as a version-1
    /// save, the start (`null` when it is the game's own deal), the log in the game's
    /// saved form, the undos, the game's marks, and the moves taken back (only when there
    /// are some, in the log's form, the next to come back first).
    pub fn to_json(&self) -> String {
        let saved = SavedHistory {
            version: 2,
            game: self.game.to_save(),
            start: (!self.starts_with_the_deal()).then(|| self.start.to_save()),
            log: R::save_log(&self.log),
            undos: self.undos,
            marks: self.game.marks(),
            redo: (!self.undone.is_empty())
                .then(|| R::save_log(&self.undone.iter().rev().copied().collect::<Vec<_>>())),
        };
        // Writing these plain structs to a string cannot fail; an empty save would read
        // as unreadable rather than as another game.
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// The history in a saved game: version 2 with its log, checked by replaying it (the
    /// replay must end exactly at the saved game), or a version-1 save, whose log starts
    /// where it stood. Anything else is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<Self, LoadError> {
        match read_version(text)? {
            1 => {
                return Save::from_json(text)
                    .and_then(R::from_save)
                    .map(History::new);
            }
            2 => {}
            other => return Err(LoadError::UnknownVersion(other)),
        }
        let saved: SavedHistory<R::SavedLog, R::Marks> =
            serde_json::from_str(text).map_err(LoadError::json)?;
        let mut game = R::from_save(saved.game)?;
        let start = match saved.start {
            Some(start) => R::from_save(start)?,
            None => R::deal(game.variant(), game.seed(), game.size()).map_err(|e| {
                LoadError::BadSize {
                    min: e.min,
                    max: e.max,
                }
            })?,
        };
        let log = R::read_log(saved.log).map_err(LoadError::Malformed)?;
        let mut history = History::replayed(start, log, saved.undos)
            .map_err(|e| LoadError::Tampered(e.to_string()))?;
        // The log knows the moves, not who played them nor the player's answers.
        game.set_marks(saved.marks);
        history.game.keep_marks(&game);
        if history.game != game {
            return Err(LoadError::Tampered(
                "its move log does not lead to its board".into(),
            ));
        }
        if let Some(redo) = saved.redo {
            let mut undone = R::read_log(redo).map_err(LoadError::Malformed)?;
            undone.reverse();
            // Moves to play again must play: checked now, so a redo never fails later.
            let mut check = history.clone();
            check.undone = undone.clone();
            while let Some(played) = check.redo() {
                played.map_err(|_| {
                    LoadError::Tampered("its moves to play again do not play".into())
                })?;
            }
            history.undone = undone;
        }
        Ok(history)
    }
}

/// A history as saved (docs/RULES.md §13).
#[derive(Serialize, Deserialize)]
struct SavedHistory<Log, Marks> {
    version: u32,
    game: Save,
    start: Option<Save>,
    log: Log,
    #[serde(default)]
    undos: u32,
    #[serde(flatten)]
    marks: Marks,
    // A missing option reads as none; no `default`, which would ask the log for one.
    #[serde(skip_serializing_if = "Option::is_none")]
    redo: Option<Log>,
}

/// The `version` of a saved game or history, read before anything else so that a save of
/// another version reports its version rather than a shape this build does not know.
pub(crate) fn read_version(text: &str) -> Result<u32, LoadError> {
    #[derive(Deserialize)]
    struct Versioned {
        version: u32,
    }
    serde_json::from_str::<Versioned>(text)
        .map(|v| v.version)
        .map_err(LoadError::json)
}

/// `start` with the moves of `log` played in order.
fn replay<R: Rules>(start: &R, log: &[R::Move]) -> Result<R, ReplayError<R::Refusal>> {
    let mut game = start.clone();
    for (index, &mv) in log.iter().enumerate() {
        game.play(mv)
            .map_err(|refusal| ReplayError { index, refusal })?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pos;
    use crate::exponentile::{Game, Move, Topology};

    fn played(seed: u64, moves: usize) -> History<Game> {
        let mut history = History::new(Game::new(seed));
        for _ in 0..moves {
            let Some(m) = history.game().hint() else {
                break;
            };
            history.play(m).expect("a hint is valid");
        }
        history
    }

    #[test]
    fn undo_replays_to_exactly_the_game_before_the_swap() {
        let mut history = History::new(Game::new(42));
        let mut before = Vec::new();
        for _ in 0..30 {
            let m = history.game().hint().expect("a move");
            before.push(history.game().clone());
            history.play(m).unwrap();
        }
        assert_eq!(history.log().len(), 30);
        while let Some(game) = before.pop() {
            assert!(history.undo().is_some());
            assert_eq!(history.game(), &game, "board, score, moves and generator");
        }
        assert_eq!(history.undo(), None, "nothing before the start");
        assert_eq!(history.undos(), 30);
        assert_eq!(history.game(), history.start());
    }

    #[test]
    fn the_same_swap_after_an_undo_deals_the_same_tiles() {
        let mut history = played(7, 12);
        let last = *history.log().last().unwrap();
        let after = history.game().clone();
        history.undo();
        history.play(last).unwrap();
        assert_eq!(history.game(), &after);
    }

    #[test]
    fn a_refused_swap_is_not_logged() {
        let mut history = History::new(Game::new(3));
        let before = history.clone();
        let m = history.game().valid_moves()[0];
        // A swap of two cells that are not neighbours.
        let far = Pos::new(m.a.x, (m.a.y + 4) % 9);
        assert!(history.play(Move { a: m.a, b: far }).is_err());
        assert_eq!(history, before);
    }

    #[test]
    fn the_json_round_trips_with_a_new_game_s_start_left_out() {
        let history = played(5, 20);
        let text = history.to_json();
        assert!(text.contains("\"start\":null"), "{text}");
        assert_eq!(History::<Game>::from_json(&text), Ok(history));
        let mut undone = played(5, 20);
        undone.undo();
        undone.undo();
        assert_eq!(History::<Game>::from_json(&undone.to_json()), Ok(undone));
    }

    #[test]
    fn a_flat_game_s_history_leaves_out_its_start_and_reads_back_flat() {
        let mut history = History::new(Game::deal(Topology::Flat, 5, 8).unwrap());
        for _ in 0..20 {
            let m = history.game().hint().expect("a move");
            history.play(m).unwrap();
        }
        history.undo();
        let text = history.to_json();
        assert!(text.contains("\"start\":null"), "{text}");
        assert!(text.contains("\"wrap\":false"), "{text}");
        let back = History::<Game>::from_json(&text).unwrap();
        assert_eq!(back.start().topology(), Topology::Flat);
        assert_eq!(back, history);
    }

    #[test]
    fn a_version_1_save_starts_its_log_where_it_stood() {
        let game = played(9, 15).game().clone();
        let mut history = History::<Game>::from_json(&game.to_json()).unwrap();
        assert_eq!(history.start(), &game);
        assert_eq!(history.log(), []);
        let m = history.game().hint().unwrap();
        history.play(m).unwrap();
        let text = history.to_json();
        assert!(!text.contains("\"start\":null"), "the start is kept");
        assert_eq!(History::<Game>::from_json(&text), Ok(history.clone()));
        assert!(history.undo().is_some());
        assert_eq!(history.game(), &game);
        assert_eq!(history.undo(), None);
    }

    #[test]
    fn a_tampered_log_is_refused_with_a_reason() {
        let history = played(11, 10);
        let text = history.to_json();
        let Move { a, b } = history.log()[3];
        let quad = format!("[{},{},{},{}]", a.x, a.y, b.x, b.y);
        // A different fourth move: refused, or it leads elsewhere than the saved board.
        let other = history.log()[0];
        let bad = text.replacen(
            &quad,
            &format!("[{},{},{},{}]", other.a.x, other.a.y, other.b.x, other.b.y),
            1,
        );
        if bad != text {
            assert!(matches!(
                History::<Game>::from_json(&bad),
                Err(LoadError::Tampered(_))
            ));
        }
        // A log without its last move does not lead to the saved board.
        let Move { a: la, b: lb } = *history.log().last().unwrap();
        let cut = text.replacen(&format!(",[{},{},{},{}]]", la.x, la.y, lb.x, lb.y), "]", 1);
        assert_ne!(cut, text);
        let err = History::<Game>::from_json(&cut).unwrap_err();
        assert!(matches!(err, LoadError::Tampered(_)), "{err:?}");
        assert!(err.to_string().contains("move log"), "{err}");
        // An illegal move names its place.
        let illegal = text.replacen("\"log\":[", "\"log\":[[0,0,5,5],", 1);
        let err = History::<Game>::from_json(&illegal).unwrap_err();
        assert!(err.to_string().contains("move 1 "), "{err}");
        // Shapes that are no log at all.
        for bad in [
            text.replacen("\"log\":[", "\"log\":[[1,2,3],", 1),
            text.replacen("\"log\":[", "\"log\":[[1,2,3,300],", 1),
            text.replacen("\"log\":[", "\"log\":{},\"x\":[", 1),
            text.replacen("\"undos\":0", "\"undos\":-1", 1),
            text.replacen("\"game\":", "\"game\":1,\"game\":", 1),
            text.replacen(",\"log\"", ",\"undos\":1,\"log\"", 1),
        ] {
            assert!(
                matches!(
                    History::<Game>::from_json(&bad),
                    Err(LoadError::Malformed(_))
                ),
                "{bad}"
            );
        }
        assert_eq!(
            History::<Game>::from_json("{\"version\":3}"),
            Err(LoadError::UnknownVersion(3))
        );
    }

    #[test]
    fn the_moves_taken_back_are_saved_and_come_back_after_a_reload() {
        let mut history = played(17, 8);
        let after = history.game().clone();
        for _ in 0..3 {
            history.undo();
        }
        let text = history.to_json();
        assert!(text.contains("\"redo\":[["), "{text}");
        let mut loaded = History::<Game>::from_json(&text).unwrap();
        assert_eq!(loaded, history);
        while loaded.redo().is_some() {}
        assert_eq!(loaded.game(), &after);
        assert!(!loaded.to_json().contains("redo"), "none left to save");
        // Moves to play again that do not play are refused with the save.
        let bad = text.replacen("\"redo\":[[", "\"redo\":[[0,0,5,5],[", 1);
        assert!(matches!(
            History::<Game>::from_json(&bad),
            Err(LoadError::Tampered(_))
        ));
        // A new move forgets them.
        let mut fresh = History::<Game>::from_json(&text).unwrap();
        let m = fresh.game().hint().unwrap();
        fresh.play(m).unwrap();
        assert!(fresh.undone().is_empty());
    }

    #[test]
    fn the_solver_s_moves_are_still_counted_after_an_undo_and_a_reload() {
        let mut history = played(13, 3);
        for _ in 0..2 {
            let m = history.game().hint().unwrap();
            history.play_by_solver(m).unwrap();
        }
        assert_eq!(history.game().solver_moves(), 2);
        let loaded = History::<Game>::from_json(&history.to_json()).unwrap();
        assert_eq!(loaded, history);
        history.undo();
        assert_eq!(
            history.game().solver_moves(),
            2,
            "the game stays the solver's too"
        );
        assert_eq!(
            History::<Game>::from_json(&history.to_json()),
            Ok(history.clone())
        );
        while history.undo().is_some() {}
        assert_eq!(history.game().solver_moves(), 0, "no more than its moves");
    }
}
