//! How a tile's state is written on the page: the classes that pick its look and its
//! step's animations, and the style that places it (style/board.css).

use crate::model::tile_motion::{Beat, Phase, TileVis};
use rules::Direction;

/// The exponent class and digit-count class of a value.
pub fn value_classes(value: u64) -> String {
    let exponent = value.max(1).trailing_zeros();
    let digits = value.max(1).to_string().len();
    format!("e{exponent} d{digits}")
}

/// The class of a tile's face: its phase picks its CSS animation (a pass's, by the pass's
/// beat: so that two passes in a row each start theirs, and the pass played with its swap
/// waits for the swap's glide).
pub fn face_class(phase: Phase, beat: Beat) -> &'static str {
    match (phase, beat) {
        (Phase::Rest, _) => "face",
        (Phase::Merging, Beat::WithSwap) => "face merging-late",
        (Phase::Merging, _) => "face merging",
        (Phase::Popped, _) => "face popped",
        (Phase::Upgraded, Beat::WithSwap) => "face upgraded-late",
        (Phase::Upgraded, Beat::Odd) => "face upgraded-odd",
        (Phase::Upgraded, Beat::Even) => "face upgraded",
        (Phase::Spawned { .. }, Beat::WithSwap) => "face spawned-late",
        (Phase::Spawned { .. }, _) => "face spawned",
        (Phase::Nudged(Direction::Up), _) => "face nudge-up",
        (Phase::Nudged(Direction::Down), _) => "face nudge-down",
        (Phase::Nudged(Direction::Left), _) => "face nudge-left",
        (Phase::Nudged(Direction::Right), _) => "face nudge-right",
    }
}

/// The class of a tile for how it moves in a step beside its glide: falling (after the
/// merge; in the pass played with its swap, after the swap too, and a swapped tile that
/// falls first rises by its fall as it glides, since it is drawn at its last cell), or a
/// merged tile held until its swap is done and then sliding in.
pub fn motion_class(vis: &TileVis) -> &'static str {
    match (vis.fall, vis.beat) {
        _ if vis.from != (0, 0) => " slides-late",
        (0, _) => "",
        (_, Beat::WithSwap) if vis.swapped => " falls-swapped",
        (_, Beat::WithSwap) => " falls-late",
        (_, Beat::Odd) => " falls-odd",
        (_, Beat::Even) => " falls",
    }
}

/// The tile's style: its view cell, and what its step's animation starts from.
pub fn tile_style(vis: &TileVis) -> String {
    let mut style = format!("--vx:{};--vy:{}", vis.cell.0, vis.cell.1);
    if vis.fall > 0 {
        style.push_str(&format!(";--fall:{}", vis.fall));
    }
    if vis.from != (0, 0) {
        style.push_str(&format!(";--from-x:{};--from-y:{}", vis.from.0, vis.from.1));
    }
    style
}
