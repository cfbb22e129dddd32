//! Properties of classic 2048 (docs/RULES.md, "Classic 2048") over random boards and
//! seeded games, and a check against a second, independent statement of the slide rule:
//! every random board and direction is a generated golden vector.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use rules::twenty48::{Board as Board48, Game as Game48, Refusal as Refusal48, ScriptedSpawns};
use rules::{Direction, Outcome, Pos};

const DIRECTIONS: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(cases),
        ..ProptestConfig::default()
    }
}

/// A board of side 3 to 8, each cell empty (often) or a small power of two, so that
/// merges are common.
fn board() -> impl Strategy<Value = Board48> {
    (3..=8usize).prop_flat_map(|n| {
        prop::collection::vec(
            prop_oneof![2 => Just(0u64), 3 => (1..=4u32).prop_map(|e| 1 << e)],
            n * n,
        )
        .prop_map(move |cells| {
            let rows: Vec<Vec<u64>> = cells.chunks(n).map(<[u64]>::to_vec).collect();
            Board48::from_rows(&rows).expect("a valid board")
        })
    })
}

fn direction() -> impl Strategy<Value = Direction> {
    prop::sample::select(DIRECTIONS.to_vec())
}

/// The slide rule said again, as plainly as possible and independently of the game's
/// code: take a line's values from the wall outwards, drop the gaps, merge equal
/// neighbours pairwise from the wall (a merged tile takes no second merge), pad.
fn slide_line(line: &[u64]) -> (Vec<u64>, u64) {
    let tiles: Vec<u64> = line.iter().copied().filter(|&v| v > 0).collect();
    let (mut out, mut points, mut i) = (Vec::new(), 0, 0);
    while i < tiles.len() {
        if i + 1 < tiles.len() && tiles[i] == tiles[i + 1] {
            out.push(tiles[i] * 2);
            points += tiles[i] * 2;
            i += 2;
        } else {
            out.push(tiles[i]);
            i += 1;
        }
    }
    out.resize(line.len(), 0);
    (out, points)
}

/// The reference result of sliding `rows` towards `dir`: the rows and the points.
fn reference(rows: &[Vec<u64>], dir: Direction) -> (Vec<Vec<u64>>, u64) {
    let n = rows.len();
    // Cell k (from the wall) of line l, as (x, y).
    let at = |l: usize, k: usize| match dir {
        Direction::Left => (k, l),
        Direction::Right => (n - 1 - k, l),
        Direction::Up => (l, k),
        Direction::Down => (l, n - 1 - k),
    };
    let mut out = vec![vec![0; n]; n];
    let mut points = 0;
    for l in 0..n {
        let line: Vec<u64> = (0..n)
            .map(|k| {
                let (x, y) = at(l, k);
                rows[y][x]
            })
            .collect();
        let (slid, p) = slide_line(&line);
        points += p;
        for (k, v) in slid.into_iter().enumerate() {
            let (x, y) = at(l, k);
            out[y][x] = v;
        }
    }
    (out, points)
}

proptest! {
    #![proptest_config(config(1000))]

    /// Generated vectors: the game's slide agrees with the plain statement of the rule,
    /// and "moved" means exactly "the board changed".
    #[test]
    fn a_slide_agrees_with_the_rule_stated_plainly(board in board(), dir in direction()) {
        let rows = board.rows();
        let (want, want_points) = reference(&rows, dir);
        let mut slid = board.clone();
        let report = slid.slide(dir);
        prop_assert_eq!(slid.rows(), want.clone());
        prop_assert_eq!(report.as_ref().map_or(0, |r| r.points), want_points);
        prop_assert_eq!(report.is_some(), want != rows);
        prop_assert_eq!(board.can_slide(dir), want != rows);
    }

    /// A move changes the tile sum by exactly the new tile's value, and its points are
    /// the sum of its merges' new values.
    #[test]
    fn a_move_adds_only_the_new_tile_and_scores_its_merges(
        board in board(),
        dir in direction(),
        index in 0..64usize,
        four in any::<bool>(),
    ) {
        let mut game = Game48::from_board(board.clone(), 0);
        let value = if four { 4 } else { 2 };
        let empty_after = { let mut b = board.clone(); b.slide(dir); b.empty_cells() };
        let spawn = (index % empty_after.max(1), value);
        if let Ok(report) = game.play_with(dir, &mut ScriptedSpawns::new(&[spawn])) {
            let new_tile = report.spawn.expect("a move draws a new tile");
            prop_assert_eq!(new_tile.value, value);
            prop_assert_eq!(game.board().sum(), board.sum() + value);
            let merged: u64 = report.merges.iter().map(|m| m.value).sum();
            prop_assert_eq!(report.points, merged);
            prop_assert_eq!(game.score(), merged);
            prop_assert_eq!(game.moves(), 1);
        }
    }

    /// No tile takes part in two merges of one move, as survivor or as the one absorbed,
    /// and every absorbed tile is gone.
    #[test]
    fn no_tile_merges_twice_in_one_move(board in board(), dir in direction()) {
        let mut after = board.clone();
        if let Some(report) = after.slide(dir) {
            let mut seen = HashSet::new();
            for merge in &report.merges {
                prop_assert!(seen.insert(merge.id), "{:?} merged twice", merge.id);
                prop_assert!(seen.insert(merge.absorbed), "{:?} merged twice", merge.absorbed);
                prop_assert!(after.tiles().all(|(_, t)| t.id != merge.absorbed));
                prop_assert_eq!(after.get(merge.at).map(|t| (t.id, t.value())), Some((merge.id, merge.value)));
            }
        }
    }

}

