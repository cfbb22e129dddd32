//! ExponenTile's parts of the page, in both its modes: the board (one component for the
//! cylinder and the flat board; the topology is all that differs) and each mode's how to
//! play.

use leptos::prelude::*;

use crate::model::i18n::tr;

mod board;
mod flat_rules;
mod plane;
mod tile_classes;
mod tile_player;
mod torus_rules;

pub use board::BoardView;
pub use flat_rules::ExponentileRules;
pub use torus_rules::TorusRules;

/// How a swap makes a match and what it merges into: the same in both modes.
fn swap_rules() -> impl IntoView {
    view! {
        <p>
            {tr::rules_swaps()}
        </p>
    }
}

/// The mouse, in either mode's list of keys.
fn mouse_line() -> impl IntoView {
    view! {
        <li>{tr::rules_mouse()}</li>
    }
}
