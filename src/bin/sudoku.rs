//! `sudoku`: solve puzzles from the command line.
//!
//! Argument parsing and I/O only; the work is the library's.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::process::ExitCode;

use sudoku_wasm::{Error, Grid};

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

/// Input past this size cannot be a sensible grid; it is rejected without being kept.
const MAX_GRID_BYTES: u64 = 1 << 20;

/// A `--lines` line is kept up to this many bytes; past it only its characters are counted.
const MAX_LINE_BYTES: usize = 4096;

/// One Baekjoon grid from stdin to stdout. `Ok(false)` when it could not be solved.
fn solve_boj() -> io::Result<bool> {
    let mut input = Vec::new();
    io::stdin()
        .take(MAX_GRID_BYTES + 1)
        .read_to_end(&mut input)?;
    if input.len() as u64 > MAX_GRID_BYTES {
        eprintln!(
            "sudoku: the input is over {MAX_GRID_BYTES} bytes; a Baekjoon grid is 9 lines of 9 digits"
        );
        return Ok(false);
    }
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
    while let Some(extra_chars) = read_line(&mut input, &mut line)? {
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\n', '\r']);
        if extra_chars == 0 && (text.trim().is_empty() || text.starts_with('#')) {
            continue;
        }
        let answer = if extra_chars > 0 {
            Err(Error::WrongLength {
                found: text.chars().count() + extra_chars,
            })
        } else {
            Grid::from_line(text).and_then(|grid| grid.solve())
        };
        match answer {
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
    Ok(all_solved)
}

/// Reads one line into `line` (at most [`MAX_LINE_BYTES`] of it, line break included).
/// Returns how many characters of the line were counted but not kept (0 for a normal
/// line), or `None` at the end of the input.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<usize>> {
    line.clear();
    let mut extra_chars = 0;
    let mut any = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            return Ok(any.then_some(extra_chars));
        }
        any = true;
        let end = buf.iter().position(|&b| b == b'\n');
        let chunk = &buf[..end.map_or(buf.len(), |e| e + 1)];
        let room = MAX_LINE_BYTES.saturating_sub(line.len()).min(chunk.len());
        line.extend_from_slice(&chunk[..room]);
        // Count the characters (UTF-8 lead bytes) that did not fit, not the line break.
        extra_chars += chunk[room..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80 && b != b'\n' && b != b'\r')
            .count();
        let used = chunk.len();
        input.consume(used);
        if end.is_some() {
            return Ok(Some(extra_chars));
        }
    }
}
