//! Which sound each thing makes, and when: the session's choice, as effects.

use super::*;
use crate::model::settings::Volume;
use crate::model::sound::Sound;
use rules::twenty48::{Board as SlideBoard, Game as SlideGame};

/// A session on `board` with the sound on, at `speed`, with `bests`.
fn heard(board: &str, speed: Speed, bests: Bests) -> Session {
    let game = Game::from_board(board.parse::<Board>().unwrap(), 7);
    let mut launch = launch(saved(History::new(game)), SeedParam::Absent);
    launch.settings = Settings {
        speed: Some(speed),
        ..settings_seen()
    };
    launch.settings.muted = false;
    launch.bests = bests;
    Session::open(launch).0
}

/// The sounds among `effects`, in order.
fn sounds(effects: &[Effect]) -> Vec<Sound> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Sound { sound, volume } => {
                assert_eq!(*volume, 80, "the default volume");
                Some(*sound)
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_pick_up_a_swap_and_its_merges_each_sound_and_a_merge_buzzes() {
    let mut session = heard(ONE_MOVE, Speed::Instant, Bests::default());
    assert_eq!(sounds(&key(&mut session, Action::Pick)), [Sound::PickUp]);
    let effects = key(&mut session, DOWN);
    let heard = sounds(&effects);
    assert_eq!(
        heard[..2],
        [Sound::Swap, Sound::Merge { value: 4, pass: 0 }]
    );
    // Whatever cascades the new tiles made climb pass by pass.
    let passes: Vec<usize> = heard[1..]
        .iter()
        .map(|s| match s {
            Sound::Merge { pass, .. } => *pass,
            other => panic!("{other:?}"),
        })
        .collect();
    assert!(passes.windows(2).all(|w| w[0] <= w[1]), "{passes:?}");
    let merge_at = effects
        .iter()
        .position(|e| {
            matches!(
                e,
                Effect::Sound {
                    sound: Sound::Merge { .. },
                    ..
                }
            )
        })
        .unwrap();
    assert_eq!(effects[merge_at + 1], Effect::Vibrate(18));
}

#[test]
fn a_merge_sounds_when_it_shows_not_when_the_move_is_made() {
    let mut session = heard(ONE_MOVE, Speed::Normal, Bests::default());
    key(&mut session, Action::Pick);
    let mut effects = key(&mut session, DOWN);
    assert_eq!(
        sounds(&effects),
        [Sound::Swap],
        "the tiles only start to swap"
    );
    let mut ticks_to_merge = 0;
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        ticks_to_merge += 1;
        if sounds(&effects).contains(&Sound::Merge { value: 4, pass: 0 }) {
            break;
        }
    }
    assert_eq!(
        ticks_to_merge, 1,
        "heard as the swap ends and the tiles merge"
    );
}

#[test]
fn a_refused_swap_sounds_and_a_roll_is_silent() {
    let mut session = heard(ONE_MOVE, Speed::Instant, Bests::default());
    session.handle(tap((0, 0)));
    let effects = session.handle(tap((1, 0)));
    assert_eq!(sounds(&effects), [Sound::Refused]);
    assert_eq!(sounds(&session.handle(roll(1, 0))), []);
    assert_eq!(sounds(&key(&mut session, Action::Step(Direction::Up))), []);
}

#[test]
fn muted_the_game_asks_for_no_sound_and_no_buzz() {
    let mut session = heard(ONE_MOVE, Speed::Instant, Bests::default());
    let effects = key(&mut session, Action::Mute);
    assert_eq!(session.status(), "Sound off.");
    assert_eq!(
        effects,
        [Effect::Save(Record::Settings(Settings {
            speed: Some(Speed::Instant),
            ..settings_seen()
        }))]
    );
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(session.game().moves(), 1);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::Sound { .. } | Effect::Vibrate(_))),
        "{effects:?}"
    );
    key(&mut session, Action::Mute);
    assert_eq!(session.status(), "Sound on.");
    assert!(!session.settings().muted);
}

#[test]
fn a_volume_set_is_saved_turns_the_sound_on_and_is_heard_at_once() {
    let mut session = heard(ONE_MOVE, Speed::Instant, Bests::default());
    key(&mut session, Action::Mute);
    let effects = session.handle(Intent::SetVolume(30));
    let settings = Settings {
        speed: Some(Speed::Instant),
        volume: Volume::new(30),
        ..settings_seen()
    };
    let settings = Settings {
        muted: false,
        ..settings
    };
    assert_eq!(
        effects,
        [
            Effect::Save(Record::Settings(settings)),
            Effect::Sound {
                sound: Sound::PickUp,
                volume: 30
            }
        ]
    );
    // A volume of 0 is silence, kept as chosen.
    let effects = session.handle(Intent::SetVolume(0));
    assert_eq!(effects.len(), 1, "saved, and nothing heard: {effects:?}");
}

