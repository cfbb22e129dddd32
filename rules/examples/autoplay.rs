//! Plays games with one or more policies over the same seeds and prints, side by side, the
//! spread of scores, game lengths, highest tiles and time per decision.
//!
//! ```text
//! cargo run --release --example autoplay -- --games 200 --seed 1 --policy greedy,lookahead
//! cargo run --release --example autoplay -- --games 200 --curve 250,500,1000,2000,4000
//! cargo run --release --example autoplay -- --flat --games 200 --policy greedy,lookahead
//! ```
//! Game `i` (from 0) is seeded `S + i`. `--flat` plays the original ExponenTile's flat
//! board (8×8 unless `--size` says otherwise) instead of the cylinder. `greedy` takes the
//! hint (the move whose own pass scores most); `lookahead` asks the solver
//! (`rules::exponentile::solver`) with `--depth` and `--nodes`.
//! `--curve` plays greedy, then the look-ahead policy at each node budget, one row each.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rules::Mode;
use rules::exponentile::solver::{self, Budget};
use rules::exponentile::{Board, Game, Move, Topology};

const USAGE: &str = "\
usage: autoplay [--flat] [--games N] [--seed S] [--size K] [--policy P,..] [--depth D]
                [--nodes B] [--curve B,..]
  --flat       a flat board, whose columns do not wrap (the original ExponenTile)
  --games N    how many games to play, at least 1 (default 100)
  --seed S     seed of the first game; game i is seeded S + i (default 1)
  --size K     board side, 3 to 16 (default 9 on a cylinder, 8 on a flat board)
  --policy P   greedy, lookahead, or both as greedy,lookahead (default greedy)
  --depth D    plies the look-ahead plays in each line, 1 to 4 (default 2)
  --nodes B    the look-ahead's node budget per decision (default 600)
  --curve B,.. the median score of the look-ahead at each node budget, after greedy's";

/// How a move is chosen.
#[derive(Clone, Copy)]
enum Policy {
    /// The hint: the move whose own pass scores most.
    Greedy,
    /// The solver, within this budget (its seed is the game's move count, so each
    /// decision samples afresh but every run is the same).
    Lookahead { depth: u8, nodes: u32 },
}

impl Policy {
    fn name(self) -> String {
        match self {
            Policy::Greedy => "greedy".to_owned(),
            Policy::Lookahead { depth, nodes } => format!("lookahead d{depth} {nodes}n"),
        }
    }

    fn choose(self, game: &Game) -> Option<Move> {
        match self {
            Policy::Greedy => game.hint(),
            Policy::Lookahead { depth, nodes } => {
                let budget = Budget {
                    depth,
                    nodes,
                    seed: u64::from(game.moves()),
                };
                solver::choose(game.board(), budget).map(|choice| choice.swap)
            }
        }
    }
}

/// What to play.
struct Options {
    topology: Topology,
    games: u64,
    seed: u64,
    size: usize,
    policies: Vec<String>,
    depth: u8,
    nodes: u32,
    curve: Option<Vec<u32>>,
}

/// `text` as a number of type `T` within `ok`, or a message naming `flag`.
fn number<T: std::str::FromStr>(
    flag: &str,
    text: &str,
    what: &str,
    ok: impl Fn(&T) -> bool,
) -> Result<T, String> {
    text.parse()
        .ok()
        .filter(ok)
        .ok_or_else(|| format!("{flag} wants {what}, not {text:?}"))
}

/// The options in `args` (the program name left out), or why they are wrong.
fn parse(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options {
        topology: Topology::Cylinder,
        games: 100,
        seed: 1,
        size: Board::DEFAULT_SIZE,
        policies: vec!["greedy".to_owned()],
        depth: Budget::DEFAULT.depth,
        nodes: Budget::DEFAULT.nodes,
        curve: None,
    };
    let mut args = args.into_iter();
    let mut size = None;
    while let Some(flag) = args.next() {
        if flag == "--flat" {
            options.topology = Topology::Flat;
            continue;
        }
        if !flag.starts_with("--") {
            return Err(format!("unknown argument {flag:?}"));
        }
        let text = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--games" => {
                options.games = number(&flag, &text, "a whole number of at least 1", |&n| n >= 1)?
            }
            "--seed" => {
                options.seed = number(&flag, &text, "a whole number from 0 to 2^64-1", |_| true)?
            }
            "--size" => {
                size = Some(number(&flag, &text, "a side from 3 to 16", |k| {
                    (Board::MIN_SIZE..=Board::MAX_SIZE).contains(k)
                })?)
            }
            "--policy" => {
                options.policies = text.split(',').map(str::to_owned).collect();
                if let Some(bad) = options
                    .policies
                    .iter()
                    .find(|p| !matches!(p.as_str(), "greedy" | "lookahead"))
                {
                    return Err(format!("--policy knows greedy and lookahead, not {bad:?}"));
                }
            }
            "--depth" => {
                options.depth = number(&flag, &text, "1 to 4", |d| {
                    (1..=Budget::MAX_DEPTH).contains(d)
                })?
            }
            "--nodes" => {
                options.nodes = number(&flag, &text, "a whole number of at least 1", |&n| n >= 1)?
            }
            "--curve" => {
                let budgets = text
                    .split(',')
                    .map(|b| number(&flag, b, "node budgets of at least 1", |&n: &u32| n >= 1))
                    .collect::<Result<Vec<_>, _>>()?;
                options.curve = Some(budgets);
            }
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    // A flat board's usual side is the flat mode's (the original's 8×8).
    options.size = size.unwrap_or(match options.topology {
        Topology::Cylinder => Board::DEFAULT_SIZE,
        Topology::Flat => Mode::Exponentile.default_size(),
    });
    Ok(options)
}

