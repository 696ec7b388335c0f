//! `sudoku`: solve puzzles from the command line.
//!
//! Argument parsing and I/O only; the work is the library's.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::process::ExitCode;

use sudoku_wasm::Grid;

const HELP: &str = "\
sudoku: solve 9x9 Sudoku puzzles

usage:
  sudoku                 read one puzzle in the Baekjoon 2580 format from standard input:
                         9 lines of 9 digits 0-9 separated by spaces, 0 for a blank;
                         print one solution in the same format
  sudoku --lines [FILE...]
                         read one puzzle per line, 81 characters, 1-9 for givens and
                         0 or . for blanks, from the FILEs or standard input; skip empty
                         lines and lines starting with #; print one line per puzzle:
                         the 81-digit solution, or `error: <reason>`
  sudoku --help          print this help

A puzzle with several solutions gets one of them (always the same one).

exit status:
  0  every puzzle was solved
  1  a puzzle was malformed, had conflicting givens or had no solution (the reason is
     on standard error, or on the puzzle's line with --lines)
  2  the command line or a file could not be used
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None => solve_boj(),
        Some("--help" | "-h") => {
            print!("{HELP}");
            Ok(true)
        }
        Some("--lines") => solve_lines(&args[1..]),
        Some(other) => {
            eprintln!("sudoku: unknown argument {other:?} (see sudoku --help)");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(err) => {
            eprintln!("sudoku: {err}");
            ExitCode::from(2)
        }
    }
}

/// One Baekjoon grid from stdin to stdout. `Ok(false)` when it could not be solved.
fn solve_boj() -> io::Result<bool> {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input)?;
    match Grid::from_boj(&String::from_utf8_lossy(&input)).and_then(|grid| grid.solve()) {
        Ok(solution) => {
            io::stdout().write_all(solution.to_boj().as_bytes())?;
            Ok(true)
        }
        Err(err) => {
            eprintln!("sudoku: {err}");
            Ok(false)
        }
    }
}

/// A puzzle per line, from the files (or stdin) to stdout. `Ok(false)` when any puzzle
/// was not solved; a bad line never stops the batch.
fn solve_lines(files: &[String]) -> io::Result<bool> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut all_solved = true;
    if files.is_empty() {
        all_solved &= solve_stream(io::stdin().lock(), &mut out)?;
    }
    for path in files {
        let file =
            File::open(path).map_err(|e| io::Error::new(e.kind(), format!("{path}: {e}")))?;
        all_solved &= solve_stream(BufReader::new(file), &mut out)?;
    }
    out.flush()?;
    Ok(all_solved)
}

fn solve_stream(mut input: impl BufRead, out: &mut impl Write) -> io::Result<bool> {
    let mut all_solved = true;
    let mut line = Vec::with_capacity(128);
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(all_solved);
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        if text.trim().is_empty() || text.starts_with('#') {
            continue;
        }
        match Grid::from_line(text).and_then(|grid| grid.solve()) {
            Ok(solution) => {
                out.write_all(&solution.to_bytes().map(|d| b'0' + d))?;
                out.write_all(b"\n")?;
            }
            Err(err) => {
                all_solved = false;
                writeln!(out, "error: {err}")?;
            }
        }
    }
}
