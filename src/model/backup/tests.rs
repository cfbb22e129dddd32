use std::collections::BTreeMap;

use super::preview::describe_game;
use super::*;
use crate::model::settings::{Palette, Speed, Theme, Volume};
use crate::model::stats::Finished;
use crate::model::storage::KeyValue;
use crate::model::storage::test_stores::Memory;
use rules::exponentile::Game;
use rules::{Direction, History};

mod preview;
mod refusals;

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

#[test]
fn a_file_and_a_code_read_back_exactly() {
    for backup in [sample(), with_2048(), with_sizes(), with_stats()] {
        assert_eq!(Backup::read(&backup.to_json()), Ok(backup.clone()));
        assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
        assert!(backup.to_code().starts_with("ExponenTorus-1."));
    }
    let backup = sample();
    let wrapped: String = backup
        .to_code()
        .chars()
        .collect::<Vec<_>>()
        .chunks(60)
        .map(|line| format!("  {}\n", line.iter().collect::<String>()))
        .collect();
    assert_eq!(Backup::read(&wrapped), Ok(backup));
}

#[test]
fn the_file_is_version_2_with_one_part_per_mode() {
    let text = with_2048().to_json();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["format"], "exponentorus-backup");
    assert_eq!(json["version"], 2);
    assert_eq!(json["settings"]["speed"], "fast");
    let main = &json["modes"]["exponentorus"];
    assert_eq!(main["game"]["game"]["seed"], "42");
    assert_eq!(main["bests"], serde_json::json!({"9": "98765"}));
    assert_eq!(json["modes"]["2048"]["bests"]["4"], "2048");
    assert_eq!(json["modes"]["2048"]["bests"]["8"], "0");
    assert!(json.get("stats").is_none(), "none to carry");
    // The main game first, the sides in order.
    assert!(text.contains("\"modes\":{\"exponentorus\":"), "{text}");
    assert!(
        text.contains(
            "\"bests\":{\"3\":\"0\",\"4\":\"2048\",\"5\":\"316\",\"6\":\"0\",\"7\":\"0\",\
             \"8\":\"0\"}"
        ),
        "{text}"
    );
}

#[test]
fn every_sides_best_reads_back_and_a_part_speaks_for_its_sides_alone() {
    let backup = with_sizes();
    let text = backup.to_json();
    assert!(
        text.contains("\"bests\":{\"5\":\"1500\",\"7\":\"26000\",\"9\":\"98765\",\"11\":\"0\"}"),
        "{text}"
    );
    assert_eq!(Backup::read(&text), Ok(backup));
    let nine_only = sample();
    assert!(nine_only.to_json().contains("\"bests\":{\"9\":\"98765\"}"));
    assert_eq!(Backup::read(&nine_only.to_json()), Ok(nine_only));
}

#[test]
fn a_version_1_backup_reads_onto_the_same_parts() {
    let full = with_2048();
    let game = main_game(&full);
    let classic = full.modes[&Mode::Twenty48].game.as_ref().unwrap().to_json();
    let text = version_1(&[
        ("best", "\"98765\"".into()),
        ("bests", "{\"5\":\"1500\",\"7\":\"26000\"}".into()),
        ("settings", settings().to_json()),
        ("game", game.clone()),
        (
            "classic",
            format!("{{\"game\":{classic},\"bests\":{{\"4\":\"2048\",\"5\":\"316\"}}}}"),
        ),
    ]);
    let read = Backup::read(&text).unwrap();
    // `bests` there: every side, 0 where it had none.
    assert_eq!(
        read.modes[&Mode::Exponentorus].bests,
        BTreeMap::from([(5, 1500), (7, 26_000), (9, 98765), (11, 0)])
    );
    assert_eq!(read.modes[&Mode::Twenty48], full.modes[&Mode::Twenty48]);
    assert_eq!(read.settings, settings());
    assert_eq!(read.stats, None);
    // Before board sizes, and before 2048: 9×9's best alone, and no 2048 part.
    let older = version_1(&[
        ("best", "\"5000\"".into()),
        ("settings", settings().to_json()),
        ("game", game),
    ]);
    let read = Backup::read(&older).unwrap();
    assert_eq!(read.modes.keys().collect::<Vec<_>>(), [&Mode::Exponentorus]);
    assert_eq!(
        read.modes[&Mode::Exponentorus].bests,
        BTreeMap::from([(9, 5000)])
    );
    // Its preview names 9×9's best alone: the others are left as they are.
    let bests: Vec<String> = preview(&with_sizes(), &read)
        .iter()
        .filter(|l| l.what.starts_with("Best"))
        .map(ToString::to_string)
        .collect();
    assert_eq!(bests, ["Best score, 9 × 9: 98,765 → 5,000"]);
    // Written again, it is version 2 and means the same.
    assert_eq!(Backup::read(&read.to_json()), Ok(read));
}

