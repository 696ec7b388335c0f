//! The logic engine's exports, in the full entry (`sudoku-wasm/full`) only: hints, solve
//! paths, grades, generation and the technique catalogue. Compiled with the `logic`
//! feature alone: without it neither they nor their TypeScript declarations are in the
//! module.

use js_sys::{Array, Uint16Array, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{
    bytes, grid, invalid_argument, js_error, list, number, object, option, read_array, to_js,
    type_of, uint16_array_from, with_fields, JsUnit,
};
use crate::core::error::Quoted;
use crate::generate::SeBand;
use crate::grade::TechniqueCounts;
use crate::{Candidate, GenerateOptions, Grade, Grid, Level, Step, Symmetry, Technique};

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

/// A grade, shaped for JS (see the `Grade` TypeScript interface).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsGrade {
    score: u32,
    level: &'static str,
    hardest_technique: Option<&'static str>,
    techniques: TechniqueCounts,
    unique: bool,
    se: Option<f64>,
}

impl From<&Grade> for JsGrade {
    fn from(grade: &Grade) -> JsGrade {
        JsGrade {
            score: grade.score,
            level: grade.level.name(),
            hardest_technique: grade.hardest_technique.map(Technique::name),
            techniques: grade.technique_counts(),
            unique: grade.unique,
            se: grade.se,
        }
    }
}

/// A technique of the catalogue (see the `TechniqueInfo` TypeScript interface).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsTechniqueInfo {
    name: &'static str,
    level: &'static str,
    score: u32,
    hodoku: &'static [&'static str],
    in_hint: bool,
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
#[wasm_bindgen]
pub fn hint(cells: JsValue, candidates: JsValue) -> Result<JsValue, JsValue> {
    let grid = grid(&cells)?;
    let masks = optional_masks(&candidates)?;
    match crate::hint(&grid, masks.as_ref()).map_err(|e| js_error(&e))? {
        Some(step) => to_js(&JsStep::from(&step)),
        None => Ok(JsValue::NULL),
    }
}

/// The optional `candidates` argument of `hint` and `findSteps`: `None` when null or
/// undefined.
fn optional_masks(candidates: &JsValue) -> Result<Option<[u16; 81]>, JsValue> {
    if candidates.is_undefined() || candidates.is_null() {
        return Ok(None);
    }
    let candidates = read_array(
        "candidates",
        candidates,
        uint16_array_from,
        Uint16Array::to_vec,
    )?;
    Ok(Some(masks(&candidates)?))
}

/// The optional `givens` argument of `findSteps`: `None` when null or undefined. A grid
/// that is not one is an `"InvalidArgument"` error, its message prefixed with `givens: `.
fn optional_givens(givens: &JsValue) -> Result<Option<Grid>, JsValue> {
    if givens.is_undefined() || givens.is_null() {
        return Ok(None);
    }
    Grid::from_bytes(&bytes("givens", givens)?)
        .map(Some)
        .map_err(|e| invalid_argument(&format!("givens: {e}")))
}

