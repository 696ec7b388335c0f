//! The names that cross the boundary, exported as lists: what JS reads instead of copying
//! them, and what the package's TypeScript unions are generated from at build time
//! (`scripts/contract.mjs`). Each list comes from the one Rust declaration of its
//! names, so adding an error code, a status, a style, a level, a symmetry or a technique
//! changes these lists, the package's types and the page's menus with no edit here.
//!
//! The logic engine's lists (`levels()`, `symmetries()`, and `techniques()` with levels and
//! scores) are in the full entry only, beside the exports that take and return them. The
//! variant generator's menus (`variantKinds()`, `puzzleGenerators()`: the kinds, and the
//! sizes and levels of each) are here, in the full entry with the `logic` and `variants`
//! features: what the page's New puzzle menu lists.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::INVALID_ARGUMENT;
use crate::{Error, SolveStatus, Style, Unit};

/// A JS array of strings.
pub(super) fn strings<'a>(names: impl IntoIterator<Item = &'a str>) -> Array {
    names.into_iter().map(JsValue::from_str).collect()
}

/// Every `code` a thrown `SudokuError` can have: the core's [`Error::CODES`], then
/// `"InvalidArgument"` (a bad argument that is not a grid).
#[wasm_bindgen(js_name = errorCodes)]
pub fn error_codes() -> Array {
    strings(Error::CODES.into_iter().chain([INVALID_ARGUMENT]))
}

/// The names of the `solveMany` status bytes, in numeric order: `solveStatuses()[s]` names
/// status byte `s` (`"Solved"` is 0; the others are the codes of the errors `solve` would
/// throw).
#[wasm_bindgen(js_name = solveStatuses)]
pub fn solve_statuses() -> Array {
    strings(SolveStatus::ALL.map(SolveStatus::code))
}

/// The text forms `format` writes: `"line"`, `"grid"`, `"pretty"`.
#[wasm_bindgen(js_name = formatStyles)]
pub fn format_styles() -> Array {
    strings(Style::ALL.map(Style::name))
}

/// The kinds of unit a `Unit` can have: `"row"`, `"column"`, `"box"`.
#[wasm_bindgen(js_name = unitKinds)]
pub fn unit_kinds() -> Array {
    strings([Unit::Row(0), Unit::Column(0), Unit::Box(0)].map(Unit::kind))
}

/// The kinds of puzzle `generatePuzzle` makes, as its `variant` option names them:
/// `"classic"`, `"killer"`, `"jigsaw"`, `"x"`, `"windoku"`.
#[cfg(all(feature = "logic", feature = "variants"))]
#[wasm_bindgen(js_name = variantKinds)]
pub fn variant_kinds() -> Array {
    use crate::variant::generate::VariantKind;
    strings(VariantKind::ALL.map(VariantKind::name))
}

/// A kind at a size, as `puzzleGenerators()` lists it.
#[cfg(all(feature = "logic", feature = "variants"))]
#[derive(serde::Serialize)]
struct JsGenerator {
    variant: &'static str,
    size: u8,
    levels: Vec<&'static str>,
    symmetry: bool,
}

/// What `generatePuzzle` makes: one entry `{ variant, size, levels, symmetry }` per kind
/// and size, in menu order: the levels offered at that size, easiest first, and whether
/// it takes a `symmetry` (killers have no givens). Any other kind, size or level is an
/// `"InvalidOption"` error.
#[cfg(all(feature = "logic", feature = "variants"))]
#[wasm_bindgen(js_name = puzzleGenerators)]
pub fn puzzle_generators() -> Result<JsValue, JsValue> {
    use crate::variant::generate::SUPPORTED;
    let all: Vec<JsGenerator> = SUPPORTED
        .iter()
        .map(|s| JsGenerator {
            variant: s.variant.name(),
            size: s.size,
            levels: s.levels.iter().map(|l| l.name()).collect(),
            symmetry: s.variant.has_givens(),
        })
        .collect();
    super::to_js(&all)
}
