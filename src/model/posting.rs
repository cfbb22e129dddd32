//! Posting to the leaderboards, as the session runs it: the player, the posts waiting and
//! the games posted, and how each post of this visit stands. A post is sent at once, at
//! every page load, when the page comes back online and after the delay the posts waiting
//! set; its answer comes back as an intent, and what it settles is kept. What to post,
//! when to try again and what an answer means are `leaderboard`'s; this decides what
//! follows, and returns the effects the page carries out (send a request, keep a record,
//! wake later), so every step is tested natively. A post on its way is never sent again,
//! by this page or another (`Pending` marks it in storage).

use super::i18n::tr;
use std::collections::BTreeMap;

use super::intent::Effect;
use super::keys::{PENDING_KEY, PLAYER_KEY, POSTED_KEY};
use super::leaderboard::{
    self, Answer, Forgotten, Pending, Player, Posted, PostedGames, Reply, Waiting,
};
use super::saves::Record;

pub mod asks;

pub use asks::{Asked, Kept, PostingIntent, Request};

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

/// The player, the posts waiting, the games posted, and how each post of this visit
/// stands; with the last word on a rename and on Forget me, for Settings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Posting {
    player: Player,
    pending: Pending,
    posted: PostedGames,
    states: BTreeMap<String, PostState>,
    name_said: String,
    forget_said: String,
    /// The page is going: an `online` event as it closes sends nothing.
    leaving: bool,
}

impl Posting {
    /// The player.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// How many posts wait.
    pub fn waiting(&self) -> usize {
        self.pending.games.len()
    }

    /// How the post of `code` stands: on its way, then this visit's word, then the record
    /// of games posted (another tab's, or a visit's before), then waiting.
    pub fn state_of(&self, code: &str) -> Option<PostState> {
        let this_visit = self.states.get(code);
        if this_visit == Some(&PostState::Sending) {
            return this_visit.cloned();
        }
        let posted = self.posted.message_of(code);
        let waiting = self.pending.get(code).map(|waiting| match waiting.sent_ms {
            Some(_) => PostState::Sending,
            None => PostState::Pending,
        });
        posted
            .map(|message| PostState::Posted(message.to_owned()))
            .or_else(|| this_visit.cloned())
            .or(waiting)
    }

    /// What Settings says of the last rename, or nothing.
    pub fn name_said(&self) -> &str {
        &self.name_said
    }

    /// What Settings says of the last Forget me, or nothing.
    pub fn forget_said(&self) -> &str {
        &self.forget_said
    }

    /// Settings opened: its words of an earlier opening are gone.
    pub fn settings_opened(&mut self) {
        self.name_said.clear();
        self.forget_said.clear();
    }

    /// Another tab wrote `value` under `key` (`None`: removed it); whether it was one of
    /// the posting's keys, now followed here.
    pub fn storage_changed(&mut self, key: &str, value: Option<&str>) -> bool {
        let text = value.unwrap_or_default();
        match key {
            PLAYER_KEY => self.player = Player::from_json(text),
            PENDING_KEY => self.pending = Pending::from_json(text),
            POSTED_KEY => self.posted = PostedGames::from_json(text),
            _ => return false,
        }
        true
    }

    /// The player's token and name, for a race: `name` (when asked) becomes the player's,
    /// and a token is made from `random` if they have none, both kept; `None` without a
    /// name, or without a token and a way to make one.
    pub fn player_for_race(
        &mut self,
        name: Option<String>,
        random: Option<[u8; 16]>,
        fx: &mut Vec<Effect>,
    ) -> Option<(String, String)> {
        let named = name.is_some();
        if name.is_some() {
            self.player.name = name;
        }
        let made = self.player.token.is_none() && random.is_some();
        if let Some(random) = random.filter(|_| made) {
            self.player.token_or_make(random);
        }
        if named || made {
            self.keep_player(fx);
        }
        Some((self.player.token.clone()?, self.player.name.clone()?))
    }

