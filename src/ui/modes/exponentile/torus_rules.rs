//! ExponenTorus's how to play: the rules on a cylinder, and its keys.

use leptos::prelude::*;

use super::{mouse_line, swap_rules};
use crate::ui::panels::{HelpInput, InputLines, LeaderboardRules};

/// ExponenTorus's rules and keys, from `?`.
#[component]
pub fn TorusRules(
    /// Its input: its keys, the table that maps them, or its touch lines.
    keys: HelpInput,
) -> impl IntoView {
    view! {
        {swap_rules()}
        <p>
            "The board is a cylinder: the left and right sides join, so lines run across them. The top and bottom never join, and tiles always fall towards the bottom."
        </p>
        // Before the keys, whose last line ends the panel.
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                {mouse_line()}
                <li>"Touch: flick a tile towards a neighbour; drag with two fingers to roll"</li>
            </InputLines>
            <li>"New game also switches to the original ExponenTile or classic 2048; each mode keeps its own game"</li>
        </ul>
    }
}
