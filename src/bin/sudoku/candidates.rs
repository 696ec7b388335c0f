//! `sudoku candidates`: the true candidates of a puzzle (the digits each cell holds in at
//! least one solution), and with `--limit` how many solutions put each digit in each
//! cell; for a classic grid and an f-puzzles puzzle alike (a grid is read as a 9×9
//! `Puzzle` with no constraints).

use std::io::Write;

use serde::Serialize;
use sudoku_wasm::variant::Puzzle;
use sudoku_wasm::Error;

use crate::args::TextFormat;
use crate::json;

/// The JSON answer: `candidates[cell]` lists the cell's digits; `counts[cell][d - 1]`
/// (with `--limit`) the solutions with digit `d` there, up to the limit.
#[derive(Serialize)]
struct Answer {
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<String>,
    size: u8,
    candidates: Vec<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    counts: Option<Vec<Vec<u32>>>,
}

/// Writes the true candidates of `puzzle` to `out` (`line` is the classic puzzle's
/// 81-character line, for JSON). Text: one row of the grid a line, each cell's digits
/// (comma-separated past 9), `-` for none; in line mode one line, cells apart by spaces;
/// with `limit`, one line per cell instead: `r1c1 1:72 2:72+ ...` (`+`: the limit or more).
///
/// # Errors
/// The library's: a malformed puzzle, broken givens, or the budget run out.
pub fn write(
    puzzle: &Puzzle,
    limit: Option<u32>,
    max_guesses: u64,
    format: TextFormat,
    line_mode: bool,
    line: Option<String>,
    out: &mut Vec<u8>,
) -> Result<bool, Error> {
    let n = usize::from(puzzle.size);
    let counts = puzzle.candidate_counts(limit.unwrap_or(1), max_guesses)?;
    let digits: Vec<Vec<u8>> = counts
        .chunks_exact(n.max(1))
        .map(|cell| {
            (1..=puzzle.size)
                .filter(|&d| cell[usize::from(d) - 1] > 0)
                .collect()
        })
        .collect();
    let field = |cell: &[u8]| -> String {
        if cell.is_empty() {
            return "-".into();
        }
        let shown: Vec<String> = cell.iter().map(u8::to_string).collect();
        shown.join(if n > 9 { "," } else { "" })
    };
    match (format, limit) {
        (TextFormat::Json, _) => json::write_line(
            out,
            &Answer {
                puzzle: line,
                size: puzzle.size,
                candidates: digits,
                limit,
                counts: limit.map(|_| counts.chunks_exact(n.max(1)).map(<[u32]>::to_vec).collect()),
            },
        ),
        (TextFormat::Text, Some(limit)) => {
            let mut cells = Vec::new();
            for (cell, tallies) in counts.chunks_exact(n.max(1)).enumerate() {
                let mut text = format!("r{}c{}", cell / n + 1, cell % n + 1);
                for (d, &count) in tallies.iter().enumerate().filter(|(_, &c)| c > 0) {
                    let more = if count >= limit { "+" } else { "" };
                    text.push_str(&format!(" {}:{count}{more}", d + 1));
                }
                cells.push(text);
            }
            let separator = if line_mode { "; " } else { "\n" };
            writeln!(out, "{}", cells.join(separator)).expect("memory");
        }
        (TextFormat::Text, None) if line_mode => {
            let fields: Vec<String> = digits.iter().map(|d| field(d)).collect();
            writeln!(out, "{}", fields.join(" ")).expect("memory");
        }
        (TextFormat::Text, None) => {
            let fields: Vec<String> = digits.iter().map(|d| field(d)).collect();
            let width = fields.iter().map(String::len).max().unwrap_or(1);
            for row in fields.chunks(n.max(1)) {
                let padded: Vec<String> = row.iter().map(|f| format!("{f:<width$}")).collect();
                writeln!(out, "{}", padded.join(" ").trim_end()).expect("memory");
            }
        }
    }
    Ok(true)
}
