//! The browser's storage manager: whether it keeps the game's storage, and asking it to.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};

use crate::model::persistence::Persistence;

/// Whether the game runs as an installed app (its own window, no browser tab).
pub fn installed() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(display-mode: standalone)").ok().flatten())
        .is_some_and(|query| query.matches())
}

/// Calls `answer` with whether the browser keeps the storage now.
pub fn check(answer: impl FnOnce(Persistence) + 'static) {
    call(web_sys::StorageManager::persisted, answer);
}

/// Asks the browser to keep the storage, and calls `answer` with its reply. Browsers decide
/// by themselves (Chromium from how the site is used, Safari once installed); Firefox asks
/// the player.
pub fn ask(answer: impl FnOnce(Persistence) + 'static) {
    call(web_sys::StorageManager::persist, answer);
}

/// Calls one of the storage manager's two methods, each a promise of a boolean.
fn call(
    method: fn(&web_sys::StorageManager) -> Result<js_sys::Promise, JsValue>,
    answer: impl FnOnce(Persistence) + 'static,
) {
    // `navigator.storage` is missing outside secure contexts and in old browsers.
    let manager = web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| js_sys::Reflect::get(&n, &"storage".into()).ok())
        .filter(|m| !m.is_undefined() && !m.is_null())
        .map(|m| m.unchecked_into::<web_sys::StorageManager>());
    let Some(promise) = manager.and_then(|m| method(&m).ok()) else {
        answer(Persistence::Unsupported);
        return;
    };
    // One closure for both outcomes: the promise holds it until it settles.
    let answer = std::rc::Rc::new(std::cell::Cell::new(Some(answer)));
    let refused = answer.clone();
    let done = Closure::once(move |value: JsValue| {
        if let Some(answer) = answer.take() {
            answer(if value.as_bool() == Some(true) {
                Persistence::Granted
            } else {
                Persistence::NotGranted
            });
        }
    });
    let failed = Closure::once(move |_: JsValue| {
        if let Some(answer) = refused.take() {
            answer(Persistence::Unsupported);
        }
    });
    let _ = promise.then2(&done, &failed);
    done.forget();
    failed.forget();
}
