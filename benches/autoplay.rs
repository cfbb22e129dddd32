//! Hint-free autoplay on 9×9 boards from fixed seeds: each turn checks for game over,
//! takes the first valid move in scan order and plays it, until the game ends.
//!
//! Besides criterion's own figures it prints the three the sim is held to, measured
//! directly: µs per move (cascades and the report included), µs per game-over check,
//! and moves per second of whole autoplay.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group};
use exponentorus::sim::{Game, Move, Outcome, Pos};

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

fn criterion_benches(c: &mut Criterion) {
    let positions = positions();
    let mut next = 0;
    c.bench_function("play one move (9x9)", |bench| {
        bench.iter_batched(
            || {
                next = (next + 1) % positions.len();
                positions[next].clone()
            },
            |(mut game, m)| black_box(game.play(m.a, m.b)),
            BatchSize::SmallInput,
        )
    });
    let mut next = 0;
    c.bench_function("game-over check (9x9)", |bench| {
        bench.iter(|| {
            next = (next + 1) % positions.len();
            black_box(&positions[next].0).outcome()
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

/// Times `f` over at least `min` of wall time; returns the time per call to `f`.
fn per_call(min: Duration, mut f: impl FnMut() -> u64) -> (Duration, u64) {
    let start = Instant::now();
    let mut calls = 0;
    while start.elapsed() < min {
        calls += f();
    }
    (start.elapsed() / calls.max(1) as u32, calls)
}

fn headline_figures() {
    let positions = positions();
    let playable: Vec<&(Game, Move)> = positions
        .iter()
        .filter(|(g, _)| g.has_valid_move())
        .collect();
    let budget = Duration::from_secs(2);

    // Moves: clones are made before the clock starts, a batch at a time.
    let mut played = Duration::ZERO;
    let mut moves = 0u64;
    while played < budget {
        let mut batch: Vec<(Game, Move)> = playable.iter().map(|&p| p.clone()).collect();
        let start = Instant::now();
        for (game, m) in &mut batch {
            black_box(game.play(m.a, m.b)).ok();
        }
        played += start.elapsed();
        moves += batch.len() as u64;
    }
    let per_move = played.as_secs_f64() * 1e6 / moves as f64;

    let (per_check, _) = per_call(budget, || {
        for (game, _) in &positions {
            black_box(black_box(game).outcome());
        }
        positions.len() as u64
    });

    let mut total_moves = 0u64;
    let start = Instant::now();
    let mut games = 0;
    while start.elapsed() < budget {
        for seed in SEEDS {
            total_moves += u64::from(autoplay(Game::new(seed)));
            games += 1;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();

    println!();
    println!("ExponenTorus sim, 9x9, hint-free autoplay from seeds {SEEDS:?}:");
    println!(
        "  play:            {per_move:.3} µs per move (cascades and report included; {moves} moves timed)"
    );
    println!(
        "  game-over check: {:.3} µs per check ({} positions)",
        per_check.as_secs_f64() * 1e6,
        positions.len()
    );
    println!(
        "  autoplay:        {:.0} moves per second ({games} games, {:.1} moves per game, start and checks included)",
        total_moves as f64 / elapsed,
        total_moves as f64 / games as f64
    );
}

criterion_group!(benches, criterion_benches);

fn main() {
    headline_figures();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
