//! The application: opens the session from what the page starts with (the game, or a
//! replay viewer for a replay link), turns the window's events into intents, and lays out
//! the page.

use gloo_events::EventListener;
use leptos::either::Either;
use leptos::prelude::*;

use crate::model::announce;
use crate::model::input::Action;
use crate::model::share::{share, share_daily};
use crate::model::stats::GameKind;
use crate::model::stroke::BoardInput;
use crate::model::{Effect, saves};
use crate::model::{Intent, Session};
use crate::web::address_bar::{self, page_address};
use crate::web::keyboard::{listen_for_keys, listen_for_replay_keys};
use crate::web::local_storage::WebStore;
use crate::web::other_tabs::listen_for_other_tabs;
use crate::web::page_swipes::stop_sideways_swipes;
use crate::web::reduced_motion::{prefers_reduced_motion, watch_reduced_motion};
use crate::web::startup::read_launch;
use rules::Outcome;
use rules::replay_code;
use rules::twenty48::Board as SlideBoard;

use super::board::BoardView;
use super::hud::{Actions, DailyLabel, MoveControls, SeedShare, Stats};
use super::later::{later, once_built};
use super::modes::{Mode, start_new_in};
use super::new_game_dialog::NewGameDialog;
use super::notices::Notices;
use super::page::Page;
use super::panels::{GameOver, Help, TorusRules};
use super::replay_view::{ReplayControls, ReplayLinks, Replayed};
use super::saves_panel::SavesPanel;
use super::settings_dialog::{SettingsButton, SettingsDialog};
use super::share::{ShareBox, ShareButton, Sharing, share_game};
use super::stats_dialog::{StatsButton, StatsDialog};
use super::update_prompt::UpdatePrompt;

/// The main game's page: the game, or for a replay link that reads, the same page as a
/// replay viewer (a notice says why a replay link does not read).
#[component]
pub fn App() -> impl IntoView {
    let store = WebStore::open();
    let (session, opening) =
        match address_bar::replay_param().map(|code| replay_code::decode(&code)) {
            Some(Ok(rules::AnyHistory::Exponentile(whole))) => Session::open_replay(
                *whole,
                saves::load_settings(&store),
                prefers_reduced_motion(),
            ),
            refused => {
                let (mut session, opening) = Session::open(read_launch(&store));
                // This page replays ExponenTorus games only.
                let refused = refused.map(|decoded| {
                    decoded.and(Err::<(), _>(replay_code::ReplayCodeError::UnknownMode(1)))
                });
                if let Some(Err(error)) = refused {
                    session.refuse_replay(&error);
                    address_bar::forget_query();
                }
                (session, opening)
            }
        };
    view! { <GamePage session=session opening=opening store=store /> }
}

