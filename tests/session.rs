//! Properties of the game session over random sequences of intents, in every mode:
//! whatever the player, the timers and other tabs do, in whatever order, the session never
//! panics and keeps its promises. The test plays the page's part too: it keeps what the
//! session saves in a store, and answers its requests to read a mode's game from it.
//!
//! `PROPTEST_CASES` raises the case count for a longer soak.

use std::cell::RefCell;
use std::collections::BTreeMap;

use exponentorus::model::address::Address;
use exponentorus::model::bests::Bests;
use exponentorus::model::input::Action;
use exponentorus::model::keys::game_key;
use exponentorus::model::saves::{self, Loaded, Record};
use exponentorus::model::settings::{Palette, Settings, Speed, Theme};
use exponentorus::model::storage::{KeyValue, StoreError};
use exponentorus::model::stroke::BoardInput;
use exponentorus::model::{Effect, Intent, Launch, Session};
use proptest::prelude::*;
use rules::{AnyHistory, Direction, Mode, Outcome};

/// The page's store, in memory.
#[derive(Default)]
struct Memory(RefCell<BTreeMap<String, String>>);

impl KeyValue for Memory {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.0.borrow().get(key).cloned())
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.0.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }
    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.0.borrow_mut().remove(key);
        Ok(())
    }
}

/// An intent, with the timer's serial left to the test: it sends the latest one it saw
/// (as the page does) or a stale one; and the same for the solver's slices.
#[derive(Clone, Debug)]
enum Step {
    Do(Intent),
    TickLatest,
    ThinkLatest,
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![
        Just(Direction::Up),
        Just(Direction::Down),
        Just(Direction::Left),
        Just(Direction::Right),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => direction().prop_map(Action::Step),
        3 => Just(Action::Pick),
        1 => Just(Action::Cancel),
        1 => Just(Action::Recentre),
        1 => Just(Action::NewGame),
        1 => Just(Action::Hint),
        1 => Just(Action::Help),
        2 => Just(Action::Undo),
        1 => Just(Action::Redo),
        1 => Just(Action::Watch),
        1 => Just(Action::Mute),
    ]
}

fn speed() -> impl Strategy<Value = Speed> {
    prop_oneof![
        Just(Speed::Instant),
        Just(Speed::Fast),
        Just(Speed::Normal),
        Just(Speed::Slow),
    ]
}

fn mode() -> impl Strategy<Value = Mode> {
    prop::sample::select(Mode::ALL.to_vec())
}

/// A mode and one of its sides.
fn mode_and_size() -> impl Strategy<Value = (Mode, usize)> {
    mode().prop_flat_map(|mode| (Just(mode), prop::sample::select(mode.sizes().to_vec())))
}

fn step() -> impl Strategy<Value = Step> {
    let cell = (0..9i32, 0..9i32);
    prop_oneof![
        8 => action().prop_map(|a| Step::Do(Intent::Action(a))),
        6 => Just(Step::TickLatest),
        4 => Just(Step::ThinkLatest),
        4 => cell.clone().prop_map(|c| Step::Do(Intent::Board(BoardInput::Tap(c)))),
        3 => (cell, direction())
            .prop_map(|(c, d)| Step::Do(Intent::Board(BoardInput::Swipe(c, d)))),
        1 => (-2..=2i32, -2..=2i32)
            .prop_map(|(x, y)| Step::Do(Intent::Board(BoardInput::Roll(x, y)))),
        1 => any::<u32>().prop_map(|s| Step::Do(Intent::Tick(s))),
        1 => mode_and_size().prop_map(|(m, n)| Step::Do(Intent::StartNewGame(m, n))),
        1 => mode().prop_map(|m| Step::Do(Intent::SwitchMode(m))),
        1 => Just(Step::Do(Intent::OpenNewGame)),
        1 => Just(Step::Do(Intent::CloseNewGame)),
        1 => Just(Step::Do(Intent::PlayAgain)),
        1 => Just(Step::Do(Intent::KeepGoing)),
        1 => Just(Step::Do(Intent::CloseHelp)),
        1 => Just(Step::Do(Intent::OpenSettings)),
        1 => Just(Step::Do(Intent::CloseSettings)),
        1 => Just(Step::Do(Intent::DismissNotices)),
        1 => Just(Step::Do(Intent::AcceptOffer)),
        1 => Just(Step::Do(Intent::StartTutorial)),
        1 => Just(Step::Do(Intent::LeaveTutorial)),
        1 => (0..=100u8).prop_map(|v| Step::Do(Intent::SetVolume(v))),
        1 => speed().prop_map(|s| Step::Do(Intent::SetSpeed(s))),
        1 => prop::sample::select(Theme::ALL.to_vec()).prop_map(|t| Step::Do(Intent::SetTheme(t))),
        1 => prop::sample::select(Palette::ALL.to_vec())
            .prop_map(|p| Step::Do(Intent::SetPalette(p))),
        1 => any::<bool>().prop_map(|r| Step::Do(Intent::ReducedMotion(r))),
        1 => Just(Step::Do(Intent::SaveFailed(StoreError::Full))),
        1 => (mode(), ".{0,12}").prop_map(|(m, text)| Step::Do(Intent::StorageChanged {
            key: game_key(m, saves::Slot::Free),
            value: Some(text),
        })),
    ]
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(cases),
        ..ProptestConfig::default()
    }
}

