//! The page's sections, each a part of the one page every mode shares: the header, the
//! figures, the stage with the board, the status line and footer, and the dialogs. Each
//! reads what it shows from the session through [`SessionReads`], made once for the page.

use leptos::either::Either;
use leptos::prelude::*;
use rules::Mode;

use crate::model::i18n::tr;
use crate::model::input::Action;
use crate::model::leaderboard::{BoardId, eligibility};
use crate::model::session::DailyPlay;
use crate::model::stroke::BoardInput;
use crate::model::{Intent, Session};

use super::analysis_view::AnalyseLink;
use super::hud::{Actions, DailyLabel, MoveControls, SeedShare, Stats};
use super::leaderboard_panel::{LeaderboardButton, LeaderboardDialog};
use super::modes;
use super::new_game_dialog::new_game_dialog;
use super::notices::{Notices, offer_words};
use super::page::Page;
use super::panels::{GameOver, Help};
use super::post_box::PostBox;
use super::puzzle_card::PuzzleCard;
use super::replay_view::{ReplayControls, ReplayLinks, Replayed};
use super::saves_panel::SavesPanel;
use super::settings_dialog::{SettingsButton, SettingsDialog};
use super::share::{ShareBox, ShareButton, Sharing};
use super::stats_dialog::{StatsButton, StatsDialog};
use super::tutorial::{Card, TutorialCard};
use super::update_prompt::UpdatePrompt;

/// What more than one section reads of the session, each worked out once for the page.
#[derive(Clone, Copy)]
pub struct SessionReads {
    /// The mode in play.
    pub mode: Memo<Mode>,
    /// The board's side.
    pub size: Memo<usize>,
    /// The seed and side of the player's own game, which the tutorial's board stands in
    /// for while it runs.
    own_seed: Memo<u64>,
    own_size: Memo<usize>,
    moves: Memo<u64>,
    score: Memo<u64>,
    best: Memo<u64>,
    undos: Memo<u32>,
    help_open: Memo<bool>,
    has_solver: Memo<bool>,
    helpers_off: Memo<bool>,
    puzzling: Memo<bool>,
    daily: Memo<Option<DailyPlay>>,
}

impl SessionReads {
    /// The figures of `session`, as it changes.
    pub fn of(session: RwSignal<Session>) -> Self {
        SessionReads {
            mode: Memo::new(move |_| session.with(Session::mode)),
            size: Memo::new(move |_| session.with(Session::size)),
            own_seed: Memo::new(move |_| session.with(|s| s.own_summary().seed)),
            own_size: Memo::new(move |_| session.with(|s| s.own_summary().size)),
            moves: Memo::new(move |_| session.with(|s| u64::from(s.summary().moves))),
            score: Memo::new(move |_| session.with(|s| s.summary().score)),
            best: Memo::new(move |_| session.with(|s| s.best())),
            undos: Memo::new(move |_| session.with(|s| s.undos())),
            help_open: Memo::new(move |_| session.with(|s| s.help_open())),
            has_solver: Memo::new(move |_| session.with(|s| s.play().has_solver())),
            helpers_off: Memo::new(move |_| session.with(Session::helpers_off)),
            puzzling: Memo::new(move |_| session.with(|s| s.puzzle().is_some())),
            daily: Memo::new(move |_| session.with(|s| s.daily())),
        }
    }
}

/// A button's callback that sends `intent`.
fn sends(page: Page, intent: Intent) -> Callback<()> {
    Callback::new(move |()| page.dispatch(intent.clone()))
}

/// A button's callback that does `action`, as its key does.
fn does(page: Page, action: Action) -> Callback<()> {
    sends(page, Intent::Action(action))
}

/// The header: the title, the way back to the main game, and the game's or the replay's
/// buttons.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `replayed`: the game replayed, in a replay viewer.
pub fn header(page: Page, reads: SessionReads, replayed: Option<Replayed>) -> impl IntoView {
    let session = page.session;
    let mode = reads.mode;
    let muted = Memo::new(move |_| session.with(|s| s.settings().muted));
    view! {
        <header class="top">
            <h1 class="title"><span>{move || modes::title(mode.get())}</span></h1>
            // The way back to the main game as it was left, from another mode.
            {move || (mode.get() != Mode::MAIN && replayed.is_none()).then(|| view! {
                <button
                    type="button"
                    class="link mode-back"
                    data-testid="mode-exponentorus"
                    title=tr::back_to_main(Mode::MAIN.title(), mode.get().title())
                    on:click=move |_| page.dispatch(Intent::SwitchMode(Mode::MAIN))
                >
                    {Mode::MAIN.title()}
                </button>
            })}
            {match replayed {
                Some(replayed) => Either::Left(view! { <ReplayLinks replayed=replayed /> }),
                None => Either::Right(view! {
                    {move || view! {
                        <Actions
                            // A puzzle is one move to find alone: no Hint, as no Watch.
                            on_hint=(reads.has_solver.get() && !reads.puzzling.get()).then(|| does(page, Action::Hint))
                            on_new_game=sends(page, Intent::OpenNewGame)
                            on_help=does(page, Action::Help)
                            help_open=reads.help_open.into()
                            on_mute=does(page, Action::Mute)
                            muted=muted.into()
                            helpers_off=reads.helpers_off.into()
                        />
                    }}
                }),
            }}
        </header>
    }
}

