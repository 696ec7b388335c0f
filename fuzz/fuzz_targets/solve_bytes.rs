//! The byte reader and the checked solving API on arbitrary bytes (mostly malformed or
//! conflicting): no panic, and the answers agree with each other.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{Error, Grid};

fuzz_target!(|data: &[u8]| {
    let Ok(grid) = Grid::from_bytes(data) else {
        return;
    };
    let conflicts = grid.conflicts();
    assert_eq!(conflicts.is_empty(), grid.check().is_ok());
    match grid.solve_with_budget(10_000) {
        Ok(solution) => {
            assert!(solution.is_solved());
            assert!(conflicts.is_empty());
            for (p, s) in grid.as_bytes().iter().zip(solution.as_bytes()) {
                assert!(*p == 0 || p == s);
            }
        }
        Err(Error::ConflictingGivens { .. }) => assert!(!conflicts.is_empty()),
        Err(Error::NoSolution) => {
            assert_eq!(grid.count_solutions_with_budget(2, 10_000), Ok(0));
        }
        Err(Error::BudgetExceeded { .. }) => {}
        Err(other) => panic!("unexpected {other:?}"),
    }
});
