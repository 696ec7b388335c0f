//! The WebAssembly boundary: the only module that names `wasm_bindgen`, `js_sys` or serde.
//!
//! One file per idea, and a new feature's exports are a new file plus one `mod` line here:
//!
//! | file          | what it exports                                                      |
//! |---------------|----------------------------------------------------------------------|
//! | `mod.rs`      | nothing: the argument checks, conversions and errors every export shares |
//! | `contract.rs` | the names that cross the boundary, as lists (`errorCodes()`, ...)   |
//! | `core.rs`     | the core entry: solve, count, validate, candidates, batches, text    |
//! | `logic.rs`    | the full entry's logic engine: hints, paths, grades, generation      |
//! | `variants.rs` | the full entry's variant puzzles (the `variants` feature)            |
//!
//! Each export is thin: copy the bytes in, call the core, copy the result out. Every
//! failure becomes a thrown JS `Error` named `SudokuError` whose `message` is the core
//! error's text, with a `code` property (the [`Error::code`] name, or
//! [`INVALID_ARGUMENT`] for a bad non-grid argument) and a `cells` property (the 0-80
//! indices of the cells involved, possibly empty). Nothing here panics, so nothing traps.
//!
//! The names JS sees (error codes, solve statuses, styles, unit kinds, levels, symmetries,
//! techniques) are declared once, in the core's types; `contract.rs` exports them as
//! lists so that JS (and the package's TypeScript, generated from those lists at build
//! time) reads them instead of copying them.

use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Error, Grid, Unit};

mod contract;
mod core;
#[cfg(feature = "logic")]
mod logic;
#[cfg(feature = "variants")]
mod variants;

pub use self::contract::*;
pub use self::core::*;
#[cfg(feature = "logic")]
pub use self::logic::*;
#[cfg(feature = "variants")]
pub use self::variants::*;

/// The `code` of an error about an argument that is not a grid (a bad `limit`, style,
/// option or array): the one code the boundary adds to [`Error::CODES`].
pub const INVALID_ARGUMENT: &str = "InvalidArgument";

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
    with_fields(message, INVALID_ARGUMENT, &Array::new())
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

/// Names as an error message lists the allowed ones: `"a", "b" or "c"`.
fn list<const N: usize>(names: [&str; N]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("\"{name}\"")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The cells of a grid argument, checked.
fn grid(cells: &[u8]) -> Result<Grid, JsValue> {
    Grid::from_bytes(cells).map_err(|e| js_error(&e))
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

/// Serializes a structured result the way every export returns one (serde-wasm-bindgen):
/// plain objects (maps included), `undefined` options as `null`.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_maps_as_objects(true)
        .serialize_missing_as_null(true);
    value.serialize(&serializer).map_err(JsValue::from)
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
