//! Whether a board's left and right edges are joined (docs/RULES.md §2): the one rule in
//! which ExponenTorus and the original ExponenTile differ.

/// How a board's columns join: every rule that looks sideways (neighbours, runs, valid
/// moves, a swap's written form) asks this; rows never wrap on either, since gravity needs
/// a top and a bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Topology {
    /// Columns wrap: column 0 and the last column are neighbours, and a run may cross the
    /// seam between them. The ExponenTorus mode, and what a board is unless told otherwise.
    #[default]
    Cylinder,
    /// Columns stop at the left and right edges, as in Mike Laumann Bellika's original
    /// ExponenTile: no swap and no run crosses them.
    Flat,
}

impl Topology {
    /// Whether the columns wrap (a cylinder).
    pub fn wraps(self) -> bool {
        self == Topology::Cylinder
    }
}
