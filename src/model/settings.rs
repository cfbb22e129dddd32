//! Player settings: animation speed, theme, palette, sound, and whether the welcome (the
//! tutorial) has been had.
//! Stored as JSON apart from the game, so a bad save never costs the settings; read and
//! written by serde (docs/RULES.md §18).

use std::fmt;

use serde::de::{self, Deserializer, Visitor};

use super::i18n::tr;
use serde::{Deserialize, Serialize, Serializer};

/// How fast moves and rolls animate. Stored by [`Speed::name`].
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
    pub fn label(self) -> String {
        match self {
            Speed::Instant => tr::speed_instant(),
            Speed::Fast => tr::speed_fast(),
            Speed::Normal => tr::speed_normal(),
            Speed::Slow => tr::speed_slow(),
        }
    }
}

/// Light or dark: the system's choice, or the player's. Stored by [`Theme::name`].
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
    pub fn label(self) -> String {
        match self {
            Theme::System => tr::theme_system(),
            Theme::Light => tr::theme_light(),
            Theme::Dark => tr::theme_dark(),
        }
    }
}

/// The tiles' colours. Stored by [`Palette::name`].
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
    pub fn label(self) -> String {
        match self {
            Palette::Standard => tr::palette_standard(),
            Palette::Safe => tr::palette_safe(),
        }
    }
}

/// Each choice is stored by its name, and read back from it: one impl for all three.
macro_rules! by_name {
    ($choice:ty) => {
        impl Serialize for $choice {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.name())
            }
        }

        impl<'de> Deserialize<'de> for $choice {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let names = <$choice>::ALL.map(<$choice>::name);
                let at = deserializer.deserialize_str(NameOf(&names))?;
                Ok(<$choice>::ALL[at])
            }
        }
    };
}

by_name!(Speed);
by_name!(Theme);
by_name!(Palette);

/// Reads one of `names`: where it is in the list. The words are serde's for an enum's.
struct NameOf<'a>(&'a [&'static str]);

impl NameOf<'_> {
    fn listed(&self) -> String {
        let names: Vec<String> = self.0.iter().map(|name| format!("`{name}`")).collect();
        names.join(", ")
    }
}

impl Visitor<'_> for NameOf<'_> {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "one of {}", self.listed())
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|known| *known == name)
            .ok_or_else(|| {
                E::custom(format_args!(
                    "unknown variant `{name}`, expected one of {}",
                    self.listed()
                ))
            })
    }
}

/// How loud the sounds play: 0 to 100, a share of the game's full level. 80 unless chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Volume(u8);

impl Volume {
    /// The loudest.
    pub const MAX: u8 = 100;

    /// A volume of `percent`, at most [`Volume::MAX`].
    pub fn new(percent: u8) -> Volume {
        Volume(percent.min(Self::MAX))
    }

    /// The volume, 0 to 100.
    pub fn percent(self) -> u8 {
        self.0
    }
}

impl Default for Volume {
    fn default() -> Self {
        Volume(80)
    }
}

impl<'de> Deserialize<'de> for Volume {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match u8::deserialize(deserializer)? {
            percent if percent <= Self::MAX => Ok(Volume(percent)),
            percent => Err(de::Error::custom(format_args!(
                "a volume of {percent}, expected one from 0 to {}",
                Self::MAX
            ))),
        }
    }
}

/// Everything remembered about the player's choices, stored as
/// `{"speed":"fast","theme":"dark","palette":"safe","volume":40,"muted":true,
/// "help_seen":true}`: a speed only once one was chosen, a theme, palette or volume only
/// when not the default, `muted` only when true. Every field may be missing (the
/// default), a `null` speed is unset, unknown fields are skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, expecting = "the settings")]
pub struct Settings {
    /// The chosen speed; `None` until the player picks one, so that the default can follow
    /// the system's reduced-motion preference.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub speed: Option<Speed>,
    /// Light, dark or the system's choice.
    #[serde(skip_serializing_if = "is_default")]
    pub theme: Theme,
    /// The tiles' colours.
    #[serde(skip_serializing_if = "is_default")]
    pub palette: Palette,
    /// How loud the sounds play.
    #[serde(skip_serializing_if = "is_default")]
    pub volume: Volume,
    /// Whether the sounds (and the vibration on merges) are off: the HUD's mute button.
    #[serde(skip_serializing_if = "is_default")]
    pub muted: bool,
    /// Whether the welcome has been had: the tutorial starts by itself until it has been
    /// played through or skipped. (Its name is older than the tutorial, from the
    /// how-to-play panel that welcomed players before it.)
    pub help_seen: bool,
}

