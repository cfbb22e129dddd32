//! Properties of the game session over random sequences of intents: whatever the player,
//! the timers and other tabs do, in whatever order, the session never panics and keeps
//! its promises.
//!
//! `PROPTEST_CASES` raises the case count for a longer soak.

use exponentorus::model::TorusHistory as History;
use exponentorus::model::input::Action;
use exponentorus::model::launch::SeedParam;
use exponentorus::model::saves::{GAME_KEY, Loaded, StoreError};
use exponentorus::model::settings::{Palette, Settings, Speed, Theme};
use exponentorus::model::sizes::{Bests, SIZES, SizeParam};
use exponentorus::model::{Effect, Intent, Launch, Record, Session};
use proptest::prelude::*;
use rules::exponentile::Game;
use rules::{Direction, Outcome};

/// An intent, with the timer's serial left to the test: it sends the latest one it saw
/// (as the page does) or a stale one.
#[derive(Clone, Debug)]
enum Step {
    Do(Intent),
    TickLatest,
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

fn step() -> impl Strategy<Value = Step> {
    let cell = (0..9i32, 0..9i32);
    prop_oneof![
        8 => action().prop_map(|a| Step::Do(Intent::Action(a))),
        6 => Just(Step::TickLatest),
        4 => cell.clone().prop_map(|c| Step::Do(Intent::Tap(c))),
        3 => (cell, direction()).prop_map(|(c, d)| Step::Do(Intent::Swipe(c, d))),
        1 => (-2..=2i32, -2..=2i32).prop_map(|(x, y)| Step::Do(Intent::Roll(x, y))),
        1 => any::<u32>().prop_map(|s| Step::Do(Intent::Tick(s))),
        1 => prop::sample::select(SIZES.to_vec()).prop_map(|n| Step::Do(Intent::ConfirmNewGame(n))),
        1 => Just(Step::Do(Intent::KeepPlaying)),
        1 => Just(Step::Do(Intent::PlayAgain)),
        1 => Just(Step::Do(Intent::CloseHelp)),
        1 => Just(Step::Do(Intent::OpenSettings)),
        1 => Just(Step::Do(Intent::CloseSettings)),
        1 => Just(Step::Do(Intent::DismissNotices)),
        1 => Just(Step::Do(Intent::AcceptOffer)),
        1 => speed().prop_map(|s| Step::Do(Intent::SetSpeed(s))),
        1 => prop::sample::select(Theme::ALL.to_vec()).prop_map(|t| Step::Do(Intent::SetTheme(t))),
        1 => prop::sample::select(Palette::ALL.to_vec())
            .prop_map(|p| Step::Do(Intent::SetPalette(p))),
        1 => any::<bool>().prop_map(|r| Step::Do(Intent::ReducedMotion(r))),
        1 => Just(Step::Do(Intent::SaveFailed(StoreError::Full))),
        1 => ".{0,12}".prop_map(|text| Step::Do(Intent::StorageChanged {
            key: GAME_KEY.into(),
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

fn open(seed: u64, help_seen: bool) -> (Session, Vec<Effect>) {
    Session::open(Launch {
        saved: Ok(Loaded::Nothing),
        url: SeedParam::Valid(seed),
        settings: Settings {
            help_seen,
            ..Settings::default()
        },
        url_size: SizeParam::Absent,
        bests: Bests::default(),
        reduced_motion: false,
        entropy: seed,
        today: exponentorus::model::day::Day::from_number(20_787),
        daily: None,
        stats: Ok(exponentorus::model::stats::LoadedStats::Stats(
            Default::default(),
        )),
    })
}

/// Checks what every batch of effects must hold, and returns the latest timer's serial.
fn check_effects(session: &Session, effects: &[Effect], latest: Option<u32>) -> Option<u32> {
    let mut latest = latest;
    for effect in effects {
        match effect {
            // A save holds the game in play, whole and loadable: never a board mid-move.
            Effect::Save(Record::Game(json)) => {
                let saved = History::from_json(json).expect("every save loads, its log replayed");
                assert_eq!(saved.game(), session.game(), "the save is the game in play");
            }
            Effect::Save(Record::Best { size, best }) => {
                assert_eq!(*size, session.size());
                assert_eq!(*best, session.best());
            }
            Effect::Wait { serial, .. } => latest = Some(*serial),
            Effect::Rest(_) => latest = None,
            _ => {}
        }
    }
    latest
}

proptest! {
    #![proptest_config(config(400))]

    /// Any sequence of intents: no panic; saves are the game; the score only grows within
    /// a game but for undos, and an undo goes back to exactly the game before the move;
    /// the best is never below the score of a game played without undo; the modal
    /// question holds the game.
    #[test]
    fn any_intents_keep_the_sessions_promises(
        seed in 1..1000u64,
        help_seen in any::<bool>(),
        steps in prop::collection::vec(step(), 1..120),
    ) {
        let (mut session, effects) = open(seed, help_seen);
        let mut latest = check_effects(&session, &effects, None);
        // The game before each move of the game in play, for undo to come back to.
        let mut earlier: Vec<Game> = Vec::new();
        for step in steps {
            let intent = match step {
                Step::Do(intent) => intent,
                Step::TickLatest => match latest {
                    Some(serial) => Intent::Tick(serial),
                    None => continue,
                },
            };
            let before = session.clone();
            let asked = before.confirming_new_game();
            let effects = session.handle(intent.clone());
            latest = check_effects(&session, &effects, latest);

            let same_seed = session.game().seed() == before.game().seed();
            let (moves, moves_before) = (session.game().moves(), before.game().moves());
            if same_seed && moves == moves_before + 1 {
                prop_assert!(session.game().score() >= before.game().score());
                earlier.push(before.game().clone());
            } else if same_seed && moves + 1 == moves_before && session.undos() == before.undos() + 1 {
                prop_assert_eq!(intent.clone(), Intent::Action(Action::Undo));
                let back = earlier.pop();
                prop_assert_eq!(Some(session.game()), back.as_ref(), "undo restores the game exactly");
            } else if session.game() != before.game() {
                // A new game (or another tab's): undo starts over.
                prop_assert_eq!(moves, 0);
                earlier.clear();
            }
            if session.undos() == 0 && session.game().solver_moves() == 0 {
                prop_assert!(session.best() >= session.game().score());
            }
            // No side's best ever falls (the best shown may: a new game of another side).
            for ((_, now), (_, then)) in session.bests().iter().zip(before.bests().iter()) {
                prop_assert!(now >= then);
            }
            prop_assert_eq!(session.view().size(), session.game().board().size());
            if let Some(pos) = session.selection() {
                prop_assert!(session.game().board().get(pos).is_some());
            }
            if asked && matches!(intent, Intent::Action(a) if a != Action::Cancel) {
                prop_assert_eq!(session.game(), before.game(), "the question is modal");
                prop_assert!(session.confirming_new_game());
            }
            if session.game().outcome() == Outcome::GameOver {
                prop_assert!(session.hint().is_none() || before.hint() == session.hint());
            }
        }
        // Letting the timers run out always brings the view to rest, showing the truth.
        let mut ticks = 0;
        while let Some(serial) = latest {
            let effects = session.handle(Intent::Tick(serial));
            latest = check_effects(&session, &effects, None);
            ticks += 1;
            prop_assert!(ticks < 200, "every animation ends");
        }
        prop_assert!(!session.moving());
        prop_assert_eq!(session.rolling(), None);
        prop_assert!(session.popups().is_empty());
        prop_assert_eq!(session.shown_score(), session.game().score());
    }

    /// Speed changes how a game looks, never what it is: the same intents at instant and
    /// at normal speed (with every timer run out) reach the same game.
    #[test]
    fn speed_never_changes_the_game(
        seed in 1..1000u64,
        steps in prop::collection::vec(step(), 1..80),
    ) {
        let play = |speed: Speed| {
            let (mut session, _) = open(seed, true);
            session.handle(Intent::SetSpeed(speed));
            for step in &steps {
                let intent = match step {
                    // Speeds and motion preferences would make the two runs differ.
                    Step::Do(Intent::SetSpeed(_) | Intent::ReducedMotion(_) | Intent::Tick(_))
                    | Step::TickLatest => continue,
                    Step::Do(intent) => intent.clone(),
                };
                let effects = session.handle(intent);
                let mut latest = check_effects(&session, &effects, None);
                while let Some(serial) = latest {
                    let effects = session.handle(Intent::Tick(serial));
                    latest = check_effects(&session, &effects, None);
                }
            }
            session.game().clone()
        };
        prop_assert_eq!(play(Speed::Instant), play(Speed::Normal));
    }
}
