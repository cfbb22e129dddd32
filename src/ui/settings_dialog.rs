//! The settings dialog: animation speed, theme, tile colours and the sound's volume, and
//! the player's name on the leaderboards (with Forget me, which deletes the player's games
//! from the boards). The choices apply at once (the board shows through, so a palette can
//! be judged on the game itself; a volume is heard as it is set) and are remembered; Done
//! or Esc closes it.

use leptos::html;
use leptos::prelude::*;

use crate::model::Intent;
use crate::model::i18n::{self, Language, tr};
use crate::model::numbers;
use crate::model::settings::{Palette, Speed, Theme};

use super::modal;
use super::page::Page;
use super::tool_icons::{self, tool_icon};
use crate::model::leaderboard::check_name;
use crate::model::posting::PostingIntent;

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
            title=tr::settings()
            aria-haspopup="dialog"
            on:click=move |_| on_open.run(())
        >
            {tool_icon(|| tool_icons::SETTINGS)}
            <span class="tool-label">{tr::settings()}</span>
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
                    <h2 id="settings-title">{tr::settings()}</h2>
                    <div class="choices">
                        <LanguageChoice first=first />
                        {choice(
                            tr::settings_animation(),
                            "speed",
                            Speed::ALL.map(|s| (s.name(), s.label())).to_vec(),
                            Signal::derive(move || speed.get().name().to_owned()),
                            Callback::new(move |name: String| {
                                if let Some(s) = Speed::from_name(&name) {
                                    on_speed.run(s);
                                }
                            }),
                            None,
                        )}
                        {choice(
                            tr::settings_theme(),
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
                            tr::settings_palette(),
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
                            <span>{tr::settings_volume()} " " <output>{move || numbers::percent(volume.get())}</output></span>
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
                    <NameSetting />
                    <div class="dialog-buttons">
                        <button
                            type="button"
                            class="primary"
                            data-testid="settings-done"
                            on:click=move |_| on_close.run(())
                        >
                            {tr::done()}
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
    label: String,
    test_id: &'static str,
    options: Vec<(&'static str, String)>,
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

/// The language: each in its own name (and its own `lang`, so a screen reader says it
/// right). Picking one keeps it and loads the page again in it.
#[component]
fn LanguageChoice(
    /// The dialog's first field, which has the focus when it opens.
    first: NodeRef<html::Select>,
) -> impl IntoView {
    let page = Page::get();
    let current = i18n::language();
    view! {
        <label class="choice">
            <span>{tr::settings_language()}</span>
            <select
                data-testid="language"
                node_ref=first
                on:change=move |ev| {
                    if let Some(language) = Language::from_tag(&event_target_value(&ev)) {
                        page.dispatch(Intent::SetLanguage(language));
                    }
                }
            >
                {Language::ALL
                    .into_iter()
                    .chain((current == Language::Pseudo).then_some(current))
                    .map(|language| {
                        view! {
                            <option
                                value=language.tag()
                                lang=language.tag()
                                selected=language == current
                            >
                                {language.own_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// The player's name on the leaderboards: asked when the first game is posted, changed
/// here (the boards are told at once when the player has posted before).
#[component]
fn NameSetting() -> impl IntoView {
    let page = Page::get();
    let session = page.session;
    let field = NodeRef::<html::Input>::new();
    // A name refused here, in place of the session's word on the last rename.
    let problem = RwSignal::new(None::<String>);
    let save = move || {
        let typed = field.get_untracked().map(|f| f.value()).unwrap_or_default();
        match check_name(&typed) {
            Ok(name) => {
                problem.set(None);
                page.post(PostingIntent::Rename(name));
            }
            Err(why) => problem.set(Some(why.to_string())),
        }
    };
    // With nothing said, a player without a name is told when one is asked for: a line
    // that wraps in every language, where a placeholder would be cut.
    let said = move || {
        problem.get().unwrap_or_else(|| {
            session.with(|s| match s.posting().name_said() {
                "" if s.posting().player().name.is_none() => tr::settings_name_unset(),
                said => said.to_owned(),
            })
        })
    };
    view! {
        <div class="name-setting">
            <label for="settings-name">{tr::settings_name()}</label>
            <div class="name-row">
                <input
                    id="settings-name"
                    type="text"
                    maxlength="24"
                    autocomplete="nickname"
                    data-testid="settings-name"
                    node_ref=field
                    prop:value=move || session.with_untracked(|s| s.posting().player().name.clone().unwrap_or_default())
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" {
                            ev.prevent_default();
                            save();
                        }
                    }
                />
                <button type="button" data-testid="settings-name-save" on:click=move |_| save()>
                    {tr::settings_name_save()}
                </button>
            </div>
            <p class="dialog-sub" role="status" data-testid="settings-name-said">{said}</p>
            <ForgetMe />
        </div>
    }
}

/// Forget me: after a confirmation, the boards delete every game of the player's, and this
/// browser posts as a new player from then on. The confirmation is a dialog of its own,
/// over Settings, by the rules of every dialog (`modal.rs`): Cancel has the focus, Tab stays
/// in it, Escape cancels, and the focus goes back to Forget me.
#[component]
fn ForgetMe() -> impl IntoView {
    let page = Page::get();
    let asking = RwSignal::new(false);
    // The session's word on Forget me shows from the last confirmation on.
    let confirmed = RwSignal::new(true);
    let button = NodeRef::<html::Button>::new();
    let cancel = NodeRef::<html::Button>::new();
    let close = Callback::new(move |()| {
        asking.set(false);
        if let Some(button) = button.get_untracked() {
            let _ = button.focus();
        }
    });
    let ask = move |_| {
        confirmed.set(false);
        asking.set(true);
        modal::focus_next_frame(cancel);
    };
    let forget = move |_| {
        close.run(());
        confirmed.set(true);
        page.post(PostingIntent::Forget);
    };
    view! {
        <div class="forget-row">
            <button type="button" class="forget" data-testid="forget-me" node_ref=button on:click=ask>
                {tr::forget_me()}
            </button>
            <p class="dialog-sub" role="status" data-testid="forget-said">
                {move || if confirmed.get() { page.session.with(|s| s.posting().forget_said().to_owned()) } else { String::new() }}
            </p>
        </div>
        <Show when=move || asking.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, close)>
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="forget-title"
                    aria-describedby="forget-what"
                    data-testid="confirm-forget"
                >
                    <h2 id="forget-title">{tr::forget_me_title()}</h2>
                    <p class="dialog-sub" id="forget-what">{tr::forget_me_what()}</p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="forget-no" node_ref=cancel on:click=move |_| close.run(())>
                            {tr::cancel()}
                        </button>
                        <button type="button" class="primary danger" data-testid="forget-yes" on:click=forget>
                            {tr::forget_me()}
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}
