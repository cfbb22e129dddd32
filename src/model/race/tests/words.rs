//! A race's words in the player's language: the server's refusals and closes worded by
//! their codes, and the server's own sentence kept for a code this build does not know (a
//! newer server's).

use serde_json::json;

use super::{heard, racing};
use crate::model::i18n::{Language, tr, use_built_in, use_file};
use crate::model::race::{Link, RaceIntent};

fn file(tag: &str) -> String {
    let path = format!("{}/locales/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("the language's file")
}

/// `said` without Fluent's isolation marks around what it put in.
fn bare(said: Option<&str>) -> Option<String> {
    said.map(|text| text.replace(['\u{2068}', '\u{2069}'], ""))
}

fn refused(error: &str, message: &str) -> serde_json::Value {
    json!({"type": "refused", "error": error, "message": message})
}

#[test]
fn a_refusal_is_worded_by_its_code_in_the_player_s_language() {
    use_built_in(Language::English);
    let mut race = racing();
    let sentence = "The race is over: move 9 came after the end and does not count.";
    heard(&mut race, refused("race_over", sentence), 3_000);
    assert_eq!(race.said(), Some(tr::race_refused_over().as_str()));
    use_file(Language::German, &file("de")).expect("German reads");
    let sentence = "The race has not begun: wait for the countdown.";
    heard(&mut race, refused("not_begun", sentence), 3_000);
    assert_eq!(
        race.said(),
        Some("Das Rennen hat nicht begonnen: Warte den Countdown ab.")
    );
    heard(&mut race, refused("race_full", "This race is full."), 3_000);
    assert_eq!(
        bare(race.said()).as_deref(),
        Some("Dieses Rennen ist voll: höchstens 8 Spieler. Du schaust zu.")
    );
    // A code the leaderboard shares: its wording.
    heard(
        &mut race,
        refused("bad_name", "Names are 1 to 24 characters."),
        3_000,
    );
    assert_eq!(race.said(), Some(tr::server_bad_name().as_str()));
    // A newer server's code: its own sentence.
    heard(&mut race, refused("newer_thing", "Something new."), 3_000);
    assert_eq!(race.said(), Some("Something new."));
    use_built_in(Language::English);
}

#[test]
fn a_close_is_worded_by_its_code_and_an_unknown_one_by_its_reason() {
    use_file(Language::Arabic, &file("ar")).expect("Arabic reads");
    let mut race = racing();
    race.handle(RaceIntent::Closed {
        code: 4001,
        reason: "You opened this race in another window.".into(),
    });
    assert_eq!(
        (race.link(), race.said()),
        (Link::Closed, Some("فتحت هذا السباق في نافذة أخرى."))
    );
    use_file(Language::German, &file("de")).expect("German reads");
    let mut race = racing();
    race.handle(RaceIntent::Closed {
        code: 1012,
        reason: "The server is restarting: join again in a moment.".into(),
    });
    assert_eq!(
        bare(race.said()).as_deref(),
        Some("Der Rennserver startet neu. Die Verbindung wird wiederhergestellt…")
    );
    let mut race = racing();
    race.handle(RaceIntent::Closed {
        code: 4999,
        reason: "Why.".into(),
    });
    assert_eq!(
        bare(race.said()).as_deref(),
        Some("Why. Die Verbindung wird wiederhergestellt…")
    );
    let mut race = racing();
    race.handle(RaceIntent::Closed {
        code: 1006,
        reason: String::new(),
    });
    assert_eq!(
        race.said(),
        Some("Die Verbindung zum Rennen ist abgerissen. Sie wird wiederhergestellt…")
    );
    use_built_in(Language::English);
}
