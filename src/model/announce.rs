//! Every sentence the player reads in the live region or a notice, or hears from a screen
//! reader: one place, so wording stays consistent and each sentence is tested. Their words
//! are messages (`locales/*.ftl`, through [`tr`]); the rules' refusals and load errors are
//! worded here too, by their kind. The sentences of one mode's play are in that mode's
//! file; those of every mode are here.

use rules::replay_code::ReplayCodeError;
use rules::{LoadError, Mode, Pos};

use super::i18n::{Language, tr};
use super::numbers::{self, grouped};
use super::stats::StatsError;
use super::storage::StoreError;
use rules::day::Day;
use rules::quoting::shorten;

mod analysis;
mod bests;
mod rules_words;
mod tutorial;

pub use analysis::*;
pub use bests::*;
pub use rules_words::*;
pub use tutorial::*;

/// A board cell in words, 1-based as people count.
pub fn place(pos: Pos) -> String {
    tr::place(pos.y + 1, pos.x + 1)
}

/// "1 undo", "3 undos".
pub fn undo_count(undos: u32) -> String {
    tr::undo_count(undos)
}

/// What the game-over dialog says of a game with undos; nothing for a game played
/// straight.
pub fn undos_at_game_over(undos: u32) -> String {
    match undos {
        0 => String::new(),
        n => tr::undos_at_game_over(n),
    }
}

/// Undo asked for at the start of a game.
pub fn nothing_to_undo() -> String {
    tr::nothing_to_undo()
}

/// Redo asked for with nothing taken back.
pub fn nothing_to_redo() -> String {
    tr::nothing_to_redo()
}

/// Watch has started, in any mode.
pub fn watching() -> String {
    tr::watching()
}

/// Watch has stopped: the player has the game.
pub fn watch_stopped() -> String {
    tr::watch_stopped()
}

/// `" (7×7)"` for a board side other than the default, else nothing: most games are 9×9,
/// and their sentences stay as short as they were.
pub fn side_unless_default(mode: Mode, size: usize) -> String {
    if size == mode.default_size() {
        String::new()
    } else {
        tr::side_in_brackets(size)
    }
}

/// `items` as the language lists alternatives: `5, 7, 9 or 11`.
pub fn either(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, others)) => tr::list_or(&others.join(&tr::list_separator()), last),
    }
}

/// `items` as the language lists them all: `a, b and c`.
pub fn all_of(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, others)) => tr::list_and(&others.join(&tr::list_separator()), last),
    }
}

/// A size in bytes as a person reads it: `512 bytes`, `48.1 KB`, `5 MB` (three digits, never
/// rounded up, in powers of 1,000 as a file manager shows them).
pub fn bytes(n: u64) -> String {
    if n < 1000 {
        return tr::size_bytes(n);
    }
    let form = numbers::english_short_form(n);
    let (number, suffix) = form.split_at(form.len() - 1);
    let number: f64 = number.parse().unwrap_or_default();
    let number = numbers::decimal(number, 2);
    match suffix {
        "k" => tr::size_kilobytes(&number),
        "M" => tr::size_megabytes(&number),
        "B" => tr::size_gigabytes(&number),
        _ => tr::size_terabytes(&grouped(n / 1_000_000_000_000)),
    }
}

/// The language the page load asked for could not be had: the page is in English.
pub fn language_unavailable(language: Language) -> String {
    tr::language_unavailable(language.own_name())
}

/// Why storage could not be used, in a player's words.
pub fn store_error(why: &StoreError) -> String {
    match why {
        StoreError::Blocked => tr::store_blocked(),
        StoreError::Full => tr::store_full(),
        StoreError::Failed(detail) => tr::store_failed(detail),
    }
}

/// Saving failed: the game plays on without it.
pub fn saving_off(why: &StoreError) -> String {
    tr::saving_off(&store_error(why))
}

/// The saved game could not be read; a new one started.
pub fn unreadable_save(error: &LoadError, backup_key: Option<&str>) -> String {
    let kept = match backup_key {
        Some(key) => tr::old_save_kept(key),
        None => tr::old_save_lost(),
    };
    tr::unreadable_save(&load_error(error), &kept)
}

/// The link's seed is not a seed: not a whole number, or one too large to be one.
pub fn invalid_seed(text: &str) -> String {
    let digits = text.trim();
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return tr::seed_too_large(text, &grouped(u64::MAX));
    }
    tr::seed_not_a_number(text)
}

/// The link's board size is not one the mode offers.
pub fn invalid_size(mode: Mode, text: &str) -> String {
    let sizes: Vec<String> = mode.sizes().iter().map(usize::to_string).collect();
    tr::invalid_size(&shorten(text), &either(&sizes), mode.default_size())
}

