//! Sudoku of every shape: sizes 1×1 to 25×25, irregular (jigsaw) regions and the popular
//! variant constraints, described by a [`Puzzle`].
//!
//! A [`Puzzle`] is plain data (serde, the JSON shape documented on the type): the size,
//! the givens, optional regions and a list of [`Constraint`]s. Cells are 0-based
//! row-major indices, `row * size + column`. [`Puzzle::validate_shape`] checks the
//! description and names the bad field's path.
//!
//! The classic 9×9 [`Grid`](crate::Grid) keeps its own, faster search; this module is
//! separate from it.

#[cfg(feature = "variants")]
pub mod fpuzzles;
#[cfg(feature = "variants")]
mod json;
mod puzzle;

#[cfg(feature = "variants")]
pub use json::{puzzle_from_json, puzzle_from_value};
pub use puzzle::{box_shape, Axis, Constraint, Diagonal, Mark, Puzzle, MAX_SIZE};
