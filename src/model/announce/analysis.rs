//! What the replay viewer says of its analysis: the analysis started, done or cancelled,
//! each move with its mark, the better move shown and played out. Shares are in
//! millionths ([`rules::analysis::WHOLE`]), said as percentages by the one formatter
//! ([`numbers::share`]).

use rules::analysis::{Mark, WHOLE};

use crate::model::i18n::tr;
use crate::model::numbers;

use super::all_of;

/// A share in millionths as a percentage: whole from 10% on, to a tenth below ("0.7%",
/// "23%"), in the language's digits.
pub fn percent(millionths: u32) -> String {
    numbers::share(u64::from(millionths), u64::from(WHOLE))
}

/// A mark as a heading word, capitalised.
pub fn mark_title(mark: Mark) -> String {
    tr::mark_title(mark.name())
}

/// A mark as a word in a sentence.
pub fn mark_name(mark: Mark) -> String {
    tr::mark_name(mark.name())
}

/// The analysis started, of a game of `moves` moves.
pub fn analysis_started(moves: usize) -> String {
    tr::analysis_started(moves)
}

/// The analysis cancelled.
pub fn analysis_cancelled() -> String {
    tr::analysis_cancelled()
}

/// How many moves had each mark, in [`Mark::ALL`]'s order, in words: "40 best, 1 good, 3
/// inaccuracies, no mistake, 2 blunders".
pub fn mark_counts(counts: &[usize; 5]) -> String {
    let [best, good, inaccuracies, mistakes, blunders] = *counts;
    tr::analysis_counts(best, good, inaccuracies, mistakes, blunders)
}

/// The analysis done: the game's accuracy and its marks.
pub fn analysis_done(accuracy: u32, counts: &[usize; 5]) -> String {
    tr::analysis_done(&percent(accuracy), &mark_counts(counts))
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
    match (mark, better) {
        (Mark::Best, _) => tr::reviewed_best(number, played),
        (_, Some(better)) => {
            tr::reviewed_move_better(number, played, &mark_name(mark), &percent(lost), better)
        }
        (_, None) => tr::reviewed_move(number, played, &mark_name(mark), &percent(lost)),
    }
}

/// The next move from where the replay stands, read with its mark ([`reviewed_move`]).
pub fn next_reviewed(reviewed: &str) -> String {
    tr::analysis_next(reviewed)
}

/// The better move played out from before move `number`, and what it did.
pub fn better_played(number: usize, merged: &str) -> String {
    tr::better_played(number, merged)
}

/// Back to the game from the better move played out, before move `number`.
pub fn back_to_game(number: usize) -> String {
    tr::back_to_the_game_before(number)
}

/// The better move shown on the board or taken off.
pub fn better_shown(shown: bool) -> String {
    if shown {
        tr::better_shows()
    } else {
        tr::better_hidden()
    }
}

/// Something of the analysis asked for before there is one.
pub fn analyse_first() -> String {
    tr::analyse_first()
}

/// The better move asked for where the move played was the best, or at the end.
pub fn no_better_move() -> String {
    tr::no_better_move()
}

/// The analysis's progress: `done` of `total` moves analysed.
pub fn analysis_progress(done: usize, total: usize) -> String {
    tr::analysis_progress(done, total)
}

/// The finished analysis's heading: the game's accuracy.
pub fn accuracy_heading(accuracy: u32) -> String {
    tr::accuracy_heading(&percent(accuracy))
}

/// One of the costliest moves, as its button reads: its number (from 1), its mark and the
/// share it gave up.
pub fn costly_move(number: usize, mark: Mark, lost: u32) -> String {
    tr::costly_move(number, &mark_name(mark), &percent(lost))
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
    let mut text = tr::chart_words(score, moves, &percent(accuracy), &mark_counts(counts));
    if !costliest.is_empty() {
        let costly: Vec<String> = costliest
            .iter()
            .map(|&(number, mark, lost)| {
                tr::costly_in_words(number, &mark_name(mark), &percent(lost))
            })
            .collect();
        text.push_str(&tr::chart_costliest(&all_of(&costly)));
    }
    text
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

    #[test]
    fn a_move_is_read_in_the_players_language() {
        use crate::model::i18n::{Language, use_built_in, use_file};
        let file = |tag: &str| {
            let path = format!("{}/locales/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(path).expect("the language's file")
        };
        let bare = |text: String| text.replace(['\u{2068}', '\u{2069}'], "");
        use_file(Language::German, &file("de")).expect("German reads");
        assert_eq!(
            bare(reviewed_move(12, "x", Mark::Mistake, 234_000, Some("y"))),
            "Zug 12, x: Fehler (23% abgegeben). Besser: y."
        );
        assert_eq!(
            bare(mark_counts(&[40, 1, 3, 0, 2])),
            "40 beste, 1 guter, 3 Ungenauigkeiten, 0 Fehler, 2 Patzer"
        );
        use_file(Language::Arabic, &file("ar")).expect("Arabic reads");
        assert_eq!(
            bare(analysis_started(2)),
            "جارٍ تحليل نقلتين من اللعبة مقارنةً بأفضل نقلات الحلّال. Esc يلغي؛ وتستمر إعادة \
             العرض في أثناء ذلك."
        );
        use_built_in(Language::English);
        assert_eq!(analysis_cancelled(), "Analysis cancelled.");
    }
}
