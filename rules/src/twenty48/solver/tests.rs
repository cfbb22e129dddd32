//! The solver's boards against the game's own slide, and the 4×4 bitboard against the
//! general board: the same slides, the same evaluations, the same choices.

use proptest::prelude::*;

use super::bitboard::{Bitboard, build_tables};
use super::grid::Grid;
use super::tree::{DIRECTIONS, Position};
use super::{DEFAULT, Search};
use crate::solver::Search as _;
use crate::twenty48::Board as SlideBoard;

/// Exponents of a board of side `n`: empty cells and small tiles mostly, so that slides
/// merge often, with now and then a large tile.
fn exponents(n: usize, most: u8) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(
        prop_oneof![3 => Just(0u8), 6 => 1..=4u8, 1 => 5..=most],
        n * n,
    )
}

fn slide_board(n: usize, exponents: &[u8]) -> SlideBoard {
    let rows: Vec<Vec<u64>> = exponents
        .chunks(n)
        .map(|row| {
            row.iter()
                .map(|&e| if e == 0 { 0 } else { 1 << e })
                .collect()
        })
        .collect();
    SlideBoard::from_rows(&rows).expect("a valid board")
}

/// The game's slide of the board, as exponents; `None` when nothing moves.
fn game_slide(n: usize, exponents: &[u8], dir: crate::Direction) -> Option<Vec<u8>> {
    let mut board = slide_board(n, exponents);
    board.slide(dir)?;
    Some(
        board
            .rows()
            .iter()
            .flatten()
            .map(|&v| if v == 0 { 0 } else { v.trailing_zeros() as u8 })
            .collect(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn the_general_board_slides_as_the_game(
        exps in (3..=8usize).prop_flat_map(|n| exponents(n, 63)),
    ) {
        let n = (exps.len() as f64).sqrt() as usize;
        for dir in DIRECTIONS {
            let ours = Grid::new(n, &exps).slide(dir).map(|g| g.exponents());
            prop_assert_eq!(ours, game_slide(n, &exps, dir), "{:?}", dir);
        }
    }

    #[test]
    fn the_bitboard_slides_as_the_game(exps in exponents(4, 14)) {
        build_tables();
        for dir in DIRECTIONS {
            let ours = Bitboard::new(&exps).slide(dir).map(|b| b.exponents());
            prop_assert_eq!(ours, game_slide(4, &exps, dir), "{:?}", dir);
        }
    }

    /// Same evaluation to the bit, same empty cells, same children.
    #[test]
    fn the_bitboard_and_the_general_board_agree(exps in exponents(4, 15), cell in 0..16usize) {
        build_tables();
        let (bits, grid) = (Bitboard::new(&exps), Grid::new(4, &exps));
        prop_assert_eq!(bits.evaluate().to_bits(), grid.evaluate().to_bits());
        prop_assert_eq!(bits.empty_count(), grid.empty_count());
        prop_assert_eq!(bits.is_empty_at(cell), grid.is_empty_at(cell));
        if grid.is_empty_at(cell) {
            prop_assert_eq!(
                bits.with_tile(cell, 2).exponents(),
                grid.with_tile(cell, 2).exponents()
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// A 4×4 search on either board chooses alike, with the same value, at the same cost.
    #[test]
    fn a_search_on_either_board_chooses_alike(exps in exponents(4, 11), nodes in 1..20_000u32) {
        build_tables();
        let board = slide_board(4, &exps);
        let budget = crate::solver::Budget { nodes, ..DEFAULT };
        let mut fast = Search::on(&board, budget, false);
        let mut general = Search::on(&board, budget, true);
        prop_assert!(matches!(fast.engine, super::Engine::Four(_)));
        prop_assert!(matches!(general.engine, super::Engine::General(_)));
        prop_assert_eq!(fast.step(u32::MAX), general.step(u32::MAX));
        prop_assert_eq!(fast.spent(), general.spent());
    }
}

/// A 4×4 board whose total is too near 65,536 for nibbles is searched on the general
/// board, and still correctly: two 32768s merge.
#[test]
fn a_board_too_big_for_nibbles_is_searched_on_the_general_board() {
    let board: SlideBoard = "
        32768 32768 4 2
            2     4 8 16
            4     8 16 32
            8    16 32 64"
        .parse()
        .unwrap();
    let mut search = Search::new(&board, DEFAULT);
    assert!(matches!(search.engine, super::Engine::General(_)));
    let choice = search.step(u32::MAX).flatten().expect("a move");
    assert_eq!(choice.expected_points, 65536.0);
}
