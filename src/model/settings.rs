//! Player settings: animation speed, theme, palette and whether the how-to-play panel has
//! been seen.
//! Stored as JSON apart from the game, so a bad save never costs the settings. The JSON
//! is read with the game's small JSON reader and written by hand.

use rules::json::{JsonError, JsonReader};

/// How fast moves and rolls animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speed {
    /// No animation: the board jumps to its new state.
    Instant,
    /// Half the normal durations.
    Fast,
    /// The durations the timeline names.
    Normal,
    /// Twice the normal durations.
    Slow,
}

impl Speed {
    /// Every speed, fastest first, for the settings menu.
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// A duration given at normal speed, at this speed.
    pub fn scale(self, millis: u32) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => millis / 2,
            Speed::Normal => millis,
            Speed::Slow => millis * 2,
        }
    }

    /// The name stored in settings and used as the menu's option value.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    /// The speed called `name`.
    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The label shown in the menu.
    pub fn label(self) -> &'static str {
        match self {
            Speed::Instant => "Instant",
            Speed::Fast => "Fast",
            Speed::Normal => "Normal",
            Speed::Slow => "Slow",
        }
    }
}

/// Light or dark: the system's choice, or the player's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Whatever the system prefers, following it when it changes.
    #[default]
    System,
    /// Light, whatever the system prefers.
    Light,
    /// Dark, whatever the system prefers.
    Dark,
}

impl Theme {
    /// Every theme, for the settings menu.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The name stored in settings, used as the menu's option value and, on the page, as
    /// the class `theme-{name}` that the stylesheet reads.
    pub fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme called `name`.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The label shown in the menu.
    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "System",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }
}

/// The tiles' colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Palette {
    /// A colour of its own for each value.
    #[default]
    Standard,
    /// Safe for colour-blind players: each value differs from the next in lightness, and
    /// the largest carry marks, so no value is told from another by hue alone.
    Safe,
}

impl Palette {
    /// Every palette, for the settings menu.
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::Safe];

    /// The name stored in settings, used as the menu's option value and, on the page, as
    /// the class `palette-{name}` that the stylesheet reads.
    pub fn name(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::Safe => "safe",
        }
    }

    /// The palette called `name`.
    pub fn from_name(name: &str) -> Option<Palette> {
        Palette::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The label shown in the menu.
    pub fn label(self) -> &'static str {
        match self {
            Palette::Standard => "Standard",
            Palette::Safe => "Colour-blind safe",
        }
    }
}

/// Everything remembered about the player's choices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The chosen speed; `None` until the player picks one, so that the default can follow
    /// the system's reduced-motion preference.
    pub speed: Option<Speed>,
    /// Whether the how-to-play panel has been seen (it opens by itself until it has).
    pub help_seen: bool,
    /// Light, dark or the system's choice.
    pub theme: Theme,
    /// The tiles' colours.
    pub palette: Palette,
}

impl Settings {
    /// The speed to animate at: the player's choice, else instant for players who asked
    /// their system for reduced motion, else normal.
    pub fn effective_speed(&self, reduced_motion: bool) -> Speed {
        self.speed.unwrap_or(if reduced_motion {
            Speed::Instant
        } else {
            Speed::Normal
        })
    }

    /// Settings from stored JSON; anything unreadable gives the defaults, since settings
    /// are never worth an error. Unknown fields are skipped, a `null` speed is unset.
    pub fn from_json(text: &str) -> Settings {
        read_settings(text).unwrap_or_default()
    }

    /// The settings as JSON:
    /// `{"speed":"fast","theme":"dark","palette":"safe","help_seen":true}`, without the
    /// speed when none was chosen and without a theme or palette left at its default.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{");
        if let Some(speed) = self.speed {
            out.push_str("\"speed\":\"");
            out.push_str(speed.name());
            out.push_str("\",");
        }
        if self.theme != Theme::System {
            out.push_str("\"theme\":\"");
            out.push_str(self.theme.name());
            out.push_str("\",");
        }
        if self.palette != Palette::Standard {
            out.push_str("\"palette\":\"");
            out.push_str(self.palette.name());
            out.push_str("\",");
        }
        out.push_str(if self.help_seen {
            "\"help_seen\":true}"
        } else {
            "\"help_seen\":false}"
        });
        out
    }
}