#[test]
fn an_import_replaces_what_the_backup_speaks_for_and_nothing_else() {
    let store = Memory::default();
    for (key, value) in [
        ("exponentorus.best.5", "10"),
        ("exponentorus.best", "20"),
        ("exponentorus.2048.game", "{}"),
        ("exponentorus.2048.best.4", "30"),
        ("exponentorus.stats", "kept"),
    ] {
        store.set(key, value).unwrap();
    }
    replace_all(&store, &sample()).unwrap();
    let kept = |key: &str| store.get(key).unwrap();
    assert_eq!(kept("exponentorus.best").as_deref(), Some("98765"));
    assert_eq!(kept("exponentorus.best.5").as_deref(), Some("10"));
    assert_eq!(kept("exponentorus.2048.game").as_deref(), Some("{}"));
    assert_eq!(kept("exponentorus.2048.best.4").as_deref(), Some("30"));
    assert_eq!(kept("exponentorus.stats").as_deref(), Some("kept"));
    assert_eq!(kept("exponentorus.game"), Some(main_game(&sample())));
    // A part without a game removes the mode's.
    let mut no_game = with_2048();
    no_game.modes.get_mut(&Mode::Twenty48).unwrap().game = None;
    replace_all(&store, &no_game).unwrap();
    assert_eq!(kept("exponentorus.2048.game"), None);
    assert_eq!(kept("exponentorus.2048.best.4").as_deref(), Some("2048"));
    assert_eq!(kept("exponentorus.2048.best.8").as_deref(), Some("0"));
}

#[test]
fn an_export_holds_each_mode_played_and_the_main_game_always() {
    let store = Memory::default();
    let empty = collect(&store, 7);
    assert_eq!(
        empty.modes.keys().collect::<Vec<_>>(),
        [&Mode::Exponentorus]
    );
    let main = &empty.modes[&Mode::Exponentorus];
    assert_eq!(main.game, Some(History::new(Game::new(7)).into()));
    assert_eq!(
        main.bests.keys().copied().collect::<Vec<_>>(),
        [5, 7, 9, 11]
    );
    assert_eq!(empty.stats, None);
    // What an import of a backup wrote, an export holds again.
    let backup = with_2048();
    replace_all(&store, &backup).unwrap();
    let again = collect(&store, 7);
    assert_eq!(again.modes[&Mode::Twenty48], backup.modes[&Mode::Twenty48]);
    assert_eq!(
        again.modes[&Mode::Exponentorus].game,
        backup.modes[&Mode::Exponentorus].game
    );
    assert_eq!(again.modes[&Mode::Exponentorus].bests[&9], 98765);
    assert_eq!(again.settings, settings());
}

#[test]
fn the_2048_part_reads_back_and_an_older_backup_has_none() {
    let backup = with_2048();
    assert_eq!(Backup::read(&backup.to_json()), Ok(backup.clone()));
    assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
    assert!(
        !Backup::read(&sample().to_json())
            .unwrap()
            .modes
            .contains_key(&Mode::Twenty48)
    );
    let lines = preview(&sample(), &backup);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[2].what, "2048 game");
    assert_eq!(lines[2].now, "none");
    assert!(
        lines[2].then.starts_with("5 × 5, seed 9: "),
        "{}",
        lines[2].then
    );
    assert_eq!(
        lines[3].to_string(),
        "2048 best scores: none → 2,048 on 4 × 4, 316 on 5 × 5"
    );
    assert_eq!(preview(&sample(), &sample()).len(), 2);
}

