//! ExponenTile's tutorial: ExponenTorus's first three steps (a line of three, a line of
//! four, a cascade) on the same 5×5 board laid flat. A flat board has no seam to roll to:
//! its cursor moves instead, and the last step's tiles are one cursor step apart, so that
//! the keyboard's way to them moves it.

use rules::History;
use rules::exponentile::{Board, Game, Move, Topology};

use super::lesson::{BOARD, SEED, swap};
use crate::model::i18n::{Text, tr};
use crate::model::tutorial::{Goal, How, Lesson, Script};

/// The steps: a line of three, a line of four, a cascade. Each is ExponenTorus's move:
/// no run of them needed the seam, so each makes the same merges on the flat board.
const SCRIPT: [Script<Move>; 3] = [
    Script {
        says: Text(tr::lesson_torus_1),
        how: How {
            keys: Text(tr::lesson_flat_1),
            touch: Text(tr::lesson_torus_3),
        },
        marks: &[(2, 2), (2, 1)],
        goal: Goal::Merge(3),
        shown_by: swap((2, 2), (2, 1)),
    },
    Script {
        says: Text(tr::lesson_torus_4),
        how: How {
            keys: Text(tr::lesson_torus_5),
            touch: Text(tr::lesson_torus_6),
        },
        marks: &[(2, 2), (3, 2)],
        goal: Goal::Merge(4),
        shown_by: swap((2, 2), (3, 2)),
    },
    Script {
        says: Text(tr::lesson_torus_7),
        how: How {
            keys: Text(tr::lesson_flat_2),
            touch: Text(tr::lesson_torus_9),
        },
        marks: &[(3, 2), (2, 2)],
        goal: Goal::Cascade,
        shown_by: swap((3, 2), (2, 2)),
    },
];

/// ExponenTile's tutorial.
pub fn lesson() -> Lesson {
    let Ok(board) = BOARD.parse::<Board>() else {
        panic!("the lesson's board reads");
    };
    Lesson::scripted(
        History::new(Game::from_board(board.with_topology(Topology::Flat), SEED)),
        &SCRIPT,
        Text(tr::lesson_flat_3),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::play::exponentile::view::View;
    use crate::model::play::{self, Answer, Event, Happening, Play, PlayContext};
    use crate::model::settings::Speed;
    use crate::model::tutorial::Tutorial;
    use rules::{AnyHistory, Direction, Mode, Outcome};

    /// The happenings of `inputs` played on `step`'s board at instant speed.
    fn played(start: &AnyHistory, inputs: &[Play]) -> (Vec<Happening>, Outcome) {
        let mut play = play::open(start.clone());
        let mut cx = PlayContext::new(Speed::Instant);
        for input in inputs {
            play.handle(*input, &mut cx);
        }
        let happened = cx
            .finish()
            .0
            .into_iter()
            .filter_map(|answer| match answer {
                Answer::Event(Event::Happened(h)) => Some(h),
                _ => None,
            })
            .collect();
        (happened, play.summary().outcome)
    }

    /// Plays the lesson through by keys alone, as its words say: every step goes on, and
    /// ends with moves left.
    #[test]
    fn each_step_is_done_by_the_keys_it_names() {
        let mut tutorial = Tutorial::new(lesson());
        assert_eq!(tutorial.steps(), 3);
        let keys = [
            vec![Play::Pick, Play::Step(Direction::Up)],
            vec![Play::Pick, Play::Step(Direction::Right)],
            vec![
                Play::Step(Direction::Right),
                Play::Pick,
                Play::Step(Direction::Left),
            ],
        ];
        for (n, keys) in keys.iter().enumerate() {
            let start = tutorial.step().unwrap().start.clone();
            let (happened, outcome) = played(&start, keys);
            for h in happened {
                tutorial.saw(h);
            }
            assert!(tutorial.go_on(), "step {} is done by its keys", n + 1);
            assert_eq!(outcome, Outcome::InPlay);
        }
        assert!(tutorial.finished());
    }

    #[test]
    fn it_is_played_flat_with_no_seam_to_cross() {
        let lesson = lesson();
        for step in lesson.steps() {
            assert_eq!(step.start.mode(), Mode::Exponentile, "{}", step.says);
            assert!(
                !matches!(step.goal, Goal::SeamShown | Goal::MoveAcrossSeam),
                "{}",
                step.says
            );
        }
    }

    #[test]
    fn the_steps_show_what_they_say() {
        let lesson = lesson();
        let merges = |step: usize| -> Vec<Happening> {
            let mv = SCRIPT[step].shown_by.unwrap();
            let (happened, _) = played(
                &lesson.steps()[step].start,
                &[Play::Board(crate::model::stroke::BoardInput::Swipe(
                    (i32::from(mv.a.x), i32::from(mv.a.y)),
                    if mv.b.y < mv.a.y {
                        Direction::Up
                    } else if mv.b.x > mv.a.x {
                        Direction::Right
                    } else {
                        Direction::Left
                    },
                ))],
            );
            happened
                .into_iter()
                .filter(|h| matches!(h, Happening::Merge { .. }))
                .collect()
        };
        assert_eq!(
            merges(0),
            [Happening::Merge {
                value: 4,
                tiles: 3,
                pass: 0
            }],
            "three 2s, and no cascade yet"
        );
        assert_eq!(
            merges(1),
            [Happening::Merge {
                value: 16,
                tiles: 4,
                pass: 0
            }],
            "four 4s, and no cascade yet"
        );
        assert!(
            merges(2)
                .iter()
                .any(|m| matches!(m, Happening::Merge { pass: 1, .. })),
            "a cascade"
        );
    }

    #[test]
    fn the_marks_point_at_the_tiles_each_move_swaps_from_the_cursor_s_cell() {
        let cursor = View::flat(5).cursor();
        for (script, step) in SCRIPT.iter().zip(lesson().steps()) {
            let mv = script.shown_by.unwrap();
            assert_eq!(step.marks, [mv.a, mv.b], "{}", step.says);
            assert!(
                mv.a == cursor || mv.b == cursor,
                "a step's tiles are at the cursor or a step from it: {}",
                step.says
            );
        }
    }
}
