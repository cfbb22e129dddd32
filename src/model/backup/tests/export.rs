//! A backup made from the store, written as a file or a code, and read back exactly:
//! the format's parts, each mode's and side's bests, the sound settings.

use super::*;

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
fn the_sound_settings_travel_in_a_backup() {
    let mut backup = sample();
    backup.settings.volume = Volume::new(35);
    backup.settings.muted = true;
    assert_eq!(Backup::read(&backup.to_code()), Ok(backup.clone()));
    assert_eq!(Backup::read(&backup.to_json()), Ok(backup));
}
