//! The session as a replay viewer.

use super::*;
use crate::model::replay::ReplayControl;
use rules::replay_code;

/// A game of `moves` hinted moves from seed 42, through its replay code.
fn coded_game(moves: usize) -> History {
    let mut history = History::new(Game::new(42));
    for _ in 0..moves {
        let m = history.game().hint().unwrap();
        history.play(m).unwrap();
    }
    history.undo();
    match replay_code::decode(&replay_code::encode(&history).unwrap()).unwrap() {
        rules::AnyHistory::Exponentile(history) => *history,
        other => panic!("not an ExponenTorus game: {other:?}"),
    }
}

fn control(session: &mut Session, control: ReplayControl) -> Vec<Effect> {
    session.handle(Intent::Replay(control))
}

fn writes_storage(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Save(_)))
}

#[test]
fn a_replay_opens_at_the_deal_and_steps_through_the_game() {
    let whole = coded_game(12);
    let (mut session, effects) =
        Session::open_replay(whole.clone().into(), settings_seen(), (false, false), None);
    assert!(!writes_storage(&effects));
    assert_eq!(session.game(), whole.start());
    assert_eq!(session.replay_position(), (0, 11));
    assert_eq!(session.undos(), 1, "the game's undos, as the code says");
    assert!(!session.help_open() && !session.can_redo());
    assert!(session.status().starts_with("Replay of game 42: 11 moves."));

    let effects = control(&mut session, ReplayControl::Forward);
    assert!(!writes_storage(&effects));
    assert!(timer(&effects).is_some(), "the move animates");
    assert_eq!(session.game(), &after(&whole, 1));
    assert!(
        session.status().starts_with("Move 1 of 11. "),
        "{}",
        session.status()
    );
    run_to_rest(&mut session, effects);

    let effects = control(&mut session, ReplayControl::Back);
    assert!(timer(&effects).is_some(), "stepping back animates too");
    assert_eq!(session.game(), whole.start());
    assert_eq!(session.undos(), 1, "a step back is no undo");
    assert_eq!(session.status(), "The deal, before move 1 of 11.");

    let effects = control(&mut session, ReplayControl::ToEnd);
    assert!(timer(&effects).is_none() && matches!(effects.last(), Some(Effect::Rest(_))));
    assert_eq!(
        session.torus_history(),
        &whole,
        "the end is the game the code holds"
    );
    assert!(!session.game_over_shown());
    control(&mut session, ReplayControl::Seek(5));
    assert_eq!(session.game(), &after(&whole, 5));
    control(&mut session, ReplayControl::Seek(500));
    assert_eq!(session.replay_position(), (11, 11));
    control(&mut session, ReplayControl::ToStart);
    assert_eq!(session.replay_position(), (0, 11));
    assert_eq!(session.best(), 0, "a replay sets no best");
}

/// The game after `moves` moves of `whole`, played anew.
fn after(whole: &History, moves: usize) -> Game {
    let mut game = whole.start().clone();
    for m in &whole.log()[..moves] {
        game.play(m.a, m.b).unwrap();
    }
    game
}

#[test]
fn play_runs_to_the_end_and_saves_nothing() {
    for speed in [Speed::Normal, Speed::Instant] {
        let whole = coded_game(9);
        let (mut session, _) =
            Session::open_replay(whole.clone().into(), settings_seen(), (false, false), None);
        control(&mut session, ReplayControl::SetSpeed(speed));
        let mut effects = control(&mut session, ReplayControl::TogglePlay);
        assert!(session.replay().unwrap().playing);
        let mut ticks = 0;
        while let Some(serial) = timer(&effects) {
            assert!(!writes_storage(&effects));
            effects = session.handle(Intent::Tick(serial));
            ticks += 1;
            assert!(ticks < 1000, "the replay ends");
        }
        assert_eq!(session.torus_history(), &whole, "{speed:?}");
        assert!(!session.replay().unwrap().playing);
        assert!(session.status().starts_with("End of the replay: 8 moves"));
        // Play at the end starts over.
        control(&mut session, ReplayControl::TogglePlay);
        assert!(session.replay_position().0 <= 1);
        control(&mut session, ReplayControl::TogglePlay);
        assert!(!session.replay().unwrap().playing);
        assert!(session.status().starts_with("Paused after move"));
    }
}

