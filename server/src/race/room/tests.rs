//! The room in every phase, by its events alone: lobby, countdown, racing, over and
//! rematch; joining, leaving, coming back and watching.

use super::*;
use rules::Mode;

const ANN: &str = "ann";
const BOB: &str = "bob";

fn at(at: u64, input: Input) -> Event {
    Event { at, input }
}

fn join(key: &str) -> Input {
    Input::Join {
        key: key.into(),
        name: key.to_uppercase(),
    }
}

fn room(mode: Mode, size: usize, minutes: u32) -> Room {
    let kind = Kind::new(mode, size, minutes).unwrap();
    Room::new("r1".into(), kind, 42, ANN.into(), Vec::new())
}

/// A lobby of Ann (the creator) and Bob, 2048 on 4×4 for `minutes`.
fn lobby(minutes: u32) -> Room {
    let mut room = room(Mode::Twenty48, 4, minutes);
    room.apply(&at(1_000, join(ANN)));
    room.apply(&at(1_000, join(BOB)));
    room
}

/// The same race under way: started at 2,000, dealt at 5,000.
fn racing(minutes: u32) -> Room {
    let mut room = lobby(minutes);
    room.apply(&at(2_000, Input::Start { key: ANN.into() }));
    let out = room.apply(&at(5_000, Input::Tick));
    assert!(
        matches!(
            room.phase,
            Phase::Racing {
                started_at: 5_000,
                ..
            }
        ),
        "{out:?}"
    );
    room
}

/// A legal move of `key`'s game, as a number.
fn legal(room: &Room, key: &str) -> u64 {
    let game = room.seats[room.seat_of(key).unwrap()].game.clone().unwrap();
    (0..1 << 10)
        .find(|&m| game.clone().play_packed(m).is_ok())
        .expect("a legal move")
}

fn illegal(room: &Room, key: &str) -> u64 {
    let game = room.seats[room.seat_of(key).unwrap()].game.clone().unwrap();
    (0..4)
        .find(|&m| game.clone().play_packed(m).is_err())
        .unwrap_or(9)
}

fn mv(key: &str, n: u32, m: u64) -> Input {
    Input::Move {
        key: key.into(),
        n,
        m,
    }
}

fn refused(out: &[Out]) -> Option<(&str, &str, &Option<Vec<u64>>)> {
    out.iter().find_map(|o| match o {
        Out::To(key, ServerMessage::Refused { error, log, .. }) => {
            Some((key.as_str(), error.as_str(), log))
        }
        _ => None,
    })
}

fn room_view(out: &[Out]) -> Option<&RoomView> {
    out.iter().find_map(|o| match o {
        Out::All(ServerMessage::Room(view)) => Some(view),
        _ => None,
    })
}

#[test]
fn a_kind_is_a_mode_s_side_and_a_length_it_offers() {
    assert!(Kind::new(Mode::Twenty48, 4, 5).is_ok());
    assert!(Kind::new(Mode::Twenty48, 4, 0).is_ok());
    assert_eq!(
        Kind::new(Mode::Twenty48, 9, 5).unwrap_err().error,
        "bad_race"
    );
    assert_eq!(
        Kind::new(Mode::Exponentorus, 9, 3).unwrap_err().error,
        "bad_race"
    );
}

#[test]
fn the_lobby_seats_players_in_order_up_to_eight_and_tells_the_rest_they_watch() {
    let mut room = lobby(5);
    let view = room.view(1_000);
    assert_eq!(view.phase, PhaseName::Lobby);
    assert_eq!(view.players.len(), 2);
    assert_eq!((view.players[0].name.as_str(), view.creator), ("ANN", 0));
    assert!(view.players.iter().all(|p| p.online && !p.ready));
    assert_eq!(view.seed, None, "the seed is told at the start only");
    for n in 2..MAX_PLAYERS {
        let out = room.apply(&at(1_100, join(&format!("p{n}"))));
        assert!(out.contains(&Out::To(format!("p{n}"), ServerMessage::Joined { seat: n })));
    }
    let out = room.apply(&at(1_200, join("late")));
    assert_eq!(refused(&out).unwrap().1, "race_full");
    assert_eq!(room.seats.len(), MAX_PLAYERS);
    // A player already seated comes back to their seat, under the name they give.
    let out = room.apply(&at(
        1_300,
        Input::Join {
            key: BOB.into(),
            name: "Robert".into(),
        },
    ));
    assert!(out.contains(&Out::To(BOB.into(), ServerMessage::Joined { seat: 1 })));
    assert_eq!(room.seats[1].name, "Robert");
}

