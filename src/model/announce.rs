//! Every sentence the player reads in the live region or a notice, or hears from a screen
//! reader: one place, so wording stays consistent and each sentence is tested. A refusal's
//! words are the sim's own ([`Refusal`]'s `Display`), and so is the game-over sentence.

use super::day::Day;
use super::stats::StatsError;
use rules::exponentile::{MoveReport, Refusal};
use rules::replay_code::ReplayCodeError;
use rules::{LoadError, Pos};

use super::saves::StoreError;

/// A board cell in words, 1-based as people count.
pub fn place(pos: Pos) -> String {
    format!("row {}, column {}", pos.y + 1, pos.x + 1)
}

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
    let mut text = format!("Merged into {biggest}, +{} points", report.points);
    match report.cascades() {
        0 => {}
        1 => text.push_str(", 1 cascade"),
        n => text.push_str(&format!(", {n} cascades")),
    }
    text.push_str(&format!(". Score {score}."));
    if game_over {
        text.push_str(&format!(" {} Final score {score}.", Refusal::GameOver));
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

/// "1 undo", "3 undos".
pub fn undo_count(undos: u32) -> String {
    if undos == 1 {
        "1 undo".to_owned()
    } else {
        format!("{undos} undos")
    }
}

/// What the game-over dialog says of a game with undos; nothing for a game played
/// straight.
pub fn undos_at_game_over(undos: u32) -> String {
    match undos {
        0 => String::new(),
        n => format!(
            "With {}: the best counts games played without undo.",
            undo_count(n)
        ),
    }
}

/// Undo asked for at the start of a game.
pub fn nothing_to_undo() -> String {
    "Nothing to undo.".to_owned()
}

/// Redo asked for with nothing taken back.
pub fn nothing_to_redo() -> String {
    "Nothing to redo.".to_owned()
}

/// A new game started.
pub fn new_game(seed: u64, size: usize) -> String {
    format!("New game, seed {seed}{}.", side_unless_default(size))
}

/// `" (7×7)"` for a board side other than the default, else nothing: most games are 9×9,
/// and their sentences stay as short as they were.
fn side_unless_default(size: usize) -> String {
    if size == rules::exponentile::Board::DEFAULT_SIZE {
        String::new()
    } else {
        format!(" ({size}×{size})")
    }
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

/// Saving failed: the game plays on without it.
pub fn saving_off(why: &StoreError) -> String {
    format!("Saving is off: {why}. The game plays on, but it will not be kept when you leave.")
}

/// The saved game could not be read; a new one started.
pub fn unreadable_save(error: &LoadError, backup_key: Option<&str>) -> String {
    let kept = match backup_key {
        Some(key) => format!("The old save is kept as “{key}”."),
        None => "The old save could not be kept.".to_owned(),
    };
    format!("{error} A new game has started. {kept}")
}

/// The link's seed is not a seed.
pub fn invalid_seed(text: &str) -> String {
    format!("“{text}” is not a seed (seeds are whole numbers), so the link's game could not start.")
}

/// The link's board size is not one the game offers.
pub fn invalid_size(text: &str) -> String {
    format!(
        "“{}” is not a board size (the boards are 5, 7, 9 or 11 tiles a side), so the game \
         is 9×9.",
        super::saves::shorten(text)
    )
}

/// A replay opened: whose game, how long, and the keys.
pub fn replay_opened(seed: u64, moves: usize) -> String {
    format!(
        "Replay of game {seed}: {}. Space plays or pauses, the arrows step, Home and End jump.",
        move_count(moves)
    )
}

/// A replay's move played: where the replay is, then what the move did.
pub fn replay_move(position: usize, moves: usize, merged: &str) -> String {
    format!("Move {position} of {moves}. {merged}")
}

/// A replay stepped back or jumped: where it is now.
pub fn replay_at(position: usize, moves: usize, score: u64) -> String {
    match position {
        0 => format!("The deal, before move 1 of {moves}."),
        p => format!("After move {p} of {moves}: score {score}."),
    }
}

/// A replay paused.
pub fn replay_paused(position: usize, moves: usize) -> String {
    format!("Paused after move {position} of {moves}.")
}

/// A replay played to its end.
pub fn replay_ended(moves: usize, score: u64) -> String {
    format!("End of the replay: {}, score {score}.", move_count(moves))
}

fn move_count(moves: usize) -> String {
    if moves == 1 {
        "1 move".to_owned()
    } else {
        format!("{moves} moves")
    }
}

/// A replay link that does not read: what is wrong, and that the player's game is here.
pub fn bad_replay(error: &ReplayCodeError) -> String {
    format!("This replay link does not work: {error}. Your own game is here, as you left it.")
}

/// Another tab played on: this one took its game.
pub fn adopted_from_other_tab() -> String {
    "The game was played on in another tab: this tab now shows its latest state.".to_owned()
}

/// The link names another game while one is under way, which was kept.
pub fn offer(seed: u64, size: usize) -> String {
    format!(
        "The link is for game {seed}{}, but you have a game under way, so it is kept. ",
        side_unless_default(size)
    )
}

/// The button that plays the link's game instead.
pub fn accept_offer(seed: u64, size: usize) -> String {
    format!("Play game {seed}{} instead", side_unless_default(size))
}

/// The statistics could not be read; they start again.
pub fn unreadable_stats(error: &StatsError, backup_key: Option<&str>) -> String {
    let kept = match backup_key {
        Some(key) => format!("The old statistics are kept as “{key}”."),
        None => "They could not be kept aside, so they are left as they were.".to_owned(),
    };
    format!("The statistics could not be read: {error}. They start again. {kept}")
}

/// The address asks for one day's daily game while another day's is under way, kept.
pub fn daily_offer(asked: Day, kept: Day) -> String {
    format!(
        "The link is for the daily game of {asked}, but your daily game of {kept} is under way, \
         so it is kept. "
    )
}

/// The button that plays the asked-for daily game instead.
pub fn accept_daily_offer(day: Day) -> String {
    format!("Play the daily game of {day} instead")
}

/// A daily game started: its day, and whether it counts.
pub fn daily_started(day: Day, practice: bool) -> String {
    if practice {
        format!("The daily game of {day} again, as practice: it does not count.")
    } else {
        format!("The daily game of {day}: the same board for everyone.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::TileId;
    use rules::exponentile::{Merge, Move, PassReport};

    fn report(values: &[u64]) -> MoveReport {
        let pass = |value: u64| PassReport {
            merges: vec![Merge {
                origin: Pos::new(0, 0),
                origin_id: TileId(0),
                value,
                merged: Vec::new(),
                points: value,
            }],
            falls: Vec::new(),
            spawns: Vec::new(),
        };
        MoveReport {
            swap: Move {
                a: Pos::new(0, 0),
                b: Pos::new(1, 0),
            },
            passes: values.iter().map(|&v| pass(v)).collect(),
            points: values.iter().sum(),
        }
    }

    #[test]
    fn places_count_from_one() {
        assert_eq!(place(Pos::new(0, 8)), "row 9, column 1");
    }

    #[test]
    fn a_merge_names_its_biggest_tile_points_cascades_and_score() {
        assert_eq!(
            merged(&report(&[8]), 108, false),
            "Merged into 8, +8 points. Score 108."
        );
        assert_eq!(
            merged(&report(&[8, 32]), 40, false),
            "Merged into 32, +40 points, 1 cascade. Score 40."
        );
        assert_eq!(
            merged(&report(&[8, 4, 16]), 28, false),
            "Merged into 16, +28 points, 2 cascades. Score 28."
        );
    }

    #[test]
    fn the_last_move_says_the_game_is_over_in_the_sims_words() {
        let text = merged(&report(&[8]), 500, true);
        assert!(
            text.ends_with("Game over: no swap makes a match. Final score 500."),
            "{text}"
        );
    }

    #[test]
    fn refusals_are_the_sims_words_and_game_over_says_what_to_do() {
        assert_eq!(refused(Refusal::NoMatch), Refusal::NoMatch.to_string());
        assert!(refused(Refusal::NoMatch).starts_with("No match"));
        assert_eq!(
            refused(Refusal::GameOver),
            "Game over: no swap makes a match. Press N for a new game."
        );
        assert_eq!(no_hint(), "Game over: no swap makes a match.");
        assert_eq!(
            hint((8, Pos::new(2, 2)), (2, Pos::new(2, 3)), 35.6),
            "Hint: swap the 8 at row 3, column 3 with the 2 at row 4, column 3: about 36 \
             points."
        );
    }

    #[test]
    fn a_cells_label_lists_its_marks() {
        assert_eq!(
            cell_label(64, Pos::new(4, 4), true, true, true),
            "64, row 5, column 5, cursor, picked up, hint"
        );
        assert_eq!(
            cell_label(2, Pos::new(0, 0), false, false, false),
            "2, row 1, column 1"
        );
    }

    #[test]
    fn notices_say_what_happened_and_what_was_kept() {
        assert_eq!(
            unreadable_save(&LoadError::BadValue, Some("k.1")),
            "The saved board holds a tile that is not a power of two. A new game has started. \
             The old save is kept as “k.1”."
        );
        assert!(unreadable_save(&LoadError::HasRun, None).ends_with("could not be kept."));
        assert!(saving_off(&StoreError::Full).contains("storage is full"));
        assert!(invalid_seed("abc").starts_with("“abc” is not a seed"));
        assert_eq!(
            invalid_size("8"),
            "“8” is not a board size (the boards are 5, 7, 9 or 11 tiles a side), so the game \
             is 9×9."
        );
        assert_eq!(new_game(42, 9), "New game, seed 42.");
        assert_eq!(new_game(42, 7), "New game, seed 42 (7×7).");
        assert_eq!(accept_offer(5, 11), "Play game 5 (11×11) instead");
    }
}
