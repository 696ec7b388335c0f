//! The wasm boundary, in headless Chromium and Firefox (`make test-wasm`): bytes in and
//! out, thrown errors with their `code` and `cells`, no trap on garbage input.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

use sudoku_wasm::{wasm, Error};

#[path = "common/hostile.rs"]
mod hostile;
use hostile::Input;

wasm_bindgen_test_configure!(run_in_browser);

/// The exports with the Rust types of the values JS passes them most often, so that the
/// tests read as JS calls do: bytes become a `Uint8Array`, `None` `undefined`.
mod typed {
    use js_sys::Uint8Array;
    use sudoku_wasm::wasm;
    use wasm_bindgen::JsValue;

    pub fn js(cells: &[u8]) -> JsValue {
        Uint8Array::from(cells).into()
    }

    fn opt(value: Option<f64>) -> JsValue {
        value.map_or(JsValue::UNDEFINED, JsValue::from)
    }

    pub fn solve(cells: &[u8]) -> Result<Vec<u8>, JsValue> {
        wasm::solve(js(cells))
    }

    pub fn count_solutions(cells: &[u8], limit: f64, max: Option<f64>) -> Result<f64, JsValue> {
        wasm::count_solutions(js(cells), limit.into(), opt(max))
    }

    pub fn solve_and_count(
        cells: &[u8],
        limit: Option<f64>,
        max: Option<f64>,
    ) -> Result<JsValue, JsValue> {
        wasm::solve_and_count(js(cells), opt(limit), opt(max))
    }

    pub fn validate(cells: &[u8]) -> Result<JsValue, JsValue> {
        wasm::validate(js(cells))
    }

    pub fn candidates(cells: &[u8]) -> Result<Vec<u16>, JsValue> {
        wasm::candidates(js(cells))
    }

    pub fn solve_many(cells: &[u8], max: Option<f64>) -> Result<JsValue, JsValue> {
        wasm::solve_many(js(cells), opt(max))
    }

    pub fn format(cells: &[u8], style: JsValue) -> Result<String, JsValue> {
        wasm::format(js(cells), style)
    }

    #[cfg(feature = "logic")]
    pub fn hint(cells: &[u8], marks: Option<Vec<u16>>) -> Result<JsValue, JsValue> {
        let marks = marks.map_or(JsValue::UNDEFINED, |m| {
            js_sys::Uint16Array::from(&m[..]).into()
        });
        wasm::hint(js(cells), marks)
    }

    #[cfg(feature = "logic")]
    pub fn find_steps(
        cells: &[u8],
        marks: Option<Vec<u16>>,
        technique: JsValue,
    ) -> Result<JsValue, JsValue> {
        let marks = marks.map_or(JsValue::NULL, |m| js_sys::Uint16Array::from(&m[..]).into());
        wasm::find_steps(js(cells), marks, technique, JsValue::UNDEFINED)
    }

    #[cfg(feature = "logic")]
    pub fn find_steps_with_givens(
        cells: &[u8],
        technique: &str,
        givens: JsValue,
    ) -> Result<JsValue, JsValue> {
        wasm::find_steps(js(cells), JsValue::NULL, technique.into(), givens)
    }

    #[cfg(feature = "logic")]
    pub fn solve_path(cells: &[u8]) -> Result<JsValue, JsValue> {
        wasm::solve_path(js(cells))
    }

    #[cfg(feature = "logic")]
    pub fn grade(cells: &[u8]) -> Result<JsValue, JsValue> {
        wasm::grade(js(cells))
    }

    #[cfg(feature = "logic")]
    pub fn rate(cells: &[u8]) -> Result<JsValue, JsValue> {
        wasm::rate(js(cells))
    }
}

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
    let solution = typed::solve(&bytes(SAMPLE)).unwrap();
    assert_eq!(solution, bytes(SAMPLE_SOLVED));
}

