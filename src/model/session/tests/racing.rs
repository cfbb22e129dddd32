//! A race through the session: the form, a race made and opened, the lobby holding the
//! keys, the deal putting the race's game in play in its own slot, each move sent as it is
//! played, Hint, Watch and Undo off, a refused move replaced by the server's, leaving back
//! to the player's own game; whether the site runs races (offered.rs).

use super::*;
use crate::model::leaderboard::Answer;
use crate::model::race::RaceAsk;
use crate::model::race::{RaceEffect, RaceIntent};
use rules::race_protocol::ClientMessage;
use serde_json::json;

mod offered;

const ID: &str = "3fa4c0de12345678";
const TOKEN: &str = "0707070707070707070707070707070707";

fn race(ask: RaceAsk) -> Intent {
    Intent::Race(ask)
}

fn heard(message: serde_json::Value) -> Intent {
    race(RaceAsk::Race(RaceIntent::Heard {
        text: message.to_string(),
        now_ms: 1_000,
    }))
}

fn answer(status: u16, body: serde_json::Value) -> Option<Answer> {
    Some(Answer {
        status,
        json: true,
        body: body.to_string(),
        retry_after: None,
    })
}

fn room(phase: &str, seed: Option<&str>, log: &[u64]) -> serde_json::Value {
    let player = |name: &str, log: &[u64]| {
        json!({"name": name, "ready": false, "online": true, "left": false, "score": 0,
               "moves": log.len(), "top_tile": 2, "over": false, "log": log})
    };
    json!({"type": "room", "id": ID, "mode": "2048", "size": 4, "minutes": 2, "phase": phase,
           "remaining_ms": 60_000, "seed": seed, "creator": 0,
           "players": [player("Ann", log), player("Bob", &[])], "rematch": null})
}

fn sends(effects: &[Effect]) -> Vec<serde_json::Value> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Race(RaceEffect::Send(text)) => serde_json::from_str(text).ok(),
            _ => None,
        })
        .collect()
}

/// A session whose player Ann made race `ID` and is in its lobby, seat 0.
fn in_lobby() -> Session {
    let mut session = instant(on(ONE_MOVE));
    key(&mut session, Action::Race);
    let effects = session.handle(race(RaceAsk::Create {
        mode: Mode::Twenty48,
        size: 4,
        minutes: 2,
        name: Some("Ann".into()),
        random: Some([7; 16]),
    }));
    let Some(Effect::Race(RaceEffect::Create { body, .. })) = effects
        .iter()
        .find(|e| matches!(e, Effect::Race(RaceEffect::Create { .. })))
    else {
        panic!("{effects:?}");
    };
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(body).unwrap(),
        json!({"mode": "2048", "size": 4, "minutes": 2})
    );
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Save(Record::Player(_))))
    );
    let effects = session.handle(race(RaceAsk::Created(answer(201, json!({"id": ID})))));
    assert!(effects.contains(&Effect::Race(RaceEffect::Connect(format!(
        "api/races/{ID}/socket"
    )))));
    assert!(effects.contains(&Effect::ShowAddress(format!("race={ID}"))));
    assert!(!session.racing().form_open());
    let effects = session.handle(race(RaceAsk::Race(RaceIntent::Opened)));
    assert_eq!(sends(&effects)[0]["type"], "join");
    assert_eq!(sends(&effects)[0]["token"], TOKEN[..32]);
    session.handle(heard(room("lobby", None, &[])));
    session.handle(heard(json!({"type": "joined", "seat": 0})));
    session
}

/// The same race dealt: its game in play.
fn dealt() -> (Session, Vec<Effect>) {
    let mut session = in_lobby();
    let effects = session.handle(heard(room("racing", Some("11"), &[])));
    (session, effects)
}

#[test]
fn r_opens_the_form_escape_closes_it_and_a_name_is_asked_before_a_race_is_made() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Race);
    assert!(session.racing().form_open());
    key(&mut session, DOWN);
    assert_eq!(session.summary().moves, 0, "the form holds the keys");
    key(&mut session, Action::Cancel);
    assert!(!session.racing().form_open());
    key(&mut session, Action::Help);
    key(&mut session, Action::Race);
    assert!(!session.racing().form_open(), "one dialog at a time");
    key(&mut session, Action::Cancel);
    key(&mut session, Action::Race);
    let effects = session.handle(race(RaceAsk::Create {
        mode: Mode::Twenty48,
        size: 4,
        minutes: 5,
        name: None,
        random: Some([7; 16]),
    }));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Race(_))));
    assert!(session.racing().form_said().contains("name"));
}

#[test]
fn a_race_not_made_says_why_and_a_static_host_is_offered_none() {
    let mut session = on(ONE_MOVE);
    assert!(session.racing().offered());
    key(&mut session, Action::Race);
    session.handle(race(RaceAsk::Create {
        mode: Mode::Twenty48,
        size: 4,
        minutes: 5,
        name: Some("Ann".into()),
        random: Some([7; 16]),
    }));
    session.handle(race(RaceAsk::Created(None)));
    assert!(
        session.racing().form_said().contains("offline"),
        "{}",
        session.racing().form_said()
    );
    let refused = answer(422, json!({"error": "bad_race", "message": "No."}));
    session.handle(race(RaceAsk::Created(refused)));
    assert_eq!(session.racing().form_said(), "No.");
    let page = Some(Answer {
        status: 404,
        json: false,
        body: "<html>".into(),
        retry_after: None,
    });
    session.handle(race(RaceAsk::Created(page.clone())));
    assert!(!session.racing().offered());
    let mut fresh = on(ONE_MOVE);
    fresh.handle(race(RaceAsk::Probed(answer(
        200,
        json!({"max_players": 8}),
    ))));
    assert!(fresh.racing().offered());
    fresh.handle(race(RaceAsk::Probed(page)));
    assert!(!fresh.racing().offered());
}

