//! Sharing a text: the system's share sheet where the browser has one, else the clipboard;
//! where both fail, the caller shows the text for the player to copy.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};

use super::clipboard;

/// Where a shared text went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shared {
    /// To the share sheet (or the player closed it: nothing more to do).
    Sheet,
    /// To the clipboard.
    Copied,
    /// Nowhere: the page must show it.
    Refused,
}

/// Shares `text` and calls `on_done` with where it went; may call it twice when the
/// clipboard refuses a write it first took (`Copied`, then `Refused`).
pub fn share_text(text: &str, on_done: impl Fn(Shared) + Clone + 'static) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        on_done(Shared::Refused);
        return;
    };
    let share = js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(share) = share else {
        copy(text, on_done);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"text".into(), &text.into());
    let promise = share
        .call1(&navigator, &data)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        copy(text, on_done);
        return;
    };
    let (text, done) = (text.to_owned(), on_done.clone());
    let shared = Closure::once(move |_: JsValue| on_done(Shared::Sheet));
    // A sheet the player closed is an answer; one the browser refused is not.
    let failed = Closure::once(move |error: JsValue| {
        let name = js_sys::Reflect::get(&error, &"name".into()).ok();
        if name.and_then(|n| n.as_string()).as_deref() == Some("AbortError") {
            done(Shared::Sheet);
        } else {
            copy(&text, done);
        }
    });
    let _ = promise.then2(&shared, &failed);
    shared.forget();
    failed.forget();
}

fn copy(text: &str, on_done: impl Fn(Shared) + Clone + 'static) {
    let refused = on_done.clone();
    if clipboard::copy_text(text, move || refused(Shared::Refused)) {
        on_done(Shared::Copied);
    } else {
        on_done(Shared::Refused);
    }
}
