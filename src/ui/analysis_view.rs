//! The replay viewer's analysis ([`crate::model::review`]): the footer's Analyse; while it runs,
//! the panel's progress and Cancel; once done, the accuracy and the marks, the chart along the
//! game (a click or a drag goes to a move), the costliest moves, and the better move at
//! the viewer's position shown on the board, played out, and back (the status line reads
//! the move there with its mark). And the game-over box's Analyse, a link to the game's
//! replay that analyses it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::Session;
use crate::model::address::analysis_query;
use crate::model::announce::{
    accuracy_heading, analysis_progress, costly_move, mark_counts, mark_title,
};
use crate::model::i18n::tr;
use crate::model::replay::ReplayControl;
use crate::model::review::ReviewState;
use crate::model::review_chart::{self, HEIGHT, WIDTH};
use crate::web::address_bar;

/// Where the analysis stands, as the panel shows it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    Idle,
    Running,
    Done,
}

/// Where the analysis of the viewer's game stands, as the page shows it.
fn shown(session: ReadSignal<Session>) -> Memo<Shown> {
    Memo::new(move |_| {
        session.with(|s| match s.review().map(|r| r.state()) {
            Some(ReviewState::Running(_)) => Shown::Running,
            Some(ReviewState::Done(_)) => Shown::Done,
            _ => Shown::Idle,
        })
    })
}

/// The footer's Analyse, until the analysis starts: in the footer's first row, beside the
/// replay's name, so that it takes no row of its own on a short phone.
#[component]
pub fn AnalyseButton(
    /// The session, a replay viewer's.
    session: ReadSignal<Session>,
    /// Called with the control.
    on_control: Callback<ReplayControl>,
) -> impl IntoView {
    let shown = shown(session);
    move || {
        (shown.get() == Shown::Idle).then(|| {
            view! {
                <button type="button" class="analyse" data-testid="analyse" title=tr::analyse_key() on:click=move |_| on_control.run(ReplayControl::Analyse)>
                    {tr::analyse()}
                </button>
            }
        })
    }
}

/// The panel, once the analysis is asked for: its progress and Cancel, then what it found.
#[component]
pub fn AnalysisPanel(
    /// The session, a replay viewer's.
    session: ReadSignal<Session>,
    /// Called with each control used.
    on_control: Callback<ReplayControl>,
) -> impl IntoView {
    let shown = shown(session);
    // Apart, so that the progress redraws the bar alone, and Cancel keeps the focus.
    let progress = Memo::new(move |_| {
        session.with(|s| s.review().and_then(|r| r.progress()).unwrap_or((0, 0)))
    });
    let control = move |c| on_control.run(c);
    move || {
        let content = match shown.get() {
            Shown::Idle => return None,
            Shown::Running => view! {
                <label class="analysis-progress">
                    <span>{move || analysis_progress(progress.get().0, progress.get().1)}</span>
                    <progress data-testid="analysis-progress" max=move || progress.get().1.max(1) value=move || progress.get().0></progress>
                </label>
                <button type="button" data-testid="analysis-cancel" title=tr::analysis_cancel_key() on:click=move |_| control(ReplayControl::CancelAnalysis)>
                    {tr::analysis_cancel()}
                </button>
            }
            .into_any(),
            Shown::Done => done_view(session, on_control).into_any(),
        };
        Some(view! {
            <section class="analysis" aria-label=tr::analysis_panel() data-testid="analysis">
                {content}
            </section>
        })
    }
}

