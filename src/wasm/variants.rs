//! The variant exports, in the full entry (`sudoku-wasm/full`) only: any size, jigsaw
//! regions and variant constraints, described by a `Puzzle`, and the f-puzzles format.
//! Compiled with the `variants` feature alone.
//!
//! A `Puzzle` crosses as a plain object (the shape of [`Puzzle`]'s serde JSON). It is
//! read through `JSON.stringify` and the path-aware reader
//! ([`puzzle_from_value`](crate::variant::puzzle_from_value)), so a bad field is an
//! `"InvalidPuzzle"` error naming its path (`constraints[3].cells`), and no value of any
//! type can corrupt the module: a cycle, a BigInt or a getter that throws is an
//! `"InvalidArgument"` error.

use js_sys::{Uint32Array, Uint8Array, JSON};
use wasm_bindgen::prelude::*;

use super::{invalid_argument, js_error, number, to_js, type_of, whole_number};
use crate::variant::{fpuzzles, puzzle_from_json, sudokupad, Puzzle, RuleConflict};

/// The `puzzle` argument: a plain object, read through `JSON.stringify` and checked.
pub(super) fn read_puzzle(value: &JsValue) -> Result<Puzzle, JsValue> {
    if !value.is_object() || js_sys::Array::is_array(value) {
        let what = if js_sys::Array::is_array(value) {
            "an array".into()
        } else {
            type_of(value)
        };
        return Err(invalid_argument(&format!(
            "puzzle must be a Puzzle object, not {what}"
        )));
    }
    let text = JSON::stringify(value)
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| {
            invalid_argument(
                "puzzle could not be read as JSON (a cycle, a BigInt or a throwing getter)",
            )
        })?;
    puzzle_from_json(&text).map_err(|e| js_error(&e))
}

/// Reads an f-puzzles puzzle: its JSON text, or a link to it (`https://www.f-puzzles.com/?load=…`,
/// a `?load=` or `#load=` share text, or SudokuPad's `…/fpuzzles…`). Returns the `Puzzle`.
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"` (the message names the bad
/// field's path, e.g. `killercage[2].value`), `"Unsupported"` (a rule this engine does
/// not know, e.g. `unsupported constraint 'clock'`), or `"InvalidArgument"` when `text`
/// is not a string.
#[wasm_bindgen(js_name = fromFPuzzles)]
pub fn from_fpuzzles(text: JsValue) -> Result<JsValue, JsValue> {
    let Some(text) = text.as_string() else {
        return Err(invalid_argument(&format!(
            "text must be a string, not {}",
            type_of(&text)
        )));
    };
    let puzzle = fpuzzles::from_fpuzzles(&text).map_err(|e| js_error(&e))?;
    to_js(&puzzle)
}

/// Reads a SudokuPad link whose puzzle is in the link (`https://sudokupad.app/scl…`,
/// `…/ctc…`, `…/fpuzzles…`, `https://app.crackingthecryptic.com/sudoku/…`,
/// `?puzzleid=…`), an scl puzzle's JSON, or anything `fromFPuzzles` reads. Returns the
/// `Puzzle`, with the setter's `title`, `author` and `rules` when the link has them.
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"` (a short id such as
/// `sudokupad.app/abc123`, which needs the network: no request is made; text that does
/// not decompress; a malformed value, named by its path), `"Unsupported"` (a shape no
/// style matches, named with its colour and cells; a rule this engine does not know), or
/// `"InvalidArgument"` when `text` is not a string.
#[wasm_bindgen(js_name = fromSudokuPad)]
pub fn from_sudokupad(text: JsValue) -> Result<JsValue, JsValue> {
    let Some(text) = text.as_string() else {
        return Err(invalid_argument(&format!(
            "text must be a string, not {}",
            type_of(&text)
        )));
    };
    let puzzle = sudokupad::from_sudokupad(&text).map_err(|e| js_error(&e))?;
    to_js(&puzzle)
}

/// Writes a `Puzzle` as f-puzzles JSON (what f-puzzles, SudokuPad and `fromFPuzzles`
/// read). `toFPuzzlesUrl` gives the f-puzzles link instead.
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"` for a malformed puzzle,
/// `"Unsupported"` for a rule f-puzzles cannot state (a little killer that is not a whole
/// diagonal, a negative X without V), `"InvalidArgument"` when `puzzle` is not an object.
#[wasm_bindgen(js_name = toFPuzzles)]
pub fn to_fpuzzles(puzzle: JsValue) -> Result<String, JsValue> {
    fpuzzles::to_fpuzzles(&read_puzzle(&puzzle)?).map_err(|e| js_error(&e))
}

/// Writes a `Puzzle` as an f-puzzles link: `https://www.f-puzzles.com/?load=` and the
/// f-puzzles JSON compressed with lz-string (`compressToBase64`). Throws as `toFPuzzles`.
#[wasm_bindgen(js_name = toFPuzzlesUrl)]
pub fn to_fpuzzles_url(puzzle: JsValue) -> Result<String, JsValue> {
    fpuzzles::to_fpuzzles_url(&read_puzzle(&puzzle)?).map_err(|e| js_error(&e))
}

