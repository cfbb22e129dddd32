//! A 2048 game with its history: where it started and every accepted slide since, so a
//! slide can be taken back exactly (docs/RULES.md S7), as ExponenTile's
//! [`History`](crate::History) does for swaps.
//!
//! A 2048 game is determined by its start and its slides: new tiles come only from the
//! game's own generator, which a refused slide never touches. Undo replays the start
//! without the last slide, so it can never deal different tiles.

use crate::Direction;
use crate::LoadError;
use crate::history::once;
use crate::json::{JsonError, JsonReader};

use super::game::{SlideGame, SlideRefusal};
use super::report::SlideReport;

/// A 2048 game, the position it started from, the slides accepted since, how many were
/// taken back, and whether the player chose to keep going after the win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlideHistory {
    start: SlideGame,
    log: Vec<Direction>,
    game: SlideGame,
    undos: u32,
    kept_going: bool,
}

impl SlideHistory {
    /// The history of a game that starts at `game`: no slide yet.
    pub fn new(game: SlideGame) -> Self {
        SlideHistory {
            start: game.clone(),
            log: Vec::new(),
            // A game that starts won (an old save, a test board) has had its win.
            kept_going: game.won(),
            game,
            undos: 0,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &SlideGame {
        &self.game
    }

    /// The slides accepted since the start, in order (taken-back ones are gone).
    pub fn log(&self) -> &[Direction] {
        &self.log
    }

    /// How many slides were taken back in this game.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Whether the game is won and the player has not yet answered "You win" with Keep
    /// going: the dialog is due, after a reload too.
    pub fn win_pending(&self) -> bool {
        self.game.won() && !self.kept_going
    }

    /// Records the player's Keep going after the win.
    pub fn keep_going(&mut self) {
        self.kept_going = true;
    }

    /// Plays `dir` ([`SlideGame::play`]) and logs it when accepted.
    pub fn play(&mut self, dir: Direction) -> Result<SlideReport, SlideRefusal> {
        let report = self.game.play(dir)?;
        self.log.push(dir);
        Ok(report)
    }

    /// Takes back the last slide: the game is the start replayed without it. Returns the
    /// slide taken back, or `None` at the start.
    pub fn undo(&mut self) -> Option<Direction> {
        let undone = self.log.pop()?;
        match replay(&self.start, &self.log) {
            Some(game) => {
                self.game = game;
                self.undos = self.undos.saturating_add(1);
                // Taking the winning slide back takes the win with it; making 2048 again
                // asks again.
                if !self.game.won() {
                    self.kept_going = false;
                }
                Some(undone)
            }
            // Every logged slide was accepted from this start, so this cannot happen; if
            // it did, the game stays as it was rather than becoming something else.
            None => {
                self.log.push(undone);
                None
            }
        }
    }

    /// The history as JSON (2048 save version 2, docs/RULES.md S7): the game as a
    /// version-1 save, the start (`null` for the game's own deal), the log as one letter
    /// per slide (`L`, `R`, `U`, `D`), the undos, and whether the player kept going.
    pub fn to_json(&self) -> String {
        let deal = self.start.moves() == 0
            && SlideGame::with_size(self.start.seed(), self.start.board().size())
                .is_ok_and(|deal| deal == self.start);
        let start = if deal {
            "null".to_owned()
        } else {
            self.start.to_json()
        };
        let log: String = self.log.iter().map(|&dir| letter(dir)).collect();
        format!(
            "{{\"version\":2,\"game\":{},\"start\":{start},\"log\":\"{log}\",\"undos\":{},\"kept_going\":{}}}",
            self.game.to_json(),
            self.undos,
            self.kept_going
        )
    }

    /// The history in a 2048 save: version 2 with its log, checked by replaying it (the
    /// replay must end exactly at the saved game), or a version-1 save, whose log starts
    /// where it stood. Anything else is a [`LoadError`], never a panic.
    pub fn from_json(text: &str) -> Result<SlideHistory, LoadError> {
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
            Some(1) => return SlideGame::from_json(text).map(SlideHistory::new),
            Some(2) => {}
            Some(other) => return Err(LoadError::UnknownVersion(other)),
            None => return Err(LoadError::Malformed("missing field `version`".into())),
        }
        let (mut game, mut start, mut log, mut undos, mut kept_going) =
            (None, None, None, None, None);
        JsonReader::new(text)
            .object(|name, value| {
                let at = *value;
                match name {
                    b"game" => once(&mut game, value.raw()?, at),
                    b"start" if value.null() => once(&mut start, None, at),
                    b"start" => once(&mut start, Some(value.raw()?), at),
                    b"log" => {
                        let letters = value.string()?;
                        let dirs = letters.iter().map(|&b| direction(b)).collect();
                        match dirs {
                            Some(dirs) => once(&mut log, dirs, at),
                            None => at.error("a log of the letters L, R, U and D"),
                        }
                    }
                    b"undos" => once(&mut undos, value.u32()?, at),
                    b"kept_going" => once(&mut kept_going, value.boolean()?, at),
                    _ => value.skip(),
                }
            })
            .map_err(malformed)?;
        let missing = |name: &str| LoadError::Malformed(format!("missing field `{name}`"));
        let game = SlideGame::from_json(game.ok_or_else(|| missing("game"))?)?;
        let start = match start.flatten() {
            Some(text) => SlideGame::from_json(text)?,
            None => SlideGame::with_size(game.seed(), game.board().size())
                .map_err(|_| LoadError::BadSize)?,
        };
        let log: Vec<Direction> = log.ok_or_else(|| missing("log"))?;
        let replayed = replay(&start, &log).ok_or_else(|| {
            LoadError::Tampered("its log has a slide that changes nothing".into())
        })?;
        if replayed != game {
            return Err(LoadError::Tampered(
                "its move log does not lead to its board".into(),
            ));
        }
        Ok(SlideHistory {
            start,
            log,
            game,
            undos: undos.unwrap_or(0),
            kept_going: kept_going.unwrap_or(false),
        })
    }
}

/// `start` with the slides of `log` played in order; `None` if one is refused.
fn replay(start: &SlideGame, log: &[Direction]) -> Option<SlideGame> {
    let mut game = start.clone();
    for &dir in log {
        game.play(dir).ok()?;
    }
    Some(game)
}

/// A slide's letter in the saved log.
fn letter(dir: Direction) -> char {
    match dir {
        Direction::Left => 'L',
        Direction::Right => 'R',
        Direction::Up => 'U',
        Direction::Down => 'D',
    }
}

/// The slide a letter of the saved log names.
fn direction(letter: u8) -> Option<Direction> {
    match letter {
        b'L' => Some(Direction::Left),
        b'R' => Some(Direction::Right),
        b'U' => Some(Direction::Up),
        b'D' => Some(Direction::Down),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DIRS: [Direction; 4] = [
        Direction::Left,
        Direction::Up,
        Direction::Right,
        Direction::Down,
    ];

    fn played(seed: u64, moves: usize) -> SlideHistory {
        let mut history = SlideHistory::new(SlideGame::new(seed));
        let mut turn = 0;
        while history.log().len() < moves && turn < moves * 8 {
            let _ = history.play(DIRS[turn % 4]);
            turn += 1;
        }
        history
    }

    #[test]
    fn undo_gives_back_the_game_before_the_slide_and_the_same_new_tile_after() {
        let mut history = played(11, 20);
        let before = history.game().clone();
        let dir = DIRS.into_iter().find(|&d| history.play(d).is_ok()).unwrap();
        let after = history.game().clone();
        assert_eq!(history.undo(), Some(dir));
        assert_eq!(history.game(), &before);
        assert_eq!(history.undos(), 1);
        history.play(dir).unwrap();
        assert_eq!(history.game(), &after);
    }

    #[test]
    fn undo_at_the_start_does_nothing() {
        let mut history = SlideHistory::new(SlideGame::new(3));
        assert_eq!(history.undo(), None);
        assert_eq!(history.undos(), 0);
    }

    #[test]
    fn the_save_round_trips_with_its_log_undos_and_keep_going() {
        let mut history = played(5, 30);
        history.undo();
        history.keep_going();
        let text = history.to_json();
        assert!(text.contains("\"start\":null"), "{text}");
        assert_eq!(SlideHistory::from_json(&text), Ok(history));
    }

    #[test]
    fn a_version_1_save_loads_with_an_empty_log() {
        let game = played(9, 12).game().clone();
        let history = SlideHistory::from_json(&game.to_json()).unwrap();
        assert_eq!(history.game(), &game);
        assert!(history.log().is_empty());
        assert!(!history.win_pending());
    }

    #[test]
    fn a_log_that_does_not_lead_to_the_board_is_tampered() {
        let text = played(5, 10).to_json();
        let shorter = text.replacen("\",\"undos\"", "L\",\"undos\"", 1);
        assert!(matches!(
            SlideHistory::from_json(&shorter),
            Err(LoadError::Tampered(_))
        ));
        let bad_letter = text.replacen("\"log\":\"", "\"log\":\"X", 1);
        assert!(matches!(
            SlideHistory::from_json(&bad_letter),
            Err(LoadError::Malformed(_))
        ));
        assert!(matches!(
            SlideHistory::from_json(&text.replacen("\"version\":2", "\"version\":3", 1)),
            Err(LoadError::UnknownVersion(3))
        ));
    }
}
