//! `--format json`: one object per puzzle, in the shapes of the JavaScript API (cells are
//! 0-based indices, units `{ kind, index }`, steps and grades as `hint` and `grade`
//! return them), with the puzzle and its answer side by side.

use serde::Serialize;

use crate::input::GridInputError;
#[cfg(feature = "logic")]
use sudoku_wasm::{grade::TechniqueCounts, Candidate, Generated, Grade, Step};
use sudoku_wasm::{Conflict, Error, Grid, Unit};

/// Appends `value` as one line of JSON.
pub fn write_line(out: &mut Vec<u8>, value: &impl Serialize) {
    // Serializing these plain structs into memory cannot fail.
    serde_json::to_writer(&mut *out, value).expect("plain data serializes");
    out.push(b'\n');
}

/// An error: `{ code, message, cells }`, as the JS API throws it.
#[derive(Serialize)]
pub struct JsonError {
    code: &'static str,
    message: String,
    cells: Vec<usize>,
}

impl From<&Error> for JsonError {
    fn from(error: &Error) -> JsonError {
        JsonError {
            code: error.code(),
            message: error.to_string(),
            cells: error.cells().iter().map(|c| c.index()).collect(),
        }
    }
}

/// A puzzle that got an error: the puzzle when it could be read, else `null`.
#[derive(Serialize)]
pub struct Failed {
    pub puzzle: Option<String>,
    pub error: JsonError,
}

impl Failed {
    /// `error` about `puzzle`.
    pub fn new(puzzle: Option<&Grid>, error: &Error) -> Failed {
        Failed {
            puzzle: puzzle.map(Grid::to_line),
            error: error.into(),
        }
    }

    /// A grid-mode input that gave no puzzle: the library's error with its code and the
    /// message as the command prints it (hint included), or `InputTooLarge`.
    pub fn input(error: &GridInputError) -> Failed {
        let error = match error {
            GridInputError::Puzzle { error: cause, .. } => JsonError {
                message: error.to_string(),
                ..cause.into()
            },
            GridInputError::TooLarge => JsonError {
                code: "InputTooLarge",
                message: error.to_string(),
                cells: Vec::new(),
            },
        };
        Failed {
            puzzle: None,
            error,
        }
    }
}

/// `solve`: the puzzle and its solution, each as an 81-character line.
#[derive(Serialize)]
pub struct Solved {
    pub puzzle: String,
    pub solution: String,
}

/// `count`: how many solutions, counted up to `limit` (`null`: no limit).
#[derive(Serialize)]
pub struct Counted {
    pub puzzle: String,
    pub solutions: u64,
    pub limit: Option<u64>,
}

/// A unit: `{ kind: "row" | "column" | "box", index }`, 0-based.
#[derive(Serialize)]
pub struct JsonUnit {
    kind: &'static str,
    index: u8,
}

impl From<Unit> for JsonUnit {
    fn from(unit: Unit) -> JsonUnit {
        JsonUnit {
            kind: unit.kind(),
            index: unit.index(),
        }
    }
}

/// A pair of clashing givens, as the JS API's `validate` lists it.
#[derive(Serialize)]
pub struct JsonConflict {
    digit: u8,
    cells: [usize; 2],
    unit: JsonUnit,
    message: String,
}

impl From<Conflict> for JsonConflict {
    fn from(conflict: Conflict) -> JsonConflict {
        JsonConflict {
            digit: conflict.digit,
            cells: conflict.cells.map(|c| c.index()),
            unit: conflict.unit.into(),
            message: Error::from(conflict).to_string(),
        }
    }
}

/// `validate`: `status` is `unique`, `multiple`, `unsolvable` or `conflict`;
/// `solutions` is counted up to 2 (`null` when givens clash).
#[derive(Serialize)]
pub struct Validated {
    pub puzzle: String,
    pub status: &'static str,
    pub valid: bool,
    pub solutions: Option<u64>,
    pub conflicts: Vec<JsonConflict>,
}

