//! The per-call fast path: `solve`, `countSolutions` and `solveAndCount` for the common
//! case of a `Uint8Array` and number arguments.
//!
//! `solve` and `countSolutions` pass the 81 cells through a static buffer in the module's
//! memory (`BUFFER`: cells in bytes 0..81, the solution out in 81..162), which the JS
//! side (js/fast-path.js) writes and reads through one `Uint8Array` view: no allocation
//! in the module, no result array, one number back. A failed call (a bad value, no
//! solution, a bad `limit`) keeps its error here for `__bufferedError`, which the JS side
//! throws. `solveAndCount` takes the cells as `&[u8]`, which wasm-bindgen's glue copies into
//! a fresh allocation.
//!
//! Not API: the package's entries call these (js/fast-path.js) after a type test, and the
//! checked exports (`core.rs`, which read any `JsValue`) for everything else. Measured:
//! reading the `Uint8Array` through a `JsValue` in Rust cost 10-16% of the per-call
//! throughput on easy puzzles, and the buffer saves the allocations of the `&[u8]` glue
//! (PERFORMANCE.md, "Argument checks" and issue 16). Called with anything but a
//! `Uint8Array` and numbers, the glue of `__solveAndCountBytes` can trap: only the type
//! test in front of it makes it safe.

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;

use super::{js_error, whole_number};
use crate::{Grid, DEFAULT_MAX_GUESSES};

/// Bytes in [`BUFFER`]: the cells in, then the solution out.
const BUFFER_LEN: usize = 162;

thread_local! {
    /// The cells of a buffered call (bytes 0..81) and `solve`'s solution (81..162). The
    /// JS side writes and reads it between calls, never during one.
    static BUFFER: Cell<[u8; BUFFER_LEN]> = const { Cell::new([0; BUFFER_LEN]) };
    /// The error of the last buffered call that failed, until `__bufferedError` takes it.
    static FAILURE: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Where [`BUFFER`] is in the module's memory (a byte offset) and its length, 162.
#[doc(hidden)]
#[wasm_bindgen(js_name = __buffer)]
pub fn buffer() -> Vec<u32> {
    let offset = BUFFER.with(|buffer| buffer.as_ptr() as usize);
    vec![offset as u32, BUFFER_LEN as u32]
}

/// The cells in the buffer, checked.
fn buffered_grid() -> Result<Grid, crate::Error> {
    let bytes = BUFFER.with(Cell::get);
    Grid::from_bytes(&bytes[..81])
}

/// Keeps `error` for `__bufferedError`.
fn fail(error: JsValue) {
    FAILURE.with(|failure| *failure.borrow_mut() = Some(error));
}

/// The error of the last buffered call that failed (and forgets it).
#[doc(hidden)]
#[wasm_bindgen(js_name = __bufferedError)]
pub fn buffered_error() -> JsValue {
    FAILURE.with(|failure| failure.borrow_mut().take().unwrap_or(JsValue::UNDEFINED))
}

/// `solve(cells)` on the buffered cells: true with the solution in the buffer's bytes
/// 81..162, false with the error kept for `__bufferedError`.
#[doc(hidden)]
#[wasm_bindgen(js_name = __solveBuffered)]
pub fn solve_buffered() -> bool {
    match buffered_grid().and_then(|grid| grid.solve()) {
        Ok(solution) => {
            BUFFER.with(|buffer| {
                let mut bytes = buffer.get();
                bytes[81..].copy_from_slice(solution.as_bytes());
                buffer.set(bytes);
            });
            true
        }
        Err(e) => {
            fail(js_error(&e));
            false
        }
    }
}

/// `countSolutions(cells, limit, maxGuesses?)` on the buffered cells: the count, or -1
/// with the error kept for `__bufferedError`.
#[doc(hidden)]
#[wasm_bindgen(js_name = __countBuffered)]
pub fn count_buffered(limit: f64, max_guesses: Option<f64>) -> f64 {
    let counted = whole_number("limit", limit).and_then(|limit| {
        let budget =
            max_guesses.map_or(Ok(DEFAULT_MAX_GUESSES), |m| whole_number("maxGuesses", m))?;
        buffered_grid()
            .and_then(|grid| grid.count_solutions_with_budget(limit, budget))
            .map_err(|e| js_error(&e))
    });
    match counted {
        Ok(count) => count as f64,
        Err(error) => {
            fail(error);
            -1.0
        }
    }
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
