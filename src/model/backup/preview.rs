//! An import's preview: what a backup would replace, line by line, before anything is
//! replaced.

use std::fmt;

use crate::model::numbers::grouped;
use crate::model::settings::Settings;
use crate::model::stats::Stats;
use rules::exponentile::Game;
use rules::{Mode, Outcome};

use super::{Backup, ClassicPart, SlideHistory};

/// One line of an import's preview: what is kept now, and what the import puts instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// What the line is about.
    pub what: &'static str,
    /// As it is now.
    pub now: String,
    /// As the import makes it.
    pub then: String,
}

impl fmt::Display for Replacement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} → {}", self.what, self.now, self.then)
    }
}

/// The preview's label of each side's best, in the order of the main game's sizes.
const BEST_LABELS: [&str; 4] = [
    "Best score, 5 × 5",
    "Best score, 7 × 7",
    "Best score, 9 × 9",
    "Best score, 11 × 11",
];

/// What importing `incoming` over `now` replaces, line by line.
pub fn preview(now: &Backup, incoming: &Backup) -> Vec<Replacement> {
    let mut lines = vec![Replacement {
        what: "Game",
        now: describe_game(now.game.game()),
        then: describe_game(incoming.game.game()),
    }];
    // 9×9's best always (every backup has it); another side's when the backup has every
    // side's and either best is there to see.
    for (((size, mine), (_, theirs)), what) in now
        .bests
        .of(Mode::Exponentorus)
        .zip(incoming.bests.of(Mode::Exponentorus))
        .zip(BEST_LABELS)
    {
        if size == 9 || (incoming.every_size && (mine, theirs) != (0, 0)) {
            lines.push(Replacement {
                what,
                now: grouped(mine),
                then: grouped(theirs),
            });
        }
    }
    lines.extend([
        Replacement {
            what: "Animation",
            now: describe_speed(&now.settings),
            then: describe_speed(&incoming.settings),
        },
        Replacement {
            what: "Theme",
            now: now.settings.theme.label().to_owned(),
            then: incoming.settings.theme.label().to_owned(),
        },
        Replacement {
            what: "Colours",
            now: now.settings.palette.label().to_owned(),
            then: incoming.settings.palette.label().to_owned(),
        },
    ]);
    // A backup without a 2048 part leaves the 2048 mode's storage alone.
    if let Some(then) = &incoming.classic {
        let game = |part: Option<&ClassicPart>| {
            part.and_then(|p| p.game.as_ref())
                .map_or_else(|| "none".to_owned(), describe_slide_game)
        };
        let bests = |part: Option<&ClassicPart>| {
            let listed: Vec<String> = part
                .map(|p| &p.bests[..])
                .unwrap_or_default()
                .iter()
                .enumerate()
                .filter(|(_, best)| **best > 0)
                .map(|(n, best)| format!("{} on {n} × {n}", grouped(*best)))
                .collect();
            if listed.is_empty() {
                "none".to_owned()
            } else {
                listed.join(", ")
            }
        };
        lines.push(Replacement {
            what: "2048 game",
            now: game(now.classic.as_ref()),
            then: game(Some(then)),
        });
        lines.push(Replacement {
            what: "2048 best scores",
            now: bests(now.classic.as_ref()),
            then: bests(Some(then)),
        });
    }
    // A backup without statistics leaves the stored ones alone.
    if let Some(then) = &incoming.stats {
        let games = |stats: Option<&Stats>| {
            let n = stats.map_or(0, |s| s.games.len());
            format!(
                "{} finished {}",
                grouped(n as u64),
                if n == 1 { "game" } else { "games" }
            )
        };
        lines.push(Replacement {
            what: "Statistics",
            now: games(now.stats.as_ref()),
            then: games(Some(then)),
        });
    }
    lines
}

/// A 2048 game in a few words: its side, seed, score and moves, and whether it is over.
fn describe_slide_game(history: &SlideHistory) -> String {
    let game = history.game();
    let n = game.board().size();
    let over = if game.outcome() == Outcome::InPlay {
        ""
    } else {
        ", over"
    };
    format!(
        "{n} × {n}, seed {}: {} points in {} moves{over}",
        game.seed(),
        grouped(game.score()),
        grouped(u64::from(game.moves()))
    )
}

/// A game in a few words: its side, seed, score and moves, and whether it is over.
pub(super) fn describe_game(game: &Game) -> String {
    let n = game.board().size();
    let over = if game.outcome() == Outcome::InPlay {
        ""
    } else {
        ", over"
    };
    let plural = |n: u64, one: &str, many: &str| {
        format!("{} {}", grouped(n), if n == 1 { one } else { many })
    };
    format!(
        "{n} × {n}, seed {}: {} in {}{over}",
        game.seed(),
        plural(game.score(), "point", "points"),
        plural(game.moves().into(), "move", "moves")
    )
}

fn describe_speed(settings: &Settings) -> String {
    settings
        .speed
        .map_or("as the system prefers", |s| s.label())
        .to_owned()
}
