//! The preview shown before an import: what the backup would replace.

use super::*;

#[test]
fn the_preview_names_what_is_replaced() {
    let now = Backup {
        modes: BTreeMap::from([(
            Mode::Exponentorus,
            ModePart {
                game: Some(History::new(Game::new(7)).into()),
                bests: BTreeMap::from([(9, 10)]),
            },
        )]),
        settings: Settings::default(),
        stats: None,
        player: None,
    };
    let rows = preview(&now, &sample());
    let game = played(42, 5);
    assert_eq!(rows[1].to_string(), "Best score, 9 × 9: 10 → 98,765");
    assert_eq!(rows[0].what, "Game");
    assert_eq!(rows[0].now, "9 × 9, seed 7: 0 points in 0 moves");
    assert_eq!(
        describe_game(&played(42, 1).into()),
        format!(
            "9 × 9, seed 42: {} points in 1 move",
            played(42, 1).game().score()
        )
    );
    assert_eq!(
        rows[0].then,
        format!("9 × 9, seed 42: {} points in 5 moves", game.game().score())
    );
    assert_eq!(rows[2].now, "as the system prefers");
    assert_eq!(rows[2].then, "Fast");
    assert_eq!(rows[3].to_string(), "Theme: System → Dark");
    assert_eq!(rows[4].to_string(), "Colours: Standard → Colour-blind safe");
}

#[test]
fn the_preview_lists_every_sides_best_it_replaces() {
    let mut now = sample();
    now.modes
        .get_mut(&Mode::Exponentorus)
        .unwrap()
        .bests
        .insert(11, 700);
    let lines: Vec<String> = preview(&now, &with_sizes())
        .iter()
        .filter(|l| l.what.starts_with("Best"))
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        lines,
        [
            "Best score, 5 × 5: 0 → 1,500",
            "Best score, 7 × 7: 0 → 26,000",
            "Best score, 9 × 9: 98,765 → 98,765",
            "Best score, 11 × 11: 700 → 0",
        ]
    );
    assert!(
        preview(&now, &with_sizes())[0]
            .then
            .starts_with("7 × 7, seed 42: ")
    );
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
