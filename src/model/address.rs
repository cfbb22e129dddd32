//! The page's address as the game reads and writes it: the `mode`, `seed`, `size`,
//! `daily` and `replay` a link names, each read strictly, and the query that names a game.
//! The one place that knows how a link to a game is spelled.

use rules::Mode;

use rules::day::Day;

/// What a page's address names, as the page was loaded: each parameter as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Address {
    /// The game's part of the query as it was (its `mode`, `seed`, `size`, `daily` and
    /// `replay`, in that order), without its `?`.
    pub query: String,
    /// `mode`.
    pub mode: Option<String>,
    /// `seed`.
    pub seed: Option<String>,
    /// `size`.
    pub size: Option<String>,
    /// `daily` (empty for a bare `?daily`).
    pub daily: Option<String>,
    /// `replay`.
    pub replay: Option<String>,
    /// `fresh` (any value, or none): the link asks for a fresh game of its seed or day,
    /// not the saved one (the replay viewer's "Play this game").
    pub fresh: Option<String>,
    /// `player`: whose game a replay link is, as the leaderboard named them.
    pub player: Option<String>,
    /// `analyse` (any value, or none): a replay link that asks for its game's analysis
    /// (the game-over box's Analyse).
    pub analyse: Option<String>,
    /// `lang`: the language the link asks for (its tag), before the player's own.
    pub lang: Option<String>,
}

impl Address {
    /// The mode the address names: its `mode` if that is one; a link naming only a seed,
    /// a day or a replay is the main game's (links from before the modes); with nothing
    /// named, `last`, the mode played last.
    pub fn mode_to_open(&self, last: Option<Mode>) -> Mode {
        match parse_mode(self.mode.as_deref()) {
            ModeParam::Valid(mode) => mode,
            ModeParam::Invalid(_) => Mode::MAIN,
            ModeParam::Absent if self.seed.is_some() || self.daily.is_some() => Mode::MAIN,
            ModeParam::Absent => last.unwrap_or(Mode::MAIN),
        }
    }
}

/// The address's `mode`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModeParam {
    /// No `mode`.
    Absent,
    /// A mode the game has.
    Valid(Mode),
    /// Something else, as given.
    Invalid(String),
}

/// Reads the `mode` query value: a mode's name ([`Mode::name`]).
pub fn parse_mode(raw: Option<&str>) -> ModeParam {
    match raw {
        None => ModeParam::Absent,
        Some(text) => Mode::from_name(text.trim())
            .map_or_else(|| ModeParam::Invalid(text.to_owned()), ModeParam::Valid),
    }
}

/// The address's `seed`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeedParam {
    /// No `seed`.
    Absent,
    /// A seed: a whole number that fits in 64 bits.
    Valid(u64),
    /// Something else, as given.
    Invalid(String),
}

/// Reads the `seed` query value.
pub fn parse_seed(raw: Option<&str>) -> SeedParam {
    match raw {
        None => SeedParam::Absent,
        Some(text) => match text.trim().parse::<u64>() {
            Ok(seed) => SeedParam::Valid(seed),
            Err(_) => SeedParam::Invalid(text.to_owned()),
        },
    }
}

/// The address's `size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeParam {
    /// No `size`: the mode's default side.
    Absent,
    /// A side the mode offers.
    Valid(usize),
    /// Something else, as given.
    Invalid(String),
}

impl SizeParam {
    /// The side a game of `mode` started from this parameter has: the mode's default
    /// unless it is valid.
    pub fn side(&self, mode: Mode) -> usize {
        match self {
            SizeParam::Valid(size) => *size,
            SizeParam::Absent | SizeParam::Invalid(_) => mode.default_size(),
        }
    }
}

/// Reads the `size` query value for `mode`: one of its sides, whitespace around it
/// allowed.
pub fn parse_size(mode: Mode, raw: Option<&str>) -> SizeParam {
    match raw {
        None => SizeParam::Absent,
        Some(text) => match text.trim().parse::<usize>() {
            Ok(size) if mode.offers(size) => SizeParam::Valid(size),
            _ => SizeParam::Invalid(text.to_owned()),
        },
    }
}

/// The query (without `?`) naming `mode`'s game of `seed` on side `size`: the main game
/// needs no `mode`, and a mode's default side goes unsaid, keeping the common link short.
pub fn game_query(mode: Mode, seed: u64, size: usize) -> String {
    let mut query = mode_part(mode);
    query.push_str(&format!("seed={seed}"));
    if size != mode.default_size() {
        query.push_str(&format!("&size={size}"));
    }
    query
}

