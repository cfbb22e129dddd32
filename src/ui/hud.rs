//! Around the board: the numbers (score, best, moves, highest tile, seed), the game's
//! buttons, the shareable seed link.

use leptos::prelude::*;

use rules::Mode;

use crate::model::address::{daily_query, game_query};
use crate::model::announce::{self, undo_count};
use crate::model::bests::NotCounted;
use crate::model::i18n::tr;
use crate::model::numbers::{self, grouped, short};
use crate::model::session::DailyPlay;
use crate::web::{address_bar, clipboard};

use super::tool_icons::{self, tool_icon};

/// Score, best, moves and highest tile. Each number sits alone in its element, so tests
/// and people read it without parsing.
#[component]
pub fn Stats(
    /// The score to show. It steps up pass by pass through a move, each step at once: a
    /// score counting up frame by frame laid out the page in every frame of a move, which
    /// measured a third of the main thread's work while tiles fell.
    score: Signal<u64>,
    /// The best score (or, in a replay, the game's final score).
    best: Signal<u64>,
    /// The label of `best`.
    best_label: String,
    /// Accepted moves.
    moves: Signal<u64>,
    /// The highest tile on the board.
    highest: Signal<u64>,
    /// Moves taken back in this game: marked beside the score when there are any.
    undos: Signal<u32>,
    /// Whether the solver played in this game: its score is marked, and not a best.
    assisted: Signal<bool>,
    /// Why the game in play does not count for the best, while it does not: said beside
    /// Best, which then no longer follows the score.
    not_counted: Signal<Option<NotCounted>>,
    /// Whether the game in play set a new best: Best is marked new (its moment plays once,
    /// as the mark comes, unless motion is reduced).
    new_best: Signal<bool>,
) -> impl IntoView {
    let not_counted = move || not_counted.get();
    // A game that passed the best and then had an undo says why it no longer counts.
    let new_best = move || new_best.get() && not_counted().is_none();
    view! {
        <dl class="stats">
            <div class="stat score">
                <dt>
                    {tr::column_score()}
                    <span
                        class="undos"
                        data-testid="undos"
                        hidden=move || undos.get() == 0
                        title=move || undo_count(undos.get())
                    >
                        <span aria-hidden="true">{move || format!("↶{}", undos.get())}</span>
                        <span class="spoken">{move || format!(", {}", undo_count(undos.get()))}</span>
                    </span>
                    <span
                        class="assisted"
                        data-testid="assisted"
                        hidden=move || !assisted.get()
                        role="img"
                        aria-label=tr::assisted()
                        title=tr::assisted()
                    >
                        " *"
                    </span>
                </dt>
                {number("score", score)}
            </div>
            <div class="stat best" class:new-best=new_best data-testid="best-box">
                <dt>
                    {move || if new_best() { tr::new_best_label() } else { best_label.clone() }}
                    <span
                        class="not-counted"
                        data-testid="best-not-counted"
                        hidden=move || not_counted().is_none()
                        title=move || not_counted().map(announce::not_counted)
                    >
                        <span aria-hidden="true">{move || not_counted().map(announce::not_counted_mark)}</span>
                        <span class="spoken">{move || not_counted().map(|why| tr::best_not_counted_spoken(&announce::not_counted(why)))}</span>
                    </span>
                </dt>
                {number("best", best)}
            </div>
            {stat(tr::column_moves(), "moves", moves)}
            {stat(tr::highest(), "highest", highest)}
        </dl>
    }
}

/// One labelled number of the stats, its value alone in an element with `test_id`.
fn stat(label: String, test_id: &'static str, value: Signal<u64>) -> impl IntoView {
    view! {
        <div class="stat">
            <dt>{label}</dt>
            {number(test_id, value)}
        </div>
    }
}

