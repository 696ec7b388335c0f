//! The SudokuPad reader on any text: links, scl JSON (plain, zipped or compressed into a
//! link) and f-puzzles JSON. It must answer, never panic; a puzzle it returns must pass
//! the description's own checks and survive its JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::variant::{puzzle_from_json, sudokupad};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    // Half the inputs are read as they are, half as the scl text of a link.
    let input = if mode % 2 == 0 {
        text.into_owned()
    } else {
        format!("https://sudokupad.app/scl{}", lz_str::compress_to_base64(&*text))
    };
    if let Ok(puzzle) = sudokupad::from_sudokupad(&input) {
        puzzle.validate_shape().expect("a puzzle read passes its own checks");
        let json = serde_json::to_string(&puzzle).unwrap();
        assert_eq!(puzzle_from_json(&json).unwrap(), puzzle);
    }
});
