//! The analysis of played games (`rules::analysis`, docs/RULES.md §20) and the puzzles
//! found in them (`rules::puzzle`, §21): known games give their documented marks (the
//! golden cases in `tests/analysis/`), an analysis is the same in slices as in one go, a
//! stored analysis marks as a fresh one, and puzzles are the positions with one clearly
//! best move.

use std::fs;
use std::path::Path;

use rules::analysis::{self, Analysing, GameReview, Mark, WHOLE, Weighed};
use rules::exponentile::{Board, Game, Topology};
use rules::puzzle::{self, Found};
use rules::solver::Solver;
use rules::{AnyHistory, Direction, History, Mode, Pos, Rules, replay_code, twenty48};

/// Game `seed` of `mode` played `moves` moves by the greedy hint (ExponenTile) or by
/// sliding in turn (2048): games with choices good and bad.
fn played(mode: Mode, seed: u64, moves: usize) -> AnyHistory {
    match mode {
        Mode::Twenty48 => {
            let mut history = History::new(twenty48::Game::new(seed));
            let turns = [
                rules::Direction::Left,
                rules::Direction::Down,
                rules::Direction::Right,
                rules::Direction::Up,
            ];
            let mut turn = 0;
            while history.log().len() < moves && history.game().outcome() == rules::Outcome::InPlay
            {
                turn += 1;
                let _ = history.play(turns[turn % 4]);
            }
            history.into()
        }
        mode => {
            let topology = if mode.columns_wrap() {
                Topology::Cylinder
            } else {
                Topology::Flat
            };
            let size = mode.default_size();
            let mut history = History::new(Game::deal(topology, seed, size).unwrap());
            while history.log().len() < moves {
                let Some(hint) = history.game().hint() else {
                    break;
                };
                history.play(hint).unwrap();
            }
            history.into()
        }
    }
}

/// `review`'s marks as one letter each: B best, G good, I inaccuracy, M mistake, X blunder.
fn letters(review: &GameReview) -> String {
    review
        .moves
        .iter()
        .map(|m| match m.mark {
            Mark::Best => 'B',
            Mark::Good => 'G',
            Mark::Inaccuracy => 'I',
            Mark::Mistake => 'M',
            Mark::Blunder => 'X',
        })
        .collect()
}

#[test]
fn an_analysis_in_slices_is_the_analysis_in_one_go() {
    for mode in Mode::ALL {
        let game = played(mode, 11, 12);
        let whole = game.analyse();
        assert_eq!(whole.moves.len(), 12, "{mode}");
        for slice in [1, 700, 9_999] {
            let mut analysing = game.analysing();
            let mut slices = 0;
            let sliced = loop {
                slices += 1;
                if let Some(review) = analysing.step(slice) {
                    break review.clone();
                }
            };
            assert_eq!(sliced, whole, "{mode}, slices of {slice}");
            assert_eq!(analysing.progress(), (12, 12));
            if slice == 1 {
                assert!(slices > 12, "{mode}: {slices} slices of {slice}");
            }
        }
    }
}

#[test]
fn a_stored_analysis_reviews_as_the_fresh_one_and_another_game_s_does_not() {
    for mode in Mode::ALL {
        let game = played(mode, 5, 20);
        let fresh = game.analyse();
        assert_eq!(game.review(&fresh.weighed()), Some(fresh.clone()), "{mode}");
        let shorter = &fresh.weighed()[..19];
        assert_eq!(game.review(shorter), None, "{mode}: not all of it");
        let mut other = fresh.weighed();
        other[0].best = u64::MAX;
        assert_eq!(game.review(&other), None, "{mode}: a move no board has");
    }
}

