//! The page's side of the session: the session in a signal, the tiles as shown, and the
//! carrying out of the effects it returns, for every mode. Components report intents
//! through [`Page::dispatch`] and read the session; nothing else writes either. The page
//! holds the one handle to storage: what a panel reads or replaces there (the statistics,
//! a backup) it asks of the page.

use std::sync::Arc;
use std::time::Duration;

use gloo_events::EventListener;
use leptos::prelude::*;

use crate::model::backup;
use crate::model::posting::{Kept, PostingIntent, Request};
use crate::model::stats::load_stats;
use crate::model::{Effect, Intent, Session, saves};
use crate::web::local_storage::WebStore;
use crate::web::next_task::run_next_task;
use crate::web::{address_bar, audio, leaderboard, race_socket, theme_color};

use super::modal;
use super::tile_store::TileStore;

/// The session, the tiles as shown, storage and the animation's timer. Cheap to copy:
/// every field is a handle.
#[derive(Clone, Copy)]
pub struct Page {
    /// The session: read it, never write it (only [`Page::dispatch`] does).
    pub session: RwSignal<Session>,
    /// The tiles as shown, one reactive cell per tile (ExponenTorus's board animates them
    /// one by one; 2048's board reads its play's own list).
    pub tiles: TileStore,
    store: StoredValue<WebStore, LocalStorage>,
    timer: StoredValue<Option<TimeoutHandle>>,
    /// The timer of the posts waiting to be sent again.
    post_timer: StoredValue<Option<TimeoutHandle>>,
}

impl Page {
    /// A page showing `session`, saving to the browser's storage, after carrying out the
    /// effects of opening it.
    pub fn new(session: Session, opening: Vec<Effect>) -> Self {
        let tiles = session.play().tiles_at_rest();
        let page = Page {
            tiles: TileStore::new(&tiles),
            session: RwSignal::new(session),
            store: StoredValue::new_local(WebStore::open()),
            timer: StoredValue::new(None),
            post_timer: StoredValue::new(None),
        };
        for effect in opening {
            page.apply(effect);
        }
        page
    }

    /// The page, from the context, for the components that post, rename, or read storage.
    pub fn get() -> Page {
        expect_context()
    }

    /// Hands the session what storage keeps of the posting, which sends the posts left
    /// waiting.
    pub fn open_posting(self) {
        let kept = self.store.with_value(Kept::read);
        self.post(PostingIntent::Opened {
            kept,
            now_ms: now_ms(),
        });
    }

    /// The window's events posting follows: the page back online (every post waiting
    /// sent), going (its posts on their way given back) and shown again.
    pub fn posting_listeners(self) -> Vec<EventListener> {
        let now = || js_sys::Date::now() as u64;
        let on = |event, intent: fn(u64) -> PostingIntent| {
            EventListener::new(&window(), event, move |_| self.post(intent(now())))
        };
        vec![
            on("online", |now_ms| PostingIntent::SendWaiting {
                all: true,
                now_ms,
            }),
            on("pagehide", |_| PostingIntent::Leaving),
            on("pageshow", |now_ms| PostingIntent::Shown { now_ms }),
        ]
    }

    /// Hands the session one intent of posting.
    pub fn post(self, intent: PostingIntent) {
        self.dispatch(Intent::Posting(intent));
    }

    /// Hands `intent` to the session and carries out what it returns.
    pub fn dispatch(self, intent: Intent) {
        // A slice of the solver's search that does not finish it changes nothing the page
        // shows (it answers only with another yield): the view is not told, so it does not
        // re-read the session dozens of times per move.
        let slice = matches!(intent, Intent::Think(_));
        let handled = if slice {
            self.session
                .try_update_untracked(|session| session.handle(intent))
        } else {
            self.session.try_update(|session| session.handle(intent))
        };
        let Some(effects) = handled else {
            return;
        };
        if slice && !matches!(effects.as_slice(), [Effect::Think(_)]) {
            self.session.notify();
        }
        for effect in effects {
            self.apply(effect);
        }
    }

