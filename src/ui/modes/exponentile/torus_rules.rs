//! ExponenTorus's how to play: the rules on a cylinder, and its keys.

use leptos::prelude::*;

use crate::model::i18n::tr;

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
            {tr::rules_cylinder()}
        </p>
        // Before the keys, whose last line ends the panel.
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                {mouse_line()}
                <li>{tr::rules_touch_roll()}</li>
            </InputLines>
            <li>{tr::rules_other_modes()}</li>
        </ul>
    }
}
