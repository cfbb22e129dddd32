//! ExponenTile's how to play: the original game's rules and keys on its flat board, and
//! whose game it is.

use leptos::prelude::*;

use super::panels::LeaderboardRules;

/// ExponenTile's rules, keys and credit.
#[component]
pub fn ExponentileRules() -> impl IntoView {
    view! {
        <p>
            "Swap two neighbouring tiles to line up three or more equal tiles. They merge into the tile you moved: three make it double, four make it four times, five eight times. The merged value is your score."
        </p>
        <p>
            "This is the original flat board: its edges do not join, so no swap or line crosses them. Tiles fall towards the bottom, and new ones drop in from the top."
        </p>
        <LeaderboardRules />
        <ul class="keys">
            <li><kbd>"←↑→↓"</kbd>" or "<kbd>"WASD"</kbd>" move the cursor over the board; "<kbd>"C"</kbd>" centres it"</li>
            <li><kbd>"Space"</kbd>" picks up the tile under the cursor, then an arrow swaps it; "<kbd>"Esc"</kbd>" puts it down"</li>
            <li><kbd>"H"</kbd>" hints, "<kbd>"P"</kbd>" lets the solver play (any key stops it), "<kbd>"N"</kbd>" new game, "<kbd>"T"</kbd>" statistics, "<kbd>"L"</kbd>" leaderboard, "<kbd>"?"</kbd>" this help"</li>
            <li><kbd>"U"</kbd>" takes a move back, "<kbd>"Shift+U"</kbd>" plays it again (or Ctrl+Z, Ctrl+Y); a game with undos does not count for the best"</li>
            <li>"Mouse: click a tile then a neighbour, or drag a tile towards one"</li>
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
