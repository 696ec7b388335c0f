//! The `sudoku` binary, run as a user would: standard input in, output and status out.
// The binary is native: on wasm32 there is nothing to run.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;

use common::{SAMPLE_BOJ as SAMPLE, SAMPLE_SOLVED};

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The child may exit before reading everything (e.g. on a bad argument).
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap()
}

#[test]
fn solves_the_baekjoon_sample() {
    let out = run(&[], SAMPLE.as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), SAMPLE_SOLVED);
    assert!(out.stderr.is_empty());
    // No trailing newline, CRLF and extra spaces are all fine.
    let messy = SAMPLE.trim_end().replace('\n', "  \r\n").replace(' ', "  ");
    let out = run(&[], messy.as_bytes());
    assert_eq!(text(&out.stdout), SAMPLE_SOLVED);
}

#[test]
fn several_solutions_print_exactly_one() {
    let line = "000000000782135649469278135321546897000000000596827413917652384643781952000000000";
    let grid: String = line
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let digits: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            digits.join(" ") + "\n"
        })
        .collect();
    let out = run(&[], grid.as_bytes());
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 9);
    assert!(stdout.lines().all(|l| l.len() == 17 && !l.contains('0')));
}

#[test]
fn bad_input_explains_itself_and_prints_nothing() {
    let conflict = SAMPLE.replacen("0 3 5", "3 3 5", 1);
    let short = SAMPLE.replacen("7 8 2 1 0 5 6 0 9", "7 8 2 1 0 5 6 0", 1);
    let unsolvable = "0 1 2 3 4 5 6 7 8\n".to_string()
        + &"0 0 0 0 0 0 0 0 0\n".repeat(3)
        + "9 0 0 0 0 0 0 0 0\n"
        + &"0 0 0 0 0 0 0 0 0\n".repeat(4);
    let cases = [
        (
            conflict.as_str(),
            "sudoku: digit 3 is given twice in row 1: at row 1, column 1 and at row 1, column 2\n",
        ),
        (short.as_str(), "sudoku: row 2 has 8 values, expected 9\n"),
        ("", "sudoku: expected 9 rows, found 0\n"),
        (
            &SAMPLE.replacen("9 1 7", "9 a 7", 1),
            "sudoku: invalid value \"a\" at row 7, column 2 (expected a digit 0-9)\n",
        ),
        (unsolvable.as_str(), "sudoku: the puzzle has no solution\n"),
    ];
    for (input, message) in cases {
        let out = run(&[], input.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{message}");
        assert!(out.stdout.is_empty(), "{message}");
        assert_eq!(text(&out.stderr), message);
    }
    // Not even UTF-8: still a reason, not a crash.
    let out = run(&[], &[0xff, 0xfe, 0x00, b'\n']);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("sudoku: expected 9 rows, found 1"));
}

#[test]
fn lines_mode_answers_every_line_in_order() {
    let good = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let conflict = "11".to_string() + &".".repeat(79);
    let input = format!(
        "# a comment\n{good}\n\n{}\n{conflict}\r\n{good}\r\nabc\n",
        &good[..80]
    );
    let out = run(&["--lines"], input.as_bytes());
    assert_eq!(out.status.code(), Some(1), "not every puzzle was solved");
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].len() == 81 && lines[0].bytes().all(|b| (b'1'..=b'9').contains(&b)));
    assert_eq!(lines[1], "error: expected 81 cells, found 80");
    assert_eq!(
        lines[2],
        "error: digit 1 is given twice in row 1: at row 1, column 1 and at row 1, column 2"
    );
    assert_eq!(lines[3], lines[0]);
    assert_eq!(lines[4], "error: expected 81 cells, found 3");

    let out = run(&["--lines"], format!("{good}\n{good}").as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().count(), 2);
}

#[test]
fn lines_mode_reads_files() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/puzzles3_magictour_top1465.txt"
    );
    let out = run(&["--lines", fixture, fixture], b"");
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().count(), 80);
    let out = run(&["--lines", "/no/such/file"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("sudoku: /no/such/file: "));
}

