//! A game with its history: the position it started from and every accepted swap since.
//!
//! A game is determined by where it started and the swaps played: new tiles come from the
//! game's own seeded generator, so replaying the swaps from the start gives the same
//! board, score and generator, tile for tile (docs/RULES.md §13). Undo is that replay
//! with the last swap left out, so it can never deal different tiles.

use std::fmt;

use super::LoadError;
use super::json::{JsonError, JsonReader};
use super::{Game, Move, MoveReport, Pos, Refusal};

/// A game, the position it started from, the swaps accepted since, and how many were
/// taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    start: Game,
    log: Vec<Move>,
    game: Game,
    undos: u32,
}

/// Why a log does not replay: the swap at `index` (from 0) was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The position of the refused swap in the log.
    pub index: usize,
    /// Why the game refused it.
    pub refusal: Refusal,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} of its log is not a legal swap", self.index + 1)
    }
}

impl History {
    /// The history of a game that starts at `game`: no swap yet.
    pub fn new(game: Game) -> Self {
        History {
            start: game.clone(),
            log: Vec::new(),
            game,
            undos: 0,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position the log starts from: a new game's deal, or where an older save that
    /// kept no log stood.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The swaps accepted since the start, in order (taken-back ones are gone).
    pub fn log(&self) -> &[Move] {
        &self.log
    }

    /// How many swaps were taken back in this game.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Plays the swap of `a` and `b` ([`Game::play`]) and logs it when accepted, in its
    /// written form ([`Move::canonical`]).
    pub fn play(&mut self, a: Pos, b: Pos) -> Result<MoveReport, Refusal> {
        let Move { a, b } = self.canonical(a, b);
        let report = self.game.play(a, b)?;
        self.log.push(report.swap);
        Ok(report)
    }

    /// Plays the solver's swap of `a` and `b` ([`Game::play_by_solver`]) and logs it.
    pub fn play_by_solver(&mut self, a: Pos, b: Pos) -> Result<MoveReport, Refusal> {
        let Move { a, b } = self.canonical(a, b);
        let report = self.game.play_by_solver(a, b)?;
        self.log.push(report.swap);
        Ok(report)
    }

    fn canonical(&self, a: Pos, b: Pos) -> Move {
        Move { a, b }.canonical(self.game.board().size())
    }

    /// Takes back the last swap: the game is the start replayed without it. Returns the
    /// swap taken back, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let undone = self.log.pop()?;
        match replay(&self.start, &self.log) {
            Ok(mut game) => {
                // The log knows the swaps, not who played them: the game keeps its count
                // of the solver's moves, as far as it still has moves.
                game.set_solver_moves(self.game.solver_moves());
                self.game = game;
                self.undos = self.undos.saturating_add(1);
                Some(undone)
            }
            // Every logged swap was accepted from this start, so this cannot happen; if it
            // did, the game stays as it was rather than becoming something else.
            Err(_) => {
                self.log.push(undone);
                None
            }
        }
    }

    /// The history of a game that starts at `start` and plays `log`; `undos` as counted.
    pub fn replayed(start: Game, log: Vec<Move>, undos: u32) -> Result<Self, ReplayError> {
        let game = replay(&start, &log)?;
        Ok(History {
            start,
            log,
            game,
            undos,
        })
    }

    /// The history as JSON (save version 2, docs/RULES.md §13): the game as a version-1
    /// save, the start (`null` when it is the game's own deal from its seed and size), the
    /// log as `[ax, ay, bx, by]` quadruples, and the undos.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\"version\":2,\"game\":");
        out.push_str(&self.game.to_json());
        out.push_str(",\"start\":");
        if self.starts_with_the_deal() {
            out.push_str("null");
        } else {
            out.push_str(&self.start.to_json());
        }
        out.push_str(",\"log\":[");
        for (i, m) in self.log.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&format!("[{},{},{},{}]", m.a.x, m.a.y, m.b.x, m.b.y));
        }
        out.push_str("],\"undos\":");
        out.push_str(&self.undos.to_string());
        out.push('}');
        out
    }

    /// Whether the start is the deal of a new game of the same seed and size: then the
    /// seed, the size and the log are the whole game (a replay code needs no more).
    pub fn starts_with_the_deal(&self) -> bool {
        self.start.moves() == 0
            && Game::with_size(self.start.seed(), self.start.board().size())
                .is_ok_and(|deal| deal == self.start)
    }

    /// The history in a saved game: version 2 with its log, checked by replaying it (the
    /// replay must end exactly at the saved game), or a version-1 save, whose log starts
    /// where it stood. Anything else is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<History, LoadError> {
        let malformed = |error: JsonError| LoadError::Malformed(error.to_string());
        let mut version = None;
        let mut json = JsonReader::new(text);
        json.object(|name, value| match name {
            b"version" => value.u32().map(|v| version = Some(v)),
            _ => value.skip(),
        })
        .and_then(|()| json.end())
        .map_err(malformed)?;
        match version {
            Some(1) => return Game::from_json(text).map(History::new),
            Some(2) => {}
            Some(other) => return Err(LoadError::UnknownVersion(other)),
            None => return Err(LoadError::Malformed("missing field `version`".into())),
        }
        let (mut game, mut start, mut log, mut undos) = (None, None, None, None);
        JsonReader::new(text)
            .object(|name, value| {
                let at = *value;
                match name {
                    b"game" => once(&mut game, value.raw()?, at),
                    b"start" if value.null() => once(&mut start, None, at),
                    b"start" => once(&mut start, Some(value.raw()?), at),
                    b"log" => once(&mut log, read_log(value)?, at),
                    b"undos" => once(&mut undos, value.u32()?, at),
                    _ => value.skip(),
                }
            })
            .map_err(malformed)?;
        let missing = |name: &str| LoadError::Malformed(format!("missing field `{name}`"));
        let game = Game::from_json(game.ok_or_else(|| missing("game"))?)?;
        let start = match start.flatten() {
            Some(text) => Game::from_json(text)?,
            None => {
                Game::with_size(game.seed(), game.board().size()).map_err(|_| LoadError::BadSize)?
            }
        };
        let mut history = History::replayed(
            start,
            log.ok_or_else(|| missing("log"))?,
            undos.unwrap_or(0),
        )
        .map_err(|e| LoadError::Tampered(e.to_string()))?;
        history.game.set_solver_moves(game.solver_moves());
        if history.game != game {
            return Err(LoadError::Tampered(
                "its move log does not lead to its board".into(),
            ));
        }
        Ok(history)
    }
}

