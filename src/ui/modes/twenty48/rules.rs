//! Classic 2048's how to play: its rules and keys.

use leptos::prelude::*;

use crate::ui::panels::{HelpInput, InputLines, LeaderboardRules};

/// Classic 2048's rules and keys.
#[component]
pub fn Twenty48Rules(
    /// Its input: its keys, the table that maps them, or its touch lines.
    keys: HelpInput,
) -> impl IntoView {
    view! {
        <p>
            "Slide every tile to one side. Two equal tiles that meet merge into their sum, which scores; after each slide that changes the board a 2 (or, one time in ten, a 4) appears. Make a 2048 tile to win, then keep going if you like: the game ends when no slide changes the board."
        </p>
        // Before the keys, whose last line ends the panel.
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                <li>"Touch: swipe across the board; mouse: drag it"</li>
            </InputLines>
            <li>"Each board size keeps its own best; ExponenTorus keeps its game while you play here"</li>
        </ul>
    }
}
