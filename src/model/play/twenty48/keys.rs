//! 2048's keys, and their help. It has no cursor: Space, Enter, C and Home are not its
//! keys and keep their browser meaning.

use crate::model::i18n::tr;
use crate::model::input::{
    CANCEL, HELP, HINT, KeyMap, KeyPhrase, LEADERBOARD, MUTE, NEW_GAME, RACE, REDO_AND_SHORTCUTS,
    STATS, STEPS, UNDO, WATCH,
};

/// 2048's keys.
pub const KEYS: KeyMap = &[
    &[KeyPhrase {
        names: &["←↑→↓", "WASD"],
        presses: &STEPS,
        words: tr::keys_slides_1,
    }],
    &[
        KeyPhrase {
            names: &["U"],
            presses: &[UNDO],
            words: tr::keys_slides_2,
        },
        REDO_AND_SHORTCUTS[0],
        REDO_AND_SHORTCUTS[1],
        REDO_AND_SHORTCUTS[2],
    ],
    &[
        KeyPhrase {
            names: &["H"],
            presses: &[HINT],
            words: tr::keys_slides_3,
        },
        KeyPhrase {
            names: &["P"],
            presses: &[WATCH],
            words: tr::keys_slides_4,
        },
    ],
    &[
        KeyPhrase {
            names: &["N"],
            presses: &[NEW_GAME],
            words: tr::keys_slides_5,
        },
        KeyPhrase {
            names: &["R"],
            presses: &[RACE],
            words: tr::keys_race,
        },
        KeyPhrase {
            names: &["M"],
            presses: &[MUTE],
            words: tr::keys_slides_6,
        },
        KeyPhrase {
            names: &["?"],
            presses: &[HELP],
            words: tr::keys_slides_7,
        },
        KeyPhrase {
            names: &["Esc"],
            presses: &[CANCEL],
            words: tr::keys_slides_8,
        },
    ],
    &[
        KeyPhrase {
            names: &["T"],
            presses: &[STATS],
            words: tr::keys_slides_9,
        },
        KeyPhrase {
            names: &["L"],
            presses: &[LEADERBOARD],
            words: tr::keys_slides_10,
        },
    ],
];