fn open(mode: Mode, seed: u64, help_seen: bool) -> (Session, Vec<Effect>) {
    let query = match mode {
        Mode::Exponentorus => format!("seed={seed}"),
        other => format!("mode={}&seed={seed}", other.name()),
    };
    Session::open(Launch {
        address: Address {
            query,
            mode: Some(mode.name().to_owned()),
            seed: Some(seed.to_string()),
            ..Address::default()
        },
        last_mode: None,
        saved: Ok(Loaded::Nothing),
        settings: Settings {
            help_seen,
            ..Settings::default()
        },
        bests: Bests::default(),
        reduced_motion: false,
        entropy: seed,
        now_ms: 20_787 * 86_400_000,
        stats: Ok(exponentorus::model::stats::LoadedStats::Stats(
            Default::default(),
        )),
        touch: false,
        tutorial: None,
    })
}

/// The game part of a history's save: board, ids, score, moves and generator.
fn game_of(history: &AnyHistory) -> serde_json::Value {
    let saved: serde_json::Value =
        serde_json::from_str(&history.to_json()).expect("a save is JSON");
    saved["game"].clone()
}

/// A game's save without the solver's count, the one mark an undo does not take back.
fn without_solver_count(mut game: serde_json::Value) -> serde_json::Value {
    if let Some(fields) = game.as_object_mut() {
        fields.remove("solver_moves");
    }
    game
}

/// Carries out `effects` as the page would (saving, reading a mode's game back for the
/// session), checking what every batch must hold; returns the latest timer's serial.
fn carry_out(
    session: &mut Session,
    store: &Memory,
    effects: Vec<Effect>,
    latest: Option<u32>,
) -> Option<u32> {
    let mut latest = latest;
    let mut pending = effects;
    while !pending.is_empty() {
        let mut next = Vec::new();
        for effect in pending {
            match effect {
                // A save holds the game in play, whole and loadable: never a board mid-move.
                Effect::Save(Record::Game { mode, json, slot }) => {
                    let saved = AnyHistory::from_json(mode, &json)
                        .expect("every save loads, its log replayed");
                    assert_eq!(
                        saved.summary(),
                        session.own_summary(),
                        "the save is the game"
                    );
                    saves::write(store, &Record::Game { mode, slot, json }, 0).unwrap();
                }
                Effect::Save(Record::Best { mode, size, best }) => {
                    assert_eq!((mode, size), (session.mode(), session.size()));
                    assert_eq!(best, session.best());
                }
                Effect::Save(record) => saves::write(store, &record, 0).unwrap(),
                Effect::Load { mode, slot } => {
                    let loaded = saves::read_game(store, mode, slot);
                    next.extend(session.handle(Intent::Loaded {
                        mode,
                        slot,
                        loaded,
                        now_ms: 1,
                    }));
                }
                Effect::Wait { serial, .. } => latest = Some(serial),
                Effect::Rest(_) => latest = None,
                _ => {}
            }
        }
        pending = next;
    }
    latest
}

