//! The tutorial: a short guided game on a small prepared board, played step by step. Each
//! step says what to do in one sentence, points at cells of the board, and is done when
//! the player makes its [`Goal`] happen, by any input (a key, a tap, a flick, a click): the
//! step watches what the board does ([`Happening`]), never which input did it.
//!
//! Each mode writes its own [`Lesson`] (`play::lesson`), as a board, a seed and a script
//! of steps with the move that shows each; the session plays it in place of the player's
//! game and keeps nothing of it.

use super::i18n::Text;
use rules::{AnyHistory, History, Pos, Rules};

use super::happening::Happening;

/// What completes a step: something the player makes happen on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any accepted move.
    Move,
    /// A merge of at least this many tiles.
    Merge(usize),
    /// A merge into a tile of at least this value.
    Make(u64),
    /// A merge that falling tiles made: a cascade.
    Cascade,
    /// The view rolled until the seam runs inside it.
    SeamShown,
    /// An accepted swap of two tiles either side of the seam.
    MoveAcrossSeam,
}

impl Goal {
    /// Whether `happening` completes a step with this goal.
    pub fn met_by(self, happening: Happening) -> bool {
        match (self, happening) {
            (Goal::Move, Happening::Move { .. }) => true,
            (Goal::Merge(least), Happening::Merge { tiles, .. }) => tiles >= least,
            (Goal::Make(least), Happening::Merge { value, .. }) => value >= least,
            (Goal::Cascade, Happening::Merge { pass, .. }) => pass > 0,
            (Goal::SeamShown, Happening::Roll { seam_shown }) => seam_shown,
            (Goal::MoveAcrossSeam, Happening::Move { across_seam }) => across_seam,
            _ => false,
        }
    }
}

/// How to do a step, in the words of the player's input: where there is a keyboard, its
/// keys (and the mouse and touch besides); on a touch screen, touch alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct How {
    /// With a keyboard: its keys first.
    pub keys: Text,
    /// On a touch screen.
    pub touch: Text,
}

impl How {
    /// The words for a player whose input is touch (`touch`), or who has a keyboard.
    pub fn words(&self, touch: bool) -> String {
        if touch {
            self.touch.say()
        } else {
            self.keys.say()
        }
    }
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What to do, in one sentence.
    pub says: Text,
    /// How to do it, with a keyboard or by touch.
    pub how: How,
    /// The board cells it points at (board coordinates, not the view's).
    pub marks: Vec<Pos>,
    /// What completes it.
    pub goal: Goal,
    /// The game it is played on: the lesson's board after the moves that show the steps
    /// before it.
    pub start: AnyHistory,
}

/// One step as its mode writes it: [`Step`] without its board, and the move that shows
/// how to do it, which leads to the next step's board.
#[derive(Clone, Copy, Debug)]
pub struct Script<M> {
    /// What to do, in one sentence.
    pub says: Text,
    /// How to do it, with a keyboard or by touch.
    pub how: How,
    /// The cells it points at, as `(x, y)`.
    pub marks: &'static [(u8, u8)],
    /// What completes it.
    pub goal: Goal,
    /// The move that does it on the step's board; `None` for a step that moves no tile
    /// (a roll of the view).
    pub shown_by: Option<M>,
}

/// A mode's tutorial: its steps, and what it says once they are all done.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    steps: Vec<Step>,
    ending: Text,
}

