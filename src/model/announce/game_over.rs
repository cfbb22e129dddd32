//! The game-over box's own words, beside the result: where the box covers the board, the
//! button that sets it aside to show the final board, and the bar that brings it back.

/// Sets the game-over box aside to show the final board.
pub const LOOK_AT_BOARD: &str = "Look at the board";

/// Its hover: Escape does it too.
pub const LOOK_AT_BOARD_HINT: &str = "Look at the board (Esc)";

/// Brings the game-over box back over the final board.
pub const BACK_TO_RESULT: &str = "Back to the result";

/// Its hover: Escape does it too.
pub const BACK_TO_RESULT_HINT: &str = "Back to the result (Esc)";
