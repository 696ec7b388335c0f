//! How large a variant puzzle description may be, in one place.
//!
//! Every reader (the `Puzzle` JSON, f-puzzles, SudokuPad) and [`Puzzle::validate_shape`]
//! refuse a description past these limits before anything is compiled, so a hostile or
//! broken description costs milliseconds, not seconds. The limits are far above any
//! published puzzle: a 25×25 grid has 1,200 pairs of neighbours, so even a kropki dot on
//! every one of them, a cage over every box and a line through every cell stay well
//! inside.
//!
//! Repeats merge instead: a constraint listed twice (the same kind with the same fields,
//! like `{"type":"antiKnight"}` twice, or one cage twice) is one rule, compiled and
//! checked once ([`repeated`]).
//!
//! [`Puzzle::validate_shape`]: super::Puzzle::validate_shape

use std::collections::HashSet;

use super::puzzle::{invalid, Constraint};
use crate::Error;

/// The most constraints a description may list (`constraints`), repeats included.
///
/// # Example
/// ```
/// use sudoku_wasm::variant::{Constraint, Puzzle, MAX_CONSTRAINTS};
///
/// let mut puzzle = Puzzle::new(9);
/// puzzle.constraints = vec![Constraint::AntiKnight {}; MAX_CONSTRAINTS + 1];
/// assert_eq!(
///     puzzle.validate_shape().unwrap_err().to_string(),
///     "invalid puzzle at constraints: 4097 constraints, more than the limit of 4096"
/// );
/// ```
pub const MAX_CONSTRAINTS: usize = 4096;

/// The most cells all the constraints' cell lists may hold together (a cell counts once
/// per list it is in). A single list holds at most N×N cells anyway: no cell twice.
///
/// # Example
/// ```
/// assert_eq!(sudoku_wasm::variant::MAX_CONSTRAINT_CELLS, 16_384);
/// ```
pub const MAX_CONSTRAINT_CELLS: usize = 16_384;

/// The longest text a reader takes, in bytes: a `Puzzle`'s JSON, f-puzzles JSON or link,
/// a SudokuPad link, and the JSON a compressed link decompresses to (4 MiB, hundreds of
/// times any real puzzle's).
///
/// # Example
/// With the `variants` feature (the JSON reader):
/// ```
/// # #[cfg(feature = "variants")] {
/// use sudoku_wasm::variant::{puzzle_from_json, MAX_TEXT};
///
/// let text = format!("{{\"size\":4,\"givens\":[]{}}}", " ".repeat(MAX_TEXT));
/// let err = puzzle_from_json(&text).unwrap_err();
/// assert!(err.to_string().starts_with("invalid puzzle at (input): the text is 4194326 bytes"));
/// # }
/// ```
pub const MAX_TEXT: usize = 4 << 20;

/// Refuses `text` longer than [`MAX_TEXT`], before it is parsed.
#[cfg_attr(not(feature = "variants"), allow(dead_code))]
pub(crate) fn check_text(text: &str) -> Result<(), Error> {
    if text.len() > MAX_TEXT {
        return Err(invalid(
            "(input)",
            format!(
                "the text is {} bytes, more than the limit of {MAX_TEXT} (4 MiB)",
                text.len()
            ),
        ));
    }
    Ok(())
}

/// The most objects and arrays (`{` and `[`) the JSON of an f-puzzles or SudokuPad
/// puzzle may open, counted before it is parsed: a 25×25 grid's cells, regions and 4,096
/// constraints with their lines open a few tens of thousands. Four MiB of `[{},{},…]` (or
/// a zipped scl text of commas, which SudokuPad's zipper turns into `{}`s) would open a
/// million: a second to parse. Counted in milliseconds instead.
pub(crate) const MAX_JSON_NODES: usize = 100_000;

/// Refuses JSON `text` that opens more than [`MAX_JSON_NODES`] objects and arrays, before
/// it is parsed; `what` names the text (`the f-puzzles JSON`).
#[cfg_attr(not(feature = "variants"), allow(dead_code))]
pub(crate) fn check_json_nodes(text: &str, what: &str) -> Result<(), Error> {
    let nodes = text.bytes().filter(|&b| b == b'{' || b == b'[').count();
    if nodes > MAX_JSON_NODES {
        return Err(invalid(
            "(input)",
            format!(
                "{what} opens {nodes} objects and arrays, more than the limit of {MAX_JSON_NODES}"
            ),
        ));
    }
    Ok(())
}

/// Refuses a list of more than [`MAX_CONSTRAINTS`] constraints at `path`.
pub(crate) fn check_count(count: usize, path: &str) -> Result<(), Error> {
    if count > MAX_CONSTRAINTS {
        return Err(invalid(
            path,
            format!("{count} constraints, more than the limit of {MAX_CONSTRAINTS}"),
        ));
    }
    Ok(())
}

/// Refuses the cell list at `path` when, with the `before` cells listed so far by other
/// constraints, the total passes [`MAX_CONSTRAINT_CELLS`].
pub(crate) fn check_cells(before: usize, cells: usize, path: &str) -> Result<(), Error> {
    if before + cells > MAX_CONSTRAINT_CELLS {
        return Err(invalid(
            path,
            format!(
                "the constraints list {} cells up to here, more than the limit of \
                 {MAX_CONSTRAINT_CELLS}",
                before + cells
            ),
        ));
    }
    Ok(())
}

/// For each constraint, whether the same constraint (same kind, same fields) comes
/// earlier in `constraints`: a repeat adds no rule, so the compiler, the checker and the
/// logic engine skip it.
pub(crate) fn repeated(constraints: &[Constraint]) -> Vec<bool> {
    let mut seen = HashSet::with_capacity(constraints.len());
    constraints.iter().map(|c| !seen.insert(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_are_found_whatever_their_kind() {
        let cage = Constraint::KillerCage {
            cells: vec![0, 1],
            sum: Some(3),
        };
        let list = [
            Constraint::AntiKnight {},
            cage.clone(),
            Constraint::AntiKnight {},
            Constraint::KillerCage {
                cells: vec![0, 1],
                sum: Some(4),
            },
            cage,
        ];
        assert_eq!(repeated(&list), [false, false, true, false, true]);
    }
}
