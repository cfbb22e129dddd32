//! Files: saving text or a picture as a download, and reading the file a file input was
//! given.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};

/// Offers `text` as a download named `name`. Returns `false` where the browser refused.
pub fn download(name: &str, text: &str) -> bool {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    match web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) {
        Ok(blob) => save(name, &blob),
        Err(_) => false,
    }
}

/// Offers `blob` (a file, a picture) as a download named `name`. Returns `false` where the
/// browser refused.
pub fn save(name: &str, blob: &web_sys::Blob) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return false;
    };
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    else {
        return false;
    };
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has its own copy once it starts: the URL can go after this task.
    leptos::prelude::set_timeout(
        move || drop(web_sys::Url::revoke_object_url(&url)),
        std::time::Duration::ZERO,
    );
    true
}

/// Reads the first file `input` holds as text, unless it is larger than `max_bytes`, and
/// calls `done` with the text, or with the file's size when it is too large, or with
/// `Err(None)` when there is no file or it could not be read.
pub fn read_chosen(
    input: &web_sys::HtmlInputElement,
    max_bytes: usize,
    done: impl FnOnce(Result<String, Option<usize>>) + 'static,
) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        done(Err(None));
        return;
    };
    let size = file.size() as usize;
    if size > max_bytes {
        done(Err(Some(size)));
        return;
    }
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let failed_done = done.clone();
    let read = Closure::once(move |text: JsValue| {
        if let Some(done) = done.take() {
            done(text.as_string().ok_or(None));
        }
    });
    let failed = Closure::once(move |_: JsValue| {
        if let Some(done) = failed_done.take() {
            done(Err(None));
        }
    });
    let _ = file.text().then2(&read, &failed);
    read.forget();
    failed.forget();
}

/// Today's date as `YYYY-MM-DD`, in the player's time zone, for a file name.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}
