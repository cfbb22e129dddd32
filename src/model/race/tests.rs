//! A race's conversation in every state, by the server's messages as text: connecting,
//! saying who we are, the lobby, the countdown, the race with its moves, refusals, a lost
//! socket and its waits, the end, a rematch; and the message format, by the fixture the
//! server's tests read too.

use rules::race_protocol::{ClientMessage, PhaseName, ServerMessage};
use rules::{AnyHistory, Mode};
use serde_json::{Value, json};

use super::*;

const ID: &str = "3fa4c0de12345678";

fn joined() -> Race {
    let hello = Hello::Join {
        token: "ab".repeat(16),
        name: "Ann".into(),
    };
    let (race, connect) = Race::open(ID.into(), hello);
    assert_eq!(
        connect,
        RaceEffect::Connect(format!("api/races/{ID}/socket"))
    );
    race
}

fn heard(race: &mut Race, message: Value, now_ms: u64) -> Vec<RaceOut> {
    race.handle(RaceIntent::Heard {
        text: message.to_string(),
        now_ms,
    })
}

fn player(name: &str, log: &[u64]) -> Value {
    json!({"name": name, "ready": false, "online": true, "left": false, "score": 0,
           "moves": log.len(), "top_tile": 2, "over": false, "log": log})
}

fn room(phase: &str, seed: Option<&str>, logs: [&[u64]; 2], remaining: Option<u64>) -> Value {
    json!({"type": "room", "id": ID, "mode": "2048", "size": 4, "minutes": 2,
           "phase": phase, "remaining_ms": remaining, "seed": seed, "creator": 0,
           "players": [player("Ann", logs[0]), player("Bob", logs[1])], "rematch": null})
}

fn sent(out: &[RaceOut]) -> Vec<Value> {
    out.iter()
        .filter_map(|o| match o {
            RaceOut::Effect(RaceEffect::Send(text)) => Some(serde_json::from_str(text).unwrap()),
            _ => None,
        })
        .collect()
}

/// Ann in a 2048 race under way, her socket open and her game matched with none played.
fn racing() -> Race {
    let mut race = joined();
    race.handle(RaceIntent::Opened);
    heard(&mut race, room("lobby", None, [&[], &[]], None), 0);
    heard(&mut race, json!({"type": "joined", "seat": 0}), 0);
    let out = heard(
        &mut race,
        room("racing", Some("7"), [&[], &[]], Some(120_000)),
        1_000,
    );
    assert_eq!(
        out,
        [RaceOut::Moves {
            log: vec![],
            exact: false
        }]
    );
    race.matched(0);
    race
}

#[test]
fn the_socket_opens_and_says_who_we_are() {
    let mut race = joined();
    assert_eq!(race.link(), Link::Connecting);
    let out = race.handle(RaceIntent::Opened);
    assert_eq!(race.link(), Link::Open);
    assert_eq!(
        sent(&out),
        [json!({"type": "join", "token": "ab".repeat(16), "name": "Ann"})]
    );
    let (mut watcher, _) = Race::open(ID.into(), Hello::Watch);
    assert_eq!(
        sent(&watcher.handle(RaceIntent::Opened)),
        [json!({"type": "watch"})]
    );
    // A watcher who joins later says so on the socket open.
    let effects = watcher.join("cd".repeat(16), "Bob".into());
    assert_eq!(effects.len(), 1);
}

#[test]
fn the_lobby_and_the_countdown_are_told_with_the_clock_in_the_page_s_time() {
    let mut race = joined();
    race.handle(RaceIntent::Opened);
    let out = heard(&mut race, room("lobby", None, [&[], &[]], None), 0);
    assert!(out.is_empty());
    assert_eq!(race.phase(), Some(PhaseName::Lobby));
    assert_eq!(race.room().unwrap().racers[1].name, "Bob");
    heard(&mut race, json!({"type": "joined", "seat": 0}), 0);
    assert_eq!(race.me(), Some(0));
    assert_eq!(
        sent(&race.handle(RaceIntent::Ready(true))),
        [json!({"type": "ready", "ready": true})]
    );
    assert_eq!(
        sent(&race.handle(RaceIntent::Start)),
        [json!({"type": "start"})]
    );
    heard(
        &mut race,
        room("countdown", None, [&[], &[]], Some(3_000)),
        50_000,
    );
    let room = race.room().unwrap();
    assert_eq!(room.remaining_ms(51_000), Some(2_000));
    assert_eq!(room.remaining_ms(60_000), Some(0));
    assert!(!race.racing());
    assert!(race.sync(&[1]).is_empty(), "no move before the deal");
}

