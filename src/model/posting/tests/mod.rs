use super::*;
use crate::model::leaderboard::IN_FLIGHT_MS;
use crate::model::saves;
use crate::model::storage::test_stores::Memory;

/// The player: a rename, and Forget me.
mod player;

const CODE: &str = "T1AAAA";
const TOKEN: &str = "000102030405060708090a0b0c0d0e0f";
const RANDOM: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const FIRST: &str = "Your game is on the board: 1st of 1.";

/// A page: it keeps what the posting asks to keep in its store, and holds the requests
/// it was asked to send, unanswered until a test answers them.
#[derive(Default)]
struct Page {
    posting: Posting,
    store: Memory,
    sent: Vec<Request>,
    wake: Option<u64>,
}

impl Page {
    /// A page that opens on what `store` keeps, at `now_ms`.
    fn opening(store: &Memory, now_ms: u64) -> Page {
        let mut page = Page::default();
        page.store.map.replace(store.map.borrow().clone());
        let kept = Kept::read(&page.store);
        page.intent(PostingIntent::Opened { kept, now_ms });
        page
    }

    fn intent(&mut self, intent: PostingIntent) {
        for effect in self.posting.handle(intent) {
            match effect {
                Effect::Save(record) => saves::write(&self.store, &record, 0).unwrap(),
                Effect::Send(request) => self.sent.push(request),
                Effect::WakePosts(millis) => self.wake = Some(millis),
                other => panic!("posting asked for {other:?}"),
            }
        }
    }

    fn post(&mut self, name: Option<&str>, now_ms: u64) {
        self.intent(PostingIntent::Post {
            code: CODE.into(),
            name: name.map(Into::into),
            random: Some(RANDOM),
            now_ms,
        });
    }

    /// Answers the oldest request held with `answer`, at `now_ms`.
    fn answer(&mut self, answer: Option<Answer>, now_ms: u64) {
        let request = self.sent.remove(0);
        self.intent(PostingIntent::Answered {
            asked: request.asked,
            answer,
            now_ms,
            online: true,
        });
    }

    fn kept(&self, key: &str) -> Option<String> {
        self.store.map.borrow().get(key).cloned()
    }

    fn pending(&self) -> Pending {
        Pending::from_json(&self.kept(PENDING_KEY).unwrap_or_default())
    }

    /// Another page's write of `key`, as the storage event brings it.
    fn hears(&mut self, other: &Page, key: &str) {
        let value = other.kept(key);
        self.store.map.borrow_mut().remove(key);
        if let Some(value) = &value {
            self.store
                .map
                .borrow_mut()
                .insert(key.into(), value.clone());
        }
        assert!(self.posting.storage_changed(key, value.as_deref()));
    }
}

fn answer(status: u16, body: &str) -> Option<Answer> {
    Some(Answer {
        status,
        json: true,
        body: body.to_owned(),
        retry_after: None,
    })
}