#[wasm_bindgen_test]
fn solves_the_hard_and_the_ambiguous_seeds() {
    let hard =
        bytes("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
    let solution = typed::solve(&hard).unwrap();
    assert_eq!(solution.len(), 81);
    assert!(solution
        .iter()
        .zip(&hard)
        .all(|(&s, &p)| (1..=9).contains(&s) && (p == 0 || p == s)));
    let several =
        bytes("000000000782135649469278135321546897000000000596827413917652384643781952000000000");
    assert_eq!(typed::count_solutions(&several, 2.0, None).unwrap(), 2.0);
    assert_eq!(
        typed::count_solutions(&bytes(SAMPLE), 2.0, None).unwrap(),
        1.0
    );
    assert_eq!(typed::count_solutions(&[0; 81], 0.0, None).unwrap(), 0.0);
}

/// Every case of the shared catalogue (tests/fixtures/hostile.json): bytes through
/// `solve`, text through `parse`, each thrown with the code, message and cells the file
/// gives.
#[wasm_bindgen_test]
fn the_shared_catalogue() {
    let cases = hostile::cases();
    assert!(cases.len() >= 30);
    for case in cases {
        let result = match &case.input {
            Input::Cells(cells) => typed::solve(cells).map(drop),
            Input::Text(text) => parse_text(text).map(drop),
        };
        match (case.error, result) {
            (None, Ok(())) => {}
            (Some((code, message, cells)), Err(err)) => {
                assert_eq!(thrown(err), (message, code, cells), "{}", case.name);
            }
            (expected, _) => panic!("{}: expected {expected:?}", case.name),
        }
    }
}

#[wasm_bindgen_test]
fn conflicting_givens() {
    let mut cells = bytes(SAMPLE);
    cells[0] = 3; // row 1 already has a 3 at column 2
    let (message, code, indices) = thrown(typed::solve(&cells).unwrap_err());
    assert_eq!(code, "ConflictingGivens");
    assert_eq!(indices, vec![0, 1]);
    assert_eq!(
        message,
        "digit 3 is given twice in row 1: at row 1, column 1 and at row 1, column 2"
    );
    let (_, code, _) = thrown(typed::count_solutions(&cells, 2.0, None).unwrap_err());
    assert_eq!(code, "ConflictingGivens");
}

#[wasm_bindgen_test]
fn no_solution() {
    // Consistent givens, but row 1 leaves cell (1,1) only 9, which column 1 already has.
    let mut cells = vec![0u8; 81];
    cells[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    cells[9 * 4] = 9;
    let (message, code, indices) = thrown(typed::solve(&cells).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str()),
        ("the puzzle has no solution", "NoSolution")
    );
    assert!(indices.is_empty());
    assert_eq!(typed::count_solutions(&cells, 2.0, None).unwrap(), 0.0);
}

#[wasm_bindgen_test]
fn budgets_and_arguments() {
    let (_, code, _) =
        thrown(typed::count_solutions(&[0; 81], f64::INFINITY, Some(1000.0)).unwrap_err());
    assert_eq!(code, "BudgetExceeded");
    for bad in [-1.0, 1.5, f64::NAN] {
        let (message, code, _) = thrown(typed::count_solutions(&[0; 81], bad, None).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("limit must be a whole number"),
            "{message}"
        );
    }
}

/// `solveAndCount`'s answer as (solution, count, complete); checks its keys and types.
fn counted(result: JsValue) -> (Vec<u8>, f64, bool) {
    let object: &js_sys::Object = result.unchecked_ref();
    let keys: Vec<String> = js_sys::Object::keys(object)
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect();
    assert_eq!(keys, ["solution", "count", "complete"]);
    let solution: Uint8Array = get(&result, "solution").dyn_into().unwrap();
    (
        solution.to_vec(),
        get(&result, "count").as_f64().unwrap(),
        get(&result, "complete").as_bool().unwrap(),
    )
}

#[wasm_bindgen_test]
fn solve_and_count_answers_in_one_search() {
    // Unique: the default limit is 2.
    let (solution, count, complete) =
        counted(typed::solve_and_count(&bytes(SAMPLE), None, None).unwrap());
    assert_eq!(solution, bytes(SAMPLE_SOLVED));
    assert_eq!((count, complete), (1.0, true));
    // Several: the solution `solve` gives, the count `countSolutions` gives, any limit.
    let several =
        bytes("000000000782135649469278135321546897000000000596827413917652384643781952000000000");
    for limit in [None, Some(2.0), Some(3.0), Some(f64::INFINITY)] {
        let (solution, count, complete) =
            counted(typed::solve_and_count(&several, limit, None).unwrap());
        assert_eq!(solution, typed::solve(&several).unwrap());
        let expected = typed::count_solutions(&several, limit.unwrap_or(2.0), None).unwrap();
        assert_eq!((count, complete), (expected, true), "limit {limit:?}");
    }
    // Limits 0 and 1 count the solution found, and prove nothing more.
    for limit in [0.0, 1.0] {
        let (solution, count, complete) =
            counted(typed::solve_and_count(&several, Some(limit), None).unwrap());
        assert_eq!(solution, typed::solve(&several).unwrap());
        assert_eq!((count, complete), (1.0, true), "limit {limit}");
    }
    // A puzzle of singles needs no guess, even to prove it unique.
    let (_, count, complete) =
        counted(typed::solve_and_count(&bytes(SAMPLE), None, Some(0.0)).unwrap());
    assert_eq!((count, complete), (1.0, true));
}

#[wasm_bindgen_test]
fn solve_and_count_errors_are_those_of_solve() {
    // None: thrown, as `solve` throws it (not a count of 0).
    let mut dead = vec![0u8; 81];
    dead[1..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    dead[9 * 4] = 9;
    let (message, code, cells) = thrown(typed::solve_and_count(&dead, None, None).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str(), cells),
        ("the puzzle has no solution", "NoSolution", vec![])
    );
    let mut conflicting = bytes(SAMPLE);
    conflicting[0] = 3;
    let (message, code, cells) =
        thrown(typed::solve_and_count(&conflicting, None, None).unwrap_err());
    assert_eq!((code.as_str(), cells), ("ConflictingGivens", vec![0, 1]));
    assert_eq!(
        message,
        "digit 3 is given twice in row 1: at row 1, column 1 and at row 1, column 2"
    );
    let (message, code, _) = thrown(typed::solve_and_count(&[0; 80], None, None).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str()),
        ("expected 81 cells, found 80", "WrongLength")
    );
    let mut invalid = vec![0u8; 81];
    invalid[40] = 10;
    let (_, code, cells) = thrown(typed::solve_and_count(&invalid, None, None).unwrap_err());
    assert_eq!((code.as_str(), cells), ("InvalidValue", vec![40]));
}