proptest! {
    #![proptest_config(config(150))]

    /// The report is the animation: moving each tile along its path, from the board
    /// before, gives the board after (ids and values), merges and the new tile applied.
    #[test]
    fn the_report_replays_the_move(seed in any::<u64>(), size in 3..=8usize, dirs in prop::collection::vec(direction(), 1..40)) {
        let mut game = Game48::with_size(seed, size).unwrap();
        for dir in dirs {
            let before: HashMap<_, _> = game.board().tiles().map(|(p, t)| (t.id, (p, t.value()))).collect();
            let Ok(report) = game.play(dir) else { continue };
            let mut shown = before.clone();
            for slide in &report.slides {
                prop_assert_eq!(shown.get(&slide.id).map(|s| s.0), Some(slide.from));
                prop_assert!(slide.from != slide.to);
                shown.get_mut(&slide.id).unwrap().0 = slide.to;
            }
            for merge in &report.merges {
                shown.remove(&merge.absorbed);
                shown.get_mut(&merge.id).unwrap().1 = merge.value;
            }
            let spawn = report.spawn.unwrap();
            shown.insert(spawn.id, (spawn.at, spawn.value));
            let after: HashMap<_, _> = game.board().tiles().map(|(p, t)| (t.id, (p, t.value()))).collect();
            prop_assert_eq!(shown, after);
        }
    }

    /// A move that changes nothing is refused, draws nothing and counts nothing; the
    /// refusal says game over exactly when no direction changes the board.
    #[test]
    fn a_move_that_changes_nothing_draws_nothing(seed in any::<u64>(), size in 3..=5usize, dirs in prop::collection::vec(direction(), 1..300)) {
        let mut game = Game48::with_size(seed, size).unwrap();
        for dir in dirs {
            let before = game.clone();
            match game.play(dir) {
                Ok(_) => prop_assert_eq!(game.moves(), before.moves() + 1),
                Err(refusal) => {
                    prop_assert_eq!(&game, &before);
                    let stuck = DIRECTIONS.iter().all(|&d| !game.board().can_slide(d));
                    prop_assert_eq!(refusal == Refusal48::GameOver, stuck);
                    prop_assert_eq!(game.outcome() == Outcome::GameOver, stuck);
                }
            }
        }
    }

    /// A seed and its moves replay the same game, and a save loads back as that game.
    #[test]
    fn a_seed_replays_and_a_save_loads_back(seed in any::<u64>(), size in 3..=8usize, dirs in prop::collection::vec(direction(), 0..60)) {
        let mut game = Game48::with_size(seed, size).unwrap();
        let mut again = Game48::with_size(seed, size).unwrap();
        for dir in dirs {
            prop_assert_eq!(game.play(dir), again.play(dir));
            prop_assert_eq!(Game48::from_json(&game.to_json()), Ok(game.clone()));
        }
    }

    /// Saves with random bytes never panic on loading.
    #[test]
    fn loading_random_text_never_panics(text in ".{0,200}") {
        let _ = Game48::from_json(&text);
    }
}

#[test]
fn a_new_game_has_two_tiles_of_2_or_4_and_the_side_asked_for() {
    for size in 3..=8 {
        for seed in 0..200 {
            let game = Game48::with_size(seed, size).unwrap();
            assert_eq!(game.board().size(), size);
            let values: Vec<u64> = game.board().tiles().map(|(_, t)| t.value()).collect();
            assert_eq!(values.len(), 2);
            assert!(values.iter().all(|&v| v == 2 || v == 4), "{values:?}");
            assert_eq!((game.score(), game.moves()), (0, 0));
        }
    }
    assert!(Game48::with_size(1, 2).is_err());
    assert!(Game48::with_size(1, 9).is_err());
}

#[test]
fn new_tiles_are_2_nine_times_in_ten_and_spread_over_the_empty_cells() {
    let (mut fours, mut twos) = (0u32, 0u32);
    let mut cells = [0u32; 16];
    for seed in 0..20_000 {
        let game = Game48::new(seed);
        for (pos, tile) in game.board().tiles() {
            if tile.value() == 4 {
                fours += 1
            } else {
                twos += 1
            }
            cells[usize::from(pos.y) * 4 + usize::from(pos.x)] += 1;
        }
    }
    let share = f64::from(fours) / f64::from(fours + twos);
    assert!((0.09..0.11).contains(&share), "4s are {share} of new tiles");
    // 40,000 tiles over 16 cells: 2,500 each, give or take.
    assert!(
        cells.iter().all(|&c| (2200..2800).contains(&c)),
        "{cells:?}"
    );
}

#[test]
fn the_win_is_reported_once_when_2048_first_appears() {
    let board: Board48 = "1024 1024 . .\n. . . .\n. . . .\n1024 1024 . ."
        .parse()
        .unwrap();
    let mut game = Game48::from_board(board, 3);
    assert!(!game.won());
    // The new tile goes on the last empty cell, (3, 3), out of the 2048s' way.
    let first = game
        .play_with(Direction::Left, &mut ScriptedSpawns::new(&[(13, 2)]))
        .unwrap();
    assert!(first.first_win);
    assert!(game.won());
    let second = game
        .play_with(Direction::Up, &mut ScriptedSpawns::new(&[(0, 2)]))
        .unwrap();
    assert_eq!(second.points, 4096);
    assert!(!second.first_win, "a second win is not announced");
    assert_eq!(
        game.board().get(Pos::new(0, 0)).map(|t| t.value()),
        Some(4096)
    );
}
