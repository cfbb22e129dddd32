//! What a backup refuses, whole, and how it says so: a bad best, a bad 2048 part, a mode
//! named twice, a damaged code, a file that is no backup.

use super::*;

#[test]
fn a_mode_of_a_later_build_is_passed_by_and_a_mode_named_twice_is_refused() {
    let text = with_2048().to_json();
    let later = text.replacen(
        "\"modes\":{",
        "\"modes\":{\"flat\":{\"game\":[1,{\"x\":2}],\"bests\":\"any\"},",
        1,
    );
    assert_eq!(Backup::read(&later), Ok(with_2048()));
    let twice = text.replacen("\"modes\":{", "\"modes\":{\"2048\":{},", 1);
    assert!(
        error(&twice).contains("the mode 2048 is named twice"),
        "{}",
        error(&twice)
    );
    // A part without a game or bests: no game, and no side replaced.
    let bare = text.replacen("\"modes\":{", "\"modes\":{\"2048\":{},", 1);
    let bare = bare.replacen(",\"2048\":{\"game\"", ",\"x\":{\"game\"", 1);
    let read = Backup::read(&bare).unwrap();
    assert_eq!(read.modes[&Mode::Twenty48], ModePart::default());
}

#[test]
fn a_bad_best_of_a_side_is_refused_whole() {
    let v1 = version_1(&[
        ("best", "\"98765\"".into()),
        ("bests", "{\"5\":\"1500\",\"7\":\"26000\"}".into()),
        ("settings", settings().to_json()),
        ("game", main_game(&sample())),
    ]);
    let v2 = with_sizes().to_json();
    for (text, from, to, says) in [
        (
            &v1,
            "\"5\":\"1500\"",
            "\"8\":\"1500\"",
            "“8”, which is not 5, 7 or 11",
        ),
        (
            &v1,
            "\"5\":\"1500\"",
            "\"9\":\"1500\"",
            "“9”, which is not 5, 7 or 11",
        ),
        (
            &v2,
            "\"5\":\"1500\"",
            "\"8\":\"1500\"",
            "“8”, which is not 5, 7, 9 or 11",
        ),
        (
            &v2,
            "\"5\":\"1500\"",
            "\"05\":\"1500\"",
            "“05”, which is not",
        ),
        (
            &v1,
            "\"5\":\"1500\"",
            "\"5\":\"15x\"",
            "the best score is “15x”",
        ),
        (
            &v2,
            "\"5\":\"1500\"",
            "\"5\":\"-1\"",
            "the best score is “-1”",
        ),
        (&v2, "\"5\":\"1500\"", "\"5\":true", "expected a best score"),
        (
            &v1,
            "\"bests\":{",
            "\"bests\":{\"7\":\"1\",",
            "side 7 twice",
        ),
        (
            &v2,
            "\"bests\":{",
            "\"bests\":{\"11\":\"1\",",
            "side 11 twice",
        ),
        (
            &v1,
            "\"bests\":{",
            "\"bests\":{},\"bests\":{",
            "duplicate field `bests`",
        ),
    ] {
        let bad = text.replacen(from, to, 1);
        assert_ne!(&bad, text);
        let error = error(&bad);
        assert!(error.contains(says), "{bad}: {error}");
    }
    // A plain number is a best score too.
    let plain = v2.replacen("\"5\":\"1500\"", "\"5\":1500", 1);
    assert_eq!(Backup::read(&plain), Ok(with_sizes()));
}

