//! The dialogs, the hint, speed, themes and motion, and undo.

use super::*;

// ----- Dialogs -----------------------------------------------------------------------------

#[test]
fn new_game_asks_first_while_a_game_is_under_way() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let game = session.game().clone();
    assert_eq!(key(&mut session, Action::NewGame), []);
    assert!(session.new_game_open());
    // The question is modal: keys other than Escape do nothing.
    for action in [
        DOWN,
        Action::Pick,
        Action::Hint,
        Action::NewGame,
        Action::Help,
    ] {
        assert_eq!(key(&mut session, action), []);
    }
    assert_eq!(session.game(), &game);
    assert_eq!(session.view(), View::new(5));
    key(&mut session, Action::Cancel);
    assert!(!session.new_game_open());
    assert_eq!(session.game(), &game);
}

#[test]
fn the_questions_buttons_keep_the_game_or_start_another() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    key(&mut session, Action::NewGame);
    assert_eq!(
        session.handle(Intent::CloseNewGame),
        [Effect::GiveBackFocus]
    );
    assert_eq!(session.game().moves(), 1);
    key(&mut session, Action::NewGame);
    let effects = session.handle(Intent::StartNewGame(Mode::Exponentorus, 5));
    assert!(!session.new_game_open());
    assert_eq!(session.game().moves(), 0);
    assert!(saves_game(&effects));
    assert_eq!(effects.last(), Some(&Effect::FocusBoard));
    assert_eq!(session.best(), 4, "the best score stays");
}

#[test]
fn how_to_play_toggles_and_closing_it_is_remembered_once() {
    // A first visit: the tutorial runs, and how to play is one key away.
    let (mut session, _) = Session::open(Launch {
        settings: Settings::default(),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(!session.help_open());
    assert_eq!(key(&mut session, Action::Help), []);
    assert!(session.help_open());
    let effects = session.handle(Intent::CloseHelp);
    assert!(!session.help_open());
    assert_eq!(
        effects,
        [
            Effect::GiveBackFocus,
            Effect::Save(Record::Settings(Settings {
                help_seen: true,
                ..Settings::default()
            }))
        ]
    );
    assert_eq!(key(&mut session, Action::Help), []);
    assert!(session.help_open());
    assert_eq!(
        key(&mut session, Action::Help),
        [Effect::GiveBackFocus],
        "seen already: nothing to save"
    );
    assert!(!session.help_open());
}

/// How to play is a dialog as the others are: it has the focus and the screen's room, and
/// the board waits behind it; Escape closes it.
#[test]
fn how_to_play_is_a_dialog_the_board_waits_behind() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Help);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    session.handle(Intent::Board(BoardInput::Tap((4, 4))));
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.selection(), None);
    // One dialog at a time: the statistics wait for it to close.
    key(&mut session, Action::Stats);
    assert!(session.help_open() && !session.stats_open());
    assert_eq!(key(&mut session, Action::Cancel), [Effect::GiveBackFocus]);
    assert!(!session.help_open());
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
}

#[test]
fn notices_are_dismissed_together_with_the_offer() {
    let mut session = on(ONE_MOVE);
    session.handle(Intent::SaveFailed(StoreError::Full));
    session.handle(Intent::SaveFailed(StoreError::Blocked));
    assert_eq!(session.notices().len(), 2);
    session.handle(Intent::DismissNotices);
    assert_eq!(session.notices(), [] as [String; 0]);
    assert_eq!(session.offer(), None);
}

// ----- Hints, speed, motion ---------------------------------------------------------------

#[test]
fn a_hint_marks_a_valid_move_until_the_next_move() {
    let mut session = instant(on(ONE_MOVE));
    hint(&mut session);
    let hint = session.hint().expect("a move exists");
    assert!(session.game().valid_moves().contains(&hint));
    assert!(session.status().starts_with("Hint: swap the "));
    session.handle(tap(session.view().to_view(hint.a)));
    session.handle(tap(session.view().to_view(hint.b)));
    assert_eq!(session.game().moves(), 1);
    assert_eq!(session.hint(), None);
}

#[test]
fn a_chosen_speed_is_saved_and_reduced_motion_only_changes_the_default() {
    let mut session = on(ONE_MOVE);
    assert_eq!(session.speed(), Speed::Normal);
    session.handle(Intent::ReducedMotion(true));
    assert_eq!(session.speed(), Speed::Instant);
    let effects = session.handle(Intent::SetSpeed(Speed::Slow));
    assert_eq!(
        effects,
        [Effect::Save(Record::Settings(Settings {
            speed: Some(Speed::Slow),
            ..settings_seen()
        }))]
    );
    session.handle(Intent::ReducedMotion(false));
    assert_eq!(session.speed(), Speed::Slow);
}

#[test]
fn a_chosen_theme_and_palette_are_saved_and_leave_a_move_in_play_alone() {
    use crate::model::settings::{Palette, Theme};
    let mut session = on(ONE_MOVE);
    assert_eq!(session.theme(), Theme::System);
    assert_eq!(session.palette(), Palette::Standard);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert!(session.moving());
    let effects = session.handle(Intent::SetTheme(Theme::Dark));
    assert_eq!(session.theme(), Theme::Dark);
    assert_eq!(
        effects,
        [
            Effect::Save(Record::Settings(Settings {
                theme: Theme::Dark,
                ..settings_seen()
            })),
            Effect::ThemeColour(Theme::Dark),
        ]
    );
    let effects = session.handle(Intent::SetPalette(Palette::Safe));
    assert_eq!(session.palette(), Palette::Safe);
    assert_eq!(
        effects,
        [Effect::Save(Record::Settings(Settings {
            theme: Theme::Dark,
            palette: Palette::Safe,
            ..settings_seen()
        }))]
    );
    assert!(session.moving(), "the move plays on");
    assert_eq!(session.game().moves(), 1);
    let effects = session.handle(Intent::SetTheme(Theme::System));
    assert_eq!(session.theme(), Theme::System);
    assert_eq!(effects.last(), Some(&Effect::ThemeColour(Theme::System)));
}

