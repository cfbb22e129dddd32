//! The lobby: the link to send, who is in, Ready, the creator's Start, the countdown the
//! server times; for someone watching, Join (with a name, asked once) while there is room.

use leptos::prelude::*;

use crate::model::i18n::tr;
use crate::model::numbers::clock;
use crate::model::race::Link;
use crate::model::race::RaceAsk;
use crate::model::race::RaceIntent;
use crate::model::race::room::Room;
use crate::model::race::sentences;
use crate::web::address_bar::{absolute, link};
use crate::web::clipboard;
use crate::web::leaderboard::random_bytes;
use rules::race_protocol::PhaseName;

use super::super::modal;
use super::super::page::Page;
use super::{ask, ticking};

/// The lobby and its countdown, over the board until the race begins.
#[component]
pub fn Lobby(
    /// The page.
    page: Page,
) -> impl IntoView {
    let session = page.session;
    let open = Memo::new(move |_| {
        session.with(|s| {
            s.racing().race().is_some_and(|race| {
                !matches!(race.phase(), Some(PhaseName::Racing | PhaseName::Over))
            })
        })
    });
    modal::open_with_focus(open.into(), || None);
    let on_leave = Callback::new(move |()| ask(page, RaceAsk::Leave));
    view! {
        <Show when=move || open.get()>
            <div class="overlay" on:keydown=move |ev| modal::trap(&ev, Callback::new(|()| {}))>
                <div class="dialog race-lobby" role="dialog" aria-modal="true" aria-labelledby="race-lobby-title" data-testid="race-lobby">
                    {lobby_body(page)}
                    <div class="dialog-buttons">
                        <button type="button" data-testid="race-leave" on:click=move |_| on_leave.run(())>
                            {tr::race_leave()}
                        </button>
                        {lobby_actions(page)}
                    </div>
                </div>
            </div>
        </Show>
    }
}

/// The race's kind in words: "2048 4 × 4, 5 minutes".
pub fn kind_words(room: &Room) -> String {
    sentences::kind(room.mode.title(), room.size, room.minutes)
}

fn lobby_body(page: Page) -> impl IntoView {
    let session = page.session;
    let now = ticking(250);
    let room =
        Memo::new(move |_| session.with(|s| s.racing().race().and_then(|r| r.room().cloned())));
    let me = Memo::new(move |_| session.with(|s| s.racing().race().and_then(|r| r.me())));
    let id = Memo::new(move |_| {
        session.with(|s| {
            s.racing()
                .race()
                .map(|r| r.id().to_owned())
                .unwrap_or_default()
        })
    });
    let said = Memo::new(move |_| {
        session.with(|s| {
            let race = s.racing().race()?;
            match race.link() {
                Link::Connecting if race.room().is_none() => Some(sentences::connecting()),
                _ => race.said().map(str::to_owned),
            }
        })
    });
    let address = Signal::derive(move || absolute(&link(&format!("race={}", id.get()))));
    view! {
        <h2 id="race-lobby-title">
            {move || room.get().map_or_else(sentences::a_race, |r| sentences::lobby_title(&kind_words(&r)))}
        </h2>
        <p class="race-link">
            <span>{tr::race_send_link()}</span>" "
            <input type="text" readonly data-testid="race-link" prop:value=address aria-label=tr::race_link_label() />
            <button type="button" class="link" on:click=move |_| { clipboard::copy_text(&address.get_untracked(), || {}); }>{tr::race_copy()}</button>
        </p>
        <ol class="race-players" data-testid="race-players">
            {move || room.get().map(|r| r.racers.iter().enumerate().map(|(seat, racer)| {
                let marks = sentences::marks(seat == r.creator, Some(seat) == me.get(), !racer.online);
                view! {
                    <li data-testid="race-player" class:ready=racer.ready>
                        <span class="name">{racer.name.clone()}</span>
                        {(!marks.is_empty()).then(|| view! { " " <span class="marks">{marks}</span> })}
                        {racer.ready.then(|| view! { " " <span class="ready-mark">{tr::race_ready_mark()}</span> })}
                    </li>
                }
            }).collect_view())}
        </ol>
        <p class="race-countdown" data-testid="race-countdown" aria-live="assertive">
            {move || room.get().filter(|r| r.phase == PhaseName::Countdown).map(|r| {
                let left = r.remaining_ms(now.get()).unwrap_or(0);
                sentences::starting_in(left.div_ceil(1_000).max(1))
            })}
        </p>
        <p class="dialog-sub" role="status" data-testid="race-said">{move || said.get()}</p>
        <p class="dialog-sub">
            {move || match (room.get(), me.get()) {
                (Some(r), Some(seat)) if seat == r.creator => sentences::start_how_creator(),
                (Some(_), Some(_)) => sentences::start_how(),
                (Some(_), None) => sentences::watching(),
                (None, _) => String::new(),
            }}
        </p>
        {move || room.get().filter(|r| r.phase == PhaseName::Countdown).map(|r| {
            let left = r.remaining_ms(now.get()).unwrap_or(0);
            view! { <p class="race-clock">{clock(left)}</p> }
        })}
    }
}

fn lobby_actions(page: Page) -> impl IntoView {
    let session = page.session;
    let state = Memo::new(move |_| {
        session.with(|s| {
            let race = s.racing().race()?;
            let room = race.room()?;
            Some((
                room.phase,
                race.me(),
                room.creator,
                race.me()
                    .and_then(|m| room.racers.get(m))
                    .is_some_and(|r| r.ready),
            ))
        })
    });
    let name = RwSignal::new(String::new());
    let needs_name = Signal::derive(move || session.with(|s| s.posting().player().name.is_none()));
    view! {
        {move || match state.get() {
            Some((PhaseName::Lobby, Some(me), creator, ready)) => view! {
                <button type="button" data-testid="race-ready" aria-pressed=move || ready.to_string()
                    on:click=move |_| ask(page, RaceAsk::Race(RaceIntent::Ready(!ready)))>
                    {sentences::ready_button(ready)}
                </button>
                {(me == creator).then(|| view! {
                    <button type="button" class="primary" data-testid="race-start"
                        on:click=move |_| ask(page, RaceAsk::Race(RaceIntent::Start))>
                        {tr::race_start()}
                    </button>
                })}
            }.into_any(),
            Some((PhaseName::Lobby, None, _, _)) => view! {
                <Show when=move || needs_name.get()>
                    <input type="text" maxlength="24" placeholder=tr::race_name_placeholder() data-testid="race-join-name"
                        aria-label=tr::race_your_name()
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
                </Show>
                <button type="button" class="primary" data-testid="race-join" on:click=move |_| {
                    let given = needs_name.get_untracked().then(|| name.get_untracked().trim().to_owned());
                    if given.as_deref() == Some("") { return; }
                    ask(page, RaceAsk::Join { name: given, random: random_bytes() });
                }>
                    {tr::race_join()}
                </button>
            }.into_any(),
            _ => ().into_any(),
        }}
    }
}
