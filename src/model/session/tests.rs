//! The session's behaviour: every intent in every state that matters.

use super::*;
use crate::model::input::Action;
use crate::model::saves::{BEST_KEY, GAME_KEY, Loaded, best_key};
use crate::model::settings::Theme;
use crate::model::sizes::SizeParam;
use crate::model::stats::LoadedStats;
use crate::sim::{Board, Direction, Game, LoadError};

/// A 5×5 board (cursor at the centre, (2,2) = 8) where swapping the cursor's 8 with the 2
/// below it lines up three 2s.
const ONE_MOVE: &str = "
     4  8 16  4  8
     8 16  4  8 16
     2  2  8 16  4
    16  4  2  8 16
     4  8 16  4  8";

/// A 5×5 board where swapping (1,2) = 8 with the 2 below it lines up three 2s across the
/// seam: (4,2), (0,2) and (1,2).
const SEAM: &str = "
     4  8 16  4  8
     8 16  4  8 16
     2  8 16  4  2
    16  2  4  8 16
     4  8 16  4  8";

/// A 5×5 board with each value once in every row and column: no swap makes a match.
const OVER: &str = "
     2  4  8 16 32
     8 16 32  2  4
    32  2  4  8 16
     4  8 16 32  2
    16 32  2  4  8";

fn settings_seen() -> Settings {
    Settings {
        help_seen: true,
        ..Settings::default()
    }
}

fn launch(saved: Result<Loaded, StoreError>, url: SeedParam) -> Launch {
    Launch {
        saved,
        url,
        url_size: SizeParam::Absent,
        settings: settings_seen(),
        bests: Bests::default(),
        reduced_motion: false,
        entropy: 1,
        today: crate::model::day::Day::from_number(20_787),
        daily: None,
        stats: Ok(crate::model::stats::LoadedStats::Stats(Default::default())),
    }
}

/// A session resuming a game on `board` (new tiles from seed 7), help already seen.
fn on(board: &str) -> Session {
    let game = Game::from_board(board.parse::<Board>().unwrap(), 7);
    let (session, effects) = Session::open(launch(
        Ok(Loaded::Game(Box::new(History::new(game)))),
        SeedParam::Absent,
    ));
    assert_eq!(effects, [], "resuming a game does nothing to the page");
    session
}

fn instant(mut session: Session) -> Session {
    session.handle(Intent::SetSpeed(Speed::Instant));
    session
}

fn key(session: &mut Session, action: Action) -> Vec<Effect> {
    session.handle(Intent::Action(action))
}

const DOWN: Action = Action::Step(Direction::Down);

/// Carries out `effects` as the page would for the solver: each [`Effect::Think`] sends
/// its [`Intent::Think`] back, until the session stops asking. Returns how many slices
/// were searched and every effect returned on the way.
fn think_through(session: &mut Session, mut effects: Vec<Effect>) -> (usize, Vec<Effect>) {
    let mut slices = 0;
    let mut seen = Vec::new();
    while let Some(serial) = effects.iter().find_map(|e| match e {
        Effect::Think(serial) => Some(*serial),
        _ => None,
    }) {
        seen.append(&mut effects);
        slices += 1;
        assert!(slices < 10_000, "the solver never stops thinking");
        effects = session.handle(Intent::Think(serial));
    }
    seen.append(&mut effects);
    (slices, seen)
}

/// Presses H and lets the solver think until the hint shows.
fn hint(session: &mut Session) {
    let effects = key(session, Action::Hint);
    think_through(session, effects);
}

/// Whether the effects are just a return to rest.
fn only_rests(effects: &[Effect]) -> bool {
    matches!(effects, [Effect::Rest(_)])
}

fn saves_game(effects: &[Effect]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e, Effect::Save(Record::Game(_))))
}

/// The serial of the timer the effects start, if any.
fn timer(effects: &[Effect]) -> Option<u32> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Wait { serial, .. } => Some(*serial),
        _ => None,
    })
}

/// Lets every timer run out until the session rests; returns how many ran.
fn run_to_rest(session: &mut Session, mut effects: Vec<Effect>) -> usize {
    let mut ticks = 0;
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        ticks += 1;
        assert!(ticks < 100, "the animation ends");
    }
    assert!(matches!(effects.last(), Some(Effect::Rest(_))));
    ticks
}

// ----- Opening ---------------------------------------------------------------------------

#[test]
fn a_first_visit_starts_and_saves_a_game_and_opens_how_to_play() {
    let (session, effects) = Session::open(Launch {
        settings: Settings::default(),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(saves_game(&effects));
    assert!(session.help_open());
    assert!(session.status().starts_with("Welcome"));
    assert_eq!(session.game().moves(), 0);
    assert!((1..=1_000_000_000).contains(&session.game().seed()));
}

#[test]
fn new_games_seeds_come_from_the_launchs_entropy() {
    let seed = |entropy| {
        let (session, _) = Session::open(Launch {
            entropy,
            ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
        });
        session.game().seed()
    };
    assert_eq!(seed(5), seed(5));
    assert_ne!(seed(5), seed(6));
}

#[test]
fn a_saved_game_resumes_as_it_was() {
    let session = on(ONE_MOVE);
    assert_eq!(
        session
            .game()
            .board()
            .to_string()
            .split_whitespace()
            .count(),
        25
    );
    assert_eq!(session.view().cursor(), Pos::new(2, 2));
    assert!(!session.help_open());
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn an_unreadable_save_gives_a_notice_and_a_fresh_saved_game() {
    let (session, effects) = Session::open(launch(
        Ok(Loaded::Unreadable {
            error: LoadError::HasRun,
            backup_key: Some("exponentorus.game.unreadable.9".into()),
        }),
        SeedParam::Absent,
    ));
    assert!(saves_game(&effects));
    assert_eq!(session.notices().len(), 1);
    assert!(session.notices()[0].contains("exponentorus.game.unreadable.9"));
}

#[test]
fn blocked_storage_starts_a_game_and_says_so_once_the_save_fails() {
    let (mut session, effects) = Session::open(launch(Err(StoreError::Blocked), SeedParam::Absent));
    assert!(saves_game(&effects));
    session.handle(Intent::SaveFailed(StoreError::Blocked));
    session.handle(Intent::SaveFailed(StoreError::Blocked));
    assert_eq!(session.notices().len(), 1);
    assert!(session.notices()[0].starts_with("Saving is off"));
}

#[test]
fn a_links_seed_starts_that_game_and_a_bad_one_says_why() {
    let (session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Valid(42)));
    assert_eq!(session.game().seed(), 42);
    let (session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Invalid("x".into())));
    assert!(session.notices()[0].starts_with("“x” is not a seed"));
}

#[test]
fn a_link_to_another_game_is_offered_while_a_game_is_under_way() {
    let mut game = Game::new(5);
    let mv = game.hint().unwrap();
    game.play(mv.a, mv.b).unwrap();
    let (mut session, effects) = Session::open(launch(
        Ok(Loaded::Game(Box::new(History::new(game.clone())))),
        SeedParam::Valid(6),
    ));
    assert_eq!(effects, []);
    assert_eq!(session.game(), &game);
    assert_eq!(session.offer(), Some((6, 9)));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!(session.game().seed(), 6);
    assert_eq!(session.offer(), None);
    assert!(saves_game(&effects));
    assert!(
        !effects.contains(&Effect::ForgetUrlQuery),
        "the URL names this game"
    );
}

#[test]
fn starting_another_game_forgets_a_url_naming_a_different_one() {
    let (mut session, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Valid(42)));
    let effects = key(&mut session, Action::NewGame);
    assert!(effects.contains(&Effect::ForgetUrlQuery));
    // Once forgotten, the URL names nothing.
    let effects = key(&mut session, Action::NewGame);
    assert!(!effects.contains(&Effect::ForgetUrlQuery));
    let (mut plain, _) = Session::open(launch(Ok(Loaded::Nothing), SeedParam::Absent));
    assert!(!key(&mut plain, Action::NewGame).contains(&Effect::ForgetUrlQuery));
}