#[test]
fn the_lobby_holds_the_keys_and_the_deal_puts_the_race_s_game_in_its_own_slot() {
    let mut session = in_lobby();
    key(&mut session, DOWN);
    assert_eq!(session.summary().moves, 0);
    assert_eq!(
        session.mode(),
        Mode::Exponentorus,
        "the player's game until the deal"
    );
    let (session, effects) = dealt();
    assert_eq!(session.mode(), Mode::Twenty48);
    assert!(session.in_race_game());
    assert_eq!(
        session.history(),
        AnyHistory::deal(Mode::Twenty48, 11, 4).unwrap()
    );
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Save(Record::Game {
            slot: Slot::Race,
            mode: Mode::Twenty48,
            ..
        })
    )));
    assert!(!session.game_over_shown());
}

#[test]
fn each_move_is_sent_as_played_and_hint_watch_and_undo_are_off() {
    let (mut session, _) = dealt();
    let mut sent = Vec::new();
    for dir in [
        Direction::Left,
        Direction::Up,
        Direction::Right,
        Direction::Down,
    ] {
        let effects = key(&mut session, Action::Step(dir));
        let effects = [effects, run_settled(&mut session)].concat();
        sent.extend(sends(&effects));
    }
    let log = session.history().packed_log().unwrap();
    assert!(!log.is_empty());
    let expected: Vec<_> = log
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            serde_json::from_str::<serde_json::Value>(
                &ClientMessage::Move { n: i as u32 + 1, m }.to_text(),
            )
            .unwrap()
        })
        .collect();
    assert_eq!(sent, expected);
    for (action, word) in [
        (Action::Hint, "Hint"),
        (Action::Watch, "Watch"),
        (Action::Undo, "Undo"),
    ] {
        let effects = key(&mut session, action);
        assert!(effects.is_empty(), "{action:?}: {effects:?}");
        assert_eq!(session.status(), format!("{word} is off in a race."));
    }
    assert_eq!(session.history().packed_log().unwrap(), log);
}

/// Runs the board's timers to rest.
fn run_settled(session: &mut Session) -> Vec<Effect> {
    let mut seen = Vec::new();
    let mut effects = session.handle(Intent::SetSpeed(Speed::Instant));
    while let Some(serial) = timer(&effects) {
        seen.extend(effects);
        effects = session.handle(Intent::Tick(serial));
    }
    seen.extend(effects);
    seen
}

#[test]
fn a_refused_move_puts_the_server_s_moves_in_play_and_a_reconnection_resends_the_rest() {
    let (mut session, _) = dealt();
    key(&mut session, Action::Step(Direction::Left));
    key(&mut session, Action::Step(Direction::Up));
    run_settled(&mut session);
    let log = session.history().packed_log().unwrap();
    let first = log[0];
    session.handle(heard(json!({"type": "refused", "error": "illegal_move",
                               "message": "Move 2 is not a legal move.", "log": [first]})));
    assert_eq!(session.history().packed_log().unwrap(), [first]);
    // The socket drops and opens again: the server has one move, the game goes on from it
    // with a second, which is sent.
    key(&mut session, Action::Step(Direction::Right));
    run_settled(&mut session);
    let now = session.history().packed_log().unwrap();
    session.handle(race(RaceAsk::Race(RaceIntent::Closed {
        code: 1006,
        reason: String::new(),
    })));
    session.handle(race(RaceAsk::Race(RaceIntent::Retry(1))));
    session.handle(race(RaceAsk::Race(RaceIntent::Opened)));
    let effects = session.handle(heard(room("racing", Some("11"), &[first])));
    let moves: Vec<_> = sends(&effects)
        .into_iter()
        .filter(|m| m["type"] == "move")
        .collect();
    assert_eq!(moves.len(), now.len() - 1);
    assert_eq!(
        session.history().packed_log().unwrap(),
        now,
        "the game in play kept"
    );
}

#[test]
fn leaving_goes_back_to_the_player_s_own_game_and_the_link_s_race_opens_as_a_watcher_without_a_name()
 {
    let (mut session, _) = dealt();
    let effects = session.handle(race(RaceAsk::Leave));
    assert_eq!(sends(&effects), [json!({"type": "leave"})]);
    assert!(effects.contains(&Effect::Race(RaceEffect::Disconnect)));
    assert!(effects.contains(&Effect::Load {
        mode: Mode::Exponentorus,
        slot: Slot::Free
    }));
    assert!(session.racing().race().is_none());
    let mut stranger = on(ONE_MOVE);
    let effects = stranger.handle(race(RaceAsk::Open(ID.into())));
    assert!(effects.contains(&Effect::Race(RaceEffect::Connect(format!(
        "api/races/{ID}/socket"
    )))));
    let effects = stranger.handle(race(RaceAsk::Race(RaceIntent::Opened)));
    assert_eq!(sends(&effects), [json!({"type": "watch"})]);
    let effects = stranger.handle(race(RaceAsk::Join {
        name: Some("Cy".into()),
        random: Some([1; 16]),
    }));
    assert_eq!(sends(&effects)[0]["name"], "Cy");
    let effects = stranger.handle(race(RaceAsk::Open("nonsense".into())));
    assert!(effects.is_empty());
    assert!(stranger.notices()[0].contains("no race"));
}
