//! The solver: hints that look ahead, and Watch.

use super::*;
use crate::model::numbers::grouped;
use crate::model::play::WATCH_PACE_MILLIS;

/// A session on a fresh 9×9 game (seed 42) with a best score of `best`.
fn fresh_game(best: u64) -> Session {
    let game = Game::new(42);
    let mut bests = Bests::default();
    bests.set(Mode::Exponentorus, 9, best);
    let (session, _) = Session::open(Launch {
        bests,
        ..launch(
            Ok(Loaded::Game(AnyHistory::from(History::new(game)))),
            SeedParam::Absent,
        )
    });
    session
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
    // The same position gives the same hint.
    let mut again = fresh_game(0);
    hint(&mut again);
    assert_eq!(again.hint(), Some(hint_move));
}

#[test]
fn a_hint_names_first_the_points_its_swap_then_scores_for_sure() {
    // Positions along a game: the hint's first figure is what the swap's own match scores
    // when played; what cascades may add is said apart, as an average.
    let mut session = instant(fresh_game(0));
    let mut cascades_said = 0;
    for _ in 0..12 {
        hint(&mut session);
        let mv = session.hint().expect("a hint");
        let mut played = session.game().clone();
        let report = played.play(mv.a, mv.b).unwrap();
        let own: u64 = report.passes[0].merges.iter().map(|m| m.points).sum();
        let status = session.status().to_owned();
        assert!(
            status.contains(&format!(": {} points", grouped(own))),
            "{status} (its match scores {own})"
        );
        cascades_said += usize::from(status.ends_with(" with cascades."));
        session.handle(tap(session.view().to_view(mv.a)));
        session.handle(tap(session.view().to_view(mv.b)));
        assert_eq!(session.game(), &played, "the hinted swap, played");
    }
    assert!(cascades_said > 0, "some hint expects cascades");
}

#[test]
fn a_move_made_while_the_hint_is_thought_of_drops_it() {
    let mut session = instant(fresh_game(0));
    let effects = key(&mut session, Action::Hint);
    let mv = session.game().hint().unwrap();
    session.handle(tap(session.view().to_view(mv.a)));
    session.handle(tap(session.view().to_view(mv.b)));
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
        game.play(m.a, m.b).is_ok() && {
            rules::Rules::count_solver_move(&mut game);
            &game == after
        }
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
        |e| matches!(e, Effect::Save(Record::Game { slot: Slot::Free, json, .. }) if json.contains("\"solver_moves\":3"))
    ));
    // The player takes over; the game stays marked, and it never counts for the best.
    key(&mut session, Action::Cancel);
    assert!(!session.watching());
    let mv = session.game().hint().unwrap();
    session.handle(tap(session.view().to_view(mv.a)));
    let effects = session.handle(tap(session.view().to_view(mv.b)));
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
    let (thinks, timers): (Vec<Effect>, Vec<Effect>) =
        left.into_iter().partition(|e| search_serial(e).is_some());
    assert_eq!(thinks.len(), 1);
    assert_eq!(timers.len(), 1);
    let (_, after) = think_through(&mut session, thinks);
    assert!(!session.thinking());
    assert_eq!(session.game().moves(), 1);
    assert!(session.moving());
    assert!(after.iter().all(|e| search_serial(e).is_some()));
    drive(&mut session, timers, |s| s.game().moves() == 2);
    assert_eq!(session.game().moves(), 2);
    assert_eq!(session.game().solver_moves(), 2);
}

#[test]
fn watch_keeps_a_pace_a_person_can_follow_whatever_the_animation_speed() {
    let speeds = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];
    for (speed, reduced) in speeds
        .map(|s| (s, false))
        .into_iter()
        .chain([(Speed::Normal, true)])
    {
        let mut session = fresh_game(0);
        session.handle(Intent::SetSpeed(speed));
        session.handle(Intent::ReducedMotion(reduced));
        let effects = key(&mut session, Action::Watch);
        let (_, _) = drive_clocked(&mut session, effects, |_, now| now >= 3_000);
        let moves = session.game().moves();
        // The first move at once, then one each WATCH_PACE_MILLIS at most: 7 in 3 s (it
        // played 61 with no animation).
        let most = 1 + 3_000 / WATCH_PACE_MILLIS;
        assert!(
            (2..=most).contains(&moves),
            "{speed:?}, reduced motion {reduced}: {moves} moves in 3 s"
        );
        assert!(session.watching());
    }
}

#[test]
fn any_key_tap_or_the_button_stops_watch_and_does_nothing_else() {
    let stops = [
        Intent::Action(DOWN),
        Intent::Action(Action::NewGame),
        Intent::Action(Action::Watch),
        tap((4, 4)),
        swipe((4, 4), Direction::Up),
        roll(1, 0),
        Intent::OtherKey,
        Intent::PageTap,
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
        assert!(!session.new_game_open());
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
    game.play(mv.a, mv.b).unwrap();
    rules::Rules::count_solver_move(&mut game);
    assert!(game.score() > 0);
    let (session, _) = Session::open(Launch {
        ..launch(
            Ok(Loaded::Game(AnyHistory::from(History::new(game)))),
            SeedParam::Absent,
        )
    });
    assert_eq!(session.best(), 0);
}