/// The whole page. Every path shows the game, so the app works from any sub-path it is
/// served under; the page has no in-app navigation (the seed link loads a page). A replay
/// viewer is the same page with its own links and controls in place of the game's.
#[component]
fn GamePage(
    /// The session opened.
    session: Session,
    /// The effects of opening it.
    opening: Vec<Effect>,
    /// Where it saves.
    store: WebStore,
) -> impl IntoView {
    let replayed = Replayed::of(&session);
    let page = Page::new(session, opening, store);
    let dispatch = move |intent| page.dispatch(intent);

    let keys = if replayed.is_some() {
        listen_for_replay_keys(move |control| dispatch(Intent::Replay(control)))
    } else {
        listen_for_keys(
            move |action| dispatch(Intent::Action(action)),
            move || dispatch(Intent::OtherKey),
        )
    };
    let mut listeners: Vec<EventListener> = [
        keys,
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
    // A replay shows the score its game ends with where the game shows the best.
    let best_shown = Signal::derive(move || replayed.map_or_else(|| best.get(), |r| r.final_score));
    let help_open = Memo::new(move |_| session.with(|s| s.help_open()));
    let watching = Memo::new(move |_| session.with(|s| s.watching()));
    let assisted = Memo::new(move |_| session.with(|s| s.game().solver_moves() > 0));
    let intent = move |intent: Intent| Callback::new(move |()| dispatch(intent.clone()));
    let sharing = RwSignal::new(Sharing::Idle);
    let on_share = Callback::new(move |()| {
        let text = session.with_untracked(|s| match s.daily() {
            Some(play) => share_daily(s.history(), &page_address(), play.day, play.practice),
            None => share(s.history(), &page_address()),
        });
        share_game(text.text, sharing)
    });
    let daily = Memo::new(move |_| session.with(|s| s.daily()));
    let action = move |action: Action| intent(Intent::Action(action));

    once_built(move |shown| {
        view! {
            <main
                class=Signal::derive(move || {
                    session.with(|s| {
                        format!(
                            "app{}{} speed-{} theme-{} palette-{}",
                            if replayed.is_some() { " replay" } else { "" },
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
                    <h1 class="title">
                        "Exponen" <span class="torus">"Torus"</span>
                    </h1>
                    {match replayed {
                        Some(replayed) => Either::Left(view! { <ReplayLinks replayed=replayed /> }),
                        None => Either::Right(view! {
                            <Actions
                                on_hint=action(Action::Hint)
                                on_new_game=intent(Intent::OpenNewGame)
                                on_help=action(Action::Help)
                                help_open=help_open.into()
                            />
                        }),
                    }}
                </header>
                // The rest in parts, a task each, behind the app shell (later.rs).
                {later(move || view! {
                    <Notices
                        notices=Signal::derive(move || session.with(|s| s.notices().to_vec()))
                        offer=Signal::derive(move || {
                            session.with(|s| match (s.daily_offer(), s.daily()) {
                                (Some(asked), Some(kept)) => Some((
                                    announce::daily_offer(asked, kept.day),
                                    announce::accept_daily_offer(asked),
                                )),
                                _ => s.offer().map(|(seed, size)| {
                                    (announce::offer(seed, size), announce::accept_offer(seed, size))
                                }),
                            })
                        })
                        on_accept_offer=intent(Intent::AcceptOffer)
                        on_dismiss=intent(Intent::DismissNotices)
                    />
                    <Stats
                        score=Signal::derive(move || session.with(|s| s.shown_score()))
                        best=best_shown
                        best_label=if replayed.is_some() { "Final" } else { "Best" }
                        moves=moves.into()
                        highest=Signal::derive(move || session.with(|s| s.game().highest_tile()))
                        undos=Signal::derive(move || session.with(|s| s.undos()))
                        assisted=assisted.into()
                    />
                })}
                {later(move || view! {
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
                            reason="No swap can make a match."
                            score=score.into()
                            best=best.into()
                            moves=moves.into()
                            undos=Signal::derive(move || session.with(|s| s.undos()))
                            on_new_game=intent(Intent::PlayAgain)
                            again_label=Signal::derive(move || {
                                if daily.get().is_some() { "Play again (practice)" } else { "New game" }
                            })
                            sharing=sharing
                            on_share=on_share
                        />
                    </section>
                })}
                {later(move || view! {
                    <p class="status" data-testid="status" role="status" aria-live="polite">
                        {Signal::derive(move || session.with(|s| s.status().to_owned()))}
                    </p>
                    {match replayed {
                        Some(replayed) => Either::Left(view! {
                            <ReplayControls
                                session=session.read_only()
                                replayed=replayed
                                on_control=Callback::new(move |c| dispatch(Intent::Replay(c)))
                            />
                        }),
                        None => Either::Right(view! {
                        <footer class="bottom">
                            {move || match daily.get() {
                                Some(play) => Either::Left(view! { <DailyLabel play=play /> }),
                                None => Either::Right(view! {
                                    <SeedShare seed=Signal::derive(move || session.with(|s| s.game().seed())) size=size.into() />
                                }),
                            }}
                            // Beside the seed: the footer keeps to two lines at 320 px.
                            <ShareButton sharing=sharing on_share=on_share test_id="share" />
                            <StatsButton on_open=intent(Intent::OpenStats) key="T" />
                            <MoveControls
                                can_undo=Signal::derive(move || session.with(|s| s.can_undo()))
                                can_redo=Signal::derive(move || session.with(|s| s.can_redo()))
                                on_undo=action(Action::Undo)
                                on_redo=action(Action::Redo)
                                on_watch=action(Action::Watch)
                                watching=watching
                            />
                            <SavesPanel session=session.read_only() />
                            <SettingsButton on_open=intent(Intent::OpenSettings) />
                        </footer>
                        }),
                    }}
                })}
                {later(move || view! {
                    <Help open=help_open.into() on_close=intent(Intent::CloseHelp)>
                        <TorusRules />
                    </Help>
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
                    <NewGameDialog
                        open=Signal::derive(move || session.with(|s| s.confirming_new_game()))
                        mode=Mode::Torus
                        under_way=Signal::derive(move || {
                            session.with(|s| s.game().moves() > 0 && s.game().outcome() == Outcome::InPlay)
                        })
                        torus_size=size.into()
                        classic_size=Signal::stored(SlideBoard::DEFAULT_SIZE)
                        on_start=Callback::new(move |(mode, size)| match mode {
                            Mode::Classic => start_new_in(mode, size),
                            Mode::Torus => dispatch(Intent::ConfirmNewGame(size)),
                        })
                        on_cancel=intent(Intent::KeepPlaying)
                    />
                    <StatsDialog
                        open=Signal::derive(move || session.with(|s| s.stats_open()))
                        current=Signal::derive(move || (GameKind::Torus, size.get()))
                        on_close=intent(Intent::CloseStats)
                    />
                    <ShareBox sharing=sharing />
                    <UpdatePrompt />
                })}
            </main>
        }
    })
}
