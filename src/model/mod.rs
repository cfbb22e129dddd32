//! The app's logic, pure and natively tested: no browser, no Leptos.

pub mod gesture;
pub mod input;
pub mod launch;
pub mod saves;
pub mod selection;
pub mod settings;
pub mod timeline;
pub mod torus;
