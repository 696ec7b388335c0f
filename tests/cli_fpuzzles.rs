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
