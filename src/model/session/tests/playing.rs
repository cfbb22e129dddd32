//! Play: at rest, with a tile picked up, by taps and swipes, during an animation, and after
//! game over.

use super::*;

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
    assert!(only_rests(&session.handle(roll(2, 0))));
    assert_eq!(session.view().cursor(), Pos::new(0, 2));
    assert_eq!(session.handle(roll(0, 0)), []);
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
    assert!(effects.contains(&Effect::Save(Record::Best {
        mode: Mode::Exponentorus,
        size: 5,
        best: 4
    })));
    assert!(session.moving());
    assert!(
        session.status().starts_with("Merged into 4, +4 points"),
        "{}",
        session.status()
    );
    assert!(session.status().ends_with("Score 4."));
    // The animation plays: the whole move written at once, each tile with its track over
    // it and the score it ends with, then a timer a step.
    assert!(matches!(effects[effects.len() - 2], Effect::Play { .. }));
    assert_eq!(session.shown_score(), 4);
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
    session.handle(roll(0, 2));
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
fn the_edge_rolled_into_view_is_said_once_not_drawn_over_the_tiles() {
    let mut session = instant(on(ONE_MOVE));
    session.handle(roll(0, 1));
    assert!(
        session
            .status()
            .starts_with("The bold line is the board's top and bottom edge")
    );
    key(&mut session, Action::Pick);
    session.handle(roll(0, 1));
    assert!(
        !session.status().starts_with("The bold line"),
        "said as it comes in, not at every roll: {}",
        session.status()
    );
}

#[test]
fn escape_puts_the_tile_down_before_anything_else() {
    let mut session = on(ONE_MOVE);
    hint(&mut session);
    key(&mut session, Action::Pick);
    key(&mut session, Action::Cancel);
    assert_eq!(session.selection(), None);
    assert!(session.hint().is_some());
    key(&mut session, Action::Cancel);
    assert_eq!(session.hint(), None);
    // How to play is a dialog: Escape closes it before it reaches the board.
    key(&mut session, Action::Pick);
    key(&mut session, Action::Help);
    key(&mut session, Action::Cancel);
    assert!(!session.help_open());
    assert!(session.selection().is_some());
}

// ----- Taps and swipes -----------------------------------------------------------------------

#[test]
fn a_tap_selects_a_second_tap_on_it_deselects_and_a_far_tap_reselects() {
    let mut session = on(ONE_MOVE);
    session.handle(tap((0, 0)));
    assert_eq!(session.selection(), Some(Pos::new(0, 0)));
    session.handle(tap((0, 0)));
    assert_eq!(session.selection(), None);
    session.handle(tap((0, 0)));
    session.handle(tap((3, 3)));
    assert_eq!(session.selection(), Some(Pos::new(3, 3)));
}

#[test]
fn taps_on_two_neighbours_swap_them_across_the_seam() {
    let mut session = instant(on(SEAM));
    session.handle(tap((1, 2)));
    session.handle(tap((1, 3)));
    assert_eq!(session.game().moves(), 1, "three 2s across the seam");
    assert_eq!(session.selection(), None);
}

#[test]
fn taps_and_swipes_name_view_cells_which_the_view_maps_to_the_board() {
    let mut session = instant(on(SEAM));
    // Roll so that board column 1 shows in view column 4.
    session.handle(roll(3, 0));
    assert_eq!(session.view().to_board(4, 2), Pos::new(1, 2));
    session.handle(swipe((4, 2), Direction::Down));
    assert_eq!(session.game().moves(), 1);
}

#[test]
fn a_swipe_to_the_right_across_the_seam_reaches_column_zero() {
    let mut session = instant(on(SEAM));
    // Board (4,3) = 16 swaps with (0,3) = 16 across the seam: equal tiles, no match.
    let effects = session.handle(swipe((4, 3), Direction::Right));
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
    assert!(
        session.torus().spent(),
        "the points shown are hidden at the rest"
    );
    assert!(
        session.selection().is_some(),
        "then the key acts on the board shown"
    );
    // The move's timer, still running, is stale now.
    assert_eq!(session.handle(Intent::Tick(timer(&during).unwrap())), []);
}

#[test]
fn points_pop_up_during_the_merge_hide_at_rest_and_go_with_the_next_move() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    // The swap's own pass's points come with the swap, and rise once it is done (140 ms).
    assert_eq!(session.popups().len(), 1);
    assert_eq!(session.popups()[0].points.len(), 1);
    assert_eq!(session.popups()[0].points[0].points, 4);
    assert_eq!(session.popups()[0].at, 140);
    assert_eq!(session.shown_score(), 4);
    run_to_rest(&mut session, effects);
    // Hidden at the rest, not taken away: that would lay the board out for them alone.
    assert!(session.torus().spent());
    assert_eq!(session.popups().len(), 1);
    // The next animation (an undo's here) takes them away with its write.
    let effects = key(&mut session, Action::Undo);
    assert!(effects.iter().any(|e| matches!(e, Effect::Play { .. })));
    assert!(!session.torus().spent());
    assert_eq!(session.popups(), []);
}

/// ONE_MOVE with a second match in the same swap: the 8 that goes down lines up three 8s
/// across (1,3) and (3,3), as the 2 that comes up lines up three 2s.
const TWO_MATCHES: &str = "
     4  8 16  4  8
     8 16  4  8 16
     2  2  8 16  4
    16  8  2  8 16
     4 16 32  4  8";

#[test]
fn a_pass_s_points_pop_up_together() {
    let mut session = on(TWO_MATCHES);
    key(&mut session, Action::Pick);
    key(&mut session, DOWN);
    // One element floats them, so the page animates one element a pass (a second pass
    // follows this swap's).
    assert_eq!(
        session.popups()[0].points.len(),
        2,
        "the two matches' points"
    );
}

#[test]
fn every_pass_s_points_come_at_the_key_each_rising_as_its_pass_plays() {
    // With new tiles from seed 3, ONE_MOVE's swap cascades three passes: the swap with its
    // pass (540 ms at normal speed, its points rising once the swap is done, at 140 ms),
    // then a pass every 400 ms.
    let game = Game::from_board(ONE_MOVE.parse::<Board>().unwrap(), 3);
    let (mut session, _) = Session::open(launch(saved(History::new(game)), SeedParam::Absent));
    key(&mut session, Action::Pick);
    let mut effects = key(&mut session, DOWN);
    let at_key = session.popups().to_vec();
    let times: Vec<(u32, u32)> = at_key.iter().map(|pass| (pass.at, pass.length)).collect();
    assert_eq!(times, [(140, 1340), (540, 1340), (940, 1340)]);
    let serials: std::collections::HashSet<u32> = at_key.iter().map(|pass| pass.serial).collect();
    assert_eq!(serials.len(), 3, "an element a pass");
    assert_eq!(session.shown_score(), session.game().score());
    // The steps' timers change nothing the page shows, and the rest hides the points
    // where they are.
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        assert_eq!(session.popups(), at_key);
    }
    assert!(session.torus().spent());
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
    session.handle(tap((2, 2)));
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
    session.handle(tap((0, 0)));
    session.handle(tap((1, 0)));
    assert_eq!(session.game(), &game);
    assert!(session.status().starts_with("Game over"));
}

#[test]
fn new_game_after_game_over_starts_at_once() {
    let mut session = instant(on(OVER));
    let effects = key(&mut session, Action::NewGame);
    assert!(!session.new_game_open());
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
