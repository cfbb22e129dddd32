//! Finished games to submit, made quickly: 2048 games slid in a fixed order of directions
//! (each order another game of the same seed), and ExponenTorus games played by the greedy
//! hint; and games the boards refuse.

use rules::exponentile::Game;
use rules::{Direction, History, Outcome, replay_code, twenty48};

const DIRECTIONS: [Direction; 4] = [
    Direction::Left,
    Direction::Down,
    Direction::Right,
    Direction::Up,
];

/// 2048 game `seed` on `size`, slid to its end in the order numbered `order` (0 to 23):
/// each order plays another game.
pub fn twenty48_history(seed: u64, size: usize, order: usize) -> History<twenty48::Game> {
    let mut directions = DIRECTIONS.to_vec();
    // The order-th permutation of the four directions.
    let mut rest = order % 24;
    let mut chosen = Vec::new();
    for left in (1..=4).rev() {
        let fact: usize = (1..left).product();
        chosen.push(directions.remove(rest / fact));
        rest %= fact;
    }
    let mut history = History::new(twenty48::Game::with_size(seed, size).unwrap());
    while history.game().outcome() == Outcome::InPlay {
        // The first direction of the order that moves anything.
        let moved = chosen.iter().any(|&d| history.play(d).is_ok());
        assert!(moved, "a game in play has a slide");
    }
    history
}

/// The replay code of [`twenty48_history`].
pub fn twenty48(seed: u64, size: usize, order: usize) -> String {
    replay_code::encode(&twenty48_history(seed, size, order)).unwrap()
}

/// ExponenTorus game `seed` on `size`, played by the greedy hint to its end.
pub fn exponentorus_history(seed: u64, size: usize) -> History<Game> {
    let mut history = History::new(Game::with_size(seed, size).unwrap());
    while let Some(hint) = history.game().hint() {
        history.play(hint).unwrap();
    }
    history
}

/// The replay code of [`exponentorus_history`].
pub fn exponentorus(seed: u64, size: usize) -> String {
    replay_code::encode(&exponentorus_history(seed, size)).unwrap()
}

/// A 2048 game cut short after `moves` slides: not over.
pub fn unfinished(seed: u64, moves: usize) -> String {
    let full = twenty48_history(seed, 4, 0);
    let mut history = History::new(twenty48::Game::with_size(seed, 4).unwrap());
    for &d in &full.log()[..moves] {
        history.play(d).unwrap();
    }
    replay_code::encode(&history).unwrap()
}

/// A finished 2048 game with one undo on the way.
pub fn with_undo(seed: u64) -> String {
    let mut history = twenty48_history(seed, 4, 0);
    let last = *history.log().last().unwrap();
    history.undo();
    history.play(last).unwrap();
    replay_code::encode(&history).unwrap()
}

/// A finished 2048 game whose slides the solver chose.
pub fn by_the_solver(seed: u64) -> String {
    let log = twenty48_history(seed, 4, 0).log().to_vec();
    let mut history = History::new(twenty48::Game::with_size(seed, 4).unwrap());
    for d in log {
        history.play_by_solver(d).unwrap();
    }
    replay_code::encode(&history).unwrap()
}

/// The score a code's replay makes.
pub fn score_of(code: &str) -> u64 {
    replay_code::decode(code).unwrap().summary().score
}