#[test]
fn help_version_and_usage_errors() {
    let out = run(&["--help"], b"");
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(help.contains("--lines") && help.contains("Baekjoon") && help.contains("Exit status"));
    let mut subcommands = vec!["solve", "lines", "count", "validate", "candidates"];
    if cfg!(feature = "logic") {
        subcommands.extend(["grade", "rate", "hint", "path", "generate"]);
    }
    for name in &subcommands {
        assert!(help.contains(&format!("\n  {name} ")), "{name} in --help");
        let out = run(&[name, "--help"], b"");
        assert!(out.status.success(), "{name} --help");
        assert!(
            text(&out.stdout).contains("141"),
            "{name} --help lists exit statuses"
        );
    }
    let out = run(&["--version"], b"");
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout),
        format!("sudoku {}\n", env!("CARGO_PKG_VERSION"))
    );
    for args in [
        &["--frobnicate"][..],
        &["lines", "--jobs"],
        &["lines", "--jobs", "0"],
        &["lines", "--format", "xml"],
        &["count", "--limit", "-3"],
        &["candidates", "--limit", "0"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(stderr.contains("--help"), "{args:?}: {stderr}");
    }
    // The logic subcommands exist only with the feature (else `grade` is a file name).
    let out = run(&["grade"], SAMPLE.as_bytes());
    assert_eq!(out.status.success(), cfg!(feature = "logic"));
}

#[test]
fn huge_inputs_are_refused_without_being_kept() {
    // A 2 MB "grid": refused by size, at once.
    let out = run(&[], &vec![b'0'; 2 << 20]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "sudoku: the input is over 1048576 bytes; a Baekjoon grid is 9 lines of 9 digits\n"
    );
    // A 1,000,000-character line among good ones: its own error, the batch goes on.
    let good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let mut input = format!("{good}\n").into_bytes();
    input.extend(vec![b'.'; 1_000_000]);
    input.extend(format!("\r\n{good}\n").as_bytes());
    let out = run(&["--lines"], &input);
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1], "error: expected 81 cells, found 1000000");
    assert_eq!(lines[0], lines[2]);
    assert_eq!(lines[0].len(), 81);
    // Multi-byte characters count as one each.
    let out = run(&["--lines"], "é".repeat(5000).as_bytes());
    assert_eq!(text(&out.stdout), "error: expected 81 cells, found 5000\n");
}

/// A 17-clue puzzle (the first of the fixture sample) and its solution.
const LINE: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
const LINE_SOLVED: &str =
    "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The puzzles of the fixtures, three times over, as one line-mode input (720 puzzles).
fn fixture_lines() -> String {
    let mut all = String::new();
    for name in [
        "puzzles2_17_clue.txt",
        "puzzles3_magictour_top1465.txt",
        "puzzles5_forum_hardest_1905_11+.txt",
        "puzzles6_forum_hardest_1106.txt",
        "puzzles7_serg_benchmark.txt",
        "generated_minimal_50k_seed1.txt",
    ] {
        all += &std::fs::read_to_string(fixture(name)).unwrap();
    }
    all.repeat(3)
}

