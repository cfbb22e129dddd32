//! The Saves panel: whether the browser keeps the game's storage, and the export and
//! import of everything the game keeps, as a file or a text code. An import shows what it
//! will replace and waits for a confirmation; a bad file or code says what is wrong and
//! changes nothing. It also asks the browser to keep the storage once that is worth it.

use std::sync::Arc;

use leptos::html;
use leptos::prelude::*;

use crate::model::i18n::tr;
use wasm_bindgen::JsCast;

use crate::model::Session;
use crate::model::backup::{Backup, BackupError, MAX_BYTES};
use crate::model::intent::Intent;
use crate::model::persistence::{Persistence, worth_asking};
use crate::web::{clipboard, files, persistence};

use super::modal;
use super::page::Page;

/// What the panel has to say after the player's last step.
#[derive(Clone)]
enum Answer {
    /// Nothing.
    Quiet,
    /// What is wrong with the file or code, or with the download.
    Problem(String),
    /// A backup read, and what importing it replaces, line by line.
    Preview(Arc<Backup>, String),
}

/// The Saves button, and the panel it opens.
///
/// Built lean, as it costs wasm bytes for a panel seldom opened: the panel stays in the
/// page, hidden while closed, and one click handler serves all its buttons, told apart by
/// their `value` (a `Show` with a handler per button and a signal per label cost
/// noticeably more; docs/performance.md, "How big the game is", has the figure).
#[component]
pub fn SavesPanel(
    /// The session: its game and best score are what an export holds now.
    session: ReadSignal<Session>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let kept = RwSignal::new(Persistence::Checking);
    ask_for_persistence(session, kept);
    let answer = RwSignal::new(Answer::Quiet);
    let code = NodeRef::<html::Textarea>::new();
    let pasted = NodeRef::<html::Textarea>::new();

    let page = Page::get();
    let close = move || {
        open.set(false);
        modal::give_back_focus();
    };
    let show = move |_| {
        modal::remember_focus();
        answer.set(Answer::Quiet);
        page.dispatch(Intent::OpenSaves);
        // The game cannot change while the panel is open: its code is made once.
        if let (Some(area), Some(code)) = (code.get_untracked(), export(session, Backup::to_code)) {
            area.set_value(&code);
        }
        persistence::check(move |state| kept.set(state));
        open.set(true);
        // The keyboard lands in the panel (so Esc closes it), once it shows.
        modal::focus_next_frame(code);
    };
    let act = move |button: web_sys::HtmlButtonElement| match button.value().as_str() {
        "download" => download(session, answer),
        "copy" => copy(&button, session),
        "read" => {
            if let Some(text) = pasted.get_untracked() {
                consider(session, answer, Backup::read(&text.value()));
            }
        }
        "replace" => replace(session, page, answer),
        "cancel" => answer.set(Answer::Quiet),
        "close" => close(),
        _ => {}
    };

    view! {
        <button type="button" class="link" data-testid="saves-open" on:click=show>
            {tr::saves_button()}
        </button>
        <div
            class="overlay saves-overlay"
            hidden=move || !open.get()
            on:keydown=move |ev| modal::trap(&ev, Callback::new(move |()| close()))
        >
            <div
                class="dialog saves"
                role="dialog"
                aria-modal="true"
                aria-labelledby="saves-title"
                data-testid="saves-panel"
                on:click=move |ev| {
                    if let Some(button) = target::<web_sys::HtmlButtonElement>(&ev) {
                        act(button);
                    }
                }
            >
                <h2 id="saves-title">{tr::saves()}</h2>
                <p class="dialog-sub" data-testid="persistence">{move || kept.get().describe()}</p>
                {export_part(code)}
                {import_part(session, answer, pasted)}
                <div class="dialog-buttons">
                    <button type="button" value="close" data-testid="saves-close">{tr::done()}</button>
                </div>
            </div>
        </div>
    }
}

/// The export's controls. Its buttons are told apart by their `value`: the panel's one
/// click handler serves them.
///
/// `code`: the code shown to copy by hand, filled in as the panel opens.
fn export_part(code: NodeRef<html::Textarea>) -> impl IntoView {
    view! {
        <p class="saves-note">{tr::saves_export()}</p>
        <div class="dialog-buttons">
            <button type="button" value="download" data-testid="export-file">{tr::saves_download()}</button>
            <button type="button" value="copy" data-testid="copy-code">{tr::saves_copy_code()}</button>
        </div>
        <textarea class="saves-code" data-testid="export-code" dir="ltr" readonly rows="3" aria-label=tr::saves_code_label() node_ref=code></textarea>
    }
}

