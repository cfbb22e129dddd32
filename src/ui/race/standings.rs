//! The standings, once the race is over: each player's verified score, moves and top tile,
//! with their game's replay link; Rematch (a new race for the same players) and the way
//! back to the player's own game. A race's link shows them again later.

use leptos::html;
use leptos::prelude::*;

use crate::model::address::replay_query;
use crate::model::i18n::tr;
use crate::model::numbers::{self, grouped};
use crate::model::race::RaceAsk;
use crate::model::race::RaceIntent;
use crate::web::address_bar::link;
use rules::race_protocol::PhaseName;

use super::super::modal;
use super::super::page::Page;
use super::ask;
use super::lobby::kind_words;

/// The standings.
#[component]
pub fn Standings(
    /// The page.
    page: Page,
) -> impl IntoView {
    let session = page.session;
    let race = Memo::new(move |_| {
        session.with(|s| {
            s.racing()
                .race()
                .filter(|r| r.phase() == Some(PhaseName::Over))
                .cloned()
        })
    });
    let open = Signal::derive(move || race.with(Option::is_some));
    let back = NodeRef::<html::Button>::new();
    modal::open_with_focus(open, move || back.get().map(Into::into));
    let on_back = Callback::new(move |()| ask(page, RaceAsk::Leave));
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_back)>
                <div class="dialog race-standings" role="dialog" aria-modal="true" aria-labelledby="race-standings-title" data-testid="race-standings">
                    <h2 id="race-standings-title">{tr::race_standings()}</h2>
                    {move || race.with(|r| {
                        let race = r.as_ref()?;
                        let room = race.room()?;
                        let me = race.me();
                        Some(view! {
                            <p class="dialog-sub">{kind_words(room)}</p>
                            {room.interrupted.then(|| view! { <p class="dialog-sub" data-testid="race-interrupted">{tr::race_interrupted()}</p> })}
                            <table class="race-table">
                                <thead><tr>{[tr::column_rank(), tr::column_player(), tr::column_score(), tr::column_moves(), tr::column_top_tile(), tr::column_replay()].map(|c| view! { <th scope="col">{c}</th> }).collect_view()}</tr></thead>
                                <tbody>
                                    {room.standings().into_iter().map(|seat| {
                                        let racer = &room.racers[seat];
                                        let replay = racer.board.as_ref().and_then(|b| b.replay_code().ok()).map(|code| {
                                            link(&format!("{}&player={}", replay_query(&code), js_sys::encode_uri_component(&racer.name)))
                                        });
                                        view! {
                                            <tr class:me=Some(seat) == me data-testid="race-standing">
                                                <td>{grouped(room.rank(seat) as u64)}</td>
                                                <td data-testid="race-standing-name">{racer.name.clone()}{racer.left.then(|| view! { " " {tr::race_left_mark()} })}</td>
                                                <td data-testid="race-standing-score">{grouped(racer.score)}</td>
                                                <td>{grouped(u64::from(racer.moves))}</td>
                                                <td>{numbers::tile(racer.top_tile)}</td>
                                                <td>{replay.map(|href| view! { <a href=href data-testid="race-replay">{tr::race_watch_replay()}</a> })}</td>
                                            </tr>
                                        }
                                    }).collect_view()}
                                </tbody>
                            </table>
                            <p class="dialog-sub" role="status">{race.said().map(str::to_owned)}</p>
                        })
                    })}
                    <div class="dialog-buttons">
                        <button type="button" node_ref=back data-testid="race-back" on:click=move |_| on_back.run(())>
                            {tr::race_back()}
                        </button>
                        {move || race.with(|r| r.as_ref().is_some_and(|r| r.me().is_some())).then(|| view! {
                            <button type="button" class="primary" data-testid="race-rematch"
                                on:click=move |_| ask(page, RaceAsk::Race(RaceIntent::Rematch))>
                                {tr::race_rematch()}
                            </button>
                        })}
                    </div>
                </div>
            </div>
        </Show>
    }
}
