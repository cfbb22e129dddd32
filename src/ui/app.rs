//! The application: opens the session from what the page starts with, turns the window's
//! events into intents, and lays out the page; or, for a replay link, the replay viewer.

use gloo_events::EventListener;
use leptos::mount::mount_to_body;
use leptos::prelude::*;

use crate::model::input::Action;
use crate::model::settings::Speed;
use crate::model::stroke::BoardInput;
use crate::model::{Intent, Session};
use crate::sim::replay_code::{self, ReplayCodeError};
use crate::web::address_bar;
use crate::web::keyboard::listen_for_keys;
use crate::web::local_storage::WebStore;
use crate::web::other_tabs::listen_for_other_tabs;
use crate::web::page_swipes::stop_sideways_swipes;
use crate::web::reduced_motion::watch_reduced_motion;
use crate::web::startup::read_launch;

use super::board::BoardView;
use super::hud::{Actions, MoveControls, SeedShare, Stats};
use super::notices::Notices;
use super::page::Page;
use super::panels::{ConfirmNewGame, GameOver, Help};
use super::replay_view::ReplayViewer;
use super::saves_panel::SavesPanel;
use super::settings_dialog::SettingsDialog;
use super::share::{ShareBox, ShareButton, Sharing, share_game};
use super::update_prompt::UpdatePrompt;

/// Mounts the page on `<body>`: the replay viewer for a replay link that reads, else the
/// game (with a notice for a replay link that does not). Chosen here, before either is
/// built, rather than inside one component: a view that can be either would cost the wasm
/// the type-erased form of both.
pub fn mount() {
    let refused = match address_bar::replay_param().map(|code| replay_code::decode(&code)) {
        Some(Ok(whole)) => return mount_to_body(move || view! { <ReplayViewer whole=whole /> }),
        Some(Err(error)) => Some(error),
        None => None,
    };
    mount_to_body(move || view! { <App refused=refused /> });
}

