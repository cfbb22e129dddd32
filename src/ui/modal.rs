//! What every modal dialog does with the keyboard: the focus starts on its safest control,
//! Tab and Shift+Tab cycle through its controls and never leave it, Escape closes it, and
//! the focus goes back to where it was once it closes. The dialogs put [`trap`] on their
//! overlay and call [`open_with_focus`]; the page's [`give_back_focus`] ends each one.

use std::cell::RefCell;

use leptos::html::ElementType;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, KeyboardEvent};

use super::deferred_parts::page_shown;

thread_local! {
    /// Where the focus was when the open dialog took it.
    static RETURN_TO: RefCell<Option<HtmlElement>> = const { RefCell::new(None) };
}

/// What can take the focus in a dialog, in the order Tab visits it.
const FOCUSABLE: &str = "button:not([disabled]), select:not([disabled]), \
     input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/// Whenever the dialog `open` opens (once the page shows), remembers where the focus was
/// and moves it to `first`, the dialog's safest control: never one that loses a game.
pub fn open_with_focus(open: Signal<bool>, first: impl Fn() -> Option<HtmlElement> + 'static) {
    let page_shown = page_shown();
    // Only the opening counts: `open` may be derived from state that changes while the
    // dialog stays open (a key pressed behind it), and the focus must not jump back then.
    Effect::new(move |was_open: Option<bool>| {
        let is_open = open.get() && page_shown.get();
        if is_open && was_open != Some(true) {
            remember_focus();
            if let Some(first) = first() {
                let _ = first.focus();
            }
        }
        is_open
    });
}

/// Remembers the element with the focus now, to give it back when the dialog closes (the
/// board when nothing in particular has it). A control of a dialog already open is not
/// remembered: the place to go back to is the one from before the first dialog.
pub fn remember_focus() {
    let active = document()
        .active_element()
        .and_then(|el| el.dyn_into::<HtmlElement>().ok());
    if active
        .as_ref()
        .is_some_and(|el| el.closest("[role=dialog]").ok().flatten().is_some())
    {
        return;
    }
    // The body has it when nothing does: that is the board's to take.
    let active = active.filter(|el| {
        document()
            .body()
            .is_none_or(|body| !body.is_same_node(Some(el)))
    });
    RETURN_TO.with(|slot| *slot.borrow_mut() = active);
}

/// Gives the focus back to where it was before the last dialog opened, if that is still
/// on the page and shown; else to the board, so play goes on from the keyboard.
pub fn give_back_focus() {
    let back = RETURN_TO
        .with(|slot| slot.borrow_mut().take())
        .filter(|el| el.is_connected() && el.offset_parent().is_some());
    if let Some(back) = back.or_else(board) {
        let _ = back.focus();
    }
}

/// Gives the board the focus (and forgets where a dialog would have given it back to):
/// play goes on from the keyboard.
pub fn focus_board() {
    RETURN_TO.with(|slot| slot.borrow_mut().take());
    if let Some(board) = board() {
        let _ = board.focus();
    }
}

/// Gives `target` the focus at the next frame, once it shows; not if it is gone by then
/// (its part of the page closed in between, taking its node reference with it).
pub fn focus_next_frame<E>(target: NodeRef<E>)
where
    E: ElementType,
    E::Output: JsCast + AsRef<HtmlElement> + Clone + 'static,
{
    request_animation_frame(move || {
        if let Some(target) = target.try_get_untracked().flatten() {
            let target: &HtmlElement = target.as_ref();
            let _ = target.focus();
        }
    });
}

fn board() -> Option<HtmlElement> {
    document()
        .query_selector("[data-testid=board]")
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
}

/// The overlay's keydown: Tab and Shift+Tab cycle through the dialog's controls, and
/// Escape calls `on_close`. Both keys stop here, so the page behind never sees them.
pub fn trap(ev: &KeyboardEvent, on_close: Callback<()>) {
    match ev.key().as_str() {
        "Escape" | "Esc" => {
            ev.prevent_default();
            ev.stop_propagation();
            on_close.run(());
        }
        "Tab" => {
            let Some(dialog) = ev
                .current_target()
                .and_then(|t| t.dyn_into::<Element>().ok())
            else {
                return;
            };
            let Some(next) = next_focus(&dialog, ev.shift_key()) else {
                return;
            };
            ev.prevent_default();
            ev.stop_propagation();
            let _ = next.focus();
        }
        _ => {}
    }
}

/// Whether `el` is a tab stop: a radio button is one only when it is its group's checked
/// one (or the group has none checked); the arrows move within the group, as everywhere.
fn tab_stop_of_group(dialog: &Element, el: &HtmlElement) -> bool {
    let Ok(radio) = el.clone().dyn_into::<HtmlInputElement>() else {
        return true;
    };
    if radio.type_() != "radio" || radio.checked() {
        return true;
    }
    let checked = format!("input[type=radio][name='{}']:checked", radio.name());
    dialog.query_selector(&checked).ok().flatten().is_none()
}

/// The control Tab (or Shift+Tab, `back`) moves to inside `dialog`: the next shown one,
/// round from the last to the first.
fn next_focus(dialog: &Element, back: bool) -> Option<HtmlElement> {
    let list = dialog.query_selector_all(FOCUSABLE).ok()?;
    let controls: Vec<HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        // Hidden ones (a collapsed part, a closed preview) cannot take the focus.
        .filter(|el| el.offset_parent().is_some())
        .filter(|el| tab_stop_of_group(dialog, el))
        .collect();
    if controls.is_empty() {
        return None;
    }
    let active = document().active_element();
    let at = controls
        .iter()
        .position(|el| active.as_ref().is_some_and(|a| a.is_same_node(Some(el))));
    let n = controls.len();
    let next = match (at, back) {
        (None, false) => 0,
        (None, true) => n - 1,
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
    };
    controls.get(next).cloned()
}