#[wasm_bindgen_test]
fn solve_and_count_budgets_and_arguments() {
    // The budget runs out after the first solution: an answer, incomplete, whose count is
    // what `countSolutions`' BudgetExceeded reports as found.
    let (solution, count, complete) =
        counted(typed::solve_and_count(&[0; 81], Some(f64::INFINITY), Some(100.0)).unwrap());
    assert!(!complete);
    assert!(count >= 1.0, "{count}");
    assert_eq!(solution, typed::solve(&[0; 81]).unwrap());
    let (message, _, _) =
        thrown(typed::count_solutions(&[0; 81], f64::INFINITY, Some(100.0)).unwrap_err());
    assert_eq!(
        message,
        format!(
            "the search stopped at its budget of 100 guesses, with {count} solutions found so far"
        )
    );
    // It runs out before the first solution: thrown, as `solve` throws it.
    let (message, code, cells) =
        thrown(typed::solve_and_count(&[0; 81], None, Some(0.0)).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str(), cells),
        (
            "the search stopped at its budget of 0 guesses, with 0 solutions found so far",
            "BudgetExceeded",
            vec![]
        )
    );
    for bad in [-1.0, 1.5, f64::NAN, f64::NEG_INFINITY] {
        let (message, code, _) =
            thrown(typed::solve_and_count(&[0; 81], Some(bad), None).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("limit must be a whole number 0 or more, not "),
            "{message}"
        );
        let (message, code, _) =
            thrown(typed::solve_and_count(&[0; 81], None, Some(bad)).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("maxGuesses must be a whole number 0 or more, not "),
            "{message}"
        );
    }
    let (message, _, _) = thrown(typed::solve_and_count(&[0; 81], Some(-1.0), None).unwrap_err());
    assert_eq!(message, "limit must be a whole number 0 or more, not -1");
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
        if let Err(err) = typed::solve(&junk) {
            thrown(err);
        }
        if let Err(err) = typed::solve_and_count(&junk, None, Some(1000.0)) {
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
    typed::format(cells, style.into())
}

/// Reads `key` of a JS object.
fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn validate_lists_conflicts_as_plain_objects() {
    assert_eq!(
        Array::from(&typed::validate(&bytes(SAMPLE)).unwrap()).length(),
        0
    );
    // Three clashes, one of each unit kind: the 3 at cell 1 twice more.
    let mut cells = vec![0u8; 81];
    cells[1] = 3;
    cells[7] = 3; // row 0
    cells[9 * 5 + 1] = 3; // column 1
    cells[9 + 2] = 3; // box 0
    let list: Array = typed::validate(&cells).unwrap().dyn_into().unwrap();
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
    let (_, code, _) = thrown(typed::validate(&[0; 80]).unwrap_err());
    assert_eq!(code, "WrongLength");
    let (_, code, indices) = thrown(typed::validate(&[200; 81]).unwrap_err());
    assert_eq!((code.as_str(), indices), ("InvalidValue", vec![0]));
}

#[wasm_bindgen_test]
fn candidates_are_bitmasks() {
    let marks = typed::candidates(&bytes(SAMPLE)).unwrap();
    assert_eq!(marks.len(), 81);
    // Cell 0 misses only 1; cell 1 is given.
    assert_eq!((marks[0], marks[1]), (1, 0));
    assert_eq!(typed::candidates(&[0; 81]).unwrap(), vec![0x1ff; 81]);
    let (_, code, _) = thrown(typed::candidates(&[0; 82]).unwrap_err());
    assert_eq!(code, "WrongLength");
    let (_, code, _) = thrown(typed::candidates(&[10; 81]).unwrap_err());
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
    let result = typed::solve_many(&input, None).unwrap();
    let solutions: Uint8Array = get(&result, "solutions").dyn_into().unwrap();
    let status: Uint8Array = get(&result, "status").dyn_into().unwrap();
    assert_eq!(status.to_vec(), vec![0, 2, 3, 0, 4]);
    let solutions = solutions.to_vec();
    assert_eq!(solutions.len(), 5 * 81);
    assert_eq!(&solutions[..81], &bytes(SAMPLE_SOLVED)[..]);
    assert!(solutions[81..243].iter().all(|&b| b == 0));
    assert!(solutions[243..324].iter().all(|b| (1..=9).contains(b)));
    // Budgets per puzzle, and empty input.
    let starved = typed::solve_many(&[0; 162], Some(0.0)).unwrap();
    let status: Uint8Array = get(&starved, "status").dyn_into().unwrap();
    assert_eq!(status.to_vec(), vec![5, 5]);
    let empty = typed::solve_many(&[], None).unwrap();
    let solutions: Uint8Array = get(&empty, "solutions").dyn_into().unwrap();
    assert_eq!(solutions.length(), 0);
    let (message, code, _) = thrown(typed::solve_many(&[0; 81], Some(-1.0)).unwrap_err());
    assert_eq!(code, "InvalidArgument");
    assert_eq!(
        message,
        "maxGuesses must be a whole number 0 or more, not -1"
    );
}

