//! Puzzles, with their searches (docs/RULES.md §21): the daily puzzle's answer is right and
//! any other move wrong, the same in a page's slices; in the session a puzzle stands in for
//! the player's game, takes one move, weighs it in slices and tells right (the points) or
//! wrong (taken back, the better move marked); Escape brings the player's game back as it
//! was, and nothing of the puzzle's is saved but its try. In a process of their own: 2048's
//! first search builds tables the whole process shares, and the unit tests count a 2048
//! search's slices.

use exponentorus::model::address::Address;
use exponentorus::model::bests::Bests;
use exponentorus::model::input::Action;
use exponentorus::model::puzzle::{Puzzle, Verdict};
use exponentorus::model::saves::{Loaded, Record};
use exponentorus::model::settings::{Settings, Speed};
use exponentorus::model::stats::{LoadedStats, PuzzleTry};
use exponentorus::model::{Effect, Intent, Launch, Session};
use rules::day::Day;
use rules::twenty48::Game as SlideGame;
use rules::{AnyHistory, Direction, Mode, Rules};

/// The player's ExponenTorus game of seed 42, the page at `touch`.
fn own_game(touch: bool) -> Session {
    let (session, _) = Session::open(Launch {
        address: Address {
            query: "seed=42".into(),
            seed: Some("42".into()),
            ..Address::default()
        },
        last_mode: Some(Mode::Exponentorus),
        saved: Ok(Loaded::Nothing),
        settings: Settings {
            help_seen: true,
            muted: true,
            speed: Some(Speed::Instant),
            ..Settings::default()
        },
        bests: Bests::default(),
        reduced_motion: false,
        entropy: 1,
        now_ms: 20_787 * 86_400_000,
        stats: Ok(LoadedStats::Stats(Default::default())),
        touch,
        tutorial: None,
    });
    session
}

fn key(session: &mut Session, action: Action) -> Vec<Effect> {
    session.handle(Intent::Action(action))
}

/// The verdict on `played` in `puzzle`, searched in slices of `nodes`.
fn verdict(puzzle: &Puzzle, played: u64, nodes: u32) -> Verdict {
    let mut attempt = puzzle.attempt(played).expect("the position takes the move");
    loop {
        if let Some(verdict) = attempt.step(nodes) {
            return verdict;
        }
    }
}

/// The moves of `puzzle`'s position other than its answer.
fn others(puzzle: &Puzzle) -> Vec<u64> {
    (0..4)
        .filter(|&mv| mv != puzzle.answer && puzzle.attempt(mv).is_some())
        .collect()
}

/// The 2048 puzzle of a day, from the app's own hunt.
fn daily_2048() -> Puzzle {
    let (mode, on) = (Mode::Twenty48, Day::parse("2026-11-20").unwrap());
    Puzzle::hunted(mode, on, rules::puzzle::daily(mode, on)).unwrap()
}

/// The slide packed as `packed`.
fn slide_of(packed: u64) -> Direction {
    SlideGame::unpack_move(packed, 4).unwrap()
}

/// Carries out `effects` as the page would for a search in slices: each
/// [`Effect::Analyse`] sends its [`Intent::Analyse`] back until the session stops asking.
/// Every effect returned on the way.
fn weigh_through(session: &mut Session, mut effects: Vec<Effect>) -> Vec<Effect> {
    let mut seen = Vec::new();
    loop {
        let serial = effects.iter().find_map(|e| match e {
            Effect::Analyse(serial) => Some(*serial),
            _ => None,
        });
        seen.append(&mut effects);
        let Some(serial) = serial else {
            return seen;
        };
        effects = session.handle(Intent::Analyse(serial));
    }
}

fn tried(effects: &[Effect]) -> Vec<PuzzleTry> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(Record::PuzzleTried(tried)) => Some(tried.clone()),
            _ => None,
        })
        .collect()
}

/// The player's ExponenTorus game, and the 2048 puzzle opened in its place.
fn puzzling() -> (Session, AnyHistory, Puzzle) {
    let mut session = own_game(false);
    key(&mut session, Action::Step(Direction::Down));
    let own = session.play().history();
    let puzzle = daily_2048();
    let effects = session.open_puzzle(puzzle.clone());
    assert!(effects.contains(&Effect::FocusBoard), "{effects:?}");
    assert_eq!(session.mode(), Mode::Twenty48);
    assert_eq!(session.play().history(), puzzle.position);
    assert!(
        session.status().contains(&puzzle.id),
        "{}",
        session.status()
    );
    (session, own, puzzle)
}

