//! 2048 in the session: slides, their two-step animation, the win, undo and redo, bests,
//! other tabs, links, the daily game and replays.

use super::*;
use crate::model::play::Twenty48Play;
use crate::model::play::twenty48::Look;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

type SlideHistory = rules::History<SlideGame>;

/// What the tests read of 2048's play through the session.
pub(super) fn slides(session: &Session) -> &Twenty48Play {
    session.play_as::<Twenty48Play>().expect("2048 is in play")
}

pub(super) fn launch_2048(saved: Option<SlideGame>, query: &str, speed: Speed) -> Launch {
    let mut launch = launch_at(
        &format!(
            "mode=2048{}",
            if query.is_empty() {
                String::new()
            } else {
                format!("&{query}")
            }
        ),
        Ok(saved.map_or(Loaded::Nothing, |game| {
            Loaded::Game(SlideHistory::new(game).into())
        })),
    );
    launch.settings.speed = Some(speed);
    launch.last_mode = Some(Mode::Twenty48);
    launch
}

pub(super) fn on_2048(board: &str, speed: Speed) -> Session {
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    Session::open(launch_2048(Some(game), "", speed)).0
}

pub(super) fn slide(session: &mut Session, dir: Direction) -> Vec<Effect> {
    key(session, Action::Step(dir))
}

fn waits(effects: &[Effect]) -> Vec<u32> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Wait { serial, .. } => Some(*serial),
            _ => None,
        })
        .collect()
}

pub(super) fn saved_text(effects: &[Effect]) -> Option<String> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Save(Record::Game { json, .. }) => Some(json.clone()),
        _ => None,
    })
}

const TWO_PAIRS: &str = "2 2 . .\n. . . .\n. . . .\n4 4 . .";

#[test]
fn a_first_visit_to_2048_starts_a_4x4_game_saves_it_and_names_it_in_the_address() {
    let (session, effects) = Session::open(launch_2048(None, "", Speed::Normal));
    assert_eq!(session.size(), 4);
    assert_eq!(slides(&session).shown().len(), 2);
    assert!(saved_text(&effects).is_some());
    let seed = session.summary().seed;
    assert!(effects.contains(&Effect::ShowAddress(format!("mode=2048&seed={seed}"))));
    assert!(
        session.status().starts_with("2048, game "),
        "{}",
        session.status()
    );
}

#[test]
fn a_2048_link_resumes_its_own_game_and_offers_another_while_one_is_under_way() {
    let mut game = SlideGame::new(9);
    let fresh = Session::open(launch_2048(Some(game.clone()), "seed=7", Speed::Normal)).0;
    assert_eq!(
        fresh.summary().seed,
        7,
        "an untouched save gives way to the link"
    );
    while game.moves() == 0 {
        for dir in [Direction::Left, Direction::Up, Direction::Right] {
            let _ = game.play(dir);
        }
    }
    let kept = Session::open(launch_2048(Some(game.clone()), "seed=7", Speed::Normal)).0;
    assert_eq!(slides(&kept).game(), &game);
    assert_eq!(
        kept.offer(),
        Some(Offer::Game {
            mode: Mode::Twenty48,
            seed: 7,
            size: 4,
            asked: false
        })
    );
    let resumed = Session::open(launch_2048(Some(game.clone()), "seed=9", Speed::Normal)).0;
    assert_eq!((slides(&resumed).game(), resumed.offer()), (&game, None));
}

#[test]
fn a_slide_glides_then_rests_with_the_merged_tiles_popping_and_the_new_tile() {
    let mut session = on_2048(TWO_PAIRS, Speed::Normal);
    let effects = slide(&mut session, Direction::Right);
    assert!(
        saved_text(&effects).is_some(),
        "saved as soon as the move is played"
    );
    assert!(slides(&session).moving());
    assert_eq!(session.summary().score, 12);
    // While gliding: the four old tiles, at their destinations, old values.
    let shown = slides(&session).shown();
    assert_eq!(shown.len(), 4);
    assert!(shown.iter().all(|t| t.pos.x == 3 && t.value <= 4));
    assert_eq!(
        shown.iter().filter(|t| t.look == Look::Vanishing).count(),
        2
    );
    session.handle(Intent::Tick(waits(&effects)[0]));
    assert!(!slides(&session).moving());
    let looks: Vec<Look> = slides(&session).shown().iter().map(|t| t.look).collect();
    assert_eq!(looks.iter().filter(|&&l| l == Look::Merged).count(), 2);
    assert_eq!(looks.iter().filter(|&&l| l == Look::New).count(), 1);
    assert_eq!(looks.len(), 3);
    assert!(
        session.status().contains("Score 12"),
        "{}",
        session.status()
    );
}