#[test]
fn stdin_is_dash_everywhere_and_files_mix_with_it() {
    let grid_file = std::env::temp_dir().join(format!("sudoku-cli-{}.txt", std::process::id()));
    std::fs::write(&grid_file, SAMPLE).unwrap();
    let path = grid_file.to_str().unwrap();
    // Grid mode: each input is one puzzle; `-` is standard input, in its place.
    let out = run(&["solve", "-"], SAMPLE.as_bytes());
    assert_eq!(text(&out.stdout), SAMPLE_SOLVED);
    let out = run(&[path, "-", path], SAMPLE.as_bytes());
    assert!(out.status.success());
    let expected = [SAMPLE_SOLVED; 3].join("\n");
    assert_eq!(text(&out.stdout), expected);
    // Line mode: `-` between files.
    let out = run(
        &["lines", "-", &fixture("puzzles2_17_clue.txt")],
        format!("{LINE}\n").as_bytes(),
    );
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 41);
    assert_eq!(stdout.lines().next(), Some(LINE_SOLVED));
    assert_eq!(stdout.lines().nth(1), Some(LINE_SOLVED));
    // `--lines=FILE`, `--lines FILE`, `sudoku lines FILE`, `solve --lines`: the same.
    let file = fixture("puzzles2_17_clue.txt");
    let lines_eq = format!("--lines={file}");
    let reference = run(&["lines", &file], b"").stdout;
    for args in [
        vec![lines_eq.as_str()],
        vec!["--lines", &file],
        vec!["solve", "--lines", &file],
        vec!["--lines", "-"],
    ] {
        let out = run(&args, &std::fs::read(&file).unwrap());
        assert!(out.status.success(), "{args:?}");
        assert_eq!(out.stdout, reference, "{args:?}");
    }
    for name in ["count", "validate"] {
        let out = run(&[name, "-"], SAMPLE.as_bytes());
        assert!(out.status.success(), "{name}");
    }
    std::fs::remove_file(&grid_file).unwrap();
}

#[test]
fn errors_name_the_path_directories_included() {
    let dir = env!("CARGO_MANIFEST_DIR");
    for args in [vec!["lines", dir], vec![dir], vec!["count", "--lines", dir]] {
        let out = run(&args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            text(&out.stderr),
            format!("sudoku: {dir}: is a directory, not a file of puzzles\n")
        );
    }
    // Answers before the missing file are written, in order; then the error.
    let out = run(
        &["lines", &fixture("puzzles2_17_clue.txt"), "/no/such/file"],
        b"",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout).lines().count(), 40);
    assert!(text(&out.stderr).starts_with("sudoku: /no/such/file: No such file"));
    // A bad puzzle in a named file is reported with the path, and the next file is read.
    let out = run(&["count", "/no/such/file"], b"");
    assert_eq!(out.status.code(), Some(2));
    let empty = std::env::temp_dir().join(format!("sudoku-cli-empty-{}.txt", std::process::id()));
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap().to_string();
    let out = run(&["solve", &empty, "-"], SAMPLE.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!("sudoku: {empty}: expected 9 rows, found 0\n")
    );
    assert_eq!(text(&out.stdout), SAMPLE_SOLVED);
    std::fs::remove_file(&empty).unwrap();
}

