//! The replay viewer's own parts of the page (`/?replay=CODE`): the links in the header
//! and the controls in the footer. The rest is the game's page, showing a session opened
//! on the replay ([`Session::open_replay`]), so the board, its animations and the numbers
//! are the game's own; nothing of it writes storage.

use leptos::prelude::*;

use crate::model::i18n::tr;
use wasm_bindgen::JsCast;

use super::analysis_view::{AnalyseButton, AnalysisPanel};
use crate::model::Session;
use crate::model::address::fresh_query;
use crate::model::announce::replay_heading;
use crate::model::replay::ReplayControl;
use crate::model::settings::Speed;
use crate::web::address_bar;
use rules::{Mode, Summary};

/// What the page needs to know of the game replayed, fixed while it shows.
#[derive(Clone, Copy)]
pub struct Replayed {
    /// The game's mode.
    pub mode: Mode,
    /// The game's seed.
    pub seed: u64,
    /// The board's side.
    pub size: usize,
    /// The score the game ends with, as its replay makes it.
    pub final_score: u64,
}

impl Replayed {
    /// The page's facts of the whole game replayed.
    pub fn of(whole: &Summary) -> Replayed {
        Replayed {
            mode: whole.mode,
            seed: whole.seed,
            size: whole.size,
            final_score: whole.score,
        }
    }
}

/// The header's links: back to the player's own game, and a fresh game of this seed and
/// side (of this day, for a daily game), even where the player's own game is this one,
/// finished.
#[component]
pub fn ReplayLinks(
    /// The game replayed.
    replayed: Replayed,
) -> impl IntoView {
    let Replayed {
        mode, seed, size, ..
    } = replayed;
    view! {
        <nav class="actions">
            <a class="button" data-testid="replay-back-to-game" href=address_bar::path()>
                {tr::back_to_my_game()}
            </a>
            // A seed link plays the sides a new game offers: a replay of another (a code
            // made by hand) has no such link.
            {mode.offers(size).then(|| view! {
                <a class="button primary" data-testid="replay-play-this" title=if rules::daily::day_of(seed).is_some() { tr::play_this_day() } else { tr::play_this_seed() } href=address_bar::link_in_language(&fresh_query(mode, seed, size))>
                    {tr::play_this_game()}
                </a>
            })}
        </nav>
    }
}

/// The footer's controls: to the start, back, play or pause, forward, to the end, the
/// scrubber, where the replay is, and its speed; above them, the analysis's panel.
#[component]
pub fn ReplayControls(
    /// The session, a replay viewer's.
    session: ReadSignal<Session>,
    /// The game replayed.
    replayed: Replayed,
    /// Called with each control used.
    on_control: Callback<ReplayControl>,
) -> impl IntoView {
    // Whose game, and its seed or day (a daily game's seed is no number to show).
    let (heading, seed_or_day) =
        session.with_untracked(|s| replay_heading(replayed.seed, s.replay_player()));
    let control = move |c| on_control.run(c);
    let position = Memo::new(move |_| session.with(|s| s.replay_position()));
    let playing = Memo::new(move |_| session.with(|s| s.replay().is_some_and(|r| r.playing)));
    let first_speed = session.with_untracked(Session::speed);
    // One handler for the buttons, told apart by their `value` (as in the Saves panel: a
    // handler per button costs the wasm more).
    let press = move |ev: web_sys::MouseEvent| {
        let Some(button) = event_target_button(&ev) else {
            return;
        };
        control(match button.value().as_str() {
            "start" => ReplayControl::ToStart,
            "back" => ReplayControl::Back,
            "forward" => ReplayControl::Forward,
            "end" => ReplayControl::ToEnd,
            _ => ReplayControl::TogglePlay,
        });
    };

    view! {
    <AnalysisPanel session=session on_control=on_control />
    <footer class="bottom replay-controls" aria-label=tr::replay_controls() data-testid="replay">
        <span class="seed">
            {heading} <span data-testid="replay-seed">{seed_or_day}</span>
        </span>
        <AnalyseButton session=session on_control=on_control />
        <div class="replay-buttons" on:click=press>
            <button type="button" value="start" data-testid="replay-start" aria-label=tr::to_the_start() title=tr::to_the_start_key()>"|◀"</button>
            <button type="button" value="back" data-testid="replay-step-back" aria-label=tr::back_one_move() title=tr::back_one_move_key()>"◀"</button>
            <button
                type="button"
                value="play"
                class="play"
                data-testid="replay-play"
                title=tr::play_or_pause_key()
                aria-pressed=move || playing.get().to_string()
            >
                {move || if playing.get() { tr::pause() } else { tr::play() }}
            </button>
            <button type="button" value="forward" data-testid="replay-step" aria-label=tr::forward_one_move() title=tr::forward_one_move_key()>"▶"</button>
            <button type="button" value="end" data-testid="replay-end" aria-label=tr::to_the_end() title=tr::to_the_end_key()>"▶|"</button>
        </div>
        <input
            type="range"
            class="scrubber"
            data-testid="replay-scrubber"
            min="0"
            max=move || position.get().1
            prop:value=move || position.get().0.to_string()
            aria-label=tr::replay_move_label()
            on:input=move |ev| {
                if let Ok(to) = event_target_value(&ev).parse() {
                    control(ReplayControl::Seek(to));
                }
            }
        />
        <span class="replay-position" data-testid="replay-position">
            {move || tr::position_of(position.get().0, position.get().1)}
        </span>
        // The menu keeps its own choice: it is the only way to change the speed.
        <select
            data-testid="replay-speed"
            aria-label=tr::replay_speed()
            on:change=move |ev| {
                if let Some(speed) = Speed::from_name(&event_target_value(&ev)) {
                    control(ReplayControl::SetSpeed(speed));
                }
            }
        >
            {Speed::ALL.map(|s| view! { <option value=s.name() selected=s == first_speed>{s.label()}</option> })}
        </select>
    </footer>
    }
}

/// The button a click landed on, if it was one.
fn event_target_button(event: &web_sys::MouseEvent) -> Option<web_sys::HtmlButtonElement> {
    event.target()?.dyn_into().ok()
}
