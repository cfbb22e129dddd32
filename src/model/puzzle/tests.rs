use rules::puzzle;

use super::*;

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

/// The verdict on `played` in `puzzle`, searched in slices of `nodes`.
fn verdict(puzzle: &Puzzle, played: u64, nodes: u32) -> Verdict {
    let mut attempt = puzzle.attempt(played).expect("the position takes the move");
    loop {
        if let Some(verdict) = attempt.step(nodes) {
            return verdict;
        }
    }
}

/// The 2048 puzzle of a day, from the app's own hunt.
fn daily_2048() -> Puzzle {
    let (mode, on) = (Mode::Twenty48, day("2026-11-20"));
    Puzzle::hunted(mode, on, puzzle::daily(mode, on)).unwrap()
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
fn the_daily_puzzle_s_answer_is_right_and_any_other_move_is_taken_back_with_the_better_one() {
    let puzzle = daily_2048();
    assert_eq!(puzzle.id, "2048-2026-11-20");
    assert_eq!(puzzle.mode(), Mode::Twenty48);
    let Verdict::Right { points } = verdict(&puzzle, puzzle.answer, u32::MAX) else {
        panic!("the answer is right");
    };
    let mut after = puzzle.position.clone();
    after.play_packed(puzzle.answer);
    assert_eq!(
        points,
        after.summary().score - puzzle.position.summary().score
    );
    // A qualifying puzzle's answer beats every other move by a margin.
    let others: Vec<u64> = (0..4)
        .filter(|&mv| mv != puzzle.answer && puzzle.attempt(mv).is_some())
        .collect();
    assert!(!others.is_empty());
    for played in others {
        let Verdict::Wrong {
            played: judged,
            better,
            better_worth,
            played_worth,
        } = verdict(&puzzle, played, u32::MAX)
        else {
            panic!("{played} is not the answer");
        };
        assert_eq!((judged, better), (played, puzzle.answer));
        assert!(
            better_worth > played_worth,
            "{better_worth} > {played_worth}"
        );
        // The same in a page's slices.
        assert_eq!(
            verdict(&puzzle, played, 7),
            verdict(&puzzle, played, u32::MAX)
        );
    }
}

#[test]
fn a_move_the_position_refuses_is_no_attempt() {
    let puzzle = daily_2048();
    assert!(puzzle.attempt(99).is_none());
}

#[test]
fn a_served_puzzle_reads_and_a_bad_one_says_why() {
    let puzzle = daily_2048();
    let code = puzzle.position.replay_code().unwrap();
    let served = |id: &str, mode: &str, code: &str, answer: u64| {
        format!(r#"{{"id":"{id}","mode":"{mode}","code":"{code}","answer":{answer},"margin":1}}"#)
    };
    let read = Puzzle::from_served(&served("0123456789ab", "2048", &code, puzzle.answer));
    assert_eq!(
        read,
        Ok(Puzzle {
            id: "0123456789ab".into(),
            ..puzzle.clone()
        })
    );
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
}
