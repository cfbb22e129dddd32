//! The statistics' two charts as geometry and words: a histogram of highest tiles and a
//! line of scores over games, in a fixed coordinate box that the page's SVG scales to its
//! width; and beside each, the same figures in a sentence for screen readers. Pure, so
//! the arithmetic is tested natively and the component only draws. Coordinates are whole
//! numbers in a box ten times the size drawn: printing a float would cost the wasm the
//! float formatter.

use super::i18n::tr;
use super::numbers;

/// The charts' coordinate box, in tenths of the 320 × 140 drawn: wide and low, readable
/// scaled down to a 360 px phone.
pub const WIDTH: u32 = 3200;
/// See [`WIDTH`].
pub const HEIGHT: u32 = 1400;
/// Room below the plot for the bars' labels.
pub const LABEL_ROOM: u32 = 180;
/// Room above the plot for the tallest bar's count.
const COUNT_ROOM: u32 = 140;

/// One bar of the histogram.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// The tile, as its label reads (`1024`, `16.3k`).
    pub label: String,
    /// Games that reached it as their highest tile.
    pub count: usize,
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width.
    pub width: u32,
    /// Height (0 for a tile no game ended on).
    pub height: u32,
}

/// The histogram of `tops` (tile, games; lowest tile first): a bar for every power of two
/// from the lowest to the highest tile, so a gap shows as an empty slot.
pub fn histogram(tops: &[(u64, usize)]) -> Vec<Bar> {
    let (Some(&(low, _)), Some(&(high, _))) = (tops.first(), tops.last()) else {
        return Vec::new();
    };
    let mut tiles = vec![low.max(1)];
    while let Some(next) = tiles
        .last()
        .and_then(|t| t.checked_mul(2))
        .filter(|t| *t <= high)
    {
        tiles.push(next);
    }
    let most = tops.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1) as u64;
    let slot = WIDTH / tiles.len() as u32;
    let plot = HEIGHT - LABEL_ROOM - COUNT_ROOM;
    tiles
        .iter()
        .enumerate()
        .map(|(i, &tile)| {
            let count = tops.iter().find(|(t, _)| *t == tile).map_or(0, |(_, n)| *n);
            let height = (u64::from(plot) * count as u64 / most) as u32;
            Bar {
                label: tile_label(tile),
                count,
                x: i as u32 * slot + slot * 15 / 100,
                y: HEIGHT - LABEL_ROOM - height,
                width: slot * 70 / 100,
                height,
            }
        })
        .collect()
}

/// A tile's label, short enough for a bar: `512`, `4096`, then the short form the tiles
/// show (`16.3k`, `1.04M`), in every language: a tile is named as it reads on the board.
fn tile_label(tile: u64) -> String {
    numbers::tile(tile)
}

/// The score line's points, `x,y` pairs for an SVG polyline, oldest game at the left; the
/// highest score touches the top. One game is a dot in the middle; none, nothing.
pub fn score_line(scores: &[u64]) -> String {
    let top = u128::from(scores.iter().copied().max().unwrap_or(0).max(1));
    let last = scores.len().saturating_sub(1).max(1) as u128;
    let span = u128::from(HEIGHT - COUNT_ROOM - 20);
    let points: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(i, &score)| {
            let x = if scores.len() == 1 {
                WIDTH / 2
            } else {
                (i as u128 * u128::from(WIDTH) / last) as u32
            };
            let y = COUNT_ROOM + (span - span * u128::from(score) / top) as u32;
            format!("{x},{y}")
        })
        .collect();
    points.join(" ")
}

/// The histogram in words.
pub fn histogram_text(tops: &[(u64, usize)]) -> String {
    if tops.is_empty() {
        return tr::stats_nothing_yet_sentence();
    }
    let parts: Vec<String> = tops
        .iter()
        .rev()
        .map(|(tile, n)| tr::tile_in_games(&tile.to_string(), *n))
        .collect();
    tr::highest_tiles_reached(&parts.join(&tr::list_separator()))
}

/// The score line in words.
pub fn score_line_text(scores: &[u64]) -> String {
    match scores {
        [] => tr::stats_nothing_yet_sentence(),
        [only] => tr::score_line_one(*only),
        [first, .., last] => {
            let low = scores.iter().min().copied().unwrap_or(0);
            let high = scores.iter().max().copied().unwrap_or(0);
            tr::score_line_many(scores.len(), *first, *last, low, high)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_for_every_tile_between_the_lowest_and_the_highest() {
        let bars = histogram(&[(256, 2), (1024, 4), (16384, 1)]);
        let labels: Vec<&str> = bars.iter().map(|b| b.label.as_str()).collect();
        assert_eq!(
            labels,
            ["256", "512", "1024", "2048", "4096", "8192", "16.3k"]
        );
        let counts: Vec<usize> = bars.iter().map(|b| b.count).collect();
        assert_eq!(counts, [2, 0, 4, 0, 0, 0, 1]);
        // The tallest bar fills the plot; the others in proportion; all stand on one line.
        let plot = HEIGHT - LABEL_ROOM - COUNT_ROOM;
        assert_eq!(bars[2].height, plot);
        assert_eq!(bars[0].height, plot / 2);
        assert_eq!(bars[1].height, 0);
        for bar in &bars {
            assert_eq!(bar.y + bar.height, HEIGHT - LABEL_ROOM);
            assert!(bar.x + bar.width <= WIDTH);
        }
        assert!(histogram(&[]).is_empty());
        assert_eq!(histogram(&[(0, 3)]).len(), 1, "a game with no tile at all");
    }

    #[test]
    fn the_score_line_spans_the_box() {
        assert_eq!(score_line(&[]), "");
        assert_eq!(score_line(&[50]), format!("1600,{COUNT_ROOM}"));
        assert_eq!(score_line(&[0, 100]), "0,1380 3200,140");
        assert_eq!(score_line(&[u64::MAX, 0, 1]), "0,140 1600,1380 3200,1380");
        assert_eq!(score_line(&[10, 20, 0]).split(' ').count(), 3);
    }

    #[test]
    fn the_charts_in_words() {
        assert_eq!(
            histogram_text(&[(512, 1), (1024, 3)]),
            "Highest tile reached: 1024 in 3 games, 512 in 1 game."
        );
        assert_eq!(histogram_text(&[]), "No finished games yet.");
        assert_eq!(score_line_text(&[43_188]), "One game, 43,188 points.");
        assert_eq!(
            score_line_text(&[10_000, 500, 70_000, 2000]),
            "4 games, oldest first: the first scored 10,000, the latest 2,000; lowest 500, \
             highest 70,000."
        );
    }
}
