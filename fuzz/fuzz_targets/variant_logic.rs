//! Variant logic on fuzzed variant puzzles (every kind, 4×4 and 6×6, clues read off a
//! solved grid, most of it given): the search's solution passes the independent rule checker;
//! every step of the solve path is sound against it (no placement or elimination
//! contradicts it: every step of a unique puzzle, and every step before the first guess
//! of any puzzle, since a sound step holds in every solution); the path ends in a grid
//! the checker passes; hints and grades never panic.
#![no_main]

#[path = "common/planted.rs"]
mod planted;

use libfuzzer_sys::fuzz_target;
use planted::{build, Bytes};
use sudoku_wasm::variant::{Puzzle, PuzzleStep, PuzzleTechnique};
use sudoku_wasm::Error;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    let built = build(&mut bytes, &[4, 4, 6], 6, 160);
    let planted = built.planted();
    let puzzle = &built.puzzle;
    let found = match puzzle.solve_and_count(2, 2_000) {
        Ok(found) => found,
        Err(Error::NoSolution) | Err(Error::BrokenRule { .. }) => {
            assert!(!planted, "the planted grid was lost: {puzzle:?}");
            return;
        }
        Err(Error::BudgetExceeded { .. }) | Err(Error::InvalidPuzzle { .. }) => return,
        Err(other) => panic!("unexpected {other:?} for {puzzle:?}"),
    };
    let solution = found.solution;
    let mut filled = puzzle.clone();
    filled.givens = solution.clone();
    assert_eq!(filled.conflicts().unwrap(), vec![], "{puzzle:?}");
    let unique = found.count == 1 && found.complete;
    let path = match puzzle.solve_path() {
        Ok(path) => path,
        Err(Error::BudgetExceeded { .. }) => return,
        Err(other) => panic!("solve_path: {other:?} for {puzzle:?}"),
    };
    let mut grid = puzzle.givens.clone();
    let mut guessed = false;
    for step in &path {
        assert!(!step.text.is_empty());
        if step.technique == PuzzleTechnique::Guess {
            guessed = true;
        } else if unique || !guessed {
            assert_sound(step, &solution, &puzzle);
        }
        for p in &step.placements {
            grid[usize::from(p.cell)] = p.digit;
        }
    }
    let mut end = puzzle.clone();
    end.givens = grid;
    assert_eq!(
        end.conflicts().unwrap(),
        vec![],
        "the path's grid: {puzzle:?}"
    );
    if unique {
        assert_eq!(end.givens, solution, "{puzzle:?}");
    }
    // A hint from the player's marks: every candidate but a few the solution does not use.
    let n = usize::from(puzzle.size);
    let mut masks = vec![(1u32 << n) - 1; n * n];
    for (cell, mask) in masks.iter_mut().enumerate() {
        let d = (cell * 7 + data.len()) % n;
        if usize::from(solution[cell]) != d + 1 && cell % 3 == 0 {
            *mask &= !(1 << d);
        }
    }
    if let Ok(Some(step)) = puzzle.hint(Some(&masks)) {
        if unique && step.technique != PuzzleTechnique::Guess {
            assert_sound(&step, &solution, &puzzle);
        }
    }
    let _ = puzzle.grade();
});

/// A step's placements are the solution's digits and its eliminations never remove one.
fn assert_sound(step: &PuzzleStep, solution: &[u8], puzzle: &Puzzle) {
    for p in &step.placements {
        assert_eq!(
            p.digit,
            solution[usize::from(p.cell)],
            "{}: {puzzle:?}",
            step.text
        );
    }
    for e in &step.eliminations {
        assert_ne!(
            e.digit,
            solution[usize::from(e.cell)],
            "{}: {puzzle:?}",
            step.text
        );
    }
}
