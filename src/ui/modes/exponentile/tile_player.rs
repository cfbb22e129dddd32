//! A tile's track played on the page with Web Animations (and a pass's points rising): one
//! animation on the tile for its place and opacity, one on its face for its form, and one
//! on each value it showed earlier, drawn over its face until its time (each animation
//! started costs the key's task about 0.2 ms of a CPU slowed 4×, whatever its keyframes,
//! so an element plays all its properties in one). Every animation of a move lasts past
//! the move's rest, which cancels them all: none ends on its own while the move plays
//! (each that did cost Chromium frames of style of its own, restyling every animation
//! then running: docs/performance.md).

use js_sys::JSON;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlElement};

use super::tile_classes::value_classes;
use crate::model::keyframes::{Course, keyframes};
use crate::model::tile_motion::{Ease, FaceForm, Key, TileTrack};

#[wasm_bindgen]
extern "C" {
    /// An animation the page plays (web-sys has `Element.animate` only behind its unstable
    /// APIs).
    type Animation;

    /// An element, as the one that plays animations.
    #[wasm_bindgen(extends = Element)]
    type Animated;

    #[wasm_bindgen(method, js_name = animate)]
    fn animate(this: &Animated, keyframes: &JsValue, options: &JsValue) -> Animation;

    #[wasm_bindgen(method)]
    fn cancel(this: &Animation);
}

/// How long a move's animations hold still past its end, so that the rest cancels them
/// before they end: Chromium wakes its main thread where the earliest animation running
/// was to end, even once it is cancelled.
const HELD_MILLIS: u32 = 4_000;

/// What one tile plays: its animations, and the elements drawing its earlier values.
#[derive(Default)]
pub struct Playing {
    animations: Vec<Animation>,
    earlier: Vec<Element>,
}

impl Playing {
    /// Plays `track` on the tile `tile` and its face `face`, from now, in place of what it
    /// played before.
    pub fn play(&mut self, tile: &HtmlElement, face: &HtmlElement, track: &TileTrack) {
        self.stop();
        // The last move's earlier values, hidden since its rest (style/board.css): they
        // go now, with this write, rather than at that rest, which then laid nothing out.
        for gone in self.earlier.drain(..) {
            gone.remove();
        }
        let length = track.length;
        let place = course(&track.place, |(x, y)| format!("{}% {}%", x * 100, y * 100));
        let opacity = course(&track.opacity, hundredths);
        self.run(
            tile,
            &[("translate", &place), ("opacity", &opacity)],
            length,
        );
        let form = course(&track.face, face_transform);
        self.run(face, &[("transform", &form)], length);
        // Newest first, so that the oldest, shown until first, is drawn on top.
        for &(value, until) in track.earlier.iter().rev() {
            let Some(was) = earlier_value(face, value) else {
                continue;
            };
            let shown = [
                (0, "1".to_owned(), Ease::Hold),
                (until, "0".to_owned(), Ease::Hold),
            ];
            self.run(&was, &[("opacity", &shown)], length);
            self.earlier.push(was);
        }
    }

    /// Plays a pass's points, the element `points` over a board of side `side`, rising
    /// 0.8 of a cell and fading from `at` ms after the key for `rise` ms, held still until
    /// `length` and past it. The height is a share of the element's (the board's), so that
    /// the keyframes are plain values.
    pub fn rise(&mut self, points: &HtmlElement, side: usize, at: u32, rise: u32, length: u32) {
        self.stop();
        let owned = |keys: &[(u32, &str, Ease)]| -> Vec<(u32, String, Ease)> {
            keys.iter()
                .map(|&(at, v, ease)| (at, v.to_owned(), ease))
                .collect()
        };
        let fade = owned(&[
            (0, "0", Ease::Hold),
            (at, "0", Ease::Linear),
            (at + rise / 4, "1", Ease::Linear),
            (at + rise, "0", Ease::Hold),
        ]);
        // In thousandths of a percent, printed as whole numbers (see `hundredths`).
        let permille = 80_000 / side.max(1);
        let risen = format!("0 -{}.{:03}%", permille / 1000, permille % 1000);
        let up = owned(&[
            (0, "0 0", Ease::Hold),
            (at, "0 0", Ease::Out),
            (at + rise, &risen, Ease::Hold),
        ]);
        self.run(points, &[("opacity", &fade), ("translate", &up)], length);
    }

    /// Animates each property of `element` through its keys over a move of `length` ms
    /// and past it, in one animation, and keeps it to cancel. A property with no keys is
    /// left alone.
    fn run(&mut self, element: &Element, courses: &[(&str, &Course)], length: u32) {
        if courses.iter().all(|(_, keys)| keys.is_empty()) {
            return;
        }
        let length = length + HELD_MILLIS;
        let (Ok(frames), Ok(options)) = (
            JSON::parse(&keyframes(courses, length)),
            JSON::parse(&format!(r#"{{"duration":{length},"fill":"both"}}"#)),
        ) else {
            return;
        };
        let element: &Animated = element.unchecked_ref();
        self.animations.push(element.animate(&frames, &options));
    }

    /// Ends what the tile plays: it shows where it rests, and its earlier values hide.
    pub fn stop(&mut self) {
        for animation in self.animations.drain(..) {
            animation.cancel();
        }
    }
}

/// A track's keyframes as CSS values of its property.
fn course<T: Copy>(keys: &[Key<T>], css: impl Fn(T) -> String) -> Vec<(u32, String, Ease)> {
    keys.iter().map(|k| (k.at, css(k.value), k.ease)).collect()
}

fn face_transform(form: FaceForm) -> String {
    let (x, y) = form.shift;
    format!("translate({x}%, {y}%) scale({})", hundredths(form.scale))
}

/// A number of hundredths written as a decimal (55 as 0.55), in whole numbers: printing a
/// float would bring Rust's float formatting into the wasm.
fn hundredths(n: u8) -> String {
    format!("{}.{:02}", n / 100, n % 100)
}

/// An earlier value drawn over `face`, as a tile's own face is (style/board.css, `.was`).
fn earlier_value(face: &HtmlElement, value: u64) -> Option<Element> {
    let document = face.owner_document()?;
    let was = document.create_element("div").ok()?;
    was.set_class_name(&format!("was {}", value_classes(value)));
    let inner = document.create_element("div").ok()?;
    inner.set_class_name("face");
    inner.set_text_content(Some(&value.to_string()));
    was.append_child(&inner).ok()?;
    face.append_child(&was).ok()?;
    Some(was)
}
