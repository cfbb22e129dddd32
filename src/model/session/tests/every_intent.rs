//! Every intent in every state, in every mode: the game stays whole.

use super::exponentile::{FLAT, FLAT_OVER, on_flat};
use super::*;
use crate::model::posting::{Asked, PostingIntent};
use rules::exponentile::Topology;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

/// A 2048 session on `board` (new tiles from seed 3) at `speed`, help already seen.
fn on_2048(board: &str, speed: Speed) -> Session {
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    let mut launch = launch_at(
        "mode=2048",
        Ok(Loaded::Game(rules::History::new(game).into())),
    );
    launch.settings.speed = Some(speed);
    Session::open(launch).0
}

/// The states that matter in 2048, each with its name.
fn states_2048() -> Vec<(&'static str, Session)> {
    const PAIRS: &str = "2 2 . .\n. . . .\n. . . .\n4 4 . .";
    let mut sliding = on_2048(PAIRS, Speed::Normal);
    key(&mut sliding, Action::Step(Direction::Right));
    let mut won = on_2048("1024 1024 . .\n. . . .\n. . . .\n. . . 2", Speed::Instant);
    key(&mut won, Action::Step(Direction::Left));
    let mut asking = on_2048(PAIRS, Speed::Instant);
    key(&mut asking, Action::Step(Direction::Left));
    key(&mut asking, Action::NewGame);
    let mut settings = on_2048(PAIRS, Speed::Normal);
    settings.handle(Intent::OpenSettings);
    let mut help = on_2048(PAIRS, Speed::Normal);
    key(&mut help, Action::Help);
    vec![
        ("2048 at rest", on_2048(PAIRS, Speed::Normal)),
        ("2048 sliding", sliding),
        ("2048 won", won),
        ("2048 new-game question open", asking),
        ("2048 settings open", settings),
        ("2048 how to play open", help),
        (
            "2048 game over",
            on_2048("2 4 2\n4 2 4\n2 4 2", Speed::Normal),
        ),
    ]
}

/// The tutorial's states: at its start, mid-move, at its end, in each mode with one.
fn states_tutorial() -> Vec<(&'static str, Session)> {
    let first_visit = |query: &str| {
        let mut launch = launch_at(query, Ok(Loaded::Nothing));
        launch.settings = Settings::default();
        Session::open(launch).0
    };
    let mut moving = first_visit("");
    key(&mut moving, Action::Pick);
    key(&mut moving, Action::Step(Direction::Up));
    let mut finished = instant(first_visit("mode=2048"));
    for dir in [Direction::Left, Direction::Down, Direction::Left] {
        key(&mut finished, Action::Step(dir));
    }
    assert!(finished.tutorial().is_some_and(|t| t.finished()));
    let mut from_help = on(ONE_MOVE);
    from_help.handle(Intent::StartTutorial);
    vec![
        ("tutorial on a first visit", first_visit("seed=42")),
        ("tutorial, a move showing", moving),
        ("tutorial from how to play", from_help),
        ("2048 tutorial done", finished),
    ]
}

/// The player's own game: behind the tutorial, the one that waits.
fn own_game(session: &Session) -> AnyHistory {
    let mut left = session.clone();
    left.handle(Intent::LeaveTutorial);
    left.history()
}

/// The states that matter, in every mode, each with its name.
fn states() -> Vec<(&'static str, Session)> {
    let mut all = states_exponentorus();
    all.extend(states_2048());
    all.extend(states_exponentile());
    all.extend(states_tutorial());
    let modes: Vec<Mode> = all.iter().map(|(_, s)| s.mode()).collect();
    assert!(
        Mode::ALL.iter().all(|mode| modes.contains(mode)),
        "every mode has its states"
    );
    all
}

