//! Which game is in play: new games, the daily game, offered games, and switches between
//! modes and between the free and the daily game, all in place; and the address that
//! names the game in play.

use rules::{AnyHistory, Mode};

use super::opening::daily_deal;
use super::{DailyPlay, Offer, Session, Switch};
use crate::model::address::{SeedParam, daily_query, game_query};
use crate::model::announce;
use crate::model::intent::Effect;
use crate::model::keys::unreadable_key;
use crate::model::play::{self, PlayContext};
use crate::model::saves::{Loaded, Record, Slot};
use crate::model::storage::StoreError;
use rules::day::Day;

use super::Dialog;

impl Session {
    /// The new-game dialog's Start: a new game of `mode` on side `size`. A daily page
    /// leaves for the free game; another mode's game under way is kept, the new one
    /// offered beside it.
    pub(super) fn start_new_in(&mut self, mode: Mode, size: usize) {
        self.put_away(Dialog::NewGame);
        let seed = self.next_seed();
        if self.daily.is_some() || mode != self.mode() {
            self.switch(mode, Slot::Free, Switch::Start(seed, size));
        } else {
            self.start_new_game(seed, size);
            self.effects.push(Effect::FocusBoard);
        }
    }

    /// The game-over box's button: the day's board again on a daily page (practice), else
    /// a new game of the same side.
    pub(super) fn play_again(&mut self) {
        // Asked for during the tutorial, the new game takes the player's side, not the
        // lesson board's (which no mode need offer: ExponenTile's is 5×5).
        self.leave_tutorial();
        match self.daily {
            Some(play) => self.start_daily(play.day),
            None => {
                let seed = self.next_seed();
                let size = self.size();
                self.start_new_game(seed, size);
            }
        }
        self.effects.push(Effect::FocusBoard);
    }

    /// Back to `mode`'s free game, or a new one there: the page reads its save first
    /// ([`Effect::Load`]).
    pub(super) fn switch_to(&mut self, mode: Mode, switch: Switch) {
        self.switch(mode, Slot::Free, switch);
    }

    fn switch(&mut self, mode: Mode, slot: Slot, switch: Switch) {
        self.leave_tutorial();
        self.settle();
        self.switching = Some((mode, slot, switch));
        self.effects.push(Effect::Load { mode, slot });
    }

    /// The page read the save a switch asked for: the switch is made.
    pub(super) fn loaded(
        &mut self,
        mode: Mode,
        slot: Slot,
        loaded: Result<Loaded, StoreError>,
        now_ms: u64,
    ) {
        let Some((_, _, switch)) = self.switching.take_if(|(m, s, _)| (*m, *s) == (mode, slot))
        else {
            return;
        };
        let saved = match loaded {
            Ok(Loaded::Game(history)) if history.mode() == mode => Some(history),
            Ok(Loaded::Game(_) | Loaded::Nothing) => None,
            Ok(Loaded::Unreadable { error, text }) => {
                let key = unreadable_key(mode, slot, now_ms);
                self.notify(announce::unreadable_save(&error, Some(&key)));
                self.effects
                    .push(Effect::Save(Record::KeptAside { key, text }));
                None
            }
            Err(why) => {
                if self.save_failure.as_ref() != Some(&why) {
                    self.notify(announce::saving_off(&why));
                    self.save_failure = Some(why);
                }
                None
            }
        };
        // A mode opened for the first time, with no game of its own yet, starts with its
        // tutorial, as a first visit to its link does (where storage is refused every switch
        // would be a first: not there).
        let first = mode != self.mode() && saved.is_none() && self.save_failure.is_none();
        self.slot = slot;
        self.daily = None;
        self.offer = None;
        self.url = SeedParam::Absent;
        let (history, fresh) = match (switch, saved) {
            (Switch::Start(seed, size), Some(saved)) if saved.summary().under_way() => {
                self.offer = Some(Offer::Game {
                    mode,
                    seed,
                    size,
                    asked: true,
                });
                (saved, false)
            }
            (Switch::Start(seed, size), _) => (play::deal(mode, seed, size), true),
            (Switch::Resume, Some(saved)) => (saved, false),
            (Switch::Resume, None) => {
                let seed = self.next_seed();
                (play::deal(mode, seed, mode.default_size()), true)
            }
        };
        self.put_in_play(history);
        if fresh {
            self.save_game();
        }
        self.effects.push(Effect::Save(Record::Mode(mode)));
        self.show_address();
        self.status = if fresh {
            let game = self.play.summary();
            crate::model::play::new_game_sentence(mode, game.seed, game.size)
        } else {
            self.opening_sentence()
        };
        self.effects.push(Effect::FocusBoard);
        if first {
            self.start_tutorial();
        }
    }

