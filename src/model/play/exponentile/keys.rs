//! The keys of ExponenTile's two modes, and their help: on the torus the view rolls under
//! the centre cursor, on the flat board the cursor moves itself. Only those words differ.

use crate::model::input::{
    CANCEL, HELP, HINT, KeyMap, KeyPhrase, LEADERBOARD, MUTE, NEW_GAME, PICK, RACE, RECENTRE,
    REDO_AND_SHORTCUTS, STATS, STEPS, UNDO, WATCH,
};

/// ExponenTorus's keys.
pub const TORUS_KEYS: KeyMap = &[
    &[KeyPhrase {
        names: &["←↑→↓", "WASD"],
        presses: &STEPS,
        words: " roll the board under the centre cursor",
    }],
    PICK_AND_PUT_DOWN,
    &[
        KeyPhrase {
            names: &["C", "Home"],
            presses: &[RECENTRE],
            words: " recentres, ",
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
            words: " move the cursor over the board; ",
        },
        KeyPhrase {
            names: &["C", "Home"],
            presses: &[RECENTRE],
            words: " centres it",
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
        words: " picks up the tile under the cursor, then an arrow swaps it; ",
    },
    KeyPhrase {
        names: &["Esc"],
        presses: &[CANCEL],
        words: " puts it down",
    },
];

const HINT_TO_HELP: [KeyPhrase; 8] = [
    KeyPhrase {
        names: &["H"],
        presses: &[HINT],
        words: " hints, ",
    },
    KeyPhrase {
        names: &["P"],
        presses: &[WATCH],
        words: " lets the solver play (any key stops it), ",
    },
    KeyPhrase {
        names: &["N"],
        presses: &[NEW_GAME],
        words: " new game, ",
    },
    KeyPhrase {
        names: &["R"],
        presses: &[RACE],
        words: " race a friend, ",
    },
    KeyPhrase {
        names: &["T"],
        presses: &[STATS],
        words: " statistics, ",
    },
    KeyPhrase {
        names: &["L"],
        presses: &[LEADERBOARD],
        words: " leaderboard, ",
    },
    KeyPhrase {
        names: &["M"],
        presses: &[MUTE],
        words: " sound off or on, ",
    },
    KeyPhrase {
        names: &["?"],
        presses: &[HELP],
        words: " this help",
    },
];

const UNDO_AND_REDO: &[KeyPhrase] = &[
    KeyPhrase {
        names: &["U"],
        presses: &[UNDO],
        words: " takes a move back, ",
    },
    REDO_AND_SHORTCUTS[0],
    REDO_AND_SHORTCUTS[1],
    REDO_AND_SHORTCUTS[2],
];
