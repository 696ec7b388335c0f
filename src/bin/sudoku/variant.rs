//! Grid mode's other input: a variant puzzle (f-puzzles JSON, an f-puzzles link, or a
//! SudokuPad link with its puzzle in it), of any
//! size and with variant rules. `solve` prints its solution as N lines of N numbers,
//! `count` its number of solutions, `validate` its status, `hint` its next step, `path`
//! every step and `grade` its difficulty; the errors and exit statuses are those of a
//! grid.

use std::io::Write;

use serde::Serialize;
use sudoku_wasm::variant::{fpuzzles, sudokupad, Puzzle};
use sudoku_wasm::Error;

use crate::answer::{validity, Task};
use crate::args::{GridFormat, TextFormat};
use crate::json;

/// Whether a grid-mode input is a variant puzzle rather than a grid: JSON (it starts
/// with `{`), an f-puzzles link (it has `load=`) or a SudokuPad link.
pub fn is_fpuzzles(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim();
    text.starts_with('{')
        || text.contains("load=")
        || ["sudokupad.app", "crackingthecryptic.com", "sudokupad://"]
            .iter()
            .any(|host| text.contains(host))
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

/// `grade` about an f-puzzles puzzle in JSON: the JS API's `gradePuzzle` shape, with the
/// size.
#[cfg(feature = "logic")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Graded {
    size: u8,
    #[serde(flatten)]
    grade: GradeJson,
}

/// A variant grade in the JS API's `gradePuzzle` shape: `{ level, hardestTechnique,
/// techniques, steps }`.
#[cfg(feature = "logic")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GradeJson {
    level: &'static str,
    hardest_technique: Option<&'static str>,
    techniques: sudoku_wasm::grade::TechniqueCounts,
    steps: u32,
}

#[cfg(feature = "logic")]
impl From<&sudoku_wasm::variant::PuzzleGrade> for GradeJson {
    fn from(grade: &sudoku_wasm::variant::PuzzleGrade) -> GradeJson {
        GradeJson {
            level: grade.level.name(),
            hardest_technique: grade.hardest_technique.map(|t| t.name()),
            techniques: grade
                .techniques
                .iter()
                .map(|(t, &count)| (t.name(), count))
                .collect(),
            steps: grade.steps,
        }
    }
}

/// Writes the answer of `task` about the f-puzzles puzzle `text` to `out`, and says
/// whether it counts as a success; or returns the error, writing nothing.
///
/// `hint` and `path` explain it step by step (text: one step a line; JSON: the JS API's
/// step shape); `grade` gives the level of its path's hardest technique (text: `<level>
/// <hardest technique>`; JSON: the JS API's `gradePuzzle` shape); `rate` (Sudoku
/// Explainer's scale, classic grids only) is [`Error::Unsupported`].
pub fn answer(text: &str, task: Task, out: &mut Vec<u8>) -> Result<bool, Error> {
    // SudokuPad's reader takes f-puzzles JSON and links too.
    let puzzle = sudokupad::from_sudokupad(text)?;
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
        Task::Candidates {
            limit,
            max_guesses,
            format,
        } => crate::candidates::write(&puzzle, limit, max_guesses, format, false, None, out),
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
        Task::Grade { format } => {
            let grade = puzzle.grade()?;
            let hardest = grade.hardest_technique.map(|t| t.name());
            match format {
                TextFormat::Text => {
                    writeln!(out, "{} {}", grade.level, hardest.unwrap_or("-")).expect("memory")
                }
                TextFormat::Json => json::write_line(
                    out,
                    &Graded {
                        size: puzzle.size,
                        grade: GradeJson::from(&grade),
                    },
                ),
            }
            Ok(true)
        }
        #[cfg(feature = "logic")]
        Task::Rate { .. } => Err(Error::Unsupported {
            constraint: "rate of an f-puzzles puzzle (Sudoku Explainer rates classic 9x9 grids)"
                .into(),
        }),
    }
}

/// `generate --variant` in JSON: the seed, the puzzle (the library's `Puzzle` JSON, what
/// the JS API takes) and its f-puzzles link, the solution, the grade (the JS API's
/// shape), whether it reached the level asked for, and the attempts.
#[cfg(feature = "logic")]
#[derive(Serialize)]
struct Generated<'a> {
    seed: u64,
    puzzle: &'a Puzzle,
    fpuzzles: String,
    solution: &'a [u8],
    grade: GradeJson,
    reached: bool,
    attempts: u32,
}

/// Writes a generated variant puzzle: a line with its f-puzzles link, its level and its
/// hardest technique, tab-separated; or, with `json`, a JSON line (see [`Generated`]).
#[cfg(feature = "logic")]
pub fn write_generated(
    generated: &sudoku_wasm::variant::generate::GeneratedPuzzle,
    json: bool,
    out: &mut Vec<u8>,
) {
    // Every generated puzzle is one f-puzzles states: sizes 4-16, cages, regions,
    // diagonals and extra regions.
    let link = fpuzzles::to_fpuzzles_url(&generated.puzzle).unwrap_or_default();
    let grade = &generated.grade;
    if json {
        json::write_line(
            out,
            &Generated {
                seed: generated.seed,
                puzzle: &generated.puzzle,
                fpuzzles: link,
                solution: &generated.solution,
                grade: GradeJson::from(grade),
                reached: generated.reached,
                attempts: generated.attempts,
            },
        );
    } else {
        let hardest = grade.hardest_technique.map_or("-", |t| t.name());
        writeln!(out, "{link}\t{}\t{hardest}", grade.level).expect("memory");
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
