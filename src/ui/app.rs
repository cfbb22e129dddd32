//! The application: opens the session from what the page starts with (the game of the mode
//! the address or storage names, or a replay viewer for a replay link), turns the window's
//! events into intents, and lays out the one page every mode shares, the mode's own parts
//! in its slots ([`super::modes`]).

use gloo_events::EventListener;
use leptos::either::Either;
use leptos::prelude::*;
use rules::{Mode, Outcome, replay_code};

use crate::model::announce;
use crate::model::input::Action;
use crate::model::leaderboard::{BoardId, eligibility};
use crate::model::session::Offer;
use crate::model::share::share;
use crate::model::stroke::BoardInput;
use crate::model::{Effect, Intent, Session, picture, play};
use crate::web::address_bar::{launch_address, page_address};
use crate::web::audio::listen_for_first_input;
use crate::web::keyboard::{listen_for_keys, listen_for_replay_keys};
use crate::web::other_tabs::listen_for_other_tabs;
use crate::web::page_swipes::stop_sideways_swipes;
use crate::web::reduced_motion::{prefers_reduced_motion, watch_reduced_motion};
use crate::web::startup::{read_launch, read_settings};

use super::deferred_parts::{later, once_built};
use super::hud::{Actions, DailyLabel, MoveControls, SeedShare, Stats};
use super::leaderboard_panel::{LeaderboardButton, LeaderboardDialog};
use super::modes;
use super::new_game_dialog::NewGameDialog;
use super::notices::Notices;
use super::page::Page;
use super::panels::{GameOver, Help};
use super::post_box::PostBox;
use super::replay_view::{ReplayControls, ReplayLinks, Replayed};
use super::saves_panel::SavesPanel;
use super::settings_dialog::{SettingsButton, SettingsDialog};
use super::share::{ShareBox, ShareButton, Sharing, share_game};
use super::stats_dialog::{StatsButton, StatsDialog};
use super::tutorial::{Card, TutorialCard};
use super::update_prompt::UpdatePrompt;

/// The page: the game, or for a replay link that reads, the same page as a replay viewer
/// (a notice says why a replay link does not read).
#[component]
pub fn Root() -> impl IntoView {
    // The app in a task after the one that starts the wasm (src/ui/deferred_parts.rs).
    later(move || {
        let replay = launch_address()
            .replay
            .map(|code| replay_code::decode(&code));
        let (session, opening, replayed) = match replay {
            Some(Ok(whole)) => {
                let replayed = Replayed::of(&whole.summary());
                let (session, opening) =
                    Session::open_replay(whole, read_settings(), prefers_reduced_motion());
                (session, opening, Some(replayed))
            }
            refused => {
                let (mut session, mut opening) = Session::open(read_launch());
                if let Some(Err(error)) = refused {
                    session.refuse_replay(&error);
                    // The address names the game in play, not the link that did not read.
                    opening.push(Effect::ShowAddress(String::new()));
                }
                (session, opening, None)
            }
        };
        view! { <GamePage session=session opening=opening replayed=replayed /> }
    })
}