proptest! {
    #![proptest_config(config(400))]

    /// Any sequence of intents, in any mode, the solver's slices among them: no panic;
    /// saves are the game; the score only grows within a game but for undos, and an undo
    /// goes back to exactly the game before the move; the best is never below the score of
    /// a game played straight, and never raised by one that is not; the modal dialog holds
    /// the game.
    #[test]
    fn any_intents_keep_the_sessions_promises(
        mode in mode(),
        seed in 1..1000u64,
        help_seen in any::<bool>(),
        steps in prop::collection::vec(step(), 1..120),
    ) {
        let store = Memory::default();
        let (mut session, effects) = open(mode, seed, help_seen);
        let mut latest = carry_out(&mut session, &store, effects, None);
        let mut thinking = None;
        // The game before each move of each game played, for undo to come back to: a game
        // left for another and come back to keeps its own.
        let mut earlier: BTreeMap<(Mode, u64, usize), Vec<serde_json::Value>> = BTreeMap::new();
        for step in steps {
            let intent = match step {
                Step::Do(intent) => intent,
                Step::TickLatest => match latest {
                    Some(serial) => Intent::Tick(serial),
                    None => continue,
                },
                Step::ThinkLatest => match thinking.take() {
                    Some(serial) => Intent::Think(serial),
                    None => continue,
                },
            };
            let before = session.clone();
            let asked = before.new_game_open();
            let effects = session.handle(intent.clone());
            thinking = effects
                .iter()
                .rev()
                .find_map(|e| match e {
                    Effect::Think(serial) => Some(*serial),
                    _ => None,
                })
                .or(thinking);
            latest = carry_out(&mut session, &store, effects, latest);

            let (game, then) = (session.summary(), before.summary());
            let id = (game.mode, game.seed, game.size);
            // A step of the tutorial may set a board of its own (the same mode, seed and
            // side as the step before): another game.
            let step = |session: &Session| session.tutorial().map(|tour| tour.number());
            let same_game = id == (then.mode, then.seed, then.size) && step(&session) == step(&before);
            if same_game && game.moves == then.moves + 1 {
                prop_assert!(game.score >= then.score);
                earlier.entry(id).or_default().push(game_of(&before.history()));
            } else if same_game && game.moves + 1 == then.moves && game.undos == then.undos + 1 {
                prop_assert_eq!(intent.clone(), Intent::Action(Action::Undo));
                // The solver's count is the game's, not the move's: an undo keeps it, as
                // far as the game still has moves (docs/RULES.md §13).
                prop_assert_eq!(game.solver_moves, then.solver_moves.min(game.moves));
                // Only the moves this test saw played can be checked (another tab's are
                // not).
                if let Some(back) = earlier.get_mut(&id).and_then(Vec::pop) {
                    prop_assert_eq!(
                        without_solver_count(game_of(&session.history())),
                        without_solver_count(back),
                        "undo restores the game exactly"
                    );
                }
            } else if session.history() != before.history() && !same_game {
                // Another game: its own moves, if any, are those this test saw; a board a
                // tutorial step sets is none of them.
                if game.moves == 0 || id == (then.mode, then.seed, then.size) {
                    earlier.remove(&id);
                }
            } else if session.history() != before.history() {
                // Another tab's state of the same game: what this test saw no longer holds.
                earlier.remove(&id);
            }
            // (The tutorial's game is no game of the player's: it sets no best.)
            if game.straight() && session.tutorial().is_none() {
                prop_assert!(session.best() >= game.score);
            }
            // No best ever falls (the best shown may: a new game of another side), and a
            // game with the solver's moves (or undos) never raises one.
            for m in Mode::ALL {
                for ((_, now), (_, then)) in session.bests().of(m).zip(before.bests().of(m)) {
                    prop_assert!(now >= then);
                    if !game.straight() {
                        prop_assert_eq!(now, then, "{:?}", game);
                    }
                }
            }
            if asked && matches!(intent, Intent::Action(a) if a != Action::Cancel) {
                prop_assert_eq!(session.history(), before.history(), "the dialog is modal");
                prop_assert!(session.new_game_open());
            }
        }
        // Letting the timers run out always brings the board to rest, showing the truth.
        let mut ticks = 0;
        while let Some(serial) = latest {
            let effects = session.handle(Intent::Tick(serial));
            latest = carry_out(&mut session, &store, effects, None);
            ticks += 1;
            prop_assert!(ticks < 200, "every animation ends");
        }
        prop_assert!(session.play().at_rest());
        prop_assert_eq!(session.shown_score(), session.summary().score);
        if session.summary().outcome == Outcome::GameOver && session.play().at_rest() {
            prop_assert!(session.game_over_shown() || session.play().dialog_open() || session.new_game_open());
        }
    }

    /// Speed changes how a game looks, never what it is: the same intents at instant and
    /// at normal speed (with every timer run out) reach the same game.
    #[test]
    fn speed_never_changes_the_game(
        mode in mode(),
        seed in 1..1000u64,
        steps in prop::collection::vec(step(), 1..80),
    ) {
        let play = |speed: Speed| {
            let store = Memory::default();
            let (mut session, effects) = open(mode, seed, true);
            carry_out(&mut session, &store, effects, None);
            let effects = session.handle(Intent::SetSpeed(speed));
            carry_out(&mut session, &store, effects, None);
            for step in &steps {
                let intent = match step {
                    // Speeds and motion preferences would make the two runs differ; the
                    // solver's slices are left out as the timers are.
                    Step::Do(Intent::SetSpeed(_) | Intent::ReducedMotion(_) | Intent::Tick(_))
                    | Step::TickLatest
                    | Step::ThinkLatest => continue,
                    Step::Do(intent) => intent.clone(),
                };
                let effects = session.handle(intent);
                let mut latest = carry_out(&mut session, &store, effects, None);
                while let Some(serial) = latest {
                    let effects = session.handle(Intent::Tick(serial));
                    latest = carry_out(&mut session, &store, effects, None);
                }
            }
            session.history()
        };
        prop_assert_eq!(play(Speed::Instant), play(Speed::Normal));
    }
}

