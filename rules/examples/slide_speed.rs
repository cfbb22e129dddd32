//! Random play of classic 2048: prints how many moves per second the rules engine plays,
//! and the spread of the games' highest tiles.
//!
//! ```text
//! cargo run --release --example slide_speed -- [--moves N] [--size K] [--seed S]
//! ```
//! Each turn picks one of the four directions at random (from its own PCG-32, apart from
//! the game's); a refused direction counts as a try, not a move. A game that ends is
//! replaced by the next seed's.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use rand::RngCore;
use rules::Direction;
use rules::twenty48::{Board as Board48, Game as Game48, Report as Report48};

const USAGE: &str = "\
usage: slide_speed [--moves N] [--size K] [--seed S]
  --moves N   accepted moves to play, at least 1 (default 20000000)
  --size K    board side, 3 to 8 (default 4)
  --seed S    seed of the first game; each next game takes the next seed (default 1)";

fn parse(args: impl IntoIterator<Item = String>) -> Result<(u64, usize, u64), String> {
    let (mut moves, mut size, mut seed) = (20_000_000, Board48::DEFAULT_SIZE, 1);
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = || format!("{flag}: {value:?} is not a valid value");
        match flag.as_str() {
            "--moves" => moves = value.parse().ok().filter(|&n| n >= 1).ok_or_else(bad)?,
            "--size" => {
                size = value
                    .parse()
                    .ok()
                    .filter(|n| (Board48::MIN_SIZE..=Board48::MAX_SIZE).contains(n))
                    .ok_or_else(bad)?
            }
            "--seed" => seed = value.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok((moves, size, seed))
}

fn main() -> ExitCode {
    let (target, size, first_seed) = match parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(why) => {
            eprintln!("{why}\n{USAGE}");
            return ExitCode::FAILURE;
        }
    };
    const DIRECTIONS: [Direction; 4] = [
        Direction::Left,
        Direction::Right,
        Direction::Up,
        Direction::Down,
    ];
    let mut chooser = rand_pcg::Pcg32::new(first_seed, 1);
    let mut seed = first_seed;
    let mut game = Game48::with_size(seed, size).expect("a checked size");
    let (mut moves, mut tries, mut points) = (0u64, 0u64, 0u64);
    let mut highest: BTreeMap<u64, u64> = BTreeMap::new();
    let mut report = Report48::new(Direction::Left);
    let started = Instant::now();
    while moves < target {
        tries += 1;
        let dir = DIRECTIONS[(chooser.next_u32() >> 30) as usize];
        // One report, reused: the engine's speed, not the allocator's.
        match game.play_into(dir, &mut report) {
            Ok(()) => {
                moves += 1;
                points += report.points;
            }
            Err(_) if game.board().is_stuck() => {
                *highest.entry(game.highest_tile()).or_default() += 1;
                seed = seed.wrapping_add(1);
                game = Game48::with_size(seed, size).expect("a checked size");
            }
            Err(_) => {}
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let games: u64 = highest.values().sum();
    println!("{size}×{size} random play: {moves} moves ({tries} tries) in {seconds:.2} s");
    println!(
        "{:.1} million moves per second; {:.1} million tries per second",
        moves as f64 / seconds / 1e6,
        tries as f64 / seconds / 1e6
    );
    println!("{games} games ended; points scored {points}; highest tile: count");
    for (tile, count) in highest {
        println!("  {tile:>6}: {count}");
    }
    ExitCode::SUCCESS
}
