//! The leaderboard panel: a board's top 100 verified games, the player's own row marked
//! (and shown below the top when it ranks lower), each row opening its game in the replay
//! viewer; menus for the mode, the board (today's daily game, past days, the seed of the
//! game in play: the challenge link's) and the seed board's size. Where no leaderboard
//! server answers (a static host), it says so, and that is all.

use leptos::html;
use leptos::prelude::*;
use rules::Mode;
use rules::day::Day;

use crate::model::address::replay_query;
use crate::model::i18n::tr;
use crate::model::leaderboard::{
    Answer, BoardId, BoardPage, Entry, EntryCode, Reply, days_listed, entry_path,
};
use crate::model::numbers::{self, grouped};
use crate::model::session::Session;
use crate::web::address_bar::page_address;
use crate::web::leaderboard::{online, request};

use super::modal;
use super::page::Page;

/// The footer's button that opens the leaderboard: a podium, named for screen readers
/// and in its tooltip (the footer keeps to two lines in a 300 px column, and a word did not
/// fit beside a daily game's day).
#[component]
pub fn LeaderboardButton(
    /// Pressed.
    on_open: Callback<()>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="link"
            data-testid="leaderboard-open"
            aria-haspopup="dialog"
            title=tr::leaderboard_key("L")
            aria-keyshortcuts="L"
            on:click=move |_| on_open.run(())
        >
            <svg class="board-icon" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M1 9h4v6H1zM6 3h4v12H6zM11 6h4v9h-4z" />
            </svg>
            // Its name, shown where the row has room (style/hud.css), read always.
            <span class="board-label">{tr::leaderboard()}</span>
        </button>
    }
}

/// The panel, built each time it opens.
#[component]
pub fn LeaderboardDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The board shown first: the game in play's.
    current: Signal<BoardId>,
    /// Today (UTC).
    today: Day,
    /// Close pressed.
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <LeaderboardPanel first=current.get_untracked() today=today on_close=on_close />
        </Show>
    }
}

/// What the panel shows of the board asked for.
#[derive(Clone, Debug, PartialEq)]
enum Shown {
    /// Asking.
    Loading,
    /// The board's page.
    Page(BoardPage),
    /// Refused, in the server's words.
    Refused(String),
    /// No answer: offline, or the server down.
    NoAnswer,
    /// What answered is no leaderboard server.
    NoServer,
}