// ----- At rest -----------------------------------------------------------------------------

#[test]
fn an_arrow_at_rest_rolls_the_view_one_cell_then_rests() {
    let mut session = on(ONE_MOVE);
    let effects = key(&mut session, Action::Step(Direction::Right));
    assert_eq!(session.rolling(), Some((-1, 0)));
    assert_eq!(session.ring().len(), 7 * 7 - 25);
    assert_eq!(
        session.view().cursor(),
        Pos::new(2, 2),
        "the view shifts at the end"
    );
    let ticks = run_to_rest(&mut session, effects);
    assert_eq!(ticks, 1);
    assert_eq!(session.rolling(), None);
    assert_eq!(session.view().cursor(), Pos::new(3, 2));
}

#[test]
fn at_instant_speed_a_roll_jumps() {
    let mut session = instant(on(ONE_MOVE));
    let effects = key(&mut session, Action::Step(Direction::Up));
    assert!(only_rests(&effects));
    assert_eq!(session.view().cursor(), Pos::new(2, 1));
}

#[test]
fn a_roll_of_several_cells_jumps_and_a_roll_of_none_does_nothing() {
    let mut session = on(ONE_MOVE);
    assert!(only_rests(&session.handle(Intent::Roll(2, 0))));
    assert_eq!(session.view().cursor(), Pos::new(0, 2));
    assert_eq!(session.handle(Intent::Roll(0, 0)), []);
}

#[test]
fn the_cursor_walks_round_the_torus_both_ways() {
    let mut session = instant(on(ONE_MOVE));
    for _ in 0..5 {
        key(&mut session, Action::Step(Direction::Left));
        key(&mut session, Action::Step(Direction::Down));
    }
    assert_eq!(session.view().cursor(), Pos::new(2, 2));
    key(&mut session, Action::Step(Direction::Down));
    key(&mut session, Action::Recentre);
    assert_eq!(session.view(), View::new(5));
}

#[test]
fn space_picks_up_the_cursors_tile_and_puts_it_down() {
    let mut session = on(ONE_MOVE);
    assert_eq!(key(&mut session, Action::Pick), []);
    assert_eq!(session.selection(), Some(Pos::new(2, 2)));
    assert_eq!(
        session.status(),
        "Picked up the 8 at row 3, column 3. Press an arrow to swap it, Escape to put it down."
    );
    key(&mut session, Action::Pick);
    assert_eq!(session.selection(), None);
    assert_eq!(session.status(), "Put down.");
}

#[test]
fn a_stray_intent_at_rest_changes_nothing() {
    let mut session = on(ONE_MOVE);
    let before = session.clone();
    assert_eq!(session.handle(Intent::Tick(99)), []);
    assert_eq!(
        session.handle(Intent::StorageChanged {
            key: "other".into(),
            value: None
        }),
        []
    );
    assert_eq!(session.game(), before.game());
    assert_eq!(session.view(), before.view());
}

// ----- A tile picked up --------------------------------------------------------------------

#[test]
fn an_arrow_swaps_the_picked_up_tile_and_the_move_is_saved_and_announced() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
    assert_eq!(session.game().score(), 4);
    assert_eq!(session.selection(), None);
    assert!(saves_game(&effects));
    assert!(effects.contains(&Effect::Save(Record::Best { size: 5, best: 4 })));
    assert!(session.moving());
    assert!(
        session.status().starts_with("Merged into 4, +4 points"),
        "{}",
        session.status()
    );
    assert!(session.status().ends_with("Score 4."));
    // The animation plays: swap, merge, fall; the score counts up with it.
    assert!(matches!(effects[effects.len() - 2], Effect::Animate(_)));
    assert_eq!(session.shown_score(), 0);
    run_to_rest(&mut session, effects);
    assert!(!session.moving());
    assert_eq!(session.shown_score(), 4);
    assert_eq!(session.best(), 4);
}

#[test]
fn a_refused_swap_goes_there_and_back_and_changes_nothing() {
    let mut session = on(ONE_MOVE);
    let game = session.game().clone();
    key(&mut session, Action::Pick);
    let effects = key(&mut session, Action::Step(Direction::Left));
    assert_eq!(session.game(), &game);
    assert!(!saves_game(&effects));
    assert!(session.status().starts_with("No match there"));
    assert_eq!(run_to_rest(&mut session, effects), 2, "there, and back");
}

#[test]
fn a_swap_across_the_top_or_bottom_edge_is_refused_with_a_nudge() {
    let mut session = on(ONE_MOVE);
    session.handle(Intent::Roll(0, 2));
    // The cursor is on the top row now.
    assert_eq!(session.view().cursor(), Pos::new(2, 0));
    key(&mut session, Action::Pick);
    let effects = key(&mut session, Action::Step(Direction::Up));
    assert_eq!(session.selection(), None);
    assert_eq!(session.game().moves(), 0);
    assert!(session.status().contains("top and bottom edge"));
    assert_eq!(run_to_rest(&mut session, effects), 1);
}