/// The import's controls, and what the panel answers to an import. Its buttons are told
/// apart by their `value`: the panel's one click handler serves them.
///
/// `session`: the session, which says what an import replaces.
/// `answer`: what the panel has to say after the player's last step.
/// `pasted`: where the player pastes a code to import.
fn import_part(
    session: ReadSignal<Session>,
    answer: RwSignal<Answer>,
    pasted: NodeRef<html::Textarea>,
) -> impl IntoView {
    view! {
        <p class="saves-note">{tr::saves_import_file()}</p>
        // The browser words its own file field in its own language ("Choose File"): the
        // field is hidden inside a button-like label in the game's.
        <div class="dialog-buttons">
            <label class="file-button">
                {tr::saves_choose_file()}
                <input type="file" class="visually-hidden" accept=".json,application/json,text/plain" data-testid="import-file" on:change=move |ev| read_file(&ev, session, answer) />
            </label>
        </div>
        <textarea class="saves-code" data-testid="import-code" rows="3" aria-label=tr::saves_import_label() placeholder=tr::saves_paste() node_ref=pasted></textarea>
        <div class="dialog-buttons">
            <button type="button" value="read" data-testid="import-read">{tr::saves_import_code()}</button>
        </div>
        <p class="saves-answer" role="status" data-testid="import-answer">
            {move || answer.with(|a| match a {
                Answer::Quiet => String::new(),
                Answer::Problem(why) => why.clone(),
                Answer::Preview(_, lines) => tr::saves_replaces(lines),
            })}
        </p>
        <div class="dialog-buttons" data-testid="import-preview" hidden=move || answer.with(|a| !matches!(a, Answer::Preview(..)))>
            <button type="button" value="cancel" data-testid="import-cancel">{tr::cancel()}</button>
            <button type="button" value="replace" class="primary danger" data-testid="import-confirm">{tr::saves_replace()}</button>
        </div>
    }
}

/// What an export holds, made by `then`: what storage keeps, every game saved after its
/// every move (a daily game is no part of it: the free games are).
fn export(session: ReadSignal<Session>, then: fn(&Backup) -> String) -> Option<String> {
    session.with_untracked(|s| s.backup().map(then))
}

/// Downloads the backup as a file, or says the browser refused.
fn download(session: ReadSignal<Session>, answer: RwSignal<Answer>) {
    let name = format!("exponentorus-saves-{}.json", files::today());
    let json = export(session, Backup::to_json).unwrap_or_default();
    if !files::download(&name, &json) {
        answer.set(Answer::Problem(tr::saves_download_refused()));
    }
}

/// Copies the backup's code; `button` says how the copy went, for a moment.
fn copy(button: &web_sys::HtmlButtonElement, session: ReadSignal<Session>) {
    let failed = tr::saves_copy_failed();
    let code = export(session, Backup::to_code).unwrap_or_default();
    let copying = clipboard::copy_text(&code, label(button, failed.clone()));
    label(button, if copying { tr::copied() } else { failed })();
    set_timeout(
        label(button, tr::saves_copy_code()),
        std::time::Duration::from_millis(1600),
    );
}

/// Reads a backup, then shows what it would replace, or what is wrong with it.
fn consider(
    session: ReadSignal<Session>,
    answer: RwSignal<Answer>,
    read: Result<Backup, BackupError>,
) {
    answer.set(match read {
        Ok(backup) => {
            let lines = session.with_untracked(|s| s.import_preview(&backup));
            Answer::Preview(Arc::new(backup), lines)
        }
        Err(why) => Answer::Problem(why.to_string()),
    });
}

/// Reads the file chosen in the file input `ev` happened on, then considers it.
fn read_file(ev: &web_sys::Event, session: ReadSignal<Session>, answer: RwSignal<Answer>) {
    let Some(input) = target::<web_sys::HtmlInputElement>(ev) else {
        return;
    };
    files::read_chosen(&input, MAX_BYTES, move |text| match text {
        Ok(text) => consider(session, answer, Backup::read(&text)),
        Err(Some(size)) => consider(session, answer, Err(BackupError::TooLarge(size))),
        Err(None) => answer.set(Answer::Problem(tr::saves_file_unreadable())),
    });
    // The same file chosen again is read again.
    input.set_value("");
}

/// Replaces everything the game keeps with the backup previewed, or says why it could not.
fn replace(session: ReadSignal<Session>, page: Page, answer: RwSignal<Answer>) {
    let Answer::Preview(backup, _) = answer.get_untracked() else {
        return;
    };
    // On success the page starts again from what storage now holds, like a visit.
    page.dispatch(Intent::ReplaceSaves(backup));
    if let Some(why) = session.with_untracked(|s| s.restore_failed().map(ToString::to_string)) {
        answer.set(Answer::Problem(why));
    }
}

/// Sets `button`'s label to `text`, when called.
fn label(button: &web_sys::HtmlButtonElement, text: String) -> impl FnOnce() + 'static {
    let button = button.clone();
    move || button.set_text_content(Some(&text))
}

/// The element an event happened on, if it is a `T`.
fn target<T: JsCast>(event: &web_sys::Event) -> Option<T> {
    event.target()?.dyn_into().ok()
}

/// Asks the browser to keep the storage once it is worth it: at once when installed, or
/// when a game ends; once per visit, since some browsers ask the player. `kept` follows
/// the browser's answers.
fn ask_for_persistence(session: ReadSignal<Session>, kept: RwSignal<Persistence>) {
    let installed = persistence::installed();
    let asked = StoredValue::new(false);
    let ask = move || {
        asked.set_value(true);
        persistence::ask(move |state| kept.set(state));
    };
    persistence::check(move |state| {
        kept.set(state);
        if worth_asking(state, installed, false) {
            ask();
        }
    });
    Effect::new(move |_| {
        // Also when the browser's first answer comes after the game ended.
        let over = session.with(Session::game_over_shown);
        if over && !asked.get_value() && worth_asking(kept.get(), installed, true) {
            ask();
        }
    });
}