/// A digit in a cell.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct JsonCellDigit {
    cell: usize,
    digit: u8,
}

#[cfg(feature = "logic")]
impl From<&Candidate> for JsonCellDigit {
    fn from(candidate: &Candidate) -> JsonCellDigit {
        JsonCellDigit {
            cell: candidate.cell.index(),
            digit: candidate.digit,
        }
    }
}

/// A step, as the JS API's `hint` returns it.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct JsonStep {
    technique: &'static str,
    level: &'static str,
    placements: Vec<JsonCellDigit>,
    eliminations: Vec<JsonCellDigit>,
    cells: Vec<usize>,
    units: Vec<JsonUnit>,
    text: String,
}

#[cfg(feature = "logic")]
impl From<&Step> for JsonStep {
    fn from(step: &Step) -> JsonStep {
        JsonStep {
            technique: step.technique.name(),
            level: step.technique.level().name(),
            placements: step.placements.iter().map(JsonCellDigit::from).collect(),
            eliminations: step.eliminations.iter().map(JsonCellDigit::from).collect(),
            cells: step.cells.iter().map(|c| c.index()).collect(),
            units: step.units.iter().map(|&u| JsonUnit::from(u)).collect(),
            text: step.text.clone(),
        }
    }
}

/// A grade, as the JS API's `grade` returns it; `techniques` maps each technique used
/// to its count, in the order techniques are tried.
#[cfg(feature = "logic")]
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonGrade {
    score: u32,
    level: &'static str,
    hardest_technique: Option<&'static str>,
    techniques: TechniqueCounts,
    unique: bool,
    /// The Sudoku Explainer rating (`null` with several solutions), as in the JS API.
    se: Option<f64>,
}

#[cfg(feature = "logic")]
impl From<&Grade> for JsonGrade {
    fn from(grade: &Grade) -> JsonGrade {
        JsonGrade {
            score: grade.score,
            level: grade.level.name(),
            hardest_technique: grade.hardest_technique.map(|t| t.name()),
            techniques: grade.technique_counts(),
            unique: grade.unique,
            se: grade.se,
        }
    }
}

/// `grade`: the puzzle and its grade.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct Graded {
    pub puzzle: String,
    #[serde(flatten)]
    pub grade: JsonGrade,
}

/// `rate`: Sudoku Explainer's three figures, `null` for a puzzle with several solutions.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct Rated {
    pub puzzle: String,
    pub rating: Option<JsonRating>,
}

/// A [`sudoku_wasm::Rating`], as `{"er":..,"ep":..,"ed":..}`.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct JsonRating {
    er: f64,
    ep: f64,
    ed: f64,
}

#[cfg(feature = "logic")]
impl From<&sudoku_wasm::Rating> for JsonRating {
    fn from(rating: &sudoku_wasm::Rating) -> JsonRating {
        JsonRating {
            er: rating.er,
            ep: rating.ep,
            ed: rating.ed,
        }
    }
}

/// `hint`: the next step, `null` when the puzzle is already solved.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct Hinted {
    pub puzzle: String,
    pub step: Option<JsonStep>,
}

/// `path`: every step to the solution.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct Pathed {
    pub puzzle: String,
    pub steps: Vec<JsonStep>,
}

/// `generate`: the seed, the puzzle, its solution and grade, whether the level asked for
/// was reached and after how many attempts.
#[cfg(feature = "logic")]
#[derive(Serialize)]
pub struct JsonGenerated {
    seed: u64,
    puzzle: String,
    solution: String,
    grade: JsonGrade,
    reached: bool,
    attempts: u32,
}

#[cfg(feature = "logic")]
impl JsonGenerated {
    /// `generated`, made from `seed`.
    pub fn new(seed: u64, generated: &Generated) -> JsonGenerated {
        JsonGenerated {
            seed,
            puzzle: generated.puzzle.to_line(),
            solution: generated.solution.to_line(),
            grade: (&generated.grade).into(),
            reached: generated.reached,
            attempts: generated.attempts,
        }
    }
}
