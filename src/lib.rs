//! ExponenTorus: ExponenTile on a cylinder with torus navigation.
//!
//! Four layers, each in its own folder, and data flows one way through them:
//! a DOM event becomes an [`model::Intent`], the pure [`model::Session`] takes it and
//! returns the [`model::Effect`]s the page must carry out, and the view shows the
//! session's state.
//!
//! - the rules are the `rules` crate beside this one (`rules/`): pure and self-contained,
//!   owning their save formats, the same code in the browser and on the server. Their
//!   contract is `docs/RULES.md`.
//! - [`model`]: the app's logic, pure and natively tested: the session and its intents,
//!   keys, strokes, the torus view, animation timelines, start-up, settings, saves and
//!   every sentence the player reads or hears.
//! - `web`: browser adapters only (storage, listeners, service worker, URL); wasm32 only.
//! - `ui`: Leptos components only; wasm32 only.

pub mod model;

#[cfg(target_arch = "wasm32")]
mod ui;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use ui::Root;
#[cfg(target_arch = "wasm32")]
pub use web::language::then_mount as in_language;