    /// Takes one intent and returns what the page must do.
    pub fn handle(&mut self, intent: PostingIntent) -> Vec<Effect> {
        let mut effects = Vec::new();
        let fx = &mut effects;
        match intent {
            PostingIntent::Opened { kept, now_ms } => {
                let Kept {
                    player,
                    pending,
                    posted,
                } = kept;
                self.player = player;
                self.pending = pending;
                self.posted = posted;
                self.send_waiting(true, now_ms, fx);
            }
            PostingIntent::SendWaiting { all, now_ms } => self.send_waiting(all, now_ms, fx),
            PostingIntent::Post {
                code,
                name,
                random,
                now_ms,
            } => self.post(code, name, random, now_ms, fx),
            PostingIntent::Leaving => self.leaving(fx),
            PostingIntent::Shown { now_ms } => {
                self.leaving = false;
                self.send_waiting(true, now_ms, fx);
            }
            PostingIntent::Rename(name) => self.rename(name, fx),
            PostingIntent::Forget => self.forget(fx),
            PostingIntent::Answered {
                asked,
                answer,
                now_ms,
                online,
            } => {
                let answer = answer.as_ref();
                match asked {
                    Asked::Post(code) => self.post_answered(code, answer, now_ms, fx),
                    Asked::Rename(name) => self.renamed(&name, answer),
                    Asked::Forget => self.forgotten(answer, online, fx),
                }
            }
        }
        effects
    }

    fn post(
        &mut self,
        code: String,
        name: Option<String>,
        random: Option<[u8; 16]>,
        now_ms: u64,
        fx: &mut Vec<Effect>,
    ) {
        let named = name.is_some();
        if let Some(name) = name {
            self.player.name = Some(name);
        }
        let made = self.player.token.is_none();
        if made {
            let Some(random) = random else {
                if named {
                    self.keep_player(fx);
                }
                let why = tr::no_token_here();
                self.states.insert(code, PostState::Refused(why));
                return;
            };
            self.player.token_or_make(random);
        }
        if named || made {
            self.keep_player(fx);
        }
        self.pending.add(&code, now_ms);
        self.send(code, now_ms, fx);
        self.keep_pending(fx);
        self.wake(now_ms, fx);
    }

    fn send_waiting(&mut self, all: bool, now_ms: u64, fx: &mut Vec<Effect>) {
        if self.leaving {
            return;
        }
        let due = self.pending.due(now_ms, all);
        let sent = fx.len();
        for code in due {
            self.send(code, now_ms, fx);
        }
        if fx.len() > sent {
            self.keep_pending(fx);
        }
        self.wake(now_ms, fx);
    }

    /// Sends the post of `code`, unless it is on its way already (from this page, or from
    /// another that marked it so) or the player has no token or name yet.
    fn send(&mut self, code: String, now_ms: u64, fx: &mut Vec<Effect>) {
        let (Some(token), Some(name)) = (&self.player.token, &self.player.name) else {
            return;
        };
        let on_its_way = self.states.get(&code) == Some(&PostState::Sending)
            || self.pending.get(&code).is_some_and(|w| w.in_flight(now_ms));
        if on_its_way {
            return;
        }
        fx.push(Effect::Send(Request {
            method: "POST",
            path: leaderboard::POST_PATH,
            token: token.clone(),
            body: Some(leaderboard::post_body(&code, name)),
            asked: Asked::Post(code.clone()),
        }));
        self.pending.sent(&code, now_ms);
        self.states.insert(code, PostState::Sending);
    }

    fn post_answered(
        &mut self,
        code: String,
        answer: Option<&Answer>,
        now_ms: u64,
        fx: &mut Vec<Effect>,
    ) {
        let reply = Reply::<Posted>::of(answer);
        self.pending.answered(&code, &reply, now_ms);
        self.keep_pending(fx);
        let state = match reply {
            Reply::Done(posted) => {
                self.posted.record(&code, &posted.message);
                fx.push(Effect::Save(Record::Posted(self.posted.clone())));
                PostState::Posted(posted.message)
            }
            Reply::Refused(why) => PostState::Refused(why),
            Reply::Later(_) => PostState::Pending,
            Reply::NoServer => PostState::NoServer,
        };
        self.states.insert(code, state);
        self.wake(now_ms, fx);
    }

