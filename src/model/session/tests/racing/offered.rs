//! Whether the site runs races, as the session learns it: the server asked only when the
//! form opens (never at a page's start), a site without races remembered, offline said;
//! New game's Race; Hint, Watch and Undo shown as off while the player races.

use super::*;

fn remembers(effects: &[Effect]) -> Option<bool> {
    effects.iter().find_map(|e| match e {
        Effect::Race(RaceEffect::RememberNoRaces(none)) => Some(*none),
        _ => None,
    })
}

fn static_page() -> Option<Answer> {
    Some(Answer {
        status: 404,
        json: false,
        body: "<html>".into(),
        retry_after: None,
    })
}

#[test]
fn the_server_is_asked_only_when_the_form_opens_and_a_site_without_races_is_remembered() {
    let mut session = on(ONE_MOVE);
    assert!(session.racing().offered(), "offered until asked");
    let effects = key(&mut session, Action::Race);
    assert!(effects.contains(&Effect::Race(RaceEffect::Probe)));
    assert!(session.racing().form_said().contains("Asking"));
    let effects = session.handle(race(RaceAsk::Probed(static_page())));
    assert_eq!(remembers(&effects), Some(true));
    assert!(!session.racing().offered());
    assert!(
        session.racing().form_said().contains("does not run races"),
        "{}",
        session.racing().form_said()
    );
    // The next page load: remembered, not offered; R still asks, and a server that now
    // runs races is offered again, and no longer remembered as running none.
    let mut next = on(ONE_MOVE);
    next.handle(race(RaceAsk::NoneRemembered));
    assert!(!next.racing().offered());
    let effects = key(&mut next, Action::Race);
    assert!(effects.contains(&Effect::Race(RaceEffect::Probe)));
    let effects = next.handle(race(RaceAsk::Probed(answer(
        200,
        json!({"max_players": 8}),
    ))));
    assert_eq!(remembers(&effects), Some(false));
    assert!(next.racing().offered());
    assert_eq!(next.racing().form_said(), "");
    // Asked once in a page, not again.
    key(&mut next, Action::Cancel);
    let effects = key(&mut next, Action::Race);
    assert!(!effects.contains(&Effect::Race(RaceEffect::Probe)));
}

#[test]
fn offline_the_form_says_a_race_needs_the_server_and_a_race_s_link_that_opens_undoes_the_memory() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Race);
    let effects = session.handle(race(RaceAsk::Probed(None)));
    assert_eq!(remembers(&effects), None, "no answer proves nothing");
    assert!(session.racing().offered());
    assert!(
        session.racing().form_said().contains("offline"),
        "{}",
        session.racing().form_said()
    );
    let mut linked = on(ONE_MOVE);
    linked.handle(race(RaceAsk::NoneRemembered));
    linked.handle(race(RaceAsk::Open(ID.into())));
    let effects = linked.handle(race(RaceAsk::Race(RaceIntent::Opened)));
    assert_eq!(remembers(&effects), Some(false));
    assert!(linked.racing().offered());
}

#[test]
fn new_game_s_race_opens_the_form_on_the_mode_and_side_picked() {
    let mut session = on(ONE_MOVE);
    session.handle(Intent::OpenNewGame);
    assert!(session.new_game_open());
    session.handle(race(RaceAsk::OpenForm(Some((Mode::Twenty48, 5)))));
    assert!(!session.new_game_open(), "New game's dialog put away");
    assert!(session.racing().form_open());
    assert_eq!(session.racing().form_kind(), Some((Mode::Twenty48, 5)));
    key(&mut session, Action::Cancel);
    key(&mut session, Action::Race);
    assert_eq!(
        session.racing().form_kind(),
        Some((Mode::Exponentorus, session.size())),
        "R: the game in play's"
    );
}

#[test]
fn in_a_race_undo_redo_hint_and_watch_show_as_off() {
    let mut session = on(ONE_MOVE);
    key(&mut session, DOWN);
    assert!(!session.helpers_off());
    let (mut session, _) = dealt();
    key(&mut session, Action::Step(Direction::Left));
    run_settled(&mut session);
    assert!(session.summary().moves > 0);
    assert!(session.helpers_off());
    assert!(!session.can_undo(), "Undo shows as off");
    session.handle(heard(room(
        "over",
        Some("11"),
        &session.history().packed_log().unwrap(),
    )));
    assert!(!session.helpers_off(), "over: the standings");
}
