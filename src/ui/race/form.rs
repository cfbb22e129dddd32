//! Start a race: the mode, the board's side and the length, and the player's name when
//! none was given yet (asked once, as for a post); then the race is made and its lobby
//! opens with the link to send.

use leptos::html;
use leptos::prelude::*;
use rules::Mode;

use crate::model::i18n::tr;
use crate::model::race::RaceAsk;
use crate::model::race::room::MOST_RACERS;
use crate::web::leaderboard::random_bytes;

use super::super::modal;
use super::super::page::Page;
use super::ask;

/// The lengths offered, in minutes (0: until the last board is over).
const LENGTHS: [u32; 4] = [2, 5, 10, 0];

/// The form that makes a race.
#[component]
pub fn RaceForm(
    /// The page.
    page: Page,
) -> impl IntoView {
    let session = page.session;
    let open = Signal::derive(move || session.with(|s| s.racing().form_open()));
    let mode = RwSignal::new(Mode::MAIN);
    let size = RwSignal::new(Mode::MAIN.default_size());
    let minutes = RwSignal::new(5);
    let name = RwSignal::new(String::new());
    let needs_name = Signal::derive(move || session.with(|s| s.posting().player().name.is_none()));
    // The picks start from the game's own kind as the form opens, and only then: `open`
    // is told of every change of the session (the server's answer to the form's question
    // among them), and a pick made before it must stay.
    Effect::new(move |was_open: Option<bool>| {
        let now = open.get();
        if now
            && was_open != Some(true)
            && let Some((m, n)) = session.with_untracked(|s| s.racing().form_kind())
        {
            mode.set(m);
            size.set(n);
        }
        now
    });
    let cancel = NodeRef::<html::Button>::new();
    modal::open_with_focus(open, move || cancel.get().map(Into::into));
    let on_cancel = Callback::new(move |()| ask(page, RaceAsk::CloseForm));
    let create = move || {
        let given = needs_name.get_untracked().then(|| name.get_untracked());
        if given.as_deref().is_some_and(|n| n.trim().is_empty()) {
            return;
        }
        ask(
            page,
            RaceAsk::Create {
                mode: mode.get_untracked(),
                size: size.get_untracked(),
                minutes: minutes.get_untracked(),
                name: given.map(|n| n.trim().to_owned()),
                random: random_bytes(),
            },
        );
    };
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_cancel)>
                <form
                    class="dialog race-form"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="race-form-title"
                    data-testid="race-form"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        create();
                    }
                >
                    <h2 id="race-form-title">{tr::race_form_title()}</h2>
                    <p class="dialog-sub">{tr::race_form_sub(MOST_RACERS)}</p>
                    {kind_picks(mode, size, minutes)}
                    <Show when=move || needs_name.get()>
                        <label class="race-name">
                            {format!("{} ", tr::race_your_name())}
                            <input
                                type="text"
                                maxlength="24"
                                required
                                data-testid="race-name"
                                prop:value=move || name.get()
                                on:input=move |ev| name.set(event_target_value(&ev))
                            />
                        </label>
                    </Show>
                    <p class="dialog-sub" role="status" data-testid="race-form-said">
                        {move || session.with(|s| s.racing().form_said().to_owned())}
                    </p>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="race-cancel" node_ref=cancel on:click=move |_| on_cancel.run(())>
                            {tr::cancel()}
                        </button>
                        <button type="submit" class="primary" data-testid="race-create">
                            {tr::race_create()}
                        </button>
                    </div>
                </form>
            </div>
        </Show>
    }
}

/// The race's kind: the mode, its side, the length.
///
/// `mode`, `size`, `minutes`: the picks, which the controls show and set.
fn kind_picks(
    mode: RwSignal<Mode>,
    size: RwSignal<usize>,
    minutes: RwSignal<u32>,
) -> impl IntoView {
    view! {
                    <fieldset class="mode-pick">
                        <legend>{tr::mode()}</legend>
                        {Mode::ALL.map(|choice| view! {
                            <label>
                                <input
                                    type="radio"
                                    name="race-mode"
                                    data-testid=format!("race-mode-{}", choice.name())
                                    prop:checked=move || mode.get() == choice
                                    on:change=move |_| {
                                        mode.set(choice);
                                        size.set(choice.default_size());
                                    }
                                />
                                {format!(" {}", choice.title())}
                            </label>
                        }).collect_view()}
                    </fieldset>
                    <label class="size-pick">
                        {format!("{} ", tr::leaderboard_size())}
                        {move || {
                            let sides = mode.get().sizes().to_vec();
                            view! {
                                <select
                                    data-testid="race-size"
                                    prop:value=move || size.get().to_string()
                                    on:change=move |ev| {
                                        if let Ok(n) = event_target_value(&ev).parse() {
                                            size.set(n);
                                        }
                                    }
                                >
                                    {sides.into_iter().map(|n| view! {
                                        <option value=n.to_string() selected=move || size.get() == n>
                                            {format!("{n} × {n}")}
                                        </option>
                                    }).collect_view()}
                                </select>
                            }
                        }}
                    </label>
                    <fieldset class="race-length">
                        <legend>{tr::race_length()}</legend>
                        {LENGTHS.map(|m| view! {
                            <label>
                                <input
                                    type="radio"
                                    name="race-length"
                                    data-testid=format!("race-length-{m}")
                                    prop:checked=move || minutes.get() == m
                                    on:change=move |_| minutes.set(m)
                                />
                                {format!(" {}", length(m))}
                            </label>
                        }).collect_view()}
                    </fieldset>
    }
}

/// A race's length in words (0 minutes: until the last board is over).
fn length(minutes: u32) -> String {
    match minutes {
        0 => tr::race_until_over(),
        m => tr::race_minutes(m),
    }
}
