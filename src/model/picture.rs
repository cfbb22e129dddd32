//! The picture Share attaches: the board as it stands (as the game ended, from the
//! game-over box), with the mode, the board's size, its seed or day, the score, the top
//! tile and the moves, laid out here as shapes in the theme's named colours ([`Paint`]);
//! the page paints them on a canvas in the colours its stylesheet gives those names, and
//! sends the PNG with the replay link beside it. Pure, so the layout of every mode and
//! size is tested natively.

use rules::{AnyHistory, Summary};

use super::i18n::tr;
use super::numbers::{self, grouped, short};
use super::settings::Palette;
use rules::day::Day;

/// The picture's width, in pixels: wide enough for an 11×11 board's numbers to read, and
/// small enough that the PNG a browser makes of it stays well under 100 KB.
pub const WIDTH: f64 = 480.0;
/// The margin around everything.
const MARGIN: f64 = 22.0;

/// A colour named by the theme, which the page reads from its stylesheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// The page's background.
    Page,
    /// A raised panel: the figures' boxes.
    Panel,
    /// The board, under its tiles.
    Board,
    /// An empty cell of 2048's board.
    Slot,
    /// The text's colour.
    Text,
    /// Quieter text: labels.
    Muted,
    /// The seam's dashes.
    Seam,
    /// The face of the tile of this exponent (1 is 2).
    Tile(u32),
    /// The number on that face.
    Ink(u32),
}

/// Where a text's anchor is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// At its left end.
    Left,
    /// At its middle.
    Centre,
}

/// One shape of the picture, in pixels from its top left corner.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle with rounded corners.
    Rect {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Corner radius.
        radius: f64,
        /// Fill.
        paint: Paint,
    },
    /// A ring just inside a rounded rectangle: the marks of the largest tiles.
    Ring {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Corner radius.
        radius: f64,
        /// The line's colour.
        paint: Paint,
    },
    /// A line of text, its baseline's middle or left end at `(x, y)`.
    Text {
        /// The anchor's x.
        x: f64,
        /// The baseline.
        y: f64,
        /// The font's size.
        size: f64,
        /// Bold, or regular.
        bold: bool,
        /// Where the anchor is.
        align: Align,
        /// The words.
        text: String,
        /// Their colour.
        paint: Paint,
    },
    /// A dashed vertical line from `top` to `bottom`: the seam, where a cylinder's left and
    /// right edges meet.
    Dashes {
        /// Its x.
        x: f64,
        /// Its top.
        top: f64,
        /// Its bottom.
        bottom: f64,
        /// Its colour.
        paint: Paint,
    },
}

/// The picture: its size and its shapes, painted in order over the page's colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Its width, in pixels.
    pub width: f64,
    /// Its height.
    pub height: f64,
    /// What is painted, in order.
    pub shapes: Vec<Shape>,
}

/// The picture of `history` (a daily game of `day` is named by its day, and as practice
/// if it was), its tiles marked as the `palette` marks them, with `site` (the game's
/// address, without its scheme) at its foot.
pub fn picture(
    history: &AnyHistory,
    daily: Option<(Day, bool)>,
    palette: Palette,
    site: &str,
) -> Picture {
    let game = history.summary();
    let mut shapes = Vec::new();
    shapes.push(text(
        MARGIN,
        52.0,
        31.0,
        true,
        Align::Left,
        game.mode.title().to_owned(),
        Paint::Text,
    ));
    let which = match daily {
        Some((day, false)) => tr::picture_daily(&numbers::day(day)),
        Some((day, true)) => tr::picture_daily_practice(&numbers::day(day)),
        None => tr::picture_seed(game.size, &game.seed.to_string()),
    };
    let mut sub = which;
    if game.undos > 0 {
        sub.push_str(&format!(" · {}", super::announce::undo_count(game.undos)));
    }
    if game.solver_moves > 0 {
        sub.push_str(" · ");
        sub.push_str(&tr::picture_solver());
    }
    shapes.push(text(
        MARGIN,
        78.0,
        16.0,
        false,
        Align::Left,
        sub,
        Paint::Muted,
    ));

    // The figures, in three boxes.
    let inner = WIDTH - 2.0 * MARGIN;
    let (box_y, box_h) = (96.0, 58.0);
    figures(&mut shapes, &game, (box_y, box_h), inner);

    // The board, in its frame.
    let top = box_y + box_h + 16.0;
    let (n, values) = history.cell_values();
    board(&mut shapes, (MARGIN, top, inner), n, &values, palette);
    if game.mode.columns_wrap() {
        for x in [MARGIN - 6.0, MARGIN + inner + 6.0] {
            shapes.push(Shape::Dashes {
                x,
                top,
                bottom: top + inner,
                paint: Paint::Seam,
            });
        }
    }
    let foot = top + inner + 32.0;
    shapes.push(text(
        MARGIN,
        foot,
        14.0,
        false,
        Align::Left,
        site.to_owned(),
        Paint::Muted,
    ));
    Picture {
        width: WIDTH,
        height: foot + 20.0,
        shapes,
    }
}

