//! The analysis's chart as geometry and words: along the game, the score after each move
//! (a line) and the share of the best move's worth each move gave up (a bar, coloured by
//! its mark), in a fixed coordinate box the page's SVG scales to its width; beside it the
//! same in a sentence for screen readers. A long game's moves share columns (the costliest
//! move of a column stands for it), so the chart never draws more than [`MOST_COLUMNS`].
//! Whole numbers only, as the statistics' charts (`charts.rs`).

use rules::analysis::{Mark, WHOLE};

use super::announce::chart_words;
use super::review::Reviewed;

/// The chart's coordinate box: wide and low.
pub const WIDTH: u32 = 3200;
/// See [`WIDTH`].
pub const HEIGHT: u32 = 800;
/// The most columns drawn.
pub const MOST_COLUMNS: usize = 400;

/// One column of bars: the moves it stands for, and the costliest of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The first move it stands for (index from 0), where a click on it goes.
    pub first: usize,
    /// Left edge and width.
    pub x: u32,
    /// See [`Column::x`].
    pub width: u32,
    /// Top edge and height of its bar (a bar of no height for moves that gave nothing up).
    pub y: u32,
    /// See [`Column::y`].
    pub height: u32,
    /// The worst mark among its moves.
    pub mark: Mark,
}

/// The columns of `reviewed`'s moves.
pub fn columns(reviewed: &Reviewed) -> Vec<Column> {
    let moves = &reviewed.review.moves;
    let count = moves.len().min(MOST_COLUMNS);
    if count == 0 {
        return Vec::new();
    }
    (0..count)
        .map(|column| {
            let first = column * moves.len() / count;
            let end = ((column + 1) * moves.len() / count).max(first + 1);
            let lost = moves[first..end].iter().map(|m| m.lost).max().unwrap_or(0);
            let mark = moves[first..end]
                .iter()
                .map(|m| m.mark)
                .max()
                .unwrap_or(Mark::Best);
            let x = (column as u64 * u64::from(WIDTH) / count as u64) as u32;
            let next = ((column + 1) as u64 * u64::from(WIDTH) / count as u64) as u32;
            let height = (u64::from(lost) * u64::from(HEIGHT) / u64::from(WHOLE)) as u32;
            Column {
                first,
                x,
                width: (next - x).max(1),
                y: HEIGHT - height,
                height,
                mark,
            }
        })
        .collect()
}

/// The bars of `columns`, one SVG path of rectangles a mark (of the marks that have a bar),
/// in [`Mark::ALL`]'s order: a few elements for the page, however long the game.
pub fn bar_paths(columns: &[Column]) -> Vec<(Mark, String)> {
    Mark::ALL
        .iter()
        .filter_map(|&mark| {
            let path: Vec<String> = columns
                .iter()
                .filter(|c| c.mark == mark && c.height > 0)
                .map(|c| format!("M{} {}h{}v{}h-{}z", c.x, c.y, c.width, c.height, c.width))
                .collect();
            (!path.is_empty()).then(|| (mark, path.join("")))
        })
        .collect()
}

/// The score line: "x,y x,y …" from the deal's 0 to the last move's score.
pub fn score_line(reviewed: &Reviewed) -> String {
    let moves = &reviewed.review.moves;
    let top = moves.last().map_or(0, |m| m.score).max(1);
    let count = moves.len().max(1) as u64;
    let step = moves.len().div_ceil(MOST_COLUMNS).max(1);
    let point = |i: usize, score: u64| {
        let x = i as u64 * u64::from(WIDTH) / count;
        let y = u64::from(HEIGHT) - score * u64::from(HEIGHT) / top;
        format!("{x},{y}")
    };
    let mut points = vec![point(0, 0)];
    points.extend(
        moves
            .iter()
            .enumerate()
            .filter(|(i, _)| (i + 1) % step == 0 || i + 1 == moves.len())
            .map(|(i, m)| point(i + 1, m.score)),
    );
    points.join(" ")
}

/// Where the viewer's position `position` is on the chart: the left edge of its move's
/// column.
pub fn cursor_x(position: usize, moves: usize) -> u32 {
    if moves == 0 {
        return 0;
    }
    (position.min(moves) as u64 * u64::from(WIDTH) / moves as u64) as u32
}

