//! Each mode's own parts of the one page: its title, its board, its how-to-play, its words
//! for a game's end and its own dialog. The page is every mode's; a mode adds one arm to
//! each match here.

use leptos::prelude::*;
use rules::Mode;

use crate::model::Intent;
use crate::model::i18n::tr;
use crate::model::play::exponentile::topology;
use crate::model::play::{self, Twenty48Play};
use crate::model::stroke::BoardInput;

use super::page::Page;
use super::panels::HelpInput;
use super::win_dialog::WinDialog;
use exponentile::{BoardView, ExponentileRules, TorusRules};
use twenty48::{Twenty48Board, Twenty48Rules};

mod exponentile;
mod twenty48;

/// The page's heading.
pub fn title(mode: Mode) -> AnyView {
    match mode {
        Mode::Exponentorus => view! { "Exponen" <span class="torus">"Torus"</span> }.into_any(),
        Mode::Twenty48 => view! { "2048" }.into_any(),
        // The same accent as ExponenTorus's, on the original's name.
        Mode::Exponentile => view! { "Exponen" <span class="torus">"Tile"</span> }.into_any(),
    }
}

/// The mode's class on the page (after `app`), for the look of its own elements; the main
/// game's page has none.
pub fn page_class(mode: Mode) -> &'static str {
    match mode {
        Mode::Exponentorus => "",
        Mode::Twenty48 => " twenty48",
        Mode::Exponentile => " exponentile",
    }
}

/// The mode's board, reporting the player's input to the page.
pub fn board(mode: Mode, page: Page) -> AnyView {
    let dispatch = move |intent| page.dispatch(intent);
    let session = page.session.read_only();
    match mode {
        // One board for both ExponenTile modes: the topology is all that differs.
        Mode::Exponentorus | Mode::Exponentile => view! {
            <BoardView
                session=session
                tiles=page.tiles.list()
                on_input=Callback::new(move |input| dispatch(Intent::Board(input)))
                topology=topology(mode)
            />
        }
        .into_any(),
        Mode::Twenty48 => view! {
            <Twenty48Board
                session=session
                tiles=page.tiles.list()
                on_slide=Callback::new(move |dir| {
                    dispatch(Intent::Board(BoardInput::Swipe((0, 0), dir)))
                })
            />
        }
        .into_any(),
    }
}

/// The mode's how to play, its keys from the table they are mapped by; where the player's
/// input is `touch`, its touch lines in their place.
pub fn rules(mode: Mode, touch: bool) -> AnyView {
    let keys = HelpInput {
        keys: play::keys(mode),
        touch: touch.then(|| play::touch_help(mode)),
    };
    match mode {
        Mode::Exponentorus => view! { <TorusRules keys=keys /> }.into_any(),
        Mode::Twenty48 => view! { <Twenty48Rules keys=keys /> }.into_any(),
        Mode::Exponentile => view! { <ExponentileRules keys=keys /> }.into_any(),
    }
}

/// Why no move is left, in the mode's words.
pub fn game_over_reason(mode: Mode) -> String {
    match mode {
        Mode::Exponentorus | Mode::Exponentile => tr::no_swap_left(),
        Mode::Twenty48 => tr::no_slide_left(),
    }
}

/// A dialog of the mode's own, over its board (2048's "You win").
pub fn own_dialog(mode: Mode, page: Page) -> AnyView {
    let session = page.session;
    match mode {
        Mode::Exponentorus | Mode::Exponentile => ().into_any(),
        Mode::Twenty48 => (view! {
            <WinDialog
                open=Signal::derive(move || {
                    session.with(|s| s.play_as::<Twenty48Play>().is_some_and(Twenty48Play::win_shown))
                })
                score=Signal::derive(move || session.with(|s| s.summary().score))
                on_keep_going=Callback::new(move |()| page.dispatch(Intent::KeepGoing))
                on_new_game=Callback::new(move |()| page.dispatch(Intent::PlayAgain))
            />
        })
        .into_any(),
    }
}
