//! The daily game and the statistics.

use super::*;

fn day(text: &str) -> Day {
    Day::parse(text).unwrap()
}

/// A page load of `?daily=` asking for `asked`, on 2026-11-30, the daily slot holding
/// `saved`, the statistics holding `games`.
fn daily_launch(saved: Option<History>, asked: &str, games: Vec<Finished>) -> Launch {
    Launch {
        stats: Ok(LoadedStats::Stats(crate::model::stats::Stats {
            games,
            ..Default::default()
        })),
        ..launch_at(
            &format!("daily={asked}"),
            Ok(saved.map_or(Loaded::Nothing, |h| Loaded::Game(AnyHistory::from(h)))),
        )
    }
}

/// `history` played by hints up to its last move, and that move.
fn to_last_move(mut history: History) -> (History, Move) {
    loop {
        let m = history.game().hint().expect("a game in play has a move");
        let mut next = history.clone();
        next.play(m).unwrap();
        if next.game().outcome() == Outcome::GameOver {
            return (history, m);
        }
        history = next;
    }
}

/// Plays the swap `m` by tapping its two cells.
fn tap_move(session: &mut Session, m: Move) -> Vec<Effect> {
    let n = session.game().board().size() as i32;
    let view = session.view();
    let cell = |pos: Pos| {
        (0..n)
            .flat_map(|x| (0..n).map(move |y| (x, y)))
            .find(|&(x, y)| view.to_board(x, y) == pos)
            .unwrap()
    };
    let mut effects = session.handle(tap(cell(m.a)));
    effects.extend(session.handle(tap(cell(m.b))));
    effects
}

fn finished_records(effects: &[Effect]) -> Vec<Finished> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(Record::Finished(game)) => Some(game.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_daily_page_starts_the_days_board_in_its_own_slot_and_names_the_day() {
    let (session, effects) = Session::open(daily_launch(None, "2026-11-28", vec![]));
    assert_eq!(
        session.game().seed(),
        rules::daily::seed_of(day("2026-11-28"))
    );
    assert_eq!(
        session.daily(),
        Some(DailyPlay {
            day: day("2026-11-28"),
            practice: false
        })
    );
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            slot: Slot::Daily,
            ..
        })
    )));
    assert!(
        !effects.iter().any(|e| matches!(
            e,
            Effect::Save(Record::Game {
                slot: Slot::Free,
                ..
            })
        )),
        "the free game's slot is left alone"
    );
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::ShowAddress(_))),
        "the address names the day already"
    );
    // A bare `?daily` is today's, and the address then names the day.
    let (_, effects) = Session::open(launch_at("daily", Ok(Loaded::Nothing)));
    assert!(effects.contains(&Effect::ShowAddress("daily=2026-11-30".into())));
    // Everyone's page load gives the same board, whatever its entropy.
    let (other, _) = Session::open(Launch {
        entropy: 999,
        ..daily_launch(None, "2026-11-28", vec![])
    });
    assert_eq!(other.game(), session.game());
}

#[test]
fn a_daily_resumes_its_day_and_another_days_game_under_way_is_kept_and_the_day_offered() {
    let mut history = History::new(Game::new(rules::daily::seed_of(day("2026-11-29"))));
    let m = history.game().hint().unwrap();
    history.play(m).unwrap();
    let (session, effects) =
        Session::open(daily_launch(Some(history.clone()), "2026-11-29", vec![]));
    assert_eq!(session.torus_history(), &history);
    assert!(!saves_game(&effects));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Save(_))));

    let (mut session, _) = Session::open(daily_launch(Some(history.clone()), "2026-11-30", vec![]));
    assert_eq!(
        session.torus_history(),
        &history,
        "the game under way is kept"
    );
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-29")));
    assert_eq!(session.daily_offer(), Some(day("2026-11-30")));
    let effects = session.handle(Intent::AcceptOffer);
    assert_eq!(
        session.game().seed(),
        rules::daily::seed_of(day("2026-11-30"))
    );
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-30")));
    assert!(effects.contains(&Effect::ShowAddress("daily=2026-11-30".into())));
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            slot: Slot::Daily,
            ..
        })
    )));
    assert_eq!(session.daily_offer(), None);
}

#[test]
fn a_day_that_cannot_be_played_is_told_and_today_is_played() {
    let (session, _) = Session::open(daily_launch(None, "2026-12-25", vec![]));
    assert_eq!(session.daily().map(|d| d.day), Some(day("2026-11-30")));
    assert!(session.notices()[0].starts_with("The daily game of 2026-12-25 is not out yet"));
}

#[test]
fn the_first_finished_daily_is_recorded_once_and_playing_it_again_is_practice() {
    let today = day("2026-11-30");
    let start = History::new(Game::new(rules::daily::seed_of(today)));
    let (before_end, last) = to_last_move(start);
    let (mut session, _) = Session::open(daily_launch(Some(before_end), "2026-11-30", vec![]));
    session.handle(Intent::SetSpeed(Speed::Instant));
    let effects = tap_move(&mut session, last);
    assert_eq!(session.game().outcome(), Outcome::GameOver);
    let recorded = finished_records(&effects);
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].daily, Some(today));
    assert_eq!(recorded[0].score, session.game().score());
    assert!(!recorded[0].practice);
    assert!(!effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            slot: Slot::Free,
            ..
        })
    )));

    // The finished result reloaded is the result, not practice, and is not recorded again.
    let finished = session.torus_history().clone();
    let (reloaded, effects) =
        Session::open(daily_launch(Some(finished), "2026-11-30", recorded.clone()));
    assert_eq!(reloaded.daily().map(|d| d.practice), Some(false));
    assert!(finished_records(&effects).is_empty());

    // Play again: the same board, as practice.
    session.handle(Intent::PlayAgain);
    assert_eq!(session.game().seed(), rules::daily::seed_of(today));
    assert_eq!(session.game().moves(), 0);
    assert_eq!(session.daily().map(|d| d.practice), Some(true));
    assert!(session.status().contains("practice"));
}

