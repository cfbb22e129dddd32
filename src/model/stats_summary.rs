//! The statistics panel's figures, worked out from the record: per mode and board size,
//! games played, mean and median score, the best played straight, how often each highest
//! tile was reached, the scores in order; and the daily game's streaks and last results.
//! Practice games (a daily game played again after its day's result) count in none of
//! them.

use rules::Mode;
use rules::day::Day;

use super::stats::{Finished, Stats};

/// The figures of one mode and board size.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games counted (practice aside).
    pub played: usize,
    /// Of those, games with undos or solver moves: counted, but never a best.
    pub helped: usize,
    /// Practice games, left out of every figure.
    pub practice: usize,
    /// The mean score, rounded to the nearest point (0 with no game).
    pub mean: u64,
    /// The median score; of an even count, the mean of the middle two rounded down.
    pub median: u64,
    /// The best score of a game played straight, if any.
    pub best: Option<u64>,
    /// Each highest tile reached and in how many games, lowest tile first.
    pub tops: Vec<(u64, usize)>,
    /// The scores, oldest game first.
    pub scores: Vec<u64>,
}

/// The modes and board sizes that have games in the record: the main game first, then by
/// size.
pub fn groups(stats: &Stats) -> Vec<(Mode, usize)> {
    let mut groups: Vec<(Mode, usize)> = stats
        .games
        .iter()
        .map(|game| (game.mode, game.size))
        .collect();
    groups.sort_unstable();
    groups.dedup();
    groups
}

/// The figures of the games of `mode` on boards of side `size`.
pub fn summarise(stats: &Stats, mode: Mode, size: usize) -> Summary {
    let of_group = || {
        stats
            .games
            .iter()
            .filter(move |game| game.mode == mode && game.size == size)
    };
    let counted: Vec<&Finished> = of_group().filter(|game| !game.practice).collect();
    let scores: Vec<u64> = counted.iter().map(|game| game.score).collect();
    let mut tops: Vec<(u64, usize)> = Vec::new();
    for game in &counted {
        match tops.iter_mut().find(|(top, _)| *top == game.top) {
            Some((_, count)) => *count += 1,
            None => tops.push((game.top, 1)),
        }
    }
    tops.sort_unstable();
    Summary {
        played: counted.len(),
        helped: counted.iter().filter(|game| !game.straight()).count(),
        practice: of_group().filter(|game| game.practice).count(),
        mean: mean(&scores),
        median: median(&scores),
        best: counted
            .iter()
            .filter(|game| game.straight())
            .map(|game| game.score)
            .max(),
        tops,
        scores,
    }
}

/// The mean, rounded to the nearest whole number (halves up); 0 of nothing.
pub fn mean(values: &[u64]) -> u64 {
    if values.is_empty() {
        return 0;
    }
    let sum: u128 = values.iter().map(|&v| u128::from(v)).sum();
    let n = values.len() as u128;
    ((sum + n / 2) / n) as u64
}

/// The median: the middle value, or the mean of the middle two rounded down; 0 of nothing.
pub fn median(values: &[u64]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let mid = sorted.len() / 2;
    match sorted.len() {
        0 => 0,
        n if n % 2 == 1 => sorted[mid],
        _ => ((u128::from(sorted[mid - 1]) + u128::from(sorted[mid])) / 2) as u64,
    }
}

/// The daily game's streaks: days in a row with the daily game finished on its own day.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streaks {
    /// The run that ends today, or yesterday while today's game is still to finish.
    pub current: u32,
    /// The longest run ever.
    pub longest: u32,
}

/// The streaks as of `today`. A day counts when its daily game's result was finished that
/// same UTC day: playing an archive day later fills no gap.
pub fn streaks(stats: &Stats, today: Day) -> Streaks {
    let mut days: Vec<i32> = stats
        .games
        .iter()
        .filter(|game| !game.practice && game.daily == Some(game.on))
        .map(|game| game.on.number())
        .collect();
    days.sort_unstable();
    days.dedup();
    let mut longest = 0;
    let mut run = 0;
    let mut previous = None;
    for &day in &days {
        run = if previous == Some(day - 1) {
            run + 1
        } else {
            1
        };
        longest = longest.max(run);
        previous = Some(day);
    }
    let played = |day: i32| days.binary_search(&day).is_ok();
    let mut end = today.number();
    if !played(end) {
        end -= 1;
    }
    let mut current = 0;
    while played(end - current as i32) {
        current += 1;
    }
    Streaks { current, longest }
}

