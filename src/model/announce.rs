//! Every sentence the player reads in the live region or a notice, or hears from a screen
//! reader: one place, so wording stays consistent and each sentence is tested. A refusal's
//! words are the rules' own (their `Display`), and so is the game-over sentence. The
//! sentences of one mode's play are in that mode's file; those of every mode are here.

use rules::replay_code::ReplayCodeError;
use rules::{LoadError, Mode, Pos};

use super::numbers::grouped;
use super::stats::StatsError;
use super::storage::StoreError;
use rules::day::Day;
use rules::quoting::shorten;

mod analysis;
mod tutorial;

pub use analysis::*;
pub use tutorial::*;

/// A board cell in words, 1-based as people count.
pub fn place(pos: Pos) -> String {
    format!("row {}, column {}", pos.y + 1, pos.x + 1)
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

/// Watch has started, in any mode.
pub fn watching() -> String {
    "The solver is playing. Press any key or tap to take the game back; its moves do not \
     count for your best."
        .to_owned()
}

/// Watch has stopped: the player has the game.
pub fn watch_stopped() -> String {
    "Your move: the game is yours again.".to_owned()
}

/// `" (7×7)"` for a board side other than the default, else nothing: most games are 9×9,
/// and their sentences stay as short as they were.
pub fn side_unless_default(mode: Mode, size: usize) -> String {
    if size == mode.default_size() {
        String::new()
    } else {
        format!(" ({size}×{size})")
    }
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

/// The link's seed is not a seed: not a whole number, or one too large to be one.
pub fn invalid_seed(text: &str) -> String {
    let digits = text.trim();
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return format!(
            "“{text}” is too large for a seed (the largest is {}), so the link's game could not start.",
            grouped(u64::MAX)
        );
    }
    format!("“{text}” is not a seed (seeds are whole numbers), so the link's game could not start.")
}

/// The link's board size is not one the mode offers.
pub fn invalid_size(mode: Mode, text: &str) -> String {
    let sizes: Vec<String> = mode.sizes().iter().map(usize::to_string).collect();
    let (last, others) = sizes
        .split_last()
        .map_or(("", &[][..]), |(l, o)| (l.as_str(), o));
    let n = mode.default_size();
    format!(
        "“{}” is not a board size (the boards are {} or {last} tiles a side), so the game is \
         {n}×{n}.",
        shorten(text),
        others.join(", ")
    )
}

/// The link's mode is not one the game has.
pub fn invalid_mode(text: &str) -> String {
    let titles = Mode::ALL.map(Mode::title);
    let (last, others) = titles.split_last().map_or(("", &[][..]), |(l, o)| (*l, o));
    format!(
        "“{}” is not a game mode here (there are {} and {last}), so this is {}.",
        shorten(text),
        others.join(", "),
        Mode::MAIN.title()
    )
}

/// A replayed game, as its replay names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replayed<'a> {
    /// Its mode.
    pub mode: Mode,
    /// Its seed: a daily game's is named by its day instead.
    pub seed: u64,
    /// Its moves.
    pub moves: usize,
    /// The score it ends with.
    pub score: u64,
    /// Whose game it is, when the leaderboard that opened it said.
    pub player: Option<&'a str>,
}

impl Replayed<'_> {
    /// "game 42", or "daily game of 2026-11-30" for a daily game, whose seed is a long
    /// number that means nothing to the player.
    fn game(&self) -> String {
        match rules::daily::day_of(self.seed) {
            Some(day) => format!("{}daily game of {day}", titled(self.mode)),
            None => format!("{}game {}", titled(self.mode), self.seed),
        }
    }
}

/// A replay opened: whose game, how long (and how it ended, for a player's game from the
/// leaderboard), and how to move through it with the player's input: keys, or by `touch`
/// the buttons.
pub fn replay_opened(game: &Replayed, touch: bool) -> String {
    let what = match game.player {
        Some(name) => format!(
            "Replay of {name}'s {}: {} points in {}.",
            game.game(),
            grouped(game.score),
            move_count(game.moves)
        ),
        None => {
            let the = if rules::daily::day_of(game.seed).is_some() {
                "the "
            } else {
                ""
            };
            format!(
                "Replay of {the}{}: {}.",
                game.game(),
                move_count(game.moves)
            )
        }
    };
    let how = if touch {
        "It is paused: the buttons below play, pause and step, and the slider picks a move."
    } else {
        "Space plays or pauses, the arrows step, Home and End jump."
    };
    format!("{what} {how}")
}

/// The replay viewer's heading, in its footer: whose replay, and the game's seed or day,
/// as the words before it and the seed or day itself.
pub fn replay_heading(seed: u64, player: Option<&str>) -> (String, String) {
    let whose = match player {
        Some(name) => format!("{name}'s game"),
        None => "Replay".to_owned(),
    };
    match rules::daily::day_of(seed) {
        Some(day) => (format!("{whose} · daily "), day.to_string()),
        None => (format!("{whose} · seed "), seed.to_string()),
    }
}

/// `"2048 "` before a game of a mode other than the main game; nothing for the main game,
/// whose sentences stay as they were.
fn titled(mode: Mode) -> String {
    match mode {
        Mode::MAIN => String::new(),
        other => format!("{} ", other.title()),
    }
}

