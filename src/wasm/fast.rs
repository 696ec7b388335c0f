//! The per-call fast path: `solve`, `countSolutions` and `solveAndCount` for the common
//! case of a `Uint8Array` and number arguments, taken as `&[u8]` and `f64` so that
//! wasm-bindgen's glue copies the bytes straight into the module's memory.
//!
//! Not API: the package's entries call these (js/fast-path.js) after a type test, and the
//! checked exports (`core.rs`, which read any `JsValue`) for everything else. Measured:
//! reading the `Uint8Array` through a `JsValue` in Rust cost 10-16% of the per-call
//! throughput on easy puzzles (PERFORMANCE.md, "Argument checks"). Called with anything
//! but a `Uint8Array` and numbers, the glue of these functions can trap: only the type
//! test in front of them makes them safe.

use wasm_bindgen::prelude::*;

use super::{js_error, whole_number};
use crate::{Grid, DEFAULT_MAX_GUESSES};

/// `solve(cells)` for a `Uint8Array`.
#[doc(hidden)]
#[wasm_bindgen(js_name = __solveBytes)]
pub fn solve_bytes(cells: &[u8]) -> Result<Vec<u8>, JsValue> {
    Grid::from_bytes(cells)
        .and_then(|grid| grid.solve())
        .map(|solution| solution.to_bytes().to_vec())
        .map_err(|e| js_error(&e))
}

/// `countSolutions(cells, limit, maxGuesses?)` for a `Uint8Array` and numbers.
#[doc(hidden)]
#[wasm_bindgen(js_name = __countSolutionsBytes)]
pub fn count_solutions_bytes(
    cells: &[u8],
    limit: f64,
    max_guesses: Option<f64>,
) -> Result<f64, JsValue> {
    let limit = whole_number("limit", limit)?;
    let budget = max_guesses.map_or(Ok(DEFAULT_MAX_GUESSES), |m| whole_number("maxGuesses", m))?;
    Grid::from_bytes(cells)
        .and_then(|grid| grid.count_solutions_with_budget(limit, budget))
        .map(|count| count as f64)
        .map_err(|e| js_error(&e))
}

/// `solveAndCount(cells, limit?, maxGuesses?)` for a `Uint8Array` and numbers.
#[doc(hidden)]
#[wasm_bindgen(js_name = __solveAndCountBytes)]
pub fn solve_and_count_bytes(
    cells: &[u8],
    limit: Option<f64>,
    max_guesses: Option<f64>,
) -> Result<JsValue, JsValue> {
    let limit = limit.map_or(Ok(2), |l| whole_number("limit", l))?;
    let budget = max_guesses.map_or(Ok(DEFAULT_MAX_GUESSES), |m| whole_number("maxGuesses", m))?;
    let counted = Grid::from_bytes(cells)
        .and_then(|grid| grid.solve_and_count_with_budget(limit, budget))
        .map_err(|e| js_error(&e))?;
    Ok(super::core::counted_object(&counted))
}
