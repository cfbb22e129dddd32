//! What each intent does to the 2048 session, state by state.

use super::*;
use crate::model::settings::Speed;
use crate::model::slide_saves::SlideHistory;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

fn launch(saved: Option<SlideGame>, url_seed: SeedParam, speed: Option<Speed>) -> SlideLaunch {
    SlideLaunch {
        saved: Ok(match saved {
            Some(game) => LoadedSlide::Game(Box::new(SlideHistory::new(game))),
            None => LoadedSlide::Nothing,
        }),
        url_seed,
        url_size: None,
        settings: Settings {
            speed,
            help_seen: true,
            ..Settings::default()
        },
        bests: vec![0; 9],
        reduced_motion: false,
        entropy: 5,
    }
}

fn on(board: &str, speed: Speed) -> SlideSession {
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    SlideSession::open(launch(Some(game), SeedParam::Absent, Some(speed))).0
}

fn waits(effects: &[SlideEffect]) -> Vec<u32> {
    effects
        .iter()
        .filter_map(|e| match e {
            SlideEffect::Wait { serial, .. } => Some(*serial),
            _ => None,
        })
        .collect()
}

fn saves(effects: &[SlideEffect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, SlideEffect::SaveGame(_)))
        .count()
}

const TWO_PAIRS: &str = "2 2 . .\n. . . .\n. . . .\n4 4 . .";

#[test]
fn a_first_visit_starts_a_4x4_game_saves_it_and_names_it_in_the_address() {
    let (session, effects) = SlideSession::open(launch(None, SeedParam::Absent, None));
    assert_eq!(session.game().board().size(), 4);
    assert_eq!(session.shown().len(), 2);
    assert_eq!(saves(&effects), 1);
    assert!(effects.contains(&SlideEffect::ShowAddress {
        seed: session.game().seed(),
        size: 4
    }));
}

#[test]
fn a_link_resumes_its_own_game_and_offers_another_while_one_is_under_way() {
    let mut game = SlideGame::new(9);
    let fresh = SlideSession::open(launch(Some(game.clone()), SeedParam::Valid(7), None)).0;
    assert_eq!(
        fresh.game().seed(),
        7,
        "an untouched save gives way to the link"
    );
    while game.moves() == 0 {
        for dir in [Direction::Left, Direction::Up, Direction::Right] {
            let _ = game.play(dir);
        }
    }
    let kept = SlideSession::open(launch(Some(game.clone()), SeedParam::Valid(7), None)).0;
    assert_eq!(kept.game(), &game);
    assert_eq!(kept.offer(), Some((7, 4)));
    let resumed = SlideSession::open(launch(Some(game.clone()), SeedParam::Valid(9), None)).0;
    assert_eq!((resumed.game(), resumed.offer()), (&game, None));
}

#[test]
fn a_slide_glides_then_rests_with_the_merged_tiles_popping_and_the_new_tile() {
    let mut session = on(TWO_PAIRS, Speed::Normal);
    let effects = session.handle(SlideIntent::Slide(Direction::Right));
    assert_eq!(saves(&effects), 1, "saved as soon as the move is played");
    assert!(session.moving());
    assert_eq!(session.game().score(), 12);
    // While gliding: the four old tiles, at their destinations, old values.
    assert_eq!(session.shown().len(), 4);
    assert!(session.shown().iter().all(|t| t.pos.x == 3 && t.value <= 4));
    assert_eq!(
        session
            .shown()
            .iter()
            .filter(|t| t.look == Look::Vanishing)
            .count(),
        2
    );
    let serial = waits(&effects)[0];
    session.handle(SlideIntent::Tick(serial));
    assert!(!session.moving());
    let looks: Vec<Look> = session.shown().iter().map(|t| t.look).collect();
    assert_eq!(looks.iter().filter(|&&l| l == Look::Merged).count(), 2);
    assert_eq!(looks.iter().filter(|&&l| l == Look::New).count(), 1);
    assert_eq!(session.shown().len(), 3);
    assert!(
        session.status().contains("Score 12"),
        "{}",
        session.status()
    );
}

