//! The application: start-up (saved game, URL seed, settings), the window listeners, and
//! the page layout.

use gloo_events::{EventListener, EventListenerOptions};
use leptos::prelude::*;
use leptos_router::location::{BrowserUrl, LocationProvider};
use wasm_bindgen::JsCast;

use crate::model::input::{Action, Modifiers, action_for_key};
use crate::model::launch::{SeedParam, Start, decide, parse_seed};
use crate::model::saves::{self, Loaded};
use crate::model::settings::Speed;
use crate::sim::{Game, Outcome};
use crate::ui::board::{BoardInput, BoardView};
use crate::ui::controller::{Controller, random_seed};
use crate::ui::hud::{Actions, SeedShare, SpeedSetting, Stats};
use crate::ui::panels::{ConfirmNewGame, GameOver, Help, Notices};
use crate::ui::update_prompt::UpdatePrompt;
use crate::web::local_storage::WebStore;

/// The whole page. The router's URL parser supplies the URL's query, read once at start:
/// every path shows the game, so the app works from any sub-path it is served under. No
/// `<Router>` is mounted: the page has no in-app navigation (the seed link is external),
/// and leaving its history and link handling out keeps the wasm small.
#[component]
pub fn App() -> impl IntoView {
    view! { <GameScreen /> }
}

/// Reads what the store holds and what the URL asks for, and picks the game to show.
fn start_up(store: &WebStore, url: SeedParam) -> (Game, Option<u64>, bool, Vec<String>) {
    let mut notices = Vec::new();
    let now = js_sys::Date::now() as u64;
    let saved = match saves::load_game(store, now) {
        Ok(Loaded::Game(game)) => Some(*game),
        Ok(Loaded::Nothing) | Err(_) => None,
        Ok(Loaded::Unreadable { error, backup_key }) => {
            let kept = match backup_key {
                Some(key) => format!("The old save is kept as “{key}”."),
                None => "The old save could not be kept.".to_owned(),
            };
            notices.push(format!("{error} A new game has started. {kept}"));
            None
        }
    };
    if let SeedParam::Invalid(text) = &url {
        notices.push(format!(
            "“{text}” is not a seed (seeds are whole numbers), so the link's game could not start."
        ));
    }
    let decision = decide(saved.as_ref(), &url);
    let (game, offer, fresh) = match (decision, saved) {
        (Start::Resume, Some(game)) => (game, None, false),
        (Start::ResumeAndOffer(seed), Some(game)) => (game, Some(seed), false),
        (Start::Fresh(seed), _) => (Game::new(seed), None, true),
        _ => (Game::new(random_seed()), None, true),
    };
    (game, offer, fresh, notices)
}

fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Keys go to the game unless a form control wants them: a select keeps its arrows, a
/// focused button keeps Space and Enter.
fn focus_wants(event: &web_sys::KeyboardEvent, action: Action) -> bool {
    let Some(el) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    match el.tag_name().as_str() {
        "INPUT" | "SELECT" | "TEXTAREA" => action != Action::Cancel,
        "BUTTON" | "A" => action == Action::Pick,
        _ => false,
    }
}

/// Window listeners: keys, and other tabs' saves.
fn listen(c: Controller) -> Vec<EventListener> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    // Not passive: the game's keys must be able to cancel scrolling.
    let options = EventListenerOptions::enable_prevent_default();
    let keys = EventListener::new_with_options(&window, "keydown", options, move |event| {
        let Some(ev) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        if ev.is_composing() {
            return;
        }
        let modifiers = Modifiers {
            ctrl: ev.ctrl_key(),
            alt: ev.alt_key(),
            meta: ev.meta_key(),
            shift: ev.shift_key(),
        };
        let Some(action) = action_for_key(&ev.key(), modifiers) else {
            return;
        };
        if focus_wants(ev, action) {
            return;
        }
        ev.prevent_default();
        c.dispatch(action);
    });
    let tabs = EventListener::new(&window, "storage", move |event| {
        let Some(ev) = event.dyn_ref::<web_sys::StorageEvent>() else {
            return;
        };
        match ev.key().as_deref() {
            Some(saves::GAME_KEY) => {
                if let Some(text) = ev.new_value() {
                    c.adopt_from_other_tab(&text);
                }
            }
            Some(saves::BEST_KEY) => {
                c.adopt_best(saves::parse_best(ev.new_value().as_deref()));
            }
            _ => {}
        }
    });
    vec![keys, tabs]
}

