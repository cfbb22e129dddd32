//! Posting to the leaderboards through the session: its intents reach the posting in
//! play and in a replay viewer alike, another tab's records are followed, and a write that
//! fails is told like any other.

use super::*;
use crate::model::keys::{PENDING_KEY, PLAYER_KEY};
use crate::model::leaderboard::{Pending, Player};
use crate::model::posting::{Kept, PostState, PostingIntent};
use crate::model::saves;
use crate::model::storage::test_stores::Memory;

const CODE: &str = "T1AAAA";

fn post() -> Intent {
    Intent::Posting(PostingIntent::Post {
        code: CODE.into(),
        name: Some("Ann".into()),
        random: Some([7; 16]),
        now_ms: 5,
    })
}

/// Carries out `effects` on `store` as the page does, telling `session` of every write
/// that fails.
fn carry_out(session: &mut Session, store: &Memory, effects: Vec<Effect>) {
    for effect in effects {
        if let Effect::Save(record) = effect
            && let Err(why) = saves::write(store, &record, 0)
        {
            session.handle(Intent::SaveFailed(why));
        }
    }
}

#[test]
fn a_post_is_sent_and_kept_and_a_failed_write_is_told() {
    let mut session = on(ONE_MOVE);
    let effects = session.handle(post());
    assert!(effects.iter().any(|e| matches!(e, Effect::Send(_))));
    assert_eq!(session.posting().state_of(CODE), Some(PostState::Sending));
    let full = Memory {
        full: true,
        ..Memory::default()
    };
    carry_out(&mut session, &full, effects);
    assert_eq!(
        session.notices(),
        [crate::model::announce::saving_off(&StoreError::Full)]
    );
}

#[test]
fn the_replay_viewer_posts_the_waiting_games_and_tells_a_failed_write_too() {
    let whole = rules::History::new(Game::new(42));
    let (mut session, _) =
        Session::open_replay(whole.into(), settings_seen(), (false, false), None);
    let store = Memory::default();
    let player = Player {
        name: Some("Cy".into()),
        token: Some("000102030405060708090a0b0c0d0e0f".into()),
    };
    saves::write(&store, &Record::Player(player), 0).unwrap();
    let mut pending = Pending::default();
    pending.add(CODE, 0);
    saves::write(&store, &Record::Pending(pending), 0).unwrap();
    let effects = session.handle(Intent::Posting(PostingIntent::Opened {
        kept: Kept::read(&store),
        now_ms: 10,
    }));
    assert!(effects.iter().any(|e| matches!(e, Effect::Send(_))));
    carry_out(
        &mut session,
        &Memory {
            full: true,
            ..Memory::default()
        },
        effects,
    );
    assert_eq!(session.notices().len(), 1);
}

#[test]
fn another_tabs_player_and_posts_are_followed() {
    let mut session = on(ONE_MOVE);
    let player = r#"{"name":"Di","token":"000102030405060708090a0b0c0d0e0f"}"#;
    let effects = session.handle(Intent::StorageChanged {
        key: PLAYER_KEY.into(),
        value: Some(player.into()),
    });
    assert!(effects.is_empty());
    assert_eq!(session.posting().player().name.as_deref(), Some("Di"));
    let mut pending = Pending::default();
    pending.add(CODE, 0);
    session.handle(Intent::StorageChanged {
        key: PENDING_KEY.into(),
        value: Some(pending.to_json()),
    });
    assert_eq!(session.posting().waiting(), 1);
    assert_eq!(session.posting().state_of(CODE), Some(PostState::Pending));
    assert!(session.notices().is_empty(), "nothing to tell of it");
}