impl Lesson {
    /// The lesson of `script` on the game `start`: each step is played on the board that
    /// the moves showing the steps before it leave.
    ///
    /// # Panics
    /// If a move of the script is refused on its step's board: a lesson that cannot be
    /// played as written is a mistake in its script, which its mode's tests play through.
    pub fn scripted<R: Rules>(start: History<R>, script: &[Script<R::Move>], ending: Text) -> Lesson
    where
        AnyHistory: From<History<R>>,
    {
        let mut history = start;
        let mut steps = Vec::with_capacity(script.len());
        for line in script {
            steps.push(Step {
                says: line.says,
                how: line.how,
                marks: line.marks.iter().map(|&(x, y)| Pos::new(x, y)).collect(),
                goal: line.goal,
                start: history.clone().into(),
            });
            // A plain message: formatting the move and the refusal would bring their
            // Debug and Display into the page, for a panic its tests rule out.
            if let Some(mv) = line.shown_by
                && history.play(mv).is_err()
            {
                panic!("a move of the lesson's script is refused");
            }
        }
        Lesson { steps, ending }
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// What it says once every step is done.
    pub fn ending(&self) -> String {
        self.ending.say()
    }
}

/// A lesson under way: the step in hand, and whether it is done (the next one starts
/// once the board comes to rest, so that its words never come while the last move still
/// shows).
#[derive(Clone, Debug, PartialEq)]
pub struct Tutorial {
    lesson: Lesson,
    at: usize,
    met: bool,
}

impl Tutorial {
    /// `lesson`, at its first step.
    pub fn new(lesson: Lesson) -> Self {
        Tutorial {
            lesson,
            at: 0,
            met: false,
        }
    }

    /// `lesson` at step `number` (from 1; one past the last: every step done), as a
    /// tutorial under way was left by a reload; `None` for a step the lesson does not have.
    pub fn resumed(lesson: Lesson, number: usize) -> Option<Self> {
        (1..=lesson.steps.len() + 1)
            .contains(&number)
            .then(|| Tutorial {
                lesson,
                at: number - 1,
                met: false,
            })
    }

    /// The board the step in hand is played on; once every step is done, the last one's.
    pub fn board(&self) -> Option<&AnyHistory> {
        self.step()
            .or(self.lesson.steps.last())
            .map(|step| &step.start)
    }

    /// The step in hand; `None` once every step is done.
    pub fn step(&self) -> Option<&Step> {
        self.lesson.steps.get(self.at)
    }

    /// The step in hand's number, from 1.
    pub fn number(&self) -> usize {
        self.at + 1
    }

    /// How many steps the lesson has.
    pub fn steps(&self) -> usize {
        self.lesson.steps.len()
    }

    /// What it says once every step is done.
    pub fn ending(&self) -> String {
        self.lesson.ending.say()
    }

    /// Whether every step is done.
    pub fn finished(&self) -> bool {
        self.step().is_none()
    }

    /// Notes what the board did: whether it did the step in hand.
    pub fn saw(&mut self, happening: Happening) -> bool {
        let does = self.step().is_some_and(|step| step.goal.met_by(happening));
        self.met |= does;
        does
    }

