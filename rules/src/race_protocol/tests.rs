//! The wire, as the fixture that the app's and the server's tests read too has it: every
//! message reads and is written back as it is there.

use super::*;
use serde_json::Value;

fn fixture() -> Value {
    serde_json::from_str(include_str!(
        "../../../server/tests/fixtures/race-messages.json"
    ))
    .unwrap()
}

fn written(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

#[test]
fn every_client_message_of_the_fixture_reads_and_is_written_as_it_is() {
    let messages = fixture()["client"].as_array().unwrap().clone();
    for message in &messages {
        let read: ClientMessage = serde_json::from_value(message.clone()).unwrap();
        assert_eq!(&written(&read.to_text()), message);
    }
    assert_eq!(messages.len(), 7, "one of each");
}

#[test]
fn every_server_message_of_the_fixture_reads_and_is_written_as_it_is() {
    let messages = fixture()["server"].as_array().unwrap().clone();
    for message in &messages {
        let read = ServerMessage::read(&message.to_string()).unwrap();
        assert_eq!(&written(&read.to_text()), message);
    }
    assert!(matches!(
        ServerMessage::read(&messages[6].to_string()),
        Some(ServerMessage::Refused { log: None, .. })
    ));
}

#[test]
fn a_server_message_of_an_unknown_type_or_shape_is_none() {
    for text in [
        r#"{"type": "news"}"#,
        r#"{"type": "moved", "seat": "one"}"#,
        r#"{"seat": 1}"#,
        "not json",
        "",
    ] {
        assert_eq!(ServerMessage::read(text), None, "{text}");
    }
}
