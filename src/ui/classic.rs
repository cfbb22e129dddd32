//! The 2048 mode's page: opens its session, turns the window's keys, other tabs' writes
//! and the board's strokes into intents, and lays out the page with the main game's
//! components (HUD, move controls, dialogs, help, settings) and its own board.

use gloo_events::EventListener;
use leptos::prelude::*;

use crate::model::input::Action;
use crate::model::launch::slide_query;
use crate::model::share::share_slide;
use crate::model::slide_session::{SlideIntent, SlideSession};
use crate::web::address_bar::page_address;
use crate::web::keyboard::listen_for_keys;
use crate::web::local_storage::WebStore;
use crate::web::mode_address::absolute_link;
use crate::web::other_tabs::listen_for_other_tabs;
use crate::web::page_swipes::stop_sideways_swipes;
use crate::web::reduced_motion::watch_reduced_motion;
use crate::web::slide_startup::read_slide_launch;
use rules::Outcome;
use rules::exponentile::Board;

use super::classic_board::ClassicBoard;
use super::classic_page::SlidePage;
use super::classic_panels::WinDialog;
use super::hud::{Actions, MoveControls, Stats};
use super::later::{later, once_built};
use super::modes::{Mode, start_new_in, switch_to};
use super::new_game_dialog::NewGameDialog;
use super::notices::Notices;
use super::panels::{ClassicRules, GameOver, Help};
use super::settings_dialog::{SettingsButton, SettingsDialog};
use super::share::{ShareBox, ShareButton, Sharing, share_game};
use super::stats_dialog::{StatsButton, StatsDialog};
use crate::model::stats::GameKind;

/// The intent of a key in 2048; `None` for the main game's keys that mean nothing here.
fn slide_intent(action: Action) -> Option<SlideIntent> {
    Some(match action {
        Action::Step(dir) => SlideIntent::Slide(dir),
        Action::NewGame => SlideIntent::OpenNewGame,
        Action::Cancel => SlideIntent::Cancel,
        Action::Undo => SlideIntent::Undo,
        Action::Redo => SlideIntent::Redo,
        Action::Help => SlideIntent::ToggleHelp,
        Action::Pick | Action::Recentre | Action::Hint | Action::Watch | Action::Stats => {
            return None;
        }
    })
}

