//! Posting finished games to the leaderboards: [`Poster`] keeps the player and the posts
//! waiting, sends them (at once, at every page load, when the page comes back online, and
//! after the delay the model sets), and says how each went; the game-over box's part is
//! `post_box.rs`. What to post, when to try again and what an answer means are the
//! model's (`model::leaderboard`); this carries them out.

use std::collections::BTreeMap;
use std::time::Duration;

use leptos::prelude::*;

use crate::model::leaderboard::{
    self, Answer, Forgotten, PENDING_KEY, PLAYER_KEY, POSTED_KEY, Pending, Player, Posted,
    PostedGames, Reply,
};
use crate::model::storage::KeyValue;
use crate::web::leaderboard::{online, random_bytes, request};
use crate::web::local_storage::WebStore;

/// How one game's post stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostState {
    /// On its way.
    Sending,
    /// Waiting in storage: offline, or the server could not take it yet.
    Pending,
    /// On the board: the server's sentence, with the rank.
    Posted(String),
    /// Refused for good, in the server's words.
    Refused(String),
    /// What answered is no leaderboard server; the post waits all the same.
    NoServer,
}

/// The player, the posts waiting and how each post went. Cheap to copy; one per page,
/// in the context.
#[derive(Clone, Copy)]
pub struct Poster {
    /// The player (name and token), as kept.
    pub player: RwSignal<Player>,
    /// The posts waiting, as kept.
    pub pending: RwSignal<Pending>,
    /// How each game posted during this visit stands, by replay code.
    pub states: RwSignal<BTreeMap<String, PostState>>,
    /// The games posted before, from this browser, as kept: a reload shows them posted.
    pub posted: RwSignal<PostedGames>,
    timer: StoredValue<Option<TimeoutHandle>>,
}

impl Poster {
    /// Makes the page's poster, puts it in the context, and sends the posts left waiting
    /// (now, and whenever the page comes back online).
    pub fn provide() -> Poster {
        let store = WebStore::open();
        let read = |key| store.get(key).ok().flatten().unwrap_or_default();
        let poster = Poster {
            player: RwSignal::new(Player::from_json(&read(PLAYER_KEY))),
            pending: RwSignal::new(Pending::from_json(&read(PENDING_KEY))),
            states: RwSignal::new(BTreeMap::new()),
            posted: RwSignal::new(PostedGames::from_json(&read(POSTED_KEY))),
            timer: StoredValue::new(None),
        };
        provide_context(poster);
        if let Some(listener) = crate::web::leaderboard::on_online(move || poster.flush(true)) {
            let listener = StoredValue::new_local(Some(listener));
            on_cleanup(move || listener.set_value(None));
        }
        poster.flush(true);
        poster
    }

    /// The page's poster.
    pub fn get() -> Poster {
        expect_context()
    }

    /// Names the player `name` and keeps it; when the player has posted before, the
    /// boards are told too (else the name goes with the first post). What happened, in a
    /// sentence.
    pub fn rename(self, name: String, told: impl Fn(String) + 'static) {
        self.player
            .update(|player| player.name = Some(name.clone()));
        self.keep_player();
        let Some(token) = self.player.with_untracked(|p| p.token.clone()) else {
            told(format!("Saved: your games will be posted as “{name}”."));
            return;
        };
        let body = leaderboard::name_body(&name);
        let done = move |answer: Option<Answer>| {
            told(match Reply::<serde::de::IgnoredAny>::of(answer.as_ref()) {
                Reply::Done(_) => format!("Saved: the boards now show “{name}”."),
                Reply::Refused(why) => why,
                Reply::Later(_) | Reply::NoServer => {
                    format!("Saved here: the boards get “{name}” with your next posted game.")
                }
            });
        };
        let path = leaderboard::NAME_PATH.to_owned();
        request("PUT", path, Some(token), Some(body), Box::new(done));
    }