/// The query naming `mode`'s daily game of `day`.
pub fn daily_query(mode: Mode, day: Day) -> String {
    format!("{}daily={day}", mode_part(mode))
}

/// The query of a replay link.
pub fn replay_query(code: &str) -> String {
    format!("replay={code}")
}

/// The query of a replay link that analyses its game as it opens.
pub fn analysis_query(code: &str) -> String {
    format!("replay={code}&analyse")
}

/// The query of the replay viewer's "Play this game": a fresh game of the replayed game's
/// seed and side in its mode, even where the saved game is that very game, over; a daily
/// game's is its day's (the seed of a day is no seed to show).
pub fn fresh_query(mode: Mode, seed: u64, size: usize) -> String {
    match rules::daily::day_of(seed) {
        Some(day) => format!("{}&fresh", daily_query(mode, day)),
        None => format!("{}&fresh", game_query(mode, seed, size)),
    }
}

fn mode_part(mode: Mode) -> String {
    match mode {
        Mode::MAIN => String::new(),
        other => format!("mode={}&", other.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_this_game_asks_for_a_fresh_game_of_the_seed_or_the_day() {
        assert_eq!(fresh_query(Mode::Exponentorus, 118, 9), "seed=118&fresh");
        assert_eq!(
            fresh_query(Mode::Twenty48, 7, 5),
            "mode=2048&seed=7&size=5&fresh"
        );
        let day = Day::parse("2026-11-30").unwrap();
        assert_eq!(
            fresh_query(Mode::Twenty48, rules::daily::seed_of(day), 4),
            "mode=2048&daily=2026-11-30&fresh"
        );
    }

    #[test]
    fn seeds_are_whole_numbers() {
        assert_eq!(parse_seed(None), SeedParam::Absent);
        assert_eq!(parse_seed(Some("42")), SeedParam::Valid(42));
        assert_eq!(parse_seed(Some(" 42 ")), SeedParam::Valid(42));
        assert_eq!(
            parse_seed(Some("18446744073709551615")),
            SeedParam::Valid(u64::MAX)
        );
        for bad in ["abc", "-1", "", "1e3", "18446744073709551616"] {
            assert_eq!(parse_seed(Some(bad)), SeedParam::Invalid(bad.into()));
        }
    }

    #[test]
    fn the_size_parameter_is_one_of_the_modes_sides() {
        assert_eq!(parse_size(Mode::Exponentorus, None), SizeParam::Absent);
        for mode in Mode::ALL {
            for &n in mode.sizes() {
                assert_eq!(parse_size(mode, Some(&n.to_string())), SizeParam::Valid(n));
            }
        }
        assert_eq!(
            parse_size(Mode::Exponentorus, Some(" 7 ")),
            SizeParam::Valid(7)
        );
        for bad in ["8", "abc", "", "-9", "9.0"] {
            assert_eq!(
                parse_size(Mode::Exponentorus, Some(bad)),
                SizeParam::Invalid(bad.into())
            );
        }
        assert_eq!(parse_size(Mode::Twenty48, Some("8")), SizeParam::Valid(8));
        assert_eq!(
            parse_size(Mode::Twenty48, Some("99")),
            SizeParam::Invalid("99".into())
        );
        assert_eq!(SizeParam::Absent.side(Mode::Twenty48), 4);
        assert_eq!(SizeParam::Invalid("x".into()).side(Mode::Exponentorus), 9);
    }

    #[test]
    fn modes_are_read_by_name() {
        assert_eq!(parse_mode(None), ModeParam::Absent);
        assert_eq!(parse_mode(Some("2048")), ModeParam::Valid(Mode::Twenty48));
        assert_eq!(
            parse_mode(Some("exponentorus")),
            ModeParam::Valid(Mode::Exponentorus)
        );
        assert_eq!(parse_mode(Some("nope")), ModeParam::Invalid("nope".into()));
    }

    #[test]
    fn a_link_names_the_mode_unless_main_and_the_side_unless_default() {
        assert_eq!(game_query(Mode::Exponentorus, 42, 9), "seed=42");
        assert_eq!(game_query(Mode::Exponentorus, 42, 7), "seed=42&size=7");
        assert_eq!(game_query(Mode::Twenty48, 7, 4), "mode=2048&seed=7");
        assert_eq!(game_query(Mode::Twenty48, 7, 5), "mode=2048&seed=7&size=5");
        let day = Day::from_number(20_787);
        assert_eq!(
            daily_query(Mode::Twenty48, day),
            format!("mode=2048&daily={day}")
        );
        assert_eq!(daily_query(Mode::Exponentorus, day), format!("daily={day}"));
    }
}
