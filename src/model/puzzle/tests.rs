use super::*;

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

/// A 2048 position a few moves in, and a slide it takes, as a puzzle. No search runs
/// here: 2048's first search builds tables the whole test process shares, which another
/// test counts the slices of (the searches are in `tests/puzzle.rs`).
fn a_2048_puzzle() -> Puzzle {
    let mut position = AnyHistory::deal(Mode::Twenty48, 7, 4).unwrap();
    for _ in 0..3 {
        let _ = (0..4).any(|packed| position.play_packed(packed).is_ok());
    }
    let answer = (0..4)
        .find(|&mv| position.onward().play_packed(mv).is_ok())
        .unwrap();
    Puzzle {
        id: "2048-2026-11-20".into(),
        position,
        answer,
        of_the_day: true,
    }
}

#[test]
fn a_link_names_a_kept_puzzle_or_a_mode_s_puzzle_of_a_day() {
    let today = day("2026-12-04");
    assert_eq!(
        requested(" 0123456789AB ", Mode::Twenty48, today),
        Ok(Asked::Kept("0123456789ab".into()))
    );
    assert_eq!(
        requested("2048-2026-12-04", Mode::Twenty48, today),
        Ok(Asked::Daily(Mode::Twenty48, today))
    );
    assert_eq!(
        requested("exponentorus-2026-11-20", Mode::Twenty48, today),
        Ok(Asked::Daily(Mode::Exponentorus, day("2026-11-20")))
    );
    assert_eq!(
        requested("daily", Mode::Exponentile, today),
        Ok(Asked::Daily(Mode::Exponentile, today))
    );
    assert_eq!(
        requested("2048-2026-12-05", Mode::Twenty48, today),
        Err(PuzzleError::NotOut(day("2026-12-05")))
    );
    for bad in [
        "",
        "0123456789a",
        "0123456789abc",
        "chess-2026-12-04",
        "2048-2026-13-01",
    ] {
        assert_eq!(
            requested(bad, Mode::Twenty48, today),
            Err(PuzzleError::NotAnId(bad.into())),
            "{bad}"
        );
    }
    // A multi-byte character where the dash would be is no id, and no panic.
    assert!(requested("2048é2026-12-04", Mode::Twenty48, today).is_err());
    assert!(requested("ééééééééé", Mode::Twenty48, today).is_err());
}

#[test]
fn a_served_puzzle_reads_and_a_bad_one_says_why() {
    let puzzle = a_2048_puzzle();
    let code = puzzle.position.replay_code().unwrap();
    let served = |id: &str, mode: &str, code: &str, answer: u64| {
        format!(r#"{{"id":"{id}","mode":"{mode}","code":"{code}","answer":{answer},"margin":1}}"#)
    };
    let read = Puzzle::from_served(&served("0123456789ab", "2048", &code, puzzle.answer));
    assert_eq!(
        read,
        Ok(Puzzle {
            id: "0123456789ab".into(),
            of_the_day: false,
            ..puzzle.clone()
        })
    );
    assert!(puzzle.attempt(99).is_none(), "no slide of 2048");
    assert!(matches!(
        Puzzle::from_served("{\"id\":1}"),
        Err(PuzzleError::Unreadable(_))
    ));
    assert_eq!(
        Puzzle::from_served(&served("x", "exponentile", &code, puzzle.answer)),
        Err(PuzzleError::OtherMode("exponentile".into()))
    );
    assert_eq!(
        Puzzle::from_served(&served("x", "chess", &code, puzzle.answer)),
        Err(PuzzleError::OtherMode("chess".into()))
    );
    assert!(matches!(
        Puzzle::from_served(&served("x", "2048", "not a code", puzzle.answer)),
        Err(PuzzleError::Position(_))
    ));
    assert_eq!(
        Puzzle::from_served(&served("x", "2048", &code, 99)),
        Err(PuzzleError::NoAnswer)
    );
}

#[test]
fn every_refusal_and_verdict_is_a_sentence() {
    let errors = [
        PuzzleError::NotAnId("zz".into()),
        PuzzleError::NoSuchPuzzle("0123456789ab".into()),
        PuzzleError::Unreachable("0123456789ab".into()),
        PuzzleError::NotOut(day("2026-12-05")),
        PuzzleError::Unreadable("x".into()),
        PuzzleError::Position(ReplayCodeError::Empty),
        PuzzleError::OtherMode("chess".into()),
        PuzzleError::NoAnswer,
    ];
    for error in errors {
        assert!(error.to_string().len() > 10, "{error:?}");
    }
    let words = |mv: u64| format!("move {mv}");
    let right = verdict_sentence(&Verdict::Right { points: 36 }, words);
    assert!(right.contains("36"), "{right}");
    let wrong = verdict_sentence(
        &Verdict::Wrong {
            played: 1,
            better: 2,
            better_worth: 1234,
            played_worth: 567,
        },
        words,
    );
    for part in ["move 2", "1.2", "move 1", "0.6"] {
        assert!(wrong.contains(part), "{part} in {wrong}");
    }
    assert_eq!(expected_points(31_212_345), "31,212");
}
