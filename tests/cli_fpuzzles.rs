//! The `sudoku` binary given f-puzzles puzzles (JSON or links, from a file or standard
//! input): the solution grid of any size, counts, statuses, and the errors and exit
//! statuses of a grid.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use sudoku_wasm::variant::fpuzzles;

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

/// (f-puzzles JSON, solution rows as the CLI prints them) of the ISS puzzle `name`.
fn iss(name: &str) -> (String, String) {
    let line = include_str!("fixtures/variants/iss-variants.jsonl")
        .lines()
        .find(|line| line.starts_with(&format!("{{\"name\":\"{name}\"")))
        .unwrap();
    let value: Value = serde_json::from_str(line).unwrap();
    let size = value["size"].as_u64().unwrap() as usize;
    let digits: Vec<u64> = match &value["solution"] {
        Value::String(s) => s.bytes().map(|b| u64::from(b - b'0')).collect(),
        other => other
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect(),
    };
    let rows: String = digits
        .chunks(size)
        .map(|row| row.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    (value["fpuzzles"].to_string(), rows)
}

#[test]
fn solves_fpuzzles_json_of_every_size() {
    for name in ["Killer", "16x16: Jigsaw", "6x6", "Arrow", "Sudoku X"] {
        let (json, rows) = iss(name);
        let out = run(&[], json.as_bytes());
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), rows, "{name}");
        let out = run(&["solve", "-"], json.as_bytes());
        assert_eq!(text(&out.stdout), rows, "{name}");
    }
}

