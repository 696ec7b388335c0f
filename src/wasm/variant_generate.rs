//! The variant generator's export, in the full entry (`sudoku-wasm/full`) with the
//! `logic` and `variants` features: `generatePuzzle`, new killer, jigsaw, X, windoku and
//! classic puzzles of other sizes. What it offers (kinds, sizes, levels) crosses as the
//! lists of `contract.rs` (`puzzleGenerators()`, `variantKinds()`), read from the one
//! table [`SUPPORTED`](crate::variant::generate::SUPPORTED).

use wasm_bindgen::prelude::*;

use super::logic::named;
use super::variant_logic::JsPuzzleGrade;
use super::{invalid_argument, js_error, list, number, object, to_js, type_of};
use crate::variant::generate::{generate_puzzle, VariantGenerateOptions, VariantKind};
use crate::{Level, Symmetry};

/// Generates a variant puzzle with exactly one solution whose logic path (as
/// `solvePathPuzzle` gives it) needs no guess, of the level asked for when the budget
/// allows, deterministically: the same options give the same puzzle in every browser and
/// natively. Options: `{ seed, size, variant, level, symmetry?, maxAttempts? }`:
/// `variant` one of `variantKinds()` ("classic", "killer", "jigsaw", "x", "windoku"),
/// `size` and `level` one that `puzzleGenerators()` lists for it, `symmetry` the pattern
/// of the givens (as `symmetries()` names them; killers have no givens, so only "none").
///
/// Returns `{ puzzle, solution, grade, seed, attempts, reached }`: the `Puzzle` (the
/// object every variant function takes, `toFPuzzles` writes it for other tools), its
/// solution (N×N digits), its grade `{ level, hardestTechnique, techniques, steps }`,
/// the seed, the attempts made and whether `grade.level` is the level asked for; when
/// the budget runs out first, the closest puzzle found comes back with `reached` false
/// (it never needs a guess either).
///
/// Throws a `SudokuError` with `code` `"InvalidArgument"` when `options` is not an
/// object, `seed` is missing or not a whole number 0 to 2^53 - 1, `size` is missing or
/// not a whole number, `variant`, `level` or `symmetry` is not one of the names listed,
/// or `maxAttempts` is not a whole number 1 to 100 000; `"InvalidOption"` when the kind
/// is not made at that size, the level is not offered for the kind and size, or a killer
/// is asked for a symmetry (the message says what is offered).
#[wasm_bindgen(js_name = generatePuzzle)]
pub fn generate_puzzle_js(options: JsValue) -> Result<JsValue, JsValue> {
    if !options.is_object() {
        return Err(invalid_argument(&format!(
            "options must be an object, not {}",
            type_of(&options)
        )));
    }
    let seed = number(&options, "seed", (1 << 53) - 1)?
        .ok_or_else(|| invalid_argument("options.seed is required"))?;
    let size = number(&options, "size", 1 << 16)?
        .ok_or_else(|| invalid_argument("options.size is required"))?;
    let variant = named(
        &options,
        "variant",
        &list(VariantKind::ALL.map(VariantKind::name)),
        VariantKind::from_name,
    )?
    .ok_or_else(|| invalid_argument("options.variant is required"))?;
    let level = named(
        &options,
        "level",
        &list(Level::ALL.map(Level::name)),
        Level::from_name,
    )?
    .ok_or_else(|| invalid_argument("options.level is required"))?;
    let symmetry = named(
        &options,
        "symmetry",
        &list(Symmetry::ALL.map(Symmetry::name)),
        Symmetry::from_name,
    )?;
    let budget = match number(&options, "maxAttempts", 100_000)? {
        Some(0) => return Err(invalid_argument("options.maxAttempts must be at least 1")),
        other => other.map(|n| n as u32),
    };
    let generated = generate_puzzle(&VariantGenerateOptions {
        seed,
        size: size as usize,
        variant,
        level,
        symmetry,
        budget,
    })
    .map_err(|e| js_error(&e))?;
    Ok(object(&[
        ("puzzle", &to_js(&generated.puzzle)?),
        (
            "solution",
            &js_sys::Uint8Array::from(&generated.solution[..]).into(),
        ),
        ("grade", &to_js(&JsPuzzleGrade::from(&generated.grade))?),
        ("seed", &JsValue::from_f64(generated.seed as f64)),
        ("attempts", &JsValue::from(generated.attempts)),
        ("reached", &JsValue::from_bool(generated.reached)),
    ]))
}