#[test]
fn the_solver_s_own_move_is_best_and_a_review_adds_up() {
    let game = played(Mode::Exponentorus, 3, 25);
    let AnyHistory::Exponentile(history) = &game else {
        unreachable!()
    };
    let review = analysis::analyse(history.as_ref());
    let mut score = 0;
    for (i, m) in review.moves.iter().enumerate() {
        assert_eq!(m.mark == Mark::Best, m.played == m.weighed.best, "move {i}");
        assert!(m.weighed.best_worth >= m.weighed.played_worth, "move {i}");
        assert_eq!(m.lost, m.weighed.lost());
        score += m.points;
        assert_eq!(m.score, score);
    }
    assert_eq!(score, history.game().score());
    // Playing the analysis's best moves gets every move marked best.
    let mut solved = History::new(history.start().clone());
    for _ in 0..10 {
        let search = analysis::search_of(solved.game());
        let mut search = search;
        while rules::solver::Search::step(&mut search, u32::MAX).is_none() {}
        let weighed = analysis::weigh(solved.game(), &search, None).unwrap();
        let best = Game::unpack_move(weighed.best, 9).unwrap();
        solved.play(best).unwrap();
    }
    let review = analysis::analyse(&solved);
    assert!(review.moves.iter().all(|m| m.mark == Mark::Best));
    assert_eq!(review.accuracy(&Game::YARDSTICK), WHOLE);
    assert!(review.costliest(3).is_empty());
}

#[test]
fn accuracy_and_the_costliest_moves() {
    let yardstick = Game::YARDSTICK;
    // (best move's worth, played move's worth): the best, a loss, the best, half, a quarter.
    let worths = [
        (1000, 1000),
        (1000, 0),
        (1000, 1000),
        (2000, 1000),
        (4000, 3000),
    ];
    let review = GameReview {
        moves: worths
            .iter()
            .map(|&(best_worth, played_worth)| {
                let weighed = Weighed {
                    best: 0,
                    best_worth,
                    played_worth,
                    runner_up: Some(played_worth),
                    choices: 5,
                };
                let best = best_worth == played_worth;
                analysis::MoveReview {
                    weighed,
                    played: u64::from(!best),
                    points: 0,
                    score: 0,
                    lost: weighed.lost(),
                    mark: yardstick.mark(weighed.lost(), best),
                }
            })
            .collect(),
    };
    assert_eq!(review.costliest(3), [1, 3, 4]);
    assert_eq!(review.costliest(1), [1]);
    // Each move's own accuracy: all of it less its share lost as a part of a blunder's.
    let own = |lost: u32| {
        let lost = u64::from(lost.min(yardstick.blunder));
        u64::from(WHOLE) - lost * u64::from(WHOLE) / u64::from(yardstick.blunder)
    };
    let mean = [0, WHOLE, 0, WHOLE / 2, WHOLE / 4]
        .iter()
        .map(|&lost| own(lost))
        .sum::<u64>()
        / 5;
    assert_eq!(u64::from(review.accuracy(&yardstick)), mean);
    let counts = review.counts();
    assert_eq!(counts[Mark::Best as usize], 2);
    assert_eq!(counts.iter().sum::<usize>(), 5);
}

#[test]
fn shares_are_of_the_best_move_s_worth_and_a_lost_position_loses_nothing() {
    let w = |best_worth, played_worth, runner_up| Weighed {
        best: 0,
        best_worth,
        played_worth,
        runner_up,
        choices: 4,
    };
    assert_eq!(w(1000, 750, None).lost(), 250_000);
    assert_eq!(
        w(1000, -5_000_000, None).lost(),
        WHOLE,
        "a loss gives it all up"
    );
    assert_eq!(w(-10, -20, None).lost(), 0, "nothing to give up");
    assert_eq!(w(1000, 1000, Some(600)).margin(), 400_000);
    assert_eq!(w(1000, 1000, None).margin(), WHOLE);
    assert_eq!(w(0, 0, Some(-5)).margin(), 0);
}

#[test]
fn the_marks_follow_the_thresholds() {
    for yardstick in [Game::YARDSTICK, twenty48::Game::YARDSTICK] {
        assert!(yardstick.inaccuracy < yardstick.mistake);
        assert!(yardstick.mistake < yardstick.blunder);
        assert!(yardstick.blunder <= WHOLE);
        assert_eq!(yardstick.mark(WHOLE, true), Mark::Best);
        assert_eq!(yardstick.mark(0, false), Mark::Good);
        assert_eq!(yardstick.mark(yardstick.inaccuracy - 1, false), Mark::Good);
        assert_eq!(
            yardstick.mark(yardstick.inaccuracy, false),
            Mark::Inaccuracy
        );
        assert_eq!(yardstick.mark(yardstick.mistake, false), Mark::Mistake);
        assert_eq!(yardstick.mark(yardstick.blunder, false), Mark::Blunder);
    }
}