/// The states that matter in ExponenTorus, each with its name.
fn states_exponentorus() -> Vec<(&'static str, Session)> {
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

/// The states that matter in ExponenTile, on its flat board, each with its name.
fn states_exponentile() -> Vec<(&'static str, Session)> {
    let mut picked = on_flat(FLAT);
    key(&mut picked, Action::Pick);
    let mut at_the_edge = on_flat(FLAT);
    for _ in 0..3 {
        key(&mut at_the_edge, Action::Step(Direction::Left));
    }
    key(&mut at_the_edge, Action::Pick);
    let mut moving = on_flat(FLAT);
    key(&mut moving, Action::Pick);
    key(&mut moving, DOWN);
    let mut asking = instant(on_flat(FLAT));
    key(&mut asking, Action::Pick);
    key(&mut asking, DOWN);
    key(&mut asking, Action::NewGame);
    vec![
        ("ExponenTile at rest", on_flat(FLAT)),
        ("ExponenTile tile picked up", picked),
        ("ExponenTile tile picked up at the left edge", at_the_edge),
        ("ExponenTile moving", moving),
        ("ExponenTile new-game question open", asking),
        ("ExponenTile game over", on_flat(FLAT_OVER)),
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
        Action::Mute,
        Action::Leaderboard,
    ]
    .into_iter()
    .map(Intent::Action)
    .collect();
    intents.extend([
        tap((2, 2)),
        tap((2, 3)),
        swipe((2, 2), Direction::Down),
        swipe((2, 0), Direction::Up),
        roll(1, 0),
        roll(0, -3),
        Intent::CloseHelp,
        Intent::StartNewGame(Mode::Exponentorus, 7),
        Intent::StartNewGame(Mode::Twenty48, 4),
        Intent::StartNewGame(Mode::Twenty48, 5),
        Intent::StartNewGame(Mode::Exponentile, 8),
        Intent::SwitchMode(Mode::Exponentorus),
        Intent::SwitchMode(Mode::Twenty48),
        Intent::SwitchMode(Mode::Exponentile),
        Intent::Loaded {
            mode: Mode::Twenty48,
            slot: Slot::Free,
            loaded: Ok(Loaded::Nothing),
            now_ms: 1,
        },
        Intent::KeepGoing,
        Intent::OpenNewGame,
        Intent::OpenStats,
        Intent::CloseStats,
        Intent::OpenLeaderboard,
        Intent::CloseLeaderboard,
        Intent::OtherKey,
        Intent::PageTap,
        Intent::Think(u32::MAX),
        Intent::CloseNewGame,
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
            value: Some(History::new(Game::new(3)).to_json()),
        },
        Intent::StorageChanged {
            key: "exponentorus.2048.game".into(),
            value: Some(rules::History::new(SlideGame::new(5)).to_json()),
        },
        Intent::StorageChanged {
            key: "exponentorus.exponentile.game".into(),
            value: Some(History::new(Game::deal(Topology::Flat, 5, 8).unwrap()).to_json()),
        },
        Intent::StorageChanged {
            key: BEST_KEY.into(),
            value: Some("99999".into()),
        },
        Intent::SaveFailed(StoreError::Full),
        Intent::StatsRead(Err(StoreError::Blocked)),
        Intent::OpenSaves,
        Intent::SavesReplaced(Err(crate::model::backup::RestoreError {
            failed: StoreError::Full,
            rollback: None,
        })),
        Intent::Tick(u32::MAX),
        Intent::ReducedMotion(true),
        Intent::SetVolume(20),
        Intent::StartTutorial,
        Intent::LeaveTutorial,
        Intent::Posting(PostingIntent::Post {
            code: "T1AAAA".into(),
            name: Some("Ann".into()),
            random: Some([1; 16]),
            now_ms: 1,
        }),
        Intent::Posting(PostingIntent::SendWaiting {
            all: true,
            now_ms: 2,
        }),
        Intent::Posting(PostingIntent::Answered {
            asked: Asked::Post("T1AAAA".into()),
            answer: None,
            now_ms: 3,
            online: false,
        }),
        Intent::Posting(PostingIntent::Rename("Bo".into())),
        Intent::Posting(PostingIntent::Forget),
        Intent::Posting(PostingIntent::Leaving),
        Intent::Posting(PostingIntent::Shown { now_ms: 4 }),
        Intent::StorageChanged {
            key: crate::model::keys::PLAYER_KEY.into(),
            value: Some(r#"{"name":"Cy"}"#.into()),
        },
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
            let own_before = own_game(&state);
            if session.tutorial().is_some() {
                // The tutorial's game is no game to keep, and the player's waits as it was.
                assert!(
                    !saves_game(&effects),
                    "{context}: the tutorial keeps nothing"
                );
                assert!(
                    !effects.iter().any(|e| matches!(
                        e,
                        Effect::Save(Record::Best { .. } | Record::Finished(_))
                    )),
                    "{context}"
                );
                // (Another tab's save is the newest state of the player's game: it waits.)
                if !matches!(intent, Intent::StorageChanged { .. }) {
                    assert_eq!(own_game(&session), own_before, "{context}");
                }
                continue;
            }
            // Out of the tutorial (or never in it): the player's game is judged as ever.
            let state = &{
                let mut own = state.clone();
                own.handle(Intent::LeaveTutorial);
                own
            };
            let (game, before) = (session.summary(), state.summary());
            // The game is the same, one move on or back, or a new one; never anything else.
            let same_game =
                (game.mode, game.seed, game.size) == (before.mode, before.seed, before.size);
            let same = session.history() == state.history();
            let marked = intent == Intent::KeepGoing && same_game && game.moves == before.moves;
            let one_move_on = same_game && game.moves == before.moves + 1;
            let one_move_back = intent == Intent::Action(Action::Undo)
                && same_game
                && game.moves + 1 == before.moves;
            let new_game = game.moves == 0 && !same_game;
            assert!(
                same || marked || one_move_on || one_move_back || new_game,
                "{context}"
            );
            // Another mode's game comes only when the page has read it.
            if !matches!(intent, Intent::Loaded { .. }) {
                assert_eq!(game.mode, before.mode, "{context}");
            }
            assert_eq!(
                saves_game(&effects),
                !same && !matches!(intent, Intent::StorageChanged { .. }),
                "{context}: a changed game is saved, unless another tab saved it"
            );
            if state.new_game_open() {
                let answers = matches!(
                    intent,
                    Intent::Action(Action::Cancel)
                        | Intent::StartNewGame(..)
                        | Intent::CloseNewGame
                        | Intent::PlayAgain
                );
                assert_eq!(session.new_game_open(), !answers, "{context}");
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
            // A stale timer or slice never does anything, whatever the state, nor a read
            // of a mode's game that no switch asked for.
            if matches!(
                intent,
                Intent::Tick(u32::MAX) | Intent::Think(u32::MAX) | Intent::Loaded { .. }
            ) {
                assert_eq!(effects, [], "{context}");
            }
            if before.outcome == Outcome::GameOver
                && intent == Intent::Action(Action::Pick)
                && game.mode != Mode::Twenty48
            {
                assert_eq!(session.selection(), None, "{context}: nothing to pick up");
            }
            // A switch asks the page for the other mode's game and changes nothing else.
            if let Intent::SwitchMode(mode) | Intent::StartNewGame(mode, _) = intent
                && mode != before.mode
                && !state.settings_open()
                && !state.stats_open()
            {
                assert!(
                    effects.contains(&Effect::Load {
                        mode,
                        slot: Slot::Free
                    }),
                    "{context}"
                );
            }
        }
    }
}
