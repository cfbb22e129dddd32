//! What the player sees happen on the board, in a module of its own: the modes tell it, and
//! the sounds and the tutorial read it, none of them through the others.

/// Something the player sees happen on the board, told as it shows: the session decides
/// the sound it makes ([`crate::model::sound`]) and the tutorial watches for it
/// ([`crate::model::tutorial`]). Modes tell what their board does; what follows from it is
/// the session's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happening {
    /// A tile picked up (Space or Enter) or selected (a tap or a click).
    PickUp,
    /// An accepted move starts to show: a swap, or a slide. `across_seam` when the two
    /// tiles swapped sit either side of a cylinder's seam.
    Move {
        /// Whether the swap joined the board's last column to its first.
        across_seam: bool,
    },
    /// A move the rules refused (the tiles swap back, a slide that changes nothing), or a
    /// swap over the board's top or bottom edge.
    Refusal,
    /// A merge, as it shows: `tiles` tiles became one of `value`. `pass` counts the
    /// passes of the move before it (0: the swap's own; 1 and on: a cascade).
    Merge {
        /// The new tile's value.
        value: u64,
        /// How many tiles merged into it, itself included.
        tiles: usize,
        /// The pass it came in.
        pass: usize,
    },
    /// The view rolled; `seam_shown` when the seam now runs inside it rather than along
    /// its border.
    Roll {
        /// Whether the seam shows inside the view.
        seam_shown: bool,
    },
}
