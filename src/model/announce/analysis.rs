//! What the replay viewer says of its analysis: the analysis started, done or cancelled,
//! each move with its mark, the better move shown and played out. Shares are in
//! millionths ([`rules::analysis::WHOLE`]), said as percentages.

use rules::analysis::{Mark, WHOLE};

use crate::model::numbers::grouped;

/// A share in millionths as a percentage: whole from 10% on, to a tenth below ("0.7%",
/// "23%"). Worked out in whole numbers: printing a float would cost the wasm the float
/// formatter.
pub fn percent(millionths: u32) -> String {
    let (share, whole) = (u64::from(millionths), u64::from(WHOLE));
    let tenths = (share * 1000 + whole / 2) / whole;
    if tenths >= 100 {
        format!("{}%", (share * 100 + whole / 2) / whole)
    } else {
        format!("{}.{}%", tenths / 10, tenths % 10)
    }
}

/// A mark as a heading word, capitalised.
pub fn mark_title(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "Best",
        Mark::Good => "Good",
        Mark::Inaccuracy => "Inaccuracy",
        Mark::Mistake => "Mistake",
        Mark::Blunder => "Blunder",
    }
}

/// The analysis started, of a game of `moves` moves.
pub fn analysis_started(moves: usize) -> String {
    format!(
        "Analysing the game's {moves} moves against the solver's best. Escape cancels; the \
         replay plays on meanwhile."
    )
}

/// The analysis cancelled.
pub fn analysis_cancelled() -> String {
    "Analysis cancelled.".to_owned()
}

