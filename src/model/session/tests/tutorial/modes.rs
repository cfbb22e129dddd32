//! The tutorial of each mode: 2048's and ExponenTile's own lessons on a first visit, and a
//! new game asked for during any of them played on the player's side, at rest.

use super::*;

#[test]
fn a_first_visit_to_2048_has_the_2048_tutorial() {
    let (mut session, _) = first_visit("mode=2048");
    assert_eq!(session.mode(), Mode::Twenty48);
    assert_eq!(session.tutorial().map(|t| t.steps()), Some(3));
    assert!(session.status().starts_with("Step 1 of 3: "));
    session.handle(Intent::SetSpeed(Speed::Instant));
    for dir in [Direction::Left, Direction::Down, Direction::Left] {
        key(&mut session, Action::Step(dir));
    }
    assert!(
        session.tutorial().unwrap().finished(),
        "{}",
        session.status()
    );
    session.handle(Intent::LeaveTutorial);
    assert_eq!(session.size(), 4);
    assert_eq!(session.summary().moves, 0);
}

#[test]
fn a_first_visit_to_exponentile_has_its_flat_tutorial_and_leaves_its_own_game() {
    let (mut session, _) = first_visit("mode=exponentile");
    assert_eq!(session.mode(), Mode::Exponentile);
    assert_eq!(session.tutorial().map(|t| t.steps()), Some(3));
    assert!(session.status().starts_with("Step 1 of 3: "));
    session.handle(Intent::SetSpeed(Speed::Instant));
    let (up, right, left) = (
        Action::Step(Direction::Up),
        Action::Step(Direction::Right),
        Action::Step(Direction::Left),
    );
    // The last step's keys move the flat board's cursor first.
    for keys in [
        vec![Action::Pick, up],
        vec![Action::Pick, right],
        vec![right, Action::Pick, left],
    ] {
        for action in keys {
            key(&mut session, action);
        }
    }
    assert!(
        session.tutorial().unwrap().finished(),
        "{}",
        session.status()
    );
    session.handle(Intent::LeaveTutorial);
    assert_eq!(session.mode(), Mode::Exponentile);
    assert_eq!(session.size(), 8);
    assert_eq!(session.summary().moves, 0);
}

#[test]
fn play_again_during_the_tutorial_plays_on_the_player_s_side() {
    for (query, side) in [("", 9), ("mode=exponentile", 8), ("mode=2048", 4)] {
        let (mut session, _) = first_visit(query);
        assert!(session.tutorial().is_some());
        session.handle(Intent::PlayAgain);
        assert!(session.tutorial().is_none(), "{query}");
        assert_eq!(session.size(), side, "{query}");
        assert_eq!(session.summary().moves, 0, "{query}");
    }
}

#[test]
fn a_new_game_asked_for_during_the_tutorial_plays_on_the_player_s_side() {
    for (query, side) in [("", 9), ("mode=exponentile", 8), ("mode=2048", 4)] {
        let (mut session, _) = first_visit(query);
        assert!(session.tutorial().is_some());
        // The player's own game has no move yet: N starts the new one at once.
        key(&mut session, Action::NewGame);
        assert!(session.tutorial().is_none(), "{query}");
        assert_eq!(session.size(), side, "{query}");
        assert_eq!(session.summary().moves, 0, "{query}");
    }
}

#[test]
fn a_2048_slide_snapping_as_the_tutorial_starts_is_at_rest_when_it_ends() {
    let (mut session, _) = first_visit("mode=2048");
    session.handle(Intent::LeaveTutorial);
    // Slides until one moves (a fresh board may refuse one way).
    for dir in [
        Direction::Up,
        Direction::Left,
        Direction::Down,
        Direction::Right,
    ] {
        key(&mut session, Action::Step(dir));
        if !session.play().at_rest() {
            break;
        }
    }
    assert!(!session.play().at_rest(), "a slide in flight");
    // Its snap's tick goes to the tutorial's board, which ignores it.
    session.handle(Intent::StartTutorial);
    assert!(session.tutorial().is_some());
    session.handle(Intent::LeaveTutorial);
    assert!(session.play().at_rest(), "the player's game shows at rest");
}

