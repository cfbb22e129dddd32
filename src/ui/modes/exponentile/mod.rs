//! ExponenTile's parts of the page, in both its modes: the board (one component for the
//! cylinder and the flat board; the topology is all that differs) and each mode's how to
//! play.

mod board;
mod flat_rules;
mod plane;
mod torus_rules;

pub use board::BoardView;
pub use flat_rules::ExponentileRules;
pub use torus_rules::TorusRules;
