//! Hints, solve paths and grades on mostly consistent puzzles with arbitrary pencil
//! marks: no panic, and on a unique puzzle whose marks keep the solution, every step is
//! sound (no placement or elimination contradicts the solution).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{grade, hint, solve_path, Grid};

fuzz_target!(|data: &[u8]| {
    if data.len() < 4 {
        return;
    }
    // A solved grid (the pattern grid, digits relabelled), thinned by the input.
    let mut digits: Vec<u8> = (1..=9).collect();
    for (k, &b) in data[..4].iter().enumerate() {
        digits.swap(k, usize::from(b) % 9);
    }
    let solved: [u8; 81] = std::array::from_fn(|i| {
        let (r, c) = (i / 9, i % 9);
        digits[(r * 3 + r / 3 + c) % 9]
    });
    let mut cells = solved;
    let (thin, marks) = data[4..].split_at(data[4..].len().min(64));
    for &b in thin {
        cells[usize::from(b) % 81] = 0;
    }
    let grid = Grid::from_bytes(&cells).unwrap();
    let unique = grid.count_solutions(2) == Ok(1);
    // Pencil marks: every candidate, less what the remaining bytes cross out; the
    // solution's own digit is crossed out only when the byte's top bit is set.
    let mut masks = [0x1ffu16; 81];
    let mut keeps_solution = true;
    for &b in marks {
        let cell = usize::from(b) % 81;
        let digit = (b >> 4) % 9 + 1;
        if digit == solved[cell] {
            if b & 0x80 == 0 {
                continue;
            }
            keeps_solution = false;
        }
        masks[cell] &= !(1 << (digit - 1));
    }
    for masks in [None, Some(&masks)] {
        let Ok(Some(step)) = hint(&grid, masks) else {
            continue;
        };
        let sound = masks.is_none() || keeps_solution;
        if unique && sound && step.technique.name() != "Guess" {
            for p in &step.placements {
                assert_eq!(p.digit, solved[p.cell.index()], "{}", step.text);
            }
            for e in &step.eliminations {
                assert_ne!(e.digit, solved[e.cell.index()], "{}", step.text);
            }
        }
        assert!(!step.text.is_empty());
    }
    if unique {
        let path = solve_path(&grid).unwrap();
        assert!(path.len() <= 81 * 9);
        for step in &path {
            for p in &step.placements {
                assert_eq!(p.digit, solved[p.cell.index()], "{}", step.text);
            }
        }
        assert!(grade(&grid).is_ok());
    }
});
