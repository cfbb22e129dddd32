//! The clipboard, where the browser offers one.

use wasm_bindgen::prelude::{Closure, JsValue};

/// Puts `text` on the clipboard; `on_refused` runs if the browser then refuses the write
/// (no permission). Returns `false`, without writing, where the page has no clipboard
/// (`navigator.clipboard` exists only in secure contexts).
pub fn copy_text(text: &str, on_refused: impl FnOnce() + 'static) -> bool {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return false;
    };
    let has_clipboard =
        js_sys::Reflect::get(&navigator, &"clipboard".into()).is_ok_and(|c| !c.is_undefined());
    if !has_clipboard {
        return false;
    }
    // Caught, so that a refused write is no unhandled rejection. The promise holds the
    // handler until it settles: one small closure per copy.
    let refused = Closure::once(move |_: JsValue| on_refused());
    let _ = navigator.clipboard().write_text(text).catch(&refused);
    refused.forget();
    true
}
