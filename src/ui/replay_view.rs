//! The replay viewer (`/?replay=CODE`): the game a code holds, on the game's own board with
//! its animations, and the controls to move through it. It writes nothing to storage; its
//! links lead to the player's own game or to a fresh game of the same seed.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::replay::ReplayControl;
use crate::model::saves;
use crate::model::settings::Speed;
use crate::model::stroke::BoardInput;
use crate::model::{Intent, Session};
use crate::sim::{Board, History};
use crate::web::address_bar;
use crate::web::keyboard::listen_for_replay_keys;
use crate::web::local_storage::WebStore;
use crate::web::reduced_motion::{prefers_reduced_motion, watch_reduced_motion};

use super::board::BoardView;
use super::hud::Stats;
use super::page::Page;

/// The viewer of `whole`, a game read from a replay code.
#[component]
pub fn ReplayViewer(
    /// The game, replayed from its code to its end.
    whole: History,
) -> impl IntoView {
    let store = WebStore::open();
    let (session, opening) = Session::open_replay(
        whole,
        saves::load_settings(&store),
        prefers_reduced_motion(),
    );
    let page = Page::new(session, opening, store);
    let dispatch = move |intent| page.dispatch(intent);
    let control = move |c: ReplayControl| dispatch(Intent::Replay(c));

    let listeners: Vec<_> = [
        listen_for_replay_keys(control),
        watch_reduced_motion(move |reduced| dispatch(Intent::ReducedMotion(reduced))),
    ]
    .into_iter()
    .flatten()
    .collect();
    let listeners = StoredValue::new_local(listeners);
    on_cleanup(move || listeners.update_value(Vec::clear));

    let session = page.session;
    let position = Memo::new(move |_| session.with(|s| s.replay_position()));
    let playing = Memo::new(move |_| session.with(|s| s.replay().is_some_and(|r| r.playing())));
    let speed = Memo::new(move |_| session.with(Session::speed));
    let (seed, size, final_score) = session.with_untracked(|s| {
        let whole = s.replay().map(|r| r.whole().game());
        (
            whole.map_or(0, |g| g.seed()),
            whole.map_or(Board::DEFAULT_SIZE, |g| g.board().size()),
            whole.map_or(0, |g| g.score()),
        )
    });
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
        <main
            class=move || {
                session.with(|s| {
                    format!(
                        "app replay speed-{} theme-{} palette-{}",
                        s.speed().name(),
                        s.theme().name(),
                        s.palette().name(),
                    )
                })
            }
            style=format!("--n:{size}")
            data-testid="replay"
        >
            <header class="top">
                <h1 class="title">
                    "Exponen" <span class="torus">"Torus"</span>
                </h1>
                <nav class="actions">
                    <a class="button" data-testid="replay-back-to-game" href=address_bar::path()>
                        "Back to my game"
                    </a>
                    // The seed link plays 9×9 games: another size has no such link.
                    {(size == Board::DEFAULT_SIZE).then(|| view! {
                        <a class="button primary" data-testid="replay-play-this" title="A fresh game of this seed, yours to play" href=address_bar::link_to_seed(seed)>
                            "Play this game"
                        </a>
                    })}
                </nav>
            </header>
            <Stats
                score=Signal::derive(move || session.with(|s| s.shown_score()))
                instant=Signal::derive(move || speed.get() == Speed::Instant)
                best=Signal::derive(move || final_score)
                best_label="Final"
                moves=Signal::derive(move || session.with(|s| u64::from(s.game().moves())))
                highest=Signal::derive(move || session.with(|s| s.game().highest_tile()))
                undos=Signal::derive(move || session.with(|s| s.undos()))
                assisted=Signal::derive(|| false)
            />
            <section class="stage">
                <BoardView
                    session=session.read_only()
                    tiles=page.tiles.list()
                    on_input=Callback::new(move |input| {
                        if let BoardInput::Roll(sx, sy) = input {
                            dispatch(Intent::Roll(sx, sy));
                        }
                    })
                />
            </section>
            <p class="status" data-testid="status" role="status" aria-live="polite">
                {move || session.with(|s| s.status().to_owned())}
            </p>
            <footer class="bottom replay-controls" aria-label="Replay controls">
                <span class="seed">
                    "Replay · seed " <span data-testid="replay-seed">{seed}</span>
                </span>
                <div class="replay-buttons" on:click=press>
                    <button type="button" value="start" data-testid="replay-start" aria-label="To the start" title="To the start (Home)">"|◀"</button>
                    <button type="button" value="back" data-testid="replay-step-back" aria-label="Back one move" title="Back one move (←)">"◀"</button>
                    <button
                        type="button"
                        value="play"
                        class="play"
                        data-testid="replay-play"
                        title="Play or pause (Space)"
                        aria-pressed=move || playing.get().to_string()
                    >
                        {move || if playing.get() { "Pause" } else { "Play" }}
                    </button>
                    <button type="button" value="forward" data-testid="replay-step" aria-label="Forward one move" title="Forward one move (→)">"▶"</button>
                    <button type="button" value="end" data-testid="replay-end" aria-label="To the end" title="To the end (End)">"▶|"</button>
                </div>
                <input
                    type="range"
                    class="scrubber"
                    data-testid="replay-scrubber"
                    min="0"
                    max=move || position.get().1
                    prop:value=move || position.get().0.to_string()
                    aria-label="Move"
                    aria-valuetext=move || format!("move {} of {}", position.get().0, position.get().1)
                    on:input=move |ev| {
                        if let Ok(to) = event_target_value(&ev).parse() {
                            control(ReplayControl::Seek(to));
                        }
                    }
                />
                <span class="replay-position" data-testid="replay-position">
                    {move || format!("{} / {}", position.get().0, position.get().1)}
                </span>
                <select
                    data-testid="replay-speed"
                    aria-label="Speed"
                    prop:value=move || speed.get().name()
                    on:change=move |ev| {
                        if let Some(speed) = Speed::from_name(&event_target_value(&ev)) {
                            control(ReplayControl::SetSpeed(speed));
                        }
                    }
                >
                    {Speed::ALL.map(|s| view! { <option value=s.name()>{s.name()}</option> })}
                </select>
            </footer>
        </main>
    }
}

/// The button a click landed on, if it was one.
fn event_target_button(event: &web_sys::MouseEvent) -> Option<web_sys::HtmlButtonElement> {
    event.target()?.dyn_into().ok()
}
