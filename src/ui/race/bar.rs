//! The race bar beside the board: the clock, and every player's verified score, moves and
//! top tile in the order of the standings; a tap on a rival shows their board live, small.
//! Someone watching sees every board.

use leptos::prelude::*;
use rules::AnyHistory;

use crate::model::i18n::tr;
use crate::model::numbers::{clock, grouped};
use crate::model::race::RaceAsk;
use crate::model::race::RaceIntent;
use crate::model::race::sentences;
use rules::race_protocol::PhaseName;

use super::super::page::Page;
use super::{ask, ticking};

/// The race bar, while a race is under way.
#[component]
pub fn RaceBar(
    /// The page.
    page: Page,
) -> impl IntoView {
    let session = page.session;
    let racing = Memo::new(move |_| {
        session.with(|s| {
            s.racing()
                .race()
                .is_some_and(|r| r.phase() == Some(PhaseName::Racing))
        })
    });
    view! {
        <Show when=move || racing.get()>
            <RaceBarShown page=page />
        </Show>
    }
}

#[component]
fn RaceBarShown(page: Page) -> impl IntoView {
    let session = page.session;
    let now = ticking(500);
    let race = Memo::new(move |_| session.with(|s| s.racing().race().cloned()));
    let left = Signal::derive(move || {
        race.with(|r| r.as_ref().and_then(|r| r.room()?.clock_ms(now.get())))
    });
    view! {
        <aside class="race-bar" data-testid="race-bar" aria-label=tr::race_bar_label()>
            <p class="race-clock" data-testid="race-clock">
                <span>{move || race.with(|r| r.as_ref().and_then(|r| r.room()).map(|room| sentences::clock_label(room.minutes == 0)))}</span>
                {move || left.get().map(|ms| view! { " " <strong>{clock(ms)}</strong> })}
            </p>
            <ol class="race-rows">
                {move || race.with(|r| {
                    let race = r.as_ref()?;
                    let room = race.room()?;
                    let me = race.me();
                    Some(room.standings().into_iter().map(|seat| {
                        let racer = &room.racers[seat];
                        let rank = room.rank(seat);
                        let shown = race.shown() == Some(seat);
                        let status = sentences::presence(racer.left, racer.over, racer.online);
                        view! {
                            <li class:me=Some(seat) == me class:shown=shown data-testid="race-row" data-seat=seat.to_string()>
                                <button type="button" class="race-row" aria-pressed=shown.to_string()
                                    disabled=Some(seat) == me
                                    on:click=move |_| ask(page, RaceAsk::Race(RaceIntent::Show((!shown).then_some(seat))))>
                                    <span class="rank">{tr::race_rank(rank)}</span>
                                    <span class="name" data-testid="race-name">
                                        {racer.name.clone()}
                                        {status.map(|status| view! { " " <span class="presence">{status}</span> })}
                                    </span>
                                    <span class="score" data-testid="race-score">{grouped(racer.score)}</span>
                                    <span class="moves">{tr::race_moves(racer.moves)}</span>
                                    <span class="top-tile">{sentences::top_tile(racer.top_tile)}</span>
                                </button>
                            </li>
                        }
                    }).collect_view())
                })}
            </ol>
            <div class="race-boards">
                {move || race.with(|r| {
                    let race = r.as_ref()?;
                    let room = race.room()?;
                    let seats: Vec<usize> = match (race.me(), race.shown()) {
                        (None, _) => (0..room.racers.len()).collect(),
                        (Some(_), Some(seat)) => vec![seat],
                        (Some(_), None) => Vec::new(),
                    };
                    Some(seats.into_iter().filter_map(|seat| {
                        let racer = room.racers.get(seat)?;
                        Some(small_board(&racer.name, racer.board.as_ref()?))
                    }).collect_view())
                })}
            </div>
        </aside>
    }
}

/// A player's board, small: its cells' values in a grid.
pub fn small_board(name: &str, board: &AnyHistory) -> impl IntoView + use<> {
    let (side, values) = board.cell_values();
    let label = tr::race_board_of(name);
    view! {
        <figure class="race-board" data-testid="race-board">
            <div class="cells" style=format!("--side:{side}") role="img" aria-label=label>
                // A tile in the board's own colours (style/board.css: `.eN .face`, N the
                // value's power of two).
                {values.into_iter().map(|v| {
                    view! {
                        <span class=if v == 0 { "cell".to_owned() } else { format!("cell e{}", v.ilog2()) }>
                            {(v > 0).then(|| view! { <span class="face">{short_value(v)}</span> })}
                        </span>
                    }
                }).collect_view()}
            </div>
            <figcaption>{name.to_owned()}</figcaption>
        </figure>
    }
}

/// A tile's value in at most four characters: 2048, then 16k.
fn short_value(value: u64) -> String {
    if value < 10_000 {
        value.to_string()
    } else {
        format!("{}k", value / 1_024)
    }
}
