//! The 2048 mode's page: its session in a signal, and the carrying out of the effects it
//! returns (timers, saves, the address, focus).

use std::time::Duration;

use leptos::prelude::*;

use crate::model::launch::slide_query;
use crate::model::saves::{self, KeyValue};
use crate::model::slide_saves;
use crate::model::slide_session::{SlideEffect, SlideIntent, SlideSession};
use crate::model::stats;
use crate::web::local_storage::WebStore;
use crate::web::mode_address::replace_query;
use crate::web::theme_color;

/// The 2048 session, storage and the animation's timer. Cheap to copy.
#[derive(Clone, Copy)]
pub struct SlidePage {
    /// The session: read it, never write it (only [`SlidePage::dispatch`] does).
    pub session: RwSignal<SlideSession>,
    store: StoredValue<WebStore, LocalStorage>,
    timer: StoredValue<Option<TimeoutHandle>>,
}

impl SlidePage {
    /// A page showing `session`, saving through `store`, after carrying out `opening`.
    pub fn new(session: SlideSession, opening: Vec<SlideEffect>, store: WebStore) -> Self {
        let page = SlidePage {
            session: RwSignal::new(session),
            store: StoredValue::new_local(store),
            timer: StoredValue::new(None),
        };
        for effect in opening {
            page.apply(effect);
        }
        page
    }

    /// Hands `intent` to the session and carries out what it returns.
    pub fn dispatch(self, intent: SlideIntent) {
        let Some(effects) = self.session.try_update(|s| s.handle(intent)) else {
            return;
        };
        for effect in effects {
            self.apply(effect);
        }
    }

    fn apply(self, effect: SlideEffect) {
        let written = match effect {
            SlideEffect::Wait { millis, serial } => {
                if let Some(handle) = self.timer.try_update_value(Option::take).flatten() {
                    handle.clear();
                }
                let handle = set_timeout_with_handle(
                    move || self.dispatch(SlideIntent::Tick(serial)),
                    Duration::from_millis(millis.into()),
                );
                self.timer.set_value(handle.ok());
                Ok(())
            }
            SlideEffect::SaveGame(json) => self
                .store
                .with_value(|store| store.set(slide_saves::GAME_KEY, &json)),
            SlideEffect::SaveBest { size, best } => self.store.with_value(|store| {
                store.set(
                    &format!("{}{size}", slide_saves::BEST_PREFIX),
                    &best.to_string(),
                )
            }),
            SlideEffect::SaveSettings(settings) => self
                .store
                .with_value(|store| saves::save_settings(store, &settings)),
            SlideEffect::ThemeColour(theme) => {
                theme_color::follow(theme);
                Ok(())
            }
            SlideEffect::ShowAddress { seed, size } => {
                replace_query(&slide_query(seed, size));
                Ok(())
            }
            SlideEffect::FocusBoard => {
                focus_board();
                Ok(())
            }
            SlideEffect::Record(game) => self.store.with_value(|store| {
                stats::record(store, game, js_sys::Date::now() as u64).map(drop)
            }),
        };
        if let Err(why) = written {
            self.dispatch(SlideIntent::SaveFailed(why.to_string()));
        }
    }
}

/// Gives the board the keyboard focus, so play goes on from the keyboard after a dialog.
fn focus_board() {
    use wasm_bindgen::JsCast;
    if let Some(board) = document()
        .query_selector("[data-testid=board]")
        .ok()
        .flatten()
        && let Ok(el) = board.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = el.focus();
    }
}
