//! The WebAssembly boundary: the only module that names `wasm_bindgen`, `js_sys` or serde.
//!
//! Each export is thin: copy the bytes in, call the core, copy the result out. Every
//! failure becomes a thrown JS `Error` named `SudokuError` whose `message` is the core
//! error's text, with a `code` property (the [`Error::code`] name, or `"InvalidArgument"`
//! for a bad non-grid argument) and a `cells` property (the 0-80 indices of the cells
//! involved, possibly empty). Nothing here panics, so nothing traps.
//!
//! The TypeScript declarations of the structured values (`Conflict`, `SolveManyResult`,
//! `SudokuError`, ...) are written out below in a `typescript_custom_section`; the
//! functions that return or take them name those types with `unchecked_return_type` and
//! `unchecked_param_type`, so no signature in the generated `.d.ts` says `any`.

use js_sys::{Array, Object, Reflect, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::core::error::Quoted;
use crate::{Conflict, Error, Grid, SolveStatus, Style, Unit};

#[cfg(feature = "logic")]
pub use logic::{generate, grade, hint, solve_path, techniques};
#[cfg(feature = "variants")]
mod variants;
#[cfg(feature = "variants")]
pub use variants::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A text form of a grid, for `format`: the 81-character line (`.` for blanks), the
 * Baekjoon 2580 grid (9 lines of 9 space-separated digits, 0 for blanks), or a boxed grid
 * for people. */
export type FormatStyle = "line" | "grid" | "pretty";

/** The kind of a unit: a row, a column or a 3×3 box. */
export type UnitKind = "row" | "column" | "box";

/** A row, a column or a box. `index` is 0-8: rows top to bottom, columns left to right,
 * boxes row-major (0 top left, 8 bottom right). */
export interface Unit {
  kind: UnitKind;
  index: number;
}

/** Two givens with the same digit in one unit, as `validate` lists them. */
export interface Conflict {
  /** The digit given twice, 1-9. */
  digit: number;
  /** The two cells, 0-80 row-major indices, the smaller first. */
  cells: [number, number];
  /** The unit they share. */
  unit: Unit;
  /** The same conflict in words, 1-based: "digit 5 is given twice in row 1: at row 1,
   * column 1 and at row 1, column 2". */
  message: string;
}

/** What `solveMany` returns for `n` puzzles. */
export interface SolveManyResult {
  /** `n * 81` bytes: puzzle `i`'s solution at `81 * i`, all zeros where it was not solved. */
  solutions: Uint8Array;
  /** `n` bytes, one `SolveStatus` per puzzle. */
  status: Uint8Array;
}

/** What `solveAndCount` returns: one solution and how many there are, from one search. */
export interface SolveAndCountResult {
  /** 81 cells, row-major: the solution `solve` returns. */
  solution: Uint8Array;
  /** Solutions found, 1 up to the limit (with the default limit 2: 1 unique, 2 several).
   * A lower bound when `complete` is false. */
  count: number;
  /** False when the budget of guesses ran out before the count reached the limit or the
   * search ended: then whether more solutions exist is not known. */
  complete: boolean;
}

/** The `code` of a thrown `SudokuError`. */
export type ErrorCode =
  | "WrongLength"
  | "InvalidValue"
  | "InvalidCharacter"
  | "WrongRowCount"
  | "WrongRowLength"
  | "InvalidToken"
  | "ConflictingGivens"
  | "NoSolution"
  | "BudgetExceeded"
  | "InvalidArgument";

/** What every function throws: a real `Error` with a machine-readable `code` and the
 * 0-80 indices of the `cells` involved (empty when it is about none). */
export interface SudokuError extends Error {
  name: "SudokuError";
  code: ErrorCode;
  cells: number[];
}
"#;

/// Builds the JS `Error` thrown for `err`.
fn js_error(err: &Error) -> JsValue {
    let cells: Array = err
        .cells()
        .iter()
        .map(|c| JsValue::from(c.index() as u32))
        .collect();
    with_fields(&err.to_string(), err.code(), &cells)
}

/// A JS `Error` named `SudokuError` with `code` and `cells` set.
fn with_fields(message: &str, code: &str, cells: &Array) -> JsValue {
    let error = js_sys::Error::new(message);
    error.set_name("SudokuError");
    // Reflect::set only fails on frozen or proxied targets; a fresh Error is neither.
    let _ = Reflect::set(&error, &JsValue::from_str("code"), &JsValue::from_str(code));
    let _ = Reflect::set(&error, &JsValue::from_str("cells"), cells);
    error.into()
}

/// The error for an argument that is not a grid and is not what it should be.
fn invalid_argument(message: &str) -> JsValue {
    with_fields(message, "InvalidArgument", &Array::new())
}

/// Reads a JS number that must be a non-negative whole number or `Infinity`; huge values
/// saturate at `u64::MAX`.
fn whole_number(name: &str, value: f64) -> Result<u64, JsValue> {
    if value.is_nan() || value < 0.0 || (value.is_finite() && value.fract() != 0.0) {
        // JS writes the number: Rust's float formatting would add ~20 KB to the module.
        let shown: String = js_sys::Number::from(value)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
        return Err(invalid_argument(&format!(
            "{name} must be a whole number 0 or more, not {shown}"
        )));
    }
    // `as` saturates: Infinity and anything past u64::MAX become u64::MAX.
    Ok(value as u64)
}

/// The `maxGuesses` argument: absent means the default budget.
fn budget(max_guesses: Option<f64>) -> Result<u64, JsValue> {
    match max_guesses {
        Some(value) => whole_number("maxGuesses", value),
        None => Ok(crate::DEFAULT_MAX_GUESSES),
    }
}

/// What a JS value is, for error messages: `typeof`, with `null` told apart.
///
/// String arguments (`parse`'s text, `format`'s style) are taken as `JsValue` and checked
/// with `as_string`, never as `&str`: wasm-bindgen's glue for `&str` trusts its argument,
/// and a number or a plain object there corrupts the allocator (a trap) where this gives
/// an `"InvalidArgument"` error. Byte arrays stay `&[u8]` (the path `solve` is timed
/// on; reading a `JsValue` with `Uint8Array::copy_to` was 5-10% slower per call): the
/// build patches the glue (`scripts/guard-glue.mjs`) so that anything but a typed array
/// or an array throws an `"InvalidArgument"` `SudokuError` before it is copied; a plain
/// array's values arrive modulo 256.
fn type_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    value.js_typeof().as_string().unwrap_or_default()
}

