//! The tutorial: on a first visit and from how to play, step by step by any input, skipped
//! at any step, and never keeping anything of its game.

use super::*;
use crate::model::tutorial::{Goal, Tutorial};

mod modes;
mod reload;

/// A first visit at `query`: no settings yet (the sound off, for the effects' sake).
fn first_visit(query: &str) -> (Session, Vec<Effect>) {
    let mut launch = launch_at(query, Ok(Loaded::Nothing));
    launch.settings = Settings {
        muted: true,
        ..Settings::default()
    };
    launch.last_mode = None;
    Session::open(launch)
}

/// Whether any effect writes the player's game, a best or a finished game.
fn keeps_a_game(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Save(Record::Game { .. } | Record::Best { .. } | Record::Finished(_))
        )
    })
}

/// Does the step in hand as its marks show, with taps (a roll for a step with none);
/// returns every effect on the way, timers run out.
fn do_step(session: &mut Session) -> Vec<Effect> {
    let step = session.tutorial().and_then(|t| t.step()).unwrap().clone();
    let mut seen = Vec::new();
    let mut intents = Vec::new();
    match step.marks.as_slice() {
        [a, b] if step.goal != Goal::SeamShown => {
            let view = session.view();
            intents.push(tap(view.to_view(*a)));
            intents.push(tap(view.to_view(*b)));
        }
        _ => intents.push(Intent::Action(Action::Step(Direction::Left))),
    }
    for intent in intents {
        let mut effects = session.handle(intent);
        while let Some(serial) = timer(&effects) {
            seen.append(&mut effects);
            effects = session.handle(Intent::Tick(serial));
        }
        seen.append(&mut effects);
    }
    seen
}

#[test]
fn a_first_visit_plays_the_tutorial_through_and_keeps_nothing_of_it() {
    let (mut session, opening) = first_visit("");
    assert!(
        saves_game(&opening),
        "the player's own game is dealt and saved"
    );
    let own = session.history();
    let own = {
        let mut kept = session.clone();
        kept.handle(Intent::LeaveTutorial);
        assert_ne!(kept.history(), own, "the tutorial's board is its own");
        kept.history()
    };
    assert_eq!(session.size(), 5);
    assert_eq!(session.tutorial().map(|t| t.steps()), Some(5));
    for n in 1..=5 {
        assert!(
            session.status().starts_with(&format!("Step {n} of 5: ")),
            "{}",
            session.status()
        );
        let effects = do_step(&mut session);
        assert!(!keeps_a_game(&effects), "step {n}: {effects:?}");
        assert_eq!(session.best(), 0, "no best from the tutorial");
    }
    let tutorial = session.tutorial().unwrap();
    assert!(tutorial.finished());
    assert!(session.status().starts_with("Well done!"));
    let effects = session.handle(Intent::LeaveTutorial);
    assert!(session.tutorial().is_none());
    assert_eq!(session.history(), own, "the player's game, as it was");
    assert_eq!(session.size(), 9);
    assert!(
        effects.contains(&Effect::Save(Record::Settings(Settings {
            help_seen: true,
            muted: true,
            ..Settings::default()
        }))),
        "the welcome was had: {effects:?}"
    );
    assert!(!keeps_a_game(&effects));
    assert_eq!(effects.last(), Some(&Effect::FocusBoard));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Rest(tiles) if tiles.len() == 81))
    );
}

#[test]
fn skipping_at_any_step_gives_the_players_game_back_as_it_was() {
    for steps_done in 0..=5 {
        for skip in [Intent::LeaveTutorial, Intent::Action(Action::Cancel)] {
            let (mut session, _) = first_visit("seed=42");
            let own = {
                let mut kept = session.clone();
                kept.handle(Intent::LeaveTutorial);
                kept.history()
            };
            for _ in 0..steps_done {
                do_step(&mut session);
            }
            let effects = session.handle(skip.clone());
            assert!(session.tutorial().is_none(), "{skip:?} after {steps_done}");
            assert_eq!(session.history(), own, "{skip:?} after {steps_done}");
            assert_eq!(session.summary().seed, 42);
            assert!(!keeps_a_game(&effects));
        }
    }
}

#[test]
fn escape_puts_a_tile_down_before_it_skips() {
    let (mut session, _) = first_visit("");
    key(&mut session, Action::Pick);
    assert!(session.selection().is_some());
    key(&mut session, Action::Cancel);
    assert!(session.tutorial().is_some(), "the tile went down");
    key(&mut session, Action::Help);
    key(&mut session, Action::Cancel);
    assert!(!session.help_open());
    assert!(session.tutorial().is_some(), "how to play closed");
    key(&mut session, Action::Cancel);
    assert!(session.tutorial().is_none());
    assert!(session.status().starts_with("Tutorial skipped"));
}

