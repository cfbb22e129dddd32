//! Each mode's keys, as a player presses them, and its help: every key a mode answers is
//! named in its help, in the phrase that says what it does, and every key its help names
//! does that.

use rules::Mode;

use super::*;
use crate::model::play::keys;

fn with(ctrl: bool, meta: bool, shift: bool) -> Modifiers {
    Modifiers {
        ctrl,
        meta,
        shift,
        alt: false,
    }
}

const SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::NONE
};

/// Every key any mode answers, in each mode: a mode's table that lost a line fails here.
#[test]
fn every_mode_answers_the_shared_keys() {
    for mode in Mode::ALL {
        let map = keys(mode);
        let plain = |key| action_for_key(map, key, Modifiers::NONE);
        for (arrow, old, letter, caps, dir) in [
            ("ArrowUp", "Up", "w", "W", Direction::Up),
            ("ArrowDown", "Down", "s", "S", Direction::Down),
            ("ArrowLeft", "Left", "a", "A", Direction::Left),
            ("ArrowRight", "Right", "d", "D", Direction::Right),
        ] {
            for key in [arrow, old, letter, caps] {
                assert_eq!(plain(key), Some(Action::Step(dir)), "{mode:?} {key}");
            }
        }
        for (key, action) in [
            ("Escape", Action::Cancel),
            ("Esc", Action::Cancel),
            ("n", Action::NewGame),
            ("H", Action::Hint),
            ("?", Action::Help),
            ("u", Action::Undo),
            ("U", Action::Undo),
            ("p", Action::Watch),
            ("P", Action::Watch),
            ("t", Action::Stats),
            ("m", Action::Mute),
            ("M", Action::Mute),
            ("l", Action::Leaderboard),
        ] {
            assert_eq!(plain(key), Some(action), "{mode:?} {key:?}");
        }
        assert_eq!(action_for_key(map, "?", SHIFT), Some(Action::Help));
        assert_eq!(action_for_key(map, "U", SHIFT), Some(Action::Redo));
        for (key, ctrl, meta, shift, action) in [
            ("z", true, false, false, Action::Undo),
            ("z", false, true, false, Action::Undo),
            ("Z", true, false, true, Action::Redo),
            ("Z", false, true, true, Action::Redo),
            ("y", true, false, false, Action::Redo),
        ] {
            let modifiers = with(ctrl, meta, shift);
            assert_eq!(
                action_for_key(map, key, modifiers),
                Some(action),
                "{mode:?} {key} {modifiers:?}"
            );
        }
    }
}

#[test]
fn exponentile_s_modes_pick_and_recentre_2048_leaves_those_keys() {
    for mode in [Mode::Exponentorus, Mode::Exponentile] {
        let plain = |key| action_for_key(keys(mode), key, Modifiers::NONE);
        for key in [" ", "Spacebar", "Enter"] {
            assert_eq!(plain(key), Some(Action::Pick), "{mode:?} {key:?}");
        }
        for key in ["Home", "c", "C"] {
            assert_eq!(plain(key), Some(Action::Recentre), "{mode:?} {key:?}");
        }
    }
    // 2048 has no cursor: these keep their browser meaning (Space presses a button).
    for key in [" ", "Enter", "Home", "c"] {
        assert_eq!(
            action_for_key(keys(Mode::Twenty48), key, Modifiers::NONE),
            None,
            "{key:?}"
        );
    }
}

#[test]
fn the_browser_keeps_its_shortcuts_and_stray_keys() {
    for mode in Mode::ALL {
        let map = keys(mode);
        // Ctrl+R reloads, Ctrl+W closes, Alt+← goes back.
        for modifiers in [with(true, false, false), with(false, true, false)] {
            for key in ["r", "w", "h", "n", "ArrowLeft", " ", "Enter", "Home"] {
                assert_eq!(action_for_key(map, key, modifiers), None, "{mode:?} {key}");
            }
        }
        let alt = Modifiers {
            alt: true,
            ..Modifiers::NONE
        };
        for key in ["z", "ArrowLeft", "n", "m"] {
            assert_eq!(action_for_key(map, key, alt), None, "{mode:?} {key}");
        }
        assert_eq!(action_for_key(map, "Y", with(true, false, true)), None);
        for key in [
            "x", "Tab", "F5", "PageDown", "1", "Shift", "Control", "", "Dead", "é",
        ] {
            assert_eq!(
                action_for_key(map, key, Modifiers::NONE),
                None,
                "{mode:?} {key:?}"
            );
        }
    }
}

