//! The settings dialog: animation speed, theme, tile colours and the sound's volume. The
//! choices apply at once (the board shows through, so a palette can be judged on the game
//! itself; a volume is heard as it is set) and are remembered; Done or Esc closes it.

use leptos::html;
use leptos::prelude::*;

use crate::model::settings::{Palette, Speed, Theme};

use super::modal;

/// The footer's button that opens the settings dialog.
#[component]
pub fn SettingsButton(
    /// Pressed.
    on_open: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="link settings-button"
            data-testid="settings"
            aria-haspopup="dialog"
            on:click=move |_| on_open.run(())
        >
            "Settings"
        </button>
    }
}

/// The settings dialog.
#[component]
pub fn SettingsDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The speed in force.
    speed: Signal<Speed>,
    /// The theme chosen.
    theme: Signal<Theme>,
    /// The palette chosen.
    palette: Signal<Palette>,
    /// A speed picked.
    on_speed: Callback<Speed>,
    /// A theme picked.
    on_theme: Callback<Theme>,
    /// A palette picked.
    on_palette: Callback<Palette>,
    /// The volume chosen, 0 to 100 (the mute button leaves it as it is).
    volume: Signal<u8>,
    /// A volume set.
    on_volume: Callback<u8>,
    /// Done pressed.
    on_close: Callback<()>,
) -> impl IntoView {
    let first = NodeRef::<html::Select>::new();
    modal::open_with_focus(open, move || first.get().map(Into::into));
    // Built when it opens: it is seldom open, and the page starts sooner without it.
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_close)>
                <div
                    class="dialog settings"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="settings-title"
                    data-testid="settings-dialog"
                >
                    <h2 id="settings-title">"Settings"</h2>
                    <div class="choices">
                        {choice(
                            "Animation",
                            "speed",
                            Speed::ALL.map(|s| (s.name(), s.label())).to_vec(),
                            Signal::derive(move || speed.get().name().to_owned()),
                            Callback::new(move |name: String| {
                                if let Some(s) = Speed::from_name(&name) {
                                    on_speed.run(s);
                                }
                            }),
                            Some(first),
                        )}
                        {choice(
                            "Theme",
                            "theme",
                            Theme::ALL.map(|t| (t.name(), t.label())).to_vec(),
                            Signal::derive(move || theme.get().name().to_owned()),
                            Callback::new(move |name: String| {
                                if let Some(t) = Theme::from_name(&name) {
                                    on_theme.run(t);
                                }
                            }),
                            None,
                        )}
                        {choice(
                            "Tile colours",
                            "palette",
                            Palette::ALL.map(|p| (p.name(), p.label())).to_vec(),
                            Signal::derive(move || palette.get().name().to_owned()),
                            Callback::new(move |name: String| {
                                if let Some(p) = Palette::from_name(&name) {
                                    on_palette.run(p);
                                }
                            }),
                            None,
                        )}
                        <label class="choice">
                            <span>"Volume " <output>{move || format!("{}%", volume.get())}</output></span>
                            <input
                                type="range"
                                min="0"
                                max="100"
                                step="10"
                                data-testid="volume"
                                prop:value=move || volume.get().to_string()
                                on:change=move |ev| {
                                    if let Ok(percent) = event_target_value(&ev).parse() {
                                        on_volume.run(percent);
                                    }
                                }
                            />
                        </label>
                    </div>
                    <div class="dialog-buttons">
                        <button
                            type="button"
                            class="primary"
                            data-testid="settings-done"
                            on:click=move |_| on_close.run(())
                        >
                            "Done"
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}

/// One setting: `label` above a select, with `test_id`, of `options` (value, shown label)
/// with `current` chosen; `on_change` gets the value picked.
fn choice(
    label: &'static str,
    test_id: &'static str,
    options: Vec<(&'static str, &'static str)>,
    current: Signal<String>,
    on_change: Callback<String>,
    node_ref: Option<NodeRef<html::Select>>,
) -> impl IntoView {
    let select = node_ref.unwrap_or_default();
    view! {
        <label class="choice">
            <span>{label}</span>
            <select
                data-testid=test_id
                node_ref=select
                prop:value=current
                on:change=move |ev| on_change.run(event_target_value(&ev))
            >
                {options
                    .into_iter()
                    .map(|(value, shown)| {
                        view! {
                            <option value=value selected=move || current.get() == value>
                                {shown}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