#[test]
fn escape_puts_the_tile_down_before_anything_else() {
    let mut session = on(ONE_MOVE);
    hint(&mut session);
    key(&mut session, Action::Help);
    key(&mut session, Action::Pick);
    key(&mut session, Action::Cancel);
    assert_eq!(session.selection(), None);
    assert!(session.hint().is_some());
    key(&mut session, Action::Cancel);
    assert_eq!(session.hint(), None);
    assert!(session.help_open());
    key(&mut session, Action::Cancel);
    assert!(!session.help_open());
}

// ----- Taps and swipes -----------------------------------------------------------------------

#[test]
fn a_tap_selects_a_second_tap_on_it_deselects_and_a_far_tap_reselects() {
    let mut session = on(ONE_MOVE);
    session.handle(Intent::Tap((0, 0)));
    assert_eq!(session.selection(), Some(Pos::new(0, 0)));
    session.handle(Intent::Tap((0, 0)));
    assert_eq!(session.selection(), None);
    session.handle(Intent::Tap((0, 0)));
    session.handle(Intent::Tap((3, 3)));
    assert_eq!(session.selection(), Some(Pos::new(3, 3)));
}

#[test]
fn taps_on_two_neighbours_swap_them_across_the_seam() {
    let mut session = instant(on(SEAM));
    session.handle(Intent::Tap((1, 2)));
    session.handle(Intent::Tap((1, 3)));
    assert_eq!(session.game().moves(), 1, "three 2s across the seam");
    assert_eq!(session.selection(), None);
}

#[test]
fn taps_and_swipes_name_view_cells_which_the_view_maps_to_the_board() {
    let mut session = instant(on(SEAM));
    // Roll so that board column 1 shows in view column 4.
    session.handle(Intent::Roll(3, 0));
    assert_eq!(session.view().to_board(4, 2), Pos::new(1, 2));
    session.handle(Intent::Swipe((4, 2), Direction::Down));
    assert_eq!(session.game().moves(), 1);
}

#[test]
fn a_swipe_to_the_right_across_the_seam_reaches_column_zero() {
    let mut session = instant(on(SEAM));
    // Board (4,3) = 16 swaps with (0,3) = 16 across the seam: equal tiles, no match.
    let effects = session.handle(Intent::Swipe((4, 3), Direction::Right));
    assert!(only_rests(&effects));
    assert!(session.status().starts_with("No match"));
}

// ----- During an animation -----------------------------------------------------------------

#[test]
fn an_intent_during_a_move_fast_forwards_to_rest_first() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    let during = key(&mut session, DOWN);
    assert!(session.moving());
    let effects = key(&mut session, Action::Pick);
    assert!(matches!(effects[0], Effect::Rest(_)));
    assert!(!session.moving());
    assert_eq!(session.shown_score(), session.game().score());
    assert_eq!(session.popups(), []);
    assert!(
        session.selection().is_some(),
        "then the key acts on the board shown"
    );
    // The move's timer, still running, is stale now.
    assert_eq!(session.handle(Intent::Tick(timer(&during).unwrap())), []);
}

#[test]
fn points_pop_up_during_the_merge_and_clear_at_rest() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(session.popups(), []);
    let effects = session.handle(Intent::Tick(timer(&effects).unwrap()));
    assert_eq!(session.popups().len(), 1);
    assert_eq!(session.popups()[0].1.points, 4);
    assert_eq!(session.shown_score(), 4);
    run_to_rest(&mut session, effects);
    assert_eq!(session.popups(), []);
}

#[test]
fn an_arrow_during_a_roll_finishes_it_and_rolls_again() {
    let mut session = on(ONE_MOVE);
    let first = key(&mut session, Action::Step(Direction::Right));
    let effects = key(&mut session, Action::Step(Direction::Right));
    assert!(matches!(effects[0], Effect::Rest(_)));
    assert_eq!(
        session.view().cursor(),
        Pos::new(3, 2),
        "the first roll is done"
    );
    assert_eq!(session.rolling(), Some((-1, 0)));
    assert_eq!(session.handle(Intent::Tick(timer(&first).unwrap())), []);
    run_to_rest(&mut session, effects);
    assert_eq!(session.view().cursor(), Pos::new(4, 2));
}

#[test]
fn a_tap_during_a_roll_lands_on_the_cell_shown_after_it() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Step(Direction::Right));
    session.handle(Intent::Tap((2, 2)));
    assert_eq!(session.selection(), Some(Pos::new(3, 2)));
}

#[test]
fn the_game_over_dialog_waits_for_the_last_move_to_finish() {
    let mut session = on(OVER);
    assert!(session.game_over_shown());
    key(&mut session, Action::Step(Direction::Left));
    assert!(!session.game_over_shown(), "not while the view rolls");
    key(&mut session, Action::Recentre);
    assert!(session.game_over_shown());
}

// ----- Game over ---------------------------------------------------------------------------

#[test]
fn after_game_over_keys_say_so_and_change_nothing() {
    let mut session = instant(on(OVER));
    let game = session.game().clone();
    key(&mut session, Action::Pick);
    assert_eq!(session.selection(), None);
    assert_eq!(
        session.status(),
        "Game over: no swap makes a match. Press N for a new game."
    );
    key(&mut session, Action::Hint);
    assert_eq!(session.hint(), None);
    assert_eq!(session.status(), "Game over: no swap makes a match.");
    session.handle(Intent::Tap((0, 0)));
    session.handle(Intent::Tap((1, 0)));
    assert_eq!(session.game(), &game);
    assert!(session.status().starts_with("Game over"));
}

#[test]
fn new_game_after_game_over_starts_at_once() {
    let mut session = instant(on(OVER));
    let effects = key(&mut session, Action::NewGame);
    assert!(!session.confirming_new_game());
    assert!(saves_game(&effects));
    assert!(!session.game_over_shown());
    assert_eq!(session.game().board().size(), 5);
    let mut session = instant(on(OVER));
    let effects = session.handle(Intent::PlayAgain);
    assert!(effects.contains(&Effect::FocusBoard));
    // The next game is on a board of the same side; so is N's.
    assert_eq!(session.game().board().size(), 5);
    assert_eq!(session.game().moves(), 0);
    assert!(session.status().starts_with("New game, seed "));
}

// ----- Dialogs -----------------------------------------------------------------------------