#[test]
fn the_creator_starts_or_everyone_ready_starts_and_no_one_else_does() {
    let mut room = lobby(5);
    let out = room.apply(&at(1_500, Input::Start { key: BOB.into() }));
    assert_eq!(refused(&out).unwrap(), (BOB, "not_creator", &None));
    assert_eq!(room.phase, Phase::Lobby);
    room.apply(&at(
        1_600,
        Input::Ready {
            key: ANN.into(),
            ready: true,
        },
    ));
    assert_eq!(room.phase, Phase::Lobby, "one ready of two");
    let out = room.apply(&at(
        1_700,
        Input::Ready {
            key: BOB.into(),
            ready: true,
        },
    ));
    assert_eq!(
        room.phase,
        Phase::Countdown {
            starts_at: 1_700 + COUNTDOWN_MS
        }
    );
    let view = room_view(&out).unwrap();
    assert_eq!(
        (view.phase, view.remaining_ms),
        (PhaseName::Countdown, Some(COUNTDOWN_MS))
    );
    assert_eq!(room.deadline(), Some(4_700));
    // A player alone who is ready does not start: the creator does.
    let mut alone = room_of_one();
    alone.apply(&at(
        1_000,
        Input::Ready {
            key: ANN.into(),
            ready: true,
        },
    ));
    assert_eq!(alone.phase, Phase::Lobby);
    alone.apply(&at(1_000, Input::Start { key: ANN.into() }));
    assert!(matches!(alone.phase, Phase::Countdown { .. }));
}

fn room_of_one() -> Room {
    let mut room = room(Mode::Exponentorus, 9, 2);
    room.apply(&at(1_000, join(ANN)));
    room
}

#[test]
fn leaving_the_lobby_frees_the_seat_and_the_creator_s_part_passes_on() {
    let mut room = lobby(5);
    let out = room.apply(&at(1_500, Input::Leave { key: ANN.into() }));
    assert_eq!(room.seats.len(), 1);
    assert_eq!(room.creator, BOB);
    assert_eq!(room_view(&out).unwrap().creator, 0);
    room.apply(&at(1_600, Input::Start { key: BOB.into() }));
    assert!(matches!(room.phase, Phase::Countdown { .. }));
}

#[test]
fn the_countdown_refuses_moves_and_seats_then_deals_one_seed_to_all() {
    let mut room = lobby(2);
    room.apply(&at(2_000, Input::Start { key: ANN.into() }));
    let out = room.apply(&at(2_500, mv(ANN, 1, 0)));
    assert_eq!(refused(&out).unwrap().1, "not_begun");
    let out = room.apply(&at(2_600, join("cat")));
    assert_eq!(refused(&out).unwrap().1, "race_begun");
    assert_eq!(room.seats.len(), 2);
    // The deal comes with the first event at or after its time, a tick or any other.
    let out = room.apply(&at(5_001, Input::Tick));
    let view = room_view(&out).unwrap();
    assert_eq!(view.phase, PhaseName::Racing);
    assert_eq!(view.seed.as_deref(), Some("42"));
    assert_eq!(view.remaining_ms, Some(2 * 60_000 - 1));
    assert_eq!(room.seats[0].game, room.seats[1].game);
    assert_eq!(room.deadline(), Some(5_000 + 2 * 60_000));
}

#[test]
fn a_legal_move_is_told_to_all_with_the_server_s_figures() {
    let mut room = racing(5);
    let m = legal(&room, ANN);
    let out = room.apply(&at(6_000, mv(ANN, 1, m)));
    let game = room.seats[0].summary().unwrap();
    assert_eq!(
        out,
        [Out::All(ServerMessage::Moved {
            seat: 0,
            m,
            moves: 1,
            score: game.score,
            top_tile: game.highest_tile,
            over: false,
        })]
    );
    assert_eq!(room.view(6_000).players[0].log, [m]);
    // Sent again after a reconnection: it counted once, and nothing is said.
    assert!(room.apply(&at(6_100, mv(ANN, 1, m))).is_empty());
    assert_eq!(room.seats[0].summary().unwrap().moves, 1);
}