#[test]
fn a_slide_that_changes_nothing_is_not_counted_and_draws_nothing() {
    let mut session = on_2048("2 4 . .\n. . . .\n. . . .\n4 2 . .", Speed::Normal);
    let before = session.history();
    let effects = slide(&mut session, Direction::Left);
    assert!(effects.is_empty());
    assert_eq!(session.history(), before);
    assert_eq!(session.status(), "Nothing moves left.");
}

#[test]
fn a_move_during_a_slide_snaps_the_old_one_then_plays() {
    let mut session = on_2048(TWO_PAIRS, Speed::Slow);
    let first = waits(&slide(&mut session, Direction::Right))[0];
    let effects = slide(&mut session, Direction::Left);
    // Not lost, not yet played: the first move snaps to its end.
    assert_eq!(session.summary().moves, 1);
    assert!(!slides(&session).moving());
    assert!(
        slides(&session)
            .shown()
            .iter()
            .all(|t| t.look == Look::Still)
    );
    let snap = waits(&effects)[0];
    // The first move's own timer is stale now.
    session.handle(Intent::Tick(first));
    assert_eq!(session.summary().moves, 1);
    session.handle(Intent::Tick(snap));
    assert_eq!(session.summary().moves, 2);
    assert!(slides(&session).moving());
}

#[test]
fn instant_speed_plays_at_once_without_timers() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    let effects = slide(&mut session, Direction::Right);
    assert!(waits(&effects).is_empty());
    assert_eq!(slides(&session).shown().len(), 3);
}

#[test]
fn reaching_2048_opens_the_win_dialog_once_and_keep_going_plays_on() {
    let mut session = on_2048("1024 1024 . .\n. . . .\n. . . .\n. . . 2", Speed::Instant);
    slide(&mut session, Direction::Left);
    assert!(slides(&session).win_shown());
    assert!(session.status().contains("you win"));
    // Moves wait while the dialog is open; the game-over box waits too.
    let moves = session.summary().moves;
    slide(&mut session, Direction::Right);
    assert_eq!(session.summary().moves, moves);
    let effects = session.handle(Intent::KeepGoing);
    assert!(saved_text(&effects).is_some_and(|t| t.contains("\"kept_going\":true")));
    assert!(!slides(&session).win_shown());
    slide(&mut session, Direction::Right);
    assert_eq!(session.summary().moves, moves + 1);
    assert!(!slides(&session).win_shown());
}

#[test]
fn a_full_board_without_pairs_shows_game_over() {
    let session = on_2048("2 4 2\n4 2 4\n2 4 2", Speed::Normal);
    assert!(session.game_over_shown());
}

#[test]
fn the_best_is_kept_per_side_and_a_new_game_of_another_side_starts_at_once() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    let effects = slide(&mut session, Direction::Left);
    assert!(effects.contains(&Effect::Save(Record::Best {
        mode: Mode::Twenty48,
        size: 4,
        best: 12
    })));
    assert_eq!(session.best(), 12);
    session.handle(Intent::OpenNewGame);
    assert!(session.new_game_open());
    let effects = session.handle(Intent::StartNewGame(Mode::Twenty48, 5));
    assert_eq!(session.size(), 5);
    assert_eq!((session.best(), session.summary().score), (0, 0));
    assert!(!session.new_game_open());
    assert!(effects.contains(&Effect::FocusBoard));
    assert!(saved_text(&effects).is_some());
}

#[test]
fn undo_takes_a_slide_back_and_redo_plays_it_again_with_the_same_new_tile() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    assert!(!session.can_undo());
    slide(&mut session, Direction::Right);
    let after = session.history();
    let effects = key(&mut session, Action::Undo);
    assert_eq!(session.summary().moves, 0);
    assert_eq!(session.undos(), 1);
    assert!(session.can_redo());
    assert_eq!(slides(&session).shown().len(), 4);
    assert!(saved_text(&effects).is_some_and(|t| t.contains("\"undos\":1")));
    assert!(session.status().starts_with("Took back the slide right."));
    key(&mut session, Action::Redo);
    assert_eq!(
        slides(&session).game(),
        match &after {
            AnyHistory::Twenty48(h) => h.game(),
            _ => unreachable!(),
        }
    );
    assert!(!session.can_redo());
    key(&mut session, Action::Redo);
    assert_eq!(session.status(), "Nothing to redo.");
}

