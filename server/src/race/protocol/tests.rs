//! The message format, as the fixture that the app's tests read too shows it.

use super::*;
use serde_json::Value;

fn fixture() -> Value {
    serde_json::from_str(include_str!("../../../tests/fixtures/race-messages.json")).unwrap()
}

#[test]
fn every_client_message_of_the_fixture_reads() {
    let read: Vec<ClientMessage> = fixture()["client"]
        .as_array()
        .unwrap()
        .iter()
        .map(|message| read_client(&message.to_string()).unwrap())
        .collect();
    assert_eq!(read[4], ClientMessage::Move { n: 12, m: 97 });
    assert_eq!(
        read[0],
        ClientMessage::Join {
            token: "0123456789abcdef0123456789abcdef".into(),
            name: "Ann".into()
        }
    );
    assert_eq!(read.len(), 7);
}

#[test]
fn every_server_message_of_the_fixture_is_written_as_it_is() {
    for message in fixture()["server"].as_array().unwrap() {
        let read = ServerMessage::read(&message.to_string()).unwrap();
        let written: Value = serde_json::from_str(&read.to_text()).unwrap();
        assert_eq!(&written, message);
    }
}

#[test]
fn a_message_that_does_not_read_is_told_apart_from_one_the_server_does_not_know() {
    let cases = [
        (r#"{"type":"dance"}"#, "unknown_message"),
        (r#"{"type":"move","n":1}"#, "bad_message"),
        (r#"{"type":"move","n":1,"m":2,"token":"x"}"#, "bad_message"),
        (r#"{"type":"move","n":-1,"m":2}"#, "bad_message"),
        (r#"{"n":1}"#, "bad_message"),
        ("[1,2]", "bad_message"),
        ("not json", "bad_message"),
        ("", "bad_message"),
    ];
    for (text, error) in cases {
        let refusal = read_client(text).unwrap_err();
        assert_eq!(refusal.error, error, "{text}: {}", refusal.message);
        assert!(refusal.message.ends_with('.'), "{}", refusal.message);
    }
    let said = read_client(r#"{"type":"dance"}"#).unwrap_err().message;
    assert!(said.contains("dance"), "{said}");
}
