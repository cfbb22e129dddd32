//! ExponenTile in the session: the original's flat board, through the same play as
//! ExponenTorus. Its cursor moves over a board that stays still, nothing crosses its
//! sides, and its games are kept, linked and replayed as its own mode's.

use super::*;
use crate::model::address::game_query;
use rules::exponentile::Topology;

/// A flat 6×6 board with no run, the cursor's cell (3, 3) a 4: swapping it with the 8
/// below lines up three 8s on row 3.
pub(super) const FLAT: &str = "
     4  8 16  4  8 16
     8 16  4  8 16  4
    16  4  8 16  4  8
     4  8 16  4  8  8
     8 16  4  8 16  4
    16  4  8 16  4  8";

/// A flat 6×6 board with each value once in every row and column: no swap makes a match.
pub(super) const FLAT_OVER: &str = "
     2  4  8 16 32 64
     4  8 16 32 64  2
     8 16 32 64  2  4
    16 32 64  2  4  8
    32 64  2  4  8 16
    64  2  4  8 16 32";

/// A flat game on `board` (new tiles from seed 7).
pub(super) fn flat_game(board: &str) -> Game {
    let board = board
        .parse::<Board>()
        .unwrap()
        .with_topology(Topology::Flat);
    Game::from_board(board, 7)
}

/// A session resuming an ExponenTile game on `board`, help already seen, at the address
/// that names it.
pub(super) fn on_flat(board: &str) -> Session {
    let mut launch = launch_at(
        "mode=exponentile&seed=7&size=6",
        saved(History::new(flat_game(board))),
    );
    launch.last_mode = Some(Mode::Exponentile);
    let (session, effects) = Session::open(launch);
    assert_eq!(effects, [], "resuming a game does nothing to the page");
    session
}

fn step(session: &mut Session, dir: Direction) -> Vec<Effect> {
    key(session, Action::Step(dir))
}

#[test]
fn its_link_deals_a_flat_game_kept_under_its_own_key() {
    let launch = launch_at("mode=exponentile&seed=7", Ok(Loaded::Nothing));
    let (session, effects) = Session::open(launch);
    assert_eq!(session.mode(), Mode::Exponentile);
    assert_eq!((session.summary().seed, session.size()), (7, 8));
    assert_eq!(session.game().topology(), Topology::Flat);
    assert_eq!(session.game(), &Game::deal(Topology::Flat, 7, 8).unwrap());
    assert_eq!(session.view(), View::flat(8));
    assert_eq!(session.status(), "ExponenTile, game 7 on 8 by 8.");
    let json = effects
        .iter()
        .find_map(|e| match e {
            Effect::Save(Record::Game {
                mode: Mode::Exponentile,
                slot: Slot::Free,
                json,
            }) => Some(json),
            _ => None,
        })
        .expect("the new game is saved as ExponenTile's");
    assert!(json.contains("\"wrap\":false"), "{json}");
    assert!(effects.contains(&Effect::Save(Record::Mode(Mode::Exponentile))));
    assert_eq!(
        game_query(Mode::Exponentile, 7, 8),
        "mode=exponentile&seed=7"
    );
    assert_eq!(
        crate::model::keys::game_key(Mode::Exponentile, Slot::Free),
        "exponentorus.exponentile.game"
    );
}

#[test]
fn a_size_of_its_own_is_kept_and_another_is_refused() {
    let (six, _) = Session::open(launch_at(
        "mode=exponentile&seed=7&size=6",
        Ok(Loaded::Nothing),
    ));
    assert_eq!((six.mode(), six.size()), (Mode::Exponentile, 6));
    let (bad, _) = Session::open(launch_at(
        "mode=exponentile&seed=7&size=5",
        Ok(Loaded::Nothing),
    ));
    assert_eq!(bad.size(), 8);
    assert!(bad.notices()[0].contains("the boards are 6, 7, 8, 9 or 10 tiles"));
}

