//! Tracks written as Web Animations keyframes: what the page hands the browser to play a
//! tile's course over a move (src/ui/modes/exponentile/tile_player.rs). Written as JSON
//! for the browser's own parser to read: made one object and one value at a time through
//! the bindings, the keyframes of a long cascade took a fifth of its key's task
//! (docs/performance.md).

use std::fmt::Write;

use crate::model::tile_motion::Ease;

/// One property's keyframes, in time order: from when (ms after the move's key), its CSS
/// value, and how it eases into the next.
pub type Course = [(u32, String, Ease)];

/// The keyframes of one animation playing each of `courses` (a property and its course)
/// over `length` ms, as a JSON array. Each property is held at its last value to the end
/// (a property left out at the end would ease back to the element's own style). Each
/// keyframe gives one property, and the browser eases each property from one of its own
/// keyframes to the next, so the courses keep their times and curves in one animation.
/// The values must be CSS with nothing to escape in JSON (no quote, no backslash).
pub fn keyframes(courses: &[(&str, &Course)], length: u32) -> String {
    let mut frames: Vec<(u32, &str, &str, Ease)> = Vec::new();
    for &(property, keys) in courses {
        let last = keys.last().map(|(_, value, _)| (length, value, Ease::Hold));
        for (at, value, ease) in keys.iter().map(|(at, v, e)| (*at, v, *e)).chain(last) {
            // After every keyframe up to its time: the offsets must not fall, and a
            // property's keyframes at one time keep their order.
            let after = frames.partition_point(|&(earlier, ..)| earlier <= at);
            frames.insert(after, (at, property, value, ease));
        }
    }
    let mut json = String::from("[");
    for (at, property, value, ease) in frames {
        if json.len() > 1 {
            json.push(',');
        }
        let _ = write!(
            json,
            r#"{{"offset":{},"{property}":"{value}","easing":"{}"}}"#,
            fraction(at, length),
            easing(ease),
        );
    }
    json.push(']');
    json
}

/// `part / whole` (at most 1) as a decimal of six places, in whole numbers: printing a
/// float would bring Rust's float formatting into the wasm.
fn fraction(part: u32, whole: u32) -> String {
    let millionths = u64::from(part.min(whole)) * 1_000_000 / u64::from(whole.max(1));
    format!("{}.{:06}", millionths / 1_000_000, millionths % 1_000_000)
}

/// The CSS easing function of `ease`.
fn easing(ease: Ease) -> &'static str {
    match ease {
        Ease::Hold => "step-end",
        Ease::Linear => "linear",
        Ease::Glide => "cubic-bezier(0.25, 0.8, 0.3, 1)",
        Ease::In => "ease-in",
        Ease::Out => "ease-out",
        Ease::Drop => "cubic-bezier(0.5, 0, 0.75, 0)",
    }
}

#[cfg(test)]
mod tests;
