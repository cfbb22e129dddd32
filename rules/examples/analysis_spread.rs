//! The spread the analysis's thresholds were chosen from (docs/RULES.md §20): games of
//! each mode played by a fallible player (the solver's move three times in four, else any
//! valid move), every valid move of every position weighed as the analysis weighs it.
//! Prints the percentiles of the share of the best move's worth the other moves give up,
//! the sampling noise (the share the solver's own move seems to give up when the same
//! position is searched with another seed), the puzzles' margins, and the speed.
//!
//! ```text
//! cargo run --release -p rules --example analysis_spread -- --games 40 --moves 300
//! ```

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rules::analysis::{WHOLE, Yardstick, weigh};
use rules::solver::{Budget, Search, Solver, choose};
use rules::{History, Mode, Rules, exponentile, twenty48};

const USAGE: &str =
    "usage: analysis_spread [--games N] [--moves M] [--mode NAME] [--nodes B] [--depth D]";

fn main() {
    let mut games = 40u64;
    let mut moves = 300usize;
    let mut only: Option<Mode> = None;
    let (mut nodes, mut depth): (Option<u32>, Option<u8>) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_else(|| panic!("{USAGE}"));
        match flag.as_str() {
            "--games" => games = value.parse().expect(USAGE),
            "--moves" => moves = value.parse().expect(USAGE),
            "--mode" => only = Some(Mode::from_name(&value).expect(USAGE)),
            "--nodes" => nodes = Some(value.parse().expect(USAGE)),
            "--depth" => depth = Some(value.parse().expect(USAGE)),
            _ => panic!("{USAGE}"),
        }
    }
    for mode in Mode::ALL {
        if only.is_some_and(|only| only != mode) {
            continue;
        }
        let asked = (nodes, depth);
        let mut spread = match mode {
            Mode::Exponentorus => {
                let deal = |seed| exponentile::Game::deal(exponentile::Topology::Cylinder, seed, 9);
                measure(games, moves, asked, deal, exponentile::Game::hint)
            }
            Mode::Exponentile => {
                let deal = |seed| exponentile::Game::deal(exponentile::Topology::Flat, seed, 8);
                measure(games, moves, asked, deal, exponentile::Game::hint)
            }
            Mode::Twenty48 => {
                let deal = |seed| twenty48::Game::deal((), seed, 4);
                measure(games, moves, asked, deal, |_: &twenty48::Game| None)
            }
        };
        spread.print(mode);
    }
}

/// What the games showed.
#[derive(Default)]
struct Spread {
    /// The share each valid move other than the best gives up, in millionths.
    lost: Vec<u32>,
    /// The share the best move seems to give up under another seed.
    noise: Vec<u32>,
    /// The share the greedy hint's move gives up (ExponenTile), the solver's move included.
    greedy: Vec<u32>,
    /// Each position's margin, where it has enough moves for a puzzle.
    margins: Vec<u32>,
    positions: usize,
    searching: Duration,
    yardstick: Option<Yardstick>,
}

