//! The static evaluation of a 2048 board: a sum of one score per line (every row and
//! every column), each a weighted sum of features of that line alone. Scoring lines
//! alone is what lets the 4×4 board look a whole row up in a table (see `bitboard`).
//!
//! The features of a line of exponents `e₀ … eₙ₋₁` (0 for an empty cell), with
//! `c(e) = e³` (0 for an empty cell) so that big tiles weigh far more than small ones:
//! - **disorder**: the smaller of the line's total rises and total falls of `c`. A line
//!   that climbs one way only scores 0; one that goes up then down (or down then up)
//!   traps its small tiles between big ones, where they can only be freed by luck.
//! - **mass**: `Σ c(e)` over the line's tiles. Merging two tiles into one lowers it (two
//!   `e³` are more than one `(e + 1)³`), so the search leans towards merging.
//! - **empty** cells: room to move, and cells where new tiles fall harmlessly.
//! - **merges** a slide along the line would make: pairs of equal tiles with only gaps
//!   between them, each tile in one pair at most, as in the slide.
//! - **steps**: `|eᵢ − eᵢ₊₁|` between neighbouring tiles: a tile beside its own size or
//!   one step from it is a merge or two from its neighbour.
//!
//! The weights, and the cube, are the solver module's experiments' (see there).

/// The weights of a line's features.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Weights {
    /// Per empty cell.
    pub empty: f32,
    /// Per merge a slide along the line would make.
    pub merge: f32,
    /// Per unit of disorder.
    pub disorder: f32,
    /// Per unit of mass.
    pub mass: f32,
    /// Per unit of steps.
    pub steps: f32,
}

/// The weights the solver plays with.
pub(crate) const WEIGHTS: Weights = Weights {
    empty: 100.0,
    merge: 100.0,
    disorder: 10.0,
    mass: 1.0,
    steps: 10.0,
};

/// A line's score with [`WEIGHTS`]: higher is better. Every term is computed exactly
/// (integers below 2^24 in `f32`) and summed in the line's order, so a line scores to
/// the bit the same wherever it is scored.
pub(crate) fn line_score(line: &[u8]) -> f32 {
    let w = &WEIGHTS;
    let mut empty = 0u32;
    let mut merges = 0u32;
    let mut rises = 0f32;
    let mut falls = 0f32;
    let mut mass = 0f32;
    let mut steps = 0u32;
    // The previous tile met, skipping gaps, and whether it can still take a merge.
    let mut previous: Option<(u8, bool)> = None;
    for (i, &e) in line.iter().enumerate() {
        if e == 0 {
            empty += 1;
        } else {
            mass += cube(e);
            previous = match previous {
                Some((p, true)) if p == e => {
                    merges += 1;
                    Some((e, false))
                }
                _ => Some((e, true)),
            };
        }
        if let Some(&next) = line.get(i + 1) {
            let (a, b) = (cube(e), cube(next));
            if b > a {
                rises += b - a;
            } else {
                falls += a - b;
            }
            if e > 0 && next > 0 {
                steps += u32::from(e.abs_diff(next));
            }
        }
    }
    w.empty * empty as f32 + w.merge * merges as f32
        - w.disorder * rises.min(falls)
        - w.mass * mass
        - w.steps * steps as f32
}

/// `e³`, 0 for an empty cell; exact in `f32` for every exponent (63³ < 2^24).
fn cube(e: u8) -> f32 {
    let e = f32::from(e);
    e * e * e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_climbs_one_way_has_no_disorder() {
        // Same tiles, same mass, empties and steps; only the order differs.
        let ordered = line_score(&[1, 2, 3, 4]);
        let reversed = line_score(&[4, 3, 2, 1]);
        let humped = line_score(&[1, 4, 3, 2]);
        assert_eq!(ordered, reversed);
        // 1 4 3 2: rises 64 − 1 = 63, falls (64 − 27) + (27 − 8) = 56; steps 3 + 1 + 1
        // instead of 3: the disorder of 56 and 2 more steps.
        assert_eq!(
            ordered - humped,
            WEIGHTS.disorder * 56.0 + WEIGHTS.steps * 2.0
        );
    }

    #[test]
    fn three_equal_tiles_make_one_merge() {
        // 3 . 3 3: a slide merges one pair and leaves the third 3. Against 3 . 3 . it has
        // one empty cell less, one 3's mass more, the same disorder and no more steps
        // (its new neighbour is equal): so both count the same one merge.
        assert_eq!(
            line_score(&[3, 0, 3, 3]),
            line_score(&[3, 0, 3, 0]) - WEIGHTS.empty - WEIGHTS.mass * 27.0
        );
    }

    #[test]
    fn one_bigger_tile_beats_two_that_merge_into_it() {
        // 5 5 . . against 6 . . . : merging is rewarded beyond the merge term itself.
        assert!(line_score(&[6, 0, 0, 0]) > line_score(&[5, 5, 0, 0]));
    }
}