#[test]
fn arrows_move_the_cursor_over_a_board_that_stays_still() {
    let mut session = on_flat(FLAT);
    assert_eq!(session.view().cursor(), Pos::new(3, 3));
    // No roll, no timer, no tile moves: only the cursor.
    assert_eq!(step(&mut session, Direction::Right), []);
    assert_eq!(session.view().cursor(), Pos::new(4, 3));
    assert_eq!(session.view().offset(), (0, 0));
    assert_eq!(session.rolling(), None);
    assert_eq!(session.view().cursor_cell(), (4, 3), "drawn where it is");
    step(&mut session, Direction::Right);
    assert_eq!(session.view().cursor(), Pos::new(5, 3));
    // At the edge it stays, and says why.
    assert_eq!(step(&mut session, Direction::Right), []);
    assert_eq!(session.view().cursor(), Pos::new(5, 3));
    assert_eq!(session.status(), "The cursor is at the board's right edge.");
    for _ in 0..4 {
        step(&mut session, Direction::Up);
    }
    assert_eq!(session.view().cursor(), Pos::new(5, 0));
    assert_eq!(session.status(), "The cursor is at the board's top edge.");
    // Home or C centres it.
    assert!(only_rests(&key(&mut session, Action::Recentre)));
    assert_eq!(session.view(), View::flat(6));
}

#[test]
fn a_picked_up_tile_swaps_and_the_move_is_exponentile_s() {
    let mut session = on_flat(FLAT);
    key(&mut session, Action::Pick);
    assert_eq!(session.selection(), Some(Pos::new(3, 3)));
    let effects = key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
    assert_eq!(session.game().score(), 16);
    assert!(effects.contains(&Effect::Save(Record::Best {
        mode: Mode::Exponentile,
        size: 6,
        best: 16
    })));
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game { mode: Mode::Exponentile, json, .. }) if json.contains("\"wrap\":false")
    )));
    assert!(session.moving());
    assert_eq!(session.view().cursor(), Pos::new(3, 3), "the cursor stays");
    run_to_rest(&mut session, effects);
    assert_eq!(session.best(), 16);
}

/// Whether `effects` nudge a tile towards `dir`: its face's first shift is that way.
fn nudges(effects: &[Effect], dir: Direction) -> bool {
    let toward = |(x, y): (i8, i8)| match dir {
        Direction::Up => y < 0,
        Direction::Down => y > 0,
        Direction::Left => x < 0,
        Direction::Right => x > 0,
    };
    effects.iter().any(|e| match e {
        Effect::Play { tracks, .. } => tracks.iter().any(|(_, track)| {
            (track.face.iter().map(|key| key.value.shift))
                .find(|&shift| shift != (0, 0))
                .is_some_and(toward)
        }),
        _ => false,
    })
}

#[test]
fn no_swap_crosses_a_flat_board_s_sides_by_key_tap_or_flick() {
    let mut session = on_flat(FLAT);
    let game = session.game().clone();
    for _ in 0..3 {
        step(&mut session, Direction::Left);
    }
    assert_eq!(session.view().cursor(), Pos::new(0, 3));
    key(&mut session, Action::Pick);
    let effects = step(&mut session, Direction::Left);
    assert_eq!(session.game(), &game);
    assert_eq!(session.selection(), None);
    assert_eq!(
        session.status(),
        "Can't swap across the board's edge: this board does not wrap."
    );
    assert!(nudges(&effects, Direction::Left), "the tile bumps the edge");
    assert!(!saves_game(&effects));
    run_to_rest(&mut session, effects);
    // A click on a side's tile, then on the other side's: no neighbours, so the second
    // tile is picked instead.
    session.handle(tap((0, 3)));
    assert_eq!(session.handle(tap((5, 3))), []);
    assert_eq!(session.selection(), Some(Pos::new(5, 3)));
    assert_eq!(session.game(), &game);
    session.handle(tap((5, 3)));
    // A flick off the right side.
    let effects = session.handle(swipe((5, 1), Direction::Right));
    assert_eq!(session.game(), &game);
    assert!(nudges(&effects, Direction::Right));
    // On a cylinder the same flick is a swap across the seam, which the rules judge.
    let mut torus = on(SEAM);
    let effects = torus.handle(swipe((4, 2), Direction::Right));
    assert!(!nudges(&effects, Direction::Right));
}

