//! The variant logic engine's exports, in the full entry (`sudoku-wasm/full`) with the
//! `logic` and `variants` features: hints, solve paths and grades for any `Puzzle`, and
//! the lists of its technique names and unit kinds (what the package's `PuzzleTechniqueName` and
//! `PuzzleUnitKind` types are generated from).

use js_sys::{Array, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::variants::read_puzzle;
use super::{invalid_argument, js_error, read_array, to_js, with_fields};
use crate::grade::TechniqueCounts;
use crate::variant::{Puzzle, PuzzleGrade, PuzzleTechnique, PuzzleUnit};

#[wasm_bindgen]
extern "C" {
    /// `Uint32Array.from(value)`: a copy whose values JS converts modulo 2^32. Throws
    /// (caught here) for a value that has no number.
    #[wasm_bindgen(catch, js_namespace = Uint32Array, js_name = from)]
    fn uint32_array_from(value: &JsValue) -> Result<Uint32Array, JsValue>;
}

/// The `candidates` argument: N×N masks of the digits 1..=N.
fn masks(puzzle: &Puzzle, candidates: &JsValue) -> Result<Vec<u32>, JsValue> {
    let masks = read_array(
        "candidates",
        candidates,
        uint32_array_from,
        Uint32Array::to_vec,
    )?;
    let n = usize::from(puzzle.size);
    if masks.len() != n * n {
        return Err(invalid_argument(&format!(
            "candidates must hold {} masks ({n}×{n}), not {}",
            n * n,
            masks.len()
        )));
    }
    let full = (1u64 << n) - 1;
    if let Some(i) = masks.iter().position(|&m| u64::from(m) > full) {
        let cells = Array::of1(&JsValue::from(i as u32));
        return Err(with_fields(
            &format!(
                "candidate mask {} at row {}, column {} is over {full} (bit d - 1 stands for digit d)",
                masks[i],
                i / n + 1,
                i % n + 1
            ),
            super::INVALID_ARGUMENT,
            &cells,
        ));
    }
    Ok(masks)
}

/// The next step on a `Puzzle`: the easiest technique that applies, with what it places
/// and removes, the cells and units to highlight and an explanation; or, when none
/// applies, a step with `technique` `"Guess"` that gives the solution's digit in a cell
/// with the fewest candidates and says plainly that logic ends there. `null` when every
/// cell is filled.
///
/// `puzzle.givens` holds the givens and the digits placed so far. `candidates`, when
/// given, is the player's pencil marks: N×N masks (bit `d - 1` for digit `d`); what the
/// player removed stays removed. Without it the candidates are those the filled cells
/// leave, and the constraints' own rules are steps of their own.
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"`,
/// `"ConflictingGivens"`, `"NoSolution"` (also when the pencil marks remove a digit the
/// solution needs), `"BudgetExceeded"`, or `"InvalidArgument"` (for `candidates` that
/// are not N×N masks of digits 1..N, with the cell in `cells`).
#[wasm_bindgen(js_name = hintPuzzle)]
pub fn hint_puzzle(puzzle: JsValue, candidates: JsValue) -> Result<JsValue, JsValue> {
    let puzzle = read_puzzle(&puzzle)?;
    let masks = if candidates.is_undefined() || candidates.is_null() {
        None
    } else {
        puzzle.validate_shape().map_err(|e| js_error(&e))?;
        Some(masks(&puzzle, &candidates)?)
    };
    match puzzle.hint(masks.as_deref()).map_err(|e| js_error(&e))? {
        Some(step) => to_js(&step),
        None => Ok(JsValue::NULL),
    }
}

/// Every step from a `Puzzle` to its solution, each the easiest that applies at its
/// point (`"Guess"` steps, which say so, where none does). Applying the placements and
/// eliminations in order fills the grid with the solution. An empty array for a full
/// grid.
///
/// Throws as `hintPuzzle`.
#[wasm_bindgen(js_name = solvePathPuzzle)]
pub fn solve_path_puzzle(puzzle: JsValue) -> Result<JsValue, JsValue> {
    let steps = read_puzzle(&puzzle)?
        .solve_path()
        .map_err(|e| js_error(&e))?;
    to_js(&steps)
}

/// A grade, shaped for JS (see the `PuzzleGrade` TypeScript interface): `techniques`
/// maps each technique used to its count, in the order techniques are tried.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct JsPuzzleGrade {
    level: &'static str,
    hardest_technique: Option<&'static str>,
    techniques: TechniqueCounts,
    steps: u32,
}

impl From<&PuzzleGrade> for JsPuzzleGrade {
    fn from(grade: &PuzzleGrade) -> JsPuzzleGrade {
        JsPuzzleGrade {
            level: grade.level.name(),
            hardest_technique: grade.hardest_technique.map(PuzzleTechnique::name),
            techniques: grade
                .techniques
                .iter()
                .map(|(t, &count)| (t.name(), count))
                .collect(),
            steps: grade.steps,
        }
    }
}

/// How hard a `Puzzle` is for a person: `{ level, hardestTechnique, techniques, steps }`,
/// from `solvePathPuzzle`'s path. The level is the hardest technique's ("easy": singles
/// and a constraint's own rule; "medium": locked candidates, pairs, triples, cage
/// combinations, innies and outies; "hard": fish, wings, quads; "expert": chains;
/// "extreme": forcing chains and nets; "guessing": the path needs a `"Guess"` step).
/// `hardestTechnique` is null for a full grid, `techniques` counts the steps of each
/// technique used.
///
/// Throws as `hintPuzzle`.
#[wasm_bindgen(js_name = gradePuzzle)]
pub fn grade_puzzle(puzzle: JsValue) -> Result<JsValue, JsValue> {
    let grade = read_puzzle(&puzzle)?.grade().map_err(|e| js_error(&e))?;
    to_js(&JsPuzzleGrade::from(&grade))
}

/// A technique as `puzzleTechniques()` lists it.
#[derive(Serialize)]
struct JsTechniqueInfo {
    name: &'static str,
    level: &'static str,
}

/// The variant engine's techniques, in the order `hintPuzzle` tries them, with their
/// levels. The last is "Guess".
#[wasm_bindgen(js_name = puzzleTechniques)]
pub fn puzzle_techniques() -> Result<JsValue, JsValue> {
    let all: Vec<JsTechniqueInfo> = PuzzleTechnique::ALL
        .iter()
        .map(|t| JsTechniqueInfo {
            name: t.name(),
            level: t.level().name(),
        })
        .collect();
    to_js(&all)
}

/// The kinds of unit a `PuzzleStep`'s `units` can have: `"row"`, `"column"`, `"box"`,
/// `"region"` (a jigsaw region), `"constraint"` (an index into `puzzle.constraints`).
#[wasm_bindgen(js_name = puzzleUnitKinds)]
pub fn puzzle_unit_kinds() -> Array {
    super::contract::strings(PuzzleUnit::KINDS)
}