#[test]
fn the_answer_plays_its_cascade_and_tells_its_points_and_escape_brings_the_game_back() {
    let (mut session, own, puzzle) = puzzling();
    let effects = key(&mut session, Action::Step(slide_of(puzzle.answer)));
    let effects = weigh_through(&mut session, effects);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Game { .. }))),
        "a puzzle's game is never saved: {effects:?}"
    );
    let tries = tried(&effects);
    assert_eq!(tries.len(), 1);
    assert!(tries[0].solved && tries[0].id == puzzle.id && tries[0].mode == Mode::Twenty48);
    let Some((_, Some(Verdict::Right { points }))) = session.puzzle() else {
        panic!("right: {:?}", session.puzzle());
    };
    assert!(
        session.status().contains(&points.to_string()),
        "{}",
        session.status()
    );
    let played = session.play().history();
    assert_eq!(played.logged_moves(), puzzle.position.logged_moves() + 1);
    // One move: the board takes no other.
    for dir in [
        Direction::Left,
        Direction::Right,
        Direction::Up,
        Direction::Down,
    ] {
        key(&mut session, Action::Step(dir));
    }
    assert_eq!(session.play().history(), played);
    key(&mut session, Action::Cancel);
    assert!(session.puzzle().is_none());
    assert_eq!(session.mode(), Mode::Exponentorus);
    assert_eq!(
        session.play().history(),
        own,
        "the player's game, untouched"
    );
}

#[test]
fn another_move_is_taken_back_and_the_better_one_marked_with_why() {
    let (mut session, own, puzzle) = puzzling();
    let other = others(&puzzle)[0];
    // The solver's help is no help here.
    assert!(key(&mut session, Action::Hint).is_empty());
    let effects = key(&mut session, Action::Step(slide_of(other)));
    let effects = weigh_through(&mut session, effects);
    let tries = tried(&effects);
    assert_eq!(tries.len(), 1);
    assert!(!tries[0].solved);
    let Some((_, Some(Verdict::Wrong { better, .. }))) = session.puzzle() else {
        panic!("wrong: {:?}", session.puzzle());
    };
    assert_eq!(better, puzzle.answer);
    assert_eq!(
        session.play().history().logged_moves(),
        puzzle.position.logged_moves()
    );
    let better_words = session.play().move_words(better).unwrap();
    assert!(
        session.status().contains(&better_words),
        "{}",
        session.status()
    );
    session.handle(Intent::LeavePuzzle);
    assert_eq!(session.play().history(), own);
    assert!(
        session.status().contains("your game"),
        "{}",
        session.status()
    );
}

#[test]
fn the_daily_puzzle_s_answer_is_right_and_every_other_move_wrong_the_same_in_slices() {
    let puzzle = daily_2048();
    assert_eq!(puzzle.id, "2048-2026-11-20");
    let Verdict::Right { points } = verdict(&puzzle, puzzle.answer, u32::MAX) else {
        panic!("the answer is right");
    };
    let mut after = puzzle.position.clone();
    after.play_packed(puzzle.answer).unwrap();
    assert_eq!(
        points,
        after.summary().score - puzzle.position.summary().score
    );
    let others = others(&puzzle);
    assert!(!others.is_empty());
    for played in others {
        let whole = verdict(&puzzle, played, u32::MAX);
        let Verdict::Wrong {
            played: judged,
            better,
            better_worth,
            played_worth,
        } = whole
        else {
            panic!("{played} is not the answer");
        };
        assert_eq!((judged, better), (played, puzzle.answer));
        assert!(
            better_worth > played_worth,
            "{better_worth} > {played_worth}"
        );
        assert_eq!(verdict(&puzzle, played, 7), whole, "in a page's slices");
    }
}

#[test]
fn by_touch_the_puzzle_says_back_goes_back() {
    let mut session = own_game(true);
    session.open_puzzle(daily_2048());
    assert!(session.status().contains("Back"), "{}", session.status());
}