/// How many moves had each mark, in [`Mark::ALL`]'s order, in words: "40 best, 1 good, 3
/// inaccuracies, no mistake, 2 blunders".
pub fn mark_counts(counts: &[usize; 5]) -> String {
    Mark::ALL
        .iter()
        .zip(counts)
        .map(|(mark, &n)| match (mark, n) {
            (Mark::Best | Mark::Good, n) => format!("{n} {}", mark.name()),
            (Mark::Inaccuracy, 1) => "1 inaccuracy".to_owned(),
            (Mark::Inaccuracy, n) => format!("{n} inaccuracies"),
            (_, 0) => format!("no {}", mark.name()),
            (_, 1) => format!("1 {}", mark.name()),
            (_, n) => format!("{n} {}s", mark.name()),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The analysis done: the game's accuracy and its marks.
pub fn analysis_done(accuracy: u32, counts: &[usize; 5]) -> String {
    format!(
        "Analysed: accuracy {}; {}. B shows the better move, P plays it out.",
        percent(accuracy),
        mark_counts(counts)
    )
}

/// One move reviewed: its number (from 1), what was played, its mark and the share it gave
/// up, and the better move where it was not the best.
pub fn reviewed_move(
    number: usize,
    played: &str,
    mark: Mark,
    lost: u32,
    better: Option<&str>,
) -> String {
    let mut text = format!("Move {number}, {played}: {}", mark.name());
    if mark != Mark::Best {
        text.push_str(&format!(" ({} given up)", percent(lost)));
    }
    text.push('.');
    if let Some(better) = better {
        text.push_str(&format!(" Better: {better}."));
    }
    text
}

/// The better move played out from before move `number`, and what it did.
pub fn better_played(number: usize, merged: &str) -> String {
    format!(
        "The better move than move {number}, played out: {merged} Escape or P goes back to the \
         game."
    )
}

/// Back to the game from the better move played out, before move `number`.
pub fn back_to_game(number: usize) -> String {
    format!("Back to the game, before move {number}.")
}

/// The better move shown on the board or taken off.
pub fn better_shown(shown: bool) -> String {
    if shown {
        "The better move shows on the board where the move played was not the best.".to_owned()
    } else {
        "The better move no longer shows.".to_owned()
    }
}

/// Something of the analysis asked for before there is one.
pub fn analyse_first() -> String {
    "Analyse the game first: A, or the Analyse button.".to_owned()
}

/// The better move asked for where the move played was the best, or at the end.
pub fn no_better_move() -> String {
    "The move played here was the solver's own: there is no better move.".to_owned()
}

/// The analysis's progress: `done` of `total` moves analysed.
pub fn analysis_progress(done: usize, total: usize) -> String {
    format!("Analysing… {done} of {total} moves")
}

/// The finished analysis's heading: the game's accuracy.
pub fn accuracy_heading(accuracy: u32) -> String {
    format!("Accuracy {}", percent(accuracy))
}

/// One of the costliest moves, as its button reads: its number (from 1), its mark and the
/// share it gave up.
pub fn costly_move(number: usize, mark: Mark, lost: u32) -> String {
    format!("Move {number}: {}, {} given up", mark.name(), percent(lost))
}

/// The chart in words: the score it rises to over `moves` moves, the accuracy, the marks,
/// and the costliest moves as (number from 1, mark, share given up).
pub fn chart_words(
    score: u64,
    moves: usize,
    accuracy: u32,
    counts: &[usize; 5],
    costliest: &[(usize, Mark, u32)],
) -> String {
    let mut text = format!(
        "The score rises to {} over {moves} moves. Accuracy {}: {}.",
        grouped(score),
        percent(accuracy),
        mark_counts(counts)
    );
    if !costliest.is_empty() {
        let costly: Vec<String> = costliest
            .iter()
            .map(|&(number, mark, lost)| {
                format!(
                    "move {number} ({}, {} given up)",
                    mark.name(),
                    percent(lost)
                )
            })
            .collect();
        text.push_str(&format!(" The costliest: {}.", costly.join(", ")));
    }
    text
}

/// The words of the analysis panel's controls: each one's label and its tooltip (which
/// names its key).
pub mod labels {
    /// The panel, to a screen reader.
    pub const PANEL: &str = "Analysis";
    /// The button that starts the analysis.
    pub const ANALYSE: &str = "Analyse";
    /// See [`ANALYSE`].
    pub const ANALYSE_TITLE: &str = "Each move against the solver's best (A)";
    /// The button that stops it.
    pub const CANCEL: &str = "Cancel";
    /// See [`CANCEL`].
    pub const CANCEL_TITLE: &str = "Cancel (Esc)";
    /// The list of the costliest moves, to a screen reader.
    pub const COSTLIEST: &str = "The costliest moves";
    /// The better move shown on the board, or not.
    pub const BETTER: &str = "Better move";
    /// See [`BETTER`].
    pub const BETTER_TITLE: &str = "Show the better move on the board (B)";
    /// The better move played out.
    pub const PLAY_OUT: &str = "Play it out";
    /// Back from the better move played out.
    pub const BACK: &str = "Back to the game";
    /// See [`PLAY_OUT`] and [`BACK`].
    pub const PLAY_TITLE: &str = "Play the better move, or go back (P)";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_are_whole_percentages_from_ten_and_tenths_below() {
        assert_eq!(percent(0), "0.0%");
        assert_eq!(percent(7_000), "0.7%");
        assert_eq!(percent(99_400), "9.9%");
        assert_eq!(percent(99_960), "10%");
        assert_eq!(percent(234_567), "23%");
        assert_eq!(percent(WHOLE), "100%");
    }

    #[test]
    fn marks_are_counted_in_words() {
        assert_eq!(
            mark_counts(&[40, 1, 3, 0, 2]),
            "40 best, 1 good, 3 inaccuracies, no mistake, 2 blunders"
        );
        assert_eq!(
            mark_counts(&[0, 0, 1, 1, 1]),
            "0 best, 0 good, 1 inaccuracy, 1 mistake, 1 blunder"
        );
    }

    #[test]
    fn a_move_is_read_with_its_mark() {
        assert_eq!(
            reviewed_move(12, "slide left", Mark::Mistake, 234_000, Some("slide down")),
            "Move 12, slide left: mistake (23% given up). Better: slide down."
        );
        assert_eq!(
            reviewed_move(3, "slide up", Mark::Best, 0, None),
            "Move 3, slide up: best."
        );
    }
}
