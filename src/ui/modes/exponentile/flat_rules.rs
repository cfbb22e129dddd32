//! ExponenTile's how to play: the original game's rules and keys on its flat board, and
//! whose game it is.

use leptos::prelude::*;

use super::{mouse_line, swap_rules};
use crate::ui::panels::{HelpInput, InputLines, LeaderboardRules};

/// ExponenTile's rules, keys and credit.
#[component]
pub fn ExponentileRules(
    /// Its input: its keys, the table that maps them, or its touch lines.
    keys: HelpInput,
) -> impl IntoView {
    view! {
        {swap_rules()}
        <p>
            "This is the original flat board: its edges do not join, so no swap or line crosses them. Tiles fall towards the bottom, and new ones drop in from the top."
        </p>
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                {mouse_line()}
                <li>"Touch: flick a tile towards a neighbour"</li>
            </InputLines>
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