/// The finished analysis: read once (it no longer changes), with the viewer's position.
fn done_view(session: ReadSignal<Session>, on_control: Callback<ReplayControl>) -> impl IntoView {
    let Some(reviewed) = session.with_untracked(|s| s.review().and_then(|r| r.done()).cloned())
    else {
        return ().into_any();
    };
    let moves = reviewed.review.moves.len();
    let position = Memo::new(move |_| session.with(|s| s.replay_position().0));
    let played_out = Memo::new(move |_| session.with(|s| s.review().and_then(|r| r.played_out)));
    let better_shown =
        Memo::new(move |_| session.with(|s| s.review().is_some_and(|r| r.better_shown)));
    let words = review_chart::words(&reviewed);
    let columns = review_chart::columns(&reviewed);
    let line = review_chart::score_line(&reviewed);
    let costly = reviewed.costliest.iter().map(|&i| {
        let m = reviewed.review.moves[i];
        let label = costly_move(i + 1, m.mark, m.lost);
        view! {
            <li>
                <button type="button" class=format!("mark-{}", m.mark.name()) data-testid="costly-move" aria-label=label.clone() title=label on:click=move |_| on_control.run(ReplayControl::Seek(i))>
                    {i + 1}<span class="mark-word">{format!(" {}", mark_title(m.mark))}</span>
                </button>
            </li>
        }
    }).collect_view();
    let seek = move |ev: web_sys::PointerEvent| {
        let Some(svg) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        let rect = svg.get_bounding_client_rect();
        let to =
            review_chart::position_at(f64::from(ev.client_x()) - rect.left(), rect.width(), moves);
        if session.with_untracked(|s| s.replay_position().0) != to {
            on_control.run(ReplayControl::Seek(to));
        }
    };
    view! {
        <figure class="analysis-chart">
            <svg
                viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                preserveAspectRatio="none"
                role="img"
                aria-label=words.clone()
                data-testid="analysis-chart"
                on:pointerdown=move |ev| {
                    if let Some(target) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                        let _ = target.set_pointer_capture(ev.pointer_id());
                    }
                    seek(ev);
                }
                on:pointermove=move |ev| if ev.buttons() & 1 == 1 { seek(ev) }
                // `touch-action: none` keeps a scrub from scrolling, yet Chromium took a quick
                // slanted one as a fling and swallowed the next tap anywhere as the fling's
                // stop (as on 2048's board, src/web/slide_pointer.rs). A cancelled move is no
                // gesture at all; the pointer events above still come.
                on:touchmove=|ev| ev.prevent_default()
            >
                {review_chart::bar_paths(&columns).into_iter().map(|(mark, d)| view! {
                    <path class=format!("mark-{}", mark.name()) d=d />
                }).collect_view()}
                <polyline class="score" points=line />
                <line class="cursor" y1="0" y2=HEIGHT x1=move || review_chart::cursor_x(position.get(), moves) x2=move || review_chart::cursor_x(position.get(), moves) />
            </svg>
            <figcaption class="words">{words}</figcaption>
        </figure>
        <p class="analysis-head" data-testid="analysis-summary">
            <strong>{accuracy_heading(reviewed.accuracy)}</strong>
            <span class="analysis-counts">{format!(" {}", mark_counts(&reviewed.counts))}</span>
        </p>
        <ol class="costliest" aria-label=tr::analysis_costliest()>{costly}</ol>
        <div class="analysis-actions">
            <button type="button" data-testid="better-toggle" aria-pressed=move || better_shown.get().to_string() title=tr::better_move_key() on:click=move |_| on_control.run(ReplayControl::ToggleBetter)>
                {tr::better_move()}
            </button>
            <button type="button" data-testid="better-play" title=tr::play_it_out_key() on:click=move |_| on_control.run(ReplayControl::PlayBetter)>
                {move || if played_out.get().is_some() { tr::back_to_the_game() } else { tr::play_it_out() }}
            </button>
        </div>
    }
    .into_any()
}

/// The game-over box's Analyse: the finished game's replay, analysed as it opens; nothing
/// for a game no replay code writes.
#[component]
pub fn AnalyseLink(
    /// The session.
    session: ReadSignal<Session>,
) -> impl IntoView {
    let href = Memo::new(move |_| {
        session.with(|s| {
            s.game_over_shown()
                .then(|| s.history().replay_code().ok())
                .flatten()
        })
    });
    move || {
        href.get().map(|code| {
            view! {
                <a class="button" data-testid="game-over-analyse" href=address_bar::link_in_language(&analysis_query(&code))>
                    {tr::analyse()}
                </a>
            }
        })
    }
}