#[test]
fn the_preview_lists_only_the_settings_an_import_changes() {
    let mut incoming = sample();
    incoming.settings.speed = Some(Speed::Instant);
    let lines: Vec<String> = preview(&sample(), &incoming)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        lines.contains(&"Animation: Fast → Instant".to_owned()),
        "{lines:?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("Theme") || l.starts_with("Colours")),
        "unchanged: {lines:?}"
    );
}

#[test]
fn later_versions_may_add_parts_and_a_plain_number_is_a_best_score() {
    let text = sample().to_json().replacen(
        "\"settings\"",
        "\"later\":{\"games\":[1,2]},\"settings\"",
        1,
    );
    assert_eq!(Backup::read(&text), Ok(sample()));
    let v1 = version_1(&[
        ("best", "98765".into()),
        ("statistics", "{\"games\":[1,2]}".into()),
        ("settings", settings().to_json()),
        ("game", main_game(&sample())),
    ]);
    assert_eq!(Backup::read(&v1), Ok(sample()));
}

#[test]
fn the_sound_settings_travel_in_a_backup() {
    let mut backup = sample();
    backup.settings.volume = Volume::new(35);
    backup.settings.muted = true;
    assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
    assert_eq!(Backup::read(&backup.to_json()), Ok(backup));
}

#[test]
fn the_statistics_travel_and_an_older_backup_leaves_them_alone() {
    let backup = with_stats();
    assert_eq!(Backup::read(&backup.to_json()), Ok(backup.clone()));
    assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
    assert!(
        backup
            .to_json()
            .contains(",\"stats\":{\"version\":1,\"games\":[{")
    );
    // A backup from before the statistics reads as it did, with none.
    assert_eq!(Backup::read(&sample().to_json()).unwrap().stats, None);
    let rows = preview(&sample(), &backup);
    assert_eq!(
        rows.last().unwrap().to_string(),
        "Statistics: 0 finished games → 1 finished game"
    );
    assert!(
        preview(&backup, &sample())
            .iter()
            .all(|r| r.what != "Statistics")
    );
    let broken = backup
        .to_json()
        .replace("\"mode\":\"exponentorus\"", "\"mode\":\"go\"");
    let why = error(&broken);
    assert!(
        why.starts_with(
            "The backup cannot be used: the statistics are damaged (game 1: invalid value: \
             string \"go\", expected the name of a mode (exponentorus, exponentile, 2048) at line 1 column"
        ),
        "{why}"
    );
}

#[test]
fn the_player_travels_and_an_older_backup_leaves_them_alone() {
    use crate::model::{keys::PLAYER_KEY, leaderboard::Player};
    let player = Player {
        name: Some("Ann".into()),
        token: Some("0123456789abcdef0123456789abcdef".into()),
    };
    let backup = Backup {
        player: Some(player.clone()),
        ..sample()
    };
    assert!(
        backup
            .to_json()
            .contains(r#""player":{"name":"Ann","token":"0123456789abcdef0123456789abcdef"}"#)
    );
    assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
    let store = Memory::default();
    replace_all(&store, &backup).unwrap();
    assert_eq!(collect(&store, 1).player, Some(player.clone()));
    // Without a player part, the player stays; the preview names the name, never the token.
    replace_all(&store, &sample()).unwrap();
    assert_eq!(collect(&store, 1).player, Some(player));
    let lines = preview(&sample(), &backup);
    let last = lines.last().unwrap().to_string();
    assert_eq!(last, "Leaderboard name: none → Ann");
    // A token the game would not have made is not imported.
    let edited = backup
        .to_json()
        .replace("0123456789abcdef0123456789abcdef", "not-a-token");
    let read = Backup::read(&edited).unwrap();
    assert_eq!(read.player.unwrap().token, None);
    assert!(store.map.borrow().contains_key(PLAYER_KEY));
}