    fn apply(self, effect: Effect) {
        match effect {
            Effect::Animate(changes) => self.tiles.apply(&changes),
            Effect::Play {
                tiles,
                merged,
                tracks,
            } => self.tiles.play(&tiles, &merged, tracks),
            Effect::Wait { millis, serial } => {
                self.stop_timer();
                let handle = set_timeout_with_handle(
                    move || self.dispatch(Intent::Tick(serial)),
                    Duration::from_millis(millis.into()),
                );
                self.timer.set_value(handle.ok());
            }
            Effect::Rest(tiles) => {
                self.stop_timer();
                self.tiles.rest(&tiles);
            }
            Effect::Save(record) => {
                if let Err(why) = self
                    .store
                    .with_value(|store| saves::write(store, &record, now_ms()))
                {
                    self.dispatch(Intent::SaveFailed(why));
                }
            }
            Effect::ReadStats => {
                let read = self.store.with_value(|store| load_stats(store, now_ms()));
                self.dispatch(Intent::StatsRead(read));
            }
            Effect::CollectBackup(fallback_seed) => {
                let backup = self
                    .store
                    .with_value(|store| backup::collect(store, fallback_seed));
                self.dispatch(Intent::BackupCollected(Arc::new(backup)));
            }
            Effect::ReplaceSaves(backup) => {
                let replaced = self
                    .store
                    .with_value(|store| backup::replace_all(store, &backup));
                self.dispatch(Intent::SavesReplaced(replaced));
            }
            Effect::Reload => drop(window().location().reload()),
            Effect::ReloadInChosenLanguage => address_bar::reload_without_language(),
            Effect::Load { mode, slot } => {
                let loaded = self
                    .store
                    .with_value(|store| saves::read_game(store, mode, slot));
                self.dispatch(Intent::Loaded {
                    mode,
                    slot,
                    loaded,
                    now_ms: now_ms(),
                });
            }
            Effect::ShowAddress(query) => address_bar::show_query(&query),
            Effect::FocusBoard => modal::focus_board(),
            Effect::GiveBackFocus => modal::give_back_focus(),
            Effect::ThemeColour(theme) => theme_color::follow(theme),
            // A zero timeout lets the browser draw and take input between slices.
            Effect::Think(serial) => {
                set_timeout(move || self.dispatch(Intent::Think(serial)), Duration::ZERO)
            }
            // Not a zero timeout: the analysis chains hundreds of short tasks, and a chain of
            // timers waits at least 4 ms each.
            Effect::Analyse(serial) => run_next_task(move || self.analyse(serial)),
            // Its own timeout, beside the animation's timer: a stale one finds its search
            // gone (the serial), and does nothing.
            Effect::ThinkLater { serial, millis } => set_timeout(
                move || self.dispatch(Intent::Think(serial)),
                Duration::from_millis(millis.into()),
            ),
            Effect::Sound { sound, volume } => audio::play(sound, volume),
            Effect::Vibrate(millis) => audio::buzz(millis),
            Effect::Send(request) => self.send(request),
            Effect::Race(effect) => {
                race_socket::carry_out(effect, move |ask| self.dispatch(Intent::Race(ask)))
            }
            Effect::WakePosts(millis) => {
                if let Some(handle) = self.post_timer.try_update_value(Option::take).flatten() {
                    handle.clear();
                }
                let wake = move || {
                    self.post(PostingIntent::SendWaiting {
                        all: false,
                        now_ms: now_ms(),
                    })
                };
                let handle = set_timeout_with_handle(wake, Duration::from_millis(millis));
                self.post_timer.set_value(handle.ok());
            }
        }
    }

    /// Sends `request` to the game's own server; its answer goes back to the session.
    fn send(self, request: Request) {
        let Request {
            method,
            path,
            token,
            body,
            asked,
        } = request;
        let done = move |answer| {
            self.post(PostingIntent::Answered {
                asked,
                answer,
                now_ms: now_ms(),
                online: leaderboard::online(),
            })
        };
        leaderboard::request(method, path.to_owned(), Some(token), body, Box::new(done));
    }

    /// Runs the analysis's slices with `serial` back to back for a few milliseconds (or
    /// [`SLICES_A_TASK`], should the clock stand still), then lets the browser draw and
    /// take input: slices a task rather than a task a slice, as each task costs a turn of
    /// the browser's event loop, and perhaps a frame drawn. The view is told only when
    /// the moves analysed changed, or the analysis asks for more than its next slice.
    fn analyse(self, serial: u32) {
        let started = js_sys::Date::now();
        let progress = || {
            self.session
                .with_untracked(|s| s.review().and_then(|review| review.progress()))
        };
        let before = progress();
        for slice in 1.. {
            let handled = self
                .session
                .try_update_untracked(|session| session.handle(Intent::Analyse(serial)));
            let Some(effects) = handled else {
                return;
            };
            let again = matches!(effects.as_slice(), [Effect::Analyse(next)] if *next == serial);
            let in_time = js_sys::Date::now() - started < ANALYSIS_TASK_MS;
            if again && in_time && slice < SLICES_A_TASK {
                continue;
            }
            if !again || progress() != before {
                self.session.notify();
            }
            for effect in effects {
                self.apply(effect);
            }
            return;
        }
    }

    fn stop_timer(self) {
        if let Some(handle) = self.timer.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    }
}

/// How long the analysis runs in one task before the browser may draw: well inside the
/// 50 ms a task may take before input waits, on a phone four times slower too.
const ANALYSIS_TASK_MS: f64 = 8.0;

/// The most slices of the analysis in one task, whatever the clock says.
const SLICES_A_TASK: u32 = 64;

/// The epoch milliseconds now (`Date.now()`, which a test's fake clock sets too).
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}
