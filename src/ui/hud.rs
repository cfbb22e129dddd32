//! Around the board: the numbers (score, best, moves, highest tile, seed), the game's
//! buttons, the shareable seed link and the speed setting.

use leptos::prelude::*;
use wasm_bindgen::prelude::{Closure, JsValue};

use crate::model::settings::Speed;

/// Score, best, moves and highest tile. Each number sits alone in its element, so tests
/// and people read it without parsing.
#[component]
pub fn Stats(
    /// The score to show (it steps up pass by pass through a move).
    score: RwSignal<u64>,
    /// Whether animations are off: then the score jumps instead of counting (asked, not
    /// watched: a callback rather than one more memo type).
    instant: Callback<(), bool>,
    /// The best score.
    best: RwSignal<u64>,
    /// Accepted moves.
    moves: Memo<u64>,
    /// The highest tile on the board.
    highest: Memo<u64>,
) -> impl IntoView {
    let shown = count_up(score, instant);
    view! {
        <dl class="stats">
            {stat("stat score", "Score", "score", move || shown.get())}
            {stat("stat", "Best", "best", move || best.get())}
            {stat("stat", "Moves", "moves", move || moves.get())}
            {stat("stat", "Highest", "highest", move || highest.get())}
        </dl>
    }
}

/// One labelled number of the stats, its value alone in an element with `test_id`.
fn stat(
    class: &'static str,
    label: &'static str,
    test_id: &'static str,
    value: impl Fn() -> u64 + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class=class>
            <dt>{label}</dt>
            <dd data-testid=test_id>{Signal::derive(move || value().to_string())}</dd>
        </div>
    }
}

/// How long the score takes to count up to a new value, in milliseconds.
const COUNT_MILLIS: f64 = 320.0;

/// An effect through one boxed closure type, so every such effect shares one compiled
/// effect loop instead of each closure getting its own.
pub fn effect(f: impl FnMut() + 'static) {
    let mut f: Box<dyn FnMut()> = Box::new(f);
    Effect::new(move |_| f());
}

/// A number that counts up (or down) to `target` over a few frames, or jumps there when
/// `instant`. Only the one text node changes per frame.
fn count_up(target: RwSignal<u64>, instant: Callback<(), bool>) -> RwSignal<u64> {
    // An RwSignal like the controller's numbers: one signal type for them all.
    let shown = RwSignal::new(target.get_untracked());
    let run = StoredValue::new(0u32);
    effect(move || {
        let to = target.get();
        let from = shown.get_untracked();
        // A newer target cancels the frames still counting to an older one.
        run.update_value(|r| *r = r.wrapping_add(1));
        if instant.run(()) || from == to {
            shown.set(to);
            return;
        }
        let this_run = run.get_value();
        let start = js_sys::Date::now();
        fn frame(
            run: StoredValue<u32>,
            this_run: u32,
            start: f64,
            from: u64,
            to: u64,
            set: RwSignal<u64>,
        ) {
            if run.try_get_value() != Some(this_run) {
                return;
            }
            let t = ((js_sys::Date::now() - start) / COUNT_MILLIS).min(1.0);
            let eased = 1.0 - (1.0 - t) * (1.0 - t);
            let value = from as f64 + (to as f64 - from as f64) * eased;
            set.set(if t >= 1.0 { to } else { value.round() as u64 });
            if t < 1.0 {
                request_animation_frame(move || frame(run, this_run, start, from, to, set));
            }
        }
        frame(run, this_run, start, from, to, shown);
    });
    shown
}

/// A click handler that runs `callback`. Every such button shares this one handler type,
/// so its event glue is compiled once rather than once per button.
pub fn run_on_click(callback: Callback<()>) -> impl FnMut(leptos::ev::MouseEvent) + 'static {
    move |_| callback.run(())
}

/// The game's buttons.
#[component]
pub fn Actions(
    /// Hint pressed.
    on_hint: Callback<()>,
    /// New game pressed.
    on_new_game: Callback<()>,
    /// How-to-play pressed.
    on_help: Callback<()>,
    /// Whether the how-to-play panel is open.
    help_open: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <div class="actions">
            <button type="button" data-testid="hint" title="Hint (H)" aria-keyshortcuts="H" on:click=run_on_click(on_hint)>
                "Hint"
            </button>
            <button type="button" data-testid="new-game" class="primary" title="New game (N)" aria-keyshortcuts="N" on:click=run_on_click(on_new_game)>
                "New game"
            </button>
            <button
                type="button"
                data-testid="help"
                class="round"
                title="How to play (?)"
                aria-keyshortcuts="Shift+?"
                aria-label="How to play"
                aria-expanded=Signal::derive(move || help_open.get().to_string())
                on:click=run_on_click(on_help)
            >
                "?"
            </button>
        </div>
    }
}

/// The seed, a link that starts this very game, and a copy button.
#[component]
pub fn SeedShare(
    /// The game's seed.
    seed: Memo<u64>,
) -> impl IntoView {
    // The button's text; a String like the other texts, so no signal type of its own.
    let copied = RwSignal::new(String::from("Copy link"));
    let link = move || {
        let path = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_else(|| "/".to_owned());
        format!("{path}?seed={}", seed.get())
    };
    let copy = move |_| {
        let Some(window) = web_sys::window() else {
            return;
        };
        let origin = window.location().origin().unwrap_or_default();
        let url = format!("{origin}{}", link());
        let navigator = window.navigator();
        // `navigator.clipboard` is missing outside secure contexts: check before use.
        let has_clipboard =
            js_sys::Reflect::get(&navigator, &"clipboard".into()).is_ok_and(|c| !c.is_undefined());
        if !has_clipboard {
            copied.set("Copy failed: use the link".to_owned());
            return;
        }
        // A refused write (no permission) must not become an unhandled rejection.
        let refused = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            copied.set("Copy failed: use the link".to_owned());
        });
        let _ = navigator.clipboard().write_text(&url).catch(&refused);
        // The promise holds the handler until it settles; one small closure per click.
        refused.forget();
        copied.set("Copied".to_owned());
        set_timeout(
            move || copied.set("Copy link".to_owned()),
            std::time::Duration::from_millis(1600),
        );
    };
    view! {
        <div class="seed">
            <span class="seed-label">"Seed "</span>
            // rel=external: the router must let the browser load the link, which starts
            // the linked game, instead of handling it as an in-app navigation.
            <a data-testid="seed" rel="external" href=link title="A link to this game">
                {Signal::derive(move || seed.get().to_string())}
            </a>
            <button type="button" class="link" data-testid="copy-link" on:click=copy>
                {Signal::derive(move || copied.get())}
            </button>
        </div>
    }
}

/// The animation speed menu.
#[component]
pub fn SpeedSetting(
    /// The name of the speed in force (a `Signal<String>` like the other texts, so no
    /// signal type of its own).
    speed: Signal<String>,
    /// A speed picked.
    on_change: Callback<Speed>,
) -> impl IntoView {
    view! {
        <label class="speed">
            "Animation "
            <select
                data-testid="speed"
                prop:value=move || speed.get()
                on:change=move |ev| {
                    if let Some(s) = Speed::from_name(&event_target_value(&ev)) {
                        on_change.run(s);
                    }
                }
            >
                {Speed::ALL
                    .into_iter()
                    .map(|s| {
                        view! {
                            <option value=s.name() selected=move || speed.with(|name| name == s.name())>
                                {s.label()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
