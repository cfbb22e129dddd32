//! What Share sends: one plain line about the game, and the link that replays it on a
//! line of its own (docs/RULES.md §14). The line's numbers are the game's own; the link
//! carries only the seed and the moves, so whoever opens it sees them computed again.
//! A 2048 game has no replay code: its link opens a game of the same seed and side.

use crate::model::TorusHistory as History;
use crate::model::slide_saves::SlideHistory;
use rules::replay_code;

use super::announce::undo_count;
use super::day::Day;
use super::launch::slide_query;
use super::numbers::grouped;

/// The text to share and whether it holds a replay link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The whole text: the line, then the link where there is one.
    pub text: String,
    /// The replay link, absolute; `None` for a game continued from an older save.
    pub link: Option<String>,
}

/// The share of `history`, whose replay link starts with `page` (the page's absolute
/// address without its query, e.g. `https://example.org/game/`).
pub fn share(history: &History, page: &str) -> Share {
    let size = history.game().board().size();
    let title = format!(
        "ExponenTorus {size}×{size} · seed {}",
        history.game().seed()
    );
    share_titled(history, page, &title)
}

/// The share of the daily game of `day` in `history` (played again as `practice`): the
/// line names the day instead of the seed.
pub fn share_daily(history: &History, page: &str, day: Day, practice: bool) -> Share {
    let practice = if practice { " (practice)" } else { "" };
    share_titled(
        history,
        page,
        &format!("ExponenTorus daily {day}{practice}"),
    )
}

fn share_titled(history: &History, page: &str, title: &str) -> Share {
    let game = history.game();
    let mut line = format!(
        "{title} · {} points · top tile {} · {}",
        grouped(game.score()),
        game.highest_tile(),
        count(u64::from(game.moves()), "move", "moves"),
    );
    if history.undos() > 0 {
        line.push_str(" · ");
        line.push_str(&undo_count(history.undos()));
    }
    if game.solver_moves() > 0 {
        line.push_str(&format!(
            " · {} by the solver",
            count(u64::from(game.solver_moves()), "move", "moves")
        ));
    }
    let link = replay_code::encode(history)
        .ok()
        .map(|code| format!("{page}?replay={code}"));
    let text = match &link {
        Some(link) => format!("{line}\n{link}"),
        None => line,
    };
    Share { text, link }
}

/// The share of the 2048 game in `history`: the same line in its mode's words, then the
/// link that starts a game of its seed and side on the page at `page`.
pub fn share_slide(history: &SlideHistory, page: &str) -> Share {
    let game = history.game();
    let size = game.board().size();
    let mut line = format!(
        "2048 {size}×{size} · seed {} · {} points · top tile {} · {}",
        game.seed(),
        grouped(game.score()),
        game.highest_tile(),
        count(u64::from(game.moves()), "move", "moves"),
    );
    if history.undos() > 0 {
        line.push_str(" · ");
        line.push_str(&undo_count(history.undos()));
    }
    let link = format!("{page}?{}", slide_query(game.seed(), size));
    Share {
        text: format!("{line}\n{link}"),
        link: Some(link),
    }
}

fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(n), if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::exponentile::Game;

    fn played(seed: u64, moves: usize) -> History {
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
        let share = share(&history, "https://example.org/play/");
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
        assert_eq!(
            replay_code::decode(code),
            Ok(rules::AnyHistory::Exponentile(Box::new(history)))
        );
    }

    #[test]
    fn big_numbers_are_grouped_and_undos_and_the_solver_are_named() {
        let mut history = played(7, 3);
        history.undo();
        let m = history.game().hint().unwrap();
        history.play_by_solver(m).unwrap();
        let share = share(&history, "/");
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
        let history = History::from_json(&game.to_json()).unwrap();
        let share = share(&history, "/");
        assert_eq!(share.link, None);
        assert!(!share.text.contains('\n'));
        assert!(share.text.starts_with("ExponenTorus 9×9 · seed 9 · "));
    }

    #[test]
    fn a_daily_game_names_its_day() {
        let history = played(crate::model::daily::seed_of(Day::from_number(20_787)), 3);
        let shared = share_daily(&history, "/", Day::from_number(20_787), false);
        let line = shared.text.lines().next().unwrap();
        assert!(
            line.starts_with("ExponenTorus daily 2026-11-30 · "),
            "{line}"
        );
        assert!(line.ends_with(" · 3 moves"), "{line}");
        assert!(!line.contains("seed"));
        assert_eq!(
            replay_code::decode(shared.link.unwrap().strip_prefix("/?replay=").unwrap()),
            Ok(rules::AnyHistory::Exponentile(Box::new(history.clone())))
        );
        let practice = share_daily(&history, "/", Day::from_number(20_787), true);
        assert!(
            practice
                .text
                .starts_with("ExponenTorus daily 2026-11-30 (practice) · ")
        );
    }

    #[test]
    fn a_2048_game_shares_its_line_and_a_link_to_the_same_deal() {
        use rules::Direction;
        use rules::twenty48::Game as SlideGame;
        let mut history = SlideHistory::new(SlideGame::with_size(7, 5).unwrap());
        for dir in [
            Direction::Left,
            Direction::Up,
            Direction::Right,
            Direction::Down,
        ] {
            let _ = history.play(dir);
        }
        let game = history.game().clone();
        let shared = share_slide(&history, "https://example.org/");
        assert_eq!(
            shared.text,
            format!(
                "2048 5×5 · seed 7 · {} points · top tile {} · {} moves\n\
                 https://example.org/?mode=2048&seed=7&size=5",
                game.score(),
                game.highest_tile(),
                game.moves()
            )
        );
        history.undo().unwrap();
        let shared = share_slide(&history, "https://example.org/");
        assert!(shared.text.lines().next().unwrap().ends_with(" · 1 undo"));
    }
}
