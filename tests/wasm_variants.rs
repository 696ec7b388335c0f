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
fn true_candidates_cross_as_masks_and_counts() {
    // A unique puzzle: its true candidates are its solution, one bit a cell.
    let puzzle = wasm::from_fpuzzles(iss("Killer").into()).unwrap();
    let masks = wasm::true_candidates(puzzle.clone(), JsValue::UNDEFINED)
        .unwrap()
        .to_vec();
    let solution = iss_solution("Killer");
    assert_eq!(masks.len(), 81);
    for (cell, (&mask, &digit)) in masks.iter().zip(&solution).enumerate() {
        assert_eq!(mask, 1 << (digit - 1), "cell {cell}");
    }
    // A blank 4×4: every digit everywhere, 72 solutions each (counted to 100, or to 5).
    let blank = JSON::parse(&format!(
        r#"{{"size":4,"givens":[{}]}}"#,
        ["0"; 16].join(",")
    ))
    .unwrap();
    let options = JSON::parse(r#"{"maxGuesses":100000}"#).unwrap();
    let masks = wasm::true_candidates(blank.clone(), options.clone()).unwrap();
    assert_eq!(masks.to_vec(), vec![0b1111; 16]);
    for (limit, each) in [(100, 72), (5, 5)] {
        let counts =
            wasm::true_candidate_counts(blank.clone(), JsValue::from(limit), options.clone())
                .unwrap()
                .to_vec();
        assert_eq!(counts, vec![each; 64], "limit {limit}");
    }
    // Out of budget: a coded error, not a partial answer.
    let tight = JSON::parse(r#"{"maxGuesses":1}"#).unwrap();
    let (_, code) = thrown(wasm::true_candidates(blank.clone(), tight).unwrap_err());
    assert_eq!(code, "BudgetExceeded");
    // Bad options and limits are argument errors; a bad puzzle names its field.
    for bad in [
        JsValue::from(3),
        JSON::parse("[]").unwrap(),
        JSON::parse(r#"{"maxGuesses":-1}"#).unwrap(),
        JSON::parse(r#"{"maxGuesses":"9"}"#).unwrap(),
    ] {
        let (_, code) = thrown(wasm::true_candidates(blank.clone(), bad).unwrap_err());
        assert_eq!(code, "InvalidArgument");
    }
    for bad in [
        JsValue::from(-1),
        JsValue::from(0.5),
        JsValue::from("2"),
        JsValue::NULL,
    ] {
        let (_, code) = thrown(
            wasm::true_candidate_counts(blank.clone(), bad, JsValue::UNDEFINED).unwrap_err(),
        );
        assert_eq!(code, "InvalidArgument");
    }
    let bad_puzzle = JSON::parse(r#"{"size":4,"givens":[9]}"#).unwrap();
    let (message, code) =
        thrown(wasm::true_candidates(bad_puzzle, JsValue::UNDEFINED).unwrap_err());
    assert_eq!(code, "InvalidPuzzle");
    assert!(message.contains("givens"), "{message}");
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
    fn grade_puzzle_gives_the_paths_hardest_technique_and_level() {
        let puzzle = wasm::from_fpuzzles(iss("6x6").into()).unwrap();
        let grade = wasm::grade_puzzle(puzzle.clone()).unwrap();
        let native = sudoku_wasm::variant::fpuzzles::from_fpuzzles(&iss("6x6"))
            .unwrap()
            .grade()
            .unwrap();
        assert_eq!(
            get(&grade, "level").as_string().unwrap(),
            native.level.name()
        );
        assert_eq!(
            get(&grade, "hardestTechnique").as_string().as_deref(),
            native.hardest_technique.map(|t| t.name())
        );
        let path = Array::from(&wasm::solve_path_puzzle(puzzle).unwrap());
        assert_eq!(
            get(&grade, "steps").as_f64(),
            Some(f64::from(path.length()))
        );
        // `techniques`: a plain object, a count per technique, in the order they are tried.
        let techniques = get(&grade, "techniques");
        let names: Vec<String> = Object::keys(techniques.unchecked_ref::<Object>())
            .iter()
            .map(|k| k.as_string().unwrap())
            .collect();
        let expected: Vec<&str> = native.techniques.keys().map(|t| t.name()).collect();
        assert_eq!(names, expected);
        let total: f64 = names
            .iter()
            .map(|n| get(&techniques, n).as_f64().unwrap())
            .sum();
        assert_eq!(total, f64::from(path.length()));
        // A full grid: easy, no technique; errors are the puzzle's.
        let solved =
            JSON::parse(r#"{"size":4,"givens":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1]}"#).unwrap();
        let full = wasm::grade_puzzle(solved).unwrap();
        assert_eq!(get(&full, "level").as_string().unwrap(), "easy");
        assert!(get(&full, "hardestTechnique").is_null());
        let (_, code) = thrown(wasm::grade_puzzle(JsValue::from(3)).unwrap_err());
        assert_eq!(code, "InvalidArgument");
        let clash =
            JSON::parse(r#"{"size":4,"givens":[1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}"#).unwrap();
        assert_eq!(
            thrown(wasm::grade_puzzle(clash).unwrap_err()).1,
            "ConflictingGivens"
        );
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

/// The published "Effluence" (Philipp Blume, CC BY 4.0; tests/fixtures/variants) as a
/// SudokuPad scl link.
fn effluence_scl() -> String {
    include_str!("fixtures/variants/sudokupad-links.jsonl")
        .lines()
        .find(|line| line.contains("\"Effluence\""))
        .map(|line| {
            get(&JSON::parse(line).unwrap(), "sudokupad_scl")
                .as_string()
                .unwrap()
        })
        .unwrap()
}

#[wasm_bindgen_test]
fn reads_a_sudokupad_link_with_its_title_author_and_rules() {
    let puzzle = wasm::from_sudokupad(effluence_scl().into()).unwrap();
    assert_eq!(get(&puzzle, "size").as_f64(), Some(9.0));
    assert_eq!(
        get(&puzzle, "title").as_string().as_deref(),
        Some("Effluence")
    );
    assert_eq!(
        get(&puzzle, "author").as_string().as_deref(),
        Some("Philipp Blume")
    );
    assert!(get(&puzzle, "rules")
        .as_string()
        .is_some_and(|r| !r.is_empty()));
    assert!(Array::from(&get(&puzzle, "constraints")).length() > 5);
    // The Puzzle object goes back in: counted unique.
    let count = wasm::count_puzzle_solutions(puzzle, 2.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(count, 1.0);
}

#[wasm_bindgen_test]
fn sudokupad_errors_are_coded() {
    let (message, code) =
        thrown(wasm::from_sudokupad("https://sudokupad.app/abc123".into()).unwrap_err());
    assert_eq!(code, "InvalidPuzzle");
    assert!(message.contains("needs the network"), "{message}");
    let scl = r##"{"cells":[[{}]],"regions":[[[0,0]]],"lines":[{"color":"#123456","thickness":9,"wayPoints":[[0.5,0.5],[0.5,0.5]]}]}"##;
    let (message, code) = thrown(wasm::from_sudokupad(scl.into()).unwrap_err());
    assert_eq!(code, "Unsupported");
    assert_eq!(message, "unsupported constraint 'unrecognised line (colour #123456, thickness 9) through r1c1-r1c1 (lines[0])'");
    let (_, code) =
        thrown(wasm::from_sudokupad("https://sudokupad.app/sclAB!".into()).unwrap_err());
    assert_eq!(code, "InvalidPuzzle");
    for value in [JsValue::NULL, 7.into(), Object::new().into()] {
        let (_, code) = thrown(wasm::from_sudokupad(value).unwrap_err());
        assert_eq!(code, "InvalidArgument");
    }
}

/// `{ key: value, ... }` as a JS object.
#[cfg(feature = "logic")]
fn options(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in pairs {
        Reflect::set(&object, &(*key).into(), value).unwrap();
    }
    object.into()
}

#[cfg(feature = "logic")]
#[wasm_bindgen_test]
fn generates_a_variant_puzzle_object_that_the_variant_functions_take() {
    let generated = wasm::generate_puzzle_js(options(&[
        ("seed", 3.into()),
        ("size", 9.into()),
        ("variant", "killer".into()),
        ("level", "easy".into()),
    ]))
    .unwrap();
    assert_eq!(get(&generated, "reached").as_bool(), Some(true));
    assert_eq!(get(&generated, "seed").as_f64(), Some(3.0));
    assert!(get(&generated, "attempts").as_f64().unwrap() >= 1.0);
    let grade = get(&generated, "grade");
    assert_eq!(get(&grade, "level").as_string().as_deref(), Some("easy"));
    assert!(get(&grade, "steps").as_f64().unwrap() > 0.0);
    let puzzle = get(&generated, "puzzle");
    assert_eq!(
        wasm::count_puzzle_solutions(puzzle.clone(), 2.into(), JsValue::UNDEFINED),
        Ok(1.0)
    );
    let solution = js_sys::Uint8Array::from(get(&generated, "solution")).to_vec();
    let solved = wasm::solve_puzzle(puzzle.clone()).unwrap();
    assert_eq!(solved.to_vec(), solution);
    let graded = wasm::grade_puzzle(puzzle.clone()).unwrap();
    assert_eq!(
        JSON::stringify(&graded).unwrap(),
        JSON::stringify(&grade).unwrap()
    );
    // Through f-puzzles and back.
    let text = wasm::to_fpuzzles(puzzle.clone()).unwrap();
    let back = wasm::from_fpuzzles(text.into()).unwrap();
    assert_eq!(
        JSON::stringify(&back).unwrap(),
        JSON::stringify(&puzzle).unwrap()
    );
}

#[cfg(feature = "logic")]
#[wasm_bindgen_test]
fn generate_puzzle_errors_say_what_is_offered() {
    let base = |variant: &str, size: f64, level: &str| {
        options(&[
            ("seed", 1.into()),
            ("size", size.into()),
            ("variant", variant.into()),
            ("level", level.into()),
        ])
    };
    let cases = [
        (
            base("killer", 6.0, "easy"),
            "invalid option size: killer puzzles are made at size 9, not 6",
            "InvalidOption",
        ),
        (
            base("classic", 4.0, "hard"),
            "invalid option level: 4×4 classic puzzles are made at the level easy, not hard",
            "InvalidOption",
        ),
        (
            base("sandwich", 9.0, "easy"),
            "options.variant must be \"classic\", \"killer\", \"jigsaw\", \"x\" or \"windoku\", not \"sandwich\"",
            "InvalidArgument",
        ),
        (
            base("x", 9.5, "easy"),
            "options.size must be a whole number 0 or more, not 9.5",
            "InvalidArgument",
        ),
        (
            options(&[("seed", 1.into()), ("variant", "x".into()), ("level", "easy".into())]),
            "options.size is required",
            "InvalidArgument",
        ),
        (
            JsValue::from(7),
            "options must be an object, not number",
            "InvalidArgument",
        ),
    ];
    for (value, message, code) in cases {
        let (got, got_code) = thrown(wasm::generate_puzzle_js(value).unwrap_err());
        assert_eq!((got.as_str(), got_code.as_str()), (message, code));
    }
    let kinds: Vec<String> = wasm::variant_kinds()
        .iter()
        .map(|k| k.as_string().unwrap())
        .collect();
    assert_eq!(kinds, ["classic", "killer", "jigsaw", "x", "windoku"]);
    let generators = Array::from(&wasm::puzzle_generators().unwrap());
    let killer = generators
        .iter()
        .find(|g| get(g, "variant").as_string().as_deref() == Some("killer"))
        .unwrap();
    assert_eq!(get(&killer, "size").as_f64(), Some(9.0));
    assert_eq!(get(&killer, "symmetry").as_bool(), Some(false));
    assert!(Array::from(&get(&killer, "levels")).length() >= 3);
}