/// The link's mode is not one the game has.
pub fn invalid_mode(text: &str) -> String {
    let titles = Mode::ALL.map(|m| m.title().to_owned());
    tr::invalid_mode(&shorten(text), &all_of(&titles), Mode::MAIN.title())
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

/// A game named by its seed, or a daily game by its day, with its mode's title unless it
/// is the main game: `game 42`, `2048 game 42`, `daily game of 2026-11-30`.
pub fn game_named(mode: Mode, seed: u64) -> String {
    let main = mode == Mode::MAIN;
    match (rules::daily::day_of(seed), main) {
        (Some(day), true) => tr::daily_game_of(&numbers::day(day)),
        (Some(day), false) => tr::mode_daily_game_of(mode.title(), &numbers::day(day)),
        (None, true) => tr::game_seed(&seed.to_string()),
        (None, false) => tr::mode_game_seed(mode.title(), &seed.to_string()),
    }
}

/// A replay opened: whose game, how long (and how it ended, for a player's game from the
/// leaderboard), and how to move through it with the player's input: keys, or by `touch`
/// the buttons.
pub fn replay_opened(game: &Replayed, touch: bool) -> String {
    let named = game_named(game.mode, game.seed);
    let what = match game.player {
        Some(name) => tr::replay_of_player(name, &named, game.score, game.moves),
        None if rules::daily::day_of(game.seed).is_some() => tr::replay_of_the(&named, game.moves),
        None => tr::replay_of(&named, game.moves),
    };
    let how = if touch {
        tr::replay_how_touch()
    } else {
        tr::replay_how_keys()
    };
    format!("{what} {how}")
}

/// The replay viewer's heading, in its footer: whose replay, and the game's seed or day,
/// as the words before it and the seed or day itself.
pub fn replay_heading(seed: u64, player: Option<&str>) -> (String, String) {
    let whose = match player {
        Some(name) => tr::replay_heading_player(name),
        None => tr::replay_heading(),
    };
    match rules::daily::day_of(seed) {
        Some(day) => (tr::replay_heading_daily(&whose), numbers::day(day)),
        None => (tr::replay_heading_seed(&whose), seed.to_string()),
    }
}

/// A replay's move played: where the replay is, then what the move did.
pub fn replay_move(position: usize, moves: usize, merged: &str) -> String {
    tr::replay_move(position, moves, merged)
}

/// A replay stepped back or jumped: where it is now.
pub fn replay_at(position: usize, moves: usize, score: u64) -> String {
    match position {
        0 => tr::replay_at_deal(moves),
        p => tr::replay_at(p, moves, score),
    }
}

/// A replay paused.
pub fn replay_paused(position: usize, moves: usize) -> String {
    tr::replay_paused(position, moves)
}

/// A replay played to its end.
pub fn replay_ended(moves: usize, score: u64) -> String {
    tr::replay_ended(moves, score)
}

/// A replay link that does not read: what is wrong, and what is on the board instead
/// (the player's game, `kept`, or a new one).
pub fn bad_replay(error: &ReplayCodeError, kept: bool) -> String {
    let instead = if kept {
        tr::own_game_kept()
    } else {
        tr::new_game_started()
    };
    tr::bad_replay(&replay_code_error(error), &instead)
}

/// Another tab played on: this one took its game.
pub fn adopted_from_other_tab() -> String {
    tr::adopted_from_other_tab()
}

/// `game 42 (7×7)`, `2048 game 42`: an offered game.
fn offered(mode: Mode, seed: u64, size: usize) -> String {
    format!(
        "{}{}",
        game_named(mode, seed),
        side_unless_default(mode, size)
    )
}

/// The link names another game while one is under way, which was kept.
pub fn offer(mode: Mode, seed: u64, size: usize) -> String {
    tr::offer(&offered(mode, seed, size)) + " "
}

/// A new game asked for in another mode while one is under way there, which was kept.
pub fn offer_in_mode(mode: Mode, seed: u64, size: usize) -> String {
    tr::offer_in_mode(mode.title(), &offered(mode, seed, size)) + " "
}

/// The button that plays the offered game instead.
pub fn accept_offer(mode: Mode, seed: u64, size: usize) -> String {
    tr::accept_offer(&offered(mode, seed, size))
}

/// Why the statistics do not read, in a player's words.
pub fn stats_error(error: &StatsError) -> String {
    match error {
        StatsError::Damaged(why) => tr::stats_damaged(why),
        StatsError::UnknownVersion(version) => {
            tr::stats_unknown_version(*version, super::stats::STATS_VERSION)
        }
        StatsError::Missing(what) => tr::stats_missing(what),
        StatsError::Invalid(what, game) => tr::stats_invalid(what, *game),
    }
}

/// The statistics could not be read; they start again.
pub fn unreadable_stats(error: &StatsError, backup_key: Option<&str>) -> String {
    let kept = match backup_key {
        Some(key) => tr::old_stats_kept(key),
        None => tr::old_stats_left(),
    };
    tr::unreadable_stats(&stats_error(error), &kept)
}

/// The address asks for one day's daily game while another day's is under way, kept.
pub fn daily_offer(asked: Day, kept: Day) -> String {
    tr::daily_offer(&numbers::day(asked), &numbers::day(kept)) + " "
}

/// The button that plays the asked-for daily game instead.
pub fn accept_daily_offer(day: Day) -> String {
    tr::accept_daily_offer(&numbers::day(day))
}

/// A daily game started: its day, and whether it counts.
pub fn daily_started(day: Day, practice: bool) -> String {
    if practice {
        tr::daily_started_practice(&numbers::day(day))
    } else {
        tr::daily_started(&numbers::day(day))
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
    fn sizes_read_in_bytes_kilobytes_and_megabytes() {
        assert_eq!(bytes(1), "1 byte");
        assert_eq!(bytes(512), "512 bytes");
        assert_eq!(bytes(48_123), "48.1 KB");
        assert_eq!(bytes(5_000_008), "5 MB");
        assert_eq!(bytes(1_234_567_890), "1.23 GB");
        assert_eq!(bytes(u64::MAX), "18,446,744 TB");
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
