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
//! | `variant_logic.rs` | hints, solve paths and grades of variant puzzles (`logic` and `variants`) |
//! | `variant_generate.rs` | new variant puzzles: `generatePuzzle` (`logic` and `variants`) |
//! | `fast.rs`     | the per-call fast path behind `solve`, `countSolutions`, `solveAndCount` |
//! | `instance.rs` | `__instanceExports()`, what the package's Node entry returns from `init()` |
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

use js_sys::{Array, Object, Reflect, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{Error, Grid, Unit};

mod contract;
mod core;
mod fast;
mod instance;
#[cfg(feature = "logic")]
mod logic;
#[cfg(all(feature = "logic", feature = "variants"))]
mod variant_generate;
#[cfg(all(feature = "logic", feature = "variants"))]
mod variant_logic;
#[cfg(feature = "variants")]
mod variants;

pub use self::contract::*;
pub use self::core::*;
pub use self::fast::*;
pub use self::instance::*;
#[cfg(feature = "logic")]
pub use self::logic::*;
#[cfg(all(feature = "logic", feature = "variants"))]
pub use self::variant_generate::*;
#[cfg(all(feature = "logic", feature = "variants"))]
pub use self::variant_logic::*;
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

/// A count argument (`limit`, `maxGuesses`): a JS number read by [`whole_number`], or
/// `None` when it is absent (`undefined` or `null`). Anything else, a numeric string or a
/// BigInt included, is an `"InvalidArgument"` error: nothing is coerced.
fn count_argument(name: &str, value: &JsValue) -> Result<Option<u64>, JsValue> {
    match value.as_f64() {
        Some(number) => whole_number(name, number).map(Some),
        None if value.is_undefined() || value.is_null() => Ok(None),
        None => Err(invalid_argument(&format!(
            "{name} must be a whole number 0 or more, not {}",
            a_type_of(value)
        ))),
    }
}

/// The `maxGuesses` argument: absent means the default budget.
fn budget(max_guesses: &JsValue) -> Result<u64, JsValue> {
    Ok(count_argument("maxGuesses", max_guesses)?.unwrap_or(crate::DEFAULT_MAX_GUESSES))
}

/// Reads a property of the options object: `undefined` when absent.
#[cfg(any(feature = "logic", feature = "variants"))]
fn option(options: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    Reflect::get(options, &JsValue::from_str(key))
        .map_err(|_| invalid_argument(&format!("options.{key} could not be read")))
}

/// Reads a whole-number option no larger than `max`.
#[cfg(any(feature = "logic", feature = "variants"))]
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

/// What a JS value is, for error messages: `typeof`, with `null` told apart.
///
/// Every argument is taken as a `JsValue` and checked here, in Rust: wasm-bindgen's glue
/// for `&str`, `&[u8]` or `f64` parameters trusts its argument, and a number where a
/// string should be, `{ length: -1 }` where an array should be or a BigInt where a number
/// should be would corrupt the allocator (a trap) or throw a `TypeError`. Here each is an
/// `"InvalidArgument"` `SudokuError` that names the argument.
fn type_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    value.js_typeof().as_string().unwrap_or_default()
}

/// [`type_of`] with its article: "a string", "an object", "null".
fn a_type_of(value: &JsValue) -> String {
    match type_of(value).as_str() {
        kind @ ("null" | "undefined") => kind.into(),
        kind @ "object" => format!("an {kind}"),
        kind => format!("a {kind}"),
    }
}

/// The largest array argument read: 2^30 values (a GiB as bytes, far past any batch).
const MAX_ARRAY_LENGTH: f64 = (1u32 << 30) as f64;

#[wasm_bindgen]
extern "C" {
    /// `Uint8Array.from(value)`: a copy whose values JS converts modulo 256. Throws (caught
    /// here) for a value that has no number, such as a BigInt or a Symbol.
    #[wasm_bindgen(catch, js_namespace = Uint8Array, js_name = from)]
    fn uint8_array_from(value: &JsValue) -> Result<Uint8Array, JsValue>;

    /// `Uint16Array.from(value)`, as [`uint8_array_from`] but modulo 65536.
    #[wasm_bindgen(catch, js_namespace = Uint16Array, js_name = from)]
    fn uint16_array_from(value: &JsValue) -> Result<js_sys::Uint16Array, JsValue>;
}

/// Reads the array argument `name` as the typed array `A` (`Uint8Array` for cells,
/// `Uint16Array` for candidate masks) and passes it to `read`.
///
/// An `A` is read as it is: the per-call path (`solve(Uint8Array)`) costs one type test.
/// Another typed array or a plain array (of at most 2^30 values) is copied by `convert`
/// (`A.from`), converted the way JS converts, so values arrive modulo 256 (or 65536).
/// Anything else (`null`, a number, a string, a `DataView`, an object with a `length`), or
/// an array holding a value with no number (a BigInt, a Symbol), is an
/// `"InvalidArgument"` error; so is an array whose `length` getter throws (a Proxy).
fn read_array<A: JsCast, T>(
    name: &str,
    value: &JsValue,
    convert: fn(&JsValue) -> Result<A, JsValue>,
    read: impl FnOnce(&A) -> T,
) -> Result<T, JsValue> {
    if let Some(array) = value.dyn_ref::<A>() {
        return Ok(read(array));
    }
    let is_array = (js_sys::ArrayBuffer::is_view(value)
        && !value.is_instance_of::<js_sys::DataView>())
        || Array::is_array(value);
    let length = match is_array {
        true => Reflect::get(value, &JsValue::from_str("length"))
            .ok()
            .and_then(|length| length.as_f64()),
        false => None,
    };
    let refused = |what: String| {
        invalid_argument(&format!(
            "{name} must be a typed array or an array of at most 2^30 numbers, not {what}"
        ))
    };
    match length {
        Some(length) if length <= MAX_ARRAY_LENGTH => {}
        // A length over 2^30 is a whole number (JS lengths are): printed as one, since
        // Rust's float formatting would add ~20 KB to the module.
        Some(length) => return Err(refused(format!("an array of {} values", length as u64))),
        None if is_array => return Err(refused("an array without a length".into())),
        None => return Err(refused(a_type_of(value))),
    }
    let converted =
        convert(value).map_err(|_| refused("an array holding a value that is no number".into()))?;
    Ok(read(&converted))
}

/// The bytes of an array argument (a batch of puzzles), checked as [`read_array`] says.
fn bytes(name: &str, value: &JsValue) -> Result<Vec<u8>, JsValue> {
    read_array(name, value, uint8_array_from, Uint8Array::to_vec)
}

/// The `cells` argument as a grid: 81 bytes 0-9, checked. A `Uint8Array` of 81 bytes is
/// copied once, into a buffer on the stack; a wrong length is reported before any copy.
fn grid(cells: &JsValue) -> Result<Grid, JsValue> {
    read_array("cells", cells, uint8_array_from, |array| {
        let found = array.length() as usize;
        if found != 81 {
            return Err(Error::WrongLength { found });
        }
        let mut bytes = [0u8; 81];
        array.copy_to(&mut bytes);
        Grid::from_bytes(&bytes)
    })?
    .map_err(|e| js_error(&e))
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