    /// Asks the boards to forget the player: every entry of theirs deleted. On success the
    /// token goes (a later post is a new player's), and with it the posts waiting and the
    /// record of games posted. What happened, in a sentence.
    pub fn forget(self, told: impl Fn(String) + 'static) {
        let Some(token) = self.player.with_untracked(|p| p.token.clone()) else {
            told("Nothing to forget: no game was posted from this browser.".into());
            return;
        };
        let done = move |answer: Option<Answer>| {
            told(match Reply::<Forgotten>::of(answer.as_ref()) {
                Reply::Done(Forgotten { forgotten }) => {
                    self.player.update(Player::forget);
                    self.keep_player();
                    self.pending.set(Pending::default());
                    self.keep_pending();
                    self.posted.set(PostedGames::default());
                    let _ = WebStore::open().remove(POSTED_KEY);
                    self.states.set(BTreeMap::new());
                    match forgotten {
                        1 => "Forgotten: your game was deleted from the leaderboards.".into(),
                        n => format!(
                            "Forgotten: {n} games of yours were deleted from the leaderboards."
                        ),
                    }
                }
                Reply::Refused(why) => format!("Nothing was forgotten: {why}"),
                Reply::Later(_) if !online() => {
                    "You are offline: nothing was forgotten. Try again once you are online.".into()
                }
                Reply::Later(_) => {
                    "The server could not do it now: nothing was forgotten. Try again later.".into()
                }
                Reply::NoServer => {
                    "No leaderboard server answers on this site: nothing was forgotten.".into()
                }
            });
        };
        let path = leaderboard::FORGET_PATH.to_owned();
        request("DELETE", path, Some(token), None, Box::new(done));
    }

    /// Posts the game of `code` (its name and token made first if need be); it waits in
    /// storage until an answer settles it.
    pub fn post(self, code: String) {
        if self.player.with_untracked(|p| p.token.is_none()) {
            let Some(random) = random_bytes() else {
                self.set(
                    &code,
                    PostState::Refused("This browser cannot make a player's token.".into()),
                );
                return;
            };
            self.player.update(|player| {
                player.token_or_make(random);
            });
            self.keep_player();
        }
        let now = now_ms();
        self.pending.update(|pending| pending.add(&code, now));
        self.keep_pending();
        self.send(code);
    }

    /// Sends the posts waiting: every one (`all`: a page load, back online), or those due.
    pub fn flush(self, all: bool) {
        let due = self.pending.with_untracked(|p| p.due(now_ms(), all));
        for code in due {
            self.send(code);
        }
    }

    fn send(self, code: String) {
        let Some((token, name)) = self
            .player
            .with_untracked(|p| Some((p.token.clone()?, p.name.clone()?)))
        else {
            return;
        };
        if self
            .states
            .with_untracked(|s| s.get(&code) == Some(&PostState::Sending))
        {
            return;
        }
        self.set(&code, PostState::Sending);
        let body = leaderboard::post_body(&code, &name);
        let done = move |answer: Option<Answer>| {
            let reply = Reply::<Posted>::of(answer.as_ref());
            // Another tab may have changed the list meanwhile: answer on what is kept.
            let mut pending = Pending::from_json(
                &WebStore::open()
                    .get(PENDING_KEY)
                    .ok()
                    .flatten()
                    .unwrap_or_default(),
            );
            pending.answered(&code, &reply, now_ms());
            self.pending.set(pending);
            self.keep_pending();
            if let Reply::Done(posted) = &reply {
                self.posted
                    .update(|games| games.record(&code, &posted.message));
                let json = self.posted.with_untracked(PostedGames::to_json);
                let _ = WebStore::open().set(POSTED_KEY, &json);
            }
            self.set(
                &code,
                match reply {
                    Reply::Done(posted) => PostState::Posted(posted.message),
                    Reply::Refused(why) => PostState::Refused(why),
                    Reply::Later(_) => PostState::Pending,
                    Reply::NoServer => PostState::NoServer,
                },
            );
            self.wake_later();
        };
        let path = leaderboard::POST_PATH.to_owned();
        request("POST", path, Some(token), Some(body), Box::new(done));
    }

    /// Sets a timer for the next post due, while the page stays open.
    fn wake_later(self) {
        if let Some(handle) = self.timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        let Some(due) = self.pending.with_untracked(Pending::next_due) else {
            return;
        };
        let wait = Duration::from_millis(due.saturating_sub(now_ms()));
        let handle = set_timeout_with_handle(move || self.flush(false), wait);
        self.timer.set_value(handle.ok());
    }

    fn set(self, code: &str, state: PostState) {
        self.states.update(|states| {
            states.insert(code.to_owned(), state);
        });
    }

    pub(super) fn keep_player(self) {
        let json = self.player.with_untracked(Player::to_json);
        let _ = WebStore::open().set(PLAYER_KEY, &json);
    }

    fn keep_pending(self) {
        let store = WebStore::open();
        let _ = match self.pending.with_untracked(|p| p.games.is_empty()) {
            true => store.remove(PENDING_KEY),
            false => store.set(PENDING_KEY, &self.pending.with_untracked(Pending::to_json)),
        };
    }
}

fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}
