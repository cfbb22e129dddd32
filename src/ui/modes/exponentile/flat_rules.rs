//! ExponenTile's how to play: the original game's rules and keys on its flat board, and
//! whose game it is.

use leptos::prelude::*;

use crate::model::i18n::tr;

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
            {tr::rules_flat()}
        </p>
        <LeaderboardRules />
        <ul class="keys">
            <InputLines input=keys>
                {mouse_line()}
                <li>{tr::rules_touch_flick()}</li>
            </InputLines>
        </ul>
        <p class="credit" data-testid="exponentile-credit">
            {tr::credit_before()}
            <a href="https://bellika.dk/exponentile" target="_blank" rel="noopener">{tr::credit_original()}</a>
            {tr::credit_between()}
            <a href="https://github.com/MikeBellika/tile-game" target="_blank" rel="noopener">{tr::credit_source()}</a>
            {tr::credit_after()}
        </p>
    }
}
