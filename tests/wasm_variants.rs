//! The variant exports at the wasm boundary, in headless Chromium and Firefox: `Puzzle`
//! objects in and out, the f-puzzles format, thrown errors with their `code`, and no trap
//! on hostile input of any type.
#![cfg(all(target_arch = "wasm32", feature = "variants"))]

use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

use sudoku_wasm::wasm;

wasm_bindgen_test_configure!(run_in_browser);

/// The thrown value must be a `SudokuError`; returns (message, code).
fn thrown(err: JsValue) -> (String, String) {
    let error: js_sys::Error = err.dyn_into().expect("a JS Error");
    assert_eq!(String::from(error.name()), "SudokuError");
    let code = Reflect::get(&error, &"code".into())
        .unwrap()
        .as_string()
        .unwrap();
    (error.message().into(), code)
}

/// The f-puzzles JSON of the ISS puzzle `name` (tests/fixtures/variants).
fn iss(name: &str) -> String {
    include_str!("fixtures/variants/iss-variants.jsonl")
        .lines()
        .find(|line| line.starts_with(&format!("{{\"name\":\"{name}\"")))
        .map(|line| {
            let value = JSON::parse(line).unwrap();
            JSON::stringify(&Reflect::get(&value, &"fpuzzles".into()).unwrap())
                .unwrap()
                .as_string()
                .unwrap()
        })
        .unwrap()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap()
}

#[wasm_bindgen_test]
fn reads_an_fpuzzles_killer_as_a_puzzle_object() {
    let puzzle = wasm::from_fpuzzles(iss("Killer").into()).unwrap();
    assert_eq!(get(&puzzle, "size").as_f64(), Some(9.0));
    assert_eq!(Array::from(&get(&puzzle, "givens")).length(), 81);
    let constraints = Array::from(&get(&puzzle, "constraints"));
    assert!(constraints.length() > 10);
    let first = constraints.get(0);
    assert_eq!(
        get(&first, "type").as_string().as_deref(),
        Some("killerCage")
    );
    assert!(get(&first, "sum").as_f64().unwrap() > 0.0);
    assert!(Array::is_array(&get(&first, "cells")));
}

#[wasm_bindgen_test]
fn writes_and_reads_back_through_json_and_links() {
    for name in [
        "Killer",
        "16x16: Jigsaw",
        "Arrow",
        "Little Killer Sudoku",
        "Kropki sudoku",
    ] {
        let puzzle = wasm::from_fpuzzles(iss(name).into()).unwrap();
        let json = wasm::to_fpuzzles(puzzle.clone()).unwrap();
        let again = wasm::from_fpuzzles(json.into()).unwrap();
        assert_eq!(
            JSON::stringify(&again).unwrap(),
            JSON::stringify(&puzzle).unwrap(),
            "{name}"
        );
        let link = wasm::to_fpuzzles_url(puzzle.clone()).unwrap();
        assert!(
            link.starts_with("https://www.f-puzzles.com/?load="),
            "{name}"
        );
        let from_link = wasm::from_fpuzzles(link.into()).unwrap();
        assert_eq!(
            JSON::stringify(&from_link).unwrap(),
            JSON::stringify(&puzzle).unwrap(),
            "{name}"
        );
    }
}