#[test]
fn new_game_asks_first_while_a_game_is_under_way() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    let game = session.game().clone();
    assert_eq!(key(&mut session, Action::NewGame), []);
    assert!(session.confirming_new_game());
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
    assert!(!session.confirming_new_game());
    assert_eq!(session.game(), &game);
}

#[test]
fn the_questions_buttons_keep_the_game_or_start_another() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    key(&mut session, Action::NewGame);
    assert_eq!(session.handle(Intent::KeepPlaying), [Effect::FocusBoard]);
    assert_eq!(session.game().moves(), 1);
    key(&mut session, Action::NewGame);
    let effects = session.handle(Intent::ConfirmNewGame(5));
    assert!(!session.confirming_new_game());
    assert_eq!(session.game().moves(), 0);
    assert!(saves_game(&effects));
    assert_eq!(effects.last(), Some(&Effect::FocusBoard));
    assert_eq!(session.best(), 4, "the best score stays");
}

#[test]
fn how_to_play_toggles_and_closing_it_is_remembered_once() {
    let (mut session, _) = Session::open(Launch {
        settings: Settings::default(),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(session.help_open());
    let effects = session.handle(Intent::CloseHelp);
    assert!(!session.help_open());
    assert_eq!(effects, [Effect::Save(Record::Settings(settings_seen()))]);
    assert_eq!(key(&mut session, Action::Help), []);
    assert!(session.help_open());
    assert_eq!(
        key(&mut session, Action::Help),
        [],
        "seen already: nothing to save"
    );
    assert!(!session.help_open());
}

#[test]
fn the_board_stays_playable_with_how_to_play_open() {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Help);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
    assert!(session.help_open());
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
    session.handle(Intent::Tap(session.view().to_view(hint.a)));
    session.handle(Intent::Tap(session.view().to_view(hint.b)));
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
            help_seen: true,
            ..Settings::default()
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
    assert!(effects.iter().any(|e| matches!(e, Effect::Animate(_))));
    assert_eq!(session.game().moves(), 0);
    session.handle(Intent::ConfirmNewGame(9));
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
    assert!(!session.confirming_new_game());
    session.handle(Intent::SetSpeed(Speed::Fast));
    assert_eq!(session.speed(), Speed::Fast);
    assert_eq!(key(&mut session, Action::Cancel), [Effect::FocusBoard]);
    assert!(!session.settings_open());
    session.handle(Intent::OpenSettings);
    assert_eq!(session.handle(Intent::CloseSettings), [Effect::FocusBoard]);
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

// ----- Other tabs --------------------------------------------------------------------------

#[test]
fn another_tabs_newer_game_is_adopted_with_a_notice() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    let theirs = Game::new(77);
    let effects = session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.game(), &theirs);
    assert_eq!(session.selection(), None);
    assert_eq!(
        session.view(),
        View::new(9),
        "the view fits the adopted board"
    );
    assert!(!saves_game(&effects), "the other tab saved it already");
    assert!(only_rests(&effects));
    assert!(session.notices()[0].contains("another tab"));
}