#[test]
fn a_slide_that_changes_nothing_is_not_counted_and_draws_nothing() {
    let mut session = on("2 4 . .\n. . . .\n. . . .\n4 2 . .", Speed::Normal);
    let before = session.game().clone();
    let effects = session.handle(SlideIntent::Slide(Direction::Left));
    assert!(effects.is_empty());
    assert_eq!(session.game(), &before);
    assert_eq!(session.status(), "Nothing moves left.");
}

#[test]
fn a_move_during_a_slide_snaps_the_old_one_then_plays() {
    let mut session = on(TWO_PAIRS, Speed::Slow);
    let first = waits(&session.handle(SlideIntent::Slide(Direction::Right)))[0];
    let effects = session.handle(SlideIntent::Slide(Direction::Left));
    // Not lost, not yet played: the first move snaps to its end.
    assert_eq!(session.game().moves(), 1);
    assert!(!session.moving());
    assert!(session.shown().iter().all(|t| t.look == Look::Still));
    assert_eq!(session.shown().len(), 3);
    let snap = waits(&effects)[0];
    // The first move's own timer is stale now.
    session.handle(SlideIntent::Tick(first));
    assert_eq!(session.game().moves(), 1);
    session.handle(SlideIntent::Tick(snap));
    assert_eq!(session.game().moves(), 2);
    assert!(session.moving());
}

#[test]
fn instant_speed_plays_at_once_without_timers() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    let effects = session.handle(SlideIntent::Slide(Direction::Right));
    assert!(waits(&effects).is_empty());
    assert!(!session.moving());
    assert_eq!(session.shown().len(), 3);
}

#[test]
fn reaching_2048_opens_the_win_dialog_once_and_keep_going_plays_on() {
    let mut session = on("1024 1024 . .\n. . . .\n. . . .\n. . . 2", Speed::Instant);
    session.handle(SlideIntent::Slide(Direction::Left));
    assert!(session.win_shown());
    assert!(session.status().contains("you win"));
    // Moves wait while the dialog is open.
    let moves = session.game().moves();
    session.handle(SlideIntent::Slide(Direction::Right));
    assert_eq!(session.game().moves(), moves);
    session.handle(SlideIntent::KeepGoing);
    assert!(!session.win_shown());
    session.handle(SlideIntent::Slide(Direction::Right));
    assert_eq!(session.game().moves(), moves + 1);
    assert!(!session.win_shown());
}

#[test]
fn a_full_board_without_pairs_shows_game_over() {
    let session = on("2 4 2\n4 2 4\n2 4 2", Speed::Normal);
    assert!(session.game_over_shown());
}

#[test]
fn the_best_is_kept_per_side_and_saved_when_beaten() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    let effects = session.handle(SlideIntent::Slide(Direction::Left));
    assert!(effects.contains(&SlideEffect::SaveBest { size: 4, best: 12 }));
    assert_eq!(session.best(), 12);
    session.handle(SlideIntent::OpenNewGame);
    assert!(session.new_game_open());
    let effects = session.handle(SlideIntent::StartNewGame(5));
    assert_eq!(session.game().board().size(), 5);
    assert_eq!((session.best(), session.game().score()), (0, 0));
    assert!(!session.new_game_open());
    assert!(effects.contains(&SlideEffect::FocusBoard));
    assert_eq!(saves(&effects), 1);
}

#[test]
fn swipes_pick_the_longer_axis_and_ignore_taps() {
    assert_eq!(swipe_direction(40.0, 5.0, 60.0), Some(Direction::Right));
    assert_eq!(swipe_direction(-40.0, 30.0, 60.0), Some(Direction::Left));
    assert_eq!(swipe_direction(3.0, -50.0, 60.0), Some(Direction::Up));
    assert_eq!(swipe_direction(0.0, 25.0, 60.0), Some(Direction::Down));
    assert_eq!(swipe_direction(10.0, 5.0, 60.0), None);
    assert_eq!(swipe_direction(11.0, 0.0, 20.0), None, "at least 12 px");
}

