//! Sharing a game: its text (the line and the replay link) and its picture, through the
//! system's share sheet where the browser has one, else the picture as a download and the
//! text on the clipboard; where the clipboard refuses, the caller shows the text for the
//! player to copy.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};

use super::{clipboard, files};

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

/// Shares `text` with `picture` (the game's PNG, where one could be drawn), and calls
/// `on_done` with where the text went; may call it twice when the clipboard refuses a
/// write it first took (`Copied`, then `Refused`).
///
/// The share sheet takes both where it takes files; a sheet that takes no files takes the
/// text alone, as before pictures; without a sheet, the picture is downloaded and the text
/// copied.
pub fn share(
    text: &str,
    picture: Option<web_sys::File>,
    on_done: impl Fn(Shared) + Clone + 'static,
) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        on_done(Shared::Refused);
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"text".into(), &text.into());
    let takes_picture = picture.as_ref().is_some_and(|file| {
        let files = js_sys::Array::of1(file);
        let with_files = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&with_files, &"files".into(), &files);
        let can = call(&navigator, "canShare", &with_files);
        if can.as_ref().and_then(JsValue::as_bool) == Some(true) {
            let _ = js_sys::Reflect::set(&data, &"files".into(), &files);
            true
        } else {
            false
        }
    });
    let has_sheet =
        js_sys::Reflect::get(&navigator, &"share".into()).is_ok_and(|f| f.is_function());
    if !has_sheet {
        save_and_copy(text, picture, on_done);
        return;
    }
    let promise =
        call(&navigator, "share", &data).and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else {
        save_and_copy(text, picture, on_done);
        return;
    };
    let (text, done) = (text.to_owned(), on_done.clone());
    let shared = Closure::once(move |_: JsValue| on_done(Shared::Sheet));
    // A sheet the player closed is an answer; one the browser refused is not (a sheet that
    // refused the picture gets the download instead).
    let failed = Closure::once(move |error: JsValue| {
        let name = js_sys::Reflect::get(&error, &"name".into()).ok();
        if name.and_then(|n| n.as_string()).as_deref() == Some("AbortError") {
            done(Shared::Sheet);
        } else {
            save_and_copy(&text, picture.filter(|_| takes_picture), done);
        }
    });
    let _ = promise.then2(&shared, &failed);
    shared.forget();
    failed.forget();
}

/// Calls `navigator[method](argument)`, if the browser has it.
fn call(navigator: &web_sys::Navigator, method: &str, argument: &JsValue) -> Option<JsValue> {
    js_sys::Reflect::get(navigator, &method.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call1(navigator, argument).ok())
}

/// The picture downloaded, and the text on the clipboard.
fn save_and_copy(
    text: &str,
    picture: Option<web_sys::File>,
    on_done: impl Fn(Shared) + Clone + 'static,
) {
    if let Some(file) = picture {
        files::save(&file.name(), &file);
    }
    let refused = on_done.clone();
    if clipboard::copy_text(text, move || refused(Shared::Refused)) {
        on_done(Shared::Copied);
    } else {
        on_done(Shared::Refused);
    }
}
