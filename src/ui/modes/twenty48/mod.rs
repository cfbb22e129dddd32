//! 2048's parts of the page: its board and its how to play.

mod board;
mod rules;

pub use board::Twenty48Board;
pub use rules::Twenty48Rules;
