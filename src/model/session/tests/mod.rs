//! The session's behaviour: every intent in every state that matters.

use super::*;
use crate::model::address::Address;
use crate::model::input::Action;
use crate::model::intent::Effect;
use crate::model::keys::best_key;
use crate::model::play::ExponentilePlay;
use crate::model::play::exponentile::ROLL_MILLIS;
use crate::model::play::exponentile::view::View;
use crate::model::saves::{Loaded, Record, Slot};
use crate::model::settings::{Settings, Speed, Theme};
use crate::model::stats::{Finished, LoadedStats};
use crate::model::stroke::BoardInput;
use rules::exponentile::{Board, Game, Move, Pos};
use rules::{AnyHistory, Direction, LoadError, Mode, Outcome};

/// An ExponenTorus game with its history.
type History = rules::History<Game>;

/// The main game's free game key, and its 9×9 best's.
const GAME_KEY: &str = "exponentorus.game";
const BEST_KEY: &str = "exponentorus.best";

/// What the tests read of the main game's play through the session.
trait Torus {
    fn torus(&self) -> &ExponentilePlay;
    fn game(&self) -> &Game {
        self.torus().game()
    }
    fn view(&self) -> View {
        self.torus().view()
    }
    fn selection(&self) -> Option<Pos> {
        self.torus().selection()
    }
    fn hint(&self) -> Option<Move> {
        self.torus().hint()
    }
    fn torus_history(&self) -> &History {
        self.torus().history()
    }
    fn moving(&self) -> bool {
        self.torus().moving()
    }
    fn rolling(&self) -> Option<(i32, i32)> {
        self.torus().rolling()
    }
    fn ring(&self) -> &[u64] {
        self.torus().ring()
    }
    fn popups(&self) -> &[crate::model::play::exponentile::timeline::PassPoints] {
        self.torus().popups()
    }
    fn thinking(&self) -> bool {
        self.torus().thinking()
    }
    fn daily_offer(&self) -> Option<Day>;
}

impl Torus for Session {
    fn torus(&self) -> &ExponentilePlay {
        self.play_as::<ExponentilePlay>()
            .expect("the main game is in play")
    }
    fn daily_offer(&self) -> Option<Day> {
        match self.offer() {
            Some(Offer::Daily(day)) => Some(day),
            _ => None,
        }
    }
}

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

/// A returning player's settings, the sound off: the tests of play read the page's
/// effects one by one, and the sounds' own tests (`sounds.rs`) turn it on.
fn settings_seen() -> Settings {
    Settings {
        help_seen: true,
        muted: true,
        ..Settings::default()
    }
}

/// The day the tests' pages load on, 2026-11-30, at noon UTC.
const TODAY_MS: u64 = 20_787 * 86_400_000 + 43_200_000;

/// An address with this query.
fn address(query: &str) -> Address {
    let param = |name: &str| {
        query.split('&').find_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (key == name).then(|| value.to_owned())
        })
    };
    Address {
        query: query.to_owned(),
        mode: param("mode"),
        seed: param("seed"),
        size: param("size"),
        daily: param("daily"),
        replay: param("replay"),
        fresh: param("fresh"),
        player: param("player"),
        analyse: param("analyse"),
        puzzle: param("puzzle"),
        lang: param("lang"),
    }
}

fn launch(saved: Result<Loaded, StoreError>, url: SeedParam) -> Launch {
    let query = match url {
        SeedParam::Absent => String::new(),
        SeedParam::Valid(seed) => format!("seed={seed}"),
        SeedParam::Invalid(text) => format!("seed={text}"),
    };
    launch_at(&query, saved)
}

/// A page load at `query` (without `?`) finding `saved` in its mode's slot.
fn launch_at(query: &str, saved: Result<Loaded, StoreError>) -> Launch {
    Launch {
        address: address(query),
        last_mode: Some(Mode::Exponentorus),
        saved,
        settings: settings_seen(),
        bests: Bests::default(),
        reduced_motion: false,
        entropy: 1,
        now_ms: TODAY_MS,
        stats: Ok(LoadedStats::Stats(Default::default())),
        touch: false,
        tutorial: None,
    }
}

/// What storage holds for a game.
fn saved(history: History) -> Result<Loaded, StoreError> {
    Ok(Loaded::Game(history.into()))
}

