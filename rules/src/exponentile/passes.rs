//! Passes (docs/RULES.md §4–5): matches applied at once, then gravity and
//! refill; the swap's own pass, and the cascade passes that follow while runs remain.

use super::Spawn;
use super::board::Board;
use super::report::{Fall, Merge, PassReport};
use super::runs::{Arms, CellSet, arms_at, has_run, matched_cells, run_cells, upgraded};
use super::tiles::TileSource;
use super::{Pos, Tile, TileId};

/// A match chosen for a pass: the origin's row-major index, its new exponent and its arms
/// (which say which cells it matched).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chosen {
    pub origin: usize,
    pub exponent: u8,
    pub arms: Arms,
}

/// The matches of one cascade pass (step 5): every origin in scan order (columns left to
/// right, each top to bottom), stable-sorted by new value, highest first, then accepted
/// greedily when none of its cells was claimed by an accepted one.
pub(crate) fn cascade_matches(board: &Board, chosen: &mut Vec<Chosen>) {
    chosen.clear();
    let Some(marks) = run_cells(board) else {
        return;
    };
    let size = board.size();
    // (scan rank, candidate), pushed in rank order.
    let mut candidates: Vec<(usize, Chosen)> = Vec::with_capacity(16);
    for x in 0..size {
        for y in 0..size {
            let i = y * size + x;
            if marks.contains(i) {
                let arms = arms_at(board, i);
                let exponent = upgraded(board.exps[i], arms.matched());
                candidates.push((
                    x * size + y,
                    Chosen {
                        origin: i,
                        exponent,
                        arms,
                    },
                ));
            }
        }
    }
    // Stable insertion sort by new value, highest first (the candidates are pushed in rank
    // order and are few); the same order as sorting by (value descending, rank), without
    // a general sort's code in the browser build.
    for i in 1..candidates.len() {
        let mut j = i;
        while j > 0 && candidates[j - 1].1.exponent < candidates[j].1.exponent {
            candidates.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut claimed = CellSet::default();
    for (_, candidate) in candidates {
        let (x, y) = (candidate.origin % size, candidate.origin / size);
        let mut free = !claimed.contains(candidate.origin);
        matched_cells(candidate.arms, size, x, y, |j| free &= !claimed.contains(j));
        if free {
            claimed.insert(candidate.origin);
            matched_cells(candidate.arms, size, x, y, |j| claimed.insert(j));
            chosen.push(candidate);
        }
    }
}

/// Applies `chosen` (disjoint matches) at once, then gravity and refill, recording it
/// all in `report`.
pub(crate) fn apply_pass(
    board: &mut Board,
    chosen: &[Chosen],
    source: &mut impl TileSource,
    report: &mut PassReport,
) {
    let size = board.size();
    let mut holes = Holes::default();
    report.merges.reserve(chosen.len());
    for c in chosen {
        let (x, y) = (c.origin % size, c.origin / size);
        let mut merged = Vec::with_capacity(c.arms.matched() as usize);
        matched_cells(c.arms, size, x, y, |j| {
            merged.push((board.ids[j], board.pos(j)));
            board.exps[j] = 0;
            holes.add(j % size, j / size);
        });
        board.exps[c.origin] = c.exponent;
        let value = Tile {
            id: TileId(0),
            exponent: c.exponent,
        }
        .value();
        report.merges.push(Merge {
            origin: board.pos(c.origin),
            origin_id: board.ids[c.origin],
            value,
            merged,
            points: value,
        });
    }
    gravity_and_refill(board, &holes, source, report);
}

/// Where a pass emptied cells: per column, how many and how far down, so gravity only
/// visits what moves and the report's lists are allocated once at their exact size.
#[derive(Default)]
struct Holes {
    /// Cells emptied in each column.
    count: [u8; Board::MAX_SIZE],
    /// One past the lowest emptied row of each column (0: none emptied).
    depth: [u8; Board::MAX_SIZE],
}

impl Holes {
    fn add(&mut self, x: usize, y: usize) {
        self.count[x] += 1;
        self.depth[x] = self.depth[x].max(y as u8 + 1);
    }
}

/// Step 4: in every column the tiles fall to the bottom keeping their order, and the empty
/// cells at the top are filled with new tiles, columns left to right, each top row down.
fn gravity_and_refill(
    board: &mut Board,
    holes: &Holes,
    source: &mut impl TileSource,
    report: &mut PassReport,
) {
    let size = board.size();
    let columns = 0..size;
    // Every tile above a column's lowest hole falls: depth minus the holes.
    let falls: usize = columns
        .clone()
        .map(|x| usize::from(holes.depth[x] - holes.count[x]))
        .sum();
    let spawns: usize = columns.clone().map(|x| usize::from(holes.count[x])).sum();
    report.falls.reserve(falls);
    report.spawns.reserve(spawns);
    for x in columns.filter(|&x| holes.count[x] > 0) {
        // Rows are walked bottom up from the lowest hole; `landing` is where the next
        // surviving tile lands.
        let depth = usize::from(holes.depth[x]);
        let mut landing = depth;
        for y in (0..depth).rev() {
            let i = y * size + x;
            if board.exps[i] != 0 {
                landing -= 1;
                if landing != y {
                    let to = landing * size + x;
                    board.exps[to] = board.exps[i];
                    board.ids[to] = board.ids[i];
                    board.exps[i] = 0;
                    report.falls.push(Fall {
                        id: board.ids[to],
                        from: Pos::new(x as u8, y as u8),
                        to: Pos::new(x as u8, landing as u8),
                    });
                }
            }
        }
        for y in 0..landing {
            let i = y * size + x;
            // A source outside the contract (1 to 4) must not break the board: 0 would
            // read as an empty cell, and past 63 a value overflows.
            let exponent = source.draw().clamp(1, Tile::MAX_EXPONENT);
            let id = TileId(board.next_id);
            board.next_id = board.next_id.wrapping_add(1);
            board.exps[i] = exponent;
            board.ids[i] = id;
            report.spawns.push(Spawn {
                id,
                at: Pos::new(x as u8, y as u8),
                value: Tile { id, exponent }.value(),
            });
        }
    }
}

impl Board {
    /// Whether any cell is in a run (a line of three or more equal tiles, across the seam
    /// included). A board at rest has none.
    pub fn has_run(&self) -> bool {
        has_run(self)
    }

    /// Applies cascade passes (docs/RULES.md §5) until no run remains, drawing new
    /// tiles from `source`, and reports each pass. A board without runs is left alone and
    /// gives no pass. This is what follows a swap's own pass; on its own it settles a board
    /// written with runs (the golden vectors' `resolve`).
    pub fn resolve(&mut self, source: &mut impl TileSource) -> Vec<PassReport> {
        let mut passes = Vec::new();
        self.resolve_into(source, &mut passes);
        passes
    }

    /// [`Board::resolve`], appending the passes to `passes`.
    pub(crate) fn resolve_into(
        &mut self,
        source: &mut impl TileSource,
        passes: &mut Vec<PassReport>,
    ) {
        let mut chosen = Vec::new();
        loop {
            cascade_matches(self, &mut chosen);
            if chosen.is_empty() {
                return;
            }
            let mut report = PassReport::default();
            apply_pass(self, &chosen, source, &mut report);
            passes.push(report);
        }
    }
}
