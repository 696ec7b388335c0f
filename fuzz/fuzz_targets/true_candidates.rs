//! True candidates on fuzzed variant puzzles (every kind, 4×4 and 6×6, clues read off a
//! solved grid, most of it given): a digit is a true candidate of a cell exactly when the
//! puzzle with that digit given there has a solution (checked for one digit of every
//! cell by its own search, every solution found kept by the independent rule checker);
//! the counts are non-zero exactly at the true candidates; a grid that keeps every rule
//! is among them.
#![no_main]

#[path = "common/planted.rs"]
mod planted;

use libfuzzer_sys::fuzz_target;
use planted::{build, Bytes};
use sudoku_wasm::Error;

/// Guesses for the true candidates, and for each one-digit search.
const BUDGET: u64 = 2_000;
const ONE: u64 = 300;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let built = build(&mut bytes, &[4, 4, 6], 6, 192);
    let planted = built.planted();
    let puzzle = &built.puzzle;
    let n = usize::from(puzzle.size);
    let masks = match puzzle.true_candidates_with_budget(BUDGET) {
        Ok(masks) => masks,
        Err(Error::BrokenRule { .. }) => {
            assert!(
                !planted,
                "a grid that keeps every rule, refused: {puzzle:?}"
            );
            return;
        }
        Err(Error::BudgetExceeded { .. }) | Err(Error::InvalidPuzzle { .. }) => return,
        Err(other) => panic!("unexpected {other:?} for {puzzle:?}"),
    };
    assert_eq!(masks.len(), n * n);
    if planted {
        for (cell, (&mask, &digit)) in masks.iter().zip(&built.grid).enumerate() {
            assert!(
                mask & 1 << (digit - 1) != 0,
                "cell {cell} lost {digit}: {puzzle:?}"
            );
        }
    }
    // Every cell: one digit, given there, has a solution exactly when it is a candidate.
    for cell in 0..n * n {
        let digit = (cell * 5 + data.len()) % n + 1;
        let mut one = puzzle.clone();
        if one.givens[cell] != 0 {
            continue;
        }
        one.givens[cell] = digit as u8;
        let wanted = masks[cell] & 1 << (digit - 1) != 0;
        match one.solve_and_count(1, ONE) {
            Ok(found) => {
                let mut filled = one.clone();
                filled.givens = found.solution.clone();
                assert_eq!(filled.conflicts().unwrap(), vec![], "{one:?}");
                assert!(
                    wanted,
                    "r{}c{} can hold {digit}: {puzzle:?}",
                    cell / n + 1,
                    cell % n + 1
                );
                for (c, &d) in found.solution.iter().enumerate() {
                    assert!(
                        masks[c] & 1 << (d - 1) != 0,
                        "a solution outside the candidates: {puzzle:?}"
                    );
                }
            }
            Err(Error::NoSolution) | Err(Error::BrokenRule { .. }) => {
                assert!(
                    !wanted,
                    "r{}c{} cannot hold {digit}: {puzzle:?}",
                    cell / n + 1,
                    cell % n + 1
                )
            }
            Err(Error::BudgetExceeded { .. }) => {}
            Err(other) => panic!("unexpected {other:?} for {one:?}"),
        }
    }
    // The counts are non-zero exactly at the true candidates.
    if let Ok(counts) = puzzle.candidate_counts(3, BUDGET) {
        for (i, &count) in counts.iter().enumerate() {
            let (cell, d) = (i / n, i % n);
            assert_eq!(count > 0, masks[cell] & 1 << d != 0, "{puzzle:?}");
            assert!(count <= 3);
        }
    }
});
