//! ExponenTorus's sentences: swaps, merges, the hint and Watch, the board's cells.

use rules::Pos;
use rules::exponentile::{MoveReport, Refusal};

use super::{grouped, place, undo_count};

/// The first visit's greeting, beside the how-to-play panel that opens by itself.
pub fn welcome() -> String {
    "Welcome! Swap two neighbouring tiles to line up three equal ones; how to play is in \
     the panel."
        .to_owned()
}

/// A tile picked up with Space or Enter.
pub fn picked_up(value: u64, pos: Pos) -> String {
    format!(
        "Picked up the {value} at {}. Press an arrow to swap it, Escape to put it down.",
        place(pos)
    )
}

/// The picked-up tile put down again.
pub fn put_down() -> String {
    "Put down.".to_owned()
}

/// The game is over, said when the player tries to act on it.
pub fn game_over() -> String {
    format!("{} Press N for a new game.", Refusal::GameOver)
}

/// A swap the rules refused.
pub fn refused(refusal: Refusal) -> String {
    match refusal {
        Refusal::GameOver => game_over(),
        other => other.to_string(),
    }
}

/// A swap towards the board's top or bottom edge, where rows do not wrap.
pub fn across_the_edge() -> String {
    "Can't swap across the board's top and bottom edge: only the sides wrap.".to_owned()
}

/// An accepted move: what it merged into, the points, the cascades, the score, and the end
/// of the game if it ended it.
pub fn merged(report: &MoveReport, score: u64, game_over: bool) -> String {
    let biggest = report
        .passes
        .iter()
        .flat_map(|p| p.merges.iter().map(|m| m.value))
        .max()
        .unwrap_or(0);
    let mut text = format!("Merged into {biggest}, +{} points", grouped(report.points));
    match report.cascades() {
        0 => {}
        1 => text.push_str(", 1 cascade"),
        n => text.push_str(&format!(", {n} cascades")),
    }
    text.push_str(&format!(". Score {}.", grouped(score)));
    if game_over {
        text.push_str(&format!(
            " {} Final score {}.",
            Refusal::GameOver,
            grouped(score)
        ));
    }
    text
}

/// The hinted move, and why: the points the solver expects it to score, cascades
/// included (short: the status line has two lines on a small phone).
pub fn hint(a: (u64, Pos), b: (u64, Pos), expected_points: f64) -> String {
    format!(
        "Hint: swap the {} at {} with the {} at {}: about {} points.",
        a.0,
        place(a.1),
        b.0,
        place(b.1),
        expected_points.round() as u64
    )
}

/// Watch has started.
pub fn watching() -> String {
    "The solver is playing. Press any key or tap to take the game back; its moves do not \
     count for your best."
        .to_owned()
}

/// Watch has stopped: the player has the game.
pub fn watch_stopped() -> String {
    "Your move: the game is yours again.".to_owned()
}

/// A hint asked for when there is no move.
pub fn no_hint() -> String {
    Refusal::GameOver.to_string()
}

/// A move taken back: the swap's two tiles, as they are again, and the undos so far.
pub fn undone(a: (u64, Pos), b: (u64, Pos), undos: u32) -> String {
    format!(
        "Undone: the swap of the {} at {} with the {} at {}. {} this game.",
        a.0,
        place(a.1),
        b.0,
        place(b.1),
        undo_count(undos)
    )
}

/// A board cell's label in the ARIA grid: its value and place, and its marks.
pub fn cell_label(value: u64, pos: Pos, cursor: bool, picked_up: bool, hint: bool) -> String {
    let mut text = format!("{value}, {}", place(pos));
    if cursor {
        text.push_str(", cursor");
    }
    if picked_up {
        text.push_str(", picked up");
    }
    if hint {
        text.push_str(", hint");
    }
    text
}

/// The board's own label.
pub fn board_label(size: usize) -> String {
    format!("Board, {size} by {size}. The cursor is the centre cell.")
}
