//! How hard a solver thinks: a value of its own, so that the analysis, which sets each
//! position's search, need not depend on the solver that reads its yardstick.

/// How hard a solver thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Nodes a search may spend. A node is a bounded piece of work of the solver's own (a
    /// move tried, a new tile placed, a board evaluated), so a search costs the same on
    /// every machine. A first, shallow answer is always finished, whatever the budget.
    pub nodes: u32,
    /// The longest line of play a search looks at, in moves (each solver has its most,
    /// [`Solver::MAX_DEPTH`](super::Solver::MAX_DEPTH)); the node budget usually stops it
    /// first.
    pub depth: u8,
    /// Seed of the solver's own sampler, for a solver that samples the tiles to come (one
    /// that weighs every tile by its odds draws nothing, and the seed changes nothing).
    pub seed: u64,
}