/// A golden case: a game's code and the analysis docs/RULES.md §20 documents for it.
#[derive(serde::Deserialize)]
struct Golden {
    code: String,
    marks: String,
    accuracy: u32,
    costliest: Vec<usize>,
    puzzles: Vec<(usize, u64)>,
}

#[test]
fn known_games_get_their_documented_marks() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analysis");
    let mut cases = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|ext| ext != "json") {
            continue;
        }
        let golden: Golden = serde_json::from_str(&fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let game = replay_code::decode(&golden.code).unwrap();
        let review = game.analyse();
        let name = path.display();
        assert_eq!(letters(&review), golden.marks, "{name}");
        assert_eq!(
            review.accuracy(&game.yardstick()),
            golden.accuracy,
            "{name}"
        );
        assert_eq!(review.costliest(3), golden.costliest, "{name}");
        let found: Vec<(usize, u64)> = puzzle::mine(&review, &game.yardstick())
            .iter()
            .map(|f| (f.ply, f.answer))
            .collect();
        assert_eq!(found, golden.puzzles, "{name}");
        cases += 1;
    }
    assert!(cases >= 3, "{cases} golden cases");
}

/// The search of `game`'s position as an analysis makes it, and whether it is a puzzle.
fn puzzle_at<R: Solver>(game: &R) -> (Weighed, bool) {
    let mut search = analysis::search_of(game);
    while rules::solver::Search::step(&mut search, u32::MAX).is_none() {}
    let weighed = analysis::weigh(game, &search, None).unwrap();
    (weighed, puzzle::qualifies(&weighed, &R::YARDSTICK))
}

/// `board` (docs/RULES.md §1's text) as a position on a cylinder.
fn torus(board: &str) -> Game {
    Game::from_board(board.parse::<Board>().unwrap(), 1)
}

/// `board` (2048's S1 text) as a 2048 position.
fn slides(board: &str) -> twenty48::Game {
    twenty48::Game::from_board(board.parse().unwrap(), 1)
}

#[test]
fn a_clear_best_move_is_a_puzzle_and_a_near_tie_is_not() {
    // Positions from games the solver played. Swapping the 4 at (1, 3) down into the row's
    // two 4s is worth over three times any other of the six swaps to the solver.
    let clear = torus(
        "
          2    4    8    4   16    8    8   16    4
          2    2    8    2    2    8    4   16    8
         32  256  128   16    4  128   16    2   16
        256    4   16   32    4   64   32   64    8
          4  128    4  128   16   64  256    4   32
          2   16  256    8  256    8   16   16  128
          8    4    4   64   32    4  128    2  256
         16    2  128   16  256    4    8   16 1024
          2    4   32   32    2   64   64    4  256",
    );
    let (weighed, is_puzzle) = puzzle_at(&clear);
    assert!(is_puzzle, "{weighed:?}");
    let answer = Game::unpack_move(weighed.best, 9).unwrap();
    assert_eq!([answer.a, answer.b], [Pos::new(1, 3), Pos::new(1, 4)]);
    // Seven swaps, the best of them hardly better than the next.
    let tie = torus(
        "
         16    8    2    4   16   32   16   16    4
         16    8    2    8    2    8    4    2    8
         32    4   16   16    4  128   16    4    8
          4    2    4  256    4   64   32   64    2
        256    4  256   32   16   64  256    4   64
          2   32  256    8  256    8   16   16  128
          8    4    4   64   32    4  128    2  256
         16    2  128   16  256    4    8   16 1024
          2    4   32   32    2   64   64    4  256",
    );
    let (weighed, is_puzzle) = puzzle_at(&tie);
    assert!(
        weighed.choices >= Game::YARDSTICK.puzzle_moves,
        "{weighed:?}"
    );
    assert!(!is_puzzle, "{weighed:?}");
    // 2048: only sliding down keeps the 512 in its corner (left and up move it out).
    let clear = slides(
        "
        .   .   4   2
        .   .   2   8
        .   2   4   8
        .  16  64 512",
    );
    let (weighed, is_puzzle) = puzzle_at(&clear);
    assert!(is_puzzle, "{weighed:?}");
    assert_eq!(
        twenty48::Game::unpack_move(weighed.best, 4),
        Some(Direction::Down)
    );
    let tie = slides(
        "
        32  2  2  .
         4  4  .  .
         2  .  .  2
         .  .  .  .",
    );
    let (weighed, is_puzzle) = puzzle_at(&tie);
    assert!(!is_puzzle, "{weighed:?}");
}

