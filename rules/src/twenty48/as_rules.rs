//! 2048 as any host of a game sees it ([`Rules`]): its deal, its slides played or refused,
//! its marks, and how a slide is written in a saved log and in a replay code.

use serde::{Deserialize, Serialize};

use crate::{Direction, LoadError, Mode, Outcome, Rules, Save, SizeError};

use super::{Game, Refusal, Report};

/// What a 2048 history saves beside the game and its slides: whether the player answered
/// the win with "keep going".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marks {
    /// The player's "keep going" after the win.
    #[serde(default)]
    pub kept_going: bool,
}

/// The letter of a slide in a saved log.
fn letter(dir: Direction) -> char {
    match dir {
        Direction::Left => 'L',
        Direction::Right => 'R',
        Direction::Up => 'U',
        Direction::Down => 'D',
    }
}

/// The order of the directions in a replay code: two bits each.
const DIRECTIONS: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

impl Rules for Game {
    type Move = Direction;
    type Report = Report;
    type Refusal = Refusal;
    type Variant = ();
    /// One letter per slide, `L`, `R`, `U` or `D`.
    type SavedLog = String;
    type Marks = Marks;

    fn deal((): (), seed: u64, size: usize) -> Result<Self, SizeError> {
        Game::with_size(seed, size)
    }

    fn variant(&self) {}

    fn mode(&self) -> Mode {
        Mode::Twenty48
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

    fn play(&mut self, dir: Direction) -> Result<Report, Refusal> {
        self.play(dir)
    }

    fn solver_moves(&self) -> u32 {
        self.solver_moves
    }

    fn count_solver_move(&mut self) {
        self.solver_moves = self.solver_moves.saturating_add(1).min(self.moves);
    }

    fn keep_marks(&mut self, later: &Self) {
        self.solver_moves = later.solver_moves.min(self.moves);
        // Taking the winning slide back takes the win with it; making 2048 again asks
        // again.
        self.kept_going = later.kept_going && self.won;
    }

    fn marks(&self) -> Marks {
        Marks {
            kept_going: self.kept_going,
        }
    }

    fn set_marks(&mut self, marks: Marks) {
        self.kept_going = marks.kept_going && self.won;
    }

    fn to_save(&self) -> Save {
        self.to_save()
    }

    fn from_save(save: Save) -> Result<Self, LoadError> {
        Game::from_save(save)
    }

    fn save_log(log: &[Direction]) -> String {
        log.iter().map(|&dir| letter(dir)).collect()
    }

    fn read_log(saved: String) -> Result<Vec<Direction>, String> {
        saved
            .chars()
            .enumerate()
            .map(|(i, c)| {
                DIRECTIONS
                    .into_iter()
                    .find(|&dir| letter(dir) == c)
                    .ok_or_else(|| format!("slide {} of the log is “{c}”, not L, R, U or D", i + 1))
            })
            .collect()
    }

    /// Two bits a slide: left, right, up, down.
    fn move_bits(_size: usize) -> u32 {
        2
    }

    fn pack_move(dir: Direction, _size: usize) -> Option<u64> {
        DIRECTIONS.iter().position(|&d| d == dir).map(|i| i as u64)
    }

    fn unpack_move(bits: u64, _size: usize) -> Option<Direction> {
        DIRECTIONS.get(usize::try_from(bits).ok()?).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::History;

    const DIRS: [Direction; 4] = [
        Direction::Left,
        Direction::Up,
        Direction::Right,
        Direction::Down,
    ];

    fn played(seed: u64, moves: usize) -> History<Game> {
        let mut history = History::new(Game::new(seed));
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
        let mut history = History::new(Game::new(3));
        assert_eq!(history.undo(), None);
        assert_eq!(history.undos(), 0);
    }

    #[test]
    fn the_save_round_trips_with_its_log_undos_and_keep_going() {
        let mut history = played(5, 30);
        history.undo();
        history.mark(Game::keep_going);
        let text = history.to_json();
        assert!(text.contains("\"start\":null"), "{text}");
        assert_eq!(History::<Game>::from_json(&text), Ok(history));
    }

    #[test]
    fn a_version_1_save_loads_with_an_empty_log() {
        let game = played(9, 12).game().clone();
        let history = History::<Game>::from_json(&game.to_json()).unwrap();
        assert_eq!(history.game(), &game);
        assert!(history.log().is_empty());
        assert!(!history.game().win_pending());
    }

    #[test]
    fn a_log_that_does_not_lead_to_the_board_is_tampered() {
        let text = played(5, 10).to_json();
        let shorter = text.replacen("\",\"undos\"", "L\",\"undos\"", 1);
        assert!(matches!(
            History::<Game>::from_json(&shorter),
            Err(LoadError::Tampered(_))
        ));
        let bad_letter = text.replacen("\"log\":\"", "\"log\":\"X", 1);
        assert!(matches!(
            History::<Game>::from_json(&bad_letter),
            Err(LoadError::Malformed(_))
        ));
        assert!(matches!(
            History::<Game>::from_json(&text.replacen("\"version\":2", "\"version\":3", 1)),
            Err(LoadError::UnknownVersion(3))
        ));
    }

    #[test]
    fn a_board_of_a_side_2048_does_not_play_is_told_with_2048_s_sides() {
        let mut save = Game::with_size(1, 3).unwrap().to_save();
        save.board.pop();
        save.ids.pop();
        let error = Game::from_save(save).unwrap_err();
        assert_eq!(error, LoadError::BadSize { min: 3, max: 8 });
        assert_eq!(
            error.to_string(),
            "The saved board is not a square of 3 to 8 rows."
        );
    }

    #[test]
    fn keep_going_is_saved_and_an_undo_of_the_win_takes_it_back() {
        let board: super::super::Board =
            "1024 1024 . .\n. . . .\n. . . .\n. . . 2".parse().unwrap();
        let mut history = History::new(Game::from_board(board, 7));
        history.play(Direction::Left).unwrap();
        assert!(history.game().win_pending());
        history.mark(Game::keep_going);
        assert!(!history.game().win_pending());
        let text = history.to_json();
        assert!(text.ends_with(",\"kept_going\":true}"), "{text}");
        assert_eq!(History::<Game>::from_json(&text), Ok(history.clone()));
        let not_answered = text.replacen("\"kept_going\":true", "\"kept_going\":false", 1);
        assert!(
            History::<Game>::from_json(&not_answered)
                .unwrap()
                .game()
                .win_pending()
        );
        history.undo();
        assert!(!history.game().won());
        history.play(Direction::Left).unwrap();
        assert!(history.game().win_pending(), "making 2048 again asks again");
    }
}
