//! The best score in play: a new best's moment (a line and a sound once the board rests,
//! Best marked new), the game's end on a new best, and why a game that does not count
//! sets none, said while it does not.

use super::twenty48::launch_2048;
use super::*;
use crate::model::bests::NotCounted;
use crate::model::sound::Sound;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

/// The sounds among `effects`, in order.
fn sounds(effects: &[Effect]) -> Vec<Sound> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Sound { sound, .. } => Some(*sound),
            _ => None,
        })
        .collect()
}

/// Runs the animation's timers to rest; every effect on the way.
fn to_rest(session: &mut Session, mut effects: Vec<Effect>) -> Vec<Effect> {
    let mut seen = effects.clone();
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        seen.extend(effects.iter().cloned());
    }
    seen
}

#[test]
fn a_new_best_has_its_moment_once_the_board_rests() {
    let game = Game::from_board(ONE_MOVE.parse::<Board>().unwrap(), 7);
    let mut launch = launch(saved(History::new(game)), SeedParam::Absent);
    launch.settings.muted = false;
    launch.settings.speed = Some(Speed::Normal);
    launch.bests.set(Mode::Exponentorus, 5, 2);
    let (mut session, _) = Session::open(launch);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert!(session.game().score() > 2);
    // Not while the move shows: its own words first.
    assert_eq!(session.best_beaten(), None);
    assert!(!session.status().contains("new best"));
    let heard = sounds(&to_rest(&mut session, effects));
    assert_eq!(heard.last(), Some(&Sound::NewBest));
    assert_eq!(session.best_beaten(), Some(2));
    assert!(
        session
            .status()
            .ends_with(" A new best! You passed your 2."),
        "{}",
        session.status()
    );
    // The next move raises the best again: no news, and Best stays marked new.
    session.handle(Intent::SetSpeed(Speed::Instant));
    let mv = session.game().valid_moves()[0];
    session.handle(tap(session.view().to_view(mv.a)));
    let effects = session.handle(tap(session.view().to_view(mv.b)));
    assert!(!sounds(&effects).contains(&Sound::NewBest));
    assert!(
        !session.status().contains("new best"),
        "{}",
        session.status()
    );
    assert_eq!(session.best_beaten(), Some(2));
    // A new game sets out to beat the new best.
    session.handle(Intent::StartNewGame(Mode::Exponentorus, 5));
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.best_beaten(), None);
}

#[test]
fn a_muted_game_has_the_line_without_the_sound() {
    let game = Game::from_board(ONE_MOVE.parse::<Board>().unwrap(), 7);
    let mut launch = launch(saved(History::new(game)), SeedParam::Absent);
    launch.settings.speed = Some(Speed::Instant);
    launch.bests.set(Mode::Exponentorus, 5, 2);
    let (mut session, _) = Session::open(launch);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(sounds(&effects), []);
    assert_eq!(session.best_beaten(), Some(2));
    assert!(session.status().ends_with("A new best! You passed your 2."));
}

#[test]
fn a_game_that_ends_on_a_new_best_ends_on_its_cheer() {
    // Left merges the two 8s and leaves no move, whatever tile comes.
    let board = "2 4 2 4\n4 2 4 2\n2 4 2 8\n4 2 8 8";
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    let mut launch = launch_2048(Some(game), "", Speed::Normal);
    launch.settings.muted = false;
    launch.bests.set(Mode::Twenty48, 4, 10);
    let (mut session, _) = Session::open(launch);
    let effects = key(&mut session, Action::Step(Direction::Left));
    let heard = sounds(&to_rest(&mut session, effects));
    assert_eq!(session.summary().outcome, Outcome::GameOver);
    assert!(session.game_over_shown());
    assert_eq!(session.best_beaten(), Some(10));
    assert_eq!(heard.last(), Some(&Sound::NewBest));
    assert!(!heard.contains(&Sound::GameOver), "{heard:?}");
}

#[test]
fn after_an_undo_best_stops_following_the_score_and_says_why() {
    let mut session = instant(on(ONE_MOVE));
    assert_eq!(session.best_not_counted(), None);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let best = session.best();
    assert_eq!(
        best,
        session.game().score(),
        "the best follows a straight game"
    );
    assert_eq!(session.best_not_counted(), None);
    key(&mut session, Action::Undo);
    assert_eq!(session.best_not_counted(), Some(NotCounted::Undos));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let mv = session.game().valid_moves()[0];
    session.handle(tap(session.view().to_view(mv.a)));
    session.handle(tap(session.view().to_view(mv.b)));
    assert!(session.game().score() > best);
    assert_eq!(session.best(), best, "no longer follows");
    assert_eq!(session.best_not_counted(), Some(NotCounted::Undos));
    // A new game counts again.
    session.handle(Intent::StartNewGame(Mode::Exponentorus, 5));
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.best_not_counted(), None);
}

#[test]
fn a_game_the_solver_played_in_says_so_beside_best() {
    let mut session = instant(on(ONE_MOVE));
    let effects = key(&mut session, Action::Watch);
    drive(&mut session, effects, |s| s.game().moves() == 1);
    key(&mut session, Action::Cancel);
    assert_eq!(session.best_not_counted(), Some(NotCounted::Solver));
    assert_eq!(session.best(), 0);
}

#[test]
fn the_tutorial_and_a_replay_say_nothing_of_the_best() {
    let mut session = on(ONE_MOVE);
    session.handle(Intent::StartTutorial);
    assert!(session.tutorial().is_some());
    assert_eq!(session.best_not_counted(), None);
    assert_eq!(session.best_beaten(), None);
}
