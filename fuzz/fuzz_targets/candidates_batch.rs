//! Pencil marks and batch solving on arbitrary bytes: `candidates` matches its
//! definition, and `solve_many` answers every puzzle of any buffer with a status.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{solve_many_with_budget, Cell, Grid, SolveStatus, Unit};

fuzz_target!(|data: &[u8]| {
    // Pencil marks of a grid made from the first 81 bytes (values folded to 0-9).
    if data.len() >= 81 {
        let cells: Vec<u8> = data[..81].iter().map(|b| b % 10).collect();
        let grid = Grid::from_bytes(&cells).unwrap();
        let marks = grid.candidates();
        for cell in Cell::all() {
            let expected = if grid.get(cell) != 0 {
                0
            } else {
                (1..=9u8)
                    .filter(|&d| {
                        Unit::all()
                            .filter(|u| u.contains(cell))
                            .all(|u| u.cells().iter().all(|&c| grid.get(c) != d))
                    })
                    .fold(0u16, |m, d| m | 1 << (d - 1))
            };
            assert_eq!(marks[cell.index()], expected, "{cell}");
        }
    }
    // The whole input as a batch: one status per 81 bytes (and one for a short tail).
    let batch = solve_many_with_budget(data, 2_000);
    assert_eq!(batch.len(), data.len().div_ceil(81));
    assert_eq!(batch.solutions.len(), batch.len() * 81);
    for (i, status) in batch.status.iter().enumerate() {
        let puzzle = &data[i * 81..data.len().min(i * 81 + 81)];
        let answer = &batch.solutions[i * 81..i * 81 + 81];
        match status {
            SolveStatus::Solved => {
                let solution = Grid::from_bytes(answer).unwrap();
                assert!(solution.is_solved());
                assert!(puzzle.iter().zip(answer).all(|(&p, &s)| p == 0 || p == s));
            }
            _ => assert!(answer.iter().all(|&b| b == 0)),
        }
        if puzzle.len() < 81 {
            assert_eq!(*status, SolveStatus::WrongLength);
        }
    }
});