/// One finished game.
struct Played {
    score: u64,
    moves: u32,
    highest: u64,
    thinking: Duration,
}

/// Plays from `seed` on a board of `topology` with `policy` until no move is left.
fn play_out(topology: Topology, seed: u64, size: usize, policy: Policy) -> Result<Played, String> {
    let mut game = Game::deal(topology, seed, size).map_err(|e| e.to_string())?;
    let mut thinking = Duration::ZERO;
    loop {
        let started = Instant::now();
        let chosen = policy.choose(&game);
        thinking += started.elapsed();
        let Some(swap) = chosen else { break };
        game.play(swap.a, swap.b).map_err(|refusal| {
            format!(
                "seed {seed}: {} chose a refused move: {refusal}",
                policy.name()
            )
        })?;
    }
    Ok(Played {
        score: game.score(),
        moves: game.moves(),
        highest: game.highest_tile(),
        thinking,
    })
}

/// Every game of `options` with `policy`.
fn play_all(options: &Options, policy: Policy) -> Result<Vec<Played>, String> {
    (0..options.games)
        .map(|i| {
            play_out(
                options.topology,
                options.seed.wrapping_add(i),
                options.size,
                policy,
            )
        })
        .collect()
}

/// The value at quantile `q` of sorted `values` (nearest rank).
fn quantile(sorted: &[u64], q: f64) -> u64 {
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The rows of the side-by-side table for one policy's games, as (label, value).
fn rows(games: &[Played]) -> Vec<(String, String)> {
    let mut rows = Vec::new();
    for (what, mut values) in [
        ("score", games.iter().map(|g| g.score).collect::<Vec<_>>()),
        ("moves", games.iter().map(|g| u64::from(g.moves)).collect()),
    ] {
        values.sort_unstable();
        let mean = values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64;
        for (label, q) in [("min", 0.0), ("q1", 0.25), ("median", 0.5), ("q3", 0.75)] {
            rows.push((format!("{what} {label}"), quantile(&values, q).to_string()));
        }
        rows.push((format!("{what} max"), values[values.len() - 1].to_string()));
        rows.push((format!("{what} mean"), format!("{mean:.1}")));
    }
    rows.push((
        "ms per decision".to_owned(),
        format!("{:.3}", per_decision(games)),
    ));
    let mut histogram = BTreeMap::new();
    for game in games {
        *histogram.entry(game.highest).or_insert(0u64) += 1;
    }
    for (tile, count) in histogram {
        rows.push((format!("highest {tile:>6}"), count.to_string()));
    }
    rows
}

/// Mean wall-clock milliseconds per decision over `games`.
fn per_decision(games: &[Played]) -> f64 {
    let decisions: u64 = games.iter().map(|g| u64::from(g.moves) + 1).sum();
    let thinking: Duration = games.iter().map(|g| g.thinking).sum();
    thinking.as_secs_f64() * 1000.0 / decisions as f64
}

/// The median score of `games`.
fn median(games: &[Played]) -> u64 {
    let mut scores: Vec<u64> = games.iter().map(|g| g.score).collect();
    scores.sort_unstable();
    quantile(&scores, 0.5)
}

fn run(options: &Options) -> Result<(), String> {
    let last = options.seed.wrapping_add(options.games - 1);
    let board = match options.topology {
        Topology::Cylinder => "cylinder",
        Topology::Flat => "flat board",
    };
    println!(
        "{} games on a {}x{} {board}, seeds {} to {last}",
        options.games, options.size, options.size, options.seed
    );
    let greedy = Policy::Greedy;
    if let Some(budgets) = &options.curve {
        let base = play_all(options, greedy)?;
        println!(
            "{:>24} {:>10} {:>8} {:>10}",
            "policy", "median", "x greedy", "ms/move"
        );
        println!(
            "{:>24} {:>10} {:>8.2} {:>10.3}",
            greedy.name(),
            median(&base),
            1.0,
            per_decision(&base)
        );
        for &nodes in budgets {
            let policy = Policy::Lookahead {
                depth: options.depth,
                nodes,
            };
            let games = play_all(options, policy)?;
            println!(
                "{:>24} {:>10} {:>8.2} {:>10.3}",
                policy.name(),
                median(&games),
                median(&games) as f64 / median(&base).max(1) as f64,
                per_decision(&games)
            );
        }
        return Ok(());
    }
    let mut columns = Vec::new();
    for name in &options.policies {
        let policy = match name.as_str() {
            "greedy" => greedy,
            _ => Policy::Lookahead {
                depth: options.depth,
                nodes: options.nodes,
            },
        };
        columns.push((policy.name(), rows(&play_all(options, policy)?)));
    }
    // Rows by label, in the order first seen; a policy without a row shows 0 (a
    // highest tile it never reached).
    let mut labels: Vec<String> = Vec::new();
    for (_, rows) in &columns {
        for (label, _) in rows {
            if !labels.contains(label) {
                labels.push(label.clone());
            }
        }
    }
    // The highest tiles last, in ascending order (a stable sort keeps the rest in place).
    labels.sort_by_key(|label| {
        label
            .strip_prefix("highest")
            .and_then(|tile| tile.trim().parse::<u64>().ok())
    });
    print!("{:<16}", "");
    for (name, _) in &columns {
        print!(" {name:>20}");
    }
    println!();
    for label in &labels {
        print!("{label:<16}");
        for (_, rows) in &columns {
            let value = rows
                .iter()
                .find(|(l, _)| l == label)
                .map_or("0", |(_, v)| v.as_str());
            print!(" {value:>20}");
        }
        println!();
    }
    Ok(())
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
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("autoplay: {why}");
            ExitCode::FAILURE
        }
    }
}