#[test]
fn another_tabs_same_game_bad_text_or_removal_is_ignored() {
    let mut session = on(ONE_MOVE);
    let ours = session.game().to_json();
    for value in [Some(ours), Some("garbage".to_owned()), None] {
        let effects = session.handle(Intent::StorageChanged {
            key: GAME_KEY.into(),
            value,
        });
        assert_eq!(effects, []);
    }
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn another_tabs_best_is_taken_only_when_higher() {
    let mut session = on(ONE_MOVE);
    let best = |session: &mut Session, key: &str, text: &str| {
        session.handle(Intent::StorageChanged {
            key: key.into(),
            value: Some(text.into()),
        });
        session.best()
    };
    // The game in play is 5×5: its best is shown, 9×9's is kept apart.
    assert_eq!(best(&mut session, &best_key(5), "500"), 500);
    assert_eq!(best(&mut session, &best_key(5), "20"), 500);
    assert_eq!(best(&mut session, &best_key(5), "junk"), 500);
    assert_eq!(best(&mut session, BEST_KEY, "900"), 500);
    assert_eq!(best(&mut session, "exponentorus.best.8", "999"), 500);
    assert_eq!(
        session.bests().iter().collect::<Vec<_>>(),
        [(5, 500), (7, 0), (9, 900), (11, 0)]
    );
}

// ----- Every intent in every state ----------------------------------------------------------

/// The states that matter, each with its name.
fn states() -> Vec<(&'static str, Session)> {
    let rest = on(ONE_MOVE);
    let mut picked = on(ONE_MOVE);
    key(&mut picked, Action::Pick);
    let mut rolling = on(ONE_MOVE);
    key(&mut rolling, Action::Step(Direction::Left));
    let mut moving = on(ONE_MOVE);
    key(&mut moving, Action::Pick);
    key(&mut moving, DOWN);
    let mut help = on(ONE_MOVE);
    key(&mut help, Action::Help);
    let mut asking = instant(on(ONE_MOVE));
    key(&mut asking, Action::Pick);
    key(&mut asking, DOWN);
    key(&mut asking, Action::NewGame);
    let mut settings = on(ONE_MOVE);
    settings.handle(Intent::OpenSettings);
    vec![
        ("at rest", rest),
        ("tile picked up", picked),
        ("rolling", rolling),
        ("moving", moving),
        ("how to play open", help),
        ("new-game question open", asking),
        ("settings open", settings),
        ("game over", on(OVER)),
    ]
}

/// One of every intent.
fn every_intent() -> Vec<Intent> {
    let mut intents: Vec<Intent> = [
        Action::Step(Direction::Up),
        Action::Step(Direction::Down),
        Action::Step(Direction::Left),
        Action::Step(Direction::Right),
        Action::Pick,
        Action::Cancel,
        Action::Recentre,
        Action::NewGame,
        Action::Hint,
        Action::Help,
        Action::Undo,
        Action::Redo,
    ]
    .into_iter()
    .map(Intent::Action)
    .collect();
    intents.extend([
        Intent::Tap((2, 2)),
        Intent::Tap((2, 3)),
        Intent::Swipe((2, 2), Direction::Down),
        Intent::Swipe((2, 0), Direction::Up),
        Intent::Roll(1, 0),
        Intent::Roll(0, -3),
        Intent::CloseHelp,
        Intent::ConfirmNewGame(7),
        Intent::KeepPlaying,
        Intent::PlayAgain,
        Intent::AcceptOffer,
        Intent::DismissNotices,
        Intent::OpenSettings,
        Intent::CloseSettings,
        Intent::SetSpeed(Speed::Fast),
        Intent::SetTheme(crate::model::settings::Theme::Light),
        Intent::SetPalette(crate::model::settings::Palette::Safe),
        Intent::StorageChanged {
            key: GAME_KEY.into(),
            value: Some(Game::new(3).to_json()),
        },
        Intent::StorageChanged {
            key: BEST_KEY.into(),
            value: Some("99999".into()),
        },
        Intent::SaveFailed(StoreError::Full),
        Intent::Tick(u32::MAX),
        Intent::ReducedMotion(true),
    ]);
    intents
}

#[test]
fn every_intent_in_every_state_keeps_the_game_whole() {
    for (name, state) in states() {
        for intent in every_intent() {
            let mut session = state.clone();
            let effects = session.handle(intent.clone());
            let context = format!("{intent:?} while {name}");
            let game = session.game();
            let before = state.game();
            // The game is the same, one move on or back, or a new one; never anything else.
            let same = game == before;
            let one_move_on = game.seed() == before.seed() && game.moves() == before.moves() + 1;
            let one_move_back = intent == Intent::Action(Action::Undo)
                && game.seed() == before.seed()
                && game.moves() + 1 == before.moves();
            let new_game = game.moves() == 0 && game.seed() != before.seed();
            assert!(
                same || one_move_on || one_move_back || new_game,
                "{context}"
            );
            assert_eq!(
                saves_game(&effects),
                !same && !matches!(intent, Intent::StorageChanged { .. }),
                "{context}: a changed game is saved, unless another tab saved it"
            );
            if state.confirming_new_game() {
                let answers = matches!(
                    intent,
                    Intent::Action(Action::Cancel)
                        | Intent::ConfirmNewGame(_)
                        | Intent::KeepPlaying
                        | Intent::PlayAgain
                );
                assert_eq!(session.confirming_new_game(), !answers, "{context}");
            }
            if state.settings_open() {
                // Only the dialog's own controls act: no key moves the game behind it.
                if let Intent::Action(action) = intent {
                    assert!(same, "{context}");
                    assert_eq!(
                        session.settings_open(),
                        action != Action::Cancel,
                        "{context}: only Esc closes it"
                    );
                }
            }
            // A stale timer never does anything, whatever the state.
            if intent == Intent::Tick(u32::MAX) {
                assert_eq!(effects, [], "{context}");
            }
            if state.game().outcome() == Outcome::GameOver && intent == Intent::Action(Action::Pick)
            {
                assert_eq!(session.selection(), None, "{context}: nothing to pick up");
            }
        }
    }
}

// ----- The solver: hints that look ahead, and Watch ----------------------------------------

/// A session on a fresh 9×9 game (seed 42) with a best score of `best`.
fn fresh_game(best: u64) -> Session {
    let game = Game::new(42);
    let mut bests = Bests::default();
    bests.set(9, best);
    let (session, _) = Session::open(Launch {
        bests,
        ..launch(
            Ok(Loaded::Game(Box::new(History::new(game)))),
            SeedParam::Absent,
        )
    });
    session
}

/// Runs the page's side of timers and thinking for `effects`, as the browser would (a
/// yield for the solver comes before any timer), until `done` holds or nothing is left
/// to run. Returns every effect seen, and the yield and timer still to run.
fn drive(
    session: &mut Session,
    effects: Vec<Effect>,
    done: impl Fn(&Session) -> bool,
) -> (Vec<Effect>, Vec<Effect>) {
    let (mut timer, mut think) = (None, None);
    let mut seen = Vec::new();
    let mut note =
        |effects: Vec<Effect>, timer: &mut Option<Effect>, think: &mut Option<Effect>| {
            for effect in &effects {
                match effect {
                    Effect::Wait { .. } => *timer = Some(effect.clone()),
                    Effect::Rest(_) => *timer = None,
                    Effect::Think(_) => *think = Some(effect.clone()),
                    _ => {}
                }
            }
            seen.extend(effects);
        };
    note(effects, &mut timer, &mut think);
    for _ in 0..100_000 {
        if done(session) {
            break;
        }
        let intent = match (think.take(), timer.take()) {
            (Some(Effect::Think(serial)), waiting) => {
                timer = waiting;
                Intent::Think(serial)
            }
            (_, Some(Effect::Wait { serial, .. })) => Intent::Tick(serial),
            _ => break,
        };
        let effects = session.handle(intent);
        note(effects, &mut timer, &mut think);
    }
    (seen, think.into_iter().chain(timer).collect())
}

#[test]
fn a_hint_is_searched_in_slices_and_says_the_points_it_expects() {
    let mut session = fresh_game(0);
    let effects = key(&mut session, Action::Hint);
    // Too much to think through at once on 9×9: the page is asked to yield first.
    assert!(effects.iter().any(|e| matches!(e, Effect::Think(_))));
    assert_eq!(session.hint(), None);
    assert!(session.thinking());
    let (slices, _) = think_through(&mut session, effects);
    assert!(slices > 2, "{slices} slices");
    let hint_move = session.hint().expect("the solver found a move");
    assert!(session.game().valid_moves().contains(&hint_move));
    assert!(!session.thinking());
    assert!(
        session.status().starts_with("Hint: swap the "),
        "{}",
        session.status()
    );
    assert!(
        session.status().ends_with(" points."),
        "{}",
        session.status()
    );
    // The same position gives the same hint.
    let mut again = fresh_game(0);
    hint(&mut again);
    assert_eq!(again.hint(), Some(hint_move));
}

#[test]
fn a_move_made_while_the_hint_is_thought_of_drops_it() {
    let mut session = instant(fresh_game(0));
    let effects = key(&mut session, Action::Hint);
    let mv = session.game().hint().unwrap();
    session.handle(Intent::Tap(session.view().to_view(mv.a)));
    session.handle(Intent::Tap(session.view().to_view(mv.b)));
    assert_eq!(session.game().moves(), 1);
    let (slices, _) = think_through(&mut session, effects);
    assert_eq!(
        slices, 1,
        "the next slice finds the board changed and stops"
    );
    assert_eq!(
        session.hint(),
        None,
        "a hint for the old board would mislead"
    );
    assert!(!session.thinking());
}

/// Whether `after` is `before` with one of its valid moves played by the solver.
fn one_solver_move_apart(before: &Game, after: &Game) -> bool {
    before.valid_moves().iter().any(|m| {
        let mut game = before.clone();
        game.play_by_solver(m.a, m.b).is_ok() && &game == after
    })
}

#[test]
fn watch_plays_valid_moves_marked_as_the_solver_s_which_never_raise_the_best() {
    let mut session = instant(fresh_game(5));
    let mut effects = key(&mut session, Action::Watch);
    assert!(session.watching());
    assert!(session.status().starts_with("The solver is playing"));
    let mut seen = Vec::new();
    for turn in 1..=3 {
        let before = session.game().clone();
        let (step, left) = drive(&mut session, effects, |s| s.game().moves() == turn);
        assert_eq!(session.game().moves(), turn);
        assert!(
            one_solver_move_apart(&before, session.game()),
            "turn {turn}"
        );
        seen.extend(step);
        effects = left;
    }
    assert!(session.watching());
    assert_eq!(session.game().solver_moves(), 3);
    assert!(session.game().score() > 5);
    assert_eq!(
        session.best(),
        5,
        "the solver's points are not the player's"
    );
    assert!(
        !seen
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Best { .. })))
    );
    assert!(seen.iter().any(
        |e| matches!(e, Effect::Save(Record::Game(json)) if json.contains("\"solver_moves\":3"))
    ));
    // The player takes over; the game stays marked, and it never counts for the best.
    key(&mut session, Action::Cancel);
    assert!(!session.watching());
    let mv = session.game().hint().unwrap();
    session.handle(Intent::Tap(session.view().to_view(mv.a)));
    let effects = session.handle(Intent::Tap(session.view().to_view(mv.b)));
    assert_eq!(session.game().moves(), 4);
    assert_eq!(session.best(), 5);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Best { .. })))
    );
}