    /// Goes on to the next step if the one in hand is done; whether it did.
    pub fn go_on(&mut self) -> bool {
        if !self.met || self.finished() {
            return false;
        }
        self.at += 1;
        self.met = false;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::exponentile::{Board, Game, Move};

    fn merge(value: u64, tiles: usize, pass: usize) -> Happening {
        Happening::Merge { value, tiles, pass }
    }

    #[test]
    fn each_goal_is_met_by_what_it_names_and_nothing_else() {
        let moved = Happening::Move { across_seam: false };
        let across = Happening::Move { across_seam: true };
        let rolled = |seam_shown| Happening::Roll { seam_shown };
        let all = [
            Happening::PickUp,
            Happening::Refusal,
            moved,
            across,
            merge(4, 3, 0),
            merge(16, 4, 0),
            merge(8, 3, 1),
            rolled(false),
            rolled(true),
        ];
        let met = |goal: Goal| -> Vec<Happening> {
            all.into_iter().filter(|&h| goal.met_by(h)).collect()
        };
        assert_eq!(met(Goal::Move), [moved, across]);
        assert_eq!(
            met(Goal::Merge(3)),
            [merge(4, 3, 0), merge(16, 4, 0), merge(8, 3, 1)]
        );
        assert_eq!(met(Goal::Merge(4)), [merge(16, 4, 0)]);
        assert_eq!(met(Goal::Make(8)), [merge(16, 4, 0), merge(8, 3, 1)]);
        assert_eq!(met(Goal::Cascade), [merge(8, 3, 1)]);
        assert_eq!(met(Goal::SeamShown), [rolled(true)]);
        assert_eq!(met(Goal::MoveAcrossSeam), [across]);
    }

    /// A two-step lesson on a 5×5 board: a swap, then a roll.
    fn two_steps() -> Lesson {
        let board: Board = "
             4  8 16  4  8
             8 16  4  8 16
             2  2  8 16  4
            16  4  2  8 16
             4  8 16  4  8"
            .parse()
            .unwrap();
        let swap = Move {
            a: Pos::new(2, 2),
            b: Pos::new(2, 3),
        };
        Lesson::scripted(
            History::new(Game::from_board(board, 7)),
            &[
                Script {
                    says: Text(|| "Swap.".to_owned()),
                    how: How {
                        keys: Text(|| "Space.".to_owned()),
                        touch: Text(|| "Flick.".to_owned()),
                    },
                    marks: &[(2, 2), (2, 3)],
                    goal: Goal::Merge(3),
                    shown_by: Some(swap),
                },
                Script {
                    says: Text(|| "Roll.".to_owned()),
                    how: How {
                        keys: Text(|| "Arrows.".to_owned()),
                        touch: Text(|| "Two fingers.".to_owned()),
                    },
                    marks: &[],
                    goal: Goal::SeamShown,
                    shown_by: None,
                },
            ],
            Text(|| "Done.".to_owned()),
        )
    }

    #[test]
    fn each_step_starts_on_the_board_the_moves_before_it_leave() {
        let lesson = two_steps();
        let [first, second] = lesson.steps() else {
            panic!("two steps")
        };
        assert_eq!(first.marks, [Pos::new(2, 2), Pos::new(2, 3)]);
        assert_eq!(first.start.summary().moves, 0);
        assert_eq!(second.start.summary().moves, 1);
        assert_eq!(second.start.summary().score, 4, "three 2s made a 4");
    }

    #[test]
    fn a_step_is_told_in_the_words_of_the_players_input() {
        let lesson = two_steps();
        let how = lesson.steps()[0].how;
        assert_eq!(how.words(false), "Space.");
        assert_eq!(how.words(true), "Flick.");
    }

    #[test]
    fn a_tutorial_resumes_at_a_step_it_has_and_no_other() {
        let second = Tutorial::resumed(two_steps(), 2).expect("step 2 of 2");
        assert_eq!(
            (second.number(), second.step().map(|s| s.says.say())),
            (2, Some("Roll.".to_owned()))
        );
        assert_eq!(second.board(), Some(&two_steps().steps()[1].start));
        let done = Tutorial::resumed(two_steps(), 3).expect("every step done");
        assert!(done.finished());
        assert_eq!(done.board(), Some(&two_steps().steps()[1].start));
        assert_eq!(Tutorial::resumed(two_steps(), 0), None);
        assert_eq!(Tutorial::resumed(two_steps(), 4), None);
    }

    #[test]
    fn a_step_goes_on_only_once_its_goal_happened() {
        let mut tutorial = Tutorial::new(two_steps());
        assert_eq!((tutorial.number(), tutorial.steps()), (1, 2));
        assert!(!tutorial.go_on(), "nothing done yet");
        assert!(
            !tutorial.saw(Happening::Roll { seam_shown: true }),
            "not this step's"
        );
        assert!(!tutorial.go_on());
        assert!(tutorial.saw(merge(4, 3, 0)));
        assert!(tutorial.go_on());
        assert_eq!(
            tutorial.step().map(|s| s.says.say()),
            Some("Roll.".to_owned())
        );
        assert!(
            !tutorial.go_on(),
            "the new step is not done by the last one's merge"
        );
        tutorial.saw(Happening::Roll { seam_shown: true });
        assert!(tutorial.go_on());
        assert!(tutorial.finished());
        assert_eq!(tutorial.ending(), "Done.");
        assert!(!tutorial.saw(merge(4, 3, 0)), "nothing is left to do");
        assert!(!tutorial.go_on());
    }
}