#[test]
fn a_finished_free_game_is_recorded_when_it_ends_and_never_on_a_reload() {
    let (before_end, last) = to_last_move(History::new(Game::new(5)));
    let (mut session, _) = Session::open(launch(
        Ok(Loaded::Game(AnyHistory::from(before_end))),
        SeedParam::Absent,
    ));
    let effects = tap_move(&mut session, last);
    let recorded = finished_records(&effects);
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].daily, None);
    assert_eq!(recorded[0].seed, 5);
    assert_eq!(recorded[0].moves, session.game().moves());
    let (_, effects) = Session::open(launch(
        Ok(Loaded::Game(AnyHistory::from(
            session.torus_history().clone(),
        ))),
        SeedParam::Absent,
    ));
    assert!(finished_records(&effects).is_empty());
}

#[test]
fn a_daily_pages_new_game_leaves_for_a_free_game() {
    let (mut session, _) = Session::open(daily_launch(None, "2026-11-30", vec![]));
    let before = session.torus_history().clone();
    key(&mut session, Action::NewGame);
    assert!(session.new_game_open(), "asked first, even untouched");
    let effects = session.handle(Intent::StartNewGame(Mode::Exponentorus, 7));
    assert_eq!(
        effects,
        [Effect::Load {
            mode: Mode::Exponentorus,
            slot: Slot::Free,
        }],
        "the free game is read first"
    );
    assert_eq!(
        session.torus_history(),
        &before,
        "the daily game stays as it was"
    );
    // A free game under way is kept, and the new one offered.
    let mut free = History::new(Game::new(3));
    let m = free.game().hint().unwrap();
    free.play(m).unwrap();
    let effects = session.handle(Intent::Loaded {
        mode: Mode::Exponentorus,
        slot: Slot::Free,
        loaded: saved(free.clone()),
        now_ms: TODAY_MS,
    });
    assert_eq!(session.torus_history(), &free);
    assert_eq!(session.daily(), None);
    assert!(matches!(
        session.offer(),
        Some(Offer::Game {
            size: 7,
            asked: true,
            ..
        })
    ));
    assert!(effects.contains(&Effect::ShowAddress(String::new())));
    assert!(!saves_game(&effects), "the kept game is not written again");
}

#[test]
fn the_statistics_open_by_key_and_button_and_are_modal() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Stats);
    assert!(session.stats_open());
    assert_eq!(key(&mut session, Action::Hint), []);
    assert_eq!(session.hint(), None, "keys do not reach the game");
    assert_eq!(key(&mut session, Action::Cancel), [Effect::GiveBackFocus]);
    assert!(!session.stats_open());
    session.handle(Intent::OpenStats);
    assert!(session.stats_open());
    session.handle(Intent::CloseStats);
    assert!(!session.stats_open());
}

#[test]
fn the_leaderboard_opens_by_key_and_button_is_modal_and_hides_the_game_over_box() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Leaderboard);
    assert!(session.leaderboard_open());
    assert_eq!(key(&mut session, Action::Hint), []);
    assert_eq!(session.hint(), None, "keys do not reach the game");
    assert_eq!(
        key(&mut session, Action::Leaderboard),
        [Effect::GiveBackFocus]
    );
    assert!(!session.leaderboard_open());
    session.handle(Intent::OpenLeaderboard);
    assert!(session.leaderboard_open());
    assert_eq!(key(&mut session, Action::Cancel), [Effect::GiveBackFocus]);
    assert!(!session.leaderboard_open());

    let mut over = on(OVER);
    assert!(over.game_over_shown());
    over.handle(Intent::OpenLeaderboard);
    assert!(over.leaderboard_open() && !over.game_over_shown());
    over.handle(Intent::CloseLeaderboard);
    assert!(over.game_over_shown(), "back when the panel closes");
}

#[test]
fn an_unreadable_statistics_record_is_told() {
    let (session, _) = Session::open(Launch {
        stats: Ok(LoadedStats::Unreadable {
            error: crate::model::stats::StatsError::UnknownVersion(9),
            backup_key: Some("exponentorus.stats.unreadable.5".into()),
        }),
        ..launch(Ok(Loaded::Nothing), SeedParam::Absent)
    });
    assert!(session.notices().iter().any(|n| n
        == "The statistics could not be read: the statistics have version 9; this version of \
            the game reads version 1. They start again. The old statistics are kept as \
            “exponentorus.stats.unreadable.5”."));
}

#[test]
fn a_daily_game_opens_named_by_its_day_never_its_seed() {
    for query in [
        "daily",
        "mode=2048&daily",
        "mode=exponentile&daily=2026-11-29",
    ] {
        let (session, _) = Session::open(launch_at(query, Ok(Loaded::Nothing)));
        let day = session.daily().expect("a daily page").day;
        assert_eq!(
            session.status(),
            format!("The daily game of {day}: the same board for everyone."),
            "{query}"
        );
        assert!(
            !session
                .status()
                .contains(&session.summary().seed.to_string())
        );
    }
}
