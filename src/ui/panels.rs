//! The game-over dialog and how to play, for every mode, and the parts of every
//! mode's rules that all modes share.

use leptos::either::Either;
use leptos::html;
use leptos::prelude::*;

use super::hud::number;
use super::modal;
use super::share::{ShareButton, Sharing};
use crate::model::announce::{new_best, undos_at_game_over};
use crate::model::i18n::tr;
use crate::model::input::{KeyMap, key_name};

/// Shown when no move is left: the result and what comes next, in a row of buttons.
/// Beside the board where the HUD is a column (it takes the column's place); upright, over
/// the page, where "Look at the board" sets it aside to show the final board (its bar, or
/// Escape, brings it back).
#[component]
pub fn GameOver(
    /// Whether to show it (the game is over and the board at rest).
    open: Signal<bool>,
    /// Why no move is left, in the mode's words.
    reason: Signal<String>,
    /// The final score.
    score: Signal<u64>,
    /// The best score.
    best: Signal<u64>,
    /// Moves played.
    moves: Signal<u64>,
    /// Moves taken back in the game.
    undos: Signal<u32>,
    /// The best this game passed, if it set a new one.
    beaten: Signal<Option<u64>>,
    /// New game pressed.
    on_new_game: Callback<()>,
    /// The new-game button's words (a daily game's is "Play again (practice)").
    #[prop(optional, into)]
    again_label: Option<Signal<String>>,
    /// What sharing shows.
    sharing: RwSignal<Sharing>,
    /// Share pressed.
    on_share: Callback<()>,
    /// The offer to post the game to the leaderboard, when there is one.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let button = NodeRef::<html::Button>::new();
    let look = NodeRef::<html::Button>::new();
    let back = NodeRef::<html::Button>::new();
    // The box set aside, the final board shown: only where the box covers the board (its
    // Look button shows there).
    let looking = RwSignal::new(false);
    let toggle = Callback::new(move |()| {
        let covers = look
            .get_untracked()
            .is_some_and(|b| b.offset_parent().is_some());
        if looking.get_untracked() || covers {
            looking.update(|l| *l = !*l);
            let to = if looking.get_untracked() {
                back
            } else {
                button
            };
            modal::focus_next_frame(to);
        }
    });
    Effect::new(move || {
        if !open.get() {
            looking.set(false);
        }
    });
    // Enter then starts the next game (this one is over: nothing is lost).
    modal::open_with_focus(open, move || button.get().map(Into::into));
    view! {
        <Show when=move || open.get()>
            // Escape looks at the board and back. Tab stays in the box.
            <div
                class="overlay game-over-overlay"
                class:looking=move || looking.get()
                on:keydown=move |ev| modal::trap(&ev, toggle)
            >
                <div
                    class="dialog"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="game-over-title"
                    data-testid="game-over"
                    hidden=move || looking.get()
                >
                    <h2 id="game-over-title">{tr::game_over()}</h2>
                    <p class="dialog-sub">{reason}</p>
                    <p class="new-best" data-testid="final-new-best" hidden=move || beaten.get().is_none()>
                        {move || beaten.get().map(new_best).unwrap_or_default()}
                    </p>
                    <dl class="final">
                        <div>
                            <dt>{tr::final_score_label()}</dt>
                            {number("final-score", score)}
                        </div>
                        <div>
                            <dt>{tr::stats_best()}</dt>
                            {number("final-best", best)}
                        </div>
                        <div>
                            <dt>{tr::column_moves()}</dt>
                            {number("final-moves", moves)}
                        </div>
                    </dl>
                    <p class="dialog-sub" data-testid="final-undos" hidden=move || undos.get() == 0>
                        {move || undos_at_game_over(undos.get())}
                    </p>
                    // What comes next, one row: another button goes in beside these.
                    <div class="dialog-buttons game-over-buttons">
                        <button
                            type="button"
                            class="primary"
                            data-testid="game-over-new-game"
                            node_ref=button
                            on:click=move |_| on_new_game.run(())
                        >
                            {move || again_label.map_or_else(tr::new_game, |label| label.get())}
                        </button>
                        <ShareButton sharing=sharing on_share=on_share test_id="game-over-share" class="" />
                        {look_button(look, toggle)}
                    </div>
                    {children.as_ref().map(|post| post())}
                </div>
                {look_bar(looking, back, toggle)}
            </div>
        </Show>
    }
}

/// "Look at the board", where the box covers it (the stylesheet hides it beside the board).
fn look_button(look: NodeRef<html::Button>, toggle: Callback<()>) -> impl IntoView {
    view! {
        <button
            type="button"
            class="look"
            data-testid="game-over-look"
            title=tr::look_at_board_key()
            aria-keyshortcuts="Escape"
            node_ref=look
            on:click=move |_| toggle.run(())
        >
            {tr::look_at_board()}
        </button>
    }
}

/// The bar at the screen's foot while the box is set aside: back to the result.
fn look_bar(
    looking: RwSignal<bool>,
    back: NodeRef<html::Button>,
    toggle: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="look-bar" hidden=move || !looking.get()>
            <button
                type="button"
                class="primary"
                data-testid="game-over-back"
                title=tr::back_to_result_key()
                aria-keyshortcuts="Escape"
                node_ref=back
                on:click=move |_| toggle.run(())
            >
                {tr::back_to_result()}
            </button>
        </div>
    }
}