/// A replay's move played: where the replay is, then what the move did.
pub fn replay_move(position: usize, moves: usize, merged: &str) -> String {
    format!("Move {position} of {moves}. {merged}")
}

/// A replay stepped back or jumped: where it is now.
pub fn replay_at(position: usize, moves: usize, score: u64) -> String {
    match position {
        0 => format!("The deal, before move 1 of {moves}."),
        p => format!("After move {p} of {moves}: score {}.", grouped(score)),
    }
}

/// A replay paused.
pub fn replay_paused(position: usize, moves: usize) -> String {
    format!("Paused after move {position} of {moves}.")
}

/// A replay played to its end.
pub fn replay_ended(moves: usize, score: u64) -> String {
    format!(
        "End of the replay: {}, score {}.",
        move_count(moves),
        grouped(score)
    )
}

fn move_count(moves: usize) -> String {
    if moves == 1 {
        "1 move".to_owned()
    } else {
        format!("{moves} moves")
    }
}

/// A replay link that does not read: what is wrong, and what is on the board instead
/// (the player's game, `kept`, or a new one).
pub fn bad_replay(error: &ReplayCodeError, kept: bool) -> String {
    let instead = if kept {
        "Your own game is here, as you left it."
    } else {
        "A new game has started."
    };
    format!("This replay link does not work: {error}. {instead}")
}

/// Another tab played on: this one took its game.
pub fn adopted_from_other_tab() -> String {
    "The game was played on in another tab: this tab now shows its latest state.".to_owned()
}

/// The link names another game while one is under way, which was kept.
pub fn offer(mode: Mode, seed: u64, size: usize) -> String {
    format!(
        "The link is for {}game {seed}{}, but you have a game under way, so it is kept. ",
        titled(mode),
        side_unless_default(mode, size)
    )
}

/// A new game asked for in another mode while one is under way there, which was kept.
pub fn offer_in_mode(mode: Mode, seed: u64, size: usize) -> String {
    format!(
        "Your {} game under way is kept; {}game {seed}{} is ready when you want it. ",
        mode.title(),
        titled(mode),
        side_unless_default(mode, size)
    )
}

/// The button that plays the offered game instead.
pub fn accept_offer(mode: Mode, seed: u64, size: usize) -> String {
    format!(
        "Play {}game {seed}{} instead",
        titled(mode),
        side_unless_default(mode, size)
    )
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
    #[test]
    fn a_replay_says_whose_game_by_its_seed_or_day_in_the_words_of_the_input() {
        let free = Replayed {
            mode: Mode::Exponentorus,
            seed: 118,
            moves: 311,
            score: 16_620,
            player: None,
        };
        assert_eq!(
            replay_opened(&free, false),
            "Replay of game 118: 311 moves. Space plays or pauses, the arrows step, Home and \
             End jump."
        );
        assert_eq!(
            replay_opened(&free, true),
            "Replay of game 118: 311 moves. It is paused: the buttons below play, pause and \
             step, and the slider picks a move."
        );
        let day = Day::parse("2026-11-30").unwrap();
        let daily = Replayed {
            mode: Mode::Twenty48,
            seed: rules::daily::seed_of(day),
            moves: 267,
            score: 3176,
            player: Some("Ann"),
        };
        assert_eq!(
            replay_opened(&daily, true),
            "Replay of Ann's 2048 daily game of 2026-11-30: 3,176 points in 267 moves. It is \
             paused: the buttons below play, pause and step, and the slider picks a move."
        );
        assert_eq!(
            replay_heading(118, None),
            ("Replay · seed ".to_owned(), "118".to_owned())
        );
        assert_eq!(
            replay_heading(daily.seed, Some("Ann")),
            ("Ann's game · daily ".to_owned(), "2026-11-30".to_owned())
        );
    }

    #[test]
    fn places_count_from_one() {
        assert_eq!(place(Pos::new(0, 8)), "row 9, column 1");
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
            invalid_seed("99999999999999999999"),
            "“99999999999999999999” is too large for a seed (the largest is \
             18,446,744,073,709,551,615), so the link's game could not start."
        );
        assert_eq!(
            invalid_size(Mode::Exponentorus, "8"),
            "“8” is not a board size (the boards are 5, 7, 9 or 11 tiles a side), so the game \
             is 9×9."
        );
        assert_eq!(
            crate::model::play::new_game_sentence(Mode::Exponentorus, 42, 9),
            "New game, seed 42."
        );
        assert_eq!(
            crate::model::play::new_game_sentence(Mode::Exponentorus, 42, 7),
            "New game, seed 42 (7×7)."
        );
        assert_eq!(
            accept_offer(Mode::Exponentorus, 5, 11),
            "Play game 5 (11×11) instead"
        );
        assert_eq!(
            crate::model::play::new_game_sentence(Mode::Exponentile, 7, 8),
            "ExponenTile, game 7 on 8 by 8."
        );
        assert_eq!(
            invalid_mode("tetris"),
            "“tetris” is not a game mode here (there are ExponenTorus, ExponenTile and 2048), \
             so this is ExponenTorus."
        );
        assert_eq!(
            invalid_size(Mode::Exponentile, "5"),
            "“5” is not a board size (the boards are 6, 7, 8, 9 or 10 tiles a side), so the \
             game is 8×8."
        );
    }
}