/// The game page.
#[component]
fn GameScreen() -> impl IntoView {
    let store = WebStore::open();
    let settings = saves::load_settings(&store);
    let best = saves::load_best(&store);
    let seed_text = BrowserUrl::current()
        .ok()
        .and_then(|u| u.search_params().get("seed"));
    let url = parse_seed(seed_text.as_deref());
    let (game, offer, fresh, notices) = start_up(&store, url);
    let c = Controller::new(game, store, settings, best, prefers_reduced_motion());
    if fresh {
        c.save();
    }
    for notice in notices {
        c.notify(notice);
    }
    c.offer_seed(offer);
    if c.help_open.get_untracked() {
        c.say("Welcome! Swap two neighbouring tiles to line up three equal ones; how to play is in the panel.");
    }

    let listeners = StoredValue::new_local(listen(c));
    on_cleanup(move || listeners.update_value(Vec::clear));

    let game = c.game;
    // Memos of u64 and bool, like the board's: as few signal types as can be, since each
    // type's signal code is compiled anew.
    let moves = Memo::new(move |_| u64::from(game.with(|g| g.moves())));
    let highest = Memo::new(move |_| game.with(|g| g.highest_tile()));
    let seed = Memo::new(move |_| game.with(|g| g.seed()));
    let over = move || game.with(|g| g.outcome() == Outcome::GameOver);
    let at_rest = move || !c.moving.get() && c.ui.with(|u| u.rolling.is_none());
    // An RwSignal<bool> kept by an effect, like the other flags: no memo type of its own.
    let game_over_open = RwSignal::new(false);
    crate::ui::hud::effect(move || {
        let open = over() && at_rest();
        if game_over_open.get_untracked() != open {
            game_over_open.set(open);
        }
    });
    let speed = move || {
        let reduced = c.reduced_motion.get();
        c.ui.with(|u| u.settings.effective_speed(reduced))
    };

    let on_input = Callback::new(move |input: BoardInput| {
        // View cells map to board cells through the view the player saw.
        let view = c.view.get_untracked();
        match input {
            BoardInput::Tap((vx, vy)) => c.tap(view.to_board(vx, vy)),
            BoardInput::Swipe((vx, vy), dir) => c.swipe(view.to_board(vx, vy), dir),
            BoardInput::Roll(sx, sy) => c.roll(sx, sy),
        }
    });
    let focus_board = move || {
        if let Some(board) = document()
            .query_selector("[data-testid=board]")
            .ok()
            .flatten()
            && let Ok(el) = board.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = el.focus();
        }
    };

    view! {
        <main
            class=Signal::derive(move || format!("app speed-{}", speed().name()))
            style=Signal::derive(move || format!("--n:{}", game.with(|g| g.board().size())))
        >
            <header class="top">
                <h1 class="title">
                    "Exponen" <span class="torus">"Torus"</span>
                </h1>
                <Actions
                    on_hint=Callback::new(move |()| c.show_hint())
                    on_new_game=Callback::new(move |()| c.request_new_game())
                    on_help=Callback::new(move |()| c.toggle_help())
                    help_open=c.help_open
                />
            </header>
            <Notices
                ui=c.ui
                on_accept_offer=Callback::new(move |seed| c.start_new_game(seed))
                on_dismiss=Callback::new(move |()| c.dismiss_notices())
            />
            <Stats
                score=c.shown_score
                instant=Callback::new(move |()| c.speed() == Speed::Instant)
                best=c.best
                moves=moves
                highest=highest
            />
            <section class="stage">
                <BoardView
                    game=game
                    view=c.view
                    tiles=c.tiles.list()
                    ui=c.ui
                    moving=c.moving
                    on_input=on_input
                />
                <GameOver
                    open=game_over_open
                    score=Memo::new(move |_| game.with(|g| g.score()))
                    best=c.best
                    moves=moves
                    on_new_game=Callback::new(move |()| {
                        c.start_new_game(random_seed());
                        focus_board();
                    })
                />
            </section>
            <p class="status" data-testid="status" role="status" aria-live="polite">
                {Signal::derive(move || c.ui.with(|u| u.status.clone()))}
            </p>
            <footer class="bottom">
                <SeedShare seed=seed />
                <SpeedSetting speed=Signal::derive(move || speed().name().to_owned()) on_change=Callback::new(move |s| c.set_speed(s)) />
            </footer>
            <Help open=c.help_open on_close=Callback::new(move |()| c.close_help()) />
            <ConfirmNewGame
                open=c.confirm_new
                on_yes=Callback::new(move |()| {
                    c.start_new_game(random_seed());
                    focus_board();
                })
                on_no=Callback::new(move |()| {
                    c.decline_new_game();
                    focus_board();
                })
            />
            <UpdatePrompt />
        </main>
    }
}