#[test]
fn the_keyboard_does_each_step_and_the_next_starts_once_the_board_rests() {
    let (mut session, _) = first_visit("");
    session.handle(Intent::SetSpeed(Speed::Normal));
    let up = Action::Step(Direction::Up);
    let right = Action::Step(Direction::Right);
    for (n, keys) in [
        vec![Action::Pick, up],
        vec![Action::Pick, right],
        vec![Action::Pick, right],
        vec![right],
    ]
    .into_iter()
    .enumerate()
    {
        let mut effects = Vec::new();
        for action in keys {
            effects = key(&mut session, action);
        }
        assert_eq!(
            session.tutorial().unwrap().number(),
            n + 1,
            "the step waits while the move shows"
        );
        run_to_rest(&mut session, effects);
        assert_eq!(
            session.tutorial().unwrap().number(),
            n + 2,
            "step {}",
            n + 1
        );
    }
    // Step 5: the marked tiles either side of the seam, (4,1) and (0,1). The arrows bring
    // (4,1) under the cursor; then Space, and → swaps it across the seam.
    while session.view().cursor() != Pos::new(4, 1) {
        let cursor = session.view().cursor();
        let towards = if cursor.x != 4 { right } else { up };
        let effects = key(&mut session, towards);
        run_to_rest(&mut session, effects);
    }
    assert_eq!(
        session.tutorial().unwrap().number(),
        5,
        "rolls do nothing for step 5"
    );
    key(&mut session, Action::Pick);
    let effects = key(&mut session, right);
    run_to_rest(&mut session, effects);
    assert!(
        session.tutorial().unwrap().finished(),
        "{}",
        session.status()
    );
}

#[test]
fn a_step_done_another_way_goes_on_to_the_next_steps_own_board() {
    let (mut session, _) = first_visit("");
    session.handle(Intent::SetSpeed(Speed::Instant));
    let lesson_step_2 = crate::model::play::lesson(Mode::Exponentorus).steps()[1]
        .start
        .clone();
    // Any line of three does step 1, not only the marked swap's.
    let valid = session.game().valid_moves();
    let other = valid
        .iter()
        .find(|m| {
            let marked = [Pos::new(2, 2), Pos::new(2, 1)];
            !(marked.contains(&m.a) && marked.contains(&m.b))
        })
        .copied()
        .expect("another move");
    session.handle(tap(session.view().to_view(other.a)));
    session.handle(tap(session.view().to_view(other.b)));
    assert_eq!(session.tutorial().unwrap().number(), 2);
    assert_eq!(
        session.history(),
        lesson_step_2,
        "step 2's board, set out for its marks"
    );
}

#[test]
fn a_move_that_is_no_step_leaves_the_step_in_hand() {
    let (mut session, _) = first_visit("");
    session.handle(Intent::SetSpeed(Speed::Instant));
    do_step(&mut session);
    // Step 2 wants four in a line; a roll does nothing for it.
    key(&mut session, Action::Step(Direction::Left));
    assert_eq!(session.tutorial().unwrap().number(), 2);
    let before = session.history();
    key(&mut session, Action::Recentre);
    assert_eq!(session.history(), before);
}

#[test]
fn how_to_play_starts_the_tutorial_any_time_and_the_game_under_way_waits() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
    let own = session.history();
    key(&mut session, Action::Help);
    let effects = session.handle(Intent::StartTutorial);
    assert!(!session.help_open(), "the panel gives way to the tutorial");
    assert_eq!(session.game().moves(), 0);
    assert_eq!(effects.last(), Some(&Effect::FocusBoard));
    assert!(!keeps_a_game(&effects));
    do_step(&mut session);
    let effects = session.handle(Intent::LeaveTutorial);
    assert_eq!(session.history(), own);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(r) if *r != Record::Tutorial(None))),
        "a returning player's settings are as they were, the step kept for a reload gone: \
         {effects:?}"
    );
    assert!(effects.contains(&Effect::Save(Record::Tutorial(None))));
    assert!(session.status().starts_with("Tutorial skipped"));
}

#[test]
fn a_new_game_asked_for_during_the_tutorial_ends_it_first() {
    let (mut session, _) = first_visit("");
    let own_seed = {
        let mut kept = session.clone();
        kept.handle(Intent::LeaveTutorial);
        kept.summary().seed
    };
    let effects = session.handle(Intent::StartNewGame(Mode::Exponentorus, 7));
    assert!(session.tutorial().is_none());
    assert_eq!(session.size(), 7);
    assert_ne!(session.summary().seed, own_seed);
    assert!(
        saves_game(&effects),
        "the new game is the player's, and kept"
    );
}

#[test]
fn another_tabs_game_goes_to_the_waiting_game_not_the_tutorials() {
    let (mut session, _) = first_visit("");
    let theirs = {
        let mut history = History::new(Game::new(3));
        let mv = history.game().hint().unwrap();
        history.play(mv).unwrap();
        history
    };
    let tutorial_board = session.history();
    session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.history(), tutorial_board, "the tutorial plays on");
    session.handle(Intent::LeaveTutorial);
    assert_eq!(session.history(), AnyHistory::from(theirs));
}

#[test]
fn the_tutorial_hides_the_game_over_box_and_counts_nothing() {
    let (mut session, _) = first_visit("");
    session.handle(Intent::SetSpeed(Speed::Instant));
    for _ in 0..3 {
        do_step(&mut session);
    }
    assert!(!session.game_over_shown());
    assert_eq!(session.best(), 0);
    assert_eq!(session.summary().moves, 3, "the tutorial's own moves");
}

#[test]
fn where_storage_is_refused_the_tutorial_waits_in_how_to_play() {
    let mut launch = launch_at("", Err(StoreError::Blocked));
    launch.settings = Settings::default();
    let (mut session, _) = Session::open(launch);
    assert!(
        session.tutorial().is_none(),
        "it could never be remembered as seen"
    );
    assert_eq!(session.size(), 9);
    key(&mut session, Action::Help);
    session.handle(Intent::StartTutorial);
    assert!(session.tutorial().is_some());
}

#[test]
fn a_replay_viewer_has_no_tutorial() {
    let whole = History::new(Game::new(5));
    let (mut session, _) =
        Session::open_replay(whole.into(), Settings::default(), (false, false), None);
    session.handle(Intent::StartTutorial);
    assert!(session.tutorial().is_none());
}
