//! What each subcommand answers about one puzzle, in each output format. The same answer
//! serves grid mode (one puzzle per input) and line mode (one per line).

use std::io::Write;

use sudoku_wasm::variant::Puzzle;
use sudoku_wasm::{Error, Grid};

use crate::args::{GridFormat, TextFormat};
use crate::candidates;
use crate::json;

/// The work of a subcommand that reads puzzles.
#[derive(Clone, Copy, Debug)]
pub enum Task {
    /// `solve`, `lines`.
    Solve {
        format: GridFormat,
        max_guesses: u64,
    },
    /// `count`.
    Count {
        limit: Option<u64>,
        max_guesses: u64,
        format: TextFormat,
    },
    /// `validate`.
    Validate {
        max_guesses: u64,
        format: TextFormat,
    },
    /// `candidates`.
    Candidates {
        limit: Option<u32>,
        max_guesses: u64,
        format: TextFormat,
    },
    /// `grade`.
    #[cfg(feature = "logic")]
    Grade { format: TextFormat },
    /// `rate`.
    #[cfg(feature = "logic")]
    Rate { format: TextFormat },
    /// `hint`.
    #[cfg(feature = "logic")]
    Hint { format: TextFormat },
    /// `path`.
    #[cfg(feature = "logic")]
    Path { format: TextFormat },
}

impl Task {
    /// Whether answers are JSON.
    pub fn json(self) -> bool {
        match self {
            Task::Solve { format, .. } => format == GridFormat::Json,
            Task::Count { format, .. }
            | Task::Validate { format, .. }
            | Task::Candidates { format, .. } => format == TextFormat::Json,
            #[cfg(feature = "logic")]
            Task::Grade { format }
            | Task::Rate { format }
            | Task::Hint { format }
            | Task::Path { format } => format == TextFormat::Json,
        }
    }

    /// Whether an answer takes several lines (then line mode ends each with an empty
    /// line, and grid mode puts one between answers, so answers stay apart). Candidates
    /// take one line in line mode.
    pub fn multiline(self, line_mode: bool) -> bool {
        match self {
            Task::Solve { format, .. } => matches!(format, GridFormat::Grid | GridFormat::Pretty),
            Task::Candidates { format, .. } => format == TextFormat::Text && !line_mode,
            _ => false,
        }
    }