/// Every use of one technique in a position: each instance that places or removes
/// something, in the technique's scan order, each distinct conclusion once (the forcing
/// nets give their shortest one); an empty array when there is none. `technique` is a
/// name as `techniques()` lists it; `"Guess"` never has a step, and the uniqueness
/// techniques (unique rectangles, BUG+1...) have steps only when the grid has exactly one
/// solution. `cells` and `candidates` are as for `hint`.
///
/// `givens`, when given, is the puzzle `cells` was played from (81 cells as `cells`): a
/// cell filled in `cells` but blank in `givens` was placed by solving. Only the avoidable
/// rectangles read it, and only they need it: without it every filled cell counts as
/// given and they find nothing.
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"` as `hint` does,
/// `"InvalidArgument"` for bad `candidates`, bad `givens` or a `technique` that is not a
/// technique's name, and `"InvalidPuzzle"` for a given that `cells` lacks or
/// contradicts (the message names it: `givens[12]`).
#[wasm_bindgen(js_name = findSteps)]
pub fn find_steps(
    cells: JsValue,
    candidates: JsValue,
    technique: JsValue,
    givens: JsValue,
) -> Result<JsValue, JsValue> {
    let grid = grid(&cells)?;
    let masks = optional_masks(&candidates)?;
    let givens = optional_givens(&givens)?.unwrap_or(grid);
    let Some(technique) = technique.as_string().and_then(|t| Technique::from_name(&t)) else {
        let shown = match technique.as_string() {
            Some(text) => Quoted::Str(&text.chars().take(32).collect::<String>()).to_string(),
            None => type_of(&technique),
        };
        return Err(invalid_argument(&format!(
            "technique must be a name that techniques() lists, such as \"X-Wing\", not {shown}"
        )));
    };
    let steps = crate::find_steps_with_givens(&givens, &grid, masks.as_ref(), technique)
        .map_err(|e| js_error(&e))?;
    to_js(&steps.iter().map(JsStep::from).collect::<Vec<_>>())
}

/// Every step from the puzzle to its solution, each the easiest that applies at its
/// point (`"Guess"` steps where none does). Applying the placements and eliminations in
/// order fills the grid with the solution. An empty array for a full grid.
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
#[wasm_bindgen(js_name = solvePath)]
pub fn solve_path(cells: JsValue) -> Result<JsValue, JsValue> {
    let steps = crate::solve_path(&grid(&cells)?).map_err(|e| js_error(&e))?;
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
#[wasm_bindgen]
pub fn grade(cells: JsValue) -> Result<JsValue, JsValue> {
    let grade = crate::grade(&grid(&cells)?).map_err(|e| js_error(&e))?;
    to_js(&JsGrade::from(&grade))
}

/// Rates a puzzle on Sudoku Explainer's scale: `{ er, ep, ed }` (1.0-11.x, one decimal),
/// or `null` when it has several solutions (SE rates only puzzles with one).
///
/// Throws a `SudokuError` with `code` `"WrongLength"`, `"InvalidValue"`,
/// `"ConflictingGivens"`, `"NoSolution"` or `"BudgetExceeded"`.
#[wasm_bindgen]
pub fn rate(cells: JsValue) -> Result<JsValue, JsValue> {
    let rating = crate::rate(&grid(&cells)?).map_err(|e| js_error(&e))?;
    to_js(&rating.map(|r| JsRating {
        er: r.er,
        ep: r.ep,
        ed: r.ed,
    }))
}

/// A rating (see the `Rating` TypeScript interface).
#[derive(Serialize)]
struct JsRating {
    er: f64,
    ep: f64,
    ed: f64,
}

/// Reads a string option naming one of `names` through `from_name`.
pub(super) fn named<T>(
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
                Some(text) => Quoted::Str(&text.chars().take(32).collect::<String>()).to_string(),
                None => type_of(&value),
            };
            Err(invalid_argument(&format!(
                "options.{key} must be {names}, not {shown}"
            )))
        }
    }
}

