//! What Share sends: one plain line about the game, and the link that replays it on a
//! line of its own (docs/RULES.md §14), in every mode. The line's numbers are the game's
//! own; the link carries only the mode, seed and moves, so whoever opens it sees them
//! computed again.

use rules::AnyHistory;

use super::address::replay_query;
use super::announce::undo_count;
use super::i18n::tr;
use super::numbers;
use rules::day::Day;

/// The text to share and whether it holds a replay link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The whole text: the line, then the link where there is one.
    pub text: String,
    /// The replay link, absolute; `None` for a game continued from an older save.
    pub link: Option<String>,
}

/// The share of `history`, whose replay link starts with `page` (the page's absolute
/// address without its query, e.g. `https://example.org/game/`). A daily game of `day`
/// (played again as practice if `practice`) is named by its day instead of its seed.
pub fn share(history: &AnyHistory, page: &str, daily: Option<(Day, bool)>) -> Share {
    let game = history.summary();
    let title = match daily {
        Some((day, false)) => tr::board_daily(game.mode.title(), &numbers::day(day)),
        Some((day, true)) => tr::share_daily_practice(game.mode.title(), &numbers::day(day)),
        None => tr::board_seed(game.mode.title(), game.size, &game.seed.to_string()),
    };
    let mut line = tr::share_line(
        &title,
        game.score,
        &game.highest_tile.to_string(),
        game.moves,
    );
    if game.undos > 0 {
        line.push_str(" · ");
        line.push_str(&undo_count(game.undos));
    }
    if game.solver_moves > 0 {
        line.push_str(" · ");
        line.push_str(&tr::share_solver_moves(game.solver_moves));
    }
    let link = history
        .replay_code()
        .ok()
        .map(|code| format!("{page}?{}", replay_query(&code)));
    let text = match &link {
        Some(link) => format!("{line}\n{link}"),
        None => line,
    };
    Share { text, link }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::numbers::grouped;
    use rules::exponentile::Game;
    use rules::{Direction, History, replay_code};

    fn played(seed: u64, moves: usize) -> History<Game> {
        let mut history = History::new(Game::new(seed));
        for _ in 0..moves {
            let m = history.game().hint().expect("a move");
            history.play(m).unwrap();
        }
        history
    }

    #[test]
    fn the_line_then_the_link_on_its_own_line() {
        let history = played(42, 40);
        let game = history.game();
        let share = share(&history.clone().into(), "https://example.org/play/", None);
        let (line, link) = share.text.split_once('\n').unwrap();
        assert_eq!(
            line,
            format!(
                "ExponenTorus 9×9 · seed 42 · {} points · top tile {} · 40 moves",
                grouped(game.score()),
                game.highest_tile()
            )
        );
        assert_eq!(Some(link), share.link.as_deref());
        let code = link
            .strip_prefix("https://example.org/play/?replay=")
            .unwrap();
        assert_eq!(replay_code::decode(code), Ok(history.into()));
    }

    #[test]
    fn big_numbers_are_grouped_and_undos_and_the_solver_are_named() {
        let mut history = played(7, 3);
        history.undo();
        let m = history.game().hint().unwrap();
        history.play_by_solver(m).unwrap();
        let share = share(&history.into(), "/", None);
        assert!(
            share
                .text
                .contains(" · 3 moves · 1 undo · 1 move by the solver\n/?replay="),
            "{}",
            share.text
        );
        assert_eq!(grouped(43_188), "43,188");
        assert!(!share.text.ends_with('\n'));
    }

    #[test]
    fn a_game_from_an_older_save_has_no_link() {
        let game = played(9, 5).game().clone();
        let history = History::<Game>::from_json(&game.to_json()).unwrap();
        let share = share(&history.into(), "/", None);
        assert_eq!(share.link, None);
        assert!(!share.text.contains('\n'));
        assert!(share.text.starts_with("ExponenTorus 9×9 · seed 9 · "));
    }

    #[test]
    fn a_daily_game_names_its_day() {
        let day = Day::from_number(20_787);
        let history = played(rules::daily::seed_of(day), 3);
        let shared = share(&history.clone().into(), "/", Some((day, false)));
        let line = shared.text.lines().next().unwrap();
        assert!(
            line.starts_with("ExponenTorus daily 2026-11-30 · "),
            "{line}"
        );
        assert!(line.ends_with(" · 3 moves"), "{line}");
        assert!(!line.contains("seed"));
        assert_eq!(
            replay_code::decode(shared.link.unwrap().strip_prefix("/?replay=").unwrap()),
            Ok(history.clone().into())
        );
        let practice = share(&history.into(), "/", Some((day, true)));
        assert!(
            practice
                .text
                .starts_with("ExponenTorus daily 2026-11-30 (practice) · ")
        );
    }

    #[test]
    fn a_2048_game_shares_its_line_and_its_replay_link() {
        let mut history = History::new(rules::twenty48::Game::with_size(7, 5).unwrap());
        for dir in [
            Direction::Left,
            Direction::Up,
            Direction::Right,
            Direction::Down,
        ] {
            let _ = history.play(dir);
        }
        let game = history.game().clone();
        let shared = share(&history.clone().into(), "https://example.org/", None);
        let (line, link) = shared.text.split_once('\n').unwrap();
        assert_eq!(
            line,
            format!(
                "2048 5×5 · seed 7 · {} points · top tile {} · {} moves",
                game.score(),
                game.highest_tile(),
                game.moves()
            )
        );
        let code = link.strip_prefix("https://example.org/?replay=").unwrap();
        assert_eq!(replay_code::decode(code), Ok(history.into()));
    }
}
