//! Plays games with the best-hint policy (each turn, the move whose own pass scores most)
//! and prints the spread of scores, game lengths and highest tiles.
//!
//! ```text
//! cargo run --release --example autoplay -- --games 1000 --seed 1 [--size 9]
//! ```
//! Game `i` (from 0) is seeded `S + i`.

use std::collections::BTreeMap;
use std::process::ExitCode;

use exponentorus::sim::{Board, Game};

const USAGE: &str = "\
usage: autoplay [--games N] [--seed S] [--size K]
  --games N   how many games to play, at least 1 (default 100)
  --seed S    seed of the first game; game i is seeded S + i (default 1)
  --size K    board side, 3 to 16 (default 9)";

/// What to play.
struct Options {
    games: u64,
    seed: u64,
    size: usize,
}

/// The options in `args` (the program name left out), or why they are wrong.
fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        games: 100,
        seed: 1,
        size: Board::DEFAULT_SIZE,
    };
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
        match flag.as_str() {
            "--games" => {
                let text = value("--games")?;
                options.games = text.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
                    format!("--games wants a whole number of at least 1, not {text:?}")
                })?;
            }
            "--seed" => {
                let text = value("--seed")?;
                options.seed = text.parse().map_err(|_| {
                    format!(
                        "--seed wants a whole number from 0 to {}, not {text:?}",
                        u64::MAX
                    )
                })?;
            }
            "--size" => {
                let text = value("--size")?;
                options.size = text
                    .parse()
                    .ok()
                    .filter(|k| (Board::MIN_SIZE..=Board::MAX_SIZE).contains(k))
                    .ok_or_else(|| {
                        format!(
                            "--size wants a side from {} to {}, not {text:?}",
                            Board::MIN_SIZE,
                            Board::MAX_SIZE
                        )
                    })?;
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(options)
}

/// One finished game.
struct Played {
    score: u64,
    moves: u32,
    highest: u64,
}

/// Plays from `seed` taking the hint every turn until no move is left.
fn play_out(seed: u64, size: usize) -> Result<Played, String> {
    let mut game = Game::with_size(seed, size).map_err(|e| e.to_string())?;
    while let Some(hint) = game.hint() {
        game.play(hint.a, hint.b)
            .map_err(|refusal| format!("seed {seed}: the hint was refused: {refusal}"))?;
    }
    Ok(Played {
        score: game.score(),
        moves: game.moves(),
        highest: game.highest_tile(),
    })
}

/// The value at quantile `q` of sorted `values` (nearest rank).
fn quantile(sorted: &[u64], q: f64) -> u64 {
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// min, quartiles, mean and max of `values` as one line.
fn spread(mut values: Vec<u64>) -> String {
    values.sort_unstable();
    let mean = values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64;
    format!(
        "min {}  q1 {}  median {}  q3 {}  max {}  mean {:.1}",
        values[0],
        quantile(&values, 0.25),
        quantile(&values, 0.5),
        quantile(&values, 0.75),
        values[values.len() - 1],
        mean
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let options = match parse(args) {
        Ok(options) => options,
        Err(why) => {
            eprintln!("autoplay: {why}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut games = Vec::new();
    for i in 0..options.games {
        match play_out(options.seed.wrapping_add(i), options.size) {
            Ok(played) => games.push(played),
            Err(why) => {
                eprintln!("autoplay: {why}");
                return ExitCode::FAILURE;
            }
        }
    }
    let last = options.seed.wrapping_add(options.games - 1);
    println!(
        "{} games on {}x{} with the best-hint policy, seeds {} to {last}",
        games.len(),
        options.size,
        options.size,
        options.seed
    );
    println!(
        "score:          {}",
        spread(games.iter().map(|g| g.score).collect())
    );
    println!(
        "moves per game: {}",
        spread(games.iter().map(|g| u64::from(g.moves)).collect())
    );
    println!("highest tile:");
    let mut histogram = BTreeMap::new();
    for game in &games {
        *histogram.entry(game.highest).or_insert(0u64) += 1;
    }
    let most = histogram.values().copied().max().unwrap_or(1);
    for (tile, count) in histogram {
        let bar = "#".repeat(((count * 50).div_ceil(most)) as usize);
        println!("  {tile:>8} {count:>6}  {bar}");
    }
    ExitCode::SUCCESS
}
