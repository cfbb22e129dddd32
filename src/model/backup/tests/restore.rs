//! Restoring a backup: what an import replaces in the store and what it leaves, the
//! statistics and the leaderboard player it carries.

use super::*;

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
