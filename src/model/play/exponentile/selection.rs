//! What a click or tap on a cell does, given the cell already selected: the click-click
//! way to swap. Pure, so the rule is tested natively.

use rules::Pos;

/// The outcome of tapping a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Select the tapped cell (nothing was selected, or it is not a neighbour).
    Select(Pos),
    /// Drop the selection (the selected cell was tapped again).
    Deselect,
    /// Swap the selected cell with the tapped neighbour.
    Swap(Pos, Pos),
}

/// Tapping `tapped` while `selected` is selected; `neighbours` says whether the two are
/// neighbours on the board (the left/right seam counts, the top/bottom edge does not).
pub fn tap(selected: Option<Pos>, tapped: Pos, neighbours: bool) -> Tap {
    match selected {
        Some(s) if s == tapped => Tap::Deselect,
        Some(s) if neighbours => Tap::Swap(s, tapped),
        _ => Tap::Select(tapped),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Pos = Pos::new(8, 3);
    const B: Pos = Pos::new(0, 3);

    #[test]
    fn the_first_tap_selects() {
        assert_eq!(tap(None, A, false), Tap::Select(A));
    }

    #[test]
    fn a_neighbour_swaps_in_the_order_tapped() {
        assert_eq!(tap(Some(A), B, true), Tap::Swap(A, B));
    }

    #[test]
    fn a_non_neighbour_is_selected_instead() {
        assert_eq!(
            tap(Some(A), Pos::new(2, 2), false),
            Tap::Select(Pos::new(2, 2))
        );
    }

    #[test]
    fn the_selected_cell_again_drops_the_selection() {
        assert_eq!(tap(Some(A), A, false), Tap::Deselect);
    }
}
