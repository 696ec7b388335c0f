//! The wasm boundary, in headless Chromium and Firefox (`make test-wasm`): bytes in and
//! out, thrown errors with their `code` and `cells`, no trap on garbage input.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, Uint8Array};
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

/// `parse` with a Rust string (the export takes any JS value).
fn parse_text(text: &str) -> Result<Vec<u8>, JsValue> {
    wasm::parse(text.into())
}

/// `format` with a Rust string (the export takes any JS value).
fn format_as(cells: &[u8], style: &str) -> Result<String, JsValue> {
    wasm::format(cells, style.into())
}

/// Reads `key` of a JS object.
fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn validate_lists_conflicts_as_plain_objects() {
    assert_eq!(
        Array::from(&wasm::validate(&bytes(SAMPLE)).unwrap()).length(),
        0
    );
    // Three clashes, one of each unit kind: the 3 at cell 1 twice more.
    let mut cells = vec![0u8; 81];
    cells[1] = 3;
    cells[7] = 3; // row 0
    cells[9 * 5 + 1] = 3; // column 1
    cells[9 + 2] = 3; // box 0
    let list: Array = wasm::validate(&cells).unwrap().dyn_into().unwrap();
    let shapes: Vec<(f64, Vec<f64>, String, f64)> = list
        .iter()
        .map(|c| {
            let unit = get(&c, "unit");
            let pair: Array = get(&c, "cells").dyn_into().unwrap();
            (
                get(&c, "digit").as_f64().unwrap(),
                pair.iter().map(|v| v.as_f64().unwrap()).collect(),
                get(&unit, "kind").as_string().unwrap(),
                get(&unit, "index").as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        shapes,
        vec![
            (3.0, vec![1.0, 7.0], "row".into(), 0.0),
            (3.0, vec![1.0, 46.0], "column".into(), 1.0),
            (3.0, vec![1.0, 11.0], "box".into(), 0.0),
        ]
    );
    assert_eq!(
        get(&list.get(2), "message").as_string().unwrap(),
        "digit 3 is given twice in box 1: at row 1, column 2 and at row 2, column 3"
    );
    // Exactly these keys, no more: the TypeScript `Conflict` interface.
    let keys: Vec<String> = js_sys::Object::keys(&list.get(0).unchecked_into::<js_sys::Object>())
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect();
    assert_eq!(keys, ["digit", "cells", "unit", "message"]);
    let (_, code, _) = thrown(wasm::validate(&[0; 80]).unwrap_err());
    assert_eq!(code, "WrongLength");
    let (_, code, indices) = thrown(wasm::validate(&[200; 81]).unwrap_err());
    assert_eq!((code.as_str(), indices), ("InvalidValue", vec![0]));
}

#[wasm_bindgen_test]
fn candidates_are_bitmasks() {
    let marks = wasm::candidates(&bytes(SAMPLE)).unwrap();
    assert_eq!(marks.len(), 81);
    // Cell 0 misses only 1; cell 1 is given.
    assert_eq!((marks[0], marks[1]), (1, 0));
    assert_eq!(wasm::candidates(&[0; 81]).unwrap(), vec![0x1ff; 81]);
    let (_, code, _) = thrown(wasm::candidates(&[0; 82]).unwrap_err());
    assert_eq!(code, "WrongLength");
    let (_, code, _) = thrown(wasm::candidates(&[10; 81]).unwrap_err());
    assert_eq!(code, "InvalidValue");
}

#[wasm_bindgen_test]
fn solve_many_marks_each_puzzle() {
    let mut conflicting = bytes(SAMPLE);
    conflicting[0] = 3;
    let mut input = bytes(SAMPLE);
    input.extend(&conflicting);
    input.extend(vec![10u8; 81]);
    input.extend(vec![0u8; 81]);
    input.extend(vec![0u8; 5]); // a stray tail
    let result = wasm::solve_many(&input, None).unwrap();
    let solutions: Uint8Array = get(&result, "solutions").dyn_into().unwrap();
    let status: Uint8Array = get(&result, "status").dyn_into().unwrap();
    assert_eq!(status.to_vec(), vec![0, 2, 3, 0, 4]);
    let solutions = solutions.to_vec();
    assert_eq!(solutions.len(), 5 * 81);
    assert_eq!(&solutions[..81], &bytes(SAMPLE_SOLVED)[..]);
    assert!(solutions[81..243].iter().all(|&b| b == 0));
    assert!(solutions[243..324].iter().all(|b| (1..=9).contains(b)));
    assert_eq!(
        [
            wasm::JsSolveStatus::Solved,
            wasm::JsSolveStatus::NoSolution,
            wasm::JsSolveStatus::ConflictingGivens,
            wasm::JsSolveStatus::InvalidValue,
            wasm::JsSolveStatus::WrongLength,
            wasm::JsSolveStatus::BudgetExceeded,
        ]
        .map(|s| s as u8),
        [0, 1, 2, 3, 4, 5]
    );
    // Budgets per puzzle, and empty input.
    let starved = wasm::solve_many(&[0; 162], Some(0.0)).unwrap();
    let status: Uint8Array = get(&starved, "status").dyn_into().unwrap();
    assert_eq!(status.to_vec(), vec![5, 5]);
    let empty = wasm::solve_many(&[], None).unwrap();
    let solutions: Uint8Array = get(&empty, "solutions").dyn_into().unwrap();
    assert_eq!(solutions.length(), 0);
    let (message, code, _) = thrown(wasm::solve_many(&[0; 81], Some(-1.0)).unwrap_err());
    assert_eq!(code, "InvalidArgument");
    assert_eq!(
        message,
        "maxGuesses must be a whole number 0 or more, not -1"
    );
}

#[wasm_bindgen_test]
fn parse_and_format_round_trip() {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let cells = parse_text(line).unwrap();
    assert_eq!(cells, bytes(line));
    assert_eq!(format_as(&cells, "line").unwrap(), line);
    let grid = format_as(&cells, "grid").unwrap();
    assert!(grid.starts_with("5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n"));
    assert_eq!(parse_text(&grid).unwrap(), cells);
    assert_eq!(parse_text(&grid.replace('\n', "\r\n")).unwrap(), cells);
    let pretty = format_as(&cells, "pretty").unwrap();
    assert_eq!(pretty.lines().next(), Some("5 3 . | . 7 . | . . ."));
    assert_eq!(pretty.lines().count(), 11);
    let (message, code, _) = thrown(format_as(&cells, "Grid").unwrap_err());
    assert_eq!(code, "InvalidArgument");
    assert_eq!(
        message,
        r#"style must be "line", "grid" or "pretty", not "Grid""#
    );
    let (_, code, _) = thrown(format_as(&[0; 3], "line").unwrap_err());
    assert_eq!(code, "WrongLength");
}

#[wasm_bindgen_test]
fn string_arguments_that_are_not_strings() {
    let not_strings = [
        JsValue::from_f64(42.0),
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::TRUE,
        js_sys::Object::new().into(),
        Array::of1(&"1".into()).into(),
    ];
    for value in not_strings {
        let (message, code, _) = thrown(wasm::parse(value.clone()).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("text must be a string, not "),
            "{message}"
        );
        let (message, code, _) = thrown(wasm::format(&[0; 81], value).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(message.starts_with("style must be "), "{message}");
    }
    let (message, _, _) = thrown(wasm::parse(JsValue::NULL).unwrap_err());
    assert_eq!(message, "text must be a string, not null");
    let (message, _, _) = thrown(wasm::format(&[0; 81], JsValue::from_f64(1.0)).unwrap_err());
    assert_eq!(
        message,
        r#"style must be "line", "grid" or "pretty", not number"#
    );
}

#[wasm_bindgen_test]
fn parse_errors_name_the_cell() {
    let (message, code, cells) =
        thrown(parse_text(&("12x".to_string() + &".".repeat(78))).unwrap_err());
    assert_eq!((code.as_str(), cells), ("InvalidCharacter", vec![2]));
    assert!(message.starts_with("invalid character 'x' at row 1, column 3"));
    for (text, expected) in [
        ("", "WrongLength"),
        ("1 2 3\n4 5 6", "WrongRowCount"),
        (&"0 0 0 0 0 0 0 0 0\n".repeat(8), "WrongRowCount"),
        (
            &("0 0 0\n".to_string() + &"0 0 0 0 0 0 0 0 0\n".repeat(8)),
            "WrongRowLength",
        ),
        (
            &("0 0 0 0 0 0 0 0 12\n".to_string() + &"0 0 0 0 0 0 0 0 0\n".repeat(8)),
            "InvalidToken",
        ),
    ] {
        let (_, code, _) = thrown(parse_text(text).unwrap_err());
        assert_eq!(code, expected, "{text:?}");
    }
}

#[wasm_bindgen_test]
fn new_exports_never_trap_on_garbage() {
    let mut state = 0x9e37_79b9_u32;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    for len in (0..=170usize).chain([1000, 81 * 100 + 7]) {
        let junk: Vec<u8> = (0..len).map(|_| (next() % 12) as u8).collect();
        for result in [
            wasm::validate(&junk).map(|_| ()),
            wasm::candidates(&junk).map(|_| ()),
            format_as(&junk, "pretty").map(|_| ()),
        ] {
            if let Err(err) = result {
                thrown(err);
            }
        }
        // A batch never throws: each puzzle carries its own status.
        let result = wasm::solve_many(&junk, Some(1000.0)).unwrap();
        let status: Uint8Array = get(&result, "status").dyn_into().unwrap();
        assert_eq!(status.length() as usize, len.div_ceil(81));
        assert!(status.to_vec().iter().all(|&s| s <= 5));
        let text: String = junk
            .iter()
            .map(|&b| {
                [
                    ' ', '.', '0', '1', '5', '9', '\n', '\r', '\t', '|', 'x', 'é',
                ][usize::from(b)]
            })
            .collect();
        if let Err(err) = parse_text(&text) {
            thrown(err);
        }
    }
    let huge = "9".repeat(1_000_000);
    let (_, code, _) = thrown(parse_text(&huge).unwrap_err());
    assert_eq!(code, "WrongLength");
}
