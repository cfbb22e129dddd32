//! Hint-free autoplay on 9×9 boards from fixed seeds: each turn checks for game over,
//! takes the first valid move in scan order and plays it, until the game ends.
//!
//! Besides criterion's own figures it prints the three the sim is held to, measured
//! directly: µs per move (cascades and the report included), µs per game-over check,
//! and moves per second of whole autoplay; and the time to write and read a save.

use std::hint::black_box;
use std::time::Instant;

use criterion::{BatchSize, Criterion, criterion_group};
use rules::Outcome;
use rules::exponentile::{Game, Move, MoveReport, Pos};

/// The seeds of the games measured.
const SEEDS: std::ops::Range<u64> = 1..41;

/// Plays `game` to its end with the first valid move each turn; returns the moves played.
fn autoplay(mut game: Game) -> u32 {
    while game.outcome() == Outcome::InPlay {
        let Some(Move { a, b }) = game.first_valid_move() else {
            break;
        };
        game.play(a, b).expect("a valid move is accepted");
    }
    game.moves()
}

/// Every position the autoplay of `SEEDS` meets, with the move it then plays.
fn positions() -> Vec<(Game, Move)> {
    let mut positions = Vec::new();
    for seed in SEEDS {
        let mut game = Game::new(seed);
        while let Some(m) = game.first_valid_move() {
            positions.push((game.clone(), m));
            game.play(m.a, m.b).expect("a valid move is accepted");
        }
        // The final position too, where the check has to try every pair.
        positions.push((
            game,
            Move {
                a: Pos::new(0, 0),
                b: Pos::new(0, 0),
            },
        ));
    }
    positions
}

/// How many positions the criterion benchmarks cycle through: a spread sample of all
/// of them, small enough to stay in cache and a power of two so the cycling is a mask.
const SAMPLE: usize = 1024;

fn criterion_benches(c: &mut Criterion) {
    let all = positions();
    let playable: Vec<&(Game, Move)> = all.iter().filter(|(g, _)| g.has_valid_move()).collect();
    let sample: Vec<(Game, Move)> = (0..SAMPLE)
        .map(|i| playable[i * playable.len() / SAMPLE].clone())
        .collect();
    let checks: Vec<Game> = (0..SAMPLE)
        .map(|i| all[i * all.len() / SAMPLE].0.clone())
        .collect();
    let mut next = 0;
    c.bench_function("play one move (9x9)", |bench| {
        bench.iter_batched(
            || {
                next = (next + 1) & (SAMPLE - 1);
                sample[next].clone()
            },
            // The report is dropped inside (a view drops each after animating it); the
            // game is handed back so that its own drop is not timed.
            |(mut game, m)| {
                black_box(game.play(m.a, m.b)).ok();
                game
            },
            BatchSize::SmallInput,
        )
    });
    let mut next = 0;
    c.bench_function("game-over check (9x9)", |bench| {
        bench.iter(|| {
            next = (next + 1) & (SAMPLE - 1);
            black_box(&checks[next]).outcome()
        })
    });
    c.bench_function("autoplay one game (9x9)", |bench| {
        let mut seed = SEEDS.start;
        bench.iter(|| {
            seed = if seed + 1 >= SEEDS.end {
                SEEDS.start
            } else {
                seed + 1
            };
            autoplay(black_box(Game::new(seed)))
        })
    });
}

/// The best and the median of `rounds` measurements: on a shared machine the best round
/// is the one least disturbed, the median shows how disturbed the rest were.
fn best_and_median(mut rounds: Vec<f64>) -> (f64, f64) {
    rounds.sort_by(f64::total_cmp);
    (rounds[0], rounds[rounds.len() / 2])
}

/// Times one call of `f` per item of a fresh batch from `make`, in microseconds per item,
/// for `rounds` rounds; the batch is built before the clock starts.
fn micros_per_item<T>(
    rounds: usize,
    make: impl Fn() -> Vec<T>,
    mut f: impl FnMut(&mut T),
) -> Vec<f64> {
    (0..rounds)
        .map(|_| {
            let mut batch = make();
            let start = Instant::now();
            for item in &mut batch {
                f(item);
            }
            start.elapsed().as_secs_f64() * 1e6 / batch.len() as f64
        })
        .collect()
}

fn headline_figures() {
    const ROUNDS: usize = 15;
    let positions = positions();
    let playable: Vec<(Game, Move)> = positions
        .iter()
        .filter(|(g, _)| g.has_valid_move())
        .cloned()
        .collect();

    let (move_best, move_median) = best_and_median(micros_per_item(
        ROUNDS,
        || playable.clone(),
        |(game, m)| {
            black_box(game.play(m.a, m.b)).ok();
        },
    ));
    // What the report's allocations cost: cloning a report makes the same allocations
    // as building it, and dropping the clone frees them.
    let reports: Vec<MoveReport> = playable
        .iter()
        .map(|(game, m)| game.clone().play(m.a, m.b).expect("a valid move"))
        .collect();
    let (report_best, report_median) = best_and_median(micros_per_item(
        ROUNDS,
        || reports.iter().collect(),
        |report| drop(black_box(black_box(*report).clone())),
    ));
    let (check_best, check_median) = best_and_median(micros_per_item(
        ROUNDS,
        || positions.iter().map(|(game, _)| game).collect(),
        |game| {
            black_box(black_box(*game).outcome());
        },
    ));
    let mut total_moves = 0u64;
    let rates: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            let moves: u64 = SEEDS.map(|seed| u64::from(autoplay(Game::new(seed)))).sum();
            total_moves = moves;
            -(moves as f64 / start.elapsed().as_secs_f64())
        })
        .collect();
    let (rate_best, rate_median) = best_and_median(rates);
    // The browser saves after every move and reads the save once a visit.
    let (write_best, write_median) = best_and_median(micros_per_item(
        ROUNDS,
        || positions.iter().map(|(game, _)| game).collect(),
        |game| {
            black_box(black_box(*game).to_json());
        },
    ));
    let saves: Vec<String> = positions.iter().map(|(game, _)| game.to_json()).collect();
    let (read_best, read_median) = best_and_median(micros_per_item(
        ROUNDS,
        || saves.iter().collect(),
        |text| {
            black_box(Game::from_json(black_box(text))).ok();
        },
    ));

    println!();
    println!("ExponenTorus sim, 9x9, hint-free autoplay (first valid move) from seeds {SEEDS:?},");
    println!("best of {ROUNDS} rounds (median in brackets):");
    println!(
        "  play:            {move_best:.3} µs per move ({move_median:.3}), cascades and report included, {} moves a round",
        playable.len()
    );
    println!(
        "    of which about {report_best:.3} µs ({report_median:.3}) allocate and free the report"
    );
    println!(
        "  game-over check: {check_best:.3} µs per check ({check_median:.3}), {} positions a round",
        positions.len()
    );
    println!(
        "  autoplay:        {:.0} moves per second ({:.0}), start, checks and move search included, {total_moves} moves a round",
        -rate_best, -rate_median
    );
    println!(
        "  save:            {write_best:.3} µs to write ({write_median:.3}), {read_best:.3} µs to read and check ({read_median:.3}), JSON of {} bytes on average",
        saves.iter().map(String::len).sum::<usize>() / saves.len()
    );
    println!();
}

criterion_group!(benches, criterion_benches);

fn main() {
    headline_figures();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