/// `start` with the swaps of `log` played in order.
fn replay(start: &Game, log: &[Move]) -> Result<Game, ReplayError> {
    let mut game = start.clone();
    for (index, m) in log.iter().enumerate() {
        game.play(m.a, m.b)
            .map_err(|refusal| ReplayError { index, refusal })?;
    }
    Ok(game)
}

/// A log: an array of `[ax, ay, bx, by]` quadruples of cell coordinates.
fn read_log(json: &mut JsonReader) -> Result<Vec<Move>, JsonError> {
    let mut log = Vec::new();
    json.array(|item| {
        let start = *item;
        let mut xy = Vec::with_capacity(4);
        item.array(|n| {
            let at = *n;
            let v = u8::try_from(n.u32()?).or_else(|_| at.error("a cell coordinate"))?;
            xy.push(v);
            Ok(())
        })?;
        let [ax, ay, bx, by] = xy[..] else {
            return start.error("a move: [ax, ay, bx, by]");
        };
        log.push(Move {
            a: Pos::new(ax, ay),
            b: Pos::new(bx, by),
        });
        Ok(())
    })?;
    Ok(log)
}

/// Fills `slot` with a field read at `at`; a save names each field once.
pub(super) fn once<T>(slot: &mut Option<T>, value: T, at: JsonReader) -> Result<(), JsonError> {
    match slot.replace(value) {
        None => Ok(()),
        Some(_) => at.error("each field once"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(seed: u64, moves: usize) -> History {
        let mut history = History::new(Game::new(seed));
        for _ in 0..moves {
            let Some(m) = history.game().hint() else {
                break;
            };
            history.play(m.a, m.b).expect("a hint is valid");
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
            history.play(m.a, m.b).unwrap();
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
        history.play(last.a, last.b).unwrap();
        assert_eq!(history.game(), &after);
    }

    #[test]
    fn a_refused_swap_is_not_logged() {
        let mut history = History::new(Game::new(3));
        let before = history.clone();
        let m = history.game().valid_moves()[0];
        // A swap of two cells that are not neighbours.
        let far = Pos::new(m.a.x, (m.a.y + 4) % 9);
        assert!(history.play(m.a, far).is_err());
        assert_eq!(history, before);
    }

    #[test]
    fn the_json_round_trips_with_a_new_game_s_start_left_out() {
        let history = played(5, 20);
        let text = history.to_json();
        assert!(text.contains("\"start\":null"), "{text}");
        assert_eq!(History::from_json(&text), Ok(history));
        let mut undone = played(5, 20);
        undone.undo();
        undone.undo();
        assert_eq!(History::from_json(&undone.to_json()), Ok(undone));
    }

    #[test]
    fn a_version_1_save_starts_its_log_where_it_stood() {
        let game = played(9, 15).game().clone();
        let mut history = History::from_json(&game.to_json()).unwrap();
        assert_eq!(history.start(), &game);
        assert_eq!(history.log(), []);
        let m = history.game().hint().unwrap();
        history.play(m.a, m.b).unwrap();
        let text = history.to_json();
        assert!(!text.contains("\"start\":null"), "the start is kept");
        assert_eq!(History::from_json(&text), Ok(history.clone()));
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
                History::from_json(&bad),
                Err(LoadError::Tampered(_))
            ));
        }
        // A log without its last move does not lead to the saved board.
        let Move { a: la, b: lb } = *history.log().last().unwrap();
        let cut = text.replacen(&format!(",[{},{},{},{}]]", la.x, la.y, lb.x, lb.y), "]", 1);
        assert_ne!(cut, text);
        let err = History::from_json(&cut).unwrap_err();
        assert!(matches!(err, LoadError::Tampered(_)), "{err:?}");
        assert!(err.to_string().contains("move log"), "{err}");
        // An illegal move names its place.
        let illegal = text.replacen("\"log\":[", "\"log\":[[0,0,5,5],", 1);
        let err = History::from_json(&illegal).unwrap_err();
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
                matches!(History::from_json(&bad), Err(LoadError::Malformed(_))),
                "{bad}"
            );
        }
        assert_eq!(
            History::from_json("{\"version\":3}"),
            Err(LoadError::UnknownVersion(3))
        );
    }

    #[test]
    fn the_solver_s_moves_are_still_counted_after_an_undo_and_a_reload() {
        let mut history = played(13, 3);
        for _ in 0..2 {
            let m = history.game().hint().unwrap();
            history.play_by_solver(m.a, m.b).unwrap();
        }
        assert_eq!(history.game().solver_moves(), 2);
        let loaded = History::from_json(&history.to_json()).unwrap();
        assert_eq!(loaded, history);
        history.undo();
        assert_eq!(
            history.game().solver_moves(),
            2,
            "the game stays the solver's too"
        );
        assert_eq!(History::from_json(&history.to_json()), Ok(history.clone()));
        while history.undo().is_some() {}
        assert_eq!(history.game().solver_moves(), 0, "no more than its moves");
    }
}
