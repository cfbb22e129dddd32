//! How fast a game is analysed natively (docs/performance.md): a game of each mode played
//! by the solver, 300 moves long unless it ends first, analysed whole as the server
//! analyses a game for its puzzles, `--runs` times; prints the moves analysed a second,
//! and each game's replay code (the page's benchmark, end2end/tests/analysis-perf.spec.ts,
//! analyses the same games).
//!
//! ```text
//! cargo run --release -p rules --example analysis_speed -- --moves 300 --runs 3
//! ```

use std::time::Instant;

use rules::analysis::{search_of, weigh};
use rules::solver::{Search, Solver};
use rules::{AnyHistory, History, Mode, exponentile, twenty48};

fn main() {
    let mut moves = 300;
    let mut runs = 3;
    let mut args = std::env::args().skip(1);
    while let (Some(flag), Some(value)) = (args.next(), args.next()) {
        match flag.as_str() {
            "--moves" => moves = value.parse().expect("--moves N"),
            "--runs" => runs = value.parse().expect("--runs N"),
            _ => panic!("usage: analysis_speed [--moves N] [--runs R]"),
        }
    }
    for mode in Mode::ALL {
        let game: AnyHistory = match mode {
            Mode::Twenty48 => played(twenty48::Game::new(1), moves).into(),
            mode => {
                let topology = if mode.columns_wrap() {
                    exponentile::Topology::Cylinder
                } else {
                    exponentile::Topology::Flat
                };
                let deal = exponentile::Game::deal(topology, 1, mode.default_size());
                played(deal.expect("the mode's own side"), moves).into()
            }
        };
        let mut best = f64::INFINITY;
        for _ in 0..runs {
            let started = Instant::now();
            let review = game.analyse();
            best = best.min(started.elapsed().as_secs_f64());
            assert_eq!(review.moves.len(), game.logged_moves());
        }
        println!(
            "{mode} {}×{}: {} moves analysed in {:.2} s (the best of {runs}), {:.0} moves a second",
            game.summary().size,
            game.summary().size,
            game.logged_moves(),
            best,
            game.logged_moves() as f64 / best
        );
        println!(
            "  its code: {}",
            game.replay_code().expect("a game from its deal")
        );
    }
}

/// `deal` played `moves` moves by the analysis's own best move (fewer if it ends).
fn played<R: Solver>(deal: R, moves: usize) -> History<R> {
    let mut history = History::new(deal);
    while history.log().len() < moves {
        let game = history.game().clone();
        let mut search = search_of(&game);
        while search.step(u32::MAX).is_none() {}
        let Some(best) =
            weigh(&game, &search, None).and_then(|w| R::unpack_move(w.best, game.size()))
        else {
            break;
        };
        history.play(best).expect("the solver's move is valid");
    }
    history
}