/// Whether a setting is at its default, which is then left unsaid.
fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
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

    /// The volume the sounds play at: none while muted.
    pub fn loudness(&self) -> u8 {
        if self.muted { 0 } else { self.volume.percent() }
    }

    /// Settings from stored JSON; anything unreadable gives the defaults, since settings
    /// are never worth an error.
    pub fn from_json(text: &str) -> Settings {
        read_settings(text).unwrap_or_default()
    }

    /// The settings as JSON (see [`Settings`]).
    pub fn to_json(&self) -> String {
        // Writing this plain struct to a string cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The settings in `text`, or why it is not a JSON object of valid settings (serde_json's
/// words, with where): the strict reading, for an import, where a bad value must be
/// reported rather than dropped.
pub fn read_settings(text: &str) -> Result<Settings, String> {
    serde_json::from_str(text).map_err(|e| rules::json_in_words(&e))
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
                    ..Settings::default()
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
    fn the_volume_and_mute_are_remembered_and_default_to_80_and_sound_on() {
        let default = Settings::default();
        assert_eq!((default.volume.percent(), default.muted), (80, false));
        assert_eq!(default.loudness(), 80);
        let quiet = Settings {
            volume: Volume::new(40),
            muted: true,
            ..Settings::default()
        };
        assert_eq!(
            quiet.to_json(),
            r#"{"volume":40,"muted":true,"help_seen":false}"#
        );
        assert_eq!(Settings::from_json(&quiet.to_json()), quiet);
        assert_eq!(quiet.loudness(), 0, "muted, whatever the volume");
        assert_eq!(Volume::new(250).percent(), 100);
        assert_eq!(Settings::from_json(r#"{"volume":0}"#).loudness(), 0);
        for bad in [
            r#"{"volume":101}"#,
            r#"{"volume":-1}"#,
            r#"{"volume":"loud"}"#,
            r#"{"muted":1}"#,
        ] {
            assert_eq!(Settings::from_json(bad), Settings::default(), "{bad}");
        }
        assert!(
            read_settings(r#"{"volume":120}"#)
                .unwrap_err()
                .starts_with("a volume of 120, expected one from 0 to 100")
        );
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
    fn the_stored_names_are_the_menus_names() {
        let stored = |value: Result<String, serde_json::Error>| value.unwrap().replace('"', "");
        for s in Speed::ALL {
            assert_eq!(stored(serde_json::to_string(&s)), s.name());
        }
        for t in Theme::ALL {
            assert_eq!(stored(serde_json::to_string(&t)), t.name());
        }
        for p in Palette::ALL {
            assert_eq!(stored(serde_json::to_string(&p)), p.name());
        }
    }

    #[test]
    fn a_bad_setting_says_what_was_expected_and_where() {
        let why = read_settings(r#"{"speed":"warp"}"#).unwrap_err();
        assert!(
            why.starts_with("unknown variant `warp`, expected one of"),
            "{why}"
        );
        assert!(why.ends_with("at line 1 column 15"), "{why}");
        assert!(
            read_settings(r#"{"help_seen":true,"help_seen":false}"#)
                .unwrap_err()
                .starts_with("duplicate field `help_seen`")
        );
    }

    #[test]
    fn speed_names_round_trip() {
        for s in Speed::ALL {
            assert_eq!(Speed::from_name(s.name()), Some(s));
        }
        assert_eq!(Speed::from_name("warp"), None);
    }
}