#[test]
fn an_illegal_late_or_misnumbered_move_is_refused_with_the_player_s_moves() {
    let mut room = racing(5);
    let m = legal(&room, ANN);
    room.apply(&at(6_000, mv(ANN, 1, m)));
    let bad = illegal(&room, ANN);
    let out = room.apply(&at(6_100, mv(ANN, 2, bad)));
    assert_eq!(
        refused(&out).unwrap(),
        (ANN, "illegal_move", &Some(vec![m]))
    );
    let out = room.apply(&at(6_200, mv(ANN, 5, 0)));
    assert_eq!(refused(&out).unwrap().1, "out_of_order");
    let other = (0..4).find(|&o| o != m).unwrap();
    let out = room.apply(&at(6_300, mv(ANN, 1, other)));
    assert_eq!(refused(&out).unwrap().1, "out_of_order", "another move 1");
    let out = room.apply(&at(6_400, mv("cat", 1, m)));
    assert_eq!(refused(&out).unwrap(), ("cat", "not_in_race", &None));
    if let Out::To(_, ServerMessage::Refused { message, .. }) = &out[0] {
        assert!(
            message.ends_with('.') && !message.ends_with(".."),
            "{message}"
        );
    }
}

#[test]
fn a_player_who_drops_and_comes_back_keeps_the_seat_and_the_game() {
    let mut room = racing(5);
    let m = legal(&room, BOB);
    room.apply(&at(6_000, mv(BOB, 1, m)));
    let out = room.apply(&at(7_000, Input::Gone { key: BOB.into() }));
    assert_eq!(
        out,
        [Out::All(ServerMessage::Player {
            seat: 1,
            online: false,
            left: false
        })]
    );
    let out = room.apply(&at(8_000, join(BOB)));
    assert!(out.contains(&Out::To(BOB.into(), ServerMessage::Joined { seat: 1 })));
    assert!(out.contains(&Out::All(ServerMessage::Player {
        seat: 1,
        online: true,
        left: false
    })));
    assert_eq!(room.view(8_000).players[1].log, [m]);
    // A second socket of the same player: one seat, told once.
    let out = room.apply(&at(8_100, join(BOB)));
    assert_eq!(
        out,
        [Out::To(BOB.into(), ServerMessage::Joined { seat: 1 })]
    );
    room.apply(&at(8_200, Input::Gone { key: BOB.into() }));
    assert!(room.view(8_200).players[1].online, "one socket still open");
}

#[test]
fn a_player_who_leaves_keeps_the_score_and_the_last_board_over_ends_the_race() {
    let mut room = racing(0);
    let m = legal(&room, ANN);
    room.apply(&at(6_000, mv(ANN, 1, m)));
    let out = room.apply(&at(6_500, Input::Leave { key: ANN.into() }));
    assert_eq!(
        out,
        [Out::All(ServerMessage::Player {
            seat: 0,
            online: true,
            left: true
        })]
    );
    let out = room.apply(&at(6_600, mv(ANN, 2, legal(&room, ANN))));
    assert_eq!(refused(&out).unwrap().1, "left");
    // Bob plays his board to its end: the race ends with it.
    let mut n = 0;
    let out = loop {
        n += 1;
        let m = legal(&room, BOB);
        let out = room.apply(&at(7_000 + u64::from(n), mv(BOB, n, m)));
        if room.over() {
            break out;
        }
    };
    assert!(out.contains(&Out::Ended));
    let view = room_view(&out).unwrap();
    assert_eq!(view.phase, PhaseName::Over);
    assert!(view.players[1].over && view.players[0].left);
    assert_eq!(view.players[0].moves, 1, "Ann's score stands");
}

#[test]
fn the_clock_ends_the_race_and_a_move_after_it_is_refused() {
    let mut room = racing(2);
    let end = 5_000 + 2 * 60_000;
    let out = room.apply(&at(end + 10, mv(ANN, 1, legal(&room, ANN))));
    assert!(room.over());
    assert!(out.contains(&Out::Ended));
    assert_eq!(refused(&out).unwrap().1, "race_over");
    assert_eq!(
        room.phase,
        Phase::Over {
            started_at: Some(5_000),
            ended_at: end
        }
    );
    assert_eq!(room.deadline(), None);
    // A tick from another process after the end changes nothing.
    assert!(room.apply(&at(end + 20, Input::Tick)).is_empty());
}

