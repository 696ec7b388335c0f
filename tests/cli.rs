//! The `sudoku` binary, run as a user would: standard input in, output and status out.

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
fn help_and_usage_errors() {
    let out = run(&["--help"], b"");
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(help.contains("--lines") && help.contains("Baekjoon"));
    let out = run(&["--frobnicate"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "sudoku: unknown argument \"--frobnicate\" (see sudoku --help)\n"
    );
    assert!(out.stdout.is_empty());
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
