//! A puzzle's card, in how to play's place as the tutorial's is: which puzzle, what the
//! move was (the live region's sentence), and Back to the player's game. Where a puzzle
//! comes from is [`fetch_puzzle`]: the game's server, or for a day's puzzle where none
//! answers, the app's own hunt in the daily game, in slices a task so the page never
//! freezes.

use leptos::prelude::*;
use rules::Mode;
use rules::day::Day;
use rules::puzzle::Hunter;

use super::hud::CopyLink;
use super::page::Page;
use crate::model::i18n::tr;
use crate::model::leaderboard::Answer;
use crate::model::puzzle::{Asked, Puzzle, PuzzleError, requested};
use crate::model::{Intent, Session};
use crate::web::next_task::run_next_task;
use crate::web::{address_bar, leaderboard};

/// The card, while a puzzle stands in for the player's game.
#[component]
pub fn PuzzleCard(
    /// The page.
    page: Page,
) -> impl IntoView {
    let session = page.session;
    let shown = Memo::new(move |_| {
        session.with(|s| {
            s.puzzle()
                .map(|(p, _)| (p.id.clone(), p.of_the_day, p.query()))
        })
    });
    let said = Memo::new(move |_| session.with(|s| s.status().to_owned()));
    let id = move || shown.with(|p| p.as_ref().map(|(id, ..)| id.clone()).unwrap_or_default());
    // The puzzle's own link, which Copy link copies as the game's footer copies the game's.
    let link = Signal::derive(move || {
        shown.with(|p| {
            p.as_ref()
                .map(|(.., query)| address_bar::link(query))
                .unwrap_or_default()
        })
    });
    view! {
        <Show when=move || shown.with(Option::is_some)>
            <aside class="help coach" data-testid="puzzle" aria-labelledby="puzzle-title">
                <div class="help-head">
                    <h2 id="puzzle-title" data-testid="puzzle-title">
                        {move || {
                            let of_the_day = shown.with(|p| p.as_ref().is_some_and(|(_, daily, _)| *daily));
                            if of_the_day { tr::puzzle_of_the_day() } else { tr::puzzle_title() }
                        }}
                        " "
                        <span class="coach-count" data-testid="puzzle-id">{id}</span>
                    </h2>
                    <CopyLink link=link test_id="puzzle-share" />
                    <button
                        type="button"
                        class="link"
                        data-testid="puzzle-back"
                        aria-keyshortcuts="Escape"
                        on:click=move |_| page.dispatch(Intent::LeavePuzzle)
                    >
                        {tr::puzzle_back()}
                    </button>
                </div>
                <p class="coach-says" data-testid="puzzle-says">{move || said.get()}</p>
            </aside>
        </Show>
    }
}

/// Gets the puzzle `value` (a `?puzzle=` link's) names, `daily` being today's of `mode`,
/// and hands it to the session, or why it cannot be had.
pub fn fetch_puzzle(page: Page, value: &str, mode: Mode) {
    let today = Day::at_epoch_millis(js_sys::Date::now());
    match requested(value, mode, today) {
        Err(error) => page.dispatch(Intent::PuzzleRefused(error)),
        Ok(Asked::Kept(id)) => {
            let path = format!("api/puzzles/{id}");
            let done = move |answer: Option<Answer>| {
                page.dispatch(match answer {
                    Some(answer) if answer.json && answer.status == 200 => arrived(&answer.body),
                    Some(answer) if answer.json && answer.status == 404 => {
                        Intent::PuzzleRefused(PuzzleError::NoSuchPuzzle(id))
                    }
                    _ => Intent::PuzzleRefused(PuzzleError::Unreachable(id)),
                });
            };
            leaderboard::request("GET", path, None, None, Box::new(done));
        }
        Ok(Asked::Daily(mode, day)) if day == today => {
            let path = format!("api/puzzles/daily/{}", mode.name());
            let done = move |answer: Option<Answer>| match answer {
                Some(answer) if answer.json && answer.status == 200 => {
                    match Puzzle::from_served(&answer.body) {
                        Ok(puzzle) => {
                            page.dispatch(Intent::PuzzleArrived(Box::new(puzzle.as_of_the_day())))
                        }
                        Err(_) => hunt(page, mode, day),
                    }
                }
                // No server here (a static host, offline): the app's own hunt, as the
                // server makes it.
                _ => hunt(page, mode, day),
            };
            leaderboard::request("GET", path, None, None, Box::new(done));
        }
        Ok(Asked::Daily(mode, day)) => hunt(page, mode, day),
    }
}

/// The session's intent for a server's answer.
fn arrived(body: &str) -> Intent {
    match Puzzle::from_served(body) {
        Ok(puzzle) => Intent::PuzzleArrived(Box::new(puzzle)),
        Err(error) => Intent::PuzzleRefused(error),
    }
}

/// Hunts `mode`'s puzzle of `day` in the day's daily game, in slices.
fn hunt(page: Page, mode: Mode, day: Day) {
    let hunter = rules::puzzle::daily_deal(mode, day).hunting();
    hunt_on(page, mode, day, hunter);
}

/// How long the hunt runs in one task before the browser may draw.
const HUNT_TASK_MS: f64 = 8.0;

/// Hunts on for a few milliseconds in the next task, then again, until the puzzle is found:
/// tasks chained by a message, as the analysis's are, not by timers that wait 4 ms each.
fn hunt_on(page: Page, mode: Mode, day: Day, mut hunter: Box<dyn Hunter>) {
    run_next_task(move || {
        let started = js_sys::Date::now();
        // An eighth of the mode's slice, as the analysis takes, keeps a task short.
        let nodes = (hunter.slice_nodes() / 8).max(1);
        while js_sys::Date::now() - started < HUNT_TASK_MS {
            if let Some(hunted) = hunter.step(nodes) {
                page.dispatch(match Puzzle::hunted(mode, day, hunted) {
                    Ok(puzzle) => Intent::PuzzleArrived(Box::new(puzzle)),
                    Err(error) => Intent::PuzzleRefused(error),
                });
                return;
            }
        }
        hunt_on(page, mode, day, hunter);
    });
}

/// Whether a puzzle is in play, for the page's class.
pub fn puzzling(session: &Session) -> bool {
    session.puzzle().is_some()
}