#[test]
fn a_rematch_is_asked_once_and_only_by_a_player_once_it_is_over() {
    let mut room = racing(2);
    let out = room.apply(&at(
        6_000,
        Input::Rematch {
            key: ANN.into(),
            id: "r2".into(),
        },
    ));
    assert_eq!(refused(&out).unwrap().1, "not_over");
    room.apply(&at(200_000, Input::Tick));
    let out = room.apply(&at(
        200_001,
        Input::Rematch {
            key: "cat".into(),
            id: "r2".into(),
        },
    ));
    assert_eq!(refused(&out).unwrap().1, "not_in_race");
    let out = room.apply(&at(
        200_002,
        Input::Rematch {
            key: BOB.into(),
            id: "r2".into(),
        },
    ));
    assert_eq!(room_view(&out).unwrap().rematch.as_deref(), Some("r2"));
    let out = room.apply(&at(
        200_003,
        Input::Rematch {
            key: ANN.into(),
            id: "r3".into(),
        },
    ));
    match &out[..] {
        [Out::To(key, ServerMessage::Room(view))] => {
            assert_eq!((key.as_str(), view.rematch.as_deref()), (ANN, Some("r2")));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_same_events_make_the_same_room_and_events_read_back_as_written() {
    let events = [
        at(1_000, join(ANN)),
        at(1_000, join(BOB)),
        at(2_000, Input::Start { key: ANN.into() }),
        at(5_000, Input::Tick),
        at(5_100, mv(ANN, 1, 0)),
        at(5_200, mv(ANN, 2, 1)),
        at(5_300, Input::Gone { key: BOB.into() }),
        at(5_400, Input::Leave { key: BOB.into() }),
        at(5_450, Input::Forget { key: BOB.into() }),
        at(
            5_500,
            Input::Rematch {
                key: ANN.into(),
                id: "x".into(),
            },
        ),
    ];
    let (mut one, mut two) = (room(Mode::Twenty48, 4, 5), room(Mode::Twenty48, 4, 5));
    for event in &events {
        let text = serde_json::to_string(event).unwrap();
        let read: Event = serde_json::from_str(&text).unwrap();
        assert_eq!(&read, event, "{text}");
        assert_eq!(one.apply(event), two.apply(&read));
    }
    assert_eq!(one, two);
    let text = serde_json::to_string(&events[4]).unwrap();
    assert_eq!(text, r#"{"at":5100,"type":"move","key":"ann","n":1,"m":0}"#);
}

#[test]
fn a_forgotten_player_keeps_the_seat_and_game_under_the_forgotten_name_everyone_is_told() {
    let mut room = racing(5);
    let m = legal(&room, ANN);
    room.apply(&at(6_000, mv(ANN, 1, m)));
    let out = room.apply(&at(6_100, Input::Forget { key: ANN.into() }));
    let told = room_view(&out).expect("the room told to all");
    assert_eq!(
        told.players[0].name,
        crate::leaderboard::store::FORGOTTEN_NAME
    );
    assert_eq!(told.players[0].moves, 1);
    assert!(room.seats[0].forgotten);
    // The player's socket opened before plays on, and takes no name back.
    room.apply(&at(6_200, join(ANN)));
    let m = legal(&room, ANN);
    let out = room.apply(&at(6_300, mv(ANN, 2, m)));
    assert_eq!(refused(&out), None, "{out:?}");
    assert_eq!(
        room.seats[0].name,
        crate::leaderboard::store::FORGOTTEN_NAME
    );
    // In the lobby too, a join does not name a forgotten seat again.
    let mut lobby = lobby(5);
    lobby.apply(&at(1_100, Input::Forget { key: BOB.into() }));
    lobby.apply(&at(1_200, join(BOB)));
    assert_eq!(
        lobby.seats[1].name,
        crate::leaderboard::store::FORGOTTEN_NAME
    );
}

#[test]
fn a_forgotten_player_s_events_keep_neither_name_nor_key_once_renamed() {
    let renamed = join(ANN).renamed("forgotten", "a forgotten player");
    assert_eq!(
        renamed,
        Input::Join {
            key: "forgotten".into(),
            name: "a forgotten player".into()
        }
    );
    assert_eq!(mv(ANN, 3, 7).renamed("x", "y"), mv("x", 3, 7));
    assert_eq!(Input::Tick.renamed("x", "y"), Input::Tick);
    assert_eq!(Input::Tick.key(), None);
    assert_eq!(mv(ANN, 1, 0).key(), Some(ANN));
}
