//! Leptos components: they read the session's state and report intents.

mod app;
mod board;
mod controller;
mod hud;
mod panels;
mod tile_store;
mod update_prompt;

pub use app::App;