/// A returning player's ExponenTorus page switching to `mode`, whose saved game the page
/// reads as `loaded`.
fn switched(mode: Mode, loaded: Loaded) -> Session {
    let mut session = instant(on(ONE_MOVE));
    assert!(session.tutorial().is_none());
    let effects = session.handle(Intent::StartNewGame(mode, mode.default_size()));
    assert!(effects.contains(&Effect::Load {
        mode,
        slot: Slot::Free
    }));
    session.handle(Intent::Loaded {
        mode,
        slot: Slot::Free,
        loaded: Ok(loaded),
        now_ms: 1,
    });
    session
}

#[test]
fn a_first_switch_to_a_mode_starts_its_tutorial_as_a_first_visit_to_its_link_does() {
    let session = switched(Mode::Twenty48, Loaded::Nothing);
    assert_eq!(session.mode(), Mode::Twenty48);
    assert_eq!(session.tutorial().map(|t| t.steps()), Some(3));
    assert!(session.status().starts_with("Step 1 of 3: "));
    let mut session = switched(Mode::Exponentile, Loaded::Nothing);
    assert_eq!(session.tutorial().map(|t| t.steps()), Some(3));
    // Its own game waits behind, dealt and kept.
    session.handle(Intent::LeaveTutorial);
    assert_eq!((session.mode(), session.size()), (Mode::Exponentile, 8));
    assert_eq!(session.summary().moves, 0);
}

#[test]
fn a_mode_played_before_opens_on_its_game_without_the_tutorial() {
    let game = rules::twenty48::Game::new(9);
    let session = switched(
        Mode::Twenty48,
        Loaded::Game(AnyHistory::from(rules::History::new(game))),
    );
    assert_eq!(session.mode(), Mode::Twenty48);
    assert!(session.tutorial().is_none());
    // Back to the main game from the daily page of the same mode is no first switch.
    let (mut daily, _) = Session::open(launch_at("daily", Ok(Loaded::Nothing)));
    daily.handle(Intent::SwitchMode(Mode::Exponentorus));
    daily.handle(Intent::Loaded {
        mode: Mode::Exponentorus,
        slot: Slot::Free,
        loaded: Ok(Loaded::Nothing),
        now_ms: 1,
    });
    assert!(daily.tutorial().is_none());
}

#[test]
fn every_step_has_touch_words_that_name_no_key_and_key_words_that_do() {
    let keys = ["Space", "arrow", "WASD", "←", "→", "↑", "↓"];
    for mode in Mode::ALL {
        for step in crate::model::play::lesson(mode).steps() {
            let (with_keys, by_touch) = (step.how.words(false), step.how.words(true));
            assert!(
                keys.iter().any(|k| with_keys.contains(k)),
                "{mode:?}: {with_keys}"
            );
            for word in keys.iter().chain(&["click", "mouse", "cursor"]) {
                assert!(!by_touch.contains(word), "{mode:?}: {by_touch}");
            }
        }
    }
}

#[test]
fn the_roll_step_asks_for_the_seam_to_come_in_from_the_edge_where_it_already_shows() {
    let lesson = crate::model::play::lesson(Mode::Exponentorus);
    let roll = &lesson.steps()[3];
    assert_eq!(roll.goal, crate::model::tutorial::Goal::SeamShown);
    assert_eq!(
        roll.says.say(),
        "Roll the board sideways to bring the dashed seam, where its left and right sides \
         meet, in from the edge."
    );
    assert_eq!(
        roll.how.words(true),
        "Drag the board sideways with two fingers, or use the buttons here."
    );
}

#[test]
fn on_a_touch_screen_the_tutorial_speaks_of_touch_until_a_key_is_pressed() {
    let mut launch = launch_at("", Ok(Loaded::Nothing));
    launch.settings = Settings::default();
    launch.touch = true;
    let (mut session, _) = Session::open(launch);
    assert!(session.touch());
    let how = session.tutorial().and_then(|t| t.step()).unwrap().how;
    assert_eq!(
        how.words(session.touch()),
        "Flick one marked tile onto the other, or tap one, then the other."
    );
    session.handle(Intent::KeyPressed);
    assert!(!session.touch());
    assert!(
        how.words(session.touch())
            .starts_with("Space picks up the tile")
    );
}

#[test]
fn every_modes_help_by_touch_names_no_key() {
    for mode in Mode::ALL {
        let lines = crate::model::play::touch_help(mode);
        assert!(!lines.is_empty(), "{mode:?}");
        for line in lines.iter().map(|line| line()) {
            for word in ["Space", "arrow", "key", "click", "mouse", "cursor"] {
                assert!(!line.contains(word), "{mode:?}: {line}");
            }
        }
    }
}