#[test]
fn a_finished_flat_game_is_over() {
    let mut session = on_flat(FLAT_OVER);
    assert_eq!(session.summary().outcome, Outcome::GameOver);
    key(&mut session, Action::Pick);
    assert_eq!(session.selection(), None);
}

#[test]
fn a_two_finger_roll_does_nothing_on_a_flat_board() {
    let mut session = on_flat(FLAT);
    let before = session.clone();
    assert_eq!(session.handle(roll(1, 0)), []);
    assert_eq!(session.handle(roll(0, -3)), []);
    assert_eq!(session.view(), before.view());
    assert_eq!(session.ring(), [] as [u64; 0]);
}

#[test]
fn a_hint_and_watch_play_by_the_flat_board_s_rules() {
    let mut session = instant(on_flat(FLAT));
    hint(&mut session);
    let hinted = session.hint().expect("a hint");
    assert!(session.game().valid_moves().contains(&hinted));
    let effects = key(&mut session, Action::Watch);
    assert!(session.watching());
    think_until_moved(&mut session, effects);
    assert_eq!(session.game().moves(), 1);
    assert_eq!(session.game().solver_moves(), 1);
    assert_eq!(session.game().topology(), Topology::Flat);
    key(&mut session, Action::Cancel);
    assert!(!session.watching());
}

/// Runs the solver's slices and the timers until Watch has played a move.
fn think_until_moved(session: &mut Session, mut effects: Vec<Effect>) {
    let mut rounds = 0;
    while session.game().moves() == 0 {
        rounds += 1;
        assert!(rounds < 10_000, "Watch plays a move");
        let next = effects.iter().rev().find_map(|e| match e {
            Effect::Think(serial) => Some(Intent::Think(*serial)),
            Effect::Wait { serial, .. } => Some(Intent::Tick(*serial)),
            _ => None,
        });
        effects = session.handle(next.expect("something to run"));
    }
}

