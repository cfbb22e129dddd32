//! Another tab's game and best, read from storage events.

use super::*;

#[test]
fn another_tabs_newer_game_is_adopted_with_a_notice() {
    let mut session = on(ONE_MOVE);
    key(&mut session, Action::Pick);
    assert!(session.status().starts_with("Picked up"));
    let theirs = Game::new(77);
    let effects = session.handle(Intent::StorageChanged {
        key: GAME_KEY.into(),
        value: Some(theirs.to_json()),
    });
    assert_eq!(session.game(), &theirs);
    assert_eq!(session.selection(), None);
    assert_eq!(
        session.view(),
        View::new(9),
        "the view fits the adopted board"
    );
    assert!(!saves_game(&effects), "the other tab saved it already");
    assert!(only_rests(&effects));
    assert!(session.notices()[0].contains("another tab"));
    assert_eq!(
        session.status(),
        "",
        "what the live region said was of this tab's own game"
    );
}

#[test]
fn another_tabs_same_game_bad_text_or_removal_is_ignored() {
    let mut session = on(ONE_MOVE);
    let ours = session.game().to_json();
    for value in [Some(ours), Some("garbage".to_owned()), None] {
        let effects = session.handle(Intent::StorageChanged {
            key: GAME_KEY.into(),
            value,
        });
        assert_eq!(effects, []);
    }
    assert_eq!(session.notices(), [] as [String; 0]);
}

#[test]
fn another_tabs_best_is_taken_only_when_higher() {
    let mut session = on(ONE_MOVE);
    let best = |session: &mut Session, key: &str, text: &str| {
        session.handle(Intent::StorageChanged {
            key: key.into(),
            value: Some(text.into()),
        });
        session.best()
    };
    // The game in play is 5×5: its best is shown, 9×9's is kept apart.
    assert_eq!(
        best(&mut session, &best_key(Mode::Exponentorus, 5), "500"),
        500
    );
    assert_eq!(
        best(&mut session, &best_key(Mode::Exponentorus, 5), "20"),
        500
    );
    assert_eq!(
        best(&mut session, &best_key(Mode::Exponentorus, 5), "junk"),
        500
    );
    assert_eq!(best(&mut session, BEST_KEY, "900"), 500);
    assert_eq!(best(&mut session, "exponentorus.best.8", "999"), 500);
    assert_eq!(
        session.bests().of(Mode::Exponentorus).collect::<Vec<_>>(),
        [(5, 500), (7, 0), (9, 900), (11, 0)]
    );
}