#[test]
fn a_2048_game_with_undos_never_raises_the_best() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    slide(&mut session, Direction::Up);
    key(&mut session, Action::Undo);
    let effects = slide(&mut session, Direction::Right);
    assert!(session.summary().score > 0);
    assert_eq!(session.best(), 0);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Best { .. })))
    );
}

#[test]
fn a_win_not_yet_answered_shows_again_after_a_reload() {
    let mut session = on_2048("1024 1024 . .\n. . . .\n. . . .\n2 . . .", Speed::Instant);
    let effects = slide(&mut session, Direction::Left);
    let reload = |text: String| {
        let mut launch = launch_2048(None, "", Speed::Instant);
        launch.saved = Ok(Loaded::Game(SlideHistory::from_json(&text).unwrap().into()));
        Session::open(launch).0
    };
    assert!(slides(&reload(saved_text(&effects).unwrap())).win_shown());
    let effects = session.handle(Intent::KeepGoing);
    assert!(!slides(&reload(saved_text(&effects).unwrap())).win_shown());
}

#[test]
fn another_tabs_2048_save_is_adopted_and_its_bests_count() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    let AnyHistory::Twenty48(mut theirs) = session.history() else {
        unreachable!()
    };
    theirs.play(Direction::Down).unwrap();
    session.handle(Intent::StorageChanged {
        key: "exponentorus.2048.game".into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.history(), AnyHistory::Twenty48(theirs.clone()));
    assert_eq!(session.notices().len(), 1);
    session.handle(Intent::StorageChanged {
        key: "exponentorus.2048.best.4".into(),
        value: Some("5000".into()),
    });
    assert_eq!(session.best(), 5000);
    // Nonsense from another tab, or the main game's save, changes nothing.
    for key in ["exponentorus.2048.game", "exponentorus.game"] {
        session.handle(Intent::StorageChanged {
            key: key.into(),
            value: Some("{\"version\":2".into()),
        });
    }
    assert_eq!(session.history(), AnyHistory::Twenty48(theirs));
}

#[test]
fn a_2048_daily_game_is_the_days_seed_on_4x4_in_its_own_slot() {
    let (session, effects) = Session::open(launch_2048(None, "daily=2026-11-30", Speed::Instant));
    let day = Day::parse("2026-11-30").unwrap();
    assert_eq!(session.summary().seed, rules::daily::seed_of(day));
    assert_eq!(session.size(), 4);
    assert_eq!(session.daily().map(|d| d.day), Some(day));
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            mode: Mode::Twenty48,
            slot: Slot::Daily,
            ..
        })
    )));
}

#[test]
fn a_2048_replay_plays_its_slides_and_saves_nothing() {
    let mut whole = SlideHistory::new(SlideGame::with_size(7, 4).unwrap());
    for dir in [
        Direction::Left,
        Direction::Down,
        Direction::Right,
        Direction::Up,
    ] {
        let _ = whole.play(dir);
    }
    let moves = whole.log().len();
    let (mut session, effects) =
        Session::open_replay(whole.clone().into(), settings_seen(), (false, false), None);
    assert!(!effects.iter().any(|e| matches!(e, Effect::Save(_))));
    assert_eq!(session.replay_position(), (0, moves));
    session.handle(Intent::SetSpeed(Speed::Instant));
    for _ in 0..moves {
        let effects = session.handle(Intent::Replay(crate::model::replay::ReplayControl::Forward));
        assert!(!effects.iter().any(|e| matches!(e, Effect::Save(_))));
    }
    assert_eq!(session.replay_position(), (moves, moves));
    assert_eq!(session.summary().score, whole.game().score());
}

#[test]
fn the_settings_dialog_takes_the_keys_and_esc_closes_it_in_2048_too() {
    let mut session = on_2048(TWO_PAIRS, Speed::Instant);
    session.handle(Intent::OpenSettings);
    slide(&mut session, Direction::Right);
    key(&mut session, Action::Undo);
    assert_eq!(session.summary().moves, 0);
    assert_eq!(key(&mut session, Action::Cancel), [Effect::GiveBackFocus]);
    assert!(!session.settings_open());
}
