//! Browser adapters: they turn the browser's events into intents and carry out effects,
//! and hold no game logic.

pub mod address_bar;
pub mod audio;
pub mod board_listeners;
pub mod clipboard;
pub mod files;
pub mod intl;
pub mod keyboard;
pub mod language;
pub mod leaderboard;
pub mod local_storage;
pub mod next_task;
pub mod other_tabs;
pub mod page_swipes;
pub mod persistence;
pub mod picture;
pub mod race_socket;
pub mod reduced_motion;
pub mod service_worker;
pub mod share;
pub mod slide_pointer;
pub mod startup;
pub mod theme_color;
pub mod watch_taps;
