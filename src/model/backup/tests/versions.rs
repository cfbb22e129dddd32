//! Files of other versions: a version-1 file reads onto the same parts, and a later
//! version's parts this build does not know are passed by.

use super::*;

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
