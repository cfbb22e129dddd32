//! One dialog at a time, and one rule for what may open over what.

use super::*;

/// The dialogs the session shows open, by name.
fn open_dialogs(session: &Session) -> Vec<&'static str> {
    [
        ("new game", session.new_game_open()),
        ("settings", session.settings_open()),
        ("stats", session.stats_open()),
        ("leaderboard", session.leaderboard_open()),
    ]
    .into_iter()
    .filter_map(|(name, open)| open.then_some(name))
    .collect()
}

/// Each dialog by name, the intent that opens it and the key that does, if any.
fn openers() -> [(&'static str, Intent, Option<Action>); 4] {
    [
        ("new game", Intent::OpenNewGame, None),
        ("settings", Intent::OpenSettings, None),
        ("stats", Intent::OpenStats, Some(Action::Stats)),
        (
            "leaderboard",
            Intent::OpenLeaderboard,
            Some(Action::Leaderboard),
        ),
    ]
}

#[test]
fn one_dialog_at_a_time_whichever_is_open_and_whichever_is_asked_for() {
    for (open, opening, _) in openers() {
        for (asked, intent, asked_key) in openers() {
            let mut session = instant(on(ONE_MOVE));
            session.handle(opening.clone());
            assert_eq!(open_dialogs(&session), [open]);
            session.handle(intent);
            // Its own key closes a dialog: that is the other test's.
            if let Some(action) = asked_key.filter(|_| asked != open) {
                key(&mut session, action);
            }
            assert_eq!(open_dialogs(&session), [open], "{asked} asked over {open}");
            key(&mut session, Action::Cancel);
            assert_eq!(
                open_dialogs(&session),
                [] as [&str; 0],
                "Escape closes {open}"
            );
        }
    }
}

#[test]
fn a_dialog_closes_by_its_own_close_only() {
    let closers = [
        Intent::CloseNewGame,
        Intent::CloseSettings,
        Intent::CloseStats,
        Intent::CloseLeaderboard,
    ];
    for ((open, opening, _), own) in openers().into_iter().zip(&closers) {
        for close in closers.iter().filter(|close| *close != own) {
            let mut session = instant(on(ONE_MOVE));
            session.handle(opening.clone());
            assert_eq!(session.handle(close.clone()), [], "{close:?} over {open}");
            assert_eq!(open_dialogs(&session), [open]);
        }
        let mut session = instant(on(ONE_MOVE));
        session.handle(opening.clone());
        assert_eq!(session.handle(own.clone()), [Effect::GiveBackFocus]);
        assert_eq!(open_dialogs(&session), [] as [&str; 0]);
    }
}
