//! The session's behaviour: every intent in every state that matters.

use super::*;
use crate::model::input::Action;
use crate::model::saves::{BEST_KEY, GAME_KEY, Loaded, best_key};
use crate::model::settings::Theme;
use crate::model::sizes::SizeParam;
use crate::model::stats::LoadedStats;
use rules::exponentile::{Board, Game};
use rules::{Direction, LoadError};

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

mod board_sizes;
mod daily_and_stats;
mod dialogs_and_settings;
mod every_intent;
mod launching;
mod other_tabs;
mod playing;
mod replay_viewer;
mod solver_and_watch;
