use super::*;
use rules::History;
use rules::Mode;
use rules::exponentile::{Board, Game};

/// A torus game of side `n`, its board filled from `values` round and round, played a
/// move if it has one (so a daily game's figures are a played game's).
fn torus(n: usize, values: &[u64]) -> AnyHistory {
    let text: String = (0..n)
        .map(|y| {
            (0..n)
                .map(|x| values[(x + 2 * y) % values.len()].to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let board: Board = text.parse().unwrap();
    History::new(Game::from_board(board, 42)).into()
}

/// An ExponenTile game: a dealt flat board of side `n`.
fn flat(n: usize) -> AnyHistory {
    History::new(Game::deal(rules::exponentile::Topology::Flat, 7, n).unwrap()).into()
}

fn slide(n: usize) -> AnyHistory {
    History::new(rules::twenty48::Game::with_size(7, n).unwrap()).into()
}

/// Every tile's face and its label.
fn faces(picture: &Picture) -> Vec<(f64, &str, f64)> {
    let mut out = Vec::new();
    let mut tile = None;
    for shape in &picture.shapes {
        match shape {
            Shape::Rect {
                w,
                paint: Paint::Tile(_),
                ..
            } => tile = Some(*w),
            Shape::Text {
                text,
                size,
                paint: Paint::Ink(_),
                ..
            } => out.push((tile.unwrap(), text.as_str(), *size)),
            _ => {}
        }
    }
    out
}

/// Every mode and side offered, with the largest values their tiles can show.
fn every_board() -> Vec<(String, AnyHistory)> {
    let mut boards = Vec::new();
    for &n in Mode::Exponentorus.sizes() {
        let big = [2, 1 << 13, 1 << 19, 1 << 40, 1 << 63, 16, 512];
        boards.push((format!("ExponenTorus {n}×{n}"), torus(n, &big)));
    }
    for &n in Mode::Twenty48.sizes() {
        boards.push((format!("2048 {n}×{n}"), slide(n)));
    }
    for &n in Mode::Exponentile.sizes() {
        boards.push((format!("ExponenTile {n}×{n}"), flat(n)));
    }
    assert!(
        Mode::ALL
            .iter()
            .all(|&mode| boards.iter().any(|(_, h)| h.mode() == mode)),
        "every mode"
    );
    boards
}

#[test]
fn every_shape_of_every_mode_and_size_lies_inside_the_picture() {
    for (name, history) in every_board() {
        let picture = picture(&history, None, Palette::Standard, "example.org/game/");
        assert!(
            picture.height < 1.4 * picture.width,
            "{name}: a portrait card"
        );
        let inside = |x: f64, y: f64, w: f64, h: f64| {
            x >= 0.0 && y >= 0.0 && x + w <= picture.width && y + h <= picture.height
        };
        for shape in &picture.shapes {
            let fits = match shape {
                Shape::Rect { x, y, w, h, .. } | Shape::Ring { x, y, w, h, .. } => {
                    inside(*x, *y, *w, *h)
                }
                Shape::Text {
                    x,
                    y,
                    size,
                    align,
                    text,
                    ..
                } => {
                    let width = text.chars().count() as f64 * size * 0.6;
                    let left = match align {
                        Align::Left => *x,
                        Align::Centre => x - width / 2.0,
                    };
                    inside(left, y - size, width, *size)
                }
                Shape::Dashes { x, top, bottom, .. } => inside(*x, *top, 0.0, bottom - top),
            };
            assert!(fits, "{name}: {shape:?}");
        }
    }
}

#[test]
fn every_cell_is_drawn_and_every_number_fits_its_tile() {
    for (name, history) in every_board() {
        let picture = picture(&history, None, Palette::Standard, "x");
        let (n, values) = history.cell_values();
        let cells_drawn = picture
            .shapes
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    Shape::Rect {
                        paint: Paint::Tile(_) | Paint::Slot,
                        ..
                    }
                )
            })
            .count();
        assert_eq!(cells_drawn, n * n, "{name}");
        let faces = faces(&picture);
        assert_eq!(faces.len(), values.iter().filter(|&&v| v > 0).count());
        for (tile, label, size) in faces {
            let width = label.chars().count() as f64 * size * 0.6;
            assert!(
                width <= tile * 0.92,
                "{name}: {label} at {size:.1} px in {tile:.1}"
            );
            // (The board's own faces go smaller: 20% of the cell for six characters.)
            assert!(size >= 8.5, "{name}: {label} readable at {size:.1} px");
        }
    }
}

#[test]
fn the_figures_are_the_games_and_large_values_go_short() {
    let history = torus(11, &[2, 1 << 40, 4, 8]);
    let picture = picture(&history, None, Palette::Standard, "example.org/");
    let words: Vec<&str> = picture
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        words[..9],
        [
            "ExponenTorus",
            "11×11 · seed 42",
            "SCORE",
            "0",
            "TOP TILE",
            "1,099,511,627,776",
            "MOVES",
            "0",
            "2"
        ]
    );
    assert!(words.contains(&"1.09T"), "a tile's long value, short");
    assert_eq!(words.last(), Some(&"example.org/"));
}

#[test]
fn a_daily_game_is_named_by_its_day_and_2048_has_no_seam() {
    let day = Day::from_number(20_787);
    let history = slide(4);
    let daily = picture(&history, Some((day, true)), Palette::Standard, "x");
    assert!(
        daily.shapes.iter().any(
            |s| matches!(s, Shape::Text { text, .. } if text == "Daily 2026-11-30 (practice)")
        )
    );
    assert!(
        !daily
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Dashes { .. }))
    );
    let torus = picture(&torus(9, &[2, 4, 8, 16]), None, Palette::Standard, "x");
    assert_eq!(
        torus
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Dashes { .. }))
            .count(),
        2,
        "the seam, at both sides: they are one edge"
    );
    assert_eq!(
        file_name(&history, Some((day, false))),
        "2048-daily-2026-11-30.png"
    );
    assert_eq!(
        file_name(&torus_history(), None),
        "exponentorus-9x9-seed-42.png"
    );
}

#[test]
fn exponentile_s_picture_has_its_title_and_no_seam_its_board_being_flat() {
    let history = flat(8);
    let shown = picture(&history, None, Palette::Standard, "x");
    assert!(
        shown
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Text { text, .. } if text == "ExponenTile"))
    );
    assert!(
        shown
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Text { text, .. } if text == "8×8 · seed 7"))
    );
    assert!(
        !shown
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Dashes { .. }))
    );
    assert_eq!(file_name(&history, None), "exponentile-8x8-seed-7.png");
}

fn torus_history() -> AnyHistory {
    torus(9, &[2, 4, 8, 16])
}

#[test]
fn the_largest_tiles_are_ringed_as_the_palette_rings_them() {
    let history = torus(5, &[1 << 11, 1 << 14, 2, 4]);
    let rings = |palette| {
        picture(&history, None, palette, "x")
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Ring {
                    paint: Paint::Ink(e),
                    ..
                } => Some(*e),
                _ => None,
            })
            .collect::<std::collections::BTreeSet<u32>>()
    };
    assert_eq!(rings(Palette::Standard), [14].into());
    assert_eq!(rings(Palette::Safe), [11, 14].into());
}
