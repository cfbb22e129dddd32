//! Classic 2048's how to play: its rules and keys.

use leptos::prelude::*;

use crate::model::i18n::tr;

use crate::ui::panels::{HelpInput, InputLines, LeaderboardRules};

/// Classic 2048's rules and keys.
#[component]
pub fn Twenty48Rules(
    /// Its input: its keys, the table that maps them, or its touch lines.
    keys: HelpInput,
) -> impl IntoView {
    view! {
        <p>
            {tr::rules_slides()}
        </p>
        // Before the keys, whose last line ends the panel.
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                <li>{tr::rules_touch_swipe()}</li>
            </InputLines>
            <li>{tr::rules_sizes_keep()}</li>
        </ul>
    }
}