/// The position (moves before it) a click or drag at `x` (of the chart's `width`) goes to.
pub fn position_at(x: f64, width: f64, moves: usize) -> usize {
    // A chart not laid out (no width, or not a number) goes to the start.
    if width.is_nan() || width <= 0.0 || moves == 0 {
        return 0;
    }
    let share = (x / width).clamp(0.0, 1.0);
    ((share * moves as f64) as usize).min(moves - 1)
}

/// The chart in words: the score, the accuracy, the marks, and the costliest moves.
pub fn words(reviewed: &Reviewed) -> String {
    let moves = &reviewed.review.moves;
    let costliest: Vec<(usize, Mark, u32)> = reviewed
        .costliest
        .iter()
        .map(|&i| (i + 1, moves[i].mark, moves[i].lost))
        .collect();
    chart_words(
        moves.last().map_or(0, |m| m.score),
        moves.len(),
        reviewed.accuracy,
        &reviewed.counts,
        &costliest,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::analysis::{GameReview, MoveReview, Weighed};
    use rules::exponentile::Game;

    fn reviewed(losses: &[u32]) -> Reviewed {
        let yardstick = <Game as rules::solver::Solver>::YARDSTICK;
        let moves = losses
            .iter()
            .enumerate()
            .map(|(i, &lost)| MoveReview {
                weighed: Weighed {
                    best: 0,
                    best_worth: 1000,
                    played_worth: 1000,
                    runner_up: None,
                    choices: 5,
                },
                played: u64::from(lost > 0),
                points: 10,
                score: 10 * (i as u64 + 1),
                lost,
                mark: yardstick.mark(lost, lost == 0),
            })
            .collect();
        Reviewed::of(GameReview { moves }, yardstick)
    }

    #[test]
    fn each_move_has_a_column_as_tall_as_the_share_it_gave_up() {
        let chart = columns(&reviewed(&[0, WHOLE, WHOLE / 2, 0]));
        assert_eq!(chart.len(), 4);
        assert_eq!((chart[0].x, chart[0].width, chart[0].height), (0, 800, 0));
        assert_eq!((chart[1].y, chart[1].height), (0, HEIGHT));
        assert_eq!(chart[1].mark, Mark::Blunder);
        assert_eq!(chart[2].height, HEIGHT / 2);
        assert_eq!(chart[3].first, 3);
        assert_eq!(score_line(&reviewed(&[0, 0])), "0,800 1600,400 3200,0");
        assert_eq!(
            bar_paths(&chart),
            [
                (Mark::Mistake, "M1600 400h800v400h-800z".to_owned()),
                (Mark::Blunder, "M800 0h800v800h-800z".to_owned())
            ]
        );
        assert!(columns(&reviewed(&[])).is_empty());
    }

    #[test]
    fn a_long_game_s_moves_share_columns_that_show_their_worst() {
        let mut losses = vec![0; 1000];
        losses[401] = WHOLE;
        let chart = columns(&reviewed(&losses));
        assert_eq!(chart.len(), MOST_COLUMNS);
        let column = chart.iter().find(|c| c.height > 0).unwrap();
        assert!(column.first <= 401 && 401 < column.first + 3, "{column:?}");
        assert_eq!(column.mark, Mark::Blunder);
        assert!(chart.windows(2).all(|w| w[0].x + w[0].width == w[1].x));
        assert!(score_line(&reviewed(&losses)).split(' ').count() <= MOST_COLUMNS + 1);
    }

    #[test]
    fn a_click_goes_to_the_move_under_it_and_the_cursor_follows() {
        assert_eq!(position_at(0.0, 320.0, 80), 0);
        assert_eq!(position_at(319.9, 320.0, 80), 79);
        assert_eq!(position_at(500.0, 320.0, 80), 79);
        assert_eq!(position_at(-3.0, 320.0, 80), 0);
        assert_eq!(position_at(10.0, 0.0, 80), 0);
        assert_eq!(cursor_x(40, 80), WIDTH / 2);
        assert_eq!(cursor_x(90, 80), WIDTH);
    }

    #[test]
    fn the_chart_in_words() {
        assert_eq!(
            words(&reviewed(&[0, WHOLE, 300_000, 0])),
            "The score rises to 40 over 4 moves. Accuracy 63%: 2 best, 0 good, 1 inaccuracy, \
             no mistake, 1 blunder. The costliest: move 2 (blunder, 100% given up) and move 3 \
             (inaccuracy, 30% given up)."
        );
    }
}