/// A number's `<dd>`, with `test_id`: the whole value, grouped, as its text and its title
/// (hover); a long one also carries its short form in `data-short`, which the stylesheet
/// shows in its place where room is short, and can be focused (tapped) to show the whole
/// value in a bubble. Screen readers and copying get the text.
pub fn number(test_id: &'static str, value: Signal<u64>) -> impl IntoView {
    let whole = Signal::derive(move || grouped(value.get()));
    let short = Signal::derive(move || short(value.get()));
    // A short number can take the focus (a tap, on a touch screen), which shows it whole.
    view! {
        <dd
            data-testid=test_id
            title=whole
            data-short=move || short.get().unwrap_or_default()
            // English's short forms are six characters at most; a language's may be more.
            data-long=move || short.get().filter(|s| s.chars().count() > 6).map(|_| "")
            tabindex=move || short.get().map(|_| "0")
        >
            {whole}
        </dd>
    }
}

/// The game's buttons.
#[component]
pub fn Actions(
    /// Hint pressed; `None` (a mode with no solver): no Hint button.
    on_hint: Option<Callback<()>>,
    /// New game pressed.
    on_new_game: Callback<()>,
    /// How-to-play pressed.
    on_help: Callback<()>,
    /// Whether the how-to-play panel is open.
    help_open: Signal<bool>,
    /// The mute button pressed.
    on_mute: Callback<()>,
    /// Whether the sound is off.
    muted: Signal<bool>,
    /// Whether Hint is off (the player races).
    helpers_off: Signal<bool>,
) -> impl IntoView {
    view! {
        <div class="actions">
            {on_hint.map(|on_hint| view! {
                <button type="button" data-testid="hint" aria-keyshortcuts="H"
                    title=move || if helpers_off.get() { tr::race_hint_off() } else { tr::hint_key() }
                    disabled=helpers_off on:click=move |_| on_hint.run(())>
                    {tool_icon(|| tool_icons::HINT)}
                    <span class="hint-label">{tr::hint()}</span>
                </button>
            })}
            <button type="button" data-testid="new-game" class="primary" title=tr::new_game_key() aria-keyshortcuts="N" on:click=move |_| on_new_game.run(())>
                {tr::new_game()}
            </button>
            <super::race::RaceButton />
            // The two round buttons together: beside the title when the HUD is a column.
            <span class="rounds">
            <button
                type="button"
                data-testid="mute"
                class="round sound"
                title=move || if muted.get() { tr::sound_on_key() } else { tr::sound_off_key() }
                aria-keyshortcuts="M"
                aria-label=tr::mute()
                aria-pressed=Signal::derive(move || muted.get().to_string())
                on:click=move |_| on_mute.run(())
            >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                    {move || if muted.get() {
                        view! { <path d="M16 9.5l5 5M21 9.5l-5 5" class="sound-off" /> }.into_any()
                    } else {
                        view! { <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" class="sound-on" /> }.into_any()
                    }}
                </svg>
            </button>
            <button
                type="button"
                data-testid="help"
                class="round"
                title=tr::how_to_play_key()
                aria-keyshortcuts="Shift+?"
                aria-label=tr::how_to_play()
                aria-expanded=Signal::derive(move || help_open.get().to_string())
                on:click=move |_| on_help.run(())
            >
                "?"
            </button>
            </span>
        </div>
    }
}

/// Undo and redo, each available only when it has a move to act on, and Watch where the
/// mode has a solver.
#[component]
pub fn MoveControls(
    /// Whether a move can be taken back.
    can_undo: Signal<bool>,
    /// Whether a move taken back can be played again.
    can_redo: Signal<bool>,
    /// Undo pressed.
    on_undo: Callback<()>,
    /// Redo pressed.
    on_redo: Callback<()>,
    /// Watch pressed (the solver plays, or stops); `None` (a mode with no solver): no
    /// Watch button.
    on_watch: Option<Callback<()>>,
    /// Whether Undo and Redo are offered (a puzzle offers none).
    takebacks: bool,
    /// Whether the solver is playing.
    #[prop(into)]
    watching: Signal<bool>,
    /// Whether Watch is off (the player races; Undo and Redo are then off by
    /// `can_undo` and `can_redo`).
    helpers_off: Signal<bool>,
) -> impl IntoView {
    view! {
        <div class="move-controls">
            {takebacks.then(|| view! {
                <button
                    type="button"
                    class="link"
                    data-testid="undo"
                    title=tr::undo_key()
                    aria-keyshortcuts="U Control+Z Meta+Z"
                    disabled=move || !can_undo.get()
                    on:click=move |_| on_undo.run(())
                >
                    {tool_icons::turning_icon(tool_icons::UNDO)}
                    <span class="tool-label">{tr::undo()}</span>
                </button>
                <button
                    type="button"
                    class="link"
                    data-testid="redo"
                    title=tr::redo_key()
                    aria-keyshortcuts="Shift+U Control+Y Control+Shift+Z Meta+Shift+Z"
                    disabled=move || !can_redo.get()
                    on:click=move |_| on_redo.run(())
                >
                    {tool_icons::turning_icon(tool_icons::REDO)}
                    <span class="tool-label">{tr::redo()}</span>
                </button>
            })}
            {on_watch.map(|on_watch| view! {
                <button
                    type="button"
                    class="link"
                    data-testid="watch"
                    title=move || if helpers_off.get() { tr::race_watch_off() } else { tr::watch_key() }
                    disabled=helpers_off
                    aria-keyshortcuts="P"
                    aria-pressed=Signal::derive(move || watching.get().to_string())
                    on:click=move |_| on_watch.run(())
                >
                    {move || if watching.get() { tr::stop() } else { tr::watch() }}
                </button>
            })}
        </div>
    }
}

/// Which daily game this is: its day (and whether it is practice), and the way back to
/// the free game, which is kept as it was left.
#[component]
pub fn DailyLabel(
    /// The mode in play.
    mode: Mode,
    /// The daily game in play.
    play: DailyPlay,
    /// Free game pressed: back to the mode's own game, as it was left.
    on_free_game: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="seed daily">
            <span class="seed-label">{tr::daily_label()}</span>
            <a data-testid="daily-day" href=address_bar::link_in_language(&daily_query(mode, play.day)) title=tr::daily_link_title()>
                {numbers::day(play.day)}
            </a>
            {play.practice.then(|| view! { <span class="practice" data-testid="practice">{tr::practice()}</span> })}
            <button type="button" class="link" data-testid="free-game" on:click=move |_| on_free_game.run(())>{tr::free_game()}</button>
        </div>
    }
}