/// The cells of a grid argument, checked.
fn grid(cells: &[u8]) -> Result<Grid, JsValue> {
    Grid::from_bytes(cells).map_err(|e| js_error(&e))
}

/// Solves a puzzle: 81 cells in (row-major, 0 = blank, 1-9 = given), 81 cells out.
///
/// A puzzle with several solutions gets one of them, always the same one.
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"` (past 10 000 000 guesses),
/// and the offending cell indices in `cells`.
#[wasm_bindgen]
pub fn solve(cells: &[u8]) -> Result<Vec<u8>, JsValue> {
    Grid::from_bytes(cells)
        .and_then(|grid| grid.solve())
        .map(|solution| solution.to_bytes().to_vec())
        .map_err(|e| js_error(&e))
}

/// Counts the solutions of a puzzle, stopping at `limit` (2 proves uniqueness: 0 none,
/// 1 unique, 2 several). The cost is bounded by `limit`: `countSolutions(empty, 2)` is
/// instant.
///
/// `maxGuesses` bounds the search (default 10 000 000 guesses); past it the call throws
/// a `SudokuError` with `code` `"BudgetExceeded"`. Other errors are those of `solve`, less
/// `"NoSolution"` (that is a count of 0), plus `"InvalidArgument"` for a `limit` or
/// `maxGuesses` that is negative, fractional or NaN. `Infinity` means no limit.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(
    cells: &[u8],
    limit: f64,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: Option<f64>,
) -> Result<f64, JsValue> {
    let limit = whole_number("limit", limit)?;
    let budget = budget(max_guesses)?;
    Grid::from_bytes(cells)
        .and_then(|grid| grid.count_solutions_with_budget(limit, budget))
        .map(|count| count as f64)
        .map_err(|e| js_error(&e))
}

