//! The window's keys: each keydown the game maps becomes an action; every other key keeps
//! its browser meaning.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;

use crate::model::input::{Action, KeyMap, Modifiers, action_for_key};
use crate::model::replay::{ReplayControl, control_for_key};

/// Calls `on_action` with the action of every key the mode in play uses (its map, from
/// `keys`, read at each key), and cancels that key's default (scrolling, for arrows and
/// Space) — unless a form control wants the key. Any other key pressed without Ctrl, Alt
/// or Meta calls `on_other_key` (it stops Watch) and keeps its browser meaning.
pub fn listen_for_keys(
    keys: impl Fn() -> KeyMap + 'static,
    on_action: impl Fn(Action) + 'static,
    on_other_key: impl Fn() + 'static,
) -> Option<EventListener> {
    on_keydown(Box::new(move |ev, modifiers| {
        let key = ev.key();
        if focus_wants(ev, &key) {
            return;
        }
        let Some(action) = action_for_key(keys(), &key, modifiers) else {
            if !(modifiers.ctrl || modifiers.alt || modifiers.meta) {
                on_other_key();
            }
            return;
        };
        ev.prevent_default();
        on_action(action);
    }))
}

/// Calls `on_control` with the replay viewer's control of every key it uses, and cancels
/// that key's default — unless a control has the focus: the scrubber keeps its arrows,
/// Home and End, a button its Space, the speed menu its keys. The analysis's letters and
/// Escape, which no button or scrubber uses, work from a button too.
pub fn listen_for_replay_keys(
    on_control: impl Fn(ReplayControl) + 'static,
) -> Option<EventListener> {
    on_keydown(Box::new(move |ev, modifiers| {
        let Some(control) = control_for_key(&ev.key(), modifiers) else {
            return;
        };
        let analysis_key = matches!(
            control,
            ReplayControl::Analyse
                | ReplayControl::ToggleBetter
                | ReplayControl::PlayBetter
                | ReplayControl::Escape
        );
        let in_control = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| match el.tag_name().as_str() {
                "SELECT" | "TEXTAREA" => true,
                "INPUT" | "BUTTON" | "A" => !analysis_key,
                _ => false,
            });
        if in_control {
            return;
        }
        ev.prevent_default();
        on_control(control);
    }))
}

/// Whether the device's input is touch, as far as the page can tell before a key is
/// pressed: a coarse pointer (a finger), or any touch points at all.
pub fn touch_device() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let coarse = window
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches());
    coarse || window.navigator().max_touch_points() > 0
}

/// Calls `on_key` at every keydown outside a text field: the player has a keyboard. A
/// phone's on-screen keyboard typing a name is no keyboard of the game's, and its keys
/// often come without a name ("Unidentified", "Process").
pub fn listen_for_key_use(on_key: impl Fn() + 'static) -> Option<EventListener> {
    on_keydown(Box::new(move |ev, _| {
        let typing = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA"));
        if !typing && !matches!(ev.key().as_str(), "Unidentified" | "Process" | "Dead") {
            on_key();
        }
    }))
}

/// What a keydown calls: the event, and the modifiers held.
type KeyHandler = dyn Fn(&web_sys::KeyboardEvent, Modifiers);

/// Calls `handle` with every keydown on the window, but for one composing text. A boxed
/// handler: one copy of the listener serves the game's keys and the replay's.
fn on_keydown(handle: Box<KeyHandler>) -> Option<EventListener> {
    let window = web_sys::window()?;
    // Not passive: the game's keys must be able to cancel scrolling.
    let options = EventListenerOptions::enable_prevent_default();
    Some(EventListener::new_with_options(
        &window,
        "keydown",
        options,
        move |event| {
            let Some(ev) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if ev.is_composing() {
                return;
            }
            let modifiers = Modifiers {
                ctrl: ev.ctrl_key(),
                alt: ev.alt_key(),
                meta: ev.meta_key(),
                shift: ev.shift_key(),
            };
            handle(ev, modifiers);
        },
    ))
}

/// Keys go to the game unless a form control wants them: a text field or select keeps
/// every key but Escape, a focused button or link keeps Space and Enter, which press it
/// (a key a mode does not use included: in 2048 they press the button, and do not also
/// hand Watch back, which the button's own press does).
fn focus_wants(event: &web_sys::KeyboardEvent, key: &str) -> bool {
    let Some(el) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    match el.tag_name().as_str() {
        "INPUT" | "SELECT" | "TEXTAREA" => !matches!(key, "Escape" | "Esc"),
        "BUTTON" | "A" => matches!(key, " " | "Spacebar" | "Enter"),
        _ => false,
    }
}
