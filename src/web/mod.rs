//! Browser adapters: they turn the browser's events into intents and carry out effects,
//! and hold no game logic.

pub mod local_storage;
