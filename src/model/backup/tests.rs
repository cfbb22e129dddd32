//! The backup's tests, by role: export (a backup made, written and read back), versions
//! (older and later files), preview (what an import would replace), restore (what it
//! does replace), refusals (what is refused, and how it says so); and the games, settings
//! and backups they share.

use std::collections::BTreeMap;

use super::preview::describe_game;
use super::*;
use crate::model::settings::{Palette, Speed, Theme, Volume};
use crate::model::stats::Finished;
use crate::model::storage::KeyValue;
use crate::model::storage::test_stores::Memory;
use rules::exponentile::Game;
use rules::{Direction, History};

mod export;
mod preview;
mod refusals;
mod restore;
mod versions;

fn played(seed: u64, moves: usize) -> History<Game> {
    let mut history = History::new(Game::new(seed));
    for _ in 0..moves {
        let mv = history.game().hint().expect("a move");
        history.play(mv).expect("the hint is valid");
    }
    history
}

fn settings() -> Settings {
    Settings {
        speed: Some(Speed::Fast),
        help_seen: true,
        theme: Theme::Dark,
        palette: Palette::Safe,
        ..Settings::default()
    }
}

/// A backup of the main game alone, as one made before board sizes: 9×9's best alone.
fn sample() -> Backup {
    let main = ModePart {
        game: Some(played(42, 5).into()),
        bests: BTreeMap::from([(9, 98765)]),
    };
    Backup {
        modes: BTreeMap::from([(Mode::Exponentorus, main)]),
        settings: settings(),
        stats: None,
        player: None,
    }
}

fn slid() -> AnyHistory {
    let mut history = History::new(rules::twenty48::Game::with_size(9, 5).unwrap());
    for dir in [Direction::Left, Direction::Down, Direction::Right] {
        let _ = history.play(dir);
    }
    history.into()
}

/// With 2048's part: a game, and the best of every side.
fn with_2048() -> Backup {
    let mut backup = sample();
    let bests = Mode::Twenty48.sizes().iter().map(|&side| {
        let best = [(4, 2048), (5, 316)].into_iter().find(|&(s, _)| s == side);
        (side, best.map_or(0, |(_, best)| best))
    });
    let part = ModePart {
        game: Some(slid()),
        bests: bests.collect(),
    };
    backup.modes.insert(Mode::Twenty48, part);
    backup
}

/// Every side's best, on a 7×7 game.
fn with_sizes() -> Backup {
    let mut game = History::new(Game::with_size(42, 7).unwrap());
    let mv = game.game().hint().expect("a move");
    game.play(mv).expect("the hint is valid");
    let main = ModePart {
        game: Some(game.into()),
        bests: BTreeMap::from([(5, 1500), (7, 26_000), (9, 98765), (11, 0)]),
    };
    Backup {
        modes: BTreeMap::from([(Mode::Exponentorus, main)]),
        ..sample()
    }
}

fn with_stats() -> Backup {
    let mut stats = Stats::default();
    stats.add(Finished::of(&played(3, 4).summary(), None));
    Backup {
        stats: Some(stats),
        ..sample()
    }
}

fn error(text: &str) -> String {
    Backup::read(text).unwrap_err().to_string()
}

/// A version-1 file as earlier builds wrote it, from its parts' JSON.
fn version_1(parts: &[(&str, String)]) -> String {
    let parts: Vec<String> = parts
        .iter()
        .map(|(name, json)| format!(",\"{name}\":{json}"))
        .collect();
    format!(
        "{{\"format\":\"exponentorus-backup\",\"version\":1{}}}",
        parts.concat()
    )
}

fn main_game(backup: &Backup) -> String {
    backup.modes[&Mode::Exponentorus]
        .game
        .as_ref()
        .unwrap()
        .to_json()
}
