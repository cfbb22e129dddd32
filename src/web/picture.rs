//! The shared picture in the browser: the model's shapes ([`Picture`]) painted on a canvas
//! in the colours the page's stylesheet gives their names (the theme and palette in force),
//! and made a PNG file. All of it at once, inside the Share press, so that the share sheet
//! still takes the file as the player's own doing.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement};

use crate::model::picture::{Align, Paint, Picture, Shape};

/// `picture` as a PNG file named `name`; `None` where the browser draws no canvas.
pub fn png(picture: &Picture, name: &str) -> Option<web_sys::File> {
    let document = web_sys::window()?.document()?;
    let app = document.query_selector("main.app").ok()??;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(picture.width as u32);
    canvas.set_height(picture.height as u32);
    // Opaque: the PNG then holds no alpha channel, a quarter of its bytes.
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"alpha".into(), &JsValue::FALSE).ok()?;
    let pen: CanvasRenderingContext2d = canvas
        .get_context_with_context_options("2d", &options)
        .ok()??
        .dyn_into()
        .ok()?;
    let colours = Colours::read(&app)?;
    let font = web_sys::window()?
        .get_computed_style(&app)
        .ok()??
        .get_property_value("font-family")
        .ok()?;
    pen.set_fill_style_str(&colours.of(Paint::Page));
    pen.fill_rect(0.0, 0.0, picture.width, picture.height);
    for shape in &picture.shapes {
        draw(&pen, shape, &colours, &font);
    }
    colours.probe.remove();
    let url = canvas.to_data_url_with_type("image/png").ok()?;
    file(&url, name)
}

fn draw(pen: &CanvasRenderingContext2d, shape: &Shape, colours: &Colours, font: &str) {
    match shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius,
            paint,
        } => {
            pen.set_fill_style_str(&colours.of(*paint));
            rounded(pen, *x, *y, *w, *h, *radius);
            pen.fill();
        }
        Shape::Ring {
            x,
            y,
            w,
            h,
            radius,
            paint,
        } => {
            pen.set_stroke_style_str(&colours.of(*paint));
            pen.set_line_width((w * 0.05).max(1.5));
            rounded(pen, *x, *y, *w, *h, *radius);
            pen.stroke();
        }
        Shape::Text {
            x,
            y,
            size,
            bold,
            align,
            text,
            paint,
        } => {
            let weight = if *bold { "800" } else { "400" };
            // Whole pixels: printing a float would bring float formatting into the page.
            pen.set_font(&format!("{weight} {}px {font}", size.round() as u32));
            pen.set_text_align(match align {
                Align::Left => "left",
                Align::Centre => "center",
            });
            pen.set_fill_style_str(&colours.of(*paint));
            let _ = pen.fill_text(text, *x, *y);
        }
        Shape::Dashes {
            x,
            top,
            bottom,
            paint,
        } => {
            pen.set_stroke_style_str(&colours.of(*paint));
            pen.set_line_width(3.0);
            let dashes = js_sys::Array::of2(&JsValue::from(9.0), &JsValue::from(7.0));
            let _ = pen.set_line_dash(&dashes);
            pen.begin_path();
            pen.move_to(*x, *top);
            pen.line_to(*x, *bottom);
            pen.stroke();
            let _ = pen.set_line_dash(&js_sys::Array::new());
        }
    }
}

/// A rounded rectangle's path.
fn rounded(pen: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, r: f64) {
    pen.begin_path();
    pen.move_to(x + r, y);
    let _ = pen.arc_to(x + w, y, x + w, y + h, r);
    let _ = pen.arc_to(x + w, y + h, x, y + h, r);
    let _ = pen.arc_to(x, y + h, x, y, r);
    let _ = pen.arc_to(x, y, x + w, y, r);
    pen.close_path();
}

/// The colours the stylesheet gives the picture's names, read from a hidden probe in the
/// page, so that they are the theme's and palette's in force (a colour of `light-dark()`
/// resolved, which reading the variable itself would not do).
struct Colours {
    probe: HtmlElement,
    face: Element,
}

impl Colours {
    fn read(app: &Element) -> Option<Colours> {
        let document = web_sys::window()?.document()?;
        let probe: HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
        probe.set_attribute("aria-hidden", "true").ok()?;
        probe
            .set_attribute(
                "style",
                "position:absolute;visibility:hidden;width:0;height:0;overflow:hidden",
            )
            .ok()?;
        let face = document.create_element("div").ok()?;
        face.set_class_name("face");
        probe.append_child(&face).ok()?;
        app.append_child(&probe).ok()?;
        Some(Colours { probe, face })
    }

    /// The colour of `paint`, as CSS writes it.
    fn of(&self, paint: Paint) -> String {
        let variable = match paint {
            Paint::Page => "var(--bg)",
            Paint::Panel => "var(--panel)",
            Paint::Board => "var(--board, #121430)",
            Paint::Slot => "var(--line)",
            Paint::Text => "var(--text)",
            Paint::Muted => "var(--muted)",
            Paint::Seam => "var(--seam, rgba(124, 240, 208, 0.35))",
            Paint::Tile(exponent) => return self.tile(exponent, "background-color"),
            Paint::Ink(exponent) => return self.tile(exponent, "color"),
        };
        let _ = self.probe.style().set_property("color", variable);
        self.computed(&self.probe, "color")
    }

    /// A tile's face colour (`background-color`) or ink (`color`), of the tile of
    /// `exponent`.
    fn tile(&self, exponent: u32, property: &str) -> String {
        self.probe.set_class_name(&format!("tile e{exponent}"));
        self.computed(&self.face, property)
    }

    fn computed(&self, element: &Element, property: &str) -> String {
        web_sys::window()
            .and_then(|w| w.get_computed_style(element).ok().flatten())
            .and_then(|style| style.get_property_value(property).ok())
            .unwrap_or_default()
    }
}

/// The PNG in the data URL `url` as a file named `name`.
fn file(url: &str, name: &str) -> Option<web_sys::File> {
    let base64 = url.strip_prefix("data:image/png;base64,")?;
    // The data URL's base64 is the standard alphabet, padded; the rules' decoder reads the
    // URL-safe one without padding.
    let url_safe: String = base64
        .chars()
        .filter(|&c| c != '=')
        .map(|c| match c {
            '+' => '-',
            '/' => '_',
            c => c,
        })
        .collect();
    let bytes = rules::text_code::decode(&url_safe).ok()?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes.as_slice()));
    let options = web_sys::FilePropertyBag::new();
    options.set_type("image/png");
    web_sys::File::new_with_u8_array_sequence_and_options(&parts, name, &options).ok()
}