/// The strings of a JS array of strings.
fn names(list: Array) -> Vec<String> {
    list.iter().map(|v| v.as_string().unwrap()).collect()
}

/// The contract's lists name what the exports throw, return and take.
#[wasm_bindgen_test]
fn contract_lists_name_what_the_exports_use() {
    let codes = names(wasm::error_codes());
    assert_eq!(codes.len(), Error::CODES.len() + 1);
    let mut conflicting = bytes(SAMPLE);
    conflicting[0] = 3;
    for err in [
        typed::solve(&[0; 80]).unwrap_err(),
        typed::solve(&[10; 81]).unwrap_err(),
        typed::solve(&conflicting).unwrap_err(),
        wasm::parse(JsValue::NULL).unwrap_err(),
        wasm::parse("x".into()).unwrap_err(),
        typed::count_solutions(&[0; 81], 2.0, Some(0.0)).unwrap_err(),
    ] {
        let (_, code, _) = thrown(err);
        assert!(codes.contains(&code), "{code}");
    }
    let statuses = names(wasm::solve_statuses());
    assert_eq!(statuses[0], "Solved");
    let mut input = bytes(SAMPLE);
    input.extend(&conflicting);
    input.extend([10u8; 81]);
    input.extend([0u8; 5]);
    let batch = typed::solve_many(&input, None).unwrap();
    let status: Uint8Array = get(&batch, "status").dyn_into().unwrap();
    let named: Vec<&str> = status
        .to_vec()
        .iter()
        .map(|&b| statuses[usize::from(b)].as_str())
        .collect();
    assert_eq!(
        named,
        ["Solved", "ConflictingGivens", "InvalidValue", "WrongLength"]
    );
    // Every status but Solved is an error code: the one `solve` throws for that puzzle.
    assert!(statuses[1..].iter().all(|s| codes.contains(s)));
    let styles = names(wasm::format_styles());
    assert_eq!(styles.len(), 3);
    for style in &styles {
        typed::format(&bytes(SAMPLE), style.into()).unwrap();
    }
    let kinds = names(wasm::unit_kinds());
    let conflicts = Array::from(&typed::validate(&conflicting).unwrap());
    assert!(conflicts.length() > 0);
    for conflict in conflicts.iter() {
        let kind = get(&get(&conflict, "unit"), "kind").as_string().unwrap();
        assert!(kinds.contains(&kind), "{kind}");
    }
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
        let (message, code, _) = thrown(typed::format(&[0; 81], value).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(message.starts_with("style must be "), "{message}");
    }
    let (message, _, _) = thrown(wasm::parse(JsValue::NULL).unwrap_err());
    assert_eq!(message, "text must be a string, not null");
    let (message, _, _) = thrown(typed::format(&[0; 81], JsValue::from_f64(1.0)).unwrap_err());
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
            typed::validate(&junk).map(|_| ()),
            typed::candidates(&junk).map(|_| ()),
            format_as(&junk, "pretty").map(|_| ()),
        ] {
            if let Err(err) = result {
                thrown(err);
            }
        }
        // A batch never throws: each puzzle carries its own status.
        let result = typed::solve_many(&junk, Some(1000.0)).unwrap();
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

// Human-style solving: hint, solvePath, grade, generate, techniques (the `logic` feature).

#[cfg(feature = "logic")]
mod logic {
    use super::*;

    /// An easy classic: 30 givens, singles only; its first hint is r5c5 = 5.
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn string_at(value: &JsValue, key: &str) -> String {
        get(value, key).as_string().unwrap()
    }

    fn number_at(value: &JsValue, key: &str) -> f64 {
        get(value, key).as_f64().unwrap()
    }

    /// A plain JS object with these entries.
    fn object(entries: &[(&str, JsValue)]) -> JsValue {
        let object = js_sys::Object::new();
        for (key, value) in entries {
            Reflect::set(&object, &(*key).into(), value).unwrap();
        }
        object.into()
    }

    #[wasm_bindgen_test]
    fn hint_gives_a_plain_step_object() {
        let step = typed::hint(&bytes(CLASSIC), None).unwrap();
        assert_eq!(string_at(&step, "technique"), "Naked single");
        assert_eq!(string_at(&step, "level"), "easy");
        assert_eq!(
            string_at(&step, "text"),
            "Naked single: 5 is the only candidate left in r5c5, so r5c5 is 5."
        );
        let placements = Array::from(&get(&step, "placements"));
        assert_eq!(placements.length(), 1);
        assert_eq!(number_at(&placements.get(0), "cell"), 40.0);
        assert_eq!(number_at(&placements.get(0), "digit"), 5.0);
        assert_eq!(Array::from(&get(&step, "eliminations")).length(), 0);
        assert_eq!(
            Array::from(&get(&step, "cells")).to_vec(),
            vec![JsValue::from(40)]
        );
        // A solved grid has no next step.
        assert!(typed::hint(&bytes(SAMPLE_SOLVED), None).unwrap().is_null());
    }