/// The whole page. Every path shows the game, so the app works from any sub-path it is
/// served under. A replay viewer is the same page with its own links and controls in
/// place of the game's.
#[component]
fn GamePage(
    /// The session opened.
    session: Session,
    /// The effects of opening it.
    opening: Vec<Effect>,
    /// The game replayed, in a replay viewer.
    replayed: Option<Replayed>,
) -> impl IntoView {
    let page = Page::new(session, opening);
    provide_context(page);
    let dispatch = move |intent| page.dispatch(intent);

    let keys = if replayed.is_some() {
        listen_for_replay_keys(move |control| dispatch(Intent::Replay(control)))
    } else {
        let session = page.session;
        listen_for_keys(
            move || play::keys(session.with_untracked(Session::mode)),
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
    listeners.extend(listen_for_first_input());
    listeners.extend(page.posting_listeners());
    let listeners = StoredValue::new_local(listeners);
    on_cleanup(move || listeners.update_value(Vec::clear));

    let session = page.session;
    let mode = Memo::new(move |_| session.with(Session::mode));
    let speed = Signal::derive(move || session.with(|s| s.speed()));
    let size = Memo::new(move |_| session.with(Session::size));
    let seed = Memo::new(move |_| session.with(|s| s.summary().seed));
    let moves = Memo::new(move |_| session.with(|s| u64::from(s.summary().moves)));
    let score = Memo::new(move |_| session.with(|s| s.summary().score));
    let best = Memo::new(move |_| session.with(|s| s.best()));
    // A replay shows the score its game ends with where the game shows the best.
    let best_shown = Signal::derive(move || replayed.map_or_else(|| best.get(), |r| r.final_score));
    let undos = Memo::new(move |_| session.with(|s| s.undos()));
    let help_open = Memo::new(move |_| session.with(|s| s.help_open()));
    let watching = Memo::new(move |_| session.with(|s| s.watching()));
    let has_solver = Memo::new(move |_| session.with(|s| s.play().has_solver()));
    let assisted = Memo::new(move |_| session.with(|s| s.summary().solver_moves > 0));
    let intent = move |intent: Intent| Callback::new(move |()| dispatch(intent.clone()));
    let action = move |action: Action| intent(Intent::Action(action));
    let sharing = RwSignal::new(Sharing::Idle);
    let on_share = Callback::new(move |()| {
        let page = page_address();
        // The picture's foot names the game's address, without its scheme.
        let site = page
            .split_once("://")
            .map_or(page.as_str(), |(_, rest)| rest);
        let (text, picture, name) = session.with_untracked(|s| {
            let daily = s.daily().map(|play| (play.day, play.practice));
            let history = s.history();
            (
                share(&history, &page, daily),
                picture::picture(&history, daily, s.palette(), site),
                picture::file_name(&history, daily),
            )
        });
        share_game(text.text, &picture, &name, sharing)
    });
    let touring = Memo::new(move |_| session.with(|s| s.tutorial().is_some()));
    let muted = Memo::new(move |_| session.with(|s| s.settings().muted));
    let daily = Memo::new(move |_| session.with(|s| s.daily()));
    page.open_posting();
    // What the game-over box offers to post: worked out once the game is over.
    let post_game = Memo::new(move |_| {
        session.with(|s| {
            s.game_over_shown()
                .then(|| eligibility(&s.history(), s.daily()))
        })
    });
    let board_in_play = Signal::derive(move || {
        let game = session.with(Session::summary);
        BoardId::of_game(game.mode, game.size, game.seed)
    });

    once_built(move |shown| {
        view! {
            <main
                class=Signal::derive(move || {
                    session.with(|s| {
                        format!(
                            "app{}{}{}{} speed-{} theme-{} palette-{}",
                            modes::page_class(s.mode()),
                            if replayed.is_some() { " replay" } else { "" },
                            if s.tutorial().is_some() { " tutorial" } else { "" },
                            if shown.get() { "" } else { " building" },
                            s.speed().name(),
                            s.theme().name(),
                            s.palette().name(),
                        )
                    })
                })
                data-mode=move || mode.get().name()
                style=Signal::derive(move || format!("--n:{}", size.get()))
            >
                <header class="top">
                    <h1 class="title">{move || modes::title(mode.get())}</h1>
                    // The way back to the main game as it was left, from another mode.
                    {move || (mode.get() != Mode::MAIN && replayed.is_none()).then(|| view! {
                        <button
                            type="button"
                            class="link mode-back"
                            data-testid="mode-exponentorus"
                            title=format!("Back to ExponenTorus (your {} game is kept)", mode.get().title())
                            on:click=move |_| dispatch(Intent::SwitchMode(Mode::MAIN))
                        >
                            "ExponenTorus"
                        </button>
                    })}
                    {match replayed {
                        Some(replayed) => Either::Left(view! { <ReplayLinks replayed=replayed /> }),
                        None => Either::Right(view! {
                            {move || view! {
                                <Actions
                                    on_hint=has_solver.get().then(|| action(Action::Hint))
                                    on_new_game=intent(Intent::OpenNewGame)
                                    on_help=action(Action::Help)
                                    help_open=help_open.into()
                                    on_mute=action(Action::Mute)
                                    muted=muted.into()
                                />
                            }}
                        }),
                    }}
                </header>
                // The rest in parts, a task each, behind the app shell (deferred_parts.rs).
                {later(move || view! {
                    <Notices
                        notices=Signal::derive(move || session.with(|s| s.notices().to_vec()))
                        offer=Signal::derive(move || session.with(offer_words))
                        on_accept_offer=intent(Intent::AcceptOffer)
                        on_dismiss=intent(Intent::DismissNotices)
                    />
                    <Stats
                        score=Signal::derive(move || session.with(|s| s.shown_score()))
                        best=best_shown
                        best_label=if replayed.is_some() { "Final" } else { "Best" }
                        moves=moves.into()
                        highest=Signal::derive(move || session.with(|s| s.summary().highest_tile))
                        undos=undos.into()
                        assisted=assisted.into()
                    />
                })}
                {later(move || view! {
                    <section class="stage">
                        {move || modes::board(mode.get(), page)}
                        {move || modes::own_dialog(mode.get(), page)}
                        <GameOver
                            open=Signal::derive(move || session.with(|s| s.game_over_shown()))
                            reason=Signal::derive(move || modes::game_over_reason(mode.get()))
                            score=score.into()
                            best=best.into()
                            moves=moves.into()
                            undos=undos.into()
                            on_new_game=intent(Intent::PlayAgain)
                            again_label=Signal::derive(move || {
                                if daily.get().is_some() { "Play again (practice)" } else { "New game" }
                            })
                            sharing=sharing
                            on_share=on_share
                        >
                            <PostBox game=post_game.into() on_see_board=intent(Intent::OpenLeaderboard) />
                        </GameOver>
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
                        // The tutorial's game is no game to share, undo or keep: the
                        // footer waits, out of reach, until it ends.
                        <footer class="bottom" inert=move || touring.get()>
                            {move || match daily.get() {
                                Some(play) => Either::Left(view! {
                                    <DailyLabel
                                        mode=mode.get()
                                        play=play
                                        on_free_game=Callback::new(move |()| dispatch(Intent::SwitchMode(mode.get_untracked())))
                                    />
                                }),
                                None => Either::Right(view! {
                                    <SeedShare mode=mode.into() seed=seed.into() size=size.into() />
                                }),
                            }}
                            // Beside the seed: the footer keeps to two lines at 320 px.
                            <ShareButton sharing=sharing on_share=on_share test_id="share" />
                            <StatsButton on_open=intent(Intent::OpenStats) key="T" />
                            <LeaderboardButton on_open=intent(Intent::OpenLeaderboard) />
                            {move || {
                                let on_watch = has_solver.get().then(|| action(Action::Watch));
                                view! {
                                    <MoveControls
                                        can_undo=Signal::derive(move || session.with(|s| s.can_undo()))
                                        can_redo=Signal::derive(move || session.with(|s| s.can_redo()))
                                        on_undo=action(Action::Undo)
                                        on_redo=action(Action::Redo)
                                        on_watch=on_watch
                                        watching=watching
                                    />
                                }
                            }}
                            <SavesPanel session=session.read_only() />
                            <SettingsButton on_open=intent(Intent::OpenSettings) />
                        </footer>
                        }),
                    }}
                })}
                {later(move || view! {
                    <Help
                        open=help_open.into()
                        on_close=intent(Intent::CloseHelp)
                        on_tutorial=replayed.is_none().then(|| intent(Intent::StartTutorial))
                    >
                        {move || modes::rules(mode.get())}
                    </Help>
                    <TutorialCard
                        card=Signal::derive(move || {
                            session.with(|s| if s.help_open() { None } else { Card::of(s) })
                        })
                        on_leave=intent(Intent::LeaveTutorial)
                        on_roll=Callback::new(move |sx| dispatch(Intent::Board(BoardInput::Roll(sx, 0))))
                    />
                    <SettingsDialog
                        open=Signal::derive(move || session.with(|s| s.settings_open()))
                        speed=speed
                        theme=Signal::derive(move || session.with(|s| s.theme()))
                        palette=Signal::derive(move || session.with(|s| s.palette()))
                        on_speed=Callback::new(move |s| dispatch(Intent::SetSpeed(s)))
                        on_theme=Callback::new(move |t| dispatch(Intent::SetTheme(t)))
                        on_palette=Callback::new(move |p| dispatch(Intent::SetPalette(p)))
                        volume=Signal::derive(move || session.with(|s| s.settings().volume.percent()))
                        on_volume=Callback::new(move |v| dispatch(Intent::SetVolume(v)))
                        on_close=intent(Intent::CloseSettings)
                    />
                    <NewGameDialog
                        open=Signal::derive(move || session.with(|s| s.new_game_open()))
                        mode=mode.into()
                        under_way=Signal::derive(move || {
                            session.with(|s| {
                                let game = s.own_summary();
                                game.moves > 0 && game.outcome == Outcome::InPlay
                            })
                        })
                        size=size.into()
                        on_start=Callback::new(move |(m, n)| dispatch(Intent::StartNewGame(m, n)))
                        on_cancel=intent(Intent::CloseNewGame)
                    />
                    <StatsDialog
                        open=Signal::derive(move || session.with(|s| s.stats_open()))
                        current=Signal::derive(move || (mode.get(), size.get()))
                        on_close=intent(Intent::CloseStats)
                    />
                    <LeaderboardDialog
                        open=Signal::derive(move || session.with(|s| s.leaderboard_open()))
                        current=board_in_play
                        today=session.with_untracked(Session::today)
                        on_close=intent(Intent::CloseLeaderboard)
                    />
                    <ShareBox sharing=sharing />
                    <UpdatePrompt />
                })}
            </main>
        }
    })
}

/// What the notices say of the game offered beside the one in play, and their button's
/// words.
fn offer_words(session: &Session) -> Option<(String, String)> {
    match (session.offer()?, session.daily()) {
        (Offer::Daily(asked), Some(kept)) => Some((
            announce::daily_offer(asked, kept.day),
            announce::accept_daily_offer(asked),
        )),
        (Offer::Daily(_), None) => None,
        (
            Offer::Game {
                mode,
                seed,
                size,
                asked,
            },
            _,
        ) => Some((
            if asked {
                announce::offer_in_mode(mode, seed, size)
            } else {
                announce::offer(mode, seed, size)
            },
            announce::accept_offer(mode, seed, size),
        )),
    }
}