#[test]
fn a_game_s_puzzles_are_its_clearest_positions_in_order() {
    let game = played(Mode::Exponentorus, 21, 40);
    let review = game.analyse();
    let yardstick = game.yardstick();
    let found = puzzle::mine(&review, &yardstick);
    assert!(found.len() <= puzzle::PER_GAME);
    assert!(found.windows(2).all(|w| w[0].ply < w[1].ply));
    for Found {
        ply,
        answer,
        margin,
    } in &found
    {
        let weighed = review.moves[*ply].weighed;
        assert!(puzzle::qualifies(&weighed, &yardstick));
        assert_eq!((*answer, *margin), (weighed.best, weighed.margin()));
    }
    let qualifying = review
        .moves
        .iter()
        .filter(|m| puzzle::qualifies(&m.weighed, &yardstick))
        .count();
    assert_eq!(found.len(), qualifying.min(puzzle::PER_GAME));
    if let Some(widest_left_out) = review
        .moves
        .iter()
        .enumerate()
        .filter(|(ply, m)| {
            puzzle::qualifies(&m.weighed, &yardstick) && found.iter().all(|f| f.ply != *ply)
        })
        .map(|(_, m)| m.weighed.margin())
        .max()
    {
        assert!(found.iter().all(|f| f.margin >= widest_left_out));
    }
}

#[test]
fn the_daily_puzzle_is_found_in_the_day_s_game_and_is_the_same_in_slices() {
    let day = rules::day::Day::parse("2026-11-20").unwrap();
    for mode in Mode::ALL {
        let whole = puzzle::daily(mode, day);
        let deal = puzzle::daily_deal(mode, day);
        assert_eq!(whole.position.at(0), deal, "{mode}: from the day's deal");
        assert_eq!(whole.position.logged_moves(), whole.found.ply);
        let mut hunting = deal.hunting();
        let sliced = loop {
            if let Some(hunted) = hunting.step(hunting.slice_nodes()) {
                break hunted;
            }
        };
        assert_eq!(sliced, whole, "{mode}");
        // Its answer is the analysis's best move there.
        let mut answered = whole.position.clone();
        assert_eq!(answered.play_packed(whole.found.answer), Ok(()), "{mode}");
        let review = answered.analyse();
        let last = review.moves.last().unwrap();
        assert_eq!(last.mark, Mark::Best, "{mode}");
        assert_eq!(last.weighed.margin(), whole.found.margin, "{mode}");
        let code = whole.position.replay_code().unwrap();
        assert_eq!(replay_code::decode(&code).unwrap(), whole.position);
    }
}

#[test]
fn an_analysis_of_no_move_is_done_at_once() {
    let game = History::new(Game::new(4));
    let mut analysing = Analysing::new(&game);
    assert_eq!(analysing.step(1), Some(&GameReview::default()));
    assert_eq!(GameReview::default().accuracy(&Game::YARDSTICK), WHOLE);
    let _ = Topology::Flat;
}

#[test]
fn a_position_on_its_own_weighs_a_move_as_the_whole_game_s_analysis_does() {
    for mode in Mode::ALL {
        let game = played(mode, 11, 8);
        let whole = game.analyse();
        let onward = game.at(7).onward();
        assert_eq!(onward.logged_moves(), 0, "{mode}");
        let mut last = onward.clone();
        assert_eq!(last.play_packed(whole.moves[7].played), Ok(()), "{mode}");
        assert_eq!(last.analyse().moves, whole.moves[7..], "{mode}");
    }
}

#[test]
fn the_daily_puzzles_of_a_known_day_stay_where_they_were_found() {
    let day = rules::day::Day::parse("2026-11-20").unwrap();
    // Found by the hunt before it shared the analysis's search loop (commit 0736c46).
    let known = [
        (Mode::Exponentorus, 64, 64, 551_227),
        (Mode::Exponentile, 15, 35, 580_653),
        (Mode::Twenty48, 80, 2, 25_889),
    ];
    for (mode, ply, answer, margin) in known {
        let found = Found {
            ply,
            answer,
            margin,
        };
        assert_eq!(puzzle::daily(mode, day).found, found, "{mode}");
    }
}