#[wasm_bindgen_test]
fn errors_carry_their_codes_and_paths() {
    let (message, code) =
        thrown(wasm::from_fpuzzles(r#"{"size":4,"grid":[],"clock":[]}"#.into()).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str()),
        ("unsupported constraint 'clock'", "Unsupported")
    );
    let bad_sum = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
        "killercage":[{"cells":["R1C1"]},{"cells":["R1C2"],"value":"x"}]}"#;
    let (message, code) = thrown(wasm::from_fpuzzles(bad_sum.into()).unwrap_err());
    assert_eq!(code, "InvalidPuzzle");
    assert!(
        message.starts_with("invalid puzzle at killercage[1].value: "),
        "{message}"
    );
    let (message, code) = thrown(wasm::from_fpuzzles(JsValue::from(42)).unwrap_err());
    assert_eq!(
        (message.as_str(), code.as_str()),
        ("text must be a string, not number", "InvalidArgument")
    );

    let puzzle = JSON::parse(r#"{"size":4,"givens":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,99]}"#).unwrap();
    let (message, code) = thrown(wasm::to_fpuzzles(puzzle).unwrap_err());
    assert_eq!(code, "InvalidPuzzle");
    assert!(
        message.starts_with("invalid puzzle at givens[15]: "),
        "{message}"
    );
    let puzzle = JSON::parse(r#"{"size":4,"givens":[],"constraints":[{"type":"clock"}]}"#).unwrap();
    assert_eq!(
        thrown(wasm::to_fpuzzles(puzzle).unwrap_err()).1,
        "Unsupported"
    );
}

/// Values of every wrong type, cycles, BigInts, NaN, fractions, huge sizes, deep nesting
/// and 10 MB strings: each is a thrown `SudokuError`, never a trap.
#[wasm_bindgen_test]
fn hostile_values_throw_sudoku_errors() {
    let cycle = Object::new();
    Reflect::set(&cycle, &"self".into(), &cycle).unwrap();
    let with_bigint = Object::new();
    Reflect::set(
        &with_bigint,
        &"size".into(),
        &js_sys::BigInt::from(9u32).into(),
    )
    .unwrap();
    let deep = JSON::parse(&format!("{}{}", "[".repeat(5000), "]".repeat(5000))).unwrap();
    let puzzles: Vec<JsValue> = vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from(9),
        JsValue::from_str("{}"),
        Array::new().into(),
        cycle.into(),
        with_bigint.into(),
        deep.clone(),
        JSON::parse(r#"{"size":null,"givens":[]}"#).unwrap(),
        JSON::parse(r#"{"size":4.5,"givens":[]}"#).unwrap(),
        JSON::parse(r#"{"size":-4,"givens":[]}"#).unwrap(),
        JSON::parse(r#"{"size":1000000000,"givens":[]}"#).unwrap(),
        JSON::parse(r#"{"size":25,"givens":[-1]}"#).unwrap(),
        JSON::parse(
            r#"{"size":4,"givens":[],"constraints":[{"type":"killerCage","cells":"R1C1"}]}"#,
        )
        .unwrap(),
    ];
    for value in puzzles {
        let code = thrown(wasm::to_fpuzzles(value).unwrap_err()).1;
        assert!(
            code == "InvalidArgument" || code == "InvalidPuzzle",
            "{code}"
        );
    }
    let huge = "x".repeat(10 << 20);
    for text in [
        huge.clone(),
        format!("{{\"size\":9,\"title\":\"{huge}\"}}"),
        format!("?load={huge}"),
        format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
    ] {
        let code = thrown(wasm::from_fpuzzles(text.into()).unwrap_err()).1;
        assert_eq!(code, "InvalidPuzzle");
    }
    // The module still works.
    assert!(wasm::from_fpuzzles(iss("6x6").into()).is_ok());
}

/// The recorded solution of the ISS puzzle `name`, as N×N digits.
fn iss_solution(name: &str) -> Vec<u8> {
    let line = include_str!("fixtures/variants/iss-variants.jsonl")
        .lines()
        .find(|line| line.starts_with(&format!("{{\"name\":\"{name}\"")))
        .unwrap();
    let solution = get(&JSON::parse(line).unwrap(), "solution");
    match solution.as_string() {
        Some(text) => text.bytes().map(|b| b - b'0').collect(),
        None => Array::from(&solution)
            .iter()
            .map(|v| v.as_f64().unwrap() as u8)
            .collect(),
    }
}

#[wasm_bindgen_test]
fn solves_counts_and_validates_variant_puzzles() {
    for name in [
        "Killer",
        "16x16: Jigsaw",
        "Arrow",
        "Little Killer Sudoku",
        "Kropki sudoku",
        "6x6",
        "XV-sudoku",
    ] {
        let puzzle = wasm::from_fpuzzles(iss(name).into()).unwrap();
        let solution = wasm::solve_puzzle(puzzle.clone()).unwrap().to_vec();
        assert_eq!(solution, iss_solution(name), "{name}");
        let count =
            wasm::count_puzzle_solutions(puzzle.clone(), JsValue::from(2), JsValue::UNDEFINED)
                .unwrap();
        assert_eq!(count, 1.0, "{name}");
        assert_eq!(
            Array::from(&wasm::validate_puzzle(puzzle).unwrap()).length(),
            0,
            "{name}"
        );
    }
    // A blank 4×4 has 288 solutions; a budget of 1 guess runs out.
    let blank = JSON::parse(&format!(
        r#"{{"size":4,"givens":[{}]}}"#,
        ["0"; 16].join(",")
    ))
    .unwrap();
    assert_eq!(
        wasm::count_puzzle_solutions(blank.clone(), JsValue::from(1000), JsValue::UNDEFINED)
            .unwrap(),
        288.0
    );
    let (_, code) = thrown(
        wasm::count_puzzle_solutions(blank.clone(), JsValue::from(1000), JsValue::from(1))
            .unwrap_err(),
    );
    assert_eq!(code, "BudgetExceeded");
    for bad in [
        JsValue::from(-1),
        JsValue::from(f64::NAN),
        JsValue::from(1.5),
        JsValue::from("2"),
        JsValue::UNDEFINED,
    ] {
        let (_, code) = thrown(
            wasm::count_puzzle_solutions(blank.clone(), bad, JsValue::UNDEFINED).unwrap_err(),
        );
        assert_eq!(code, "InvalidArgument");
    }
}

#[wasm_bindgen_test]
fn broken_givens_are_conflicts_and_errors() {
    let mut givens = ["0"; 16];
    givens[0] = "1";
    givens[1] = "1";
    let puzzle = JSON::parse(&format!(r#"{{"size":4,"givens":[{}]}}"#, givens.join(","))).unwrap();
    let conflicts = Array::from(&wasm::validate_puzzle(puzzle.clone()).unwrap());
    // Cells 0 and 1 share row 1 and the first 2×2 box: one conflict for each.
    let rules: Vec<String> = conflicts
        .iter()
        .map(|c| get(&c, "rule").as_string().unwrap())
        .collect();
    assert_eq!(rules, ["row", "region"]);
    let (_, code) = thrown(wasm::solve_puzzle(puzzle).unwrap_err());
    assert_eq!(code, "ConflictingGivens");
    // A cage that cannot be filled: no solution.
    let puzzle = JSON::parse(&format!(
        r#"{{"size":4,"givens":[{}],"constraints":[{{"type":"killerCage","cells":[0,1],"sum":2}}]}}"#,
        ["0"; 16].join(",")
    ))
    .unwrap();
    assert_eq!(
        thrown(wasm::solve_puzzle(puzzle).unwrap_err()).1,
        "NoSolution"
    );
}

#[cfg(feature = "logic")]
mod hints {
    use super::*;
    use js_sys::Uint32Array;

    #[wasm_bindgen_test]
    fn hint_puzzle_gives_a_step_in_the_classic_shape() {
        let puzzle = wasm::from_fpuzzles(iss("Killer").into()).unwrap();
        let step = wasm::hint_puzzle(puzzle.clone(), JsValue::UNDEFINED).unwrap();
        let technique = get(&step, "technique").as_string().unwrap();
        let names: Vec<String> = Array::from(&wasm::puzzle_techniques().unwrap())
            .iter()
            .map(|t| get(&t, "name").as_string().unwrap())
            .collect();
        assert!(names.contains(&technique), "{technique}");
        assert_eq!(names.last().map(String::as_str), Some("Guess"));
        for key in ["level", "text"] {
            assert!(get(&step, key).as_string().is_some(), "{key}");
        }
        for key in ["placements", "eliminations", "cells", "units"] {
            assert!(Array::is_array(&get(&step, key)), "{key}");
        }
        // With every candidate given back, the same first step.
        let all = Uint32Array::new_with_length(81);
        all.fill(0x1ff, 0, 81);
        let again = wasm::hint_puzzle(puzzle, all.into()).unwrap();
        assert_eq!(
            get(&again, "text").as_string(),
            get(&step, "text").as_string()
        );
        let kinds: Vec<String> = wasm::puzzle_unit_kinds()
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect();
        assert_eq!(kinds, ["row", "column", "box", "region", "constraint"]);
    }

    #[wasm_bindgen_test]
    fn solve_path_puzzle_fills_the_solution_of_a_16x16() {
        let puzzle = wasm::from_fpuzzles(iss("16x16: Jigsaw").into()).unwrap();
        let solution = wasm::solve_puzzle(puzzle.clone()).unwrap().to_vec();
        let mut grid: Vec<u8> = Array::from(&get(&puzzle, "givens"))
            .iter()
            .map(|v| v.as_f64().unwrap() as u8)
            .collect();
        let path = Array::from(&wasm::solve_path_puzzle(puzzle).unwrap());
        assert!(path.length() > 0);
        for step in path.iter() {
            for p in Array::from(&get(&step, "placements")).iter() {
                let cell = get(&p, "cell").as_f64().unwrap() as usize;
                grid[cell] = get(&p, "digit").as_f64().unwrap() as u8;
            }
        }
        assert_eq!(grid, solution);
    }

    #[wasm_bindgen_test]
    fn bad_candidates_are_invalid_arguments() {
        let puzzle = wasm::from_fpuzzles(iss("6x6").into()).unwrap();
        let short = Uint32Array::new_with_length(35);
        let (message, code) = thrown(wasm::hint_puzzle(puzzle.clone(), short.into()).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        assert_eq!(message, "candidates must hold 36 masks (6×6), not 35");
        let over = Uint32Array::new_with_length(36);
        over.set_index(7, 64);
        let err = wasm::hint_puzzle(puzzle.clone(), over.into()).unwrap_err();
        assert_eq!(
            Array::from(&get(&err, "cells")).to_vec(),
            vec![JsValue::from(7)]
        );
        let (message, code) = thrown(err);
        assert_eq!(code, "InvalidArgument");
        assert_eq!(
            message,
            "candidate mask 64 at row 2, column 2 is over 63 (bit d - 1 stands for digit d)"
        );
        let (_, code) = thrown(wasm::hint_puzzle(puzzle, JsValue::from("all")).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        let (_, code) = thrown(wasm::solve_path_puzzle(JsValue::from(3)).unwrap_err());
        assert_eq!(code, "InvalidArgument");
    }
}
