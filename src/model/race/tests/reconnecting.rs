//! A race's socket lost and found again: the waits grow, the server's moves come back,
//! and a close for good is not retried.

use super::*;

#[test]
fn a_lost_socket_waits_longer_each_time_and_comes_back_to_the_server_s_moves() {
    let mut race = racing();
    race.sync(&[2]);
    let mut waits = Vec::new();
    for _ in 0..7 {
        let out = race.handle(RaceIntent::Closed {
            code: 1006,
            reason: String::new(),
        });
        let [RaceOut::Effect(RaceEffect::Retry { millis, serial })] = out[..] else {
            panic!("{out:?}");
        };
        waits.push(millis);
        assert_eq!(race.link(), Link::Waiting);
        assert!(
            race.handle(RaceIntent::Retry(serial - 1)).is_empty(),
            "a stale timer"
        );
        let out = race.handle(RaceIntent::Retry(serial));
        assert_eq!(out, [RaceOut::Effect(RaceEffect::Connect(socket_path(ID)))]);
    }
    assert_eq!(waits, [500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    assert!(race.said().unwrap().contains("Reconnecting"));
    // Open again: said who we are; the room's moves (one of ours reached the server) are
    // matched with the game before anything more is sent, and the wait starts over.
    race.handle(RaceIntent::Opened);
    assert!(race.sync(&[2, 1]).is_empty());
    let out = heard(
        &mut race,
        room("racing", Some("7"), [&[2], &[]], Some(60_000)),
        9_000,
    );
    assert_eq!(
        out,
        [RaceOut::Moves {
            log: vec![2],
            exact: false
        }]
    );
    race.matched(1);
    assert_eq!(
        race.sync(&[2, 1]),
        [RaceEffect::Send(
            ClientMessage::Move { n: 2, m: 1 }.to_text()
        )]
    );
    let out = race.handle(RaceIntent::Closed {
        code: 1001,
        reason: "No word.".into(),
    });
    assert!(matches!(
        out[..],
        [RaceOut::Effect(RaceEffect::Retry { millis: 500, .. })]
    ));
    // Back online: at once.
    let out = race.handle(RaceIntent::Online);
    assert_eq!(out, [RaceOut::Effect(RaceEffect::Connect(socket_path(ID)))]);
}

#[test]
fn a_close_for_good_is_not_retried_and_says_why() {
    for code in [4001, 4004, 1008, 1009] {
        let mut race = racing();
        let out = race.handle(RaceIntent::Closed {
            code,
            reason: "Why.".into(),
        });
        assert!(out.is_empty(), "{code}");
        let worded = sentences::closed(code, "Why.");
        assert_eq!(
            (race.link(), race.said()),
            (Link::Closed, worded.as_deref())
        );
        assert_ne!(race.said(), Some("Why."), "{code}");
        assert!(race.handle(RaceIntent::Online).is_empty());
    }
    let mut race = racing();
    let effects = race.leave();
    assert_eq!(
        effects,
        [
            RaceEffect::Send(ClientMessage::Leave.to_text()),
            RaceEffect::Disconnect
        ]
    );
    assert!(
        race.handle(RaceIntent::Closed {
            code: 1000,
            reason: String::new()
        })
        .is_empty()
    );
}