/// A text shape.
fn text(x: f64, y: f64, size: f64, bold: bool, align: Align, text: String, paint: Paint) -> Shape {
    Shape::Text {
        x,
        y,
        size,
        bold,
        align,
        text,
        paint,
    }
}

/// The game's figures in three boxes side by side across `inner`, at `box_y`, `box_h`
/// high.
fn figures(shapes: &mut Vec<Shape>, game: &Summary, (box_y, box_h): (f64, f64), inner: f64) {
    let gap = 10.0;
    let box_w = ((inner - 2.0 * gap) / 3.0).floor();
    let figures = [
        (tr::picture_score(), grouped(game.score)),
        (tr::picture_top_tile(), grouped(game.highest_tile)),
        (tr::picture_moves(), grouped(u64::from(game.moves))),
    ];
    for (i, (label, value)) in figures.into_iter().enumerate() {
        let x = (MARGIN + i as f64 * (box_w + gap)).round();
        shapes.push(Shape::Rect {
            x,
            y: box_y,
            w: box_w,
            h: box_h,
            radius: 10.0,
            paint: Paint::Panel,
        });
        let middle = x + box_w / 2.0;
        shapes.push(text(
            middle,
            box_y + 21.0,
            11.0,
            true,
            Align::Centre,
            label,
            Paint::Muted,
        ));
        // A long score shrinks to stay inside its box.
        let size = (box_w * 0.9 / (value.len() as f64 * 0.62)).min(22.0);
        shapes.push(text(
            middle,
            box_y + 46.0,
            size,
            true,
            Align::Centre,
            value,
            Paint::Text,
        ));
    }
}

/// The board of side `n` with `values` (row by row, 0 for an empty cell) in a square at
/// `(x, y)` of side `side`.
fn board(
    shapes: &mut Vec<Shape>,
    (x, y, side): (f64, f64, f64),
    n: usize,
    values: &[u64],
    palette: Palette,
) {
    shapes.push(Shape::Rect {
        x,
        y,
        w: side,
        h: side,
        radius: 14.0,
        paint: Paint::Board,
    });
    let pad = 6.0;
    let cell = (side - 2.0 * pad) / n as f64;
    let inset = (cell * 0.05).max(1.5);
    // Tiles on whole pixels: an edge between two pixels would blur into a third colour
    // all along it, and the PNG grows by every such pixel.
    let tile = (cell - 2.0 * inset).floor();
    let radius = tile * 0.22;
    for (i, &value) in values.iter().enumerate() {
        let tx = (x + pad + (i % n) as f64 * cell + inset).round();
        let ty = (y + pad + (i / n) as f64 * cell + inset).round();
        if value == 0 {
            shapes.push(Shape::Rect {
                x: tx,
                y: ty,
                w: tile,
                h: tile,
                radius,
                paint: Paint::Slot,
            });
            continue;
        }
        let exponent = value.trailing_zeros();
        shapes.push(Shape::Rect {
            x: tx,
            y: ty,
            w: tile,
            h: tile,
            radius,
            paint: Paint::Tile(exponent),
        });
        if ringed(exponent, palette) {
            let line = (tile * 0.06).max(1.5);
            shapes.push(Shape::Ring {
                x: tx + line,
                y: ty + line,
                w: tile - 2.0 * line,
                h: tile - 2.0 * line,
                radius: radius - line,
                paint: Paint::Ink(exponent),
            });
        }
        let label = face(value);
        shapes.push(Shape::Text {
            x: tx + tile / 2.0,
            y: ty + tile / 2.0 + face_size(&label, tile) * 0.36,
            size: face_size(&label, tile),
            bold: true,
            align: Align::Centre,
            text: label,
            paint: Paint::Ink(exponent),
        });
    }
}

/// The words on a tile's face: the value, short from six digits on (as the board shows
/// them where room is short).
fn face(value: u64) -> String {
    short(value).unwrap_or_else(|| value.to_string())
}

/// The font size of `label` on a tile `tile` pixels wide: smaller the longer it is, as the
/// board's own faces.
fn face_size(label: &str, tile: f64) -> f64 {
    // Its length in bytes is its length in characters: digits, a point, a suffix.
    let share = match label.len() {
        0..=2 => 0.46,
        3 => 0.38,
        4 => 0.31,
        5 => 0.28,
        _ => 0.255,
    };
    tile * share
}

/// Whether the tile of `exponent` carries a ring in `palette`, as the stylesheet draws
/// it: the black tiles from 16384 on, and in the colour-blind-safe palette every value
/// from 2048 on (the rings that tell its repeated lightness steps apart).
fn ringed(exponent: u32, palette: Palette) -> bool {
    match palette {
        Palette::Standard => exponent >= 14,
        Palette::Safe => exponent >= 11,
    }
}

/// The file's name: `exponentorus-9x9-seed-42.png`, `2048-daily-2026-11-30.png`.
pub fn file_name(history: &AnyHistory, daily: Option<(Day, bool)>) -> String {
    let game = history.summary();
    let mode = game.mode.name();
    match daily {
        Some((day, _)) => format!("{mode}-daily-{day}.png"),
        None => format!("{mode}-{n}x{n}-seed-{}.png", game.seed, n = game.size),
    }
}

#[cfg(test)]
mod tests;