/// The open panel.
#[component]
fn LeaderboardPanel(first: BoardId, today: Day, on_close: Callback<()>) -> impl IntoView {
    let session = Page::get().session;
    let (first_mode, first_size, seed) = match first {
        BoardId::Daily(mode, _) => (mode, mode.default_size(), None),
        BoardId::Seed(mode, size, seed) => (mode, size, Some(seed)),
    };
    let mode = RwSignal::new(first_mode);
    let size = RwSignal::new(first_size);
    // "seed" or a day: which board of the mode.
    let which = RwSignal::new(match first {
        BoardId::Daily(_, day) => day.to_string(),
        BoardId::Seed(..) => "seed".to_owned(),
    });
    let board = Memo::new(move |_| {
        let mode = mode.get();
        match (which.get().as_str(), seed) {
            ("seed", Some(seed)) => BoardId::Seed(mode, size.get(), seed),
            (day, _) => BoardId::Daily(mode, Day::parse(day).unwrap_or(today)),
        }
    });
    let shown = follow_board(board, session);
    let watching = RwSignal::new(None::<String>);
    let watch = replay_opener(watching);
    let menu = NodeRef::<html::Select>::new();
    modal::remember_focus();
    Effect::new(move |_| {
        if let Some(select) = menu.get() {
            let _ = select.focus();
        }
    });
    let waiting = move || session.with(|s| s.posting().waiting());

    view! {
        <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_close)>
            <div
                class="dialog leaderboard"
                role="dialog"
                aria-modal="true"
                aria-labelledby="leaderboard-title"
                data-testid="leaderboard-dialog"
            >
                <h2 id="leaderboard-title">{tr::leaderboard()}</h2>
                {board_menus(mode, size, which, seed, today, menu)}
                <p class="dialog-sub" data-testid="leaderboard-pending" hidden=move || waiting() == 0>
                    {move || tr::leaderboard_pending(waiting())}
                </p>
                <div class="board-table" data-testid="leaderboard-body">
                    {move || match shown.get() {
                        Shown::Loading => view! { <p class="dialog-sub" role="status">{tr::loading()}</p> }.into_any(),
                        Shown::NoServer => view! {
                            <p class="notice-text" role="status" data-testid="leaderboard-no-server">
                                {tr::leaderboard_no_server()}
                            </p>
                        }.into_any(),
                        Shown::NoAnswer => view! {
                            <p class="notice-text" role="status" data-testid="leaderboard-no-answer">
                                {if online() { tr::leaderboard_no_answer() } else { tr::leaderboard_offline() }}
                            </p>
                        }.into_any(),
                        Shown::Refused(why) => view! { <p class="notice-text" role="status">{why}</p> }.into_any(),
                        Shown::Page(page) => table(board.get_untracked(), page, watch).into_any(),
                    }}
                </div>
                <p class="dialog-sub" role="status" data-testid="leaderboard-watching" hidden=move || watching.with(Option::is_none)>
                    {move || watching.get().unwrap_or_default()}
                </p>
                <div class="dialog-buttons">
                    <button type="button" class="primary" data-testid="leaderboard-close" on:click=move |_| on_close.run(())>
                        {tr::close()}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// What the panel shows of `board`, asked of the server afresh each time the board
/// changes. An answer to an earlier ask is dropped, so a slow reply never overwrites the
/// board picked since; so is one that comes after the panel closed, whose signals are
/// gone with it.
fn follow_board(board: Memo<BoardId>, session: RwSignal<Session>) -> RwSignal<Shown> {
    let shown = RwSignal::new(Shown::Loading);
    let serial = StoredValue::new(0u32);
    Effect::new(move |_| {
        let path = board.get().path();
        let token = session.with_untracked(|s| s.posting().player().token.clone());
        serial.update_value(|n| *n += 1);
        let asked = serial.get_value();
        shown.set(Shown::Loading);
        let done = move |answer: Option<Answer>| {
            if serial.try_get_value() != Some(asked) {
                return;
            }
            shown.set(match Reply::<BoardPage>::of(answer.as_ref()) {
                Reply::Done(page) => Shown::Page(page),
                Reply::Refused(why) => Shown::Refused(why),
                Reply::Later(_) => Shown::NoAnswer,
                Reply::NoServer => Shown::NoServer,
            });
        };
        request("GET", path, token, None, Box::new(done));
    });
    shown
}

/// What a row's Watch does with the entry's id and its player's name: fetch the game's
/// code and go to the replay viewer, which names the player, telling `watching` meanwhile
/// and if it fails (the panel stays open then, so the player can try another row).
fn replay_opener(watching: RwSignal<Option<String>>) -> impl Fn(String, String) + Copy + 'static {
    move |id: String, player: String| {
        let Some(path) = entry_path(&id) else {
            return;
        };
        watching.set(Some(tr::opening_replay()));
        let done = move |answer: Option<Answer>| match Reply::<EntryCode>::of(answer.as_ref()) {
            Reply::Done(entry) => {
                let address = format!(
                    "{}?{}&player={}",
                    page_address(),
                    replay_query(&entry.code),
                    js_sys::encode_uri_component(&player)
                );
                let _ = window().location().set_href(&address);
            }
            Reply::Refused(why) => watching.set(Some(why)),
            _ => watching.set(Some(tr::replay_not_fetched())),
        };
        request("GET", path, None, None, Box::new(done));
    }
}

