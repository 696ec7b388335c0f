//! The search on puzzles that are mostly consistent: a solved grid chosen by the input,
//! thinned and perturbed by the input. Solutions must be valid and keep the givens,
//! `solve` and `count_solutions` must agree, and counting must respect its limit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{solver, Error, Grid};

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    // A valid grid: the pattern grid with digits relabelled by the first bytes.
    let mut digits: Vec<u8> = (1..=9).collect();
    for (k, &b) in data[..4].iter().enumerate() {
        digits.swap(k, usize::from(b) % 9);
    }
    let mut cells: [u8; 81] = std::array::from_fn(|i| {
        let (r, c) = (i / 9, i % 9);
        digits[(r * 3 + r / 3 + c) % 9]
    });
    // Then each further byte either blanks a cell or writes a digit into one.
    for &b in &data[4..] {
        let cell = usize::from(b) % 81;
        cells[cell] = if b >= 162 { b % 10 } else { 0 };
    }
    let grid = Grid::from_bytes(&cells).unwrap();
    let limit = u64::from(data[0] % 4);
    let raw = solver::search(&cells, limit, 5_000);
    assert!(raw.count <= limit);
    assert_eq!(raw.first.is_some(), raw.count > 0);
    match grid.solve_with_budget(5_000) {
        Ok(solution) => {
            assert!(solution.is_solved());
            for (p, s) in cells.iter().zip(solution.as_bytes()) {
                assert!(*p == 0 || p == s);
            }
            if let Some(first) = raw.first {
                assert_eq!(&first, solution.as_bytes(), "deterministic first solution");
            }
            assert!(!matches!(grid.count_solutions_with_budget(2, 5_000), Ok(0)));
        }
        Err(Error::NoSolution) => assert_eq!(raw.count, 0),
        Err(Error::ConflictingGivens { .. }) => assert_eq!(raw.count, 0),
        Err(Error::BudgetExceeded { .. }) => {}
        Err(other) => panic!("unexpected {other:?}"),
    }
});
