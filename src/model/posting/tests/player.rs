//! The player's own asks: a rename, and Forget me.

use super::*;

#[test]
fn a_rename_is_kept_and_told_to_the_boards_once_the_player_has_posted() {
    let mut page = Page::opening(&Memory::default(), 0);
    page.intent(PostingIntent::Rename("Bo".into()));
    assert!(page.sent.is_empty());
    assert_eq!(
        page.posting.name_said(),
        "Saved: your games will be posted as “Bo”."
    );
    let mut known = Page::opening(&known_player(), 0);
    known.intent(PostingIntent::Rename("Di".into()));
    assert_eq!(known.posting.name_said(), "Saving…");
    assert_eq!(known.sent[0].method, "PUT");
    assert_eq!(known.sent[0].body.as_deref(), Some(r#"{"name":"Di"}"#));
    assert_eq!(known.posting.player().name.as_deref(), Some("Di"));
    known.answer(answer(200, r#"{"name":"Di","entries":2}"#), 0);
    assert_eq!(
        known.posting.name_said(),
        "Saved: the boards now show “Di”."
    );
    known.intent(PostingIntent::Rename("Ed".into()));
    known.answer(None, 0);
    assert_eq!(
        known.posting.name_said(),
        "Saved here: the boards get “Ed” with your next posted game."
    );
    known.posting.settings_opened();
    assert_eq!(known.posting.name_said(), "");
}

#[test]
fn forget_me_deletes_the_token_the_posts_waiting_and_the_record_of_posts() {
    let mut page = Page::opening(&Memory::default(), 0);
    page.intent(PostingIntent::Forget);
    assert!(page.sent.is_empty());
    assert_eq!(
        page.posting.forget_said(),
        "Nothing to forget: no game was posted from this browser."
    );

    let mut page = Page::opening(&known_player(), 0);
    page.post(None, 0);
    page.answer(stored(), 0);
    page.intent(PostingIntent::Forget);
    assert_eq!(page.posting.forget_said(), "Forgetting…");
    page.intent(PostingIntent::Answered {
        asked: Asked::Forget,
        answer: None,
        now_ms: 0,
        online: false,
    });
    assert_eq!(
        page.posting.forget_said(),
        "You are offline: nothing was forgotten. Try again once you are online."
    );
    assert!(page.kept(POSTED_KEY).is_some(), "nothing forgotten");

    page.intent(PostingIntent::Forget);
    page.answer(answer(200, r#"{"forgotten":3}"#), 0);
    assert_eq!(
        page.posting.forget_said(),
        "Forgotten: 3 games of yours were deleted from the leaderboards."
    );
    assert_eq!(page.posting.state_of(CODE), None, "offered again");
    assert_eq!(page.kept(POSTED_KEY), None);
    let player = Player::from_json(&page.kept(PLAYER_KEY).unwrap());
    assert_eq!((player.name.as_deref(), player.token), (Some("Cy"), None));
}
