//! The f-puzzles reader on arbitrary text and on mutated f-puzzles documents: no panic;
//! what it reads is a valid description that writes back and reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::variant::fpuzzles::{from_fpuzzles, to_fpuzzles};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(puzzle) = from_fpuzzles(text) else {
        return;
    };
    assert_eq!(puzzle.validate_shape(), Ok(()), "{text}");
    // What it read, written: the same puzzle back (when f-puzzles can state it).
    if let Ok(json) = to_fpuzzles(&puzzle) {
        let back = from_fpuzzles(&json).expect("reads its own output");
        assert_eq!(back.givens, puzzle.givens);
        assert_eq!(back.size, puzzle.size);
        assert_eq!(
            back.constraints.len(),
            puzzle.constraints.len(),
            "{json}"
        );
    }
    // The search never panics on it, whatever it is (a small budget).
    let _ = puzzle.count_solutions_with_budget(2, 200);
});