#[test]
fn one_line_in_grid_mode_suggests_line_mode() {
    let out = run(&[], format!("{LINE}\n").as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "sudoku: expected 9 rows, found 1 (this is one 81-character puzzle line: \
         `sudoku lines` reads one puzzle per line)\n"
    );
    let out = run(&["validate"], format!("{LINE}\n{LINE}\n").as_bytes());
    assert_eq!(
        text(&out.stderr),
        "sudoku: expected 9 rows, found 2 (these are 81-character puzzle lines: \
         `sudoku validate --lines` reads one puzzle per line)\n"
    );
    // Anything else that is not a grid gets no advice.
    let out = run(&[], b"12345\n");
    assert_eq!(text(&out.stderr), "sudoku: expected 9 rows, found 1\n");
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_141() {
    // Far more output than a pipe holds; the reading end is closed after one line.
    let input = format!("{LINE}\n").repeat(200_000);
    for args in [&["lines"][..], &["lines", "--jobs", "1"], &["--lines"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let input = input.clone();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stdout = child.stdout.take().unwrap();
        let mut first = [0u8; 82];
        std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
        assert_eq!(&first[..81], LINE_SOLVED.as_bytes());
        drop(stdout);
        let out = child.wait_with_output().unwrap();
        let _ = feeder.join();
        assert_eq!(out.status.code(), Some(141), "{args:?}");
        assert!(out.stderr.is_empty(), "{args:?}: {}", text(&out.stderr));
    }
}

#[test]
fn jobs_keep_the_input_order() {
    let input = fixture_lines();
    let puzzles = input.lines().filter(|l| !l.starts_with('#')).count();
    assert!(puzzles > 700, "{puzzles}");
    let one = run(&["lines", "--jobs", "1"], input.as_bytes());
    assert!(one.status.success());
    assert_eq!(text(&one.stdout).lines().count(), puzzles);
    for jobs in ["2", "3", "8"] {
        let many = run(&["lines", "--jobs", jobs], input.as_bytes());
        assert!(many.status.success());
        assert_eq!(many.stdout, one.stdout, "--jobs {jobs}");
    }
    // Every answer matches the library's, line by line.
    let expected: String = input
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            sudoku_wasm::Grid::from_line(l)
                .unwrap()
                .solve()
                .unwrap()
                .to_line()
                + "\n"
        })
        .collect();
    assert_eq!(text(&one.stdout), expected);
    // Batches that end mid-file and failures keep their places too.
    let mixed: String = input
        .lines()
        .enumerate()
        .map(|(k, l)| {
            if k % 7 == 3 {
                "bad\n".to_string()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let one = run(&["validate", "--lines", "-j", "1"], mixed.as_bytes());
    let two = run(&["validate", "--lines", "-j", "2"], mixed.as_bytes());
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(one.stdout, two.stdout);
    assert!(text(&two.stdout).contains("error: expected 81 cells, found 3\n"));
}

#[test]
fn progress_is_reported_when_asked() {
    let input = format!("{LINE}\n").repeat(100);
    let out = run(&["lines", "--progress"], input.as_bytes());
    assert!(out.status.success());
    // Not a terminal: a line per report, the last one with the total.
    let last = text(&out.stderr).lines().last().unwrap_or_default();
    assert!(
        last.starts_with("sudoku: 100 puzzles, "),
        "{}",
        text(&out.stderr)
    );
    // Not a terminal: silent by default.
    let out = run(&["lines"], input.as_bytes());
    assert!(out.stderr.is_empty());
    let out = run(&["lines", "--progress", "--no-progress"], input.as_bytes());
    assert!(out.stderr.is_empty());
}

#[test]
fn count_and_validate() {
    let several =
        "000000000782135649469278135321546897000000000596827413917652384643781952000000000";
    let conflict = "11".to_string() + &".".repeat(79);
    let unsolvable = ".12345678".to_string() + &".".repeat(27) + "9" + &".".repeat(44);
    let input = format!("{LINE}\n{several}\n{conflict}\n{unsolvable}\nxyz\n");
    let out = run(&["count", "--lines"], input.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert_eq!(lines[0], "1");
    assert_eq!(lines[1], "2");
    assert!(lines[2].starts_with("error: digit 1 is given twice in row 1"));
    assert_eq!(lines[3], "0");
    assert_eq!(lines[4], "error: expected 81 cells, found 3");
    let one_given = "1".to_string() + &".".repeat(80) + "\n";
    let out = run(&["count", "--lines", "--limit", "5"], one_given.as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "5\n");
    // An empty grid, counted without a limit: the budget stops it, and says so.
    let empty = ".".repeat(81) + "\n";
    let out = run(
        &["count", "--lines", "--max-guesses", "1000"],
        empty.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).starts_with("error: the search stopped at its budget of 1000 guesses")
    );

    let out = run(&["validate", "--lines"], input.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "unique\nmultiple\nconflict: digit 1 is given twice in row 1: at row 1, column 1 and at \
         row 1, column 2; digit 1 is given twice in box 1: at row 1, column 1 and at row 1, \
         column 2\nunsolvable\nerror: expected 81 cells, found 3\n"
    );
    let out = run(&["validate"], SAMPLE.as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "unique\n");
    let out = run(&["count"], SAMPLE.as_bytes());
    assert_eq!(text(&out.stdout), "1\n");
}

#[test]
fn json_shapes() {
    let conflict = "11".to_string() + &".".repeat(79);
    let input = format!("{LINE}\n{conflict}\nxyz\n");
    let json = |args: &[&str]| -> Vec<serde_json::Value> {
        let out = run(args, input.as_bytes());
        text(&out.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let solved = json(&["lines", "--format", "json"]);
    assert_eq!(solved.len(), 3);
    assert_eq!(
        solved[0],
        serde_json::json!({ "puzzle": LINE, "solution": LINE_SOLVED })
    );
    assert_eq!(
        solved[1],
        serde_json::json!({ "puzzle": conflict, "error": {
            "code": "ConflictingGivens",
            "message": "digit 1 is given twice in row 1: at row 1, column 1 and at row 1, column 2",
            "cells": [0, 1] } })
    );
    assert_eq!(
        solved[2],
        serde_json::json!({ "puzzle": null, "error": {
            "code": "WrongLength", "message": "expected 81 cells, found 3", "cells": [] } })
    );
    let counted = json(&["count", "--lines", "-f", "json", "--limit", "5"]);
    assert_eq!(
        counted[0],
        serde_json::json!({ "puzzle": LINE, "solutions": 1, "limit": 5 })
    );
    let validated = json(&["validate", "--lines", "-f", "json"]);
    assert_eq!(
        validated[0],
        serde_json::json!({ "puzzle": LINE, "status": "unique", "valid": true,
                            "solutions": 1, "conflicts": [] })
    );
    assert_eq!(validated[1]["status"], "conflict");
    assert_eq!(validated[1]["solutions"], serde_json::Value::Null);
    assert_eq!(
        validated[1]["conflicts"][0],
        serde_json::json!({ "digit": 1, "cells": [0, 1], "unit": { "kind": "row", "index": 0 },
            "message": "digit 1 is given twice in row 1: at row 1, column 1 and at row 1, column 2" })
    );
    // Grid mode: the object on standard output, errors too.
    let out = run(&["--format", "json"], SAMPLE.as_bytes());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["solution"].as_str().unwrap().len(), 81);
    let out = run(&["--format", "json"], b"");
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["error"]["code"], "WrongRowCount");
    assert!(out.stderr.is_empty());
    let out = run(&["--format", "json"], format!("{LINE}\n").as_bytes());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(value["error"]["message"]
        .as_str()
        .unwrap()
        .ends_with("reads one puzzle per line)"));
    let out = run(&["count", "--format", "json"], &vec![b'0'; 2 << 20]);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        value,
        serde_json::json!({ "puzzle": null, "error": { "code": "InputTooLarge", "cells": [],
            "message": "the input is over 1048576 bytes; a Baekjoon grid is 9 lines of 9 digits" } })
    );
}

#[test]
fn grid_formats() {
    let out = run(&["--format", "line"], SAMPLE.as_bytes());
    assert_eq!(
        text(&out.stdout),
        format!("{}\n", SAMPLE_SOLVED.replace([' ', '\n'], ""))
    );
    let out = run(
        &["lines", "--format", "grid"],
        format!("{LINE}\n{LINE}\n").as_bytes(),
    );
    let grid = sudoku_wasm::Grid::from_line(LINE_SOLVED).unwrap().to_boj();
    assert_eq!(text(&out.stdout), format!("{grid}\n{grid}\n"));
    let out = run(
        &["lines", "--format", "pretty"],
        format!("{LINE}\n").as_bytes(),
    );
    let pretty = sudoku_wasm::Grid::from_line(LINE_SOLVED)
        .unwrap()
        .to_pretty();
    assert_eq!(text(&out.stdout), format!("{pretty}\n"));
}

#[cfg(feature = "logic")]
#[test]
fn rate_on_sudoku_explainers_scale() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let several = format!("{}{}", "1", ".".repeat(80));
    let input = format!("{easy}\n{LINE}\n{several}\n");
    let out = run(&["rate", "--lines"], input.as_bytes());
    // A puzzle without a rating makes the run fail, after every answer is printed.
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stdout),
        "1.2/1.2/1.2\n3.0/1.5/1.5\nno rating: several solutions\n"
    );
    let out = run(&["rate", "--lines", "-f", "json"], input.as_bytes());
    let values: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values[1]["puzzle"], LINE);
    assert_eq!(values[1]["rating"]["er"], 3.0);
    assert_eq!(values[1]["rating"]["ep"], 1.5);
    assert_eq!(values[1]["rating"]["ed"], 1.5);
    assert!(values[2]["rating"].is_null());
    // Grid mode reads one puzzle, like every subcommand.
    let out = run(&["rate"], SAMPLE.as_bytes());
    assert!(out.status.success());
    let rating = sudoku_wasm::rate(&sudoku_wasm::Grid::from_grid_text(SAMPLE).unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(
        text(&out.stdout),
        format!("{:.1}/{:.1}/{:.1}\n", rating.er, rating.ep, rating.ed)
    );
}