/// The `limit` and `maxGuesses` arguments: whole numbers 0 or more (`Infinity`: none);
/// `maxGuesses` absent: the default budget.
fn counts(limit: &JsValue, max_guesses: &JsValue) -> Result<(u64, u64), JsValue> {
    let number = |name: &str, value: &JsValue| match value.as_f64() {
        Some(number) => whole_number(name, number).map(Some),
        None if value.is_undefined() || value.is_null() => Ok(None),
        None => Err(invalid_argument(&format!(
            "{name} must be a whole number 0 or more, not {}",
            type_of(value)
        ))),
    };
    let limit = number("limit", limit)?
        .ok_or_else(|| invalid_argument("limit must be a whole number 0 or more, not undefined"))?;
    let budget = number("maxGuesses", max_guesses)?.unwrap_or(crate::DEFAULT_MAX_GUESSES);
    Ok((limit, budget))
}

/// Solves a `Puzzle`: its N×N digits, row-major (one solution, always the same one, when
/// there are several).
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"` (with the bad field's path),
/// `"Unsupported"`, `"ConflictingGivens"` (givens that break a rule), `"NoSolution"`,
/// `"BudgetExceeded"` (past 10 000 000 guesses) or `"InvalidArgument"`.
#[wasm_bindgen(js_name = solvePuzzle)]
pub fn solve_puzzle(puzzle: JsValue) -> Result<Uint8Array, JsValue> {
    let solution = read_puzzle(&puzzle)?.solve().map_err(|e| js_error(&e))?;
    Ok(Uint8Array::from(&solution[..]))
}

/// Counts the solutions of a `Puzzle`, stopping at `limit` (2 proves uniqueness: 0 none,
/// 1 unique, 2 several). `maxGuesses` bounds the search (default 10 000 000 guesses).
///
/// Throws as `solvePuzzle`, less `"NoSolution"` (a count of 0); `"InvalidArgument"` for a
/// `limit` or `maxGuesses` that is negative, fractional, NaN or not a number.
#[wasm_bindgen(js_name = countPuzzleSolutions)]
pub fn count_puzzle_solutions(
    puzzle: JsValue,
    limit: JsValue,
    #[wasm_bindgen(js_name = maxGuesses)] max_guesses: JsValue,
) -> Result<f64, JsValue> {
    let (limit, budget) = counts(&limit, &max_guesses)?;
    read_puzzle(&puzzle)?
        .count_solutions_with_budget(limit, budget)
        .map(|count| count as f64)
        .map_err(|e| js_error(&e))
}

/// The rules the givens of a `Puzzle` break, without solving: `{ rule, constraint, cells }`
/// each (see `PuzzleConflict`). Empty when nothing is broken yet.
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"` or
/// `"InvalidArgument"`.
#[wasm_bindgen(js_name = validatePuzzle)]
pub fn validate_puzzle(puzzle: JsValue) -> Result<JsValue, JsValue> {
    let conflicts: Vec<RuleConflict> = read_puzzle(&puzzle)?
        .conflicts()
        .map_err(|e| js_error(&e))?;
    to_js(&conflicts)
}

/// The `options` of `trueCandidates` and `trueCandidateCounts`: `{ maxGuesses? }`,
/// absent or `null` for the default budget. Returns the budget in guesses.
fn candidate_options(options: &JsValue) -> Result<u64, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(crate::DEFAULT_MAX_GUESSES);
    }
    if !options.is_object() || js_sys::Array::is_array(options) {
        return Err(invalid_argument(&format!(
            "options must be an object, not {}",
            type_of(options)
        )));
    }
    Ok(number(options, "maxGuesses", u64::MAX)?.unwrap_or(crate::DEFAULT_MAX_GUESSES))
}

/// The true candidates of a `Puzzle`: N×N masks, row-major, bit `d - 1` set when digit
/// `d` is in the cell in at least one solution (all zero when there is none; a unique
/// puzzle's masks are its solution). `options.maxGuesses` bounds all the searches
/// together (default 10 000 000 guesses).
///
/// Throws a `SudokuError` with `code` `"InvalidPuzzle"`, `"Unsupported"`,
/// `"ConflictingGivens"`, `"BudgetExceeded"` (the candidates are not all decided within
/// the budget), or `"InvalidArgument"` (options that are not an object, a bad
/// `maxGuesses`).
#[wasm_bindgen(js_name = trueCandidates)]
pub fn true_candidates(puzzle: JsValue, options: JsValue) -> Result<Uint32Array, JsValue> {
    let budget = candidate_options(&options)?;
    let masks = read_puzzle(&puzzle)?
        .true_candidates_with_budget(budget)
        .map_err(|e| js_error(&e))?;
    Ok(Uint32Array::from(&masks[..]))
}

/// How many solutions of a `Puzzle` put each digit in each cell, counted no further than
/// `limit`: N×N×N numbers, `counts[cell * N + d - 1]` for digit `d`, each at most `limit`
/// (`limit` means "that many or more"); non-zero exactly at the true candidates.
/// `options.maxGuesses` bounds all the searches together (default 10 000 000 guesses).
///
/// Throws as `trueCandidates`; `"InvalidArgument"` also for a `limit` that is not a whole
/// number 0 or more (past 4 294 967 295 it counts to that).
#[wasm_bindgen(js_name = trueCandidateCounts)]
pub fn true_candidate_counts(
    puzzle: JsValue,
    limit: JsValue,
    options: JsValue,
) -> Result<Uint32Array, JsValue> {
    let Some(limit) = limit.as_f64() else {
        return Err(invalid_argument(&format!(
            "limit must be a whole number 0 or more, not {}",
            type_of(&limit)
        )));
    };
    let limit = u32::try_from(whole_number("limit", limit)?).unwrap_or(u32::MAX);
    let budget = candidate_options(&options)?;
    let counts = read_puzzle(&puzzle)?
        .candidate_counts(limit, budget)
        .map_err(|e| js_error(&e))?;
    Ok(Uint32Array::from(&counts[..]))
}