/// The notices and the game's figures.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `replayed`: the game replayed, in a replay viewer.
pub fn figures(page: Page, reads: SessionReads, replayed: Option<Replayed>) -> impl IntoView {
    let session = page.session;
    let best = reads.best;
    // A replay shows the score its game ends with where the game shows the best.
    let best_shown = Signal::derive(move || replayed.map_or_else(|| best.get(), |r| r.final_score));
    view! {
        <Notices
            notices=Signal::derive(move || session.with(|s| s.notices().to_vec()))
            offer=Signal::derive(move || session.with(offer_words))
            on_accept_offer=sends(page, Intent::AcceptOffer)
            on_dismiss=sends(page, Intent::DismissNotices)
        />
        <Stats
            score=Signal::derive(move || session.with(|s| s.shown_score()))
            best=best_shown
            best_label=if replayed.is_some() { tr::final_score() } else { tr::stats_best() }
            moves=reads.moves.into()
            highest=Signal::derive(move || session.with(|s| s.summary().highest_tile))
            undos=reads.undos.into()
            assisted=Signal::derive(move || session.with(|s| s.summary().solver_moves > 0))
            not_counted=Signal::derive(move || session.with(Session::best_not_counted))
            new_best=Signal::derive(move || session.with(|s| s.best_beaten().is_some()))
        />
    }
}

/// The stage: the mode's board and its own dialog, and the game-over box with its offers.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `sharing`: where sharing is.
/// `on_share`: share the game.
pub fn stage(
    page: Page,
    reads: SessionReads,
    sharing: RwSignal<Sharing>,
    on_share: Callback<()>,
) -> impl IntoView {
    let (session, mode, daily) = (page.session, reads.mode, reads.daily);
    // What the game-over box offers to post: worked out once the game is over.
    let post_game = Memo::new(move |_| {
        session.with(|s| {
            s.game_over_shown()
                .then(|| eligibility(&s.history(), s.daily()))
        })
    });
    view! {
        <section class="stage">
            {move || modes::board(mode.get(), page)}
            {move || modes::own_dialog(mode.get(), page)}
        </section>
        // Beside the board or over the page, never held to the board's square.
        <GameOver
            open=Signal::derive(move || session.with(|s| s.game_over_shown()))
            reason=Signal::derive(move || modes::game_over_reason(mode.get()))
            score=reads.score.into()
            best=reads.best.into()
            moves=reads.moves.into()
            undos=reads.undos.into()
            beaten=Signal::derive(move || session.with(Session::best_beaten))
            on_new_game=sends(page, Intent::PlayAgain)
            again_label=Signal::derive(move || {
                if daily.get().is_some() { tr::play_again_practice() } else { tr::new_game() }
            })
            sharing=sharing
            on_share=on_share
        >
            <AnalyseLink session=session.read_only() />
            <PostBox game=post_game.into() on_see_board=sends(page, Intent::OpenLeaderboard) />
        </GameOver>
    }
}

/// The status line, and under it the game's footer or the replay's analysis and controls.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `replayed`: the game replayed, in a replay viewer.
/// `sharing`: where sharing is.
/// `on_share`: share the game.
pub fn status_and_footer(
    page: Page,
    reads: SessionReads,
    replayed: Option<Replayed>,
    sharing: RwSignal<Sharing>,
    on_share: Callback<()>,
) -> impl IntoView {
    let session = page.session;
    view! {
        <p class="status" data-testid="status" role="status" aria-live="polite">
            {Signal::derive(move || session.with(|s| s.status().to_owned()))}
        </p>
        {match replayed {
            Some(replayed) => Either::Left(view! {
                <ReplayControls
                    session=session.read_only()
                    replayed=replayed
                    on_control=Callback::new(move |c| page.dispatch(Intent::Replay(c)))
                />
            }),
            None => Either::Right(view! {
                {footer(page, reads, sharing, on_share)}
            }),
        }}
    }
}