/// How to play, a dialog as the others are: it takes the screen's room and the focus
/// (its Close first), Tab stays in it, and Escape or ? closes it; each mode gives its own
/// rules and keys as the children. Its foot starts the tutorial.
#[component]
pub fn Help(
    /// Whether it is open.
    open: Signal<bool>,
    /// Close pressed, or Escape.
    on_close: Callback<()>,
    /// "Play the tutorial" pressed; `None` (a replay viewer): no tutorial.
    on_tutorial: Option<Callback<()>>,
    /// The rules and keys.
    children: ChildrenFn,
) -> impl IntoView {
    let close = NodeRef::<html::Button>::new();
    modal::open_with_focus(open, move || close.get().map(Into::into));
    view! {
        <Show when=move || open.get()>
            <div
                class="overlay"
                on:keydown=move |ev| modal::trap(&ev, on_close)
                on:click=move |ev| {
                    // A click on the dimmed page around it closes it, as a sheet does.
                    if ev.target() == ev.current_target() {
                        on_close.run(());
                    }
                }
            >
                <div
                    class="dialog help"
                    role="dialog"
                    aria-modal="true"
                    aria-labelledby="help-title"
                    data-testid="help-panel"
                >
                    <div class="help-head">
                        <h2 id="help-title">{tr::how_to_play()}</h2>
                        <button
                            type="button"
                            class="round"
                            data-testid="help-close"
                            aria-label=tr::close_how_to_play()
                            node_ref=close
                            on:click=move |_| on_close.run(())
                        >
                            "×"
                        </button>
                    </div>
                    {children()}
                    {on_tutorial.map(|on_tutorial| view! {
                        <p class="coach-start">
                            <button type="button" data-testid="tutorial-start" on:click=move |_| on_tutorial.run(())>
                                {tr::play_the_tutorial()}
                            </button>
                        </p>
                    })}
                </div>
            </div>
        </Show>
    }
}

/// How a mode's help tells its input: its keys, or where the player's input is touch, its
/// touch lines (`play::touch_help`).
#[derive(Clone, Copy)]
pub struct HelpInput {
    /// The mode's keys.
    pub keys: KeyMap,
    /// Its lines for touch, where the player's input is touch.
    pub touch: Option<&'static [fn() -> String]>,
}

/// A mode's input in its help, one `<li>` a line: by touch its touch lines alone; else its
/// keys, then `children` (the mouse's and touch's lines beside the keys).
#[component]
pub fn InputLines(
    /// The mode's input.
    input: HelpInput,
    /// What follows the keys where there is a keyboard.
    children: Children,
) -> impl IntoView {
    match input.touch {
        Some(lines) => Either::Left(
            lines
                .iter()
                .map(|line| view! { <li>{line()}</li> })
                .collect_view(),
        ),
        None => Either::Right(view! { <KeyLines keys=input.keys />{children()} }),
    }
}

/// A mode's keys in its help, one `<li>` a line: each phrase's key names in `<kbd>`
/// (joined by "or"), then its words. Written from the table the keys are mapped by.
#[component]
pub fn KeyLines(
    /// The mode's keys.
    keys: KeyMap,
) -> impl IntoView {
    keys.iter()
        .map(|line| {
            let phrases = line.iter().map(|phrase| {
                let last = phrase.names.len().saturating_sub(1);
                let words = (phrase.words)();
                let (mark, rest) = match phrase.names {
                    [] => ("", words.as_str()),
                    _ => split_leading_mark(&words),
                };
                let (mark, rest) = (mark.to_owned(), rest.to_owned());
                let names = phrase.names.iter().enumerate().map(|(i, name)| {
                    // The punctuation the words open with (",", "؛", "、") keeps to the
                    // last key's box: a box is a break opportunity, and a line must not
                    // start with a comma or a semicolon.
                    let mark = (i == last).then(|| mark.clone());
                    view! {
                        {(i > 0).then(tr::keys_or)}
                        <span class="key-mark"><kbd>{key_name(name)}</kbd>{mark}</span>
                    }
                });
                view! { {names.collect_view()}{rest} }
            });
            view! { <li>{phrases.collect_view()}</li> }
        })
        .collect_view()
}

/// `words` split after the punctuation they open with (and a no-break space before it,
/// as French writes " ;"), which is to stay on the key's line; the rest may break.
fn split_leading_mark(words: &str) -> (&str, &str) {
    let no_break = |c: char| matches!(c, '\u{a0}' | '\u{202f}');
    let end = words
        .find(|c: char| c.is_alphanumeric() || (c.is_whitespace() && !no_break(c)))
        .unwrap_or(words.len());
    words.split_at(end)
}

/// What a leaderboard's rank proves, and what it does not: every mode's help says it.
#[component]
pub fn LeaderboardRules() -> impl IntoView {
    view! {
        <p data-testid="help-leaderboard">
            {tr::help_leaderboards()}
        </p>
    }
}