/// The 2048 page.
#[component]
pub fn ClassicApp() -> impl IntoView {
    let store = WebStore::open();
    let (session, opening) = SlideSession::open(read_slide_launch(&store));
    let page = SlidePage::new(session, opening, store);
    let dispatch = move |intent| page.dispatch(intent);
    let stats_open = RwSignal::new(false);

    let mut listeners: Vec<EventListener> = [
        listen_for_keys(
            move |action| {
                // The statistics panel is the page's own, and modal: Esc or T closes it.
                if stats_open.get_untracked() {
                    if matches!(action, Action::Cancel | Action::Stats) {
                        stats_open.set(false);
                    }
                } else if action == Action::Stats {
                    stats_open.set(true);
                } else if let Some(intent) = slide_intent(action) {
                    dispatch(intent);
                }
            },
            || {},
        ),
        listen_for_other_tabs(move |key, value| {
            dispatch(SlideIntent::StorageChanged { key, value })
        }),
        watch_reduced_motion(move |reduced| dispatch(SlideIntent::ReducedMotion(reduced))),
    ]
    .into_iter()
    .flatten()
    .collect();
    listeners.extend(stop_sideways_swipes());
    let listeners = StoredValue::new_local(listeners);
    on_cleanup(move || listeners.update_value(Vec::clear));

    let session = page.session;
    let speed = Signal::derive(move || session.with(|s| s.speed()));
    let size = Memo::new(move |_| session.with(|s| s.game().board().size()));
    let seed = Memo::new(move |_| session.with(|s| s.game().seed()));
    let score = Memo::new(move |_| session.with(|s| s.game().score()));
    let best = Memo::new(move |_| session.with(|s| s.best()));
    let link = Signal::derive(move || slide_query(seed.get(), size.get()));
    let moves = Memo::new(move |_| session.with(|s| u64::from(s.game().moves())));
    let undos = Memo::new(move |_| session.with(|s| s.undos()));
    let help_open = Memo::new(move |_| session.with(|s| s.help_open()));
    let intent = move |intent: SlideIntent| Callback::new(move |()| dispatch(intent.clone()));
    let start_same_size =
        Callback::new(move |()| dispatch(SlideIntent::StartNewGame(size.get_untracked())));
    let resume_torus = move |_| switch_to(Mode::Torus, "");
    let sharing = RwSignal::new(Sharing::Idle);
    let on_share = Callback::new(move |()| {
        share_game(
            session.with_untracked(|s| share_slide(s.history(), &page_address()).text),
            sharing,
        )
    });

    once_built(move |shown| {
        view! {
            <main
                class=Signal::derive(move || {
                    session.with(|s| {
                        format!(
                            "app classic{} speed-{} theme-{} palette-{}",
                            if shown.get() { "" } else { " building" },
                            s.speed().name(),
                            s.theme().name(),
                            s.palette().name(),
                        )
                    })
                })
                style=Signal::derive(move || format!("--n:{}", size.get()))
            >
                <header class="top">
                    <h1 class="title">"2048"</h1>
                    <Actions
                        on_new_game=intent(SlideIntent::OpenNewGame)
                        on_help=intent(SlideIntent::ToggleHelp)
                        help_open=help_open.into()
                    />
                </header>
                // The rest in parts, a task each, behind the app shell (later.rs).
                {later(move || view! {
                    <Notices
                        notices=Signal::derive(move || session.with(|s| s.notices().to_vec()))
                        offer=Signal::derive(move || {
                            session.with(|s| s.offer()).map(|(seed, n)| {
                                (
                                    format!("The link names 2048 game {seed} ({n} × {n}); your game under way is kept. "),
                                    format!("Play game {seed} instead"),
                                )
                            })
                        })
                        on_accept_offer=intent(SlideIntent::AcceptOffer)
                        on_dismiss=intent(SlideIntent::DismissNotices)
                    />
                    <Stats
                        score=score.into()
                        best=best.into()
                        moves=moves.into()
                        highest=Signal::derive(move || session.with(|s| s.game().highest_tile()))
                        undos=undos.into()
                        assisted=Signal::stored(false)
                    />
                })}
                {later(move || view! {
                    <section class="stage">
                        <ClassicBoard
                            session=session.read_only()
                            on_slide=Callback::new(move |dir| dispatch(SlideIntent::Slide(dir)))
                        />
                        <WinDialog
                            open=Signal::derive(move || session.with(|s| s.win_shown()))
                            score=score.into()
                            on_keep_going=intent(SlideIntent::KeepGoing)
                            on_new_game=start_same_size
                        />
                        <GameOver
                            open=Signal::derive(move || session.with(|s| s.game_over_shown()))
                            reason="No slide changes the board."
                            score=score.into()
                            best=best.into()
                            moves=moves.into()
                            undos=undos.into()
                            on_new_game=start_same_size
                            sharing=sharing
                            on_share=on_share
                        />
                    </section>
                })}
                {later(move || view! {
                    <p class="status" data-testid="status" role="status" aria-live="polite">
                        {Signal::derive(move || session.with(|s| s.status().to_owned()))}
                    </p>
                    <footer class="bottom">
                        <div class="seed">
                            <span class="seed-label">{Signal::derive(move || format!("{n} × {n} · Seed ", n = size.get()))}</span>
                            <a data-testid="seed" href=Signal::derive(move || format!("?{}", link.get())) title=Signal::derive(move || absolute_link(&link.get()))>
                                {Signal::derive(move || seed.get().to_string())}
                            </a>
                        </div>
                        <ShareButton sharing=sharing on_share=on_share test_id="share" />
                        <MoveControls
                            can_undo=Signal::derive(move || session.with(|s| s.can_undo()))
                            can_redo=Signal::derive(move || session.with(|s| s.can_redo()))
                            on_undo=intent(SlideIntent::Undo)
                            on_redo=intent(SlideIntent::Redo)
                        />
                        <SettingsButton on_open=intent(SlideIntent::OpenSettings) />
                        <StatsButton on_open=Callback::new(move |()| stats_open.set(true)) key="T" />
                        <button
                            type="button"
                            class="link"
                            data-testid="mode-exponentorus"
                            title="Back to ExponenTorus (your 2048 game is kept)"
                            on:click=resume_torus
                        >
                            "ExponenTorus"
                        </button>
                    </footer>
                })}
                {later(move || view! {
                    <Help open=help_open.into() on_close=intent(SlideIntent::CloseHelp)>
                        <ClassicRules />
                    </Help>
                    <SettingsDialog
                        open=Signal::derive(move || session.with(|s| s.settings_open()))
                        speed=speed
                        theme=Signal::derive(move || session.with(|s| s.theme()))
                        palette=Signal::derive(move || session.with(|s| s.palette()))
                        on_speed=Callback::new(move |s| dispatch(SlideIntent::SetSpeed(s)))
                        on_theme=Callback::new(move |t| dispatch(SlideIntent::SetTheme(t)))
                        on_palette=Callback::new(move |p| dispatch(SlideIntent::SetPalette(p)))
                        on_close=intent(SlideIntent::CloseSettings)
                    />
                    <NewGameDialog
                        open=Signal::derive(move || session.with(|s| s.new_game_open()))
                        mode=Mode::Classic
                        under_way=Signal::derive(move || {
                            session.with(|s| s.game().moves() > 0 && s.game().outcome() == Outcome::InPlay)
                        })
                        torus_size=Signal::stored(Board::DEFAULT_SIZE)
                        classic_size=size.into()
                        on_start=Callback::new(move |(mode, n)| match mode {
                            Mode::Torus => start_new_in(mode, n),
                            Mode::Classic => dispatch(SlideIntent::StartNewGame(n)),
                        })
                        on_cancel=intent(SlideIntent::CloseNewGame)
                    />
                    <StatsDialog
                        open=stats_open.into()
                        current=Signal::derive(move || (GameKind::Classic, size.get()))
                        on_close=Callback::new(move |()| stats_open.set(false))
                    />
                    <ShareBox sharing=sharing />
                })}
            </main>
        }
    })
}