#[test]
fn a_replay_ignores_the_board_s_swaps_and_other_tabs() {
    let whole = coded_game(4);
    let (mut session, _) =
        Session::open_replay(whole.clone().into(), settings_seen(), (false, false), None);
    let m = whole.log()[0];
    session.handle(tap((i32::from(m.a.x), i32::from(m.a.y))));
    let effects = session.handle(tap((i32::from(m.b.x), i32::from(m.b.y))));
    assert!(!writes_storage(&effects));
    assert_eq!(session.replay_position(), (0, 3));
    session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(History::new(Game::new(5)).to_json()),
    });
    assert_eq!(session.game(), whole.start());
    assert!(
        !writes_storage(&session.handle(Intent::SetTheme(Theme::Dark))),
        "settings stay the player's"
    );
}

#[test]
fn a_bad_replay_code_is_a_notice_and_the_saved_game_stays() {
    let mut session = on(ONE_MOVE);
    let before = session.game().clone();
    session.refuse_replay(&replay_code::decode("AQk").unwrap_err());
    assert_eq!(
        session.notices(),
        [
            "This replay link does not work: the replay code is cut short. Your own game is here, as you left it."
        ]
    );
    assert_eq!(session.game(), &before);
}

#[test]
fn a_bad_replay_code_in_a_fresh_profile_says_a_new_game_started() {
    let (mut session, _) = Session::open(launch_at("replay=x&seed=3", Ok(Loaded::Nothing)));
    session.refuse_replay(&replay_code::decode("x").unwrap_err());
    let notices = session.notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].ends_with("A new game has started."),
        "{notices:?}"
    );
}

#[test]
fn a_replay_from_the_leaderboard_names_the_player_and_the_score() {
    let whole = coded_game(12);
    let score = whole.game().score();
    let (session, _) = Session::open_replay(
        whole.clone().into(),
        settings_seen(),
        (false, false),
        Some(" Ann "),
    );
    assert_eq!(session.replay_player(), Some("Ann"));
    assert_eq!(
        session.status(),
        format!(
            "Replay of Ann's game 42: {} points in 11 moves. Space plays or pauses, the \
             arrows step, Home and End jump.",
            crate::model::numbers::grouped(score)
        )
    );
    // A name the boards would refuse names no one.
    let (session, _) = Session::open_replay(
        whole.into(),
        settings_seen(),
        (false, false),
        Some("Ann\u{202e}"),
    );
    assert_eq!(session.replay_player(), None);
    assert!(session.status().starts_with("Replay of game 42: 11 moves."));
}

#[test]
fn on_a_touch_screen_the_viewer_speaks_of_its_buttons_until_a_key_is_pressed() {
    let (mut session, _) =
        Session::open_replay(coded_game(12).into(), settings_seen(), (false, true), None);
    assert!(session.touch());
    assert!(
        session.status().ends_with(
            "It is paused: the buttons below play, pause and step, and the slider picks a move."
        ),
        "{}",
        session.status()
    );
    assert!(!session.status().contains("Space"));
    assert_eq!(session.handle(Intent::KeyPressed), []);
    assert!(!session.touch(), "a key pressed: the words name keys");
}

#[test]
fn a_daily_games_replay_names_its_day_not_its_seed() {
    let day = rules::day::Day::parse("2026-11-30").unwrap();
    let mut history = History::new(Game::new(rules::daily::seed_of(day)));
    let m = history.game().hint().unwrap();
    history.play(m).unwrap();
    let (session, _) = Session::open_replay(history.into(), settings_seen(), (false, false), None);
    assert!(
        session
            .status()
            .starts_with("Replay of the daily game of 2026-11-30: 1 move."),
        "{}",
        session.status()
    );
}
