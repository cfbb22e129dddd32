//! The browser's `localStorage` as the saves' [`KeyValue`] store.
// Named apart from `leptos::prelude::LocalStorage`, an unrelated type.
use gloo_storage::{LocalStorage as BrowserStorage, Storage};
use wasm_bindgen::JsCast;

use crate::model::storage::{KeyValue, StoreError};

/// The browser's `localStorage`, or nothing where the browser blocks it.
///
/// `window.localStorage` can throw (storage disabled, opaque origins), and gloo's
/// storage helpers panic then, so the getter is tried once here, by hand, and gloo's
/// handle is taken only once the browser has shown it gives one.
pub struct WebStore {
    storage: Option<web_sys::Storage>,
}

impl WebStore {
    /// Opens the page's `localStorage`, if the browser allows it.
    pub fn open() -> Self {
        let allowed = web_sys::window()
            .and_then(|w| w.local_storage().ok())
            .flatten()
            .is_some();
        WebStore {
            storage: allowed.then(BrowserStorage::raw),
        }
    }

    fn storage(&self) -> Result<&web_sys::Storage, StoreError> {
        self.storage.as_ref().ok_or(StoreError::Blocked)
    }
}

fn classify(err: wasm_bindgen::JsValue) -> StoreError {
    match err.dyn_ref::<js_sys::Error>() {
        Some(e) if e.name() == "QuotaExceededError" => StoreError::Full,
        Some(e) if e.name() == "SecurityError" => StoreError::Blocked,
        Some(e) => StoreError::Failed(String::from(e.message())),
        None => StoreError::Failed(format!("{err:?}")),
    }
}

impl KeyValue for WebStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.storage()?.get_item(key).map_err(classify)
    }

    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.storage()?.set_item(key, value).map_err(classify)
    }
    fn remove(&self, key: &str) -> Result<(), StoreError> {
        self.storage()?.remove_item(key).map_err(classify)
    }
}
