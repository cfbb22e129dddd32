//! The tutorial's card and its marks on the board. The card takes how to play's place
//! beside or below the board (never over it: the board is where the steps are done); it
//! says the step in one sentence, how to do it with each input, and offers Skip at every
//! step, Play at the end. The marks ring the cells a step points at.

use leptos::html;
use leptos::prelude::*;

use crate::model::i18n::tr;

use crate::model::Session;
use crate::model::tutorial::Goal;

use super::deferred_parts::page_shown;
use super::keyed_rows::KeyedRows;

/// What the card shows of the tutorial.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The step in hand, from 1; past the last once every step is done.
    pub number: usize,
    /// How many steps there are.
    pub steps: usize,
    /// What to do (or, at the end, what was learned).
    pub says: String,
    /// How, in the words of the player's input (touch, or keys).
    pub how: String,
    /// Whether the step rolls the view (the card then offers buttons to roll it).
    pub rolls: bool,
    /// Whether every step is done.
    pub finished: bool,
}

impl Card {
    /// The card of `session`'s tutorial, while one runs.
    pub fn of(session: &Session) -> Option<Card> {
        let tutorial = session.tutorial()?;
        Some(match tutorial.step() {
            Some(step) => Card {
                number: tutorial.number(),
                steps: tutorial.steps(),
                says: step.says.say(),
                how: step.how.words(session.touch()),
                rolls: step.goal == Goal::SeamShown,
                finished: false,
            },
            None => Card {
                number: tutorial.number(),
                steps: tutorial.steps(),
                says: tutorial.ending(),
                how: String::new(),
                rolls: false,
                finished: true,
            },
        })
    }
}

/// The tutorial's card.
#[component]
pub fn TutorialCard(
    /// The card, while the tutorial runs and how to play is closed.
    card: Signal<Option<Card>>,
    /// Skip or Play pressed: back to the player's game.
    on_leave: Callback<()>,
    /// A roll button pressed: the view rolls this many columns (−1 left, 1 right).
    on_roll: Callback<i32>,
) -> impl IntoView {
    let play = NodeRef::<html::Button>::new();
    let shown = page_shown();
    // Once every step is done, Play has the focus: Enter or Space starts the game.
    Effect::new(move |was_finished: Option<bool>| {
        let finished = card.with(|c| c.as_ref().is_some_and(|c| c.finished)) && shown.get();
        if finished
            && was_finished != Some(true)
            && let Some(play) = play.get()
        {
            let _ = play.focus();
        }
        finished
    });
    let read =
        move |f: fn(&Card) -> String| move || card.with(|c| c.as_ref().map(f).unwrap_or_default());
    view! {
        <Show when=move || card.with(Option::is_some)>
            <aside class="help coach" data-testid="tutorial" aria-labelledby="tutorial-title">
                <div class="help-head">
                    <h2 id="tutorial-title">
                        {tr::tutorial()} " "
                        <span class="coach-count" data-testid="tutorial-step">
                            {read(|c| if c.finished {
                                tr::tutorial_done_count()
                            } else {
                                tr::tutorial_step_count(c.number, c.steps)
                            })}
                        </span>
                    </h2>
                    <button
                        type="button"
                        class="link"
                        data-testid="tutorial-skip"
                        title=tr::skip_tutorial_key()
                        aria-keyshortcuts="Escape"
                        hidden=move || card.with(|c| c.as_ref().is_some_and(|c| c.finished))
                        on:click=move |_| on_leave.run(())
                    >
                        {tr::skip()}
                    </button>
                </div>
                <p class="coach-says" data-testid="tutorial-says">{read(|c| c.says.clone())}</p>
                <p class="coach-how">{read(|c| c.how.clone())}</p>
                <Show when=move || card.with(|c| c.as_ref().is_some_and(|c| c.rolls))>
                    <div class="coach-rolls">
                        <button type="button" data-testid="tutorial-roll-left" aria-label=tr::roll_left() on:click=move |_| on_roll.run(-1)>"◀"</button>
                        <button type="button" data-testid="tutorial-roll-right" aria-label=tr::roll_right() on:click=move |_| on_roll.run(1)>"▶"</button>
                    </div>
                </Show>
                <button
                    type="button"
                    class="primary coach-play"
                    data-testid="tutorial-play"
                    node_ref=play
                    hidden=move || !card.with(|c| c.as_ref().is_some_and(|c| c.finished))
                    on:click=move |_| on_leave.run(())
                >
                    {tr::tutorial_play()}
                </button>
            </aside>
        </Show>
    }
}

/// Rings round the view cells `cells`: where the step in hand points. They live as long as
/// the board, and their rows come and go with each step and roll, so each row owns itself
/// (`KeyedRows`).
#[component]
pub fn CoachMarks(
    /// The view cells to ring.
    cells: Signal<Vec<(i32, i32)>>,
) -> impl IntoView {
    view! {
        <KeyedRows
            each=move || cells.get()
            key=|cell| *cell
            children=move |(vx, vy)| {
                view! {
                    <div class="coach-mark" data-testid="coach-mark" style=format!("--vx:{vx};--vy:{vy}") aria-hidden="true"></div>
                }
            }
        />
    }
}