/// How a player names a key: ↑ for ArrowUp (and its old name), Space, Esc, a letter in
/// capitals; Ctrl+ for Ctrl or Meta (the help says Cmd stands for Ctrl on a Mac); Shift+
/// only where Shift makes the key do something else (Shift+U, not caps lock's W or `?`).
fn name_of(map: KeyMap, key: &str, modifiers: Modifiers) -> String {
    let base = match key {
        "ArrowUp" | "Up" => "↑".to_owned(),
        "ArrowDown" | "Down" => "↓".to_owned(),
        "ArrowLeft" | "Left" => "←".to_owned(),
        "ArrowRight" | "Right" => "→".to_owned(),
        " " | "Spacebar" => "Space".to_owned(),
        "Escape" | "Esc" => "Esc".to_owned(),
        key if key.chars().count() == 1 => key.to_uppercase(),
        key => key.to_owned(),
    };
    let unshifted = Modifiers {
        shift: false,
        ..modifiers
    };
    let shift_named = modifiers.shift
        && action_for_key(map, key, unshifted) != action_for_key(map, key, modifiers);
    let command = if modifiers.ctrl || modifiers.meta {
        "Ctrl+"
    } else {
        ""
    };
    let shift = if shift_named { "Shift+" } else { "" };
    format!("{command}{shift}{base}")
}

/// A press's modifiers as a player holds them for its chord.
fn held(chord: Chord) -> Modifiers {
    match chord {
        Chord::Bare | Chord::Unshifted => Modifiers::NONE,
        Chord::Shifted => SHIFT,
        Chord::Command => with(true, false, false),
        Chord::CommandShifted => with(true, false, true),
    }
}

/// The keys a phrase's names spell, one by one ("WASD" is W, A, S and D): each name must
/// be made of the names of the phrase's own presses, whole.
fn named_keys(map: KeyMap, phrase: &KeyPhrase) -> Vec<String> {
    let own: Vec<String> = phrase
        .presses
        .iter()
        .flat_map(|press| {
            press
                .keys
                .iter()
                .map(|key| name_of(map, key, held(press.chord)))
        })
        .collect();
    let mut named = Vec::new();
    for name in phrase.names {
        let mut rest: &str = name;
        while !rest.is_empty() {
            let Some(first) = own
                .iter()
                .filter(|own| rest.starts_with(own.as_str()))
                .max_by_key(|own| own.len())
            else {
                panic!("{name:?} names a key its phrase does not map (at {rest:?})");
            };
            named.push(first.clone());
            rest = &rest[first.len()..];
        }
    }
    named
}

/// Every key name a browser gives, or near enough: the printable characters, and the
/// named keys a keyboard has.
fn every_key() -> Vec<String> {
    let named = [
        "ArrowUp",
        "ArrowDown",
        "ArrowLeft",
        "ArrowRight",
        "Up",
        "Down",
        "Left",
        "Right",
        "Enter",
        "Escape",
        "Esc",
        "Spacebar",
        "Home",
        "End",
        "PageUp",
        "PageDown",
        "Tab",
        "Backspace",
        "Delete",
        "Insert",
        "F1",
        "F5",
        "F12",
        "Shift",
        "Control",
        "Alt",
        "Meta",
    ];
    (' '..='~')
        .map(String::from)
        .chain(named.iter().map(|key| (*key).to_owned()))
        .collect()
}

fn every_modifier() -> Vec<Modifiers> {
    (0..16)
        .map(|bits: u8| Modifiers {
            ctrl: bits & 1 != 0,
            alt: bits & 2 != 0,
            meta: bits & 4 != 0,
            shift: bits & 8 != 0,
        })
        .collect()
}

#[test]
fn every_key_a_mode_answers_is_in_its_help_where_it_says_what_it_does() {
    for mode in Mode::ALL {
        let map = keys(mode);
        let mut answered = 0;
        for key in every_key() {
            for modifiers in every_modifier() {
                let Some(action) = action_for_key(map, &key, modifiers) else {
                    continue;
                };
                answered += 1;
                let name = name_of(map, &key, modifiers);
                let says = map.iter().flat_map(|line| line.iter()).find(|phrase| {
                    named_keys(map, phrase).contains(&name)
                        && phrase.presses.iter().any(|press| press.action == action)
                });
                assert!(
                    says.is_some(),
                    "{mode:?}: the help does not name {name} ({key:?}, {action:?})"
                );
                if modifiers.meta {
                    let words: String = map
                        .iter()
                        .flat_map(|line| line.iter())
                        .map(|p| (p.words)())
                        .collect();
                    assert!(words.contains("Cmd"), "{mode:?}: Cmd+ is not explained");
                }
            }
        }
        assert!(answered > 40, "{mode:?} answers {answered} presses");
    }
}

#[test]
fn every_key_a_help_names_does_what_it_says() {
    for mode in Mode::ALL {
        let map = keys(mode);
        for phrase in map.iter().flat_map(|line| line.iter()) {
            assert!(!phrase.names.is_empty(), "{mode:?}: a phrase names no key");
            named_keys(map, phrase);
            for press in phrase.presses {
                for key in press.keys {
                    // Not answered by an earlier line instead.
                    assert_eq!(
                        action_for_key(map, key, held(press.chord)),
                        Some(press.action),
                        "{mode:?} {key:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn each_mode_s_help_lists_the_sound_key() {
    // ExponenTile's help once left M out.
    for mode in Mode::ALL {
        let names: Vec<&str> = keys(mode)
            .iter()
            .flat_map(|line| line.iter())
            .flat_map(|phrase| phrase.names.iter().copied())
            .collect();
        assert!(names.contains(&"M"), "{mode:?}: {names:?}");
    }
}
