//! The wasm boundary, in headless Chromium and Firefox (`make test-wasm`): bytes in and
//! out, thrown errors with their `code` and `cells`, no trap on garbage input.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

use sudoku_wasm::wasm;

wasm_bindgen_test_configure!(run_in_browser);

const SAMPLE: &str =
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760";
const SAMPLE_SOLVED: &str =
    "135469278782135649469278135321546897874913526596827413917652384643781952258394761";

fn bytes(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

/// The thrown value must be a real JS `Error`; returns (message, code, cells).
fn thrown(err: JsValue) -> (String, String, Vec<u32>) {
    let error: js_sys::Error = err.dyn_into().expect("a JS Error");
    let code = Reflect::get(&error, &"code".into())
        .unwrap()
        .as_string()
        .unwrap();
    let cells: Array = Reflect::get(&error, &"cells".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    let cells = cells.iter().map(|v| v.as_f64().unwrap() as u32).collect();
    assert_eq!(String::from(error.name()), "SudokuError");
    (error.message().into(), code, cells)
}

#[wasm_bindgen_test]
fn solves_the_baekjoon_sample_byte_for_byte() {
    let solution = wasm::solve(&bytes(SAMPLE)).unwrap();
    assert_eq!(solution, bytes(SAMPLE_SOLVED));
}

#[wasm_bindgen_test]
fn solves_the_hard_and_the_ambiguous_seeds() {
    let hard =
        bytes("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
    let solution = wasm::solve(&hard).unwrap();
    assert_eq!(solution.len(), 81);
    assert!(solution
        .iter()
        .zip(&hard)
        .all(|(&s, &p)| (1..=9).contains(&s) && (p == 0 || p == s)));
    let several =
        bytes("000000000782135649469278135321546897000000000596827413917652384643781952000000000");
    assert_eq!(wasm::count_solutions(&several, 2.0, None).unwrap(), 2.0);
    assert_eq!(
        wasm::count_solutions(&bytes(SAMPLE), 2.0, None).unwrap(),
        1.0
    );
    assert_eq!(wasm::count_solutions(&[0; 81], 0.0, None).unwrap(), 0.0);
}

#[wasm_bindgen_test]
fn wrong_length() {
    for len in [0usize, 1, 80, 82, 1000] {
        let (message, code, cells) = thrown(wasm::solve(&vec![0; len]).unwrap_err());
        assert_eq!(code, "WrongLength");
        assert_eq!(message, format!("expected 81 cells, found {len}"));
        assert!(cells.is_empty());
    }
}

#[wasm_bindgen_test]
fn invalid_value() {
    for value in [10u8, 46, 255] {
        let mut cells = vec![0u8; 81];
        cells[40] = value;
        let (message, code, cells) = thrown(wasm::solve(&cells).unwrap_err());
        assert_eq!(code, "InvalidValue");
        assert_eq!(cells, vec![40]);
        assert_eq!(
            message,
            format!("invalid value {value} at row 5, column 5 (cells must be 0-9)")
        );
    }
}

#[wasm_bindgen_test]
fn conflicting_givens() {
    let mut cells = bytes(SAMPLE);
    cells[0] = 3; // row 1 already has a 3 at column 2
    let (message, code, indices) = thrown(wasm::solve(&cells).unwrap_err());
    assert_eq!(code, "ConflictingGivens");
    assert_eq!(indices, vec![0, 1]);
    assert_eq!(
        message,
        "digit 3 is given twice in row 1: at row 1, column 1 and at row 1, column 2"
    );
    let (_, code, _) = thrown(wasm::count_solutions(&cells, 2.0, None).unwrap_err());
    assert_eq!(code, "ConflictingGivens");
}

#[wasm_bindgen_test]
fn no_solution() {
    // Consistent givens, but row 1 leaves cell (1,1) only 9, which column 1 already has.
    let mut cells = vec![0u8; 81];
    cells[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    cells[9 * 4] = 9;
    let (message, code, indices) = thrown(wasm::solve(&cells).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str()),
        ("the puzzle has no solution", "NoSolution")
    );
    assert!(indices.is_empty());
    assert_eq!(wasm::count_solutions(&cells, 2.0, None).unwrap(), 0.0);
}

#[wasm_bindgen_test]
fn budgets_and_arguments() {
    let (_, code, _) =
        thrown(wasm::count_solutions(&[0; 81], f64::INFINITY, Some(1000.0)).unwrap_err());
    assert_eq!(code, "BudgetExceeded");
    for bad in [-1.0, 1.5, f64::NAN] {
        let (message, code, _) = thrown(wasm::count_solutions(&[0; 81], bad, None).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("limit must be a whole number"),
            "{message}"
        );
    }
}

#[wasm_bindgen_test]
fn garbage_never_traps() {
    // A cheap deterministic generator: every length up to 100 and bytes of every value.
    let mut state = 0x2545_f491_u32;
    for len in 0..=100 {
        let junk: Vec<u8> = (0..len)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                (state % 12) as u8 // mostly 0-9, some 10 and 11
            })
            .collect();
        // Ok or a thrown SudokuError; a trap would abort the test run.
        if let Err(err) = wasm::solve(&junk) {
            thrown(err);
        }
    }
}
