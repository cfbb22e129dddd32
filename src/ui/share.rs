//! Share: the game's picture, its score and the replay link to the share sheet, or the
//! picture to a download and the text to the clipboard; where the clipboard fails, a box
//! that shows the text to copy by hand.

use leptos::html;
use leptos::prelude::*;

use crate::model::i18n::tr;
use wasm_bindgen::JsCast;

use crate::model::picture::Picture;
use crate::web::share::{Shared, share};
use crate::web::{clipboard, picture};

use super::modal;
use super::tool_icons::{self, tool_icon};

/// What sharing shows: nothing, a moment's "Copied", or the text in a box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sharing {
    /// Nothing to show.
    Idle,
    /// The text went to the clipboard.
    Copied,
    /// The text, to copy from the box.
    Boxed(String),
}

/// Shares `text` (a game's share, `model::share`) with `picture` as a PNG named `name`
/// (`model::picture`), and shows where the text went in `sharing`.
pub fn share_game(text: String, picture: &Picture, name: &str, sharing: RwSignal<Sharing>) {
    let boxed = text.clone();
    share(
        &text,
        picture::png(picture, name),
        move |shared| match shared {
            Shared::Sheet => sharing.set(Sharing::Idle),
            Shared::Copied => {
                sharing.set(Sharing::Copied);
                set_timeout(
                    move || {
                        sharing.update(|s| {
                            if *s == Sharing::Copied {
                                *s = Sharing::Idle;
                            }
                        })
                    },
                    std::time::Duration::from_millis(1600),
                );
            }
            Shared::Refused => sharing.set(Sharing::Boxed(boxed.clone())),
        },
    );
}

/// The Share button: its label says "Copied" for a moment after a copy.
#[component]
pub fn ShareButton(
    /// What sharing shows.
    sharing: RwSignal<Sharing>,
    /// Pressed.
    on_share: Callback<()>,
    /// The button's test id (the footer's and the game-over dialog's differ).
    test_id: &'static str,
    /// Its class: a link's look in the footer's words; a button's among buttons ("").
    #[prop(default = "link")]
    class: &'static str,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class=class
            data-testid=test_id
            title=tr::share_title()
            on:click=move |_| on_share.run(())
        >
            {tool_icon(move || {
                if sharing.get() == Sharing::Copied { tool_icons::DONE } else { tool_icons::SHARE }
            })}
            <span class="tool-label">
                {move || if sharing.get() == Sharing::Copied { tr::copied() } else { tr::share() }}
            </span>
        </button>
    }
}

/// The text to share in a box, selected, with a Copy button: where the browser let
/// neither the share sheet nor the clipboard take it.
///
/// Kept lean, as it is seldom seen: the box stays in the page, hidden while closed; its
/// text is put in and selected when it opens, and one handler serves both buttons. It
/// keeps the keyboard as every dialog does (`modal`).
#[component]
pub fn ShareBox(
    /// What sharing shows: the box opens for [`Sharing::Boxed`].
    sharing: RwSignal<Sharing>,
) -> impl IntoView {
    let area = NodeRef::<html::Textarea>::new();
    let note = RwSignal::new(tr::share_refused());
    let open = Signal::derive(move || sharing.with(|s| matches!(s, Sharing::Boxed(_))));
    // The text goes in, selected, as the box opens; it is read back for Copy.
    modal::open_with_focus(open, move || {
        let area = area.get_untracked()?;
        if let Sharing::Boxed(text) = sharing.get_untracked() {
            area.set_value(&text);
        }
        area.select();
        Some(area.into())
    });
    let close = move || {
        note.set(tr::share_refused());
        sharing.set(Sharing::Idle);
        modal::give_back_focus();
    };
    let press = move |ev: web_sys::MouseEvent| {
        let copy = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlButtonElement>().ok())
            .map(|b| b.value());
        match (copy.as_deref(), area.get_untracked()) {
            (Some("copy"), Some(area)) => {
                area.select();
                let again = tr::share_failed_again;
                if clipboard::copy_text(&area.value(), move || note.set(again())) {
                    note.set(tr::share_copied());
                } else {
                    note.set(again());
                }
            }
            (Some("done"), _) => close(),
            _ => {}
        }
    };
    view! {
        <div
            class="overlay share-overlay"
            hidden=move || !open.get()
            on:keydown=move |ev| modal::trap(&ev, Callback::new(move |()| close()))
        >
            <div class="dialog share-box" role="dialog" aria-modal="true" aria-labelledby="share-title" data-testid="share-box" on:click=press>
                <h2 id="share-title">{tr::share()}</h2>
                <p class="dialog-sub" role="status" data-testid="share-note">{move || note.get()}</p>
                <textarea class="saves-code" data-testid="share-text" readonly rows="4" aria-label=tr::share_text_label() node_ref=area></textarea>
                <div class="dialog-buttons">
                    <button type="button" value="copy" data-testid="share-copy">{tr::copy()}</button>
                    <button type="button" value="done" class="primary" data-testid="share-close">{tr::done()}</button>
                </div>
            </div>
        </div>
    }
}
