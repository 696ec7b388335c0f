//! Sudoku of every shape: sizes 1×1 to 25×25, irregular (jigsaw) regions and the popular
//! variant constraints, described by a [`Puzzle`], solved, counted and checked.
//!
//! A [`Puzzle`] is plain data (serde, the JSON shape documented on the type): the size,
//! the givens, optional regions and a list of [`Constraint`]s. Cells are 0-based
//! row-major indices, `row * size + column`. [`Puzzle::validate_shape`] checks the
//! description and names the bad field's path; [`Puzzle::conflicts`] lists the rules the
//! givens break; [`Puzzle::solve`], [`Puzzle::count_solutions`] and
//! [`Puzzle::solve_and_count`] search, within a budget of guesses.
//!
//! The engine (candidates as `u32` masks; peers for every all-different rule; hidden
//! singles in every house of N cells; one propagator per other rule, rerun when one of
//! its cells changes; branching on the cell with the fewest candidates) is separate from
//! the classic 9×9 [`Grid`](crate::Grid) search, which keeps its own faster path.
//!
//! # Layout
//! | file | what |
//! |---|---|
//! | `puzzle.rs` | the [`Puzzle`] and [`Constraint`] data, and the shape checks all kinds share |
//! | `kinds/` | one module per constraint kind (its rule: validate, lower, check, describe, f-puzzles), and the table of kinds |
//! | `prim/` | the propagation primitives the kinds lower to (bitmask code, one file each) |
//! | `model.rs` | a puzzle compiled for the search: peers, houses, masks, tagged propagators |
//! | `propagate.rs` | the propagation engine: queues, hidden singles, locked candidates |
//! | `search.rs` | the budgeted search and the checked API |
//! | `check.rs` | the independent rule checker (conflicts, and every solution's final check) |
//! | `logic/` | human-style steps over the same model |
//! | `fpuzzles/`, `json.rs` | the f-puzzles format, and the description's own JSON |
//!
//! # Example
//! ```
//! use sudoku_wasm::variant::{Constraint, Puzzle};
//!
//! // A 4×4 killer: two cages fix the top row.
//! let mut puzzle = Puzzle::new(4);
//! puzzle.constraints.push(Constraint::KillerCage { cells: vec![0, 1], sum: Some(3) });
//! puzzle.constraints.push(Constraint::Thermometer { cells: vec![0, 1, 2] });
//! let solution = puzzle.solve()?;
//! assert_eq!(&solution[..4], &[1, 2, 3, 4]);
//! # Ok::<(), sudoku_wasm::Error>(())
//! ```

mod candidates;
mod check;
#[cfg(feature = "variants")]
pub mod fpuzzles;
#[cfg(feature = "logic")]
pub mod generate;
#[cfg(feature = "variants")]
mod json;
mod kinds;
mod limits;
#[cfg(feature = "logic")]
mod links;
#[cfg(feature = "logic")]
mod logic;
mod model;
mod prim;
mod propagate;
mod puzzle;
mod search;
#[cfg(feature = "variants")]
pub mod sudokupad;

pub use check::RuleConflict;
#[cfg(feature = "variants")]
pub use json::{puzzle_from_json, puzzle_from_value};
pub use limits::{MAX_CONSTRAINTS, MAX_CONSTRAINT_CELLS, MAX_TEXT};
#[cfg(feature = "logic")]
pub use logic::{
    PuzzleCandidate, PuzzleGrade, PuzzleLink, PuzzleStep, PuzzleTechnique, PuzzleUnit,
};
pub use puzzle::{box_shape, Axis, Constraint, Diagonal, Mark, Puzzle, Side, MAX_SIZE};
pub use search::PuzzleCount;