/// The whole page. Every path shows the game, so the app works from any sub-path it is
/// served under; the page has no in-app navigation (the seed link loads a page).
#[component]
pub fn App(
    /// Why the replay link the page was opened with does not read, if it was.
    refused: Option<ReplayCodeError>,
) -> impl IntoView {
    let store = WebStore::open();
    let (mut session, opening) = Session::open(read_launch(&store));
    if let Some(error) = refused {
        session.refuse_replay(&error);
        address_bar::forget_query();
    }
    let page = Page::new(session, opening, store);
    let dispatch = move |intent| page.dispatch(intent);

    let mut listeners: Vec<EventListener> = [
        listen_for_keys(
            move |action| dispatch(Intent::Action(action)),
            move || dispatch(Intent::OtherKey),
        ),
        listen_for_other_tabs(move |key, value| dispatch(Intent::StorageChanged { key, value })),
        watch_reduced_motion(move |reduced| dispatch(Intent::ReducedMotion(reduced))),
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
    let moves = Memo::new(move |_| session.with(|s| u64::from(s.game().moves())));
    let score = Memo::new(move |_| session.with(|s| s.game().score()));
    let best = Memo::new(move |_| session.with(|s| s.best()));
    let help_open = Memo::new(move |_| session.with(|s| s.help_open()));
    let watching = Memo::new(move |_| session.with(|s| s.watching()));
    let assisted = Memo::new(move |_| session.with(|s| s.game().solver_moves() > 0));
    let intent = move |intent: Intent| Callback::new(move |()| dispatch(intent.clone()));
    let sharing = RwSignal::new(Sharing::Idle);
    let on_share = Callback::new(move |()| share_game(session.read_only(), sharing));
    let action = move |action: Action| intent(Intent::Action(action));

    view! {
        <main
            class=Signal::derive(move || {
                session.with(|s| {
                    format!(
                        "app speed-{} theme-{} palette-{}",
                        s.speed().name(),
                        s.theme().name(),
                        s.palette().name(),
                    )
                })
            })
            style=Signal::derive(move || format!("--n:{}", size.get()))
        >
            <header class="top">
                <h1 class="title">
                    "Exponen" <span class="torus">"Torus"</span>
                </h1>
                <Actions
                    on_hint=action(Action::Hint)
                    on_new_game=action(Action::NewGame)
                    on_help=action(Action::Help)
                    help_open=help_open.into()
                />
            </header>
            <Notices
                notices=Signal::derive(move || session.with(|s| s.notices().to_vec()))
                offer=Signal::derive(move || session.with(|s| s.offer()))
                on_accept_offer=intent(Intent::AcceptOffer)
                on_dismiss=intent(Intent::DismissNotices)
            />
            <Stats
                score=Signal::derive(move || session.with(|s| s.shown_score()))
                instant=Signal::derive(move || speed.get() == Speed::Instant)
                best=best.into()
                moves=moves.into()
                highest=Signal::derive(move || session.with(|s| s.game().highest_tile()))
                undos=Signal::derive(move || session.with(|s| s.undos()))
                assisted=assisted.into()
            />
            <section class="stage">
                <BoardView
                    session=session.read_only()
                    tiles=page.tiles.list()
                    on_input=Callback::new(move |input| {
                        dispatch(match input {
                            BoardInput::Tap(cell) => Intent::Tap(cell),
                            BoardInput::Swipe(cell, dir) => Intent::Swipe(cell, dir),
                            BoardInput::Roll(sx, sy) => Intent::Roll(sx, sy),
                        })
                    })
                />
                <GameOver
                    open=Signal::derive(move || session.with(|s| s.game_over_shown()))
                    score=score.into()
                    best=best.into()
                    moves=moves.into()
                    undos=Signal::derive(move || session.with(|s| s.undos()))
                    on_new_game=intent(Intent::PlayAgain)
                    sharing=sharing
                    on_share=on_share
                />
            </section>
            <p class="status" data-testid="status" role="status" aria-live="polite">
                {Signal::derive(move || session.with(|s| s.status().to_owned()))}
            </p>
            <footer class="bottom">
                <SeedShare seed=Signal::derive(move || session.with(|s| s.game().seed())) />
                <MoveControls
                    can_undo=Signal::derive(move || session.with(|s| s.can_undo()))
                    can_redo=Signal::derive(move || session.with(|s| s.can_redo()))
                    on_undo=action(Action::Undo)
                    on_redo=action(Action::Redo)
                    on_watch=action(Action::Watch)
                    watching=watching.into()
                />
                <ShareButton sharing=sharing on_share=on_share test_id="share" />
                <SavesPanel session=session.read_only() />
                <button
                    type="button"
                    class="link settings-button"
                    data-testid="settings"
                    aria-haspopup="dialog"
                    on:click=move |_| dispatch(Intent::OpenSettings)
                >
                    "Settings"
                </button>
            </footer>
            <Help open=help_open.into() on_close=intent(Intent::CloseHelp) />
            <SettingsDialog
                open=Signal::derive(move || session.with(|s| s.settings_open()))
                speed=speed
                theme=Signal::derive(move || session.with(|s| s.theme()))
                palette=Signal::derive(move || session.with(|s| s.palette()))
                on_speed=Callback::new(move |s| dispatch(Intent::SetSpeed(s)))
                on_theme=Callback::new(move |t| dispatch(Intent::SetTheme(t)))
                on_palette=Callback::new(move |p| dispatch(Intent::SetPalette(p)))
                on_close=intent(Intent::CloseSettings)
            />
            <ConfirmNewGame
                open=Signal::derive(move || session.with(|s| s.confirming_new_game()))
                on_yes=intent(Intent::ConfirmNewGame)
                on_no=intent(Intent::KeepPlaying)
            />
            <ShareBox sharing=sharing />
            <UpdatePrompt />
        </main>
    }
}