fn saved_text(effects: &[SlideEffect]) -> Option<String> {
    effects.iter().rev().find_map(|e| match e {
        SlideEffect::SaveGame(text) => Some(text.clone()),
        _ => None,
    })
}

#[test]
fn undo_takes_a_slide_back_and_redo_plays_it_again_with_the_same_new_tile() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    assert!(!session.can_undo());
    session.handle(SlideIntent::Slide(Direction::Right));
    let after = session.game().clone();
    let effects = session.handle(SlideIntent::Undo);
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.game().score(), 0);
    assert_eq!(session.undos(), 1);
    assert!(session.can_redo());
    assert_eq!(session.shown().len(), 4);
    assert!(saved_text(&effects).is_some_and(|t| t.contains("\"undos\":1")));
    assert!(session.status().starts_with("Took back the slide right."));
    session.handle(SlideIntent::Redo);
    assert_eq!(session.game(), &after);
    assert!(!session.can_redo());
    session.handle(SlideIntent::Redo);
    assert_eq!(session.status(), "Nothing to redo.");
}

#[test]
fn a_game_with_undos_never_raises_the_best() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    session.handle(SlideIntent::Slide(Direction::Up));
    session.handle(SlideIntent::Undo);
    let effects = session.handle(SlideIntent::Slide(Direction::Right));
    assert!(session.game().score() > 0);
    assert_eq!(session.best(), 0);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, SlideEffect::SaveBest { .. }))
    );
}

#[test]
fn a_win_not_yet_answered_shows_again_after_a_reload_and_keep_going_is_saved() {
    let mut session = on("1024 1024 . .\n. . . .\n. . . .\n2 . . .", Speed::Instant);
    let effects = session.handle(SlideIntent::Slide(Direction::Left));
    assert!(session.win_shown());
    let reload = |text: String| {
        let history = SlideHistory::from_json(&text).unwrap();
        let mut launch = launch(None, SeedParam::Absent, Some(Speed::Instant));
        launch.saved = Ok(LoadedSlide::Game(Box::new(history)));
        SlideSession::open(launch).0
    };
    assert!(reload(saved_text(&effects).unwrap()).win_shown());
    let effects = session.handle(SlideIntent::KeepGoing);
    assert!(!session.win_shown());
    assert!(!reload(saved_text(&effects).unwrap()).win_shown());
}

#[test]
fn another_tabs_2048_save_is_adopted_and_its_bests_count() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    let mut theirs = session.history().clone();
    theirs.play(Direction::Down).unwrap();
    session.handle(SlideIntent::StorageChanged {
        key: crate::model::slide_saves::GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.history(), &theirs);
    assert_eq!(session.notices().len(), 1);
    session.handle(SlideIntent::StorageChanged {
        key: format!("{}4", crate::model::slide_saves::BEST_PREFIX),
        value: Some("5000".into()),
    });
    assert_eq!(session.best(), 5000);
    // Nonsense from another tab changes nothing.
    session.handle(SlideIntent::StorageChanged {
        key: crate::model::slide_saves::GAME_KEY.into(),
        value: Some("{\"version\":2".into()),
    });
    assert_eq!(session.history(), &theirs);
}

#[test]
fn the_settings_dialog_takes_the_keys_and_esc_closes_it() {
    let mut session = on(TWO_PAIRS, Speed::Instant);
    session.handle(SlideIntent::OpenSettings);
    session.handle(SlideIntent::Slide(Direction::Right));
    session.handle(SlideIntent::Undo);
    assert_eq!(session.game().moves(), 0);
    let effects = session.handle(SlideIntent::SetTheme(crate::model::settings::Theme::Dark));
    assert!(effects.contains(&SlideEffect::ThemeColour(
        crate::model::settings::Theme::Dark
    )));
    assert_eq!(
        session.handle(SlideIntent::Cancel),
        [SlideEffect::FocusBoard]
    );
    assert!(!session.settings_open());
}