/// The seed, a link that starts this very game, and a copy button.
#[component]
pub fn SeedShare(
    /// The game's mode.
    mode: Signal<Mode>,
    /// The game's seed.
    seed: Signal<u64>,
    /// The board's side.
    size: Signal<usize>,
) -> impl IntoView {
    // A link sent to someone else carries no language: it opens in theirs.
    let link =
        Signal::derive(move || address_bar::link(&game_query(mode.get(), seed.get(), size.get())));
    view! {
        <div class="seed">
            <span class="seed-label">{tr::seed_label()}</span>
            <a data-testid="seed" href=link title=tr::seed_link_title()>
                {Signal::derive(move || seed.get().to_string())}
            </a>
            <CopyLink link=link test_id="copy-link" />
        </div>
    }
}

/// Copy link: copies `link`, made whole with the page's origin, and says for a moment
/// that it did (or that the page may not copy).
#[component]
pub fn CopyLink(
    /// The link, a path and query on this page's origin.
    link: Signal<String>,
    /// The button's test id.
    test_id: &'static str,
) -> impl IntoView {
    let copied = RwSignal::new(tr::copy_link());
    let copy = move |_| {
        let copying = clipboard::copy_text(&address_bar::absolute(&link.get()), move || {
            copied.set(tr::copy_link_failed());
        });
        if !copying {
            copied.set(tr::copy_link_failed());
            return;
        }
        copied.set(tr::copied());
        set_timeout(
            move || copied.set(tr::copy_link()),
            std::time::Duration::from_millis(1600),
        );
    };
    view! {
        <button type="button" class="link" data-testid=test_id title=tr::copy_link() on:click=copy>
            {tool_icon(move || {
                if copied.with(|said| *said == tr::copied()) { tool_icons::DONE } else { tool_icons::COPY }
            })}
            <span class="tool-label">{move || copied.get()}</span>
        </button>
    }
}
