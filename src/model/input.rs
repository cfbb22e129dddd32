//! The keyboard adapter: a pure map from a key (as `KeyboardEvent.key` names it) and its
//! modifiers to a game [`Action`]. The browser listener only translates events into calls
//! of [`action_for_key`]; it calls `preventDefault` exactly when this returns `Some`, so
//! every key the game does not use keeps its browser meaning.

use super::i18n::tr;
use rules::Direction;

/// What a key asks the game to do. Whether a [`Action::Step`] rolls the view or swaps a
/// picked-up tile depends on the game's state, which this module knows nothing about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Arrows / WASD: move the cursor over the board (the view rolls under the fixed
    /// centre cursor), or, with a tile picked up, swap it with that neighbour.
    Step(Direction),
    /// Space / Enter: pick up the tile under the cursor, or put a picked-up tile down.
    Pick,
    /// Escape: put a picked-up tile down, close a panel.
    Cancel,
    /// Home / C: roll the view back so the board sits unshifted.
    Recentre,
    /// N: start a new game (asks first when a game is under way).
    NewGame,
    /// H: mark the best move.
    Hint,
    /// ?: show or hide how to play.
    Help,
    /// U, Ctrl+Z / Cmd+Z: take back the last move.
    Undo,
    /// Shift+U, Ctrl+Shift+Z / Cmd+Shift+Z, Ctrl+Y: play a taken-back move again.
    Redo,
    /// P: the solver plays (Watch), or stops.
    Watch,
    /// T: open or close the statistics.
    Stats,
    /// M: sound off, or on again.
    Mute,
    /// L: open or close the leaderboard.
    Leaderboard,
    /// R: start a race.
    Race,
}

/// The modifier keys held with a key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Control.
    pub ctrl: bool,
    /// Alt / Option.
    pub alt: bool,
    /// Meta / Command / Windows.
    pub meta: bool,
    /// Shift: allowed, since `?` needs it on most layouts and caps lock gives `W`.
    pub shift: bool,
}

impl Modifiers {
    /// No modifier held.
    pub const NONE: Modifiers = Modifiers {
        ctrl: false,
        alt: false,
        meta: false,
        shift: false,
    };
}

/// Which modifiers a [`Press`] wants. Alt never: Alt+← and the system's shortcuts keep
/// their meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chord {
    /// No Ctrl or Meta; Shift either way, since `?` needs it on most layouts and caps lock
    /// gives `W`.
    Bare,
    /// No Ctrl, Meta or Shift (U, where Shift+U is another key).
    Unshifted,
    /// Shift, without Ctrl or Meta.
    Shifted,
    /// Ctrl or Meta (Command on a Mac), without Shift: the platform's shortcuts.
    Command,
    /// Ctrl or Meta with Shift.
    CommandShifted,
}

impl Chord {
    fn holds(self, modifiers: Modifiers) -> bool {
        let command = modifiers.ctrl || modifiers.meta;
        !modifiers.alt
            && match self {
                Chord::Bare => !command,
                Chord::Unshifted => !command && !modifiers.shift,
                Chord::Shifted => !command && modifiers.shift,
                Chord::Command => command && !modifiers.shift,
                Chord::CommandShifted => command && modifiers.shift,
            }
    }
}

/// Keys that ask for one action: their names as `KeyboardEvent.key` gives them (a
/// letter in both cases, for caps lock; old browsers' names beside today's), held with
/// `chord`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    /// The keys' names.
    pub keys: &'static [&'static str],
    /// The modifiers they want.
    pub chord: Chord,
    /// What they ask for.
    pub action: Action,
}

/// One phrase of a mode's key help, and the keys it speaks of: the help shows each name
/// in a `<kbd>` (joined by "or"), then the words.
#[derive(Clone, Copy, Debug)]
pub struct KeyPhrase {
    /// The keys as the help names them ("←↑→↓", "WASD", "Shift+U").
    pub names: &'static [&'static str],
    /// The keys the names stand for, and what each asks for.
    pub presses: &'static [Press],
    /// What the keys do, as the help says it after the names (with its spacing and the
    /// punctuation up to the next phrase): a message.
    pub words: fn() -> String,
}

/// A mode's keys: the one table that both maps them ([`action_for_key`]) and is its
/// help's list of keys, line by line (phrases), so the two cannot disagree.
pub type KeyMap = &'static [&'static [KeyPhrase]];

