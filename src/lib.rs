//! ExponenTorus: ExponenTile on a cylinder with torus navigation.
//!
//! [`sim`] holds the rules. The modules beside it are the browser game's pure parts,
//! compiled and tested natively: the keyboard and gesture adapters ([`input`],
//! [`gesture`]), the click-click rule ([`selection`]), the torus view's arithmetic
//! ([`torus`]), the animation timeline of a move ([`timeline`]), settings, the storage
//! adapter, the start-up decision ([`launch`]) and the JSON reader for the save and the
//! settings ([`json`]).
//! The Leptos components and browser listeners are compiled for `wasm32` only.

pub mod sim;

pub mod gesture;
pub mod input;
pub mod json;
pub mod launch;
pub mod selection;
pub mod settings;
pub mod storage;
pub mod timeline;
pub mod torus;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod board_view;
#[cfg(target_arch = "wasm32")]
mod controller;
#[cfg(target_arch = "wasm32")]
mod hud;
#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
mod tiles;
#[cfg(target_arch = "wasm32")]
mod update_prompt;
#[cfg(target_arch = "wasm32")]
pub use app::App;
