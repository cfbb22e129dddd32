//! The statistics panel: per mode and board size, the games' figures and two charts
//! (highest tiles, scores over games) drawn as inline SVG, each with its figures in words
//! for screen readers; and the daily game's streaks and last days. It reads the record
//! from storage (through the page) each time it opens, so it shows what any tab has
//! recorded.

use std::sync::Arc;

use leptos::html;
use leptos::prelude::*;

use crate::model::charts::{self, HEIGHT, LABEL_ROOM, WIDTH};
use crate::model::i18n::tr;
use crate::model::numbers::{self, grouped};
use crate::model::session::StatsShown;
use crate::model::stats_summary::{Summary, groups, recent_dailies, streaks, summarise};
use rules::day::Day;

use super::modal;
use super::page::Page;
use super::tool_icons::{self, tool_icon};
use rules::Mode;

/// The daily results listed: the last week.
const RECENT_DAYS: usize = 7;
/// The score line shows at most this many games, the latest.
const LINE_GAMES: usize = 100;

/// The footer's button that opens the statistics (short: the footer keeps to two lines on
/// a 320 px phone).
#[component]
pub fn StatsButton(
    /// Pressed.
    on_open: Callback<()>,
    /// The key that opens the panel too, if the page has one.
    #[prop(optional)]
    key: Option<&'static str>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="link"
            data-testid="stats-open"
            aria-haspopup="dialog"
            title=key.map(tr::statistics_key)
            aria-keyshortcuts=key
            on:click=move |_| on_open.run(())
        >
            {tool_icon(|| tool_icons::STATS)}
            <span class="tool-label">{tr::stats_button()}</span>
        </button>
    }
}

/// The statistics panel, built each time it opens (and only then: it is seldom open, and
/// the page starts sooner without it).
#[component]
pub fn StatsDialog(
    /// Whether it is open.
    open: Signal<bool>,
    /// The mode and board size shown first: the game in play's.
    current: Signal<(Mode, usize)>,
    /// Close pressed.
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <StatsPanel current=current.get_untracked() on_close=on_close />
        </Show>
    }
}

/// The open panel.
#[component]
fn StatsPanel(
    /// The mode and board size shown first.
    current: (Mode, usize),
    /// Close pressed.
    on_close: Callback<()>,
) -> impl IntoView {
    // Read afresh at each opening, so it shows what any tab has recorded; a record that
    // does not read is kept aside and told.
    let page = Page::get();
    let read = Memo::new(move |_| {
        let today = Day::at_epoch_millis(js_sys::Date::now());
        let shown = page.session.with(|s| s.stats_shown()).unwrap_or_default();
        (shown, today)
    });
    let shown = RwSignal::new(current);
    // The keyboard lands on the menu, at the panel's top (so Esc closes it, and a short
    // screen shows the panel from its start).
    let menu = NodeRef::<html::Select>::new();
    modal::remember_focus();
    Effect::new(move |_| {
        if let Some(select) = menu.get() {
            let _ = select.focus();
        }
    });
    let summary = Memo::new(move |_| {
        let (kind, size) = shown.get();
        read.with(|(shown, _)| summarise(&shown.stats, kind, size))
    });
    let options = Memo::new(move |_| {
        let mut list = read.with(|(shown, _)| groups(&shown.stats));
        if !list.contains(&shown.get()) {
            list.push(shown.get());
            list.sort_unstable();
        }
        list
    });

    view! {
        <div class="overlay" on:keydown=move |ev| modal::trap(&ev, on_close)>
            <div
                class="dialog stats-panel"
                role="dialog"
                aria-modal="true"
                aria-labelledby="stats-title"
                data-testid="stats-dialog"
            >
                <h2 id="stats-title">{tr::statistics()}</h2>
                <p class="notice-text" data-testid="stats-notice" hidden=move || read.with(|(shown, _)| shown.problem.is_none())>
                    {move || read.with(|(shown, _)| shown.problem.clone().unwrap_or_default())}
                </p>
                {group_menu(shown, options, menu)}
                {group_figures(summary)}
                {top_tile_chart(summary)}
                {score_chart(summary)}
                {daily_record(read)}
                <div class="dialog-buttons">
                    <button
                        type="button"
                        class="primary"
                        data-testid="stats-close"
                        on:click=move |_| on_close.run(())
                    >
                        {tr::close()}
                    </button>
                </div>
            </div>
        </div>
    }
}

