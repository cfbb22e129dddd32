//! The tutorial across a reload: each step kept, the tutorial going on at it, and a step
//! that does not read ignored.

use super::*;

/// A reload during the tutorial at `query`, finding `stored` under the tutorial's key.
fn reload_in_tutorial(query: &str, stored: &str) -> (Session, Vec<Effect>) {
    let mut launch = launch_at(query, Ok(Loaded::Nothing));
    launch.settings = Settings {
        muted: true,
        ..Settings::default()
    };
    launch.tutorial = Some(stored.to_owned());
    Session::open(launch)
}

#[test]
fn each_step_is_kept_and_a_reload_goes_on_at_it() {
    let (mut session, opening) = first_visit("");
    assert!(opening.contains(&Effect::Save(Record::Tutorial(Some((
        Mode::Exponentorus,
        1
    ))))));
    session.handle(Intent::SetSpeed(Speed::Instant));
    let effects = do_step(&mut session);
    assert!(effects.contains(&Effect::Save(Record::Tutorial(Some((
        Mode::Exponentorus,
        2
    ))))));
    do_step(&mut session);
    let third = session.history();

    let (session, _) = reload_in_tutorial("", r#"{"mode":"exponentorus","step":3}"#);
    let tutorial = session.tutorial().expect("the tutorial goes on");
    assert_eq!(tutorial.number(), 3);
    assert_eq!(session.history(), third, "on step 3's own board");
    assert!(
        session.status().starts_with("Step 3 of 5: "),
        "{}",
        session.status()
    );

    // On a returning player's page too (a tutorial started from how to play).
    let mut launch = launch_at("", Ok(Loaded::Nothing));
    launch.tutorial = Some(r#"{"mode":"exponentorus","step":5}"#.to_owned());
    let (session, _) = Session::open(launch);
    assert_eq!(session.tutorial().map(Tutorial::number), Some(5));
}

#[test]
fn a_stored_step_that_does_not_read_is_ignored() {
    for stored in [
        "",
        "3",
        "{",
        r#"{"mode":"exponentorus","step":0}"#,
        r#"{"mode":"exponentorus","step":7}"#,
        r#"{"mode":"exponentorus","step":-2}"#,
        r#"{"mode":"exponentorus","step":"2"}"#,
        r#"{"mode":"tetris","step":2}"#,
        r#"{"mode":"2048","step":2}"#,
    ] {
        let (session, effects) = reload_in_tutorial("", stored);
        assert_eq!(
            session.tutorial().map(Tutorial::number),
            Some(1),
            "a first visit's tutorial from its first step: {stored}"
        );
        assert!(
            effects.contains(&Effect::Save(Record::Tutorial(None))),
            "{stored}"
        );
    }
}

#[test]
fn leaving_the_tutorial_forgets_its_step() {
    let (mut session, _) = first_visit("");
    let effects = session.handle(Intent::LeaveTutorial);
    assert!(effects.contains(&Effect::Save(Record::Tutorial(None))));
}
