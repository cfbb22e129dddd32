//! 2048's solver in the session: the hint searched in slices and shown as a slide, Watch
//! playing slides marked as the solver's, which never set a best, and the win that stops
//! it for the player to answer.

use super::twenty48::{launch_2048, on_2048, saved_text, slide, slides};
use super::*;
use rules::twenty48::solver;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

/// A position from the middle of a game: room to move, so a search takes many slices.
const MIDGAME: &str = "
    2 8 32 128
    . 4 16 64
    . . 2 8
    . . . 2";

/// Pairs in every row but one: any sensible slide scores.
const RIPE: &str = "2 2 4 4\n8 8 16 16\n. . . .\n. . . 2";

/// The slide the solver chooses for `board` in one go, within the app's budget and seed.
fn chosen(board: &SlideBoard, moves: u32) -> Direction {
    let budget = solver::Budget {
        seed: u64::from(moves),
        ..solver::DEFAULT
    };
    solver::choose(board, budget).expect("a slide").mv
}

/// A session on `board` (new tiles from seed 3) with a 4×4 best of `best`.
fn on_2048_with_best(board: &str, speed: Speed, best: u64) -> Session {
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    let mut launch = launch_2048(Some(game), "", speed);
    launch.bests.set(Mode::Twenty48, 4, best);
    Session::open(launch).0
}

#[test]
fn a_2048_hint_is_searched_in_slices_and_names_the_slide_the_solver_chooses() {
    let mut session = on_2048(MIDGAME, Speed::Normal);
    let effects = key(&mut session, Action::Hint);
    assert!(effects.iter().any(|e| matches!(e, Effect::Think(_))));
    assert_eq!(slides(&session).hint(), None);
    assert!(slides(&session).thinking());
    let (slices, _) = think_through(&mut session, effects);
    assert!(slices > 1, "{slices} slices");
    let game = slides(&session).game();
    let hint = slides(&session).hint().expect("the solver found a slide");
    assert!(game.board().can_slide(hint));
    assert_eq!(hint, chosen(game.board(), game.moves()), "as in one go");
    assert!(!slides(&session).thinking());
    assert!(
        session.status().starts_with("Hint: slide "),
        "{}",
        session.status()
    );
    // A hint changes nothing of the game.
    assert_eq!(session.summary().moves, 0);
    assert_eq!(session.summary().solver_moves, 0);
}

#[test]
fn a_slide_drops_the_hint_and_one_made_while_it_is_thought_of_drops_the_search() {
    let mut session = on_2048(MIDGAME, Speed::Instant);
    let effects = key(&mut session, Action::Hint);
    slide(&mut session, Direction::Left);
    assert_eq!(session.summary().moves, 1);
    let (slices, _) = think_through(&mut session, effects);
    assert_eq!(
        slices, 1,
        "the next slice finds the board changed and stops"
    );
    assert_eq!(slides(&session).hint(), None);
    assert!(!slides(&session).thinking());

    let effects = key(&mut session, Action::Hint);
    think_through(&mut session, effects);
    assert!(slides(&session).hint().is_some());
    slide(&mut session, Direction::Down);
    assert_eq!(
        slides(&session).hint(),
        None,
        "a hint for the old board would mislead"
    );

    let effects = key(&mut session, Action::Hint);
    think_through(&mut session, effects);
    assert!(slides(&session).hint().is_some());
    key(&mut session, Action::Cancel);
    assert_eq!(slides(&session).hint(), None, "Escape puts the hint away");
}

#[test]
fn watch_plays_2048_slides_as_the_solver_s_which_never_raise_the_best() {
    let mut session = on_2048_with_best(RIPE, Speed::Instant, 5);
    let mut effects = key(&mut session, Action::Watch);
    assert!(session.watching());
    assert!(session.status().starts_with("The solver is playing"));
    let mut seen = Vec::new();
    for turn in 1..=3 {
        let before = slides(&session).game().clone();
        let expected = chosen(before.board(), before.moves());
        let (step, left) = drive(&mut session, effects, |s| s.summary().moves == turn);
        assert_eq!(session.summary().moves, turn);
        let mut played = before.clone();
        played.play(expected).unwrap();
        assert_eq!(
            slides(&session).game().board(),
            played.board(),
            "turn {turn}: the solver's slide, and the game's own new tile"
        );
        seen.extend(step);
        effects = left;
    }
    assert!(session.watching());
    assert_eq!(session.summary().solver_moves, 3);
    assert!(session.summary().score > 5);
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
    assert!(
        saved_text(&seen).is_some_and(|json| json.contains("\"solver_moves\":3")),
        "the mark is saved with the game"
    );
    // A key hands the game back and does nothing else; the game stays marked.
    let board = slides(&session).game().board().clone();
    assert_eq!(
        session.handle(Intent::Action(Action::Step(Direction::Up))),
        []
    );
    assert!(!session.watching());
    assert_eq!(session.status(), "Your move: the game is yours again.");
    assert_eq!(slides(&session).game().board(), &board);
    let (_, left) = drive(&mut session, effects, |_| false);
    assert_eq!(left, [], "the pending yield finds nothing to do");
    assert_eq!(session.summary().moves, 3);
    let dir = [
        Direction::Left,
        Direction::Up,
        Direction::Right,
        Direction::Down,
    ]
    .into_iter()
    .find(|&d| board.can_slide(d))
    .unwrap();
    let effects = slide(&mut session, dir);
    assert_eq!(session.summary().moves, 4);
    assert_eq!(session.best(), 5);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Best { .. })))
    );
}