    #[wasm_bindgen_test]
    fn find_steps_gives_every_instance_of_one_technique() {
        let cells = bytes(CLASSIC);
        let steps = Array::from(&typed::find_steps(&cells, None, "Naked single".into()).unwrap());
        assert!(steps.length() > 1);
        for step in steps.iter() {
            assert_eq!(string_at(&step, "technique"), "Naked single");
            assert_eq!(Array::from(&get(&step, "placements")).length(), 1);
        }
        // The first is hint's step; the player's marks are followed.
        assert_eq!(
            string_at(&steps.get(0), "text"),
            string_at(&typed::hint(&cells, None).unwrap(), "text")
        );
        let mut marks = typed::candidates(&cells).unwrap();
        marks[2] = 0b1000;
        let steps =
            Array::from(&typed::find_steps(&cells, Some(marks), "Naked single".into()).unwrap());
        assert!(steps
            .iter()
            .any(|s| string_at(&s, "text").contains("r1c3 is 4")));
        // No instance: an empty array; Guess never has one.
        let none = typed::find_steps(&cells, None, "BUG+1".into()).unwrap();
        assert_eq!(Array::from(&none).length(), 0);
        let none = typed::find_steps(&cells, None, "Guess".into()).unwrap();
        assert_eq!(Array::from(&none).length(), 0);
        // A name that is not a technique's, or not a string: the argument is wrong.
        for bad in [JsValue::from("x-wing"), JsValue::from(3)] {
            let (message, code, _) = thrown(typed::find_steps(&cells, None, bad).unwrap_err());
            assert_eq!(code, "InvalidArgument");
            assert!(message.starts_with("technique must be a name"), "{message}");
        }
    }

