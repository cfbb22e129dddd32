//! 2048's tutorial: three steps on a 4×4 board.

use rules::twenty48::{Board, Game};
use rules::{Direction, History};

use crate::model::i18n::{Text, tr};
use crate::model::tutorial::{Goal, How, Lesson, Script};

/// Three tiles, two of them 2s a slide apart.
const BOARD: [[u64; 4]; 4] = [[0, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 0], [2, 0, 0, 4]];

/// The seed the new tiles come from: the one that drops them out of the way of each
/// step's tiles when its move is made as shown.
const SEED: u64 = 2;

/// The steps: a slide, a merge, a merge of the merged.
const SCRIPT: [Script<Direction>; 3] = [
    Script {
        says: Text(tr::lesson_slides_1),
        how: How {
            keys: Text(tr::lesson_slides_2),
            touch: Text(tr::lesson_slides_3),
        },
        marks: &[],
        goal: Goal::Move,
        shown_by: Some(Direction::Left),
    },
    Script {
        says: Text(tr::lesson_slides_4),
        how: How {
            keys: Text(tr::lesson_slides_5),
            touch: Text(tr::lesson_slides_6),
        },
        marks: &[(0, 1), (0, 3)],
        goal: Goal::Merge(2),
        shown_by: Some(Direction::Down),
    },
    Script {
        says: Text(tr::lesson_slides_7),
        how: How {
            keys: Text(tr::lesson_slides_8),
            touch: Text(tr::lesson_slides_9),
        },
        marks: &[(0, 3), (1, 3)],
        goal: Goal::Make(8),
        shown_by: Some(Direction::Left),
    },
];

/// 2048's tutorial.
pub fn lesson() -> Lesson {
    let rows: Vec<Vec<u64>> = BOARD.iter().map(|row| row.to_vec()).collect();
    let Ok(board) = Board::from_rows(&rows) else {
        panic!("the lesson's board reads");
    };
    Lesson::scripted(
        History::new(Game::from_board(board, SEED)),
        &SCRIPT,
        Text(tr::lesson_slides_10),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::play::{self, Answer, Event, Play, PlayContext};
    use crate::model::settings::Speed;
    use crate::model::tutorial::Tutorial;
    use rules::AnyHistory;

    #[test]
    fn each_step_is_done_by_the_slide_that_shows_it() {
        let mut tutorial = Tutorial::new(lesson());
        for (n, script) in SCRIPT.iter().enumerate() {
            let mut play = play::open(tutorial.step().unwrap().start.clone());
            let mut cx = PlayContext::new(Speed::Instant);
            play.handle(Play::Step(script.shown_by.unwrap()), &mut cx);
            for answer in cx.finish().0 {
                if let Answer::Event(Event::Happened(h)) = answer {
                    tutorial.saw(h);
                }
            }
            assert!(tutorial.go_on(), "step {} is done by its slide", n + 1);
        }
        assert!(tutorial.finished());
    }

    #[test]
    fn the_marked_cells_hold_the_tiles_the_step_names() {
        let lesson = lesson();
        let values = |step: usize| -> Vec<u64> {
            let AnyHistory::Twenty48(history) = &lesson.steps()[step].start else {
                panic!("a 2048 game")
            };
            lesson.steps()[step]
                .marks
                .iter()
                .map(|&p| history.game().board().get(p).map_or(0, |t| t.value()))
                .collect()
        };
        assert_eq!(values(1), [2, 2]);
        assert_eq!(values(2), [4, 4]);
    }
}