fn stored() -> Option<Answer> {
    answer(
        201,
        &format!(r#"{{"message":"{FIRST}","outcome":"stored"}}"#),
    )
}

/// A store where a player named Cy has posted before.
fn known_player() -> Memory {
    let store = Memory::default();
    let player = Player {
        name: Some("Cy".into()),
        token: Some(TOKEN.into()),
    };
    saves::write(&store, &Record::Player(player), 0).unwrap();
    store
}

#[test]
fn a_first_post_names_the_player_makes_the_token_and_reads_as_a_first_post() {
    let mut page = Page::opening(&Memory::default(), 0);
    assert!(page.sent.is_empty());
    page.post(Some("Ann"), 10);
    let player = Player::from_json(&page.kept(PLAYER_KEY).unwrap());
    assert_eq!(player.name.as_deref(), Some("Ann"));
    assert_eq!(player.token.as_deref(), Some(TOKEN));
    let [request] = page.sent.as_slice() else {
        panic!("one request: {:?}", page.sent);
    };
    assert_eq!((request.method, request.path), ("POST", "api/entries"));
    assert_eq!(request.token, TOKEN);
    assert_eq!(
        request.body.as_deref(),
        Some(r#"{"code":"T1AAAA","name":"Ann"}"#)
    );
    // On its way, and kept so until its answer comes.
    assert_eq!(page.posting.state_of(CODE), Some(PostState::Sending));
    assert_eq!(page.pending().get(CODE).unwrap().sent_ms, Some(10));

    page.answer(stored(), 20);
    assert_eq!(
        page.posting.state_of(CODE),
        Some(PostState::Posted(FIRST.into()))
    );
    assert_eq!(page.kept(PENDING_KEY), None, "nothing waits");
    let posted = PostedGames::from_json(&page.kept(POSTED_KEY).unwrap());
    assert_eq!(posted.message_of(CODE), Some(FIRST));
    // The next visit shows it posted, and sends nothing.
    let next = Page::opening(&page.store, 30);
    assert!(next.sent.is_empty());
    assert_eq!(
        next.posting.state_of(CODE),
        Some(PostState::Posted(FIRST.into()))
    );
}

#[test]
fn a_refusal_settles_the_post_in_the_words_of_its_code_and_records_nothing() {
    let mut page = Page::opening(&known_player(), 0);
    page.post(None, 0);
    page.answer(
        answer(
            409,
            r#"{"error":"taken","message":"Another player posted this game."}"#,
        ),
        5,
    );
    assert_eq!(
        page.posting.state_of(CODE),
        Some(PostState::Refused(
            "This game is on the board already, under another player's name.".into()
        ))
    );
    assert_eq!(page.kept(PENDING_KEY), None);
    assert_eq!(page.kept(POSTED_KEY), None);
    assert_eq!(page.wake, None, "nothing left to try");
}

#[test]
fn a_post_made_offline_waits_and_goes_at_the_next_visit() {
    let mut page = Page::opening(&known_player(), 0);
    page.post(None, 1_000);
    page.answer(None, 1_000);
    assert_eq!(page.posting.state_of(CODE), Some(PostState::Pending));
    let waiting = page.pending().games;
    assert_eq!(waiting.len(), 1);
    assert_eq!((waiting[0].tries, waiting[0].sent_ms), (1, None));
    // While the page stays open: again after the delay.
    assert_eq!(page.wake, Some(30_000));
    page.intent(PostingIntent::SendWaiting {
        all: false,
        now_ms: 2_000,
    });
    assert!(page.sent.is_empty(), "not before its delay");
    page.intent(PostingIntent::SendWaiting {
        all: false,
        now_ms: 31_000,
    });
    assert_eq!(page.sent.len(), 1);

    // The page closed before that answer; the next visit, before the delay, sends it.
    let mut offline = Page::opening(&known_player(), 0);
    offline.post(None, 1_000);
    offline.answer(None, 1_000);
    let mut next = Page::opening(&offline.store, 2_000);
    assert_eq!(next.sent.len(), 1);
    next.answer(stored(), 3_000);
    assert_eq!(
        next.posting.state_of(CODE),
        Some(PostState::Posted(FIRST.into()))
    );
    assert_eq!(next.kept(PENDING_KEY), None);
}

#[test]
fn a_post_on_its_way_is_not_sent_again_by_this_page_or_another() {
    let mut store = known_player();
    let mut offline = Page::opening(&store, 0);
    offline.post(None, 0);
    offline.answer(None, 0);
    store = offline.store;

    let mut first = Page::opening(&store, 1_000);
    assert_eq!(first.sent.len(), 1);
    // Back online, or the timer: the post on its way is not sent again.
    for all in [true, false] {
        first.intent(PostingIntent::SendWaiting {
            all,
            now_ms: 1_000 + IN_FLIGHT_MS * 2,
        });
    }
    assert_eq!(first.sent.len(), 1, "{:?}", first.sent);

    // A second tab, or the next visit, while it is on its way: it waits for that answer.
    let mut second = Page::opening(&first.store, 2_000);
    assert!(second.sent.is_empty(), "{:?}", second.sent);
    assert_eq!(second.posting.state_of(CODE), Some(PostState::Sending));
    second.intent(PostingIntent::SendWaiting {
        all: true,
        now_ms: 3_000,
    });
    assert!(second.sent.is_empty());

    // The first page's answer comes, and the second reads the same first post.
    first.answer(stored(), 4_000);
    second.hears(&first, PENDING_KEY);
    second.hears(&first, POSTED_KEY);
    assert_eq!(
        second.posting.state_of(CODE),
        Some(PostState::Posted(FIRST.into()))
    );
    assert_eq!(second.posting.waiting(), 0);
}

#[test]
fn a_post_whose_page_closed_on_its_way_is_sent_again_once_its_answer_is_taken_for_lost() {
    let mut gone = Page::opening(&known_player(), 0);
    gone.post(None, 1_000);
    let mut next = Page::opening(&gone.store, 2_000);
    assert!(next.sent.is_empty());
    assert_eq!(next.wake, Some(1_000 + IN_FLIGHT_MS - 2_000));
    next.intent(PostingIntent::SendWaiting {
        all: false,
        now_ms: 1_000 + IN_FLIGHT_MS,
    });
    assert_eq!(next.sent.len(), 1);
    // Its own request waits for its answer, however long: no timer runs for it.
    assert_eq!(next.posting.state_of(CODE), Some(PostState::Sending));
}

#[test]
fn a_server_in_trouble_or_none_at_all_keeps_the_post_waiting() {
    let mut page = Page::opening(&known_player(), 0);
    page.post(None, 0);
    let busy = Answer {
        retry_after: Some(120),
        ..answer(429, r#"{"error":"rate_limited","message":"Too many."}"#).unwrap()
    };
    page.answer(Some(busy), 0);
    assert_eq!(page.posting.state_of(CODE), Some(PostState::Pending));
    assert_eq!(page.wake, Some(120_000));
    page.intent(PostingIntent::SendWaiting {
        all: true,
        now_ms: 1,
    });
    let html = Answer {
        json: false,
        ..answer(200, "<!doctype html>").unwrap()
    };
    page.answer(Some(html), 1);
    assert_eq!(page.posting.state_of(CODE), Some(PostState::NoServer));
    assert_eq!(page.posting.waiting(), 1);
}

#[test]
fn without_a_random_generator_no_token_is_made_and_nothing_is_sent() {
    let mut page = Page::opening(&Memory::default(), 0);
    page.intent(PostingIntent::Post {
        code: CODE.into(),
        name: Some("Ann".into()),
        random: None,
        now_ms: 0,
    });
    assert!(page.sent.is_empty());
    assert_eq!(
        page.posting.state_of(CODE),
        Some(PostState::Refused(
            "This browser cannot make a player's token.".into()
        ))
    );
    assert_eq!(page.kept(PENDING_KEY), None);
    let player = Player::from_json(&page.kept(PLAYER_KEY).unwrap());
    assert_eq!(player.name.as_deref(), Some("Ann"), "the name is kept");
}

#[test]
fn a_page_that_goes_with_a_post_on_its_way_gives_it_back_to_the_next() {
    let mut gone = Page::opening(&known_player(), 0);
    gone.post(None, 1_000);
    gone.intent(PostingIntent::Leaving);
    assert_eq!(gone.pending().get(CODE).unwrap().sent_ms, None);
    // An online event as it closes sends nothing; shown again, it sends what waits
    // but what it has on its way.
    gone.intent(PostingIntent::SendWaiting {
        all: true,
        now_ms: 2_000,
    });
    assert_eq!(gone.sent.len(), 1);
    let mut back = Page::opening(&known_player(), 0);
    back.post(None, 0);
    back.answer(None, 0);
    back.intent(PostingIntent::Leaving);
    back.intent(PostingIntent::SendWaiting {
        all: true,
        now_ms: 1,
    });
    assert!(back.sent.is_empty());
    back.intent(PostingIntent::Shown { now_ms: 2 });
    assert_eq!(back.sent.len(), 1);
    let mut next = Page::opening(&gone.store, 2_000);
    assert_eq!(next.sent.len(), 1, "sent at once, not after the wait");
    next.answer(stored(), 3_000);
    assert_eq!(
        next.posting.state_of(CODE),
        Some(PostState::Posted(FIRST.into()))
    );
    // A page with nothing on its way writes nothing as it goes.
    let mut idle = Page::opening(&known_player(), 0);
    let effects = idle.posting.handle(PostingIntent::Leaving);
    assert!(effects.is_empty());
}