#[test]
fn a_bad_2048_part_is_refused_whole() {
    let text = with_2048().to_json();
    for (from, to, says) in [
        (
            "\"4\":\"2048\"",
            "\"9\":\"2048\"",
            "2048 best scores name the board side “9”",
        ),
        (
            "\"4\":\"2048\"",
            "\"4\":\"20x48\"",
            "the best score is “20x48”",
        ),
        (
            "\"log\":\"",
            "\"log\":\"Q",
            "The backup's 2048 game cannot be used.",
        ),
        (
            "\"modes\":{",
            "\"modes\":[],\"x\":{",
            "invalid type: sequence",
        ),
    ] {
        let bad = text.replacen(from, to, 1);
        assert_ne!(bad, text);
        assert!(error(&bad).contains(says), "{bad}: {}", error(&bad));
    }
    let v1 = version_1(&[
        ("best", "\"1\"".into()),
        ("settings", "{}".into()),
        ("game", main_game(&sample())),
        ("classic", "{\"game\":null}".into()),
    ]);
    assert_eq!(error(&v1), "The backup has no 2048 best scores.");
}

#[test]
fn a_bad_file_says_what_is_wrong() {
    let good = sample().to_json();
    assert_eq!(
        error("  \n"),
        "There is nothing to import: the file or code is empty."
    );
    assert!(error("{\"a\":1}").starts_with("This is not an ExponenTorus backup"));
    assert!(error("[1,2]").starts_with("This is neither a backup file nor a backup code"));
    assert_eq!(
        error(&good[..good.len() - 1]),
        format!(
            "The backup is damaged: cut short at line 1, column {}.",
            good.len() - 1
        )
    );
    assert!(
        error(&good.replace("\"version\":2", "\"version\":3")).starts_with(
            "This backup has version 3, which this version of the game cannot read (it \
             reads 1 to 2)"
        )
    );
    assert_eq!(
        error(&good.replace("\"version\":2", "\"version\":0")),
        error(&good.replace("\"version\":2", "\"version\":9")).replace('9', "0")
    );
    assert_eq!(
        error(&good.replace("\"version\":2,", "")),
        "The backup has no version."
    );
    assert_eq!(
        error(&good.replacen("\"settings\"", "\"x\"", 1)),
        "The backup has no settings."
    );
    assert_eq!(
        error(&good.replace("\"speed\":\"fast\"", "\"speed\":\"warp\"")),
        "The backup's settings cannot be used: unknown variant `warp`, expected one of \
         `instant`, `fast`, `normal`, `slow` at line 1 column 15."
    );
    assert!(
        error(&good.replace("\"next_id\":", "\"next_id\":0,\"x\":"))
            .starts_with("The backup's game cannot be used. The saved game's next tile id")
    );
    assert!(
        error(&good.replace("\"version\":2", "\"version\":2,\"version\":2"))
            .contains("duplicate field `version`")
    );
    assert!(error(&"x".repeat(MAX_BYTES + 1)).starts_with("This is too large"));
    let v1 = version_1(&[("settings", "{}".into()), ("game", main_game(&sample()))]);
    assert_eq!(error(&v1), "The backup has no best score.");
    let lots = version_1(&[
        ("best", "\"lots\"".into()),
        ("settings", "{}".into()),
        ("game", main_game(&sample())),
    ]);
    assert_eq!(
        error(&lots),
        "The backup cannot be used: the best score is “lots”, not a whole number."
    );
}

#[test]
fn a_damaged_code_is_refused_and_says_how() {
    let code = sample().to_code();
    let body = code.len() / 2;
    let mut changed = code.clone().into_bytes();
    changed[body] = if changed[body] == b'A' { b'B' } else { b'A' };
    let changed = String::from_utf8(changed).unwrap();
    assert!(error(&changed).starts_with("The code is damaged: its check digits do not match"));
    let lost = format!("{}{}", &code[..body], &code[body + 1..]);
    assert!(error(&lost).starts_with("The code is damaged"));
    assert!(error(&code[..code.len() - 9]).starts_with("The code is cut short"));
    let odd = format!("{}%{}", &code[..20], &code[20..]);
    assert_eq!(
        error(&odd),
        "The code holds “%” at character 21, which no code holds: copy the whole code again."
    );
    assert!(error(&code.replacen("-1.", "-2.", 1)).starts_with("This code (“ExponenTorus-2”)"));
    assert!(error("hello").starts_with("This is neither"));
}
