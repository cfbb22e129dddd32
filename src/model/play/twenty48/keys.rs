//! 2048's keys, and their help. It has no cursor: Space, Enter, C and Home are not its
//! keys and keep their browser meaning.

use crate::model::input::{
    CANCEL, HELP, HINT, KeyMap, KeyPhrase, LEADERBOARD, MUTE, NEW_GAME, RACE, REDO_AND_SHORTCUTS,
    STATS, STEPS, UNDO, WATCH,
};

/// 2048's keys.
pub const KEYS: KeyMap = &[
    &[KeyPhrase {
        names: &["←↑→↓", "WASD"],
        presses: &STEPS,
        words: " slide; on the board, swipe or drag with the mouse",
    }],
    &[
        KeyPhrase {
            names: &["U"],
            presses: &[UNDO],
            words: " takes a slide back, ",
        },
        REDO_AND_SHORTCUTS[0],
        REDO_AND_SHORTCUTS[1],
        REDO_AND_SHORTCUTS[2],
    ],
    &[
        KeyPhrase {
            names: &["H"],
            presses: &[HINT],
            words: " hints (an arrow at the wall to slide to), ",
        },
        KeyPhrase {
            names: &["P"],
            presses: &[WATCH],
            words: " lets the solver play (any key stops it); a game the solver played in does not count for the best",
        },
    ],
    &[
        KeyPhrase {
            names: &["N"],
            presses: &[NEW_GAME],
            words: " new game (mode and size), ",
        },
        KeyPhrase {
            names: &["R"],
            presses: &[RACE],
            words: " race a friend, ",
        },
        KeyPhrase {
            names: &["M"],
            presses: &[MUTE],
            words: " sound off or on, ",
        },
        KeyPhrase {
            names: &["?"],
            presses: &[HELP],
            words: " this help, ",
        },
        KeyPhrase {
            names: &["Esc"],
            presses: &[CANCEL],
            words: " closes a dialog",
        },
    ],
    &[
        KeyPhrase {
            names: &["T"],
            presses: &[STATS],
            words: " statistics, ",
        },
        KeyPhrase {
            names: &["L"],
            presses: &[LEADERBOARD],
            words: " leaderboard",
        },
    ],
];