/// The game's footer: its seed or day, share, statistics, leaderboards, undo and redo,
/// Watch, saves and settings.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `sharing`: where sharing is.
/// `on_share`: share the game.
fn footer(
    page: Page,
    reads: SessionReads,
    sharing: RwSignal<Sharing>,
    on_share: Callback<()>,
) -> impl IntoView {
    let session = page.session;
    let mode = reads.mode;
    let touring = Memo::new(move |_| session.with(|s| s.tutorial().is_some()));
    let watching = Memo::new(move |_| session.with(|s| s.watching()));
    // A puzzle's game is no game to share or keep, and the player's waits out of sight:
    // what would share or save either is hidden (the card copies the puzzle's link); nor
    // one to take back, watch or be hinted at: a puzzle is one move, found alone.
    let puzzling = reads.puzzling;
    view! {
        // The tutorial's game is no game to share, undo or keep: the footer waits, out of
        // reach, until it ends.
        <footer class="bottom" inert=move || touring.get()>
            // Two rows, each on one line in 300 px: the game, then the moves and tools.
            <div class="footer-row">
            {move || match reads.daily.get() {
                _ if puzzling.get() => None,
                Some(play) => Some(Either::Left(view! {
                    <DailyLabel
                        mode=mode.get()
                        play=play
                        on_free_game=Callback::new(move |()| page.dispatch(Intent::SwitchMode(mode.get_untracked())))
                    />
                })),
                // The player's own game's seed: during the tutorial the board shown is the
                // lesson's, whose seed is no game of theirs.
                None => Some(Either::Right(view! {
                    <SeedShare mode=mode.into() seed=reads.own_seed.into() size=reads.own_size.into() />
                })),
            }}
            <Show when=move || !puzzling.get()>
                <ShareButton sharing=sharing on_share=on_share test_id="share" />
            </Show>
            <StatsButton on_open=sends(page, Intent::OpenStats) key="T" />
            </div>
            <div class="footer-row">
            <LeaderboardButton on_open=sends(page, Intent::OpenLeaderboard) />
            {move || {
                let on_watch = (reads.has_solver.get() && !puzzling.get()).then(|| does(page, Action::Watch));
                view! {
                    <MoveControls
                        can_undo=Signal::derive(move || session.with(|s| s.can_undo()))
                        can_redo=Signal::derive(move || session.with(|s| s.can_redo()))
                        on_undo=does(page, Action::Undo)
                        on_redo=does(page, Action::Redo)
                        on_watch=on_watch
                        takebacks=!puzzling.get()
                        watching=watching
                        helpers_off=reads.helpers_off.into()
                    />
                }
            }}
            <Show when=move || !puzzling.get()>
                <SavesPanel session=session.read_only() />
            </Show>
            <SettingsButton on_open=sends(page, Intent::OpenSettings) />
            </div>
        </footer>
    }
}

/// How to play, the tutorial's card, and the dialogs: settings, new game, statistics,
/// leaderboards, share, and the update prompt.
///
/// `page`: the page.
/// `reads`: what the sections read of the session.
/// `replayed`: the game replayed, in a replay viewer.
/// `sharing`: where sharing is.
pub fn dialogs(
    page: Page,
    reads: SessionReads,
    replayed: Option<Replayed>,
    sharing: RwSignal<Sharing>,
) -> impl IntoView {
    let session = page.session;
    let dispatch = move |intent| page.dispatch(intent);
    let (mode, size) = (reads.mode, reads.size);
    let touch = Memo::new(move |_| session.with(Session::touch));
    let board_in_play = Signal::derive(move || {
        let game = session.with(Session::summary);
        BoardId::of_game(game.mode, game.size, game.seed)
    });
    view! {
        <Help
            open=reads.help_open.into()
            on_close=sends(page, Intent::CloseHelp)
            on_tutorial=replayed.is_none().then(|| sends(page, Intent::StartTutorial))
        >
            {move || modes::rules(mode.get(), touch.get())}
        </Help>
        <PuzzleCard page=page />
        <TutorialCard
            card=Signal::derive(move || {
                session.with(|s| if s.help_open() { None } else { Card::of(s) })
            })
            on_leave=sends(page, Intent::LeaveTutorial)
            on_roll=Callback::new(move |sx| dispatch(Intent::Board(BoardInput::Roll(sx, 0))))
        />
        <SettingsDialog
            open=Signal::derive(move || session.with(|s| s.settings_open()))
            speed=Signal::derive(move || session.with(|s| s.speed()))
            theme=Signal::derive(move || session.with(|s| s.theme()))
            palette=Signal::derive(move || session.with(|s| s.palette()))
            on_speed=Callback::new(move |s| dispatch(Intent::SetSpeed(s)))
            on_theme=Callback::new(move |t| dispatch(Intent::SetTheme(t)))
            on_palette=Callback::new(move |p| dispatch(Intent::SetPalette(p)))
            volume=Signal::derive(move || session.with(|s| s.settings().volume.percent()))
            on_volume=Callback::new(move |v| dispatch(Intent::SetVolume(v)))
            on_close=sends(page, Intent::CloseSettings)
        />
        {new_game_dialog(page, mode, size)}
        <StatsDialog
            open=Signal::derive(move || session.with(|s| s.stats_open()))
            current=Signal::derive(move || (mode.get(), size.get()))
            on_close=sends(page, Intent::CloseStats)
        />
        <LeaderboardDialog
            open=Signal::derive(move || session.with(|s| s.leaderboard_open()))
            current=board_in_play
            today=session.with_untracked(Session::today)
            on_close=sends(page, Intent::CloseLeaderboard)
        />
        <ShareBox sharing=sharing />
        <UpdatePrompt />
    }
}
