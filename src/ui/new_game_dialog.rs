//! The new-game dialog every mode shares: the mode and the board's side, from the sides
//! that mode offers. Starting another mode switches to it and keeps this one's game; or
//! race a friend on the mode and side picked.

use leptos::html;
use leptos::prelude::*;
use rules::{Mode, Outcome};

use crate::model::Intent;
use crate::model::i18n::tr;
use crate::model::race::RaceAsk;

use super::modal;
use super::page::Page;

/// The page's New game dialog, on the session.
///
/// `page`: the page. `mode`, `size`: the mode and side in play.
pub fn new_game_dialog(page: Page, mode: Memo<Mode>, size: Memo<usize>) -> impl IntoView {
    let session = page.session;
    view! {
        <NewGameDialog
            open=Signal::derive(move || session.with(|s| s.new_game_open()))
            mode=mode.into()
            under_way=Signal::derive(move || {
                session.with(|s| {
                    let game = s.own_summary();
                    game.moves > 0 && game.outcome == Outcome::InPlay
                })
            })
            size=size.into()
            on_start=Callback::new(move |(m, n)| page.dispatch(Intent::StartNewGame(m, n)))
            on_cancel=Callback::new(move |()| page.dispatch(Intent::CloseNewGame))
            race_offered=Signal::derive(move || session.with(|s| s.racing().offered()))
            on_race=Callback::new(move |kind| {
                page.dispatch(Intent::Race(RaceAsk::OpenForm(Some(kind))))
            })
        />
    }
}

/// "New game": pick the mode and the side; Start or Cancel.
#[component]
pub fn NewGameDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The mode in play, picked at first.
    mode: Signal<Mode>,
    /// Whether the game in play is under way (a new one of its mode replaces it).
    under_way: Signal<bool>,
    /// The side in play, picked at first for its mode (the others start on their
    /// defaults).
    size: Signal<usize>,
    /// Start pressed, with the mode and that mode's side picked.
    on_start: Callback<(Mode, usize)>,
    /// Cancel pressed.
    on_cancel: Callback<()>,
    /// Whether races are offered (not where the site was found to run none).
    race_offered: Signal<bool>,
    /// Race pressed, with the mode and that mode's side picked: the race's form.
    on_race: Callback<(Mode, usize)>,
) -> impl IntoView {
    let picked_mode = RwSignal::new(mode.get_untracked());
    let picks = SidePicks::new();
    let cancel = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if open.get() {
            let in_play = mode.get_untracked();
            picked_mode.set(in_play);
            for m in Mode::ALL {
                picks.of(m).set(if m == in_play {
                    size.get_untracked()
                } else {
                    m.default_size()
                });
            }
        }
    });
    // The safest control first: Cancel, never the Start that may lose a game.
    modal::open_with_focus(open, move || cancel.get().map(Into::into));
    let loses_game = Signal::derive(move || picked_mode.get() == mode.get() && under_way.get());
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_cancel)>
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="new-game-title"
                    data-testid="confirm-new-game"
                >
                    <h2 id="new-game-title">{tr::new_game()}</h2>
                    <fieldset class="mode-pick">
                        <legend>{tr::mode()}</legend>
                        {Mode::ALL
                            .map(|choice| view! { {mode_choice(choice, picked_mode)} })
                            .collect_view()}
                    </fieldset>
                    {size_pick(picked_mode.read_only(), picks)}
                    {new_game_note(picked_mode.read_only(), mode, loses_game)}
                    <div class="dialog-buttons">
                        <button type="button" data-testid="confirm-no" node_ref=cancel on:click=move |_| on_cancel.run(())>
                            {tr::cancel()}
                        </button>
                        <Show when=move || race_offered.get()>
                            <button
                                type="button"
                                data-testid="new-game-race"
                                title=tr::race_this_board_key()
                                on:click=move |_| {
                                    let m = picked_mode.get_untracked();
                                    on_race.run((m, picks.of(m).get_untracked()))
                                }
                            >
                                {tr::race()}
                            </button>
                        </Show>
                        <button
                            type="button"
                            class="primary"
                            class:danger=loses_game
                            data-testid="confirm-yes"
                            on:click=move |_| {
                                let m = picked_mode.get_untracked();
                                on_start.run((m, picks.of(m).get_untracked()))
                            }
                        >
                            {tr::start()}
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}

/// Each mode's own pick of a side, so that looking at another mode's sides loses none.
#[derive(Clone, Copy)]
struct SidePicks([RwSignal<usize>; Mode::ALL.len()]);

impl SidePicks {
    /// Every mode on its default side, until the dialog opens on the game in play.
    fn new() -> Self {
        Self(Mode::ALL.map(|m| RwSignal::new(m.default_size())))
    }

    /// Mode `m`'s pick.
    fn of(self, m: Mode) -> RwSignal<usize> {
        let at = Mode::ALL.iter().position(|&each| each == m).unwrap_or(0);
        self.0[at]
    }
}

/// One mode's radio button, checked while that mode is picked.
///
/// `choice`: the mode this button picks.
/// `picked_mode`: the mode picked: this button shows it, and sets it when chosen.
fn mode_choice(choice: Mode, picked_mode: RwSignal<Mode>) -> impl IntoView {
    view! {
        <label>
            <input
                type="radio"
                name="mode"
                data-testid=format!("mode-pick-{}", choice.name())
                prop:checked=Signal::derive(move || picked_mode.get() == choice)
                on:change=move |_| picked_mode.set(choice)
            />
            {format!(" {}", choice.title())}
        </label>
    }
}

/// The side menu: the sides the mode picked offers, that mode's own pick selected.
///
/// `picked_mode`: the mode picked, whose sides the menu offers.
/// `picks`: every mode's pick: the menu shows and sets the picked mode's.
fn size_pick(picked_mode: ReadSignal<Mode>, picks: SidePicks) -> impl IntoView {
    view! {
        <label class="size-pick">
            {tr::leaderboard_size()} " "
            // One menu, its options those of the mode picked: rebuilt when the
            // mode changes, each option selected as that mode's pick is.
            {move || {
                let m = picked_mode.get();
                let pick = picks.of(m);
                let sides = m.sizes().to_vec();
                view! {
                    <select
                        data-testid="size-pick"
                        prop:value=move || pick.get().to_string()
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse() {
                                pick.set(n);
                            }
                        }
                    >
                        {sides
                            .into_iter()
                            .map(|n| {
                                view! {
                                    <option value=n.to_string() selected=move || pick.get() == n>
                                        {format!("{n} × {n}")}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                }
            }}
        </label>
    }
}

/// What starting the game picked does to the games kept: the player sees, before Start,
/// whether it switches modes or loses the game in play.
///
/// `picked_mode`: the mode picked.
/// `mode`: the mode in play, whose game a switch keeps.
/// `loses_game`: whether Start loses the game in play.
fn new_game_note(
    picked_mode: ReadSignal<Mode>,
    mode: Signal<Mode>,
    loses_game: Signal<bool>,
) -> impl IntoView {
    view! {
        <p class="dialog-sub" data-testid="new-game-note">
            {Signal::derive(move || {
                let (other, in_play) = (picked_mode.get(), mode.get());
                if other != in_play {
                    tr::switch_keeps(in_play.title(), other.title())
                } else if loses_game.get() {
                    tr::game_will_be_lost()
                } else {
                    String::new()
                }
            })}
        </p>
    }
}
