//! Property tests (proptest) for the invariants every input must keep.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{naive_count, random_puzzle, Rng};
use proptest::prelude::*;
use sudoku_wasm::{solver, Error, Grid};

/// Any 81 values 0-9: mostly grids with conflicting givens.
fn any_grid() -> impl Strategy<Value = Grid> {
    proptest::collection::vec(0u8..=9, 81).prop_map(|v| Grid::from_bytes(&v).unwrap())
}

/// A consistent puzzle: a random solved grid with `blanks` cells cleared.
fn puzzle(blanks: std::ops::Range<usize>) -> impl Strategy<Value = Grid> {
    (any::<u64>(), blanks)
        .prop_map(|(seed, b)| Grid::from_bytes(&random_puzzle(&mut Rng::new(seed), b)).unwrap())
}

fn keeps_givens(puzzle: &Grid, solution: &Grid) -> bool {
    puzzle
        .as_bytes()
        .iter()
        .zip(solution.as_bytes())
        .all(|(&p, &s)| p == 0 || p == s)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn formats_round_trip(grid in any_grid()) {
        prop_assert_eq!(Grid::from_line(&grid.to_line()), Ok(grid));
        prop_assert_eq!(Grid::from_grid_text(&grid.to_grid_text()), Ok(grid));
        prop_assert_eq!(Grid::parse(&grid.to_line()), Ok(grid));
        prop_assert_eq!(Grid::parse(&grid.to_grid_text()), Ok(grid));
        prop_assert_eq!(Grid::parse(&grid.to_pretty()), Ok(grid));
        prop_assert_eq!(Grid::from_bytes(grid.as_bytes()), Ok(grid));
    }

    #[test]
    fn text_never_panics(text in "\\PC{0,200}") {
        for result in [Grid::from_line(&text), Grid::from_grid_text(&text), Grid::parse(&text)] {
            if let Err(err) = result {
                prop_assert!(!err.to_string().is_empty());
            }
        }
    }

    #[test]
    fn solutions_are_valid_and_keep_the_givens(grid in puzzle(30..64)) {
        let solution = grid.solve().unwrap();
        prop_assert!(solution.is_solved());
        prop_assert!(keeps_givens(&grid, &solution));
        prop_assert_eq!(grid.solve(), Ok(solution), "deterministic");
    }

    #[test]
    fn counts_agree_with_the_oracle(grid in puzzle(25..56), limit in 0u64..4) {
        if let Some(expected) = naive_count(grid.as_bytes(), limit, 1_000_000) {
            prop_assert_eq!(grid.count_solutions(limit), Ok(expected));
        }
    }

    #[test]
    fn arbitrary_grids_get_an_answer_or_a_reason(grid in any_grid()) {
        let conflicts = grid.conflicts();
        match grid.solve() {
            Ok(solution) => {
                prop_assert!(conflicts.is_empty());
                prop_assert!(keeps_givens(&grid, &solution));
            }
            Err(Error::ConflictingGivens { digit, cells, unit }) => {
                prop_assert!(!conflicts.is_empty());
                prop_assert_eq!((digit, cells, unit), (conflicts[0].digit, conflicts[0].cells, conflicts[0].unit));
                prop_assert_eq!(grid.get(cells[0]), digit);
                prop_assert_eq!(grid.get(cells[1]), digit);
                prop_assert!(unit.contains(cells[0]) && unit.contains(cells[1]));
            }
            Err(Error::NoSolution) => prop_assert_eq!(grid.count_solutions(1), Ok(0)),
            Err(other) => prop_assert!(false, "unexpected {:?}", other),
        }
    }

    #[test]
    fn search_respects_limit_and_budget(grid in puzzle(40..81), limit in 0u64..50, budget in 0u64..200) {
        let result = solver::search(grid.as_bytes(), limit, budget);
        prop_assert!(result.count <= limit);
        prop_assert!(result.guesses <= budget);
        prop_assert_eq!(result.first.is_some(), result.count > 0);
        if !result.out_of_budget && result.count < limit {
            // A complete search that stopped short of the limit found them all.
            prop_assert_eq!(solver::search(grid.as_bytes(), u64::MAX, u64::MAX).count, result.count);
        }
    }
}