    /// The avoidable rectangle of `find_steps_with_givens`'s Rust example: r1c3, r1c9 and
    /// r2c3 placed as 4, 2, 2, so r2c9 cannot be 4; found only with the givens passed.
    #[wasm_bindgen_test]
    fn find_steps_reads_the_givens_for_avoidable_rectangles() {
        let givens = bytes(CLASSIC);
        let mut cells = givens.clone();
        (cells[2], cells[8], cells[11]) = (4, 2, 2);
        let ar = "Avoidable rectangle type 1";
        let steps =
            Array::from(&typed::find_steps_with_givens(&cells, ar, typed::js(&givens)).unwrap());
        assert_eq!(steps.length(), 1);
        let gone = Array::from(&get(&steps.get(0), "eliminations"));
        assert_eq!(gone.length(), 1);
        assert_eq!(number_at(&gone.get(0), "cell"), 17.0);
        assert_eq!(number_at(&gone.get(0), "digit"), 4.0);
        // Without the givens (undefined or null) every filled cell counts as given.
        for absent in [JsValue::UNDEFINED, JsValue::NULL] {
            let none = typed::find_steps_with_givens(&cells, ar, absent).unwrap();
            assert_eq!(Array::from(&none).length(), 0);
        }
        // A given the grid contradicts, and givens that are no grid, are named.
        let mut other = givens.clone();
        other[2] = 1;
        let (message, code, _) =
            thrown(typed::find_steps_with_givens(&cells, ar, typed::js(&other)).unwrap_err());
        assert_eq!(code, "InvalidPuzzle");
        assert!(
            message.starts_with("invalid puzzle at givens[2]: "),
            "{message}"
        );
        let (message, code, _) = thrown(
            typed::find_steps_with_givens(&cells, ar, typed::js(&givens[..80])).unwrap_err(),
        );
        assert_eq!(code, "InvalidArgument");
        assert_eq!(message, "givens: expected 81 cells, found 80");
        let (message, code, _) =
            thrown(typed::find_steps_with_givens(&cells, ar, "x".into()).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert!(
            message.starts_with("givens must be a typed array"),
            "{message}"
        );
    }

    #[wasm_bindgen_test]
    fn hint_follows_the_players_candidates() {
        let cells = bytes(CLASSIC);
        let mut marks = typed::candidates(&cells).unwrap();
        // r1c3 can be 1, 2 or 4; the player has ruled out 1 and 2: a naked single first.
        assert_eq!(marks[2], 0b1011);
        marks[2] = 0b1000;
        let step = typed::hint(&cells, Some(marks.clone())).unwrap();
        assert_eq!(
            string_at(&step, "text"),
            "Naked single: 4 is the only candidate left in r1c3, so r1c3 is 4."
        );
        // Ruling out the solution's digit leaves no solution.
        marks[2] = 0b0011;
        let (message, code, _) = thrown(typed::hint(&cells, Some(marks)).unwrap_err());
        assert_eq!(
            (message.as_str(), code.as_str()),
            ("the puzzle has no solution", "NoSolution")
        );
        // Not 81 masks, or a mask over 9 bits: the argument is wrong.
        let (message, code, _) = thrown(typed::hint(&cells, Some(vec![0x1ff; 80])).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert_eq!(message, "candidates must hold 81 masks, not 80");
        let mut big = vec![0x1ffu16; 81];
        big[7] = 512;
        let (message, code, indices) = thrown(typed::hint(&cells, Some(big)).unwrap_err());
        assert_eq!((code.as_str(), indices), ("InvalidArgument", vec![7]));
        assert!(
            message.starts_with("candidate mask 512 at row 1, column 8"),
            "{message}"
        );
        // Bad grids throw as everywhere.
        let mut clash = bytes(SAMPLE);
        clash[0] = 3;
        let (_, code, indices) = thrown(typed::hint(&clash, None).unwrap_err());
        assert_eq!((code.as_str(), indices), ("ConflictingGivens", vec![0, 1]));
        let (_, code, _) = thrown(typed::hint(&[0; 80], None).unwrap_err());
        assert_eq!(code, "WrongLength");
    }

    #[wasm_bindgen_test]
    fn solve_path_steps_fill_the_grid() {
        let mut cells = bytes(CLASSIC);
        let steps = Array::from(&typed::solve_path(&cells).unwrap());
        assert_eq!(steps.length(), 51);
        for step in steps.iter() {
            for placement in Array::from(&get(&step, "placements")).iter() {
                cells[number_at(&placement, "cell") as usize] =
                    number_at(&placement, "digit") as u8;
            }
        }
        assert_eq!(cells, typed::solve(&bytes(CLASSIC)).unwrap());
        assert_eq!(
            Array::from(&typed::solve_path(&bytes(SAMPLE_SOLVED)).unwrap()).length(),
            0
        );
        let (_, code, _) = thrown(typed::solve_path(&[10; 81]).unwrap_err());
        assert_eq!(code, "InvalidValue");
    }

    #[wasm_bindgen_test]
    fn grade_counts_techniques_in_a_plain_object() {
        let grade = typed::grade(&bytes(CLASSIC)).unwrap();
        assert_eq!(string_at(&grade, "level"), "easy");
        assert_eq!(get(&grade, "unique"), JsValue::TRUE);
        assert_eq!(number_at(&grade, "se"), 1.2);
        let rating = typed::rate(&bytes(CLASSIC)).unwrap();
        for key in ["er", "ep", "ed"] {
            assert_eq!(number_at(&rating, key), 1.2, "{key}");
        }
        let (_, code, _) = thrown(typed::rate(&[10; 81]).unwrap_err());
        assert_eq!(code, "InvalidValue");
        let techniques = get(&grade, "techniques");
        assert!(!techniques.is_instance_of::<js_sys::Map>());
        let counts: f64 = js_sys::Object::values(&techniques.into())
            .iter()
            .map(|n| n.as_f64().unwrap())
            .sum();
        assert_eq!(counts, 51.0);
        let hardest = string_at(&grade, "hardestTechnique");
        assert!(["Full house", "Naked single", "Hidden single"].contains(&hardest.as_str()));
        assert!(number_at(&grade, "score") >= 51.0);
        // Several solutions: not unique, and only guessing finishes it.
        let several = bytes(
            "000000000782135649469278135321546897000000000596827413917652384643781952000000000",
        );
        let grade = typed::grade(&several).unwrap();
        assert_eq!(get(&grade, "unique"), JsValue::FALSE);
        assert_eq!(string_at(&grade, "level"), "guessing");
        assert!(get(&grade, "se").is_null());
        assert!(typed::rate(&several).unwrap().is_null());
        // A full grid: nothing needed.
        assert!(get(
            &typed::grade(&bytes(SAMPLE_SOLVED)).unwrap(),
            "hardestTechnique"
        )
        .is_null());
    }

    #[wasm_bindgen_test]
    fn generate_is_deterministic_unique_and_graded() {
        let options = object(&[
            ("seed", 42.into()),
            ("level", "medium".into()),
            ("symmetry", "rotate180".into()),
        ]);
        let generated = wasm::generate(options.clone()).unwrap();
        let puzzle: Uint8Array = get(&generated, "puzzle").dyn_into().unwrap();
        let solution: Uint8Array = get(&generated, "solution").dyn_into().unwrap();
        let puzzle = puzzle.to_vec();
        assert_eq!(puzzle.len(), 81);
        assert_eq!(typed::count_solutions(&puzzle, 2.0, None).unwrap(), 1.0);
        assert_eq!(typed::solve(&puzzle).unwrap(), solution.to_vec());
        assert!((0..81).all(|i| (puzzle[i] == 0) == (puzzle[80 - i] == 0)));
        assert_eq!(get(&generated, "reached"), JsValue::TRUE);
        assert_eq!(string_at(&get(&generated, "grade"), "level"), "medium");
        assert!(number_at(&generated, "attempts") >= 1.0);
        let again = wasm::generate(options).unwrap();
        let again: Uint8Array = get(&again, "puzzle").dyn_into().unwrap();
        assert_eq!(again.to_vec(), puzzle);
    }

    /// `[lo, hi]` as a JS array.
    fn pair(lo: f64, hi: f64) -> JsValue {
        Array::of2(&lo.into(), &hi.into()).into()
    }

    #[wasm_bindgen_test]
    fn generate_targets_an_se_band() {
        let options = object(&[
            ("seed", 2.into()),
            ("se", pair(4.0, 7.5)),
            ("symmetry", "rotate180".into()),
        ]);
        let generated = wasm::generate(options.clone()).unwrap();
        assert_eq!(get(&generated, "reached"), JsValue::TRUE);
        let puzzle: Uint8Array = get(&generated, "puzzle").dyn_into().unwrap();
        let puzzle = puzzle.to_vec();
        // Rated again from the puzzle alone.
        let er = number_at(&typed::rate(&puzzle).unwrap(), "er");
        assert!((4.0..=7.5).contains(&er), "{er}");
        assert_eq!(number_at(&get(&generated, "grade"), "se"), er);
        let again = wasm::generate(options).unwrap();
        let again: Uint8Array = get(&again, "puzzle").dyn_into().unwrap();
        assert_eq!(again.to_vec(), puzzle);
        // A band out of reach in one attempt: the closest, not reached.
        let once = wasm::generate(object(&[
            ("seed", 4.into()),
            ("se", pair(11.5, 12.0)),
            ("maxAttempts", 1.into()),
        ]))
        .unwrap();
        assert_eq!(get(&once, "reached"), JsValue::FALSE);
        assert_eq!(number_at(&once, "attempts"), 1.0);
    }

    #[wasm_bindgen_test]
    fn generate_checks_its_options() {
        let cases: Vec<(JsValue, &str)> = vec![
        (JsValue::from(3), "options must be an object, not number"),
        (JsValue::NULL, "options must be an object, not null"),
        (object(&[("level", "easy".into())]), "options.seed is required"),
        (object(&[("seed", 1.into())]), "options.level (or options.se) is required"),
        (
            object(&[("seed", 1.into()), ("level", "easy".into()), ("se", pair(7.0, 8.0))]),
            "options.level and options.se cannot both be given: pick one target",
        ),
        (
            object(&[("seed", 1.into()), ("se", "7-8".into())]),
            "options.se must be an array [lo, hi], not string",
        ),
        (
            object(&[("seed", 1.into()), ("se", Array::of1(&7.into()).into())]),
            "options.se must be an array of 2 numbers [lo, hi], not 1",
        ),
        (
            object(&[("seed", 1.into()), ("se", Array::of2(&7.into(), &"8".into()).into())]),
            "options.se[1] must be a number, not string",
        ),
        (
            object(&[("seed", 1.into()), ("se", pair(8.0, 7.0))]),
            "options.se: lo must be at most hi",
        ),
        (
            object(&[("seed", 1.into()), ("se", pair(f64::NAN, 7.0))]),
            "options.se: lo must be a number 1.0 to 12.0",
        ),
        (
            object(&[("seed", 1.into()), ("se", pair(2.0, 13.0))]),
            "options.se: hi must be a number 1.0 to 12.0",
        ),
        (
            object(&[("seed", (-1).into()), ("level", "easy".into())]),
            "options.seed must be a whole number 0 or more, not -1",
        ),
        (
            object(&[("seed", "7".into()), ("level", "easy".into())]),
            "options.seed must be a number, not string",
        ),
        (
            object(&[("seed", 1.into()), ("level", "impossible".into())]),
            "options.level must be \"easy\", \"medium\", \"hard\", \"expert\", \"extreme\" or \"guessing\", not \"impossible\"",
        ),
        (
            object(&[("seed", 1.into()), ("level", "easy".into()), ("symmetry", 90.into())]),
            "options.symmetry must be \"none\", \"rotate180\", \"rotate90\", \"mirrorHorizontal\", \"mirrorVertical\", \"diagonal\" or \"antiDiagonal\", not number",
        ),
        (
            object(&[("seed", 1.into()), ("level", "easy".into()), ("minimal", "no".into())]),
            "options.minimal must be a boolean, not string",
        ),
        (
            object(&[("seed", 1.into()), ("level", "easy".into()), ("maxAttempts", 0.into())]),
            "options.maxAttempts must be at least 1",
        ),
    ];
        for (options, expected) in cases {
            let (message, code, cells) = thrown(wasm::generate(options).unwrap_err());
            assert_eq!(
                (message.as_str(), code.as_str()),
                (expected, "InvalidArgument")
            );
            assert!(cells.is_empty());
        }
    }

    #[wasm_bindgen_test]
    fn techniques_list_the_scale() {
        let all = Array::from(&wasm::techniques().unwrap());
        let last = sudoku_wasm::Technique::ALL.len() as u32 - 1;
        assert_eq!(all.length(), last + 1);
        assert_eq!(string_at(&all.get(0), "name"), "Full house");
        assert_eq!(string_at(&all.get(0), "level"), "easy");
        assert_eq!(string_at(&all.get(last), "name"), "Guess");
        assert_eq!(string_at(&all.get(last), "level"), "guessing");
        // Finned Jellyfish is for findSteps only: hint never gives it.
        let in_hint = |name: &str| {
            let t = all.iter().find(|t| string_at(t, "name") == name).unwrap();
            get(&t, "inHint").as_bool().unwrap()
        };
        assert!(in_hint("X-Wing"));
        assert!(!in_hint("Finned Jellyfish"));
        let x_wing = Array::from(&get(&all.get(9), "hodoku"));
        assert_eq!(string_at(&all.get(9), "name"), "X-Wing");
        assert_eq!(x_wing.get(0).as_string().as_deref(), Some("0300"));
        let scores: Vec<f64> = all.iter().map(|t| number_at(&t, "score")).collect();
        assert!(scores.iter().all(|&s| s >= 1.0));
    }

    /// Every level and symmetry listed is one `generate` takes; every technique's level and
    /// a grade's level are listed.
    #[wasm_bindgen_test]
    fn levels_and_symmetries_are_the_ones_used() {
        let levels = names(wasm::levels());
        assert_eq!(levels.first().map(String::as_str), Some("easy"));
        assert_eq!(levels.last().map(String::as_str), Some("guessing"));
        for technique in Array::from(&wasm::techniques().unwrap()).iter() {
            assert!(levels.contains(&string_at(&technique, "level")));
        }
        assert!(levels.contains(&string_at(&typed::grade(&bytes(CLASSIC)).unwrap(), "level")));
        let symmetries = names(wasm::symmetries());
        assert_eq!(symmetries.len(), 7);
        for symmetry in symmetries {
            let options = object(&[
                ("seed", 1.into()),
                ("level", "easy".into()),
                ("symmetry", symmetry.as_str().into()),
                ("maxAttempts", 1.into()),
            ]);
            wasm::generate(options).unwrap();
        }
    }

    #[wasm_bindgen_test]
    fn logic_exports_never_trap_on_garbage() {
        let mut state = 0x9e37_79b9_u32;
        for len in [0usize, 1, 80, 81, 82, 200] {
            let junk: Vec<u8> = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    // Mostly blanks, so that some grids are consistent enough to search.
                    if state % 4 == 0 {
                        (state % 11) as u8
                    } else {
                        0
                    }
                })
                .collect();
            for result in [
                typed::hint(&junk, None),
                typed::hint(&junk, Some(vec![0xffff; 81])),
                typed::solve_path(&junk),
                typed::grade(&junk),
            ] {
                if let Err(err) = result {
                    thrown(err);
                }
            }
        }
    }
}

