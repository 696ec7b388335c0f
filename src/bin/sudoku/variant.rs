//! Grid mode's other input: an f-puzzles puzzle (its JSON, or an f-puzzles link), of any
//! size and with variant rules. `solve` prints its solution as N lines of N numbers,
//! `count` its number of solutions, `validate` its status, `hint` its next step and
//! `path` every step; the errors and exit statuses are those of a grid.

use std::io::Write;

use serde::Serialize;
use sudoku_wasm::variant::{fpuzzles, Puzzle};
use sudoku_wasm::Error;

use crate::answer::{validity, Task};
use crate::args::{GridFormat, TextFormat};
use crate::json;

/// Whether a grid-mode input is an f-puzzles puzzle rather than a grid: JSON (it starts
/// with `{`) or a link (it has `load=` or SudokuPad's `/fpuzzles`).
pub fn is_fpuzzles(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim();
    text.starts_with('{') || text.contains("load=") || text.contains("/fpuzzles")
}

/// An answer about an f-puzzles puzzle in JSON.
#[derive(Serialize)]
struct Answer {
    size: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solutions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<&'static str>,
}

/// `hint` and `path` about an f-puzzles puzzle in JSON: the step (`null` when the grid
/// is full) or the steps, in the JS API's shape.
#[cfg(feature = "logic")]
#[derive(Serialize)]
struct Explained {
    size: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    step: Option<Option<sudoku_wasm::variant::PuzzleStep>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<Vec<sudoku_wasm::variant::PuzzleStep>>,
}

/// Writes the answer of `task` about the f-puzzles puzzle `text` to `out`, and says
/// whether it counts as a success; or returns the error, writing nothing.
///
/// `hint` and `path` explain it step by step (text: one step a line; JSON: the JS API's
/// step shape); `grade` and `rate` have no variant form yet: [`Error::Unsupported`].
pub fn answer(text: &str, task: Task, out: &mut Vec<u8>) -> Result<bool, Error> {
    let puzzle = fpuzzles::from_fpuzzles(text)?;
    let answer = |solution, solutions, status| Answer {
        size: puzzle.size,
        solution,
        solutions,
        status,
    };
    match task {
        Task::Solve {
            format,
            max_guesses,
        } => {
            let solution = puzzle.solve_and_count(1, max_guesses)?.solution;
            if format == GridFormat::Json {
                json::write_line(out, &answer(Some(solution), None, None));
            } else {
                write_rows(&puzzle, &solution, out);
            }
            Ok(true)
        }
        Task::Count {
            limit,
            max_guesses,
            format,
        } => {
            let solutions =
                puzzle.count_solutions_with_budget(limit.unwrap_or(u64::MAX), max_guesses)?;
            match format {
                TextFormat::Text => writeln!(out, "{solutions}").expect("memory"),
                TextFormat::Json => json::write_line(out, &answer(None, Some(solutions), None)),
            }
            Ok(true)
        }
        Task::Validate {
            max_guesses,
            format,
        } => {
            let conflicts = puzzle.conflicts()?;
            let solutions = if conflicts.is_empty() {
                Some(puzzle.count_solutions_with_budget(2, max_guesses)?)
            } else {
                None
            };
            let status = validity(solutions);
            match format {
                TextFormat::Text => writeln!(out, "{status}").expect("memory"),
                TextFormat::Json => {
                    json::write_line(out, &answer(None, solutions, Some(status)));
                }
            }
            Ok(solutions == Some(1))
        }
        #[cfg(feature = "logic")]
        Task::Hint { format } => {
            let step = puzzle.hint(None)?;
            match format {
                TextFormat::Text => match &step {
                    Some(step) => writeln!(out, "{}", step.text),
                    None => writeln!(out, "the puzzle is already solved"),
                }
                .expect("memory"),
                TextFormat::Json => json::write_line(
                    out,
                    &Explained {
                        size: puzzle.size,
                        step: Some(step),
                        steps: None,
                    },
                ),
            }
            Ok(true)
        }
        #[cfg(feature = "logic")]
        Task::Path { format } => {
            let steps = puzzle.solve_path()?;
            match format {
                TextFormat::Text => {
                    for step in &steps {
                        writeln!(out, "{}", step.text).expect("memory");
                    }
                }
                TextFormat::Json => json::write_line(
                    out,
                    &Explained {
                        size: puzzle.size,
                        step: None,
                        steps: Some(steps),
                    },
                ),
            }
            Ok(true)
        }
        #[cfg(feature = "logic")]
        Task::Grade { .. } | Task::Rate { .. } => Err(Error::Unsupported {
            constraint: "grade and rate of an f-puzzles puzzle".into(),
        }),
    }
}

/// The solution as N lines of N numbers separated by spaces (the Baekjoon layout, any N).
fn write_rows(puzzle: &Puzzle, solution: &[u8], out: &mut Vec<u8>) {
    for row in solution.chunks(usize::from(puzzle.size).max(1)) {
        let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
        writeln!(out, "{}", numbers.join(" ")).expect("memory");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tells_fpuzzles_from_grids() {
        assert!(is_fpuzzles("  {\"size\":9}"));
        assert!(is_fpuzzles("https://www.f-puzzles.com/?load=N4Ig"));
        assert!(is_fpuzzles("https://sudokupad.app/fpuzzlesN4Ig"));
        assert!(!is_fpuzzles("0 3 5 4 6 9 2 7 8\n"));
        assert!(!is_fpuzzles(&".".repeat(81)));
    }
}