#[test]
fn undo_takes_a_move_back_exactly_and_redo_plays_it_again() {
    let mut session = instant(on(ONE_MOVE));
    let start = session.game().clone();
    assert!(!session.can_undo());
    assert_eq!(key(&mut session, Action::Undo), []);
    assert_eq!(session.status(), "Nothing to undo.");
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let after = session.game().clone();
    assert_eq!(after.moves(), 1);
    assert!(session.can_undo());

    let effects = key(&mut session, Action::Undo);
    assert_eq!(session.game(), &start, "board, score, moves and generator");
    assert_eq!(session.undos(), 1);
    assert!(saves_game(&effects), "the undo is saved");
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Rest(_))),
        "shown at rest"
    );
    assert_eq!(
        session.status(),
        "Undone: the swap of the 8 at row 3, column 3 with the 2 at row 4, column 3. 1 undo this game."
    );
    assert!(session.can_redo());

    key(&mut session, Action::Redo);
    assert_eq!(session.game(), &after, "the same swap deals the same tiles");
    assert!(!session.can_redo());
    assert_eq!(key(&mut session, Action::Redo), []);
    assert_eq!(session.status(), "Nothing to redo.");
    assert_eq!(session.undos(), 1, "redo does not take the undo back");
}

#[test]
fn a_new_move_ends_redo_and_a_game_with_undos_never_sets_the_best() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let score = session.game().score();
    assert!(score > 0);
    assert_eq!(session.best(), score, "played straight, it is the best");
    key(&mut session, Action::Undo);
    // The same move played anew, not redone: redo has nothing left.
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(session.game().score(), score);
    assert!(!session.can_redo());
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Best { .. }))),
        "a game with undos raises no best"
    );

    let mut fresh = instant(on(ONE_MOVE));
    fresh.handle(Intent::StorageChanged {
        key: BEST_KEY.into(),
        value: Some("0".into()),
    });
    key(&mut fresh, Action::Undo);
    key(&mut fresh, Action::Pick);
    key(&mut fresh, DOWN);
    assert_eq!(
        fresh.undos(),
        0,
        "an undo with nothing to take back counts for nothing"
    );
    assert_eq!(fresh.best(), fresh.game().score());
}

#[test]
fn undo_during_a_move_finishes_it_first_and_a_new_game_forgets_the_log() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert!(session.moving());
    let effects = key(&mut session, Action::Undo);
    // The move's animation jumps to its end, then the undo animates from there.
    assert!(
        matches!(effects.first(), Some(Effect::Rest(_))),
        "{effects:?}"
    );
    assert!(effects.iter().any(|e| matches!(e, Effect::Play { .. })));
    assert_eq!(session.game().moves(), 0);
    session.handle(Intent::StartNewGame(Mode::Exponentorus, 9));
    assert!(!session.can_undo() && !session.can_redo());
    assert_eq!(session.undos(), 0);
}

#[test]
fn the_settings_dialog_is_modal_and_hands_the_keyboard_back_when_it_closes() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert!(session.moving());
    session.handle(Intent::OpenSettings);
    assert!(session.settings_open());
    assert!(!session.moving(), "opening it finishes the move in play");
    let view = session.view();
    for action in [
        Action::Step(Direction::Left),
        Action::Pick,
        Action::Hint,
        Action::NewGame,
    ] {
        assert_eq!(key(&mut session, action), [], "{action:?}");
    }
    assert_eq!(session.view(), view);
    assert_eq!(session.selection(), None);
    assert!(!session.new_game_open());
    session.handle(Intent::SetSpeed(Speed::Fast));
    assert_eq!(session.speed(), Speed::Fast);
    assert_eq!(key(&mut session, Action::Cancel), [Effect::GiveBackFocus]);
    assert!(!session.settings_open());
    session.handle(Intent::OpenSettings);
    assert_eq!(
        session.handle(Intent::CloseSettings),
        [Effect::GiveBackFocus]
    );
    assert!(!session.settings_open());
}

#[test]
fn a_page_opens_with_the_browsers_theme_colour_of_a_chosen_theme() {
    use crate::model::settings::Theme;
    let (_, effects) = Session::open(Launch {
        settings: Settings {
            theme: Theme::Light,
            ..settings_seen()
        },
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert_eq!(effects.last(), Some(&Effect::ThemeColour(Theme::Light)));
    let (_, effects) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Absent));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::ThemeColour(_))),
        "the system's: nothing to do"
    );
}

#[test]
fn reduced_motion_arriving_mid_move_finishes_it() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let effects = session.handle(Intent::ReducedMotion(true));
    assert!(only_rests(&effects));
    assert!(!session.moving());
}

#[test]
fn slower_speeds_wait_longer() {
    let wait = |speed| {
        let mut session = on(ONE_MOVE);
        session.handle(Intent::SetSpeed(speed));
        let effects = key(&mut session, Action::Step(Direction::Up));
        effects.iter().find_map(|e| match e {
            Effect::Wait { millis, .. } => Some(*millis),
            _ => None,
        })
    };
    assert_eq!(wait(Speed::Normal), Some(ROLL_MILLIS));
    assert_eq!(wait(Speed::Fast), Some(ROLL_MILLIS / 2));
    assert_eq!(wait(Speed::Slow), Some(ROLL_MILLIS * 2));
    assert_eq!(wait(Speed::Instant), None);
}