#[test]
fn passing_the_best_cheers_once_when_the_board_rests() {
    let mut bests = Bests::default();
    bests.set(Mode::Exponentorus, 5, 2);
    let mut session = heard(ONE_MOVE, Speed::Normal, bests);
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert!(
        !sounds(&effects).contains(&Sound::NewBest),
        "not while it shows"
    );
    let mut all = Vec::new();
    let mut effects = effects;
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        all.extend(sounds(&effects));
    }
    assert_eq!(all.iter().filter(|s| **s == Sound::NewBest).count(), 1);
    assert_eq!(all.last(), Some(&Sound::NewBest), "once the board rests");
    // The next move raises the best again, and is no news.
    session.handle(Intent::SetSpeed(Speed::Instant));
    let mv = session.game().valid_moves()[0];
    session.handle(tap(session.view().to_view(mv.a)));
    let effects = session.handle(tap(session.view().to_view(mv.b)));
    assert!(session.best() > 4);
    assert!(!sounds(&effects).contains(&Sound::NewBest));
}

#[test]
fn a_game_that_holds_the_best_or_has_none_to_beat_never_cheers() {
    // No best yet: the first game's every move raises it, and none is news.
    let mut session = heard(ONE_MOVE, Speed::Instant, Bests::default());
    key(&mut session, Action::Pick);
    let effects = key(&mut session, DOWN);
    assert_eq!(session.best(), 4);
    assert!(!sounds(&effects).contains(&Sound::NewBest));
    // A game reopened that holds the best: its next move beats no one.
    let mut history = History::new(Game::from_board(ONE_MOVE.parse().unwrap(), 7));
    history
        .play(Move {
            a: Pos::new(2, 2),
            b: Pos::new(2, 3),
        })
        .unwrap();
    let mut bests = Bests::default();
    bests.set(Mode::Exponentorus, 5, history.game().score());
    let mut launch = launch(saved(history), SeedParam::Absent);
    launch.settings.muted = false;
    launch.settings.speed = Some(Speed::Instant);
    launch.bests = bests;
    let (mut session, _) = Session::open(launch);
    let mv = session.game().valid_moves()[0];
    session.handle(tap(session.view().to_view(mv.a)));
    let effects = session.handle(tap(session.view().to_view(mv.b)));
    assert!(session.best() > 4, "the best rose");
    assert!(!sounds(&effects).contains(&Sound::NewBest));
}

#[test]
fn the_last_move_sounds_the_games_end_and_a_finished_game_reopened_is_quiet() {
    let board = "2 2 8\n16 32 64\n128 256 512";
    let game = SlideGame::from_board(board.parse::<SlideBoard>().unwrap(), 3);
    let launched = |history: rules::History<SlideGame>| {
        let mut launch = launch_at("mode=2048", saved_2048(history));
        launch.settings.muted = false;
        launch.settings.speed = Some(Speed::Normal);
        launch
    };
    let (mut session, opening) = Session::open(launched(rules::History::new(game)));
    assert_eq!(sounds(&opening), []);
    let mut effects = key(&mut session, Action::Step(Direction::Left));
    assert_eq!(session.summary().outcome, Outcome::GameOver);
    assert!(
        !sounds(&effects).contains(&Sound::GameOver),
        "not before the box shows"
    );
    // The slide's rest shows the box; a last tick stills the pops after it.
    let mut heard = Vec::new();
    while let Some(serial) = timer(&effects) {
        effects = session.handle(Intent::Tick(serial));
        heard.extend(sounds(&effects));
    }
    assert!(session.game_over_shown());
    assert_eq!(heard.last(), Some(&Sound::GameOver));

    let over = SlideGame::from_board("2 4 2\n4 2 4\n2 4 2".parse().unwrap(), 3);
    let (mut session, opening) = Session::open(launched(rules::History::new(over)));
    assert_eq!(sounds(&opening), []);
    assert_eq!(sounds(&key(&mut session, Action::Stats)), []);
}

#[test]
fn a_replay_sounds_its_moves_but_not_its_end() {
    let mut whole = History::new(Game::from_board(ONE_MOVE.parse().unwrap(), 7));
    whole
        .play(Move {
            a: Pos::new(2, 2),
            b: Pos::new(2, 3),
        })
        .unwrap();
    let settings = Settings {
        speed: Some(Speed::Instant),
        ..Settings::default()
    };
    let (mut session, _) = Session::open_replay(whole.into(), settings, (false, false), None);
    let effects = session.handle(Intent::Replay(crate::model::replay::ReplayControl::Forward));
    let heard = sounds(&effects);
    assert_eq!(
        heard[..2],
        [Sound::Swap, Sound::Merge { value: 4, pass: 0 }]
    );
    assert!(!heard.contains(&Sound::GameOver));
}

fn saved_2048(history: rules::History<SlideGame>) -> Result<Loaded, StoreError> {
    Ok(Loaded::Game(history.into()))
}
