//! ExponenTorus's tutorial: five steps on a 5×5 board, each shown by a move made at the
//! cursor where it can be, so that Space and an arrow do it from the keyboard.

use rules::History;
use rules::exponentile::{Board, Game, Move, Pos};

use crate::model::i18n::{Text, tr};
use crate::model::tutorial::{Goal, How, Lesson, Script};

/// The board, with no line of three anywhere (across the seam neither). ExponenTile's
/// lesson plays it flat.
pub(super) const BOARD: &str = "
     8  4 16  2  8
     2  8  2  8  4
     4 16  4  4 16
     8  4  2  8  2
     2  8  2  8  2";

/// The seed the new tiles come from: the one that drops them so that each step's move,
/// made as shown, leaves the next step's lines in place and a cascade on step three.
pub(super) const SEED: u64 = 745;

pub(super) const fn swap(a: (u8, u8), b: (u8, u8)) -> Option<Move> {
    Some(Move {
        a: Pos { x: a.0, y: a.1 },
        b: Pos { x: b.0, y: b.1 },
    })
}

/// The steps: a line of three, a line of four, a cascade, a roll that brings the seam in
/// from the board's edge, a swap across it.
const SCRIPT: [Script<Move>; 5] = [
    Script {
        says: Text(tr::lesson_torus_1),
        how: How {
            keys: Text(tr::lesson_torus_2),
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
            keys: Text(tr::lesson_torus_8),
            touch: Text(tr::lesson_torus_9),
        },
        marks: &[(2, 2), (3, 2)],
        goal: Goal::Cascade,
        shown_by: swap((2, 2), (3, 2)),
    },
    Script {
        says: Text(tr::lesson_torus_10),
        how: How {
            keys: Text(tr::lesson_torus_11),
            touch: Text(tr::lesson_torus_12),
        },
        marks: &[],
        goal: Goal::SeamShown,
        shown_by: None,
    },
    Script {
        says: Text(tr::lesson_torus_13),
        how: How {
            keys: Text(tr::lesson_torus_14),
            touch: Text(tr::lesson_torus_15),
        },
        marks: &[(0, 1), (4, 1)],
        goal: Goal::MoveAcrossSeam,
        shown_by: swap((0, 1), (4, 1)),
    },
];

/// ExponenTorus's tutorial.
pub fn lesson() -> Lesson {
    // A plain message: the board's tests read it, and its error's Debug need not come into
    // the page.
    let Ok(board) = BOARD.parse::<Board>() else {
        panic!("the lesson's board reads");
    };
    Lesson::scripted(
        History::new(Game::from_board(board, SEED)),
        &SCRIPT,
        Text(tr::lesson_torus_16),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::play::exponentile::view::View;
    use crate::model::play::{self, Answer, Event, Happening, Play, PlayContext};
    use crate::model::settings::Speed;
    use crate::model::stroke::BoardInput;
    use crate::model::tutorial::Tutorial;
    use rules::{AnyHistory, Direction, Outcome};

    /// Plays the lesson through as a player would at instant speed: each step's move, or
    /// a roll for the step that has none; every step goes on, and ends with moves left.
    #[test]
    fn each_step_is_done_by_the_move_that_shows_it() {
        let mut tutorial = Tutorial::new(lesson());
        assert_eq!(tutorial.steps(), 5);
        for (n, script) in SCRIPT.iter().enumerate() {
            let step = tutorial.step().unwrap().clone();
            let mut play = play::open(step.start.clone());
            let mut cx = PlayContext::new(Speed::Instant);
            match script.shown_by {
                // Clicked, one tile then the other.
                Some(mv) => {
                    let view = View::new(5);
                    for cell in [view.to_view(mv.a), view.to_view(mv.b)] {
                        play.handle(Play::Board(BoardInput::Tap(cell)), &mut cx);
                    }
                }
                None => play.handle(Play::Step(Direction::Left), &mut cx),
            }
            for answer in cx.finish().0 {
                if let Answer::Event(Event::Happened(h)) = answer {
                    tutorial.saw(h);
                }
            }
            assert!(tutorial.go_on(), "step {} is done by its move", n + 1);
            assert_eq!(play.summary().outcome, Outcome::InPlay);
        }
        assert!(tutorial.finished());
    }

    #[test]
    fn the_marks_point_at_the_tiles_each_move_swaps() {
        for (script, step) in SCRIPT.iter().zip(lesson().steps()) {
            if let Some(mv) = script.shown_by {
                assert_eq!(step.marks, [mv.a, mv.b], "{}", step.says);
            }
        }
    }

    #[test]
    fn the_first_three_moves_are_made_at_the_cursor() {
        let cursor = View::new(5).cursor();
        for script in &SCRIPT[..3] {
            assert_eq!(
                script.shown_by.map(|m| m.a),
                Some(cursor),
                "{}",
                script.says
            );
        }
    }

    #[test]
    fn the_steps_show_what_they_say() {
        let lesson = lesson();
        let merges = |step: usize| -> Vec<Happening> {
            let AnyHistory::Exponentile(history) = &lesson.steps()[step].start else {
                panic!("an ExponenTorus game")
            };
            let mv = SCRIPT[step].shown_by.unwrap();
            let mut game = history.game().clone();
            let report = game.play(mv.a, mv.b).unwrap();
            report
                .passes
                .iter()
                .enumerate()
                .flat_map(|(pass, p)| {
                    p.merges.iter().map(move |m| Happening::Merge {
                        value: m.value,
                        tiles: m.merged.len() + 1,
                        pass,
                    })
                })
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
                .any(|m| matches!(m, Happening::Merge { pass: 1, .. }))
        );
    }
}