/// Solves a puzzle and counts its solutions in one search: `{ solution, count, complete }`
/// (see `SolveAndCountResult`). `solution` is the one `solve` returns; `count` is the
/// number of solutions, counted up to `limit` (default 2: 1 unique, 2 several). The
/// solution counts itself, so `limit` 0 counts like 1: `count` 1, uniqueness untested.
/// It costs what `countSolutions(cells, limit)` alone costs, where `solve` then
/// `countSolutions` search twice.
///
/// `maxGuesses` bounds the search (default 10 000 000 guesses). When it runs out after
/// the first solution, the answer still comes back, with `complete` false and `count`
/// the solutions found so far (a lower bound, at least 1); before the first solution,
/// the call throws a `SudokuError` with `code` `"BudgetExceeded"`.
///
/// Other errors are those of `solve` (`"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"`), and `"InvalidArgument"` for a `limit` or
/// `maxGuesses` that is negative, fractional or NaN. `Infinity` means no limit.
#[wasm_bindgen(js_name = solveAndCount, unchecked_return_type = "SolveAndCountResult")]
pub fn solve_and_count(
    cells: &[u8],
    limit: Option<f64>,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: Option<f64>,
) -> Result<JsValue, JsValue> {
    let limit = limit.map_or(Ok(2), |limit| whole_number("limit", limit))?;
    let budget = budget(max_guesses)?;
    let counted = Grid::from_bytes(cells)
        .and_then(|grid| grid.solve_and_count_with_budget(limit, budget))
        .map_err(|e| js_error(&e))?;
    Ok(object(&[
        (
            "solution",
            &Uint8Array::from(&counted.solution.to_bytes()[..]).into(),
        ),
        ("count", &JsValue::from(counted.count as f64)),
        ("complete", &JsValue::from_bool(counted.complete)),
    ]))
}