#[test]
fn solves_fpuzzles_links_and_files() {
    let (json, rows) = iss("Little Killer Sudoku");
    let link = fpuzzles::to_fpuzzles_url(&fpuzzles::from_fpuzzles(&json).unwrap()).unwrap();
    let out = run(&["solve"], format!("{link}\n").as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), rows);
    let dir = std::env::temp_dir().join(format!("sudoku-cli-fpuzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("little-killer.json");
    std::fs::write(&file, &json).unwrap();
    let out = run(&[file.to_str().unwrap()], b"");
    assert_eq!(text(&out.stdout), rows);
    let out = run(&["solve", "--format", "json", file.to_str().unwrap()], b"");
    let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(answer["size"], 9);
    assert_eq!(answer["solution"].as_array().unwrap().len(), 81);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn counts_and_validates() {
    let (json, _) = iss("Killer");
    let out = run(&["count"], json.as_bytes());
    assert_eq!(text(&out.stdout), "1\n");
    let out = run(&["validate"], json.as_bytes());
    assert_eq!(text(&out.stdout), "unique\n");
    assert!(out.status.success());
    // Without its cages the puzzle has many solutions: count stops at the limit.
    let blank = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
    let out = run(&["count", "--limit", "1000"], blank.as_bytes());
    assert_eq!(text(&out.stdout), "288\n");
    let out = run(&["validate"], blank.as_bytes());
    assert_eq!(text(&out.stdout), "multiple\n");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn errors_name_the_field_and_exit_1() {
    for (input, message) in [
        (r#"{"size":4,"grid":[],"clock":[]}"#, "sudoku: unsupported constraint 'clock'\n"),
        (
            r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"killercage":[{"cells":["R1C1"],"value":"x"}]}"#,
            "sudoku: invalid puzzle at killercage[0].value: expected a whole number 0..625, found \"x\"\n",
        ),
        (
            "https://www.f-puzzles.com/?load=!!",
            "sudoku: invalid puzzle at load: the compressed puzzle is not lz-string base64 (unexpected '!')\n",
        ),
        (
            r#"{"size":4,"grid":[[{"value":1,"given":true},{"value":1,"given":true},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#,
            "sudoku: the givens break the row rule at row 1, column 1; row 1, column 2\n",
        ),
    ] {
        let out = run(&[], input.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{input}");
        assert_eq!(text(&out.stderr), message, "{input}");
        assert!(out.stdout.is_empty());
    }
    // JSON errors are the puzzle's object on standard output, as for a grid.
    let out = run(
        &["solve", "--format", "json"],
        br#"{"size":4,"grid":[],"clock":[]}"#,
    );
    assert_eq!(out.status.code(), Some(1));
    let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(answer["error"]["code"], "Unsupported");
}

/// `hint` and `path` explain an f-puzzles puzzle: text one step a line, JSON in the JS
/// API's step shape; the path's placements fill the solution.
#[cfg(feature = "logic")]
#[test]
fn hint_and_path_explain_fpuzzles_puzzles() {
    let (json, rows) = iss("Killer");
    let out = run(&["hint"], json.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let hint = text(&out.stdout);
    assert_eq!(hint.lines().count(), 1);
    let out = run(&["hint", "--format", "json"], json.as_bytes());
    let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(answer["size"], 9);
    assert_eq!(
        format!("{}\n", answer["step"]["text"].as_str().unwrap()),
        hint
    );
    for key in [
        "technique",
        "level",
        "placements",
        "eliminations",
        "cells",
        "units",
    ] {
        assert!(!answer["step"][key].is_null(), "{key}");
    }

    let (json, rows16) = iss("16x16: Jigsaw");
    let link = fpuzzles::to_fpuzzles_url(&fpuzzles::from_fpuzzles(&json).unwrap()).unwrap();
    let out = run(&["path", "--format", "json"], link.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    let puzzle = fpuzzles::from_fpuzzles(&json).unwrap();
    let mut grid = puzzle.givens.clone();
    let steps = answer["steps"].as_array().unwrap();
    for step in steps {
        for p in step["placements"].as_array().unwrap() {
            grid[p["cell"].as_u64().unwrap() as usize] = p["digit"].as_u64().unwrap() as u8;
        }
    }
    let printed: String = grid
        .chunks(16)
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    assert_eq!(printed, rows16);
    let out = run(&["path"], json.as_bytes());
    assert_eq!(text(&out.stdout).lines().count(), steps.len());
    assert!(
        text(&out.stdout).contains("r10c"),
        "cells past 9 are numbers"
    );

    // A solved grid has no hint; errors are a grid's.
    let solved = rows.replace('\n', " ");
    let digits: Vec<&str> = solved.split_whitespace().collect();
    let mut full = puzzle_json_with_givens(&iss("Killer").0, &digits);
    let out = run(&["hint"], full.as_bytes());
    assert_eq!(text(&out.stdout), "the puzzle is already solved\n");
    full = r#"{"size":4,"grid":[],"clock":[]}"#.into();
    let out = run(&["path"], full.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "sudoku: unsupported constraint 'clock'\n"
    );
}

/// `grade` gives an f-puzzles puzzle's level and hardest technique (`Puzzle::grade`'s):
/// text `<level> <hardest technique>`, JSON in the JS API's `gradePuzzle` shape; `rate`
/// (Sudoku Explainer's scale) is for classic grids only.
#[cfg(feature = "logic")]
#[test]
fn grade_gives_an_fpuzzles_puzzles_level() {
    for name in ["Killer", "6x6"] {
        let (json, _) = iss(name);
        let grade = fpuzzles::from_fpuzzles(&json).unwrap().grade().unwrap();
        let hardest = grade.hardest_technique.unwrap().name();
        let out = run(&["grade"], json.as_bytes());
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), format!("{} {hardest}\n", grade.level));
        let out = run(&["grade", "--format", "json"], json.as_bytes());
        let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
        assert_eq!(answer["level"], grade.level.name(), "{name}");
        assert_eq!(answer["hardestTechnique"], hardest, "{name}");
        assert_eq!(answer["steps"], grade.steps, "{name}");
        let counts = answer["techniques"].as_object().unwrap();
        let mut expected: Vec<(String, u64)> = grade
            .techniques
            .iter()
            .map(|(t, &n)| (t.name().to_string(), u64::from(n)))
            .collect();
        expected.sort();
        let found: Vec<(String, u64)> = counts
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        assert_eq!(found, expected, "{name}: the steps of each technique");
    }
    let (json, _) = iss("Killer");
    let out = run(&["rate", "--format", "json"], json.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let answer: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(answer["error"]["code"], "Unsupported");
}

/// The f-puzzles JSON `json` with every cell given from `digits`.
#[cfg(feature = "logic")]
fn puzzle_json_with_givens(json: &str, digits: &[&str]) -> String {
    let mut value: Value = serde_json::from_str(json).unwrap();
    let n = value["size"].as_u64().unwrap() as usize;
    for (i, d) in digits.iter().enumerate() {
        value["grid"][i / n][i % n] =
            serde_json::json!({ "value": d.parse::<u64>().unwrap(), "given": true });
    }
    value.to_string()
}

#[test]
fn candidates_of_fpuzzles_and_grids() {
    // A unique puzzle's true candidates are its solution, one digit a cell.
    let (json, rows) = iss("6x6");
    let out = run(&["candidates", "-"], json.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), rows);
    // A blank 4×4: every digit everywhere, 72 solutions each; counted to 50 they show 50+.
    let blank = r#"{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}"#;
    let out = run(&["candidates", "-"], blank.as_bytes());
    assert_eq!(text(&out.stdout), "1234 1234 1234 1234\n".repeat(4));
    let out = run(
        &["candidates", "--limit", "100", "-f", "json", "-"],
        blank.as_bytes(),
    );
    let value: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(value["counts"][0], serde_json::json!([72, 72, 72, 72]));
    assert_eq!(value["candidates"][15], serde_json::json!([1, 2, 3, 4]));
    let out = run(&["candidates", "--limit", "50", "-"], blank.as_bytes());
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("r1c1 1:50+ 2:50+ 3:50+ 4:50+")
    );
    // Out of budget: exit 1 and the reason.
    let out = run(&["candidates", "--max-guesses", "1", "-"], blank.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("budget of 1 guesses"),
        "{}",
        text(&out.stderr)
    );
    // A classic grid line with its first three rows blank (many solutions): every cell
    // lists its solution digit, the blank ones some more, the given ones nothing else.
    let solved =
        "135469278782135649469278135321546897874913526596827413917652384643781952258394761";
    let line = format!("{}{}", ".".repeat(27), &solved[27..]);
    let out = run(&["candidates", "--lines", "-"], line.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let fields: Vec<String> = text(&out.stdout)
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(fields.len(), 81);
    for (cell, (field, digit)) in fields.iter().zip(solved.chars()).enumerate() {
        assert!(field.contains(digit), "cell {cell}: {field}");
        if cell >= 27 {
            assert_eq!(field, &digit.to_string(), "cell {cell}");
        }
    }
    assert!(fields[..27].iter().any(|f| f.len() > 1));
}

/// SudokuPad links read like f-puzzles ones: the scl drawing of a published puzzle is
/// counted unique and solved; a short id is refused with its reason.
#[test]
fn reads_sudokupad_links() {
    let line = include_str!("fixtures/variants/sudokupad-links.jsonl")
        .lines()
        .find(|line| line.contains("\"Effluence\""))
        .unwrap();
    let value: Value = serde_json::from_str(line).unwrap();
    let link = value["sudokupad_scl"].as_str().unwrap();
    let out = run(&["count", "-"], link.as_bytes());
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "1");
    let out = run(&["solve", "-"], link.as_bytes());
    let solution: String = text(&out.stdout).split_whitespace().collect();
    assert_eq!(solution, value["solution"].as_str().unwrap());
    let out = run(&["-"], b"https://sudokupad.app/abc123");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("needs the network"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn generates_variant_puzzles_as_links_or_json() {
    let out = run(
        &[
            "generate",
            "--variant",
            "killer",
            "--level",
            "easy",
            "--seed",
            "3",
            "--count",
            "2",
        ],
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(lines.len(), 2);
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let puzzle = fpuzzles::from_fpuzzles(fields[0]).unwrap();
        assert_eq!(puzzle.count_solutions(2), Ok(1));
        assert_eq!(puzzle.grade().unwrap().level.name(), fields[1]);
        assert_eq!(fields[1], "easy");
    }
    assert_ne!(lines[0], lines[1], "one seed each");
    // The same seed, the same puzzle; JSON has the puzzle, its link and grade.
    let json = run(
        &[
            "generate",
            "--variant",
            "classic",
            "--size",
            "6",
            "--seed",
            "4",
            "-f",
            "json",
        ],
        b"",
    );
    assert!(json.status.success(), "{}", text(&json.stderr));
    let value: Value = serde_json::from_str(text(&json.stdout).trim()).unwrap();
    assert_eq!(value["seed"], 4);
    assert_eq!(value["reached"], true);
    assert_eq!(value["grade"]["level"], "easy");
    assert_eq!(value["puzzle"]["size"], 6);
    let link = fpuzzles::from_fpuzzles(value["fpuzzles"].as_str().unwrap()).unwrap();
    assert_eq!(serde_json::to_value(&link).unwrap(), value["puzzle"]);
    let again = run(
        &[
            "generate",
            "--variant",
            "classic",
            "--size",
            "6",
            "--seed",
            "4",
            "-f",
            "json",
        ],
        b"",
    );
    assert_eq!(again.stdout, json.stdout);
    // Options not offered: status 2 and what is offered.
    let bad = run(&["generate", "--variant", "killer", "--size", "6"], b"");
    assert_eq!(bad.status.code(), Some(2));
    assert_eq!(
        text(&bad.stderr),
        "sudoku: invalid option size: killer puzzles are made at size 9, not 6\n"
    );
    let bad = run(&["generate", "--variant", "x", "--format", "grid"], b"");
    assert_eq!(bad.status.code(), Some(2));
    let bad = run(&["generate", "--size", "6"], b"");
    assert_eq!(bad.status.code(), Some(2), "--size needs --variant");
}
