//! The generator on arbitrary options: it always returns within its attempts, the
//! puzzle has exactly one solution (the one returned), `reached` tells the truth, and
//! the same options give the same puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{generate, GenerateOptions, Level, Symmetry};

fuzz_target!(|data: &[u8]| {
    if data.len() < 11 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap());
    let options = GenerateOptions {
        seed,
        level: Level::ALL[usize::from(data[8]) % Level::ALL.len()],
        symmetry: Symmetry::ALL[usize::from(data[9]) % Symmetry::ALL.len()],
        minimal: data[10] & 1 == 0,
        max_attempts: u32::from(data[10] >> 5) + 1,
        se: None,
    };
    let generated = generate(&options);
    assert_eq!(generated.puzzle.count_solutions(2), Ok(1));
    assert_eq!(generated.puzzle.solve(), Ok(generated.solution));
    assert!(generated.attempts >= 1 && generated.attempts <= options.max_attempts);
    assert_eq!(generated.reached, generated.grade.level == options.level);
    assert_eq!(generate(&options).puzzle, generated.puzzle, "deterministic");
});