/// Plays `games` games of at most `most_moves` moves each, searched within the mode's
/// yardstick's budget, or the nodes and depth `asked`.
fn measure<R: Solver>(
    games: u64,
    most_moves: usize,
    asked: (Option<u32>, Option<u8>),
    deal: impl Fn(u64) -> Result<R, rules::SizeError>,
    greedy: impl Fn(&R) -> Option<R::Move>,
) -> Spread {
    let budget = Budget {
        nodes: asked.0.unwrap_or(R::YARDSTICK.budget.nodes),
        depth: asked.1.unwrap_or(R::YARDSTICK.budget.depth),
        seed: 0,
    };
    let mut spread = Spread {
        yardstick: Some(R::YARDSTICK),
        ..Spread::default()
    };
    for seed in 1..=games {
        let mut history = History::new(deal(seed).expect("a side the mode plays"));
        let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
        while history.log().len() < most_moves {
            let game = history.game().clone();
            let started = Instant::now();
            let mut search = game.search(Budget {
                seed: u64::from(game.moves()),
                ..budget
            });
            if choose(search.clone()).is_none() {
                break;
            }
            while search.step(u32::MAX).is_none() {}
            spread.searching += started.elapsed();
            spread.positions += 1;
            let Some(weighed) = weigh(&game, &search, None) else {
                break;
            };
            let appraisals = search.appraisals();
            for a in &appraisals {
                let worth = (a.worth * 1000.0).round() as i64;
                let moved = R::pack_move(game.canonical(a.mv), game.size());
                if moved != Some(weighed.best) {
                    spread
                        .lost
                        .push(share(weighed.best_worth - worth, weighed.best_worth));
                }
            }
            if let Some(mv) = greedy(&game) {
                let packed = R::pack_move(game.canonical(mv), game.size());
                if let Some(a) = appraisals
                    .iter()
                    .find(|a| R::pack_move(game.canonical(a.mv), game.size()) == packed)
                {
                    let worth = (a.worth * 1000.0).round() as i64;
                    spread
                        .greedy
                        .push(share(weighed.best_worth - worth, weighed.best_worth));
                }
            }
            if weighed.choices >= R::YARDSTICK.puzzle_moves {
                spread.margins.push(weighed.margin());
            }
            spread.noise.push(noise(&game, budget, weighed.best));
            let mv = if rng.random_range(0..4) == 0 {
                appraisals[rng.random_range(0..appraisals.len())].mv
            } else {
                R::unpack_move(weighed.best, game.size()).expect("the best move unpacks")
            };
            history.play(mv).expect("a valid move");
        }
    }
    spread
}

/// The share the move packed as `best` gives up when `game`'s position is searched with
/// another seed: what sampling alone makes of two equal moves.
fn noise<R: Solver>(game: &R, budget: Budget, best: u64) -> u32 {
    let mut search = game.search(Budget {
        seed: u64::from(game.moves()) + 1_000_003,
        ..budget
    });
    while search.step(u32::MAX).is_none() {}
    let Some(other) = weigh(game, &search, None) else {
        return 0;
    };
    let worth = search
        .appraisals()
        .iter()
        .find(|a| R::pack_move(game.canonical(a.mv), game.size()) == Some(best))
        .map_or(other.best_worth, |a| (a.worth * 1000.0).round() as i64);
    share(other.best_worth - worth, other.best_worth)
}

fn share(part: i64, whole: i64) -> u32 {
    if whole <= 0 || part <= 0 {
        return 0;
    }
    (i128::from(part) * i128::from(WHOLE) / i128::from(whole)).min(i128::from(WHOLE)) as u32
}

impl Spread {
    fn print(&mut self, mode: Mode) {
        let yardstick = self.yardstick.expect("measured");
        println!(
            "{mode}: {} positions, {:.0} positions searched a second",
            self.positions,
            self.positions as f64 / self.searching.as_secs_f64()
        );
        let percent = |share: u32| f64::from(share) / 10_000.0;
        for (name, values) in [
            ("other moves' lost share", &mut self.lost),
            ("noise (best move, another seed)", &mut self.noise),
            ("margins", &mut self.margins),
            ("the greedy hint's move", &mut self.greedy),
        ] {
            values.sort_unstable();
            let at = |p: usize| {
                values
                    .get(values.len().saturating_sub(1) * p / 100)
                    .copied()
            };
            let line: Vec<String> = [10, 25, 50, 75, 90, 95, 99]
                .iter()
                .map(|&p| format!("p{p} {:.2}%", percent(at(p).unwrap_or(0))))
                .collect();
            println!("  {name} ({}): {}", values.len(), line.join(", "));
        }
        let above = |values: &[u32], t: u32| {
            100.0 * values.iter().filter(|&&v| v >= t).count() as f64 / values.len().max(1) as f64
        };
        println!(
            "  other moves at or past: inaccuracy {:.1}%, mistake {:.1}%, blunder {:.1}%; \
             the greedy hint's: {:.1}%, {:.1}%, {:.1}%; noise past inaccuracy {:.1}%; \
             positions that are puzzles {:.1}%",
            above(&self.lost, yardstick.inaccuracy),
            above(&self.lost, yardstick.mistake),
            above(&self.lost, yardstick.blunder),
            above(&self.greedy, yardstick.inaccuracy),
            above(&self.greedy, yardstick.mistake),
            above(&self.greedy, yardstick.blunder),
            above(&self.noise, yardstick.inaccuracy),
            above(&self.margins, yardstick.puzzle_margin),
        );
    }
}
