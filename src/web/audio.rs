//! Sound and touch in the browser: Web Audio oscillators play the notes the model writes
//! for each sound ([`Sound::notes`]), and the vibration motor buzzes. Nothing before the
//! player's first input (browsers let a page make sound only from one: the audio context is
//! made inside that input's handler), nothing while the page is hidden; where the browser
//! has no audio, or refuses it, the game plays on silent and no error reaches the page.

use std::cell::RefCell;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::Closure;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::model::sound::{Sound, Wave};

/// How loud the loudest note plays at full volume: sounds under the game, not over it.
const FULL: f32 = 0.3;
/// How far apart sounds asked for together start (a move's swap and merges at instant
/// speed), in seconds: they play one after another, a cascade as a run of notes.
const SPACING: f64 = 0.07;

/// The page's audio, once the player's first input made it.
enum Audio {
    /// No input yet.
    Waiting,
    /// The context, and when the next sound may start (in its time).
    Ready(AudioContext, f64),
    /// The browser has no audio or refused it: silence from now on.
    Refused,
}

thread_local! {
    static AUDIO: RefCell<Audio> = const { RefCell::new(Audio::Waiting) };
}

/// Listens for the player's inputs that let a page make sound (a key, a press, a touch's
/// end), for as long as the listeners are kept; the first makes the audio, the others
/// wake it if the browser put it to sleep.
pub fn listen_for_first_input() -> Vec<EventListener> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    // Seen before anything else handles them, and never held up.
    let options = EventListenerOptions {
        phase: gloo_events::EventListenerPhase::Capture,
        passive: true,
    };
    ["keydown", "pointerdown", "touchend"]
        .into_iter()
        .map(|name| EventListener::new_with_options(&window, name, options, |_| wake()))
        .collect()
}

/// Makes the audio on the first input, and resumes it after later ones if it sleeps.
fn wake() {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        match &*audio {
            Audio::Waiting => {
                *audio = match AudioContext::new() {
                    Ok(context) => Audio::Ready(context, 0.0),
                    Err(_) => Audio::Refused,
                };
            }
            Audio::Ready(context, _) if context.state() == AudioContextState::Suspended => {
                resume(context);
            }
            Audio::Ready(..) | Audio::Refused => {}
        }
    });
}

/// Asks a sleeping context to play again; a refusal is caught, so that it never reaches
/// the page as an unhandled rejection.
fn resume(context: &AudioContext) {
    if let Ok(promise) = context.resume() {
        let refused = Closure::once(|_: JsValue| {});
        let _ = promise.catch(&refused);
        refused.forget();
    }
}

/// Whether the page is hidden (another tab, a minimised window): then nothing plays.
fn hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.hidden())
}

/// Plays `sound` at `volume` (1 to 100), where the page may.
pub fn play(sound: Sound, volume: u8) {
    if hidden() {
        return;
    }
    AUDIO.with(|audio| {
        if let Audio::Ready(context, next) = &mut *audio.borrow_mut() {
            let start = context.current_time().max(*next);
            *next = start + SPACING;
            let level = FULL * f32::from(volume) / 100.0;
            // A note the browser will not make is left out; the others still play.
            for note in sound.notes() {
                let _ = play_note(context, start, note, level);
            }
        }
    });
}

/// One note: an oscillator through a gain that rises at once and fades out.
fn play_note(
    context: &AudioContext,
    start: f64,
    note: crate::model::sound::Note,
    level: f32,
) -> Result<(), JsValue> {
    let begin = start + f64::from(note.at_ms) / 1000.0;
    let end = begin + f64::from(note.ms) / 1000.0;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
        Wave::Square => OscillatorType::Square,
    });
    let pitch = oscillator.frequency();
    pitch.set_value_at_time(note.hz, begin)?;
    pitch.exponential_ramp_to_value_at_time(note.to_hz, end)?;
    let gain = context.create_gain()?;
    let loudness = gain.gain();
    // Exponential ramps cannot start from silence itself: from a ten-thousandth.
    loudness.set_value_at_time(0.0001, begin)?;
    loudness.exponential_ramp_to_value_at_time((note.level * level).max(0.0002), begin + 0.008)?;
    loudness.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(begin)?;
    oscillator.stop_with_when(end + 0.02)
}

/// Buzzes the device for `millis`, where it can, once the player's first input came and
/// while the page shows (before an input, browsers refuse it, and say so in the console).
pub fn buzz(millis: u32) {
    let heard_input = AUDIO.with(|audio| !matches!(*audio.borrow(), Audio::Waiting));
    if !heard_input || hidden() {
        return;
    }
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    if js_sys::Reflect::has(&navigator, &"vibrate".into()).unwrap_or(false) {
        let _ = navigator.vibrate_with_duration(millis);
    }
}