#[test]
fn the_deal_asks_for_the_race_s_game_then_each_move_goes_once_numbered() {
    let mut race = racing();
    assert!(race.racing());
    let board = &race.room().unwrap().racers[0].board;
    assert_eq!(
        board.as_ref().unwrap(),
        &AnyHistory::deal(Mode::Twenty48, 7, 4).unwrap()
    );
    let effects = race.sync(&[2, 0]);
    let moves: Vec<String> = effects
        .iter()
        .map(|e| match e {
            RaceEffect::Send(text) => text.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        moves,
        [
            ClientMessage::Move { n: 1, m: 2 }.to_text(),
            ClientMessage::Move { n: 2, m: 0 }.to_text()
        ]
    );
    assert!(race.sync(&[2, 0]).is_empty(), "sent once");
}

#[test]
fn rivals_moves_replay_into_their_boards_with_the_server_s_figures() {
    let mut race = racing();
    let out = heard(
        &mut race,
        json!({"type": "moved", "seat": 1, "m": 2, "moves": 1, "score": 4, "top_tile": 4, "over": false}),
        2_000,
    );
    assert!(out.is_empty());
    let room = race.room().unwrap();
    let bob = &room.racers[1];
    assert_eq!((bob.score, bob.moves, bob.top_tile), (4, 1, 4));
    assert_eq!(bob.board.as_ref().unwrap().summary().moves, 1);
    assert_eq!(room.standings(), [1, 0]);
    assert_eq!((room.rank(1), room.rank(0)), (1, 2));
    heard(
        &mut race,
        json!({"type": "player", "seat": 1, "online": false, "left": true}),
        2_100,
    );
    let bob = &race.room().unwrap().racers[1];
    assert!(!bob.online && bob.left);
    race.handle(RaceIntent::Show(Some(1)));
    assert_eq!(race.shown(), Some(1));
}

#[test]
fn a_refused_move_puts_the_server_s_moves_in_place() {
    let mut race = racing();
    race.sync(&[2, 3]);
    let out = heard(
        &mut race,
        json!({"type": "refused", "error": "illegal_move", "message": "Move 2 is not a legal move: no tile moves.", "log": [2]}),
        3_000,
    );
    assert_eq!(
        out,
        [RaceOut::Moves {
            log: vec![2],
            exact: true
        }]
    );
    assert_eq!(
        race.said(),
        Some(crate::model::i18n::tr::race_refused_illegal_move().as_str())
    );
    assert!(
        race.sync(&[2, 1]).is_empty(),
        "nothing goes until the game is matched"
    );
    race.matched(1);
    assert_eq!(race.sync(&[2, 1]).len(), 1);
}

#[test]
fn the_end_makes_the_game_the_server_s_and_a_rematch_goes_on_to_the_next_race() {
    let mut race = racing();
    let mut over = room("over", Some("7"), [&[2], &[]], None);
    let out = heard(&mut race, over.clone(), 200_000);
    assert_eq!(
        out,
        [RaceOut::Moves {
            log: vec![2],
            exact: true
        }]
    );
    assert_eq!(
        sent(&race.handle(RaceIntent::Rematch)),
        [json!({"type": "rematch"})]
    );
    over["rematch"] = json!("0badc0de0badc0de");
    let out = heard(&mut race, over.clone(), 201_000);
    assert!(out.contains(&RaceOut::Rematch("0badc0de0badc0de".into())));
    let out = heard(&mut race, over, 202_000);
    assert!(
        !out.iter().any(|o| matches!(o, RaceOut::Rematch(_))),
        "told once"
    );
    // The socket closing after the end is no loss.
    assert!(
        race.handle(RaceIntent::Closed {
            code: 1006,
            reason: String::new()
        })
        .is_empty()
    );
}

#[test]
fn the_clock_shows_a_race_s_minutes_left_and_nothing_for_one_until_the_last_board() {
    let mut race = racing();
    let mut timed = room("racing", Some("7"), [&[], &[]], Some(120_000));
    heard(&mut race, timed.clone(), 10_000);
    assert_eq!(race.room().unwrap().clock_ms(70_000), Some(60_000));
    // The server's limit on a race until the last board is an hour: no clock.
    timed["minutes"] = json!(0);
    timed["remaining_ms"] = json!(3_600_000);
    heard(&mut race, timed, 10_000);
    let room = race.room().unwrap();
    assert_eq!(room.remaining_ms(10_000), Some(3_600_000));
    assert_eq!(room.clock_ms(10_000), None);
}

#[test]
fn a_race_interrupted_by_the_server_s_restart_ends_and_leaves_the_player_s_game_theirs() {
    let mut race = racing();
    let mut over = room("over", Some("7"), [&[2], &[]], None);
    over["interrupted"] = json!(true);
    let out = heard(&mut race, over, 200_000);
    // The server's moves kept may be fewer than the player's: the game goes on from them.
    assert_eq!(
        out,
        [RaceOut::Moves {
            log: vec![2],
            exact: false
        }]
    );
    assert!(race.room().unwrap().interrupted);
    assert!(
        race.sync(&[2, 1, 3]).is_empty(),
        "nothing sent after the end"
    );
}

#[test]
fn a_seat_refused_turns_the_hello_into_watching_and_a_room_of_no_known_mode_is_said() {
    let mut race = joined();
    race.handle(RaceIntent::Opened);
    heard(
        &mut race,
        json!({"type": "refused", "error": "race_begun", "message": "This race has begun without you: you are watching."}),
        0,
    );
    assert_eq!(race.hello, Hello::Watch);
    let mut odd = room("lobby", None, [&[], &[]], None);
    odd["mode"] = json!("chess");
    heard(&mut race, odd, 0);
    assert!(race.room().is_none());
    assert!(race.said().unwrap().contains("does not know"));
    assert!(
        heard(&mut race, json!({"type": "news"}), 0).is_empty(),
        "a newer message is passed over"
    );
}

#[test]
fn the_fixture_s_server_messages_read_and_client_messages_are_written_as_it_has_them() {
    let fixture: Value = serde_json::from_str(include_str!(
        "../../../server/tests/fixtures/race-messages.json"
    ))
    .unwrap();
    for message in fixture["server"].as_array().unwrap() {
        assert!(
            ServerMessage::read(&message.to_string()).is_some(),
            "{message}"
        );
    }
    let written = [
        ClientMessage::Join {
            token: "0123456789abcdef0123456789abcdef".into(),
            name: "Ann".into(),
        },
        ClientMessage::Watch,
        ClientMessage::Ready { ready: true },
        ClientMessage::Start,
        ClientMessage::Move { n: 12, m: 97 },
        ClientMessage::Leave,
        ClientMessage::Rematch,
    ];
    for (said, expected) in written.iter().zip(fixture["client"].as_array().unwrap()) {
        assert_eq!(
            &serde_json::from_str::<Value>(&said.to_text()).unwrap(),
            expected
        );
    }
    let server = |i: usize| ServerMessage::read(&fixture["server"][i].to_string());
    assert_eq!(server(2), Some(ServerMessage::Joined { seat: 1 }));
    assert_eq!(
        server(3),
        Some(ServerMessage::Moved {
            seat: 0,
            m: 3,
            moves: 13,
            score: 2048,
            top_tile: 256,
            over: false
        })
    );
    assert_eq!(
        server(4),
        Some(ServerMessage::Player {
            seat: 1,
            online: false,
            left: false
        })
    );
    assert!(
        matches!(server(5), Some(ServerMessage::Refused { log: Some(log), .. }) if log == [0, 1, 2])
    );
    assert!(
        matches!(server(6), Some(ServerMessage::Refused { error, log: None, .. }) if error == "race_full")
    );
    assert_eq!(
        ServerMessage::read(r#"{"type": "moved", "seat": "one"}"#),
        None,
        "a shape that does not read"
    );
    assert_eq!(ServerMessage::read("not json"), None);
    match ServerMessage::read(&fixture["server"][1].to_string()) {
        Some(ServerMessage::Room(view)) => {
            assert_eq!(view.seed.as_deref(), Some("18446744073709551615"))
        }
        other => panic!("{other:?}"),
    }
    assert!(valid_id(ID) && !valid_id("3fa4") && !valid_id("3fa4c0de1234567g"));
}

mod reconnecting;
mod words;