/// The case a run of the property found (the regressions file keeps its seed): Watch's
/// slide in 2048, taken back. The game is the one before that slide again, but for the
/// solver's count: the game stays marked as helped, and is not played straight.
#[test]
fn undoing_the_solvers_move_takes_the_move_back_but_not_its_mark() {
    let store = Memory::default();
    let (mut session, effects) = open(Mode::Exponentorus, 6, false);
    carry_out(&mut session, &store, effects, None);
    let play = |session: &mut Session, intent| {
        let effects = session.handle(intent);
        let think = effects.iter().find_map(|effect| match effect {
            Effect::Think(serial) => Some(*serial),
            _ => None,
        });
        carry_out(session, &store, effects, None);
        think
    };
    play(&mut session, Intent::ReducedMotion(true));
    play(&mut session, Intent::StartNewGame(Mode::Twenty48, 5));
    // 2048's first game here starts with its tutorial: skipped, to the new game.
    assert!(session.tutorial().is_some());
    play(&mut session, Intent::LeaveTutorial);
    play(&mut session, Intent::Action(Action::Step(Direction::Up)));
    let before = game_of(&session.history());
    let serial = play(&mut session, Intent::Action(Action::Watch)).expect("Watch thinks");
    play(&mut session, Intent::Think(serial));
    assert_eq!(session.summary().solver_moves, 1, "the solver slid");
    play(&mut session, Intent::Action(Action::Undo));
    let after = session.summary();
    assert_eq!((after.moves, after.undos, after.solver_moves), (1, 1, 1));
    assert!(!after.straight());
    assert_eq!(
        without_solver_count(game_of(&session.history())),
        without_solver_count(before)
    );
}