#[test]
fn watch_waits_for_each_slide_to_glide_before_the_next() {
    let mut session = on_2048(MIDGAME, Speed::Normal);
    let effects = key(&mut session, Action::Watch);
    let (_, left) = drive(&mut session, effects, |s| s.summary().moves == 1);
    assert!(slides(&session).moving());
    // The next slide is thought of while the first glides, and played only after it.
    let (thinks, timers): (Vec<Effect>, Vec<Effect>) =
        left.into_iter().partition(|e| search_serial(e).is_some());
    assert_eq!((thinks.len(), timers.len()), (1, 1));
    let (_, after) = think_through(&mut session, thinks);
    assert!(!slides(&session).thinking());
    assert_eq!(session.summary().moves, 1);
    assert!(after.iter().all(|e| search_serial(e).is_some()));
    drive(&mut session, timers, |s| s.summary().moves == 2);
    assert_eq!(session.summary().solver_moves, 2);
}

#[test]
fn watch_slides_at_a_pace_a_person_can_follow_however_quick_the_glide() {
    for speed in [Speed::Instant, Speed::Normal] {
        let mut session = on_2048(MIDGAME, speed);
        let effects = key(&mut session, Action::Watch);
        drive_clocked(&mut session, effects, |_, now| now >= 3_000);
        let moves = session.summary().moves;
        // A slide glides 150 ms: Watch played six a second, and twenty with no glide.
        let most = 1 + 3_000 / crate::model::play::WATCH_PACE_MILLIS;
        assert!(
            (2..=most).contains(&moves),
            "{speed:?}: {moves} slides in 3 s"
        );
    }
}

#[test]
fn a_tap_anywhere_stops_2048_s_watch_and_does_nothing_else() {
    let mut session = on_2048(MIDGAME, Speed::Instant);
    let effects = key(&mut session, Action::Watch);
    let (_, left) = drive(&mut session, effects, |s| s.summary().moves == 1);
    let board = slides(&session).game().board().clone();
    assert_eq!(session.handle(Intent::PageTap), []);
    assert!(!session.watching());
    assert_eq!(session.status(), "Your move: the game is yours again.");
    assert_eq!(slides(&session).game().board(), &board);
    let (_, left) = drive(&mut session, left, |_| false);
    assert_eq!(left, [], "the paced search finds nothing to do");
    assert_eq!(session.summary().moves, 1);
}

#[test]
fn watch_stops_at_the_win_for_the_player_to_answer() {
    let mut session = on_2048("1024 1024 . .\n. . . .\n. . . .\n. . . 2", Speed::Instant);
    let effects = key(&mut session, Action::Watch);
    let (_, left) = drive(&mut session, effects, |s| s.summary().moves == 1);
    assert!(slides(&session).win_shown());
    assert!(!session.watching());
    assert!(session.status().contains("you win"), "{}", session.status());
    drive(&mut session, left, |_| false);
    assert_eq!(
        session.summary().moves,
        1,
        "nothing plays behind the dialog"
    );
    // Neither the hint nor Watch starts before the win is answered.
    assert_eq!(key(&mut session, Action::Hint), []);
    assert_eq!(key(&mut session, Action::Watch), []);
    assert!(!session.watching());
}

#[test]
fn a_2048_hint_or_watch_on_a_finished_game_says_no_slide_is_left() {
    let mut session = on_2048("2 4 2\n4 2 4\n2 4 2", Speed::Normal);
    assert_eq!(key(&mut session, Action::Hint), []);
    assert_eq!(session.status(), "Game over: no move changes the board.");
    assert_eq!(key(&mut session, Action::Watch), []);
    assert!(!session.watching());
}