/// A plain JS object with these properties, in this order.
fn object(properties: &[(&str, &JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in properties {
        // A fresh plain object: Reflect::set cannot fail on it.
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// A unit, shaped for JS (see the `Unit` TypeScript interface).
#[derive(Serialize)]
struct JsUnit {
    kind: &'static str,
    index: u8,
}

impl From<Unit> for JsUnit {
    fn from(unit: Unit) -> JsUnit {
        JsUnit {
            kind: unit.kind(),
            index: unit.index(),
        }
    }
}

/// One conflict, shaped for JS (see the `Conflict` TypeScript interface).
#[derive(Serialize)]
struct JsConflict {
    digit: u8,
    cells: [u8; 2],
    unit: JsUnit,
    message: String,
}

impl From<Conflict> for JsConflict {
    fn from(conflict: Conflict) -> JsConflict {
        JsConflict {
            digit: conflict.digit,
            cells: conflict.cells.map(|c| c.index() as u8),
            unit: conflict.unit.into(),
            message: Error::from(conflict).to_string(),
        }
    }
}

/// Serializes a structured result the way every export returns one (serde-wasm-bindgen):
/// plain objects (maps included), `undefined` options as `null`.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(JsValue::from)
}

/// Lists every pair of givens that share a unit and a digit, without solving: rows
/// first, then columns, then boxes. Two givens that share a row and a box are listed
/// once for each. An empty array means the givens are consistent (the puzzle may still
/// have no solution: `countSolutions` tells).
///
/// Each entry is `{ digit, cells: [a, b], unit: { kind, index }, message }` with 0-based
/// indices (see `Conflict`).
///
/// Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"`.
#[wasm_bindgen(unchecked_return_type = "Conflict[]")]
pub fn validate(cells: &[u8]) -> Result<JsValue, JsValue> {
    let conflicts: Vec<JsConflict> = grid(cells)?
        .conflicts()
        .into_iter()
        .map(JsConflict::from)
        .collect();
    to_js(&conflicts)
}

/// The pencil marks: for each of the 81 cells, the digits that no given in its row,
/// column or box holds, as a bitmask (bit `d - 1` set when digit `d` is possible, so
/// `0x1ff` is all nine). Filled cells get 0, and so does a blank with no digit left.
///
/// `(marks[i] >> (d - 1)) & 1` tells whether cell `i` can hold `d`.
///
/// Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"`.
#[wasm_bindgen]
pub fn candidates(cells: &[u8]) -> Result<Vec<u16>, JsValue> {
    Ok(grid(cells)?.candidates().to_vec())
}

/// What happened to one puzzle of `solveMany`: the bytes of its `status` array.
#[wasm_bindgen(js_name = SolveStatus)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsSolveStatus {
    /// Solved: its 81 bytes of `solutions` hold the solution `solve` gives.
    Solved = 0,
    /// The givens are consistent, but nothing satisfies every unit.
    NoSolution = 1,
    /// Two givens clash (`validate` lists them).
    ConflictingGivens = 2,
    /// A byte is over 9.
    InvalidValue = 3,
    /// The trailing puzzle of an input whose length is not a multiple of 81.
    WrongLength = 4,
    /// The search spent its budget of guesses without a solution.
    BudgetExceeded = 5,
}

impl From<SolveStatus> for JsSolveStatus {
    fn from(status: SolveStatus) -> JsSolveStatus {
        match status {
            SolveStatus::Solved => JsSolveStatus::Solved,
            SolveStatus::NoSolution => JsSolveStatus::NoSolution,
            SolveStatus::ConflictingGivens => JsSolveStatus::ConflictingGivens,
            SolveStatus::InvalidValue => JsSolveStatus::InvalidValue,
            SolveStatus::WrongLength => JsSolveStatus::WrongLength,
            SolveStatus::BudgetExceeded => JsSolveStatus::BudgetExceeded,
        }
    }
}

/// Solves many puzzles in one call: `cells` holds `n` puzzles of 81 bytes each, back to
/// back. Returns `{ solutions, status }`: `solutions` has `n * 81` bytes (puzzle `i`'s
/// solution at `81 * i`, zeros where it was not solved), `status` one byte per puzzle:
///
/// | status | `SolveStatus`       | meaning                                        |
/// |--------|---------------------|------------------------------------------------|
/// | 0      | `Solved`            | solved (the solution `solve` gives)            |
/// | 1      | `NoSolution`        | consistent givens, no solution                 |
/// | 2      | `ConflictingGivens` | two givens clash                               |
/// | 3      | `InvalidValue`      | a byte over 9                                  |
/// | 4      | `WrongLength`       | the trailing bytes when the length is not a multiple of 81 |
/// | 5      | `BudgetExceeded`    | more than `maxGuesses` guesses                 |
///
/// A bad puzzle marks its own status and never fails the batch. `maxGuesses` is the
/// budget of each puzzle (default 10 000 000). Throws only for a bad `maxGuesses`
/// (`"InvalidArgument"`).
#[wasm_bindgen(js_name = solveMany, unchecked_return_type = "SolveManyResult")]
pub fn solve_many(
    cells: &[u8],
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: Option<f64>,
) -> Result<JsValue, JsValue> {
    let batch = crate::solve_many_with_budget(cells, budget(max_guesses)?);
    let status: Vec<u8> = batch
        .status
        .iter()
        .map(|&s| JsSolveStatus::from(s) as u8)
        .collect();
    Ok(object(&[
        (
            "solutions",
            &Uint8Array::from(batch.solutions.as_slice()).into(),
        ),
        ("status", &Uint8Array::from(status.as_slice()).into()),
    ]))
}

/// Reads a puzzle from text, telling the forms apart by shape: the 81-character line
/// (`1`-`9` givens, `0` or `.` blanks), nine 9-character rows such as `53..7....`, or the
/// Baekjoon 2580 grid (9 lines of 9 whitespace-separated digits 0-9). Surrounding
/// whitespace, CRLF and blank lines are ignored. Returns the 81 cells.
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidCharacter"`,
/// `"WrongRowCount"`, `"WrongRowLength"` or `"InvalidToken"` (with the cell in `cells`),
/// or `"InvalidArgument"` when `text` is not a string. Givens are not checked against
/// each other: `validate` does that.
#[wasm_bindgen]
pub fn parse(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<Vec<u8>, JsValue> {
    let text = text.as_string().ok_or_else(|| {
        invalid_argument(&format!("text must be a string, not {}", type_of(&text)))
    })?;
    Grid::parse(&text)
        .map(|grid| grid.to_bytes().to_vec())
        .map_err(|e| js_error(&e))
}

/// Writes a grid as text in `style`: `"line"` (81 characters, `.` for blanks),
/// `"grid"` (the Baekjoon 2580 grid, 0 for blanks, a `\n` after each row) or `"pretty"`
/// (a boxed grid for people, a `\n` after each line). `parse` reads the line and the
/// grid back.
///
/// Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"` for bad cells,
/// `"InvalidArgument"` for an unknown style.
#[wasm_bindgen]
pub fn format(
    cells: &[u8],
    #[wasm_bindgen(unchecked_param_type = "FormatStyle")] style: JsValue,
) -> Result<String, JsValue> {
    let name = style.as_string();
    let style = name.as_deref().and_then(Style::from_name).ok_or_else(|| {
        let shown = match name {
            Some(name) => Quoted::Str(&name.chars().take(32).collect::<String>()).to_string(),
            None => type_of(&style),
        };
        invalid_argument(&format!(
            "style must be \"line\", \"grid\" or \"pretty\", not {shown}"
        ))
    })?;
    Ok(grid(cells)?.format(style))
}

// ---------------------------------------------------------------------------------------
// Human-style solving: hint, solvePath, grade, generate, techniques (the `logic` feature).
// ---------------------------------------------------------------------------------------

/// The exports of the logic engine, compiled with the `logic` feature only: without it
/// neither they nor their TypeScript declarations are in the module.
#[cfg(feature = "logic")]
mod logic {
    use js_sys::{Array, Reflect, Uint8Array};
    use serde::Serialize;
    use wasm_bindgen::prelude::*;

    use super::{
        grid, invalid_argument, js_error, object, to_js, type_of, whole_number, with_fields,
        JsUnit, Quoted,
    };
    use crate::{Candidate, GenerateOptions, Grade, Level, Step, Symmetry, Technique};

    #[wasm_bindgen(typescript_custom_section)]
    const LOGIC_TYPES: &'static str = r#"
/** A solving technique, easiest first: the order `hint` tries them in. "Guess" is the
 * fallback when none applies: a digit of the solution, not a deduction. */
export type TechniqueName =
  | "Full house"
  | "Naked single"
  | "Hidden single"
  | "Pointing"
  | "Claiming"
  | "Naked pair"
  | "Hidden pair"
  | "Naked triple"
  | "Hidden triple"
  | "X-Wing"
  | "Skyscraper"
  | "2-String Kite"
  | "Empty rectangle"
  | "XY-Wing"
  | "XYZ-Wing"
  | "W-Wing"
  | "Swordfish"
  | "Simple colouring"
  | "Unique rectangle type 1"
  | "Unique rectangle type 2"
  | "Unique rectangle type 3"
  | "Unique rectangle type 4"
  | "BUG+1"
  | "Naked quad"
  | "Hidden quad"
  | "Finned X-Wing"
  | "Finned Swordfish"
  | "Jellyfish"
  | "X-Chain"
  | "XY-Chain"
  | "Alternating inference chain"
  | "Forcing net"
  | "Cell forcing net"
  | "Guess";

/** A difficulty level, easiest first. "guessing": beyond every technique of the solver. */
export type Level = "easy" | "medium" | "hard" | "expert" | "extreme" | "guessing";

/** The pattern the givens of a generated puzzle keep. Mirrors: "mirrorHorizontal" across
 * the horizontal middle line (top and bottom), "mirrorVertical" across the vertical one
 * (left and right), "diagonal" across r1c1-r9c9, "antiDiagonal" across r1c9-r9c1. */
export type Symmetry =
  | "none"
  | "rotate180"
  | "rotate90"
  | "mirrorHorizontal"
  | "mirrorVertical"
  | "diagonal"
  | "antiDiagonal";

/** A digit in a cell: `cell` is 0-80 (row-major), `digit` 1-9. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** One step of reasoning, as `hint` and `solvePath` give it. */
export interface Step {
  /** The technique ("Guess" when no technique applies: then `text` says so). */
  technique: TechniqueName;
  /** The level of the technique. */
  level: Level;
  /** The digits it places; each also removes its digit from the cell's row, column and
   * box. */
  placements: CellDigit[];
  /** The candidates it removes, by digit, then cell. */
  eliminations: CellDigit[];
  /** The cells of the pattern, 0-80 (for a chain, in chain order): highlight these. */
  cells: number[];
  /** The rows, columns and boxes of the pattern. */
  units: Unit[];
  /** The explanation, one or two sentences; cells are written r4c2 (row 4, column 2,
   * 1-based), units "row 4", "column 2", "box 5". */
  text: string;
}

/** How hard a puzzle is, from the techniques its step-by-step solution needs. */
export interface Grade {
  /** The sum of the techniques' scores over the solution path (see `techniques()`). */
  score: number;
  /** The level of the hardest technique on the path. */
  level: Level;
  /** The hardest technique on the path; null when the grid has no blank. */
  hardestTechnique: TechniqueName | null;
  /** How many steps used each technique, easiest first. */
  techniques: Partial<Record<TechniqueName, number>>;
  /** Whether the puzzle has exactly one solution (otherwise its level is "guessing"). */
  unique: boolean;
}

/** What `generate` should make. */
export interface GenerateOptions {
  /** Any whole number 0 to 2^53 - 1: the same options give the same puzzle. */
  seed: number;
  /** The level wanted. */
  level: Level;
  /** The pattern of the givens; default "none". */
  symmetry?: Symmetry;
  /** Default true: no given (or symmetric group of givens) can be removed. When false, up
   * to 6 givens are added back where they keep the level. */
  minimal?: boolean;
  /** The budget in attempts (a fresh puzzle each, dug out and graded); default 500. */
  maxAttempts?: number;
}

/** A generated puzzle. */
export interface Generated {
  /** 81 cells, row-major, 0 = blank; exactly one solution. */
  puzzle: Uint8Array;
  /** Its solution, 81 cells. */
  solution: Uint8Array;
  /** Its grade: `grade.level` is the level actually reached. */
  grade: Grade;
  /** Whether `grade.level` is the level asked for. */
  reached: boolean;
  /** How many attempts it took. */
  attempts: number;
}

/** A technique as `techniques()` lists it. */
export interface TechniqueInfo {
  name: TechniqueName;
  level: Level;
  /** What one use adds to a grade's score. */
  score: number;
}
"#;

    /// A digit in a cell, shaped for JS (see the `CellDigit` TypeScript interface).
    #[derive(Serialize)]
    struct JsCellDigit {
        cell: u8,
        digit: u8,
    }

    impl From<&Candidate> for JsCellDigit {
        fn from(candidate: &Candidate) -> JsCellDigit {
            JsCellDigit {
                cell: candidate.cell.index() as u8,
                digit: candidate.digit,
            }
        }
    }

    /// A step, shaped for JS (see the `Step` TypeScript interface).
    #[derive(Serialize)]
    struct JsStep {
        technique: &'static str,
        level: &'static str,
        placements: Vec<JsCellDigit>,
        eliminations: Vec<JsCellDigit>,
        cells: Vec<u8>,
        units: Vec<JsUnit>,
        text: String,
    }

    impl From<&Step> for JsStep {
        fn from(step: &Step) -> JsStep {
            JsStep {
                technique: step.technique.name(),
                level: step.technique.level().name(),
                placements: step.placements.iter().map(JsCellDigit::from).collect(),
                eliminations: step.eliminations.iter().map(JsCellDigit::from).collect(),
                cells: step.cells.iter().map(|c| c.index() as u8).collect(),
                units: step.units.iter().map(|&u| JsUnit::from(u)).collect(),
                text: step.text.clone(),
            }
        }
    }

    /// Technique counts as a plain object whose keys keep the techniques' order.
    struct JsCounts(Vec<(&'static str, u32)>);

    impl Serialize for JsCounts {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            use serde::ser::SerializeMap;
            let mut map = serializer.serialize_map(Some(self.0.len()))?;
            for (name, count) in &self.0 {
                map.serialize_entry(name, count)?;
            }
            map.end()
        }
    }

    /// A grade, shaped for JS (see the `Grade` TypeScript interface).
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct JsGrade {
        score: u32,
        level: &'static str,
        hardest_technique: Option<&'static str>,
        techniques: JsCounts,
        unique: bool,
    }

    impl From<&Grade> for JsGrade {
        fn from(grade: &Grade) -> JsGrade {
            JsGrade {
                score: grade.score,
                level: grade.level.name(),
                hardest_technique: grade.hardest_technique.map(Technique::name),
                techniques: JsCounts(
                    grade
                        .techniques
                        .iter()
                        .map(|(t, &n)| (t.name(), n))
                        .collect(),
                ),
                unique: grade.unique,
            }
        }
    }

    /// A technique of the catalogue (see the `TechniqueInfo` TypeScript interface).
    #[derive(Serialize)]
    struct JsTechniqueInfo {
        name: &'static str,
        level: &'static str,
        score: u32,
    }

    /// The `candidates` argument of `hint`: 81 masks of at most 9 bits.
    fn masks(candidates: &[u16]) -> Result<[u16; 81], JsValue> {
        let masks: [u16; 81] = candidates.try_into().map_err(|_| {
            invalid_argument(&format!(
                "candidates must hold 81 masks, not {}",
                candidates.len()
            ))
        })?;
        if let Some(i) = masks.iter().position(|&m| m > 0x1ff) {
            let cells = Array::of1(&JsValue::from(i as u32));
            return Err(with_fields(
                &format!(
                "candidate mask {} at row {}, column {} is over 511 (bit d - 1 stands for digit d)",
                masks[i],
                i / 9 + 1,
                i % 9 + 1
            ),
                "InvalidArgument",
                &cells,
            ));
        }
        Ok(masks)
    }

    /// The next step from a position: the easiest technique that applies, with what it
    /// places and removes, the pattern to highlight and an explanation; or, when no
    /// technique applies, a step with `technique` `"Guess"` that gives the solution's digit
    /// in a cell with the fewest candidates and says plainly that it is not a deduction.
    /// `null` when every cell is filled.
    ///
    /// `cells` holds the givens and the digits placed so far (81 bytes, 0 = blank).
    /// `candidates`, when given, is the player's pencil marks: 81 masks as `candidates()`
    /// returns them (bit `d - 1` for digit `d`); digits the player removed stay removed, and
    /// bits the filled cells already rule out are ignored. Without it the hint starts from
    /// the marks the filled cells leave.
    ///
    /// Unique rectangles and BUG+1 are used only when the grid has exactly one solution. For
    /// a grid with several, steps are deductions valid in every solution, then guesses that
    /// say the puzzle has several solutions.
    ///
    /// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"` or
    /// `"ConflictingGivens"` for bad cells; `"NoSolution"` when the grid has no solution or
    /// the pencil marks remove a digit the solution needs (a wrong elimination);
    /// `"InvalidArgument"` for `candidates` that are not 81 masks of 0-511 (with the cell in
    /// `cells`); `"BudgetExceeded"` if counting the solutions runs past 10 000 000 guesses.
    #[wasm_bindgen(unchecked_return_type = "Step | null")]
    pub fn hint(cells: &[u8], candidates: Option<Vec<u16>>) -> Result<JsValue, JsValue> {
        let grid = grid(cells)?;
        let masks = candidates.as_deref().map(masks).transpose()?;
        match crate::hint(&grid, masks.as_ref()).map_err(|e| js_error(&e))? {
            Some(step) => to_js(&JsStep::from(&step)),
            None => Ok(JsValue::NULL),
        }
    }

    /// Every step from the puzzle to its solution, each the easiest that applies at its
    /// point (`"Guess"` steps where none does). Applying the placements and eliminations in
    /// order fills the grid with the solution. An empty array for a full grid.
    ///
    /// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
    /// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
    #[wasm_bindgen(js_name = solvePath, unchecked_return_type = "Step[]")]
    pub fn solve_path(cells: &[u8]) -> Result<JsValue, JsValue> {
        let steps = crate::solve_path(&grid(cells)?).map_err(|e| js_error(&e))?;
        to_js(&steps.iter().map(JsStep::from).collect::<Vec<_>>())
    }

    /// Grades a puzzle: `{ score, level, hardestTechnique, techniques, unique }`. The level is
    /// that of the hardest technique its step-by-step solution needs ("easy": singles;
    /// "medium": locked candidates, pairs, triples; "hard": fish, wings, single-digit
    /// patterns, unique rectangles, quads; "expert": finned fish, Jellyfish, chains;
    /// "extreme": forcing nets; "guessing": beyond all of them), the score the sum of the
    /// scores of its steps (`techniques()` lists them). A puzzle with several solutions has
    /// `unique` false and level "guessing".
    ///
    /// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
    /// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
    #[wasm_bindgen(unchecked_return_type = "Grade")]
    pub fn grade(cells: &[u8]) -> Result<JsValue, JsValue> {
        let grade = crate::grade(&grid(cells)?).map_err(|e| js_error(&e))?;
        to_js(&JsGrade::from(&grade))
    }

    /// Reads a property of the options object: `undefined` when absent.
    fn option(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
        Reflect::get(options, &JsValue::from_str(key))
            .map_err(|_| invalid_argument(&format!("options.{key} could not be read")))
    }

    /// Reads a string option naming one of `names` through `from_name`.
    fn named<T>(
        options: &JsValue,
        key: &str,
        names: &str,
        from_name: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, JsValue> {
        let value = option(options, key)?;
        if value.is_undefined() {
            return Ok(None);
        }
        let text = value.as_string();
        match text.as_deref().and_then(from_name) {
            Some(found) => Ok(Some(found)),
            None => {
                let shown = match text {
                    Some(text) => {
                        Quoted::Str(&text.chars().take(32).collect::<String>()).to_string()
                    }
                    None => type_of(&value),
                };
                Err(invalid_argument(&format!(
                    "options.{key} must be {names}, not {shown}"
                )))
            }
        }
    }

    /// Reads a whole-number option no larger than `max`.
    fn number(options: &JsValue, key: &str, max: u64) -> Result<Option<u64>, JsValue> {
        let value = option(options, key)?;
        if value.is_undefined() {
            return Ok(None);
        }
        let Some(number) = value.as_f64() else {
            return Err(invalid_argument(&format!(
                "options.{key} must be a number, not {}",
                type_of(&value)
            )));
        };
        let whole = whole_number(&format!("options.{key}"), number)?;
        if whole > max {
            return Err(invalid_argument(&format!(
                "options.{key} must be at most {max}"
            )));
        }
        Ok(Some(whole))
    }

    /// Generates a puzzle with exactly one solution, of the requested level when the budget
    /// allows, deterministically: the same options give the same puzzle, in every browser
    /// and natively. Options: `{ seed, level, symmetry?, minimal?, maxAttempts? }` (see
    /// `GenerateOptions`). Returns `{ puzzle, solution, grade, reached, attempts }`; when the
    /// budget runs out first, the closest puzzle found comes back with `reached` false.
    ///
    /// Levels up to "expert" are reached within the default budget nearly always, "extreme"
    /// usually; "guessing" is rare among random puzzles.
    ///
    /// Throws a `SudokuError` with `code` `"InvalidArgument"` when `options` is not an object,
    /// `seed` is missing or not a whole number 0 to 2^53 - 1, `level` is missing or not a
    /// level name, `symmetry` not a symmetry name, `minimal` not a boolean, or `maxAttempts`
    /// not a whole number 1 to 100 000.
    #[wasm_bindgen(unchecked_return_type = "Generated")]
    pub fn generate(
        #[wasm_bindgen(unchecked_param_type = "GenerateOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        if !options.is_object() {
            return Err(invalid_argument(&format!(
                "options must be an object, not {}",
                type_of(&options)
            )));
        }
        const LEVELS: &str =
            "\"easy\", \"medium\", \"hard\", \"expert\", \"extreme\" or \"guessing\"";
        const SYMMETRIES: &str = "\"none\", \"rotate180\", \"rotate90\", \"mirrorHorizontal\", \
                              \"mirrorVertical\", \"diagonal\" or \"antiDiagonal\"";
        let seed = number(&options, "seed", (1 << 53) - 1)?
            .ok_or_else(|| invalid_argument("options.seed is required"))?;
        let level = named(&options, "level", LEVELS, Level::from_name)?
            .ok_or_else(|| invalid_argument("options.level is required"))?;
        let symmetry =
            named(&options, "symmetry", SYMMETRIES, Symmetry::from_name)?.unwrap_or_default();
        let minimal = match option(&options, "minimal")? {
            value if value.is_undefined() => true,
            value => value.as_bool().ok_or_else(|| {
                invalid_argument(&format!(
                    "options.minimal must be a boolean, not {}",
                    type_of(&value)
                ))
            })?,
        };
        let max_attempts = match number(&options, "maxAttempts", 100_000)? {
            None => crate::logic::generate::DEFAULT_MAX_ATTEMPTS,
            Some(0) => return Err(invalid_argument("options.maxAttempts must be at least 1")),
            Some(n) => n as u32,
        };
        let generated = crate::generate(&GenerateOptions {
            seed,
            level,
            symmetry,
            minimal,
            max_attempts,
        });
        Ok(object(&[
            (
                "puzzle",
                &Uint8Array::from(&generated.puzzle.to_bytes()[..]).into(),
            ),
            (
                "solution",
                &Uint8Array::from(&generated.solution.to_bytes()[..]).into(),
            ),
            ("grade", &to_js(&JsGrade::from(&generated.grade))?),
            ("reached", &JsValue::from_bool(generated.reached)),
            ("attempts", &JsValue::from(generated.attempts)),
        ]))
    }

    /// Every technique, easiest first (the order `hint` tries them in), with its level and
    /// its score (what one use adds to a grade's score). The last is "Guess".
    #[wasm_bindgen(unchecked_return_type = "TechniqueInfo[]")]
    pub fn techniques() -> Result<JsValue, JsValue> {
        let all: Vec<JsTechniqueInfo> = Technique::ALL
            .iter()
            .map(|t| JsTechniqueInfo {
                name: t.name(),
                level: t.level().name(),
                score: t.score(),
            })
            .collect();
        to_js(&all)
    }
}
