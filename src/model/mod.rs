//! The app's logic, pure and natively tested: no browser, no Leptos.

pub mod address;
pub mod announce;
pub mod backup;
pub mod bests;
pub mod cells;
pub mod charts;
pub mod daily;
pub mod gesture;
pub mod happening;
pub mod i18n;
pub mod input;
pub mod intent;
pub mod keys;
pub mod launch;
pub mod leaderboard;
pub mod numbers;
pub mod persistence;
pub mod picture;
pub mod play;
pub mod posting;
pub mod race;
pub mod replay;
pub mod saves;
pub mod session;
pub mod settings;
pub mod share;
pub mod sound;
pub mod stats;
pub mod stats_summary;
pub mod storage;
pub mod stroke;
pub mod tile_motion;
pub mod tutorial;

pub use intent::{Effect, Intent};
pub use session::{Launch, Session};
