//! An import's preview: what a backup would replace, line by line, before anything is
//! replaced. The main game's lines come first and keep the words they had before there
//! were modes ("Game", "Best score, 9 × 9"), then the settings, then each other mode's
//! ("2048 game", "2048 best scores"), then the statistics.

use std::fmt;

use crate::model::i18n::tr;
use crate::model::numbers::grouped;
use crate::model::settings::Settings;
use crate::model::stats::Stats;
use rules::{AnyHistory, Mode, Outcome};

use super::{Backup, ModePart, game_name};

/// One line of an import's preview: what is kept now, and what the import puts instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// What the line is about.
    pub what: String,
    /// As it is now.
    pub now: String,
    /// As the import makes it.
    pub then: String,
}

impl fmt::Display for Replacement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr::replacement(&self.what, &self.now, &self.then))
    }
}

/// What importing `incoming` over `now` replaces, line by line.
pub fn preview(now: &Backup, incoming: &Backup) -> Vec<Replacement> {
    let [main, others @ ..] = Mode::ALL;
    let mut lines = mode_lines(main, now, incoming);
    let line = |what: &str, now: String, then: String| Replacement {
        what: what.to_owned(),
        now,
        then,
    };
    let (mine, theirs) = (&now.settings, &incoming.settings);
    // A setting the import leaves as it is is no replacement: not listed.
    let settings = [
        line(
            &tr::preview_animation(),
            describe_speed(mine),
            describe_speed(theirs),
        ),
        line(
            &tr::preview_theme(),
            mine.theme.label(),
            theirs.theme.label(),
        ),
        line(
            &tr::preview_colours(),
            mine.palette.label(),
            theirs.palette.label(),
        ),
    ];
    lines.extend(settings.into_iter().filter(|l| l.now != l.then));
    for mode in others {
        lines.extend(mode_lines(mode, now, incoming));
    }
    // A backup without statistics leaves the stored ones alone.
    if let Some(then) = &incoming.stats {
        let games = |stats: Option<&Stats>| tr::finished_games(stats.map_or(0, |s| s.games.len()));
        lines.push(line(
            &tr::preview_statistics(),
            games(now.stats.as_ref()),
            games(Some(then)),
        ));
    }
    // A backup without a player leaves the stored one alone; the token is never shown.
    if let Some(then) = &incoming.player {
        let name = |player: Option<&crate::model::leaderboard::Player>| {
            player.and_then(|p| p.name.clone()).unwrap_or_else(tr::none)
        };
        lines.push(line(
            &tr::preview_name(),
            name(now.player.as_ref()),
            name(Some(then)),
        ));
    }
    lines
}

/// The lines of `mode`: its game, and its bests. None when the backup has no part of it
/// (its import leaves the mode alone). The main game lists its bests side by side, those
/// the backup speaks for that either side has, and the default side's always; another
/// mode lists them on one line.
fn mode_lines(mode: Mode, now: &Backup, incoming: &Backup) -> Vec<Replacement> {
    let Some(then) = incoming.modes.get(&mode) else {
        return Vec::new();
    };
    let mine = now.modes.get(&mode);
    let game = |part: Option<&ModePart>| {
        part.and_then(|p| p.game.as_ref())
            .map_or_else(tr::none, describe_game)
    };
    let mut lines = vec![Replacement {
        what: capitalised(&game_name(mode)),
        now: game(mine),
        then: game(Some(then)),
    }];
    let best_of =
        |part: Option<&ModePart>, side| part.and_then(|p| p.bests.get(&side)).copied().unwrap_or(0);
    if mode == Mode::ALL[0] {
        for &side in then.bests.keys() {
            let (old, new) = (best_of(mine, side), best_of(Some(then), side));
            if side == mode.default_size() || (old, new) != (0, 0) {
                lines.push(Replacement {
                    what: tr::preview_best_side(side),
                    now: grouped(old),
                    then: grouped(new),
                });
            }
        }
    } else {
        let listed = |part: Option<&ModePart>| {
            let bests: Vec<String> = part
                .map(|p| &p.bests)
                .into_iter()
                .flatten()
                .filter(|(_, best)| **best > 0)
                .map(|(n, best)| tr::best_on_side(*best, *n))
                .collect();
            if bests.is_empty() {
                tr::none()
            } else {
                bests.join(&tr::list_separator())
            }
        };
        lines.push(Replacement {
            what: tr::preview_mode_bests(mode.title()),
            now: listed(mine),
            then: listed(Some(then)),
        });
    }
    lines
}

/// `text` with its first letter upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A game in a few words: its side, seed, score and moves, and whether it is over.
pub(super) fn describe_game(history: &AnyHistory) -> String {
    let game = history.summary();
    let described = tr::game_described(game.size, &game.seed.to_string(), game.score, game.moves);
    if game.outcome == Outcome::InPlay {
        described
    } else {
        tr::game_described_over(&described)
    }
}

fn describe_speed(settings: &Settings) -> String {
    settings
        .speed
        .map_or_else(tr::speed_as_system, |s| s.label())
}
