//! The 2048 mode's page: opens its session, turns the window's keys and the board's
//! strokes into intents, and lays out the page as the main game does (same HUD hooks,
//! same speed setting), with its own dialogs.

use gloo_events::EventListener;
use leptos::prelude::*;

use crate::model::input::Action;
use crate::model::settings::Speed;
use crate::model::slide_session::{SlideIntent, SlideSession};
use crate::sim::Outcome;
use crate::web::keyboard::listen_for_keys;
use crate::web::local_storage::WebStore;
use crate::web::mode_address::{absolute_link, slide_query};
use crate::web::reduced_motion::watch_reduced_motion;
use crate::web::slide_startup::read_slide_launch;

use super::classic_board::ClassicBoard;
use super::classic_page::SlidePage;
use super::classic_panels::{NewGameDialog, SlideGameOver, WinDialog};
use super::hud::{SpeedSetting, Stats};
use super::modes::{Mode, ModeSwitch};

/// The 2048 page.
#[component]
pub fn ClassicApp() -> impl IntoView {
    let store = WebStore::open();
    let (session, opening) = SlideSession::open(read_slide_launch(&store));
    let page = SlidePage::new(session, opening, store);
    let dispatch = move |intent| page.dispatch(intent);
    let switch = use_context::<ModeSwitch>();

    let listeners: Vec<EventListener> = [
        listen_for_keys(move |action| match action {
            Action::Step(dir) => dispatch(SlideIntent::Slide(dir)),
            Action::NewGame => dispatch(SlideIntent::OpenNewGame),
            Action::Cancel => dispatch(SlideIntent::CloseNewGame),
            Action::Pick | Action::Recentre | Action::Hint | Action::Help => {}
        }),
        watch_reduced_motion(move |reduced| dispatch(SlideIntent::ReducedMotion(reduced))),
    ]
    .into_iter()
    .flatten()
    .collect();
    let listeners = StoredValue::new_local(listeners);
    on_cleanup(move || listeners.update_value(Vec::clear));

    let session = page.session;
    let speed = Signal::derive(move || session.with(|s| s.speed()));
    let size = Memo::new(move |_| session.with(|s| s.game().board().size()));
    let seed = Memo::new(move |_| session.with(|s| s.game().seed()));
    let score = Memo::new(move |_| session.with(|s| s.game().score()));
    let best = Memo::new(move |_| session.with(|s| s.best()));
    let moves = Memo::new(move |_| session.with(|s| u64::from(s.game().moves())));
    let intent = move |intent: SlideIntent| Callback::new(move |()| dispatch(intent.clone()));
    let start_same_size =
        Callback::new(move |()| dispatch(SlideIntent::StartNewGame(size.get_untracked())));
    let to_torus = Callback::new(move |()| {
        if let Some(switch) = switch {
            // A new ExponenTorus game by its link: the main game offers it rather than
            // replace a game under way there.
            let seed = (js_sys::Math::random() * 1e9) as u64 + 1;
            switch.switch(Mode::Torus, &format!("seed={seed}"));
        }
    });
    let resume_torus = move |_| {
        if let Some(switch) = switch {
            switch.switch(Mode::Torus, "");
        }
    };

    view! {
        <main
            class=Signal::derive(move || format!("app classic speed-{}", speed.get().name()))
            style=Signal::derive(move || format!("--n:{}", size.get()))
        >
            <header class="top">
                <h1 class="title">"2048"</h1>
                <div class="actions">
                    <button type="button" class="mode-switch" data-testid="mode-exponentorus" title="Back to ExponenTorus (your 2048 game is kept)" on:click=resume_torus>
                        "ExponenTorus"
                    </button>
                    <button type="button" data-testid="new-game" class="primary" title="New game (N)" aria-keyshortcuts="N" on:click=move |_| dispatch(SlideIntent::OpenNewGame)>
                        "New game"
                    </button>
                </div>
            </header>
            <Show when=move || session.with(|s| !s.notices().is_empty() || s.offer().is_some())>
                <div class="notice" data-testid="notice" role="alert">
                    <div class="notice-text">
                        {move || session.with(|s| s.notices().iter().map(|m| view! { <p>{m.clone()}</p> }).collect_view())}
                        {move || session.with(|s| s.offer()).map(|(seed, n)| view! {
                            <p>
                                {format!("The link names 2048 game {seed} ({n} × {n}); your game under way is kept. ")}
                                <button type="button" class="link" data-testid="play-url-seed" on:click=move |_| dispatch(SlideIntent::AcceptOffer)>
                                    {format!("Play game {seed} instead")}
                                </button>
                            </p>
                        })}
                    </div>
                    <button type="button" class="round" data-testid="notice-close" aria-label="Dismiss" on:click=move |_| dispatch(SlideIntent::DismissNotices)>
                        "×"
                    </button>
                </div>
            </Show>
            <Stats
                score=score.into()
                instant=Signal::derive(move || speed.get() == Speed::Instant)
                best=best.into()
                moves=moves.into()
                highest=Signal::derive(move || session.with(|s| s.game().highest_tile()))
            />
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
                <SlideGameOver
                    open=Signal::derive(move || session.with(|s| s.game_over_shown()))
                    score=score.into()
                    best=best.into()
                    moves=moves.into()
                    on_new_game=start_same_size
                />
            </section>
            <p class="status" data-testid="status" role="status" aria-live="polite">
                {move || session.with(|s| s.status().to_owned())}
            </p>
            <footer class="bottom">
                <div class="seed">
                    <span class="seed-label">{move || format!("{n} × {n} · Seed ", n = size.get())}</span>
                    <a data-testid="seed" href=move || format!("?{}", slide_query(seed.get(), size.get())) title=move || absolute_link(&slide_query(seed.get(), size.get()))>
                        {move || seed.get().to_string()}
                    </a>
                </div>
                <SpeedSetting
                    speed=speed
                    on_change=Callback::new(move |speed| dispatch(SlideIntent::SetSpeed(speed)))
                />
            </footer>
            <NewGameDialog
                open=Signal::derive(move || session.with(|s| s.new_game_open()))
                size=size.into()
                under_way=Signal::derive(move || session.with(|s| s.game().moves() > 0 && s.game().outcome() == Outcome::InPlay))
                on_start=Callback::new(move |n| dispatch(SlideIntent::StartNewGame(n)))
                on_torus=to_torus
                on_cancel=intent(SlideIntent::CloseNewGame)
            />
        </main>
    }
}
