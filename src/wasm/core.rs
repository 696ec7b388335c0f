//! The core entry's exports (`sudoku-wasm`): solve, count, validate, candidates, batches,
//! and the text forms. The full entry (`sudoku-wasm/full`) has these too.

use js_sys::Uint8Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{
    budget, bytes, count_argument, grid, invalid_argument, js_error, list, object, to_js, type_of,
    JsUnit,
};
use crate::core::error::Quoted;
use crate::{Conflict, Counted, Error, Grid, Style};

/// Solves a puzzle: 81 cells in (row-major, 0 = blank, 1-9 = given), 81 cells out.
///
/// A puzzle with several solutions gets one of them, always the same one.
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"` (past 10 000 000 guesses),
/// and the offending cell indices in `cells`.
#[wasm_bindgen]
pub fn solve(cells: JsValue) -> Result<Vec<u8>, JsValue> {
    grid(&cells)?
        .solve()
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
    cells: JsValue,
    limit: JsValue,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: JsValue,
) -> Result<f64, JsValue> {
    let limit = count_argument("limit", &limit)?
        .ok_or_else(|| invalid_argument("limit must be a whole number 0 or more, not undefined"))?;
    let budget = budget(&max_guesses)?;
    grid(&cells)?
        .count_solutions_with_budget(limit, budget)
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
#[wasm_bindgen(js_name = solveAndCount)]
pub fn solve_and_count(
    cells: JsValue,
    limit: JsValue,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: JsValue,
) -> Result<JsValue, JsValue> {
    let limit = count_argument("limit", &limit)?.unwrap_or(2);
    let budget = budget(&max_guesses)?;
    let counted = grid(&cells)?
        .solve_and_count_with_budget(limit, budget)
        .map_err(|e| js_error(&e))?;
    Ok(counted_object(&counted))
}

/// `{ solution, count, complete }`, what `solveAndCount` returns.
pub(super) fn counted_object(counted: &Counted) -> JsValue {
    object(&[
        (
            "solution",
            &Uint8Array::from(&counted.solution.to_bytes()[..]).into(),
        ),
        ("count", &JsValue::from(counted.count as f64)),
        ("complete", &JsValue::from_bool(counted.complete)),
    ])
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

/// Lists every pair of givens that share a unit and a digit, without solving: rows
/// first, then columns, then boxes. Two givens that share a row and a box are listed
/// once for each. An empty array means the givens are consistent (the puzzle may still
/// have no solution: `countSolutions` tells).
///
/// Each entry is `{ digit, cells: [a, b], unit: { kind, index }, message }` with 0-based
/// indices (see `Conflict`).
///
/// Throws a `SudokuError` with `code` `"WrongLength"` or `"InvalidValue"`.
#[wasm_bindgen]
pub fn validate(cells: JsValue) -> Result<JsValue, JsValue> {
    let conflicts: Vec<JsConflict> = grid(&cells)?
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
pub fn candidates(cells: JsValue) -> Result<Vec<u16>, JsValue> {
    Ok(grid(&cells)?.candidates().to_vec())
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
#[wasm_bindgen(js_name = solveMany)]
pub fn solve_many(
    cells: JsValue,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: JsValue,
) -> Result<JsValue, JsValue> {
    let budget = budget(&max_guesses)?;
    let batch = crate::solve_many_with_budget(&bytes("cells", &cells)?, budget);
    let status: Vec<u8> = batch.status.iter().map(|&s| s as u8).collect();
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
pub fn parse(text: JsValue) -> Result<Vec<u8>, JsValue> {
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
pub fn format(cells: JsValue, style: JsValue) -> Result<String, JsValue> {
    let name = style.as_string();
    let style = name.as_deref().and_then(Style::from_name).ok_or_else(|| {
        let shown = match name {
            Some(name) => Quoted::Str(&name.chars().take(32).collect::<String>()).to_string(),
            None => type_of(&style),
        };
        invalid_argument(&format!(
            "style must be {}, not {shown}",
            list(Style::ALL.map(Style::name))
        ))
    })?;
    Ok(grid(&cells)?.format(style))
}
