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
