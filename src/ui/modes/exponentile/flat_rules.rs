//! ExponenTile's how to play: the original game's rules and keys on its flat board, and
//! whose game it is.

use leptos::prelude::*;

use super::{mouse_line, swap_rules};
use crate::model::input::KeyMap;
use crate::ui::panels::{KeyLines, LeaderboardRules};

/// ExponenTile's rules, keys and credit.
#[component]
pub fn ExponentileRules(
    /// Its keys, the table that maps them.
    keys: KeyMap,
) -> impl IntoView {
    view! {
        {swap_rules()}
        <p>
            "This is the original flat board: its edges do not join, so no swap or line crosses them. Tiles fall towards the bottom, and new ones drop in from the top."
        </p>
        <LeaderboardRules />
        <ul class="keys">
            <KeyLines keys=keys />
            {mouse_line()}
            <li>"Touch: flick a tile towards a neighbour"</li>
        </ul>
        <p class="credit" data-testid="exponentile-credit">
            "ExponenTile is Mike Laumann Bellika's game (MIT licence): "
            <a href="https://bellika.dk/exponentile" target="_blank" rel="noopener">"play the original"</a>
            ", or read "
            <a href="https://github.com/MikeBellika/tile-game" target="_blank" rel="noopener">"its source"</a>
            ". ExponenTorus plays its rules on a cylinder."
        </p>
    }
}