#[test]
fn watch_waits_for_each_move_s_animation_before_the_next() {
    let mut session = fresh_game(0);
    let effects = key(&mut session, Action::Watch);
    let (_, left) = drive(&mut session, effects, |s| s.game().moves() == 1);
    assert!(session.moving());
    // The next move is thought of while the first animates, but played only after it.
    let (thinks, timers): (Vec<Effect>, Vec<Effect>) = left
        .into_iter()
        .partition(|e| matches!(e, Effect::Think(_)));
    assert_eq!(thinks.len(), 1);
    assert_eq!(timers.len(), 1);
    let (_, after) = think_through(&mut session, thinks);
    assert!(!session.thinking());
    assert_eq!(session.game().moves(), 1);
    assert!(session.moving());
    assert!(after.iter().all(|e| matches!(e, Effect::Think(_))));
    drive(&mut session, timers, |s| s.game().moves() == 2);
    assert_eq!(session.game().moves(), 2);
    assert_eq!(session.game().solver_moves(), 2);
}

#[test]
fn any_key_tap_or_the_button_stops_watch_and_does_nothing_else() {
    let stops = [
        Intent::Action(DOWN),
        Intent::Action(Action::NewGame),
        Intent::Action(Action::Watch),
        Intent::Tap((4, 4)),
        Intent::Swipe((4, 4), Direction::Up),
        Intent::Roll(1, 0),
        Intent::OtherKey,
    ];
    for intent in stops {
        let mut session = instant(fresh_game(0));
        let effects = key(&mut session, Action::Watch);
        let (game, view) = (session.game().clone(), session.view());
        assert_eq!(session.handle(intent.clone()), [], "{intent:?}");
        assert!(!session.watching(), "{intent:?}");
        assert!(!session.thinking(), "{intent:?}");
        assert_eq!(session.status(), "Your move: the game is yours again.");
        assert_eq!(
            (session.game(), session.view()),
            (&game, view),
            "{intent:?}"
        );
        assert!(!session.confirming_new_game());
        assert_eq!(session.selection(), None);
        // The page's pending yield finds nothing to do: the solver plays no more.
        let (_, left) = drive(&mut session, effects, |_| false);
        assert_eq!(left, []);
        assert_eq!(session.game().moves(), 0, "{intent:?}");
    }
}
#[test]
fn watch_on_a_finished_game_says_so_and_a_key_outside_watch_does_nothing() {
    let mut session = on(OVER);
    assert_eq!(key(&mut session, Action::Watch), []);
    assert!(!session.watching());
    assert!(session.status().starts_with("Game over"));
    assert_eq!(session.handle(Intent::OtherKey), []);
}

#[test]
fn a_resumed_game_the_solver_played_in_does_not_raise_the_best() {
    let mut game = Game::new(9);
    let mv = game.hint().unwrap();
    game.play_by_solver(mv.a, mv.b).unwrap();
    assert!(game.score() > 0);
    let (session, _) = Session::open(Launch {
        ..launch(
            Ok(Loaded::Game(Box::new(History::new(game)))),
            SeedParam::Absent,
        )
    });
    assert_eq!(session.best(), 0);
}

// ----- Replays ---------------------------------------------------------------------------

use crate::model::replay::ReplayControl;
use crate::sim::replay_code;

/// A game of `moves` hinted moves from seed 42, through its replay code.
fn coded_game(moves: usize) -> History {
    let mut history = History::new(Game::new(42));
    for _ in 0..moves {
        let m = history.game().hint().unwrap();
        history.play(m.a, m.b).unwrap();
    }
    history.undo();
    replay_code::decode(&replay_code::encode(&history).unwrap()).unwrap()
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
    let (mut session, effects) = Session::open_replay(whole.clone(), settings_seen(), false);
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
        session.history(),
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
        let (mut session, _) = Session::open_replay(whole.clone(), settings_seen(), false);
        control(&mut session, ReplayControl::SetSpeed(speed));
        let mut effects = control(&mut session, ReplayControl::TogglePlay);
        assert!(session.replay().unwrap().playing());
        let mut ticks = 0;
        while let Some(serial) = timer(&effects) {
            assert!(!writes_storage(&effects));
            effects = session.handle(Intent::Tick(serial));
            ticks += 1;
            assert!(ticks < 1000, "the replay ends");
        }
        assert_eq!(session.history(), &whole, "{speed:?}");
        assert!(!session.replay().unwrap().playing());
        assert!(session.status().starts_with("End of the replay: 8 moves"));
        // Play at the end starts over.
        control(&mut session, ReplayControl::TogglePlay);
        assert!(session.replay_position().0 <= 1);
        control(&mut session, ReplayControl::TogglePlay);
        assert!(!session.replay().unwrap().playing());
        assert!(session.status().starts_with("Paused after move"));
    }
}