#[cfg(feature = "logic")]
#[test]
fn grade_hint_path_generate() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let input = format!("{easy}\n{LINE}\n");
    let out = run(&["grade", "--lines"], input.as_bytes());
    assert!(out.status.success());
    let lines: Vec<&str> = text(&out.stdout).lines().collect();
    assert!(lines[0].starts_with("easy "), "{}", lines[0]);
    assert_eq!(lines[1], "medium 199 Naked pair");
    let out = run(&["grade", "--lines", "-f", "json"], input.as_bytes());
    let value: serde_json::Value =
        serde_json::from_str(text(&out.stdout).lines().nth(1).unwrap()).unwrap();
    assert_eq!(value["level"], "medium");
    assert_eq!(value["hardestTechnique"], "Naked pair");
    assert_eq!(value["techniques"]["Naked pair"], 1);
    assert_eq!(value["unique"], true);

    let out = run(&["hint", "--lines"], input.as_bytes());
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("Naked single: 5 is the only candidate left in r5c5, so r5c5 is 5.")
    );
    let out = run(
        &["hint", "--lines", "-f", "json"],
        format!("{LINE_SOLVED}\n").as_bytes(),
    );
    assert_eq!(
        text(&out.stdout),
        format!("{{\"puzzle\":\"{LINE_SOLVED}\",\"step\":null}}\n")
    );
    let out = run(&["hint", "-f", "json"], SAMPLE.as_bytes());
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["step"]["placements"].as_array().unwrap().len(), 1);
    assert!(value["step"]["text"].is_string());

    // Grid mode: one step per line, as many placements as blanks; line mode: one line.
    let grid = sudoku_wasm::Grid::from_line(easy).unwrap().to_boj();
    let out = run(&["path"], grid.as_bytes());
    assert!(out.status.success());
    assert_eq!(text(&out.stdout).lines().count(), 51);
    let out = run(&["path", "--lines"], input.as_bytes());
    assert_eq!(text(&out.stdout).lines().count(), 2);

    let out = run(
        &[
            "generate",
            "--seed",
            "42",
            "--level",
            "medium",
            "--symmetry",
            "rotate180",
        ],
        b"",
    );
    assert!(out.status.success());
    let puzzle = text(&out.stdout).trim_end();
    let grid = sudoku_wasm::Grid::from_line(puzzle).unwrap();
    assert_eq!(grid.count_solutions(2).unwrap(), 1);
    assert_eq!(
        sudoku_wasm::grade(&grid).unwrap().level,
        sudoku_wasm::Level::Medium
    );
    // Seeds run on from --seed; the parallel run is the same as the serial one.
    let args = [
        "generate",
        "--seed",
        "42",
        "-n",
        "4",
        "-l",
        "medium",
        "-s",
        "rotate180",
    ];
    let serial = run(&[&args[..], &["-j", "1"]].concat(), b"");
    let parallel = run(&[&args[..], &["-j", "3"]].concat(), b"");
    assert_eq!(serial.stdout, parallel.stdout);
    let puzzles: Vec<&str> = text(&serial.stdout).lines().collect();
    assert_eq!(puzzles.len(), 4);
    assert_eq!(puzzles[0], puzzle);
    assert!(puzzles[1..].iter().all(|&p| p != puzzle));
    let out = run(
        &[
            "generate", "--seed", "42", "-n", "2", "-f", "json", "-l", "medium",
        ],
        b"",
    );
    let values: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values[0]["seed"], 42);
    assert_eq!(values[1]["seed"], 43);
    assert_eq!(values[0]["grade"]["level"], "medium");
    assert_eq!(values[0]["reached"], true);
    // A level out of reach in one attempt: the closest puzzle, status 1, and why.
    let out = run(
        &[
            "generate",
            "--seed",
            "1",
            "-l",
            "extreme",
            "--max-attempts",
            "1",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout).trim_end().len(), 81);
    assert!(text(&out.stderr).contains("did not reach the level extreme within 1 attempts"));
    let out = run(&["generate", "--level", "impossible"], b"");
    assert_eq!(out.status.code(), Some(2));

    // A band of SE ratings: the puzzle's own rating (from `rate`) lies in it.
    let out = run(
        &[
            "generate",
            "--seed",
            "2",
            "--se",
            "4-7.5",
            "-s",
            "rotate180",
            "-f",
            "json",
        ],
        b"",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_str(text(&out.stdout).trim_end()).unwrap();
    assert_eq!(value["reached"], true);
    let grid = sudoku_wasm::Grid::from_line(value["puzzle"].as_str().unwrap()).unwrap();
    let er = sudoku_wasm::rate(&grid).unwrap().unwrap().er;
    assert!((4.0..=7.5).contains(&er), "{er}");
    assert_eq!(value["grade"]["se"], er);
    // Out of reach in one attempt: the closest, status 1, and why.
    let out = run(
        &[
            "generate",
            "--seed",
            "4",
            "--se",
            "11.5-12",
            "--max-attempts",
            "1",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout).trim_end().len(), 81);
    assert!(text(&out.stderr).contains("did not reach the SE band 11.5-12 within 1 attempts"));
    // Bad bands, and a band with a level, are usage errors that say why.
    for (band, why) in [
        ("8-7", "lo must be at most hi"),
        ("0.5-2", "lo must be a number 1.0 to 12.0"),
        ("seven", "\"seven\" is not a number"),
        ("7-", "\"\" is not a number"),
    ] {
        let out = run(&["generate", "--se", band], b"");
        assert_eq!(out.status.code(), Some(2), "{band}");
        assert!(
            text(&out.stderr).contains(why),
            "{band}: {}",
            text(&out.stderr)
        );
    }
    let out = run(&["generate", "--se", "7-8", "--level", "hard"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot be used with"));
}

/// The documented command-line examples: every `$ ` line of the console blocks in
/// README.md and docs/cli.md runs in bash (in the repository, with the binary first on
/// PATH), and its standard output must be the lines printed under it, exactly.
#[test]
fn documented_examples() {
    let root = env!("CARGO_MANIFEST_DIR");
    let docs: Vec<String> = ["README.md", "docs/cli.md"]
        .iter()
        .map(|file| std::fs::read_to_string(format!("{root}/{file}")).unwrap())
        .collect();
    let bin_dir = std::path::Path::new(env!("CARGO_BIN_EXE_sudoku"))
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut examples = Vec::new();
    for block in docs
        .iter()
        .flat_map(|doc| doc.split("```console\n").skip(1))
    {
        let block = &block[..block.find("```").expect("a closed block")];
        for example in block.split("$ ").filter(|e| !e.is_empty()) {
            let (command, expected) = example.split_once('\n').unwrap();
            examples.push((command.to_string(), expected.to_string()));
        }
    }
    assert!(examples.len() >= 10, "{} examples", examples.len());
    let logic = [
        "sudoku grade",
        "sudoku rate",
        "sudoku hint",
        "sudoku path",
        "sudoku generate",
    ];
    for (command, expected) in examples {
        if !cfg!(feature = "logic") && logic.iter().any(|l| command.contains(l)) {
            continue;
        }
        let out = Command::new("bash")
            .args(["-c", &command])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(text(&out.stdout), expected, "documented: $ {command}");
    }
}
