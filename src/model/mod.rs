//! The app's logic, pure and natively tested: no browser, no Leptos.

pub mod announce;
pub mod backup;
pub mod charts;
pub mod daily;
pub mod day;
pub mod gesture;
pub mod input;
pub mod intent;
pub mod launch;
pub mod numbers;
pub mod persistence;
pub mod replay;
pub mod saves;
pub mod selection;
pub mod session;
pub mod settings;
pub mod share;
pub mod sizes;
pub mod slide_saves;
pub mod slide_session;
pub mod stats;
pub mod stats_summary;
pub mod stroke;
pub mod timeline;
pub mod torus;

pub use intent::{Effect, Intent, Record};

/// An ExponenTorus game with its history.
pub type TorusHistory = rules::History<rules::exponentile::Game>;
pub use session::{Launch, Session};
