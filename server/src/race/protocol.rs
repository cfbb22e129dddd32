//! A client's message as the server reads it, and its refusals. The messages themselves,
//! the app's and the server's alike, are the rules crate's `rules::race_protocol`
//! (docs/server.md, "Races", has every shape); `server/tests/fixtures/race-messages.json`
//! holds an example of each, read by the tests of the rules, the app and the server.

use rules::race_protocol::{ClientMessage, ServerMessage};

/// The longest message a client may send, in bytes: a join with a 24-character name is
/// under 200.
pub const MAX_MESSAGE_BYTES: usize = 1_024;

/// Why a message is not one: `unknown_message` for a `type` the server does not know,
/// `bad_message` for anything else.
pub fn read_client(text: &str) -> Result<ClientMessage, Refusal> {
    serde_json::from_str(text).map_err(|err| {
        let said = rules::json_in_words(&err);
        if said.starts_with("unknown variant") {
            Refusal::new("unknown_message", format!("No such message: {said}."))
        } else {
            Refusal::new("bad_message", format!("The message does not read: {said}."))
        }
    })
}

/// A refusal, before it is a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// A short name for programs.
    pub error: &'static str,
    /// A sentence for the player.
    pub message: String,
}

impl Refusal {
    /// A refusal named `error`, saying `message`.
    pub fn new(error: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            error,
            message: message.into(),
        }
    }

    /// As a message, with the player's log for a refused move.
    pub fn to_message(&self, log: Option<Vec<u64>>) -> ServerMessage {
        ServerMessage::Refused {
            error: self.error.to_owned(),
            message: self.message.clone(),
            log,
        }
    }
}

#[cfg(test)]
mod tests;
