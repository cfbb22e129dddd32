//! `--mode 2048`: classic 2048 played by its expectimax solver, through the solver
//! interface every mode shares (`rules::solver`), over the same seeds as ExponenTile's
//! games: the usual table with the search's own figures and the share of games reaching
//! each milestone tile, or (`--curve`) those figures against the node budget.

use std::time::{Duration, Instant};

use rules::solver::{Budget, Search, Solver};
use rules::twenty48::Game;

use super::{Options, Played, in_parallel, median, per_decision, rows};

/// The tiles whose share of games reached is reported.
const MILESTONES: [u64; 4] = [2048, 4096, 8192, 16384];

/// The CPU time the calling thread has run so far, from Linux's
/// `/proc/thread-self/schedstat` (its first field, in nanoseconds); `None` elsewhere.
/// Wall-clock time on a machine shared with other work counts the waits too.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Plays from `seed` with the solver within `budget` until no slide is left.
fn play_out(seed: u64, size: usize, budget: Budget) -> Result<Played, String> {
    let mut game = Game::with_size(seed, size).map_err(|e| e.to_string())?;
    let cpu_before = thread_cpu_time();
    let mut thinking = Duration::ZERO;
    let (mut depths, mut nodes) = (0, 0);
    loop {
        let started = Instant::now();
        let mut search = game.search(budget);
        let chosen = loop {
            if let Some(answer) = search.step(u32::MAX) {
                break answer;
            }
        };
        thinking += started.elapsed();
        nodes += search.spent();
        let Some(choice) = chosen else { break };
        depths += u64::from(choice.depth);
        game.play(choice.mv).map_err(|refusal| {
            format!("seed {seed}: the solver chose a refused slide: {refusal}")
        })?;
    }
    Ok(Played {
        score: game.score(),
        moves: game.moves(),
        highest: game.highest_tile(),
        thinking,
        depths,
        nodes,
        // The game's own slides take nanoseconds: the thinking is nearly all of it.
        cpu: thread_cpu_time()
            .zip(cpu_before)
            .map(|(after, before)| after.saturating_sub(before)),
    })
}

/// Every game of `options` with the solver at `nodes`.
fn play_all(options: &Options, nodes: u32) -> Result<Vec<Played>, String> {
    let budget = Budget {
        nodes,
        depth: options.depth,
        seed: 0,
    };
    in_parallel(options, |seed| play_out(seed, options.size, budget))
}

/// Decisions made in `games`: one per slide, and the last that found none.
fn decisions(games: &[Played]) -> f64 {
    games.iter().map(|g| u64::from(g.moves) + 1).sum::<u64>() as f64
}

/// Mean CPU milliseconds per decision over `games`, if every game has its CPU time.
fn cpu_per_decision(games: &[Played]) -> Option<f64> {
    let cpu: Duration = games.iter().map(|g| g.cpu).sum::<Option<Duration>>()?;
    Some(cpu.as_secs_f64() * 1000.0 / decisions(games))
}

/// The mean depth searched and the mean nodes spent per decision.
fn search_figures(games: &[Played]) -> (f64, f64) {
    let depths: u64 = games.iter().map(|g| g.depths).sum();
    let nodes: u64 = games.iter().map(|g| g.nodes).sum();
    (
        depths as f64 / decisions(games),
        nodes as f64 / decisions(games),
    )
}

/// The percentage of `games` whose highest tile reached `tile`.
fn reached(games: &[Played], tile: u64) -> f64 {
    let count = games.iter().filter(|g| g.highest >= tile).count();
    100.0 * count as f64 / games.len() as f64
}

fn cpu_text(games: &[Played]) -> String {
    cpu_per_decision(games).map_or("n/a".to_owned(), |ms| format!("{ms:.3}"))
}

/// Classic 2048's report: the table at one budget, or the curve over several.
pub(super) fn run(options: &Options) -> Result<(), String> {
    if let Some(budgets) = &options.curve {
        print!("{:>10} {:>10}", "nodes", "median");
        for tile in MILESTONES {
            print!(" {:>7}", format!(">={tile}"));
        }
        println!(
            " {:>10} {:>10} {:>6} {:>10}",
            "ms/move", "cpu ms", "depth", "nodes"
        );
        for &nodes in budgets {
            let games = play_all(options, nodes)?;
            let (depth, spent) = search_figures(&games);
            print!("{nodes:>10} {:>10}", median(&games));
            for tile in MILESTONES {
                print!(" {:>6.1}%", reached(&games, tile));
            }
            println!(
                " {:>10.3} {:>10} {:>6.2} {:>10.0}",
                per_decision(&games),
                cpu_text(&games),
                depth,
                spent
            );
        }
        return Ok(());
    }
    let games = play_all(options, options.nodes)?;
    let mut table = rows(&games);
    let (depth, spent) = search_figures(&games);
    // The search's own figures after the time per decision, before the highest tiles.
    let at = 1 + table
        .iter()
        .position(|(label, _)| label == "ms per decision")
        .expect("rows() times the decisions");
    table.splice(
        at..at,
        [
            ("cpu ms per dec.".to_owned(), cpu_text(&games)),
            ("mean depth".to_owned(), format!("{depth:.2}")),
            ("mean nodes".to_owned(), format!("{spent:.0}")),
        ],
    );
    for tile in MILESTONES {
        table.push((
            format!("reached {tile:>6}"),
            format!("{:.1}%", reached(&games, tile)),
        ));
    }
    let name = format!("expectimax {}n", options.nodes);
    println!("{:<16} {name:>20}", "");
    for (label, value) in table {
        println!("{label:<16} {value:>20}");
    }
    Ok(())
}