    /// Writes the answer about `grid` to `out` and says whether it counts as a success;
    /// or returns the error, writing nothing. `line_mode` keeps every answer on one line
    /// (only `path` has answers of several lines otherwise).
    pub fn answer(self, grid: &Grid, line_mode: bool, out: &mut Vec<u8>) -> Result<bool, Error> {
        let puzzle = || grid.to_line();
        match self {
            Task::Solve {
                format,
                max_guesses,
            } => {
                let solution = grid.solve_with_budget(max_guesses)?;
                write_grid(&solution, format, out, || json::Solved {
                    puzzle: puzzle(),
                    solution: solution.to_line(),
                });
                Ok(true)
            }
            Task::Count {
                limit,
                max_guesses,
                format,
            } => {
                let solutions =
                    grid.count_solutions_with_budget(limit.unwrap_or(u64::MAX), max_guesses)?;
                match format {
                    TextFormat::Text => writeln!(out, "{solutions}").expect("memory"),
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Counted {
                            puzzle: puzzle(),
                            solutions,
                            limit,
                        },
                    ),
                }
                Ok(true)
            }
            Task::Validate {
                max_guesses,
                format,
            } => {
                let conflicts = grid.conflicts();
                let solutions = if conflicts.is_empty() {
                    Some(grid.count_solutions_with_budget(2, max_guesses)?)
                } else {
                    None
                };
                let status = validity(solutions);
                match format {
                    TextFormat::Text if conflicts.is_empty() => {
                        writeln!(out, "{status}").expect("memory");
                    }
                    TextFormat::Text => {
                        let messages: Vec<String> = conflicts
                            .iter()
                            .map(|&c| Error::from(c).to_string())
                            .collect();
                        writeln!(out, "{status}: {}", messages.join("; ")).expect("memory");
                    }
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Validated {
                            puzzle: puzzle(),
                            status,
                            valid: solutions == Some(1),
                            solutions,
                            conflicts: conflicts.into_iter().map(Into::into).collect(),
                        },
                    ),
                }
                Ok(solutions == Some(1))
            }
            Task::Candidates {
                limit,
                max_guesses,
                format,
            } => {
                let mut as_puzzle = Puzzle::new(9);
                as_puzzle.givens = grid.as_bytes().to_vec();
                candidates::write(
                    &as_puzzle,
                    limit,
                    max_guesses,
                    format,
                    line_mode,
                    Some(puzzle()),
                    out,
                )
            }
            #[cfg(feature = "logic")]
            Task::Grade { format } => {
                let grade = sudoku_wasm::grade(grid)?;
                match format {
                    TextFormat::Text => writeln!(
                        out,
                        "{} {} {}",
                        grade.level,
                        grade.score,
                        grade.hardest_technique.map_or("-", |t| t.name())
                    )
                    .expect("memory"),
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Graded {
                            puzzle: puzzle(),
                            grade: (&grade).into(),
                        },
                    ),
                }
                Ok(true)
            }
            #[cfg(feature = "logic")]
            Task::Rate { format } => {
                let rating = sudoku_wasm::rate(grid)?;
                match format {
                    TextFormat::Text => match &rating {
                        Some(r) => writeln!(out, "{:.1}/{:.1}/{:.1}", r.er, r.ep, r.ed),
                        None => writeln!(out, "no rating: several solutions"),
                    }
                    .expect("memory"),
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Rated {
                            puzzle: puzzle(),
                            rating: rating.as_ref().map(Into::into),
                        },
                    ),
                }
                Ok(rating.is_some())
            }
            #[cfg(feature = "logic")]
            Task::Hint { format } => {
                let step = sudoku_wasm::hint(grid, None)?;
                match format {
                    TextFormat::Text => match &step {
                        Some(step) => writeln!(out, "{}", one_line(&step.text)),
                        None => writeln!(out, "the puzzle is already solved"),
                    }
                    .expect("memory"),
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Hinted {
                            puzzle: puzzle(),
                            step: step.as_ref().map(Into::into),
                        },
                    ),
                }
                Ok(true)
            }
            #[cfg(feature = "logic")]
            Task::Path { format } => {
                let steps = sudoku_wasm::solve_path(grid)?;
                match format {
                    TextFormat::Text => {
                        let texts = steps.iter().map(|s| one_line(&s.text));
                        if line_mode {
                            let line: Vec<_> = texts.collect();
                            writeln!(out, "{}", line.join(" ")).expect("memory");
                        } else {
                            for text in texts {
                                writeln!(out, "{text}").expect("memory");
                            }
                        }
                    }
                    TextFormat::Json => json::write_line(
                        out,
                        &json::Pathed {
                            puzzle: puzzle(),
                            steps: steps.iter().map(Into::into).collect(),
                        },
                    ),
                }
                Ok(true)
            }
        }
    }

    /// Writes `error` the way line mode shows it: `error: <reason>`, or a JSON object
    /// with the puzzle when it could be read.
    pub fn write_error(self, puzzle: Option<&Grid>, error: &Error, out: &mut Vec<u8>) {
        if self.json() {
            json::write_line(out, &json::Failed::new(puzzle, error));
        } else {
            writeln!(out, "error: {error}").expect("memory");
        }
    }
}

/// Writes `grid` in `format`; `json` makes the JSON object when that is the format.
pub fn write_grid<T: serde::Serialize>(
    grid: &Grid,
    format: GridFormat,
    out: &mut Vec<u8>,
    json: impl FnOnce() -> T,
) {
    match format {
        // The hot path of `sudoku lines`: digits straight into the buffer.
        GridFormat::Line => {
            out.extend(
                grid.as_bytes()
                    .iter()
                    .map(|&d| if d == 0 { b'.' } else { b'0' + d }),
            );
            out.push(b'\n');
        }
        GridFormat::Grid => out.extend_from_slice(grid.to_boj().as_bytes()),
        GridFormat::Pretty => out.extend_from_slice(grid.to_pretty().as_bytes()),
        GridFormat::Json => json::write_line(out, &json()),
    }
}

/// `validate`'s word for a puzzle: `conflict` when its givens clash (no count), else by
/// its number of solutions counted up to 2.
pub fn validity(solutions: Option<u64>) -> &'static str {
    match solutions {
        None => "conflict",
        Some(0) => "unsolvable",
        Some(1) => "unique",
        Some(_) => "multiple",
    }
}

/// An explanation on one line, whatever it holds.
#[cfg(feature = "logic")]
fn one_line(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\n') {
        text.replace('\n', " ").into()
    } else {
        text.into()
    }
}