/// The last `count` days up to `today`, newest first, each with its daily result if any.
pub fn recent_dailies(stats: &Stats, today: Day, count: usize) -> Vec<(Day, Option<&Finished>)> {
    (0..count as i32)
        .map(|back| {
            let day = today.plus(-back);
            (day, stats.daily_result(day))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    fn game(mode: Mode, size: usize, score: u64, top: u64) -> Finished {
        Finished {
            mode,
            size,
            seed: score,
            score,
            top,
            moves: 10,
            undos: 0,
            solver: 0,
            on: day("2026-11-30"),
            daily: None,
            practice: false,
        }
    }

    /// A daily result of `date`, finished on `on`.
    fn daily(date: &str, on: &str, score: u64) -> Finished {
        Finished {
            daily: Some(day(date)),
            on: day(on),
            ..game(Mode::Exponentorus, 9, score, 512)
        }
    }

    #[test]
    fn mean_and_median() {
        assert_eq!(mean(&[]), 0);
        assert_eq!(median(&[]), 0);
        assert_eq!(mean(&[5]), 5);
        assert_eq!(median(&[5]), 5);
        assert_eq!(mean(&[1, 2]), 2, "1.5 rounds up");
        assert_eq!(mean(&[1, 1, 2]), 1, "1.33 rounds down");
        assert_eq!(median(&[9, 1, 5]), 5);
        assert_eq!(median(&[10, 1, 4, 7]), 5, "(4 + 7) / 2 rounded down");
        assert_eq!(mean(&[u64::MAX, u64::MAX]), u64::MAX, "no overflow");
        assert_eq!(median(&[u64::MAX, u64::MAX - 1]), u64::MAX - 1);
    }

    #[test]
    fn figures_per_mode_and_size_practice_aside_and_helped_games_never_best() {
        let stats = Stats {
            games: vec![
                game(Mode::Exponentorus, 9, 1000, 256),
                game(Mode::Exponentorus, 9, 3000, 512),
                Finished {
                    undos: 1,
                    ..game(Mode::Exponentorus, 9, 9000, 1024)
                },
                Finished {
                    solver: 4,
                    ..game(Mode::Exponentorus, 9, 8000, 512)
                },
                Finished {
                    practice: true,
                    daily: Some(day("2026-11-30")),
                    ..game(Mode::Exponentorus, 9, 50_000, 4096)
                },
                game(Mode::Exponentorus, 7, 700, 128),
                game(Mode::Twenty48, 4, 2400, 256),
                game(Mode::Twenty48, 4, 1200, 128),
            ],
            ..Stats::default()
        };
        let torus = summarise(&stats, Mode::Exponentorus, 9);
        assert_eq!(
            torus,
            Summary {
                played: 4,
                helped: 2,
                practice: 1,
                mean: 5250,
                median: 5500,
                best: Some(3000),
                tops: vec![(256, 1), (512, 2), (1024, 1)],
                scores: vec![1000, 3000, 9000, 8000],
            }
        );
        let classic = summarise(&stats, Mode::Twenty48, 4);
        assert_eq!(
            (classic.played, classic.mean, classic.median),
            (2, 1800, 1800)
        );
        assert_eq!(classic.best, Some(2400));
        assert_eq!(summarise(&stats, Mode::Twenty48, 5), Summary::default());
        assert_eq!(
            groups(&stats),
            [
                (Mode::Exponentorus, 7),
                (Mode::Exponentorus, 9),
                (Mode::Twenty48, 4)
            ]
        );
    }

    #[test]
    fn streaks_count_days_in_a_row_and_break_at_gaps() {
        let stats = Stats {
            games: vec![
                daily("2026-11-01", "2026-11-01", 1),
                daily("2026-11-02", "2026-11-02", 1),
                daily("2026-11-03", "2026-11-03", 1),
                // 11-04 missed; 11-05 to 11-06 in a row.
                daily("2026-11-05", "2026-11-05", 1),
                daily("2026-11-06", "2026-11-06", 1),
                // Played late: fills no gap.
                daily("2026-11-04", "2026-11-07", 1),
            ],
            ..Stats::default()
        };
        assert_eq!(
            streaks(&stats, day("2026-11-06")),
            Streaks {
                current: 2,
                longest: 3
            }
        );
        // The next day, today's game not played yet: the run still stands.
        assert_eq!(streaks(&stats, day("2026-11-07")).current, 2);
        // A day later with nothing: broken.
        assert_eq!(streaks(&stats, day("2026-11-08")).current, 0);
        assert_eq!(streaks(&stats, day("2026-11-08")).longest, 3);
        assert_eq!(
            streaks(&Stats::default(), day("2026-11-08")),
            Streaks::default()
        );
    }

    #[test]
    fn practice_games_make_no_streak_and_no_result() {
        let stats = Stats {
            games: vec![Finished {
                practice: true,
                ..daily("2026-11-30", "2026-11-30", 5)
            }],
            ..Stats::default()
        };
        assert_eq!(streaks(&stats, day("2026-11-30")), Streaks::default());
        assert_eq!(
            recent_dailies(&stats, day("2026-11-30"), 1),
            [(day("2026-11-30"), None)]
        );
    }

    #[test]
    fn the_last_days_results_newest_first() {
        let mut stats = Stats {
            games: vec![
                daily("2026-11-28", "2026-11-28", 100),
                daily("2026-11-30", "2026-11-30", 300),
                daily("2026-11-30", "2026-11-30", 999),
            ],
            ..Stats::default()
        };
        stats.games[2].practice = true;
        let recent = recent_dailies(&stats, day("2026-11-30"), 3);
        let shown: Vec<(String, Option<u64>)> = recent
            .iter()
            .map(|(d, result)| (d.to_string(), result.map(|g| g.score)))
            .collect();
        assert_eq!(
            shown,
            [
                ("2026-11-30".to_owned(), Some(300)),
                ("2026-11-29".to_owned(), None),
                ("2026-11-28".to_owned(), Some(100)),
            ]
        );
    }
}