/// A key's name as the help shows it, in the player's language: the named keys (Space,
/// Enter, Esc, Home, Shift, Ctrl) by their names on the language's keyboards, each part of
/// a chord (`Shift+U`) on its own; letters, arrows and signs as they are.
pub fn key_name(name: &str) -> String {
    let part = |part: &str| match part {
        "Space" => tr::key_space(),
        "Enter" => tr::key_enter(),
        "Esc" => tr::key_esc(),
        "Home" => tr::key_home(),
        "Shift" => tr::key_shift(),
        "Ctrl" => tr::key_ctrl(),
        other => other.to_owned(),
    };
    name.split('+').map(part).collect::<Vec<_>>().join("+")
}

/// The arrows and WASD, stepping in their four directions.
pub const STEPS: [Press; 8] = [
    step(&["ArrowUp", "Up"], Direction::Up),
    step(&["ArrowDown", "Down"], Direction::Down),
    step(&["ArrowLeft", "Left"], Direction::Left),
    step(&["ArrowRight", "Right"], Direction::Right),
    step(&["w", "W"], Direction::Up),
    step(&["a", "A"], Direction::Left),
    step(&["s", "S"], Direction::Down),
    step(&["d", "D"], Direction::Right),
];

const fn step(keys: &'static [&'static str], dir: Direction) -> Press {
    bare(keys, Action::Step(dir))
}

/// Keys held with no Ctrl or Meta, Shift either way.
const fn bare(keys: &'static [&'static str], action: Action) -> Press {
    Press {
        keys,
        chord: Chord::Bare,
        action,
    }
}

/// Space or Enter: pick up, put down.
pub const PICK: Press = bare(&[" ", "Spacebar", "Enter"], Action::Pick);
/// Escape (and its old name): put down, close.
pub const CANCEL: Press = bare(&["Escape", "Esc"], Action::Cancel);
/// C or Home: the view back to its place.
pub const RECENTRE: Press = bare(&["c", "C", "Home"], Action::Recentre);
/// H: the hint.
pub const HINT: Press = bare(&["h", "H"], Action::Hint);
/// P: Watch.
pub const WATCH: Press = bare(&["p", "P"], Action::Watch);
/// N: a new game.
pub const NEW_GAME: Press = bare(&["n", "N"], Action::NewGame);
/// T: the statistics.
pub const STATS: Press = bare(&["t", "T"], Action::Stats);
/// L: the leaderboard.
pub const LEADERBOARD: Press = bare(&["l", "L"], Action::Leaderboard);
/// R: a race.
pub const RACE: Press = bare(&["r", "R"], Action::Race);
/// M: the sound off or on.
pub const MUTE: Press = bare(&["m", "M"], Action::Mute);
/// ?: how to play.
pub const HELP: Press = bare(&["?"], Action::Help);
/// U without Shift: undo (caps lock's U too).
pub const UNDO: Press = Press {
    keys: &["u", "U"],
    chord: Chord::Unshifted,
    action: Action::Undo,
};

/// What follows a mode's own words for U in every mode's help: Shift+U, and the
/// platforms' undo and redo.
pub const REDO_AND_SHORTCUTS: [KeyPhrase; 3] = [
    KeyPhrase {
        names: &["Shift+U"],
        presses: &[Press {
            keys: &["u", "U"],
            chord: Chord::Shifted,
            action: Action::Redo,
        }],
        words: tr::keys_redo_1,
    },
    KeyPhrase {
        names: &["Ctrl+Z"],
        presses: &[Press {
            keys: &["z", "Z"],
            chord: Chord::Command,
            action: Action::Undo,
        }],
        words: tr::keys_redo_2,
    },
    KeyPhrase {
        names: &["Ctrl+Y", "Ctrl+Shift+Z"],
        presses: &[
            Press {
                keys: &["y", "Y"],
                chord: Chord::Command,
                action: Action::Redo,
            },
            Press {
                keys: &["z", "Z"],
                chord: Chord::CommandShifted,
                action: Action::Redo,
            },
        ],
        words: tr::keys_redo_3,
    },
];

/// The game action for `key` in a mode whose keys are `map`, or `None` for keys the game
/// leaves to the browser: every key the map does not list (any key with Alt, and every
/// shortcut with Ctrl or Meta but the platform's undo and redo: Ctrl+R must reload).
pub fn action_for_key(map: KeyMap, key: &str, modifiers: Modifiers) -> Option<Action> {
    map.iter()
        .flat_map(|line| line.iter())
        .flat_map(|phrase| phrase.presses)
        .find(|press| press.chord.holds(modifiers) && press.keys.contains(&key))
        .map(|press| press.action)
}

#[cfg(test)]
mod tests;