    /// Gives back the posts this page has on their way (their answer goes with the page);
    /// they stay on their way here, should the page stay after all.
    fn leaving(&mut self, fx: &mut Vec<Effect>) {
        self.leaving = true;
        let mut given_back = false;
        for waiting in &mut self.pending.games {
            if self.states.get(&waiting.code) == Some(&PostState::Sending) {
                given_back |= waiting.sent_ms.take().is_some();
            }
        }
        if given_back {
            self.keep_pending(fx);
        }
    }

    /// Names the player `name` and keeps it; when the player has posted before, the
    /// boards are told too (else the name goes with the first post).
    fn rename(&mut self, name: String, fx: &mut Vec<Effect>) {
        self.player.name = Some(name.clone());
        self.keep_player(fx);
        let Some(token) = self.player.token.clone() else {
            self.name_said = tr::name_saved_here(&name);
            return;
        };
        self.name_said = tr::name_saving();
        fx.push(Effect::Send(Request {
            method: "PUT",
            path: leaderboard::NAME_PATH,
            token,
            body: Some(leaderboard::name_body(&name)),
            asked: Asked::Rename(name),
        }));
    }

    fn renamed(&mut self, name: &str, answer: Option<&Answer>) {
        self.name_said = match Reply::<serde::de::IgnoredAny>::of(answer) {
            Reply::Done(_) => tr::name_saved(name),
            Reply::Refused(why) => why,
            Reply::Later(_) | Reply::NoServer => tr::name_saved_later(name),
        };
    }

    /// Asks the boards to forget the player: every entry of theirs deleted.
    fn forget(&mut self, fx: &mut Vec<Effect>) {
        let Some(token) = self.player.token.clone() else {
            self.forget_said = tr::forget_nothing();
            return;
        };
        self.forget_said = tr::forgetting();
        fx.push(Effect::Send(Request {
            method: "DELETE",
            path: leaderboard::FORGET_PATH,
            token,
            body: None,
            asked: Asked::Forget,
        }));
    }

    /// On success the token goes (a later post is a new player's), and with it the posts
    /// waiting and the record of games posted.
    fn forgotten(&mut self, answer: Option<&Answer>, online: bool, fx: &mut Vec<Effect>) {
        self.forget_said = match Reply::<Forgotten>::of(answer) {
            Reply::Done(Forgotten { forgotten }) => {
                self.player.forget();
                self.keep_player(fx);
                self.pending = Pending::default();
                self.keep_pending(fx);
                self.posted = PostedGames::default();
                fx.push(Effect::Save(Record::Posted(PostedGames::default())));
                self.states.clear();
                tr::forgotten(forgotten)
            }
            Reply::Refused(why) => tr::forget_refused(&why),
            Reply::Later(_) if !online => tr::forget_offline(),
            Reply::Later(_) => tr::forget_later(),
            Reply::NoServer => tr::forget_no_server(),
        };
    }

    /// A timer for the next post due while the page stays open: one waiting its delay, or
    /// one another page sent whose answer may be lost. Posts this page sends wait for
    /// their answer; with no token or name, nothing can be sent.
    fn wake(&self, now_ms: u64, fx: &mut Vec<Effect>) {
        if self.player.token.is_none() || self.player.name.is_none() {
            return;
        }
        let next = self
            .pending
            .games
            .iter()
            .filter(|waiting| self.states.get(&waiting.code) != Some(&PostState::Sending))
            .map(Waiting::due_at)
            .min();
        if let Some(due) = next {
            fx.push(Effect::WakePosts(due.saturating_sub(now_ms)));
        }
    }

    fn keep_player(&self, fx: &mut Vec<Effect>) {
        fx.push(Effect::Save(Record::Player(self.player.clone())));
    }

    fn keep_pending(&self, fx: &mut Vec<Effect>) {
        fx.push(Effect::Save(Record::Pending(self.pending.clone())));
    }
}

#[cfg(test)]
mod tests;