#[test]
fn another_mode_s_board_is_never_taken_for_this_one() {
    let mut session = on_flat(FLAT);
    let slot_key = crate::model::keys::game_key(Mode::Exponentile, Slot::Free);
    // Another tab's cylinder under ExponenTile's key is no ExponenTile game.
    let cylinder = History::new(Game::new(3)).to_json();
    assert_eq!(
        session.handle(Intent::StorageChanged {
            key: slot_key.clone(),
            value: Some(cylinder)
        }),
        []
    );
    assert_eq!(session.game(), &flat_game(FLAT));
    // Its own newer game is adopted, the view flat still.
    let theirs = History::new(Game::deal(Topology::Flat, 3, 8).unwrap());
    session.handle(Intent::StorageChanged {
        key: slot_key,
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.torus_history(), &theirs);
    assert_eq!(session.view(), View::flat(8));
    // A saved cylinder read for ExponenTile does not load.
    assert!(matches!(
        AnyHistory::from_json(Mode::Exponentile, &History::new(Game::new(3)).to_json()),
        Err(LoadError::OtherMode { .. })
    ));
}

#[test]
fn the_new_game_dialog_switches_to_it_and_back_keeping_both_games() {
    let mut torus = instant(on(ONE_MOVE));
    key(&mut torus, Action::Pick);
    key(&mut torus, DOWN);
    let kept = torus.history();
    let effects = torus.handle(Intent::StartNewGame(Mode::Exponentile, 7));
    assert!(effects.contains(&Effect::Load {
        mode: Mode::Exponentile,
        slot: Slot::Free
    }));
    torus.handle(Intent::Loaded {
        mode: Mode::Exponentile,
        slot: Slot::Free,
        loaded: Ok(Loaded::Nothing),
        now_ms: 1,
    });
    // ExponenTile's first game here: its tutorial first, the new game waiting.
    assert_eq!(torus.tutorial().map(|t| t.steps()), Some(3));
    torus.handle(Intent::LeaveTutorial);
    assert_eq!((torus.mode(), torus.size()), (Mode::Exponentile, 7));
    assert_eq!(torus.game().topology(), Topology::Flat);
    assert_eq!(torus.view(), View::flat(7));
    let effects = torus.handle(Intent::SwitchMode(Mode::Exponentorus));
    assert!(effects.contains(&Effect::Load {
        mode: Mode::Exponentorus,
        slot: Slot::Free
    }));
    torus.handle(Intent::Loaded {
        mode: Mode::Exponentorus,
        slot: Slot::Free,
        loaded: Ok(Loaded::Game(kept.clone())),
        now_ms: 1,
    });
    assert_eq!(torus.history(), kept);
    assert!(torus.view().wraps());
}

#[test]
fn its_replay_opens_flat_and_steps_through_the_game() {
    let mut history = History::new(Game::deal(Topology::Flat, 42, 8).unwrap());
    for _ in 0..5 {
        let m = history.game().hint().unwrap();
        history.play(m).unwrap();
    }
    let code = rules::replay_code::encode(&history).unwrap();
    let whole = rules::replay_code::decode(&code).unwrap();
    assert_eq!(whole.mode(), Mode::Exponentile);
    let (mut session, _) = Session::open_replay(whole, settings_seen(), (false, false), None);
    assert_eq!(session.mode(), Mode::Exponentile);
    assert_eq!(session.view(), View::flat(8));
    assert!(
        session
            .status()
            .starts_with("Replay of ExponenTile game 42: 5 moves."),
        "{}",
        session.status()
    );
    let effects = session.handle(Intent::Replay(crate::model::replay::ReplayControl::ToEnd));
    assert!(!saves_game(&effects));
    assert_eq!(session.torus_history(), &history);
}

#[test]
fn its_daily_game_is_the_days_seed_on_a_flat_8x8_in_its_own_slot() {
    let launch = launch_at("mode=exponentile&daily=2026-11-30", Ok(Loaded::Nothing));
    let (session, effects) = Session::open(launch);
    let day = Day::parse("2026-11-30").unwrap();
    let seed = rules::daily::seed_of(day);
    assert_eq!(session.mode(), Mode::Exponentile);
    assert_eq!(
        session.game(),
        &Game::deal(Topology::Flat, seed, 8).unwrap()
    );
    assert_eq!(session.daily().map(|d| d.day), Some(day));
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            mode: Mode::Exponentile,
            slot: Slot::Daily,
            ..
        })
    )));
}

#[test]
fn a_finished_flat_game_counts_for_its_mode_and_side() {
    // Seed 5 on 6×6, played by hints to its last move, which a tap pair then plays.
    let mut history = History::new(Game::deal(Topology::Flat, 5, 6).unwrap());
    let last = loop {
        let m = history.game().hint().expect("a game in play has a move");
        let mut next = history.clone();
        next.play(m).unwrap();
        if next.game().outcome() == Outcome::GameOver {
            break m;
        }
        history = next;
    };
    let mut launch = launch_at("mode=exponentile", saved(history));
    launch.last_mode = Some(Mode::Exponentile);
    let mut session = instant(Session::open(launch).0);
    // A flat view shows every cell where it is: a view cell is its board cell.
    let cell = |p: Pos| (p.x as i32, p.y as i32);
    session.handle(tap(cell(last.a)));
    let effects = session.handle(tap(cell(last.b)));
    let finished: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(Record::Finished(game)) => Some(game),
            _ => None,
        })
        .collect();
    assert_eq!(finished.len(), 1);
    assert_eq!((finished[0].mode, finished[0].size), (Mode::Exponentile, 6));
    assert_eq!(finished[0].score, session.game().score());
}