#[test]
fn a_replay_ignores_the_board_s_swaps_and_other_tabs() {
    let whole = coded_game(4);
    let (mut session, _) = Session::open_replay(whole.clone(), settings_seen(), false);
    let m = whole.log()[0];
    session.handle(Intent::Tap((i32::from(m.a.x), i32::from(m.a.y))));
    let effects = session.handle(Intent::Tap((i32::from(m.b.x), i32::from(m.b.y))));
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

// ----- Board sizes ---------------------------------------------------------------------------

fn sized(saved: Result<Loaded, StoreError>, url: SeedParam, size: &str) -> Launch {
    Launch {
        url_size: crate::model::sizes::parse_size(Some(size)),
        ..launch(saved, url)
    }
}

#[test]
fn a_link_with_a_size_starts_that_game_on_that_board() {
    let (session, _) = Session::open(sized(Ok(Loaded::Nothing), SeedParam::Valid(42), "7"));
    assert_eq!((session.game().seed(), session.size()), (42, 7));
    assert_eq!(session.game(), &Game::with_size(42, 7).unwrap());
    assert_eq!(session.view().size(), 7);
    assert_eq!(
        session.view().cursor(),
        Pos::new(3, 3),
        "the cursor in the centre"
    );
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn a_bad_size_says_so_and_plays_9x9() {
    for bad in ["8", "abc", "99", ""] {
        let (session, effects) =
            Session::open(sized(Ok(Loaded::Nothing), SeedParam::Valid(42), bad));
        assert_eq!((session.game().seed(), session.size()), (42, 9), "{bad}");
        assert_eq!(
            session.notices(),
            [crate::model::announce::invalid_size(bad)],
            "{bad}"
        );
        assert!(saves_game(&effects));
    }
}

#[test]
fn a_link_to_another_side_of_the_same_seed_is_offered_while_a_game_is_under_way() {
    let mut game = Game::new(5);
    let mv = game.hint().unwrap();
    game.play(mv.a, mv.b).unwrap();
    let saved = || Ok(Loaded::Game(Box::new(History::new(game.clone()))));
    let (mut session, _) = Session::open(sized(saved(), SeedParam::Valid(5), "11"));
    assert_eq!(session.game(), &game);
    assert_eq!(session.offer(), Some((5, 11)));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!((session.game().seed(), session.size()), (5, 11));
    assert!(
        !effects.contains(&Effect::ForgetUrlQuery),
        "the URL names it"
    );
    // The same seed and side resumes the game.
    let (session, effects) = Session::open(sized(saved(), SeedParam::Valid(5), "9"));
    assert_eq!((session.game(), session.offer()), (&game, None));
    assert_eq!(effects, []);
}

#[test]
fn a_new_game_of_another_side_shows_that_sides_best_and_raises_it_alone() {
    let mut bests = Bests::default();
    bests.set(9, 9000);
    bests.set(7, 3);
    let (mut session, _) = Session::open(Launch {
        bests,
        ..launch(Ok(Loaded::Nothing), SeedParam::Valid(42))
    });
    assert_eq!(session.best(), 9000);
    session.handle(Intent::OpenNewGame);
    let effects = session.handle(Intent::ConfirmNewGame(7));
    assert_eq!(session.size(), 7);
    assert_eq!(session.view().size(), 7);
    assert_eq!(session.best(), 3);
    assert!(effects.contains(&Effect::ForgetUrlQuery));
    assert!(session.status().ends_with("(7×7)."), "{}", session.status());
    let mv = session.game().hint().unwrap();
    session.handle(Intent::Action(Action::Recentre));
    let effects = session.handle(Intent::Tap(session.view().to_view(mv.a)));
    let effects = [
        effects,
        session.handle(Intent::Tap(session.view().to_view(mv.b))),
    ]
    .concat();
    let score = session.game().score();
    assert!(score > 3);
    assert!(effects.contains(&Effect::Save(Record::Best {
        size: 7,
        best: score
    })));
    assert_eq!(session.bests().get(9), 9000, "9×9's best is its own");
    // N with no game under way keeps the side; so does "New game" after game over.
    let mut fresh = instant(on(ONE_MOVE));
    key(&mut fresh, Action::NewGame);
    assert_eq!(fresh.size(), 5);
}

#[test]
fn another_tabs_game_of_another_side_is_adopted_with_its_view_and_best() {
    let mut session = instant(on(ONE_MOVE));
    let mut their_game = Game::with_size(8, 11).unwrap();
    let mv = their_game.hint().unwrap();
    their_game.play(mv.a, mv.b).unwrap();
    let theirs = History::new(their_game);
    session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.history(), &theirs);
    assert_eq!(session.view().size(), 11);
    assert_eq!(session.view().cursor(), Pos::new(5, 5));
    assert_eq!(session.best(), theirs.game().score());
}

// ----- The daily game and the statistics ------------------------------------------------

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

/// A page load of `?daily=` asking for `asked`, on 2026-11-30, the daily slot holding
/// `saved`, the statistics holding `games`.
fn daily_launch(saved: Option<History>, asked: &str, games: Vec<Finished>) -> Launch {
    Launch {
        today: day("2026-11-30"),
        daily: Some(DailyStart {
            day: day(asked),
            refused: None,
        }),
        stats: Ok(LoadedStats::Stats(crate::model::stats::Stats { games })),
        ..launch(
            Ok(saved.map_or(Loaded::Nothing, |h| Loaded::Game(Box::new(h)))),
            SeedParam::Absent,
        )
    }
}

/// `history` played by hints up to its last move, and that move.
fn to_last_move(mut history: History) -> (History, Move) {
    loop {
        let m = history.game().hint().expect("a game in play has a move");
        let mut next = history.clone();
        next.play(m.a, m.b).unwrap();
        if next.game().outcome() == Outcome::GameOver {
            return (history, m);
        }
        history = next;
    }
}

/// Plays the swap `m` by tapping its two cells.
fn tap_move(session: &mut Session, m: Move) -> Vec<Effect> {
    let n = session.game().board().size() as i32;
    let view = session.view();
    let cell = |pos: Pos| {
        (0..n)
            .flat_map(|x| (0..n).map(move |y| (x, y)))
            .find(|&(x, y)| view.to_board(x, y) == pos)
            .unwrap()
    };
    let mut effects = session.handle(Intent::Tap(cell(m.a)));
    effects.extend(session.handle(Intent::Tap(cell(m.b))));
    effects
}

fn finished_records(effects: &[Effect]) -> Vec<Finished> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(Record::Finished(game)) => Some(game.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_daily_page_starts_the_days_board_in_its_own_slot_and_names_the_day() {
    let (session, effects) = Session::open(daily_launch(None, "2026-11-28", vec![]));
    assert_eq!(
        session.game().seed(),
        crate::model::daily::seed_of(day("2026-11-28"))
    );
    assert_eq!(
        session.daily(),
        Some(DailyPlay {
            day: day("2026-11-28"),
            practice: false
        })
    );
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Daily(_))))
    );
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Game(_)))),
        "the free game's slot is left alone"
    );
    assert!(effects.contains(&Effect::DailyAddress(day("2026-11-28"))));
    // Everyone's page load gives the same board, whatever its entropy.
    let (other, _) = Session::open(Launch {
        entropy: 999,
        ..daily_launch(None, "2026-11-28", vec![])
    });
    assert_eq!(other.game(), session.game());
}

