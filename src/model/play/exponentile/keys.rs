//! The keys of ExponenTile's two modes, and their help: on the torus the view rolls under
//! the centre cursor, on the flat board the cursor moves itself. Only those words differ.

use crate::model::i18n::tr;
use crate::model::input::{
    CANCEL, HELP, HINT, KeyMap, KeyPhrase, LEADERBOARD, MUTE, NEW_GAME, PICK, RACE, RECENTRE,
    REDO_AND_SHORTCUTS, STATS, STEPS, UNDO, WATCH,
};

/// ExponenTorus's keys.
pub const TORUS_KEYS: KeyMap = &[
    &[KeyPhrase {
        names: &["←↑→↓", "WASD"],
        presses: &STEPS,
        words: tr::keys_tiles_1,
    }],
    PICK_AND_PUT_DOWN,
    &[
        KeyPhrase {
            names: &["C", "Home"],
            presses: &[RECENTRE],
            words: tr::keys_tiles_2,
        },
        HINT_TO_HELP[0],
        HINT_TO_HELP[1],
        HINT_TO_HELP[2],
        HINT_TO_HELP[3],
        HINT_TO_HELP[4],
        HINT_TO_HELP[5],
        HINT_TO_HELP[6],
        HINT_TO_HELP[7],
    ],
    UNDO_AND_REDO,
];

/// ExponenTile's keys.
pub const FLAT_KEYS: KeyMap = &[
    &[
        KeyPhrase {
            names: &["←↑→↓", "WASD"],
            presses: &STEPS,
            words: tr::keys_tiles_3,
        },
        KeyPhrase {
            names: &["C", "Home"],
            presses: &[RECENTRE],
            words: tr::keys_tiles_4,
        },
    ],
    PICK_AND_PUT_DOWN,
    &HINT_TO_HELP,
    UNDO_AND_REDO,
];

const PICK_AND_PUT_DOWN: &[KeyPhrase] = &[
    KeyPhrase {
        names: &["Space", "Enter"],
        presses: &[PICK],
        words: tr::keys_tiles_5,
    },
    KeyPhrase {
        names: &["Esc"],
        presses: &[CANCEL],
        words: tr::keys_tiles_6,
    },
];

const HINT_TO_HELP: [KeyPhrase; 8] = [
    KeyPhrase {
        names: &["H"],
        presses: &[HINT],
        words: tr::keys_tiles_7,
    },
    KeyPhrase {
        names: &["P"],
        presses: &[WATCH],
        words: tr::keys_tiles_8,
    },
    KeyPhrase {
        names: &["N"],
        presses: &[NEW_GAME],
        words: tr::keys_tiles_9,
    },
    KeyPhrase {
        names: &["R"],
        presses: &[RACE],
        words: tr::keys_race,
    },
    KeyPhrase {
        names: &["T"],
        presses: &[STATS],
        words: tr::keys_tiles_10,
    },
    KeyPhrase {
        names: &["L"],
        presses: &[LEADERBOARD],
        words: tr::keys_tiles_11,
    },
    KeyPhrase {
        names: &["M"],
        presses: &[MUTE],
        words: tr::keys_tiles_12,
    },
    KeyPhrase {
        names: &["?"],
        presses: &[HELP],
        words: tr::keys_tiles_13,
    },
];

const UNDO_AND_REDO: &[KeyPhrase] = &[
    KeyPhrase {
        names: &["U"],
        presses: &[UNDO],
        words: tr::keys_tiles_14,
    },
    REDO_AND_SHORTCUTS[0],
    REDO_AND_SHORTCUTS[1],
    REDO_AND_SHORTCUTS[2],
];