/// The menu of modes and board sizes whose figures the panel shows.
///
/// `shown`: the mode and board size shown; picking one sets it.
/// `options`: the groups offered: those recorded, and the one shown even if it has no games yet.
/// `menu`: where the panel puts the keyboard when it opens.
fn group_menu(
    shown: RwSignal<(Mode, usize)>,
    options: Memo<Vec<(Mode, usize)>>,
    menu: NodeRef<html::Select>,
) -> impl IntoView {
    let group_name = |(kind, size): (Mode, usize)| tr::stats_group_name(kind.title(), size);
    let group_value = |(kind, size): (Mode, usize)| format!("{}-{size}", kind.name());

    view! {
        <label class="stats-group">
            <span>{tr::stats_group()} " "</span>
            <select
                data-testid="stats-group"
                node_ref=menu
                prop:value=move || group_value(shown.get())
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    if let Some(picked) = options
                        .get_untracked()
                        .into_iter()
                        .find(|g| group_value(*g) == value)
                    {
                        shown.set(picked);
                    }
                }
            >
                {move || options.get().into_iter().map(|group| view! {
                    <option value=group_value(group)>{group_name(group)}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// The shown group's figures, and a note on which games each one counts.
///
/// `summary`: the shown group's figures.
fn group_figures(summary: Memo<Summary>) -> impl IntoView {
    view! {
        <dl class="stats-figures">
            {figure(tr::stats_played(), "stats-played", Signal::derive(move || Some(summary.with(|s| s.played as u64))))}
            {figure(tr::stats_mean(), "stats-mean", Signal::derive(move || summary.with(|s| (s.played > 0).then_some(s.mean))))}
            {figure(tr::stats_median(), "stats-median", Signal::derive(move || summary.with(|s| (s.played > 0).then_some(s.median))))}
            {figure(tr::stats_best(), "stats-best", Signal::derive(move || summary.with(|s| s.best)))}
        </dl>
        <p class="stats-note" data-testid="stats-note">
            {move || summary.with(|s| {
                let mut note = tr::stats_note_best();
                if s.helped > 0 {
                    note.push(' ');
                    note.push_str(&tr::stats_note_helped(s.helped));
                }
                if s.practice > 0 {
                    note.push(' ');
                    note.push_str(&tr::stats_note_practice(s.practice));
                }
                note
            })}
        </p>
    }
}

/// The bar chart of how often each highest tile was reached, and its figures in words
/// (the drawing is hidden from screen readers).
///
/// `summary`: the shown group's figures.
fn top_tile_chart(summary: Memo<Summary>) -> impl IntoView {
    view! {
        <figure class="chart">
            <figcaption>{tr::stats_highest_tile()}</figcaption>
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                aria-hidden="true"
                data-testid="stats-histogram"
            >
                <line class="axis" x1="0" x2=WIDTH y1=HEIGHT - LABEL_ROOM y2=HEIGHT - LABEL_ROOM />
                {nothing_yet(Signal::derive(move || summary.with(|s| s.tops.is_empty())))}
                {move || {
                    summary.with(|s| charts::histogram(&s.tops)).into_iter().map(|bar| {
                        let middle = bar.x + bar.width / 2;
                        view! {
                            <rect class="bar" x=bar.x y=bar.y width=bar.width height=bar.height rx="20" />
                            <text class="count" x=middle y=bar.y.saturating_sub(30) text-anchor="middle">
                                {(bar.count > 0).then(|| grouped(bar.count as u64))}
                            </text>
                            <text class="label" x=middle y=HEIGHT - 40 text-anchor="middle">
                                {bar.label}
                            </text>
                        }
                    }).collect_view()
                }}
            </svg>
            <p class="spoken" data-testid="stats-histogram-text">
                {move || summary.with(|s| charts::histogram_text(&s.tops))}
            </p>
        </figure>
    }
}

/// The line of the latest games' scores, and its figures in words (the drawing is hidden
/// from screen readers).
///
/// `summary`: the shown group's figures.
fn score_chart(summary: Memo<Summary>) -> impl IntoView {
    view! {
        <figure class="chart">
            <figcaption>{tr::stats_score_line()}</figcaption>
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                aria-hidden="true"
                data-testid="stats-line"
            >
                <line class="axis" x1="0" x2=WIDTH y1=HEIGHT - 10 y2=HEIGHT - 10 />
                {nothing_yet(Signal::derive(move || summary.with(|s| s.scores.is_empty())))}
                <polyline
                    class="line"
                    points=move || summary.with(|s| charts::score_line(last(&s.scores)))
                />
                <text class="count" x="20" y="100">
                    {move || summary.with(|s| {
                        last(&s.scores).iter().max().map(|m| grouped(*m)).unwrap_or_default()
                    })}
                </text>
            </svg>
            <p class="spoken" data-testid="stats-line-text">
                {move || summary.with(|s| charts::score_line_text(last(&s.scores)))}
            </p>
        </figure>
    }
}

/// The daily game's section: a link to today's, the streaks, and the last week's results,
/// each day linking to its board. Whatever group is shown, it covers every daily game.
///
/// `read`: the record as read at the opening, and the day it was read (streaks end today).
fn daily_record(read: Memo<(Arc<StatsShown>, Day)>) -> impl IntoView {
    view! {
        <h3>{tr::stats_daily()}</h3>
        <p class="stats-note">
            {tr::stats_daily_before()}
            <a data-testid="daily-open" href="?daily">{tr::stats_daily_link()}</a>
            {tr::stats_daily_after()}
        </p>
        <dl class="stats-figures">
            {figure(tr::stats_streak(), "stats-streak", Signal::derive(move || read.with(|(shown, today)| Some(u64::from(streaks(&shown.stats, *today).current)))))}
            {figure(tr::stats_longest(), "stats-longest", Signal::derive(move || read.with(|(shown, today)| Some(u64::from(streaks(&shown.stats, *today).longest)))))}
        </dl>
        <ol class="stats-days" data-testid="stats-days">
            {move || read.with(|(shown, today)| {
                recent_dailies(&shown.stats, *today, RECENT_DAYS)
                    .into_iter()
                    .map(|(day, result)| {
                        let text = result.map_or_else(
                            || "—".to_owned(),
                            |game| format!("{} · {}", grouped(game.score), game.top),
                        );
                        view! {
                            <li>
                                <a href=format!("?daily={day}")>{numbers::day(day)}</a>
                                <span>{text}</span>
                            </li>
                        }
                    })
                    .collect_view()
            })}
        </ol>
    }
}

/// A chart's words while it has nothing to draw, where its drawing would be.
///
/// `empty`: whether the chart has nothing to draw.
fn nothing_yet(empty: Signal<bool>) -> impl IntoView {
    move || {
        empty.get().then(|| {
            view! {
                <text class="empty" x=WIDTH / 2 y=HEIGHT / 2 text-anchor="middle" data-testid="stats-empty">
                    {tr::stats_nothing_yet()}
                </text>
            }
        })
    }
}

/// The latest games the score line shows.
fn last(scores: &[u64]) -> &[u64] {
    &scores[scores.len().saturating_sub(LINE_GAMES)..]
}

/// One labelled figure, its value alone in an element with `test_id` (a dash for none).
fn figure(label: String, test_id: &'static str, value: Signal<Option<u64>>) -> impl IntoView {
    view! {
        <div>
            <dt>{label}</dt>
            <dd data-testid=test_id>{move || value.get().map_or_else(|| "—".to_owned(), grouped)}</dd>
        </div>
    }
}