#[test]
fn a_daily_resumes_its_day_and_another_days_game_under_way_is_kept_and_the_day_offered() {
    let mut history = History::new(Game::new(crate::model::daily::seed_of(day("2026-11-29"))));
    let m = history.game().hint().unwrap();
    history.play(m.a, m.b).unwrap();
    let (session, effects) =
        Session::open(daily_launch(Some(history.clone()), "2026-11-29", vec![]));
    assert_eq!(session.history(), &history);
    assert!(!saves_game(&effects));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Save(_))));

    let (mut session, _) = Session::open(daily_launch(Some(history.clone()), "2026-11-30", vec![]));
    assert_eq!(session.history(), &history, "the game under way is kept");
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-29")));
    assert_eq!(session.daily_offer(), Some(day("2026-11-30")));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!(
        session.game().seed(),
        crate::model::daily::seed_of(day("2026-11-30"))
    );
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-30")));
    assert!(effects.contains(&Effect::DailyAddress(day("2026-11-30"))));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Daily(_))))
    );
    assert_eq!(session.daily_offer(), None);
}

#[test]
fn a_day_that_cannot_be_played_is_told_and_today_is_played() {
    let (session, _) = Session::open(Launch {
        daily: Some(DailyStart {
            day: day("2026-11-30"),
            refused: Some(crate::model::daily::Refused::Future(day("2026-12-25"))),
        }),
        ..daily_launch(None, "2026-11-30", vec![])
    });
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-30")));
    assert!(session.notices()[0].starts_with("The daily game of 2026-12-25 is not out yet"));
}

#[test]
fn the_first_finished_daily_is_recorded_once_and_playing_it_again_is_practice() {
    let today = day("2026-11-30");
    let start = History::new(Game::new(crate::model::daily::seed_of(today)));
    let (before_end, last) = to_last_move(start);
    let (mut session, _) = Session::open(daily_launch(Some(before_end), "2026-11-30", vec![]));
    session.handle(Intent::SetSpeed(Speed::Instant));
    let effects = tap_move(&mut session, last);
    assert_eq!(session.game().outcome(), Outcome::GameOver);
    let recorded = finished_records(&effects);
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].daily, Some(today));
    assert_eq!(recorded[0].score, session.game().score());
    assert!(!recorded[0].practice);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Game(_))))
    );

    // The finished result reloaded is the result, not practice, and is not recorded again.
    let finished = session.history().clone();
    let (reloaded, effects) =
        Session::open(daily_launch(Some(finished), "2026-11-30", recorded.clone()));
    assert_eq!(reloaded.daily().map(|d| d.practice), Some(false));
    assert!(finished_records(&effects).is_empty());

    // Play again: the same board, as practice.
    session.handle(Intent::PlayAgain);
    assert_eq!(session.game().seed(), crate::model::daily::seed_of(today));
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.daily().map(|d| d.practice), Some(true));
    assert!(session.status().contains("practice"));
}

#[test]
fn a_finished_free_game_is_recorded_when_it_ends_and_never_on_a_reload() {
    let (before_end, last) = to_last_move(History::new(Game::new(5)));
    let (mut session, _) = Session::open(launch(
        Ok(Loaded::Game(Box::new(before_end))),
        SeedParam::Absent,
    ));
    let effects = tap_move(&mut session, last);
    let recorded = finished_records(&effects);
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].daily, None);
    assert_eq!(recorded[0].seed, 5);
    assert_eq!(recorded[0].moves, session.game().moves());
    let (_, effects) = Session::open(launch(
        Ok(Loaded::Game(Box::new(session.history().clone()))),
        SeedParam::Absent,
    ));
    assert!(finished_records(&effects).is_empty());
}

#[test]
fn a_daily_pages_new_game_leaves_for_a_free_game() {
    let (mut session, _) = Session::open(daily_launch(None, "2026-11-30", vec![]));
    let before = session.history().clone();
    key(&mut session, Action::NewGame);
    assert!(session.confirming_new_game(), "asked first, even untouched");
    let effects = session.handle(Intent::ConfirmNewGame(7));
    assert!(matches!(
        effects.as_slice(),
        [Effect::OpenFreeGame { size: 7, .. }]
    ));
    assert_eq!(
        session.history(),
        &before,
        "the daily game stays saved as it was"
    );
}

#[test]
fn the_statistics_open_by_key_and_button_and_are_modal() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Stats);
    assert!(session.stats_open());
    assert_eq!(key(&mut session, Action::Hint), []);
    assert_eq!(session.hint(), None, "keys do not reach the game");
    assert_eq!(key(&mut session, Action::Cancel), [Effect::FocusBoard]);
    assert!(!session.stats_open());
    session.handle(Intent::OpenStats);
    assert!(session.stats_open());
    session.handle(Intent::CloseStats);
    assert!(!session.stats_open());
}

#[test]
fn an_unreadable_statistics_record_is_told() {
    let (session, _) = Session::open(Launch {
        stats: Ok(LoadedStats::Unreadable {
            error: crate::model::stats::StatsError::UnknownVersion(9),
            backup_key: Some("exponentorus.stats.unreadable.5".into()),
        }),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(session.notices().iter().any(|n| n
        == "The statistics could not be read: the statistics have version 9; this version of \
            the game reads version 1. They start again. The old statistics are kept as \
            “exponentorus.stats.unreadable.5”."));
}
