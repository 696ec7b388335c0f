//! The WebAssembly boundary: the only module that names `wasm_bindgen` or `js_sys`.
//!
//! Each export is thin: copy the bytes in, call the core, copy the result out. Every
//! failure becomes a thrown JS `Error` whose `message` is the core error's text, with a
//! `code` property (the [`Error::code`] name) and a `cells` property (the 0-80 indices
//! of the cells involved, possibly empty). Nothing here panics, so nothing traps.

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use crate::{Error, Grid};

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

/// The error for a numeric argument that is not a whole number in range.
fn invalid_argument(name: &str, value: f64) -> JsValue {
    with_fields(
        &format!("{name} must be a whole number 0 or more, not {value}"),
        "InvalidArgument",
        &Array::new(),
    )
}

/// Reads a JS number that must be a non-negative whole number or `Infinity`; huge values
/// saturate at `u64::MAX`.
fn whole_number(name: &str, value: f64) -> Result<u64, JsValue> {
    if value.is_nan() || value < 0.0 || (value.is_finite() && value.fract() != 0.0) {
        return Err(invalid_argument(name, value));
    }
    // `as` saturates: Infinity and anything past u64::MAX become u64::MAX.
    Ok(value as u64)
}

/// Solves a puzzle: 81 cells in (row-major, 0 = blank, 1-9 = given), 81 cells out.
///
/// Throws an `Error` with `code` `"WrongLength"`, `"InvalidValue"`, `"ConflictingGivens"`,
/// `"NoSolution"` or `"BudgetExceeded"`, and the offending cell indices in `cells`.
#[wasm_bindgen]
pub fn solve(cells: &[u8]) -> Result<Vec<u8>, JsValue> {
    Grid::from_bytes(cells)
        .and_then(|grid| grid.solve())
        .map(|solution| solution.to_bytes().to_vec())
        .map_err(|e| js_error(&e))
}

/// Counts the solutions of a puzzle, stopping at `limit` (2 proves uniqueness).
///
/// `maxGuesses` bounds the search (default 10 000 000 guesses); past it the call throws
/// an `Error` with `code` `"BudgetExceeded"`. Other errors are those of `solve`, less
/// `"NoSolution"` (that is a count of 0), plus `"InvalidArgument"` for a `limit` or
/// `maxGuesses` that is negative, fractional or NaN.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(cells: &[u8], limit: f64, max_guesses: Option<f64>) -> Result<f64, JsValue> {
    let limit = whole_number("limit", limit)?;
    let budget = match max_guesses {
        Some(value) => whole_number("maxGuesses", value)?,
        None => crate::DEFAULT_MAX_GUESSES,
    };
    Grid::from_bytes(cells)
        .and_then(|grid| grid.count_solutions_with_budget(limit, budget))
        .map(|count| count as f64)
        .map_err(|e| js_error(&e))
}