/// The settings in `text`, or why it is not a JSON object of valid settings: the strict
/// reading, for an import, where a bad value must be reported rather than dropped.
pub fn read_settings(text: &str) -> Result<Settings, JsonError> {
    let mut json = JsonReader::new(text);
    let mut out = Settings::default();
    json.object(|name, value| {
        match name {
            b"speed" if value.null() => out.speed = None,
            b"speed" => {
                let start = *value;
                let name = value.string()?;
                match Speed::ALL.into_iter().find(|s| s.name().as_bytes() == name) {
                    Some(speed) => out.speed = Some(speed),
                    None => return start.error("a speed's name"),
                }
            }
            b"theme" => {
                let start = *value;
                let name = value.string()?;
                match Theme::ALL.into_iter().find(|t| t.name().as_bytes() == name) {
                    Some(theme) => out.theme = theme,
                    None => return start.error("a theme's name"),
                }
            }
            b"palette" => {
                let start = *value;
                let name = value.string()?;
                match Palette::ALL
                    .into_iter()
                    .find(|p| p.name().as_bytes() == name)
                {
                    Some(palette) => out.palette = palette,
                    None => return start.error("a palette's name"),
                }
            }
            b"help_seen" => out.help_seen = value.boolean()?,
            _ => value.skip()?,
        }
        Ok(())
    })?;
    json.end()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_scale_durations() {
        assert_eq!(Speed::Instant.scale(200), 0);
        assert_eq!(Speed::Fast.scale(200), 100);
        assert_eq!(Speed::Normal.scale(200), 200);
        assert_eq!(Speed::Slow.scale(200), 400);
    }

    #[test]
    fn reduced_motion_makes_instant_the_default_but_never_overrides_a_choice() {
        let unset = Settings::default();
        assert_eq!(unset.effective_speed(true), Speed::Instant);
        assert_eq!(unset.effective_speed(false), Speed::Normal);
        let chosen = Settings {
            speed: Some(Speed::Slow),
            ..Settings::default()
        };
        assert_eq!(chosen.effective_speed(true), Speed::Slow);
    }

    #[test]
    fn settings_round_trip_and_bad_json_gives_defaults() {
        let s = Settings {
            speed: Some(Speed::Fast),
            help_seen: true,
            ..Settings::default()
        };
        assert_eq!(s.to_json(), r#"{"speed":"fast","help_seen":true}"#);
        assert_eq!(Settings::from_json(&s.to_json()), s);
        assert_eq!(Settings::from_json("{not json"), Settings::default());
        assert_eq!(
            Settings::from_json(r#"{"speed":"warp"}"#),
            Settings::default()
        );
        assert_eq!(
            Settings::from_json(r#"{"help_seen":true}"#),
            Settings {
                help_seen: true,
                ..Settings::default()
            }
        );
    }

    #[test]
    fn settings_json_is_read_tolerantly() {
        let fast = Settings {
            speed: Some(Speed::Fast),
            ..Settings::default()
        };
        assert_eq!(
            Settings::from_json(
                r#" { "x" : [1, {"y": "a\"b"}, null, -2.5e3] , "speed" : "fast" } "#
            ),
            fast
        );
        assert_eq!(
            Settings::from_json(r#"{"speed":null,"help_seen":true}"#).speed,
            None
        );
        assert_eq!(Settings::from_json("{}"), Settings::default());
        assert_eq!(
            Settings::from_json(&Settings::default().to_json()),
            Settings::default()
        );
        for bad in [
            "",
            "{",
            "[]",
            "null",
            r#"{"speed":"fast"} x"#,
            r#"{"speed":"fast",}"#,
            r#"{"help_seen":1}"#,
            r#"{"speed":3}"#,
            r#"{"speed":"fast""#,
            r#"{"x":[1,2}"#,
            r#"{"x":"#,
        ] {
            assert_eq!(Settings::from_json(bad), Settings::default(), "{bad}");
        }
        let deep = format!("{{\"x\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(Settings::from_json(&deep), Settings::default());
    }

    #[test]
    fn theme_and_palette_are_remembered_and_default_to_the_system_and_standard() {
        assert_eq!(Settings::default().theme, Theme::System);
        assert_eq!(Settings::default().palette, Palette::Standard);
        let chosen = Settings {
            theme: Theme::Light,
            palette: Palette::Safe,
            ..Settings::default()
        };
        assert_eq!(
            chosen.to_json(),
            r#"{"theme":"light","palette":"safe","help_seen":false}"#
        );
        assert_eq!(Settings::from_json(&chosen.to_json()), chosen);
        for theme in Theme::ALL {
            for palette in Palette::ALL {
                let s = Settings {
                    speed: Some(Speed::Slow),
                    help_seen: true,
                    theme,
                    palette,
                };
                assert_eq!(Settings::from_json(&s.to_json()), s);
            }
        }
        // Settings saved before themes existed read as the defaults.
        assert_eq!(
            Settings::from_json(r#"{"speed":"fast","help_seen":true}"#).theme,
            Theme::System
        );
        for bad in [
            r#"{"theme":"sepia"}"#,
            r#"{"theme":1}"#,
            r#"{"palette":"neon"}"#,
            r#"{"palette":true}"#,
        ] {
            assert_eq!(Settings::from_json(bad), Settings::default(), "{bad}");
        }
    }

    #[test]
    fn theme_and_palette_names_round_trip() {
        for t in Theme::ALL {
            assert_eq!(Theme::from_name(t.name()), Some(t));
        }
        for p in Palette::ALL {
            assert_eq!(Palette::from_name(p.name()), Some(p));
        }
        assert_eq!(Theme::from_name("sepia"), None);
        assert_eq!(Palette::from_name("neon"), None);
    }

    #[test]
    fn speed_names_round_trip() {
        for s in Speed::ALL {
            assert_eq!(Speed::from_name(s.name()), Some(s));
        }
        assert_eq!(Speed::from_name("warp"), None);
    }
}