/// A session resuming a game on `board` (new tiles from seed 7), help already seen.
fn on(board: &str) -> Session {
    let game = Game::from_board(board.parse::<Board>().unwrap(), 7);
    let (session, effects) = Session::open(launch(saved(History::new(game)), SeedParam::Absent));
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

/// The serial of a search that `effect` asks the page to go on with, at once or later.
fn search_serial(effect: &Effect) -> Option<u32> {
    match effect {
        Effect::Think(serial) | Effect::ThinkLater { serial, .. } => Some(*serial),
        _ => None,
    }
}

/// Carries out `effects` as the page would for the solver: each [`Effect::Think`] (or
/// [`Effect::ThinkLater`], its wait skipped) sends its [`Intent::Think`] back, until the
/// session stops asking. Returns how many slices were searched and every effect returned
/// on the way.
fn think_through(session: &mut Session, mut effects: Vec<Effect>) -> (usize, Vec<Effect>) {
    let mut slices = 0;
    let mut seen = Vec::new();
    while let Some(serial) = effects.iter().find_map(search_serial) {
        seen.append(&mut effects);
        slices += 1;
        assert!(slices < 10_000, "the solver never stops thinking");
        effects = session.handle(Intent::Think(serial));
    }
    seen.append(&mut effects);
    (slices, seen)
}

/// What the page has waiting for the session: a yield for the solver (run at once), the
/// animation's timer and Watch's pause, each due at a time on the page's clock.
#[derive(Default)]
struct Waiting {
    now: u64,
    think: Option<Effect>,
    timer: Option<(u64, Effect)>,
    pause: Option<(u64, Effect)>,
}

impl Waiting {
    fn note(&mut self, effects: &[Effect]) {
        for effect in effects {
            match effect {
                Effect::Wait { millis, .. } => {
                    self.timer = Some((self.now + u64::from(*millis), effect.clone()))
                }
                Effect::Rest(_) => self.timer = None,
                Effect::Think(_) => self.think = Some(effect.clone()),
                Effect::ThinkLater { millis, .. } => {
                    self.pause = Some((self.now + u64::from(*millis), effect.clone()))
                }
                _ => {}
            }
        }
    }

    /// The next thing to run, the clock moved on to it: a yield first, then whichever of
    /// the timer and the pause is due first.
    fn next(&mut self) -> Option<Intent> {
        if let Some(think) = self.think.take() {
            return search_serial(&think).map(Intent::Think);
        }
        let timer_first = match (&self.timer, &self.pause) {
            (Some((timer, _)), Some((pause, _))) => timer <= pause,
            (timer, _) => timer.is_some(),
        };
        let (due, effect) = if timer_first {
            self.timer.take()?
        } else {
            self.pause.take()?
        };
        self.now = self.now.max(due);
        match effect {
            Effect::Wait { serial, .. } => Some(Intent::Tick(serial)),
            effect => search_serial(&effect).map(Intent::Think),
        }
    }

    fn left(self) -> Vec<Effect> {
        let timers = [self.pause, self.timer].into_iter().flatten();
        self.think
            .into_iter()
            .chain(timers.map(|(_, e)| e))
            .collect()
    }
}

/// Runs the page's side of timers and thinking for `effects`, as the browser would (a
/// yield for the solver comes before any timer), until `done` holds or nothing is left
/// to run. Returns every effect seen, and the yield and timers still to run.
fn drive(
    session: &mut Session,
    effects: Vec<Effect>,
    done: impl Fn(&Session) -> bool,
) -> (Vec<Effect>, Vec<Effect>) {
    let (seen, waiting) = drive_clocked(session, effects, |s, _| done(s));
    (seen, waiting.left())
}

/// [`drive`] on the page's clock: `done` also reads the milliseconds gone by.
fn drive_clocked(
    session: &mut Session,
    effects: Vec<Effect>,
    done: impl Fn(&Session, u64) -> bool,
) -> (Vec<Effect>, Waiting) {
    let mut waiting = Waiting::default();
    waiting.note(&effects);
    let mut seen = effects;
    for _ in 0..100_000 {
        if done(session, waiting.now) {
            break;
        }
        let Some(intent) = waiting.next() else {
            break;
        };
        let effects = session.handle(intent);
        waiting.note(&effects);
        seen.extend(effects);
    }
    (seen, waiting)
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
    effects.iter().any(|e| {
        matches!(
            e,
            Effect::Save(Record::Game {
                slot: Slot::Free,
                ..
            })
        )
    })
}

/// The offer of a link's game of the main game.
fn link_offer(seed: u64, size: usize) -> Option<Offer> {
    Some(Offer::Game {
        mode: Mode::Exponentorus,
        seed,
        size,
        asked: false,
    })
}

/// A tap on a view cell.
fn tap(cell: (i32, i32)) -> Intent {
    Intent::Board(BoardInput::Tap(cell))
}

/// A swipe from a view cell.
fn swipe(cell: (i32, i32), dir: Direction) -> Intent {
    Intent::Board(BoardInput::Swipe(cell, dir))
}

/// A roll of the view.
fn roll(sx: i32, sy: i32) -> Intent {
    Intent::Board(BoardInput::Roll(sx, sy))
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
    // The board's last effect; a tutorial's step kept for a reload may follow it.
    let board = effects.iter().rev().find(|e| !matches!(e, Effect::Save(_)));
    assert!(matches!(board, Some(Effect::Rest(_))), "{effects:?}");
    ticks
}

mod analysis;
mod bests;
mod board_sizes;
mod daily_and_stats;
mod dialogs_and_settings;
mod every_intent;
mod exponentile;
mod launching;
mod one_dialog;
mod other_tabs;
mod playing;
mod posting;
mod racing;
mod records;
mod replay_viewer;
mod solver_and_watch;
mod sounds;
mod tutorial;
mod twenty48;
mod twenty48_solver;
mod twenty48_tiles;