/// Every argument is checked in Rust: typed arrays and arrays of numbers are read, anything
/// else is an `"InvalidArgument"` error that names the argument; numbers are not coerced.
#[wasm_bindgen_test]
fn arguments_are_checked_at_the_boundary() {
    let sample = bytes(SAMPLE);
    let solved = bytes(SAMPLE_SOLVED);
    let array: Array = sample.iter().map(|&b| JsValue::from(b)).collect();
    assert_eq!(wasm::solve(array.into()).unwrap(), solved);
    let clamped = js_sys::Uint8ClampedArray::from(&sample[..]);
    assert_eq!(wasm::solve(clamped.into()).unwrap(), solved);
    // Other typed arrays convert modulo 256, as `Uint8Array.from` does: 256 + d is d.
    let wide: Vec<u16> = sample
        .iter()
        .map(|&b| if b == 0 { 0 } else { 256 + u16::from(b) })
        .collect();
    let wide = js_sys::Uint16Array::from(&wide[..]);
    assert_eq!(wasm::solve(wide.into()).unwrap(), solved);
    let refused = |value: JsValue| thrown(wasm::solve(value).unwrap_err());
    for (value, what) in [
        (JsValue::from(5), "a number"),
        (JsValue::NULL, "null"),
        (JsValue::UNDEFINED, "undefined"),
        (JsValue::from("0".repeat(81)), "a string"),
        (js_sys::Object::new().into(), "an object"),
        (
            js_sys::DataView::new(&js_sys::ArrayBuffer::new(81), 0, 81).into(),
            "an object",
        ),
        (
            Array::of1(&js_sys::BigInt::from(1u32).into()).into(),
            "an array holding a value that is no number",
        ),
    ] {
        let (message, code, cells) = refused(value);
        assert_eq!(code, "InvalidArgument");
        assert!(cells.is_empty());
        assert_eq!(
            message,
            format!("cells must be a typed array or an array of at most 2^30 numbers, not {what}")
        );
    }
    let empty = typed::js(&[0; 81]);
    for (value, what) in [
        (JsValue::from("2"), "a string"),
        (js_sys::BigInt::from(2u32).into(), "a bigint"),
        (js_sys::Symbol::for_("two").into(), "a symbol"),
        (js_sys::Object::new().into(), "an object"),
    ] {
        for (err, name) in [
            (
                wasm::count_solutions(empty.clone(), value.clone(), JsValue::UNDEFINED),
                "limit",
            ),
            (
                wasm::count_solutions(empty.clone(), 2.into(), value.clone()),
                "maxGuesses",
            ),
            (
                wasm::solve_many(empty.clone(), value.clone()).map(|_| 0.0),
                "maxGuesses",
            ),
        ] {
            let (message, code, _) = thrown(err.unwrap_err());
            assert_eq!(code, "InvalidArgument");
            assert_eq!(
                message,
                format!("{name} must be a whole number 0 or more, not {what}")
            );
        }
    }
    let (message, _, _) = thrown(
        wasm::count_solutions(empty.clone(), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err(),
    );
    assert_eq!(
        message,
        "limit must be a whole number 0 or more, not undefined"
    );
    // `null` and `undefined` mean "absent" where an argument is optional.
    let counted = wasm::solve_and_count(typed::js(&sample), JsValue::NULL, JsValue::NULL).unwrap();
    assert_eq!(get(&counted, "count").as_f64(), Some(1.0));
}