/// Generates a puzzle with exactly one solution, of the requested level when the budget
/// allows, deterministically: the same options give the same puzzle, in every browser
/// and natively. Options: `{ seed, level, symmetry?, minimal?, maxAttempts? }` or
/// `{ seed, se: [lo, hi], ... }` (see `GenerateOptions`): `se` targets a band of Sudoku
/// Explainer ratings instead of a level (exactly one of the two is given), and then
/// `reached` says whether `grade.se` lies in it and `maxAttempts` defaults to 3000, not
/// 500. Returns `{ puzzle, solution, grade, reached, attempts }`; when the budget runs
/// out first, the closest puzzle found comes back with `reached` false.
///
/// Levels up to "expert" are reached within the default budget nearly always, "extreme"
/// usually; "guessing" is rare among random puzzles.
///
/// Throws a `SudokuError` with `code` `"InvalidArgument"` when `options` is not an object,
/// `seed` is missing or not a whole number 0 to 2^53 - 1, `level` is not a level name,
/// neither or both of `level` and `se` are given, `se` is not an array of two numbers
/// `lo` ≤ `hi` within 1.0 to 12.0 (holding a tenth), `symmetry` not a symmetry name,
/// `minimal` not a boolean, or `maxAttempts` not a whole number 1 to 100 000.
#[wasm_bindgen]
pub fn generate(options: JsValue) -> Result<JsValue, JsValue> {
    if !options.is_object() {
        return Err(invalid_argument(&format!(
            "options must be an object, not {}",
            type_of(&options)
        )));
    }
    let seed = number(&options, "seed", (1 << 53) - 1)?
        .ok_or_else(|| invalid_argument("options.seed is required"))?;
    let level = named(
        &options,
        "level",
        &list(Level::ALL.map(Level::name)),
        Level::from_name,
    )?;
    let se = match option(&options, "se")? {
        value if value.is_undefined() => None,
        value => Some(se_band(&value)?),
    };
    let level = match (level, se) {
        (Some(_), Some(_)) => {
            return Err(invalid_argument(
                "options.level and options.se cannot both be given: pick one target",
            ))
        }
        (Some(level), None) => level,
        // Ignored by the generator when a band is given.
        (None, Some(_)) => Level::Easy,
        (None, None) => {
            return Err(invalid_argument(
                "options.level (or options.se) is required",
            ))
        }
    };
    let symmetry = named(
        &options,
        "symmetry",
        &list(Symmetry::ALL.map(Symmetry::name)),
        Symmetry::from_name,
    )?
    .unwrap_or_default();
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
        None if se.is_some() => crate::logic::generate::DEFAULT_MAX_ATTEMPTS_SE,
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
        se,
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

/// Reads `options.se`: an array `[lo, hi]` of two numbers making a valid [`SeBand`].
fn se_band(value: &JsValue) -> Result<SeBand, JsValue> {
    if !Array::is_array(value) {
        return Err(invalid_argument(&format!(
            "options.se must be an array [lo, hi], not {}",
            type_of(value)
        )));
    }
    let array = Array::from(value);
    if array.length() != 2 {
        return Err(invalid_argument(&format!(
            "options.se must be an array of 2 numbers [lo, hi], not {}",
            array.length()
        )));
    }
    let end = |k: u32| {
        let value = array.get(k);
        value.as_f64().ok_or_else(|| {
            invalid_argument(&format!(
                "options.se[{k}] must be a number, not {}",
                type_of(&value)
            ))
        })
    };
    // The reason only: formatting the numbers in Rust would add float formatting to the
    // module.
    SeBand::new(end(0)?, end(1)?)
        .map_err(|e| invalid_argument(&format!("options.se: {}", e.reason)))
}

/// Every technique, easiest first (the order `hint` tries them in), with its level, its
/// score (what one use adds to a grade's score), the HoDoKu codes it covers and whether
/// `hint` uses it (`inHint`; the others are for `findSteps` only). The last is "Guess".
#[wasm_bindgen]
pub fn techniques() -> Result<JsValue, JsValue> {
    let all: Vec<JsTechniqueInfo> = Technique::ALL
        .iter()
        .map(|t| JsTechniqueInfo {
            name: t.name(),
            level: t.level().name(),
            score: t.score(),
            hodoku: t.hodoku(),
            in_hint: t.in_hint(),
        })
        .collect();
    to_js(&all)
}

/// The difficulty levels, easiest first: what `generate` takes as `level` and a grade's
/// `level` is one of.
#[wasm_bindgen]
pub fn levels() -> Array {
    super::contract::strings(Level::ALL.map(Level::name))
}

/// The patterns `generate` can keep its givens in, as its `symmetry` option names them;
/// `"none"` first.
#[wasm_bindgen]
pub fn symmetries() -> Array {
    super::contract::strings(Symmetry::ALL.map(Symmetry::name))
}