/// The menus that pick the board: its mode, which board of the mode (the seed's, or a
/// day's), and the seed board's size.
///
/// `mode`: the mode picked; picking one whose sizes lack the size picked resets the size.
/// `size`: the seed board's size picked (a daily board has one size: the menu is disabled for it).
/// `which`: "seed" or a day: which board of the mode.
/// `seed`: the seed of the game in play, offered first if there is one.
/// `today`: today (UTC), from which the days offered count back.
/// `menu`: where the panel puts the keyboard when it opens.
fn board_menus(
    mode: RwSignal<Mode>,
    size: RwSignal<usize>,
    which: RwSignal<String>,
    seed: Option<u64>,
    today: Day,
    menu: NodeRef<html::Select>,
) -> impl IntoView {
    view! {
        <div class="board-menus">
            <label class="choice">
                <span>{tr::stats_group()}</span>
                <select
                    data-testid="leaderboard-mode"
                    node_ref=menu
                    on:change=move |ev| {
                        if let Some(picked) = Mode::from_name(&event_target_value(&ev)) {
                            mode.set(picked);
                            if !picked.offers(size.get_untracked()) {
                                size.set(picked.default_size());
                            }
                        }
                    }
                >
                    {Mode::ALL.into_iter().map(|m| view! {
                        <option value=m.name() selected=move || mode.get() == m>{m.title()}</option>
                    }).collect_view()}
                </select>
            </label>
            <label class="choice">
                <span>{tr::leaderboard_board()}</span>
                <select data-testid="leaderboard-day" on:change=move |ev| which.set(event_target_value(&ev))>
                    {seed.map(|seed| view! {
                        <option value="seed" selected=move || which.get() == "seed">{tr::leaderboard_seed(&seed.to_string())}</option>
                    })}
                    {days_listed(today).into_iter().enumerate().map(|(back, day)| {
                        let value = day.to_string();
                        let label = match back {
                            0 => tr::today(&numbers::day(day)),
                            1 => tr::yesterday(&numbers::day(day)),
                            _ => numbers::day(day),
                        };
                        let chosen = value.clone();
                        view! { <option value=value selected=move || which.get() == chosen>{label}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="choice">
                <span>{tr::leaderboard_size()}</span>
                <select
                    data-testid="leaderboard-size"
                    disabled=move || which.get() != "seed"
                    title=move || (which.get() != "seed").then(tr::daily_one_size)
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse() {
                            size.set(n);
                        }
                    }
                >
                    {move || {
                        let m = mode.get();
                        let daily = which.get() != "seed";
                        m.sizes().iter().map(|&n| view! {
                            <option value=n.to_string() selected=move || if daily { n == m.default_size() } else { size.get() == n }>
                                {format!("{n}×{n}")}
                            </option>
                        }).collect_view()
                    }}
                </select>
            </label>
        </div>
    }
}

/// A board's page as a table: one row per entry, the player's own marked, each with a
/// button that watches its replay (one click handler for all, told apart by value).
fn table(
    board: BoardId,
    page: BoardPage,
    watch: impl Fn(String, String) + Copy + 'static,
) -> impl IntoView {
    let caption = if page.board.open {
        tr::board_caption(&board.title(), page.board.entries)
    } else {
        tr::board_caption_closed(&board.title(), page.board.entries)
    };
    let below = page.own_below().cloned();
    let empty = page.top.is_empty();
    view! {
        <table data-testid="leaderboard-table">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col">{tr::column_rank()}</th>
                    <th scope="col">{tr::column_player()}</th>
                    <th scope="col" class="num">{tr::column_score()}</th>
                    <th scope="col" class="num wide">{tr::column_moves()}</th>
                    <th scope="col" class="num wide">{tr::column_top_tile()}</th>
                    <th scope="col"><span class="visually-hidden">{tr::column_replay()}</span></th>
                </tr>
            </thead>
            <tbody on:click=move |ev| {
                let button = ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlButtonElement>(t).ok());
                if let Some(button) = button {
                    watch(button.value(), button.get_attribute("data-player").unwrap_or_default());
                }
            }>
                {page.top.into_iter().map(row).collect_view()}
                {below.map(|entry| view! {
                    <tr class="gap" aria-hidden="true"><td colspan="6">"…"</td></tr>
                    {row(entry)}
                })}
            </tbody>
        </table>
        <p class="dialog-sub" hidden=!empty data-testid="leaderboard-empty">
            {tr::leaderboard_empty()}
        </p>
    }
}

/// One entry's row.
fn row(entry: Entry) -> impl IntoView {
    let label = tr::watch_entry(&entry.name, entry.rank);
    let player = entry.name.clone();
    view! {
        <tr class:mine=entry.mine aria-current=entry.mine.then_some("true") data-testid="leaderboard-row">
            <td>{grouped(entry.rank)}</td>
            <td class="name">
                {entry.name}
                {entry.mine.then(|| view! { <span class="you">{tr::you()}</span> })}
            </td>
            <td class="num">{grouped(entry.score)}</td>
            <td class="num wide">{grouped(entry.moves)}</td>
            <td class="num wide">{grouped(entry.top_tile)}</td>
            <td>
                <button type="button" class="link" value=entry.id data-player=player aria-label=label data-testid="leaderboard-watch">
                    {tr::watch()}
                </button>
            </td>
        </tr>
    }
}