    /// "Play … instead": the offered game.
    pub(super) fn accept_offer(&mut self) {
        match self.offer.take() {
            Some(Offer::Daily(day)) => self.start_daily(day),
            Some(Offer::Game {
                mode, seed, size, ..
            }) => {
                if mode == self.mode() && self.daily.is_none() {
                    self.url = SeedParam::Valid(seed);
                    self.url_size = size;
                    self.start_new_game(seed, size);
                } else {
                    self.switch(mode, Slot::Free, Switch::Start(seed, size));
                }
            }
            None => {}
        }
    }

    /// Starts a new game of the mode in play from `seed` on side `size`, replacing the
    /// current one.
    pub(super) fn start_new_game(&mut self, seed: u64, size: usize) {
        self.leave_tutorial();
        self.settle();
        self.put_away(Dialog::NewGame);
        self.offer = None;
        let mode = self.mode();
        self.begin(play::deal(mode, seed, size));
        let game = self.play.summary();
        self.status = crate::model::play::new_game_sentence(mode, game.seed, game.size);
    }

    /// Starts `day`'s daily game afresh in the daily slot, replacing the daily game there;
    /// practice if the day has its result.
    pub(super) fn start_daily(&mut self, day: Day) {
        self.leave_tutorial();
        self.settle();
        self.put_away(Dialog::NewGame);
        self.offer = None;
        let mode = self.mode();
        let practice = self.daily_results.contains(&(mode, day));
        self.daily = Some(DailyPlay { day, practice });
        self.slot = Slot::Daily;
        self.begin(daily_deal(mode, day));
        self.status = announce::daily_started(day, practice);
    }

    /// Puts a new game in play and saves it; the address names it.
    fn begin(&mut self, history: AnyHistory) {
        self.put_in_play(history);
        self.save_game();
        self.show_address();
    }

    /// Shows `history` from rest, as a new, switched-to or adopted game.
    pub(super) fn put_in_play(&mut self, history: AnyHistory) {
        self.settle();
        self.play = play::open(history);
        let mut cx = PlayContext::new(self.speed());
        self.play.show(&mut cx);
        self.take(cx);
        self.raise_best();
        self.aim();
    }

    /// Makes the address name the game in play: a mode's free game by its seed (the main
    /// game's only while it is the link's, keeping the common address bare), a daily game
    /// by its day. A replay viewer's address stays the replay's.
    pub(super) fn show_address(&mut self) {
        if self.replay.is_some() {
            return;
        }
        if let Some(query) = self.race_query() {
            if query != self.shown_address {
                self.effects.push(Effect::ShowAddress(query.clone()));
                self.shown_address = query;
            }
            return;
        }
        let game = self.play.summary();
        let query = match (self.offer, self.daily, game.mode) {
            // A link's game offered beside the game kept stays named until it is answered:
            // a reload offers it again.
            (
                Some(Offer::Game {
                    mode,
                    seed,
                    size,
                    asked: false,
                }),
                None,
                _,
            ) => game_query(mode, seed, size),
            (_, Some(play), mode) => daily_query(mode, play.day),
            (_, None, Mode::MAIN) => {
                if self.url == SeedParam::Valid(game.seed) && self.url_size == game.size {
                    game_query(game.mode, game.seed, game.size)
                } else {
                    // Once the game in play is not the link's, the link is gone for good.
                    self.url = SeedParam::Absent;
                    String::new()
                }
            }
            (_, None, mode) => game_query(mode, game.seed, game.size),
        };
        if query != self.shown_address {
            self.effects.push(Effect::ShowAddress(query.clone()));
            self.shown_address = query;
        }
    }

    pub(super) fn next_seed(&mut self) -> u64 {
        super::draw_seed(&mut self.entropy)
    }
}
