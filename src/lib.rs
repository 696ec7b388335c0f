//! # sudoku-wasm
//!
//! A Sudoku engine in plain Rust, built to be compiled to WebAssembly: read a puzzle in
//! the common text and binary forms, check its givens, solve it, and count its solutions.
//!
//! ## Overview
//! * [`Grid`] is the puzzle: a `Copy` value over 81 cells, row-major, 0 for a blank.
//!   It reads 81 bytes ([`Grid::from_bytes`]), an 81-character line
//!   ([`Grid::from_line`]), or the 9×9 grid form of Baekjoon 2580 ([`Grid::from_grid_text`]).
//! * [`Grid::conflicts`] lists clashing givens; [`Grid::solve`] returns one solution;
//!   [`Grid::count_solutions`] counts up to a limit (2 proves uniqueness).
//! * [`Grid::candidates`] gives pencil marks; [`solve_many`] solves a buffer of puzzles
//!   with a [`SolveStatus`] each; [`Grid::format`] writes a [`Style`].
#![cfg_attr(
    feature = "logic",
    doc = "\
* [`hint`] and [`solve_path`] solve the way a person does, step by explained step
  ([`logic`]); [`grade()`] rates a puzzle by the hardest technique it needs; [`generate()`]
  makes unique puzzles at a requested level and symmetry (the `logic` feature)."
)]
//! * [`Error`] says what is wrong and where, with the cells involved.
//! * [`solver::search`] is the unchecked search core underneath.
//!
//! The wasm bindings live in one module compiled only for `wasm32`; everything else is
//! plain Rust that builds and tests natively.
//!
//! ## Features
//! * `logic` (on by default): the human-style engine, i.e. the `logic`, `grade` and
//!   `generate` modules, the functions and types they export here (`hint`, `solve_path`,
//!   `grade`, `generate`, `Step`, `Technique`, `Level`, ...) and their wasm exports
//!   (`hint`, `solvePath`, `grade`, `generate`, `techniques`). Without it
//!   (`default-features = false`) the crate is the solving core: parsing, formatting,
//!   validation, candidates, solving, counting and batches, and the wasm module is about
//!   a third of the size.
//!
//! ## Example
//! ```
//! use sudoku_wasm::Grid;
//!
//! let puzzle = Grid::from_grid_text(
//!     "0 3 5 4 6 9 2 7 8
//!      7 8 2 1 0 5 6 0 9
//!      0 6 0 2 7 8 1 3 5
//!      3 2 1 0 4 6 8 9 7
//!      8 0 4 9 1 3 5 0 6
//!      5 9 6 8 2 0 4 1 3
//!      9 1 7 6 5 2 0 8 0
//!      6 0 3 7 0 1 9 5 2
//!      2 5 8 3 9 4 7 6 0",
//! )?;
//! assert_eq!(puzzle.count_solutions(2)?, 1);
//! let solution = puzzle.solve()?;
//! assert!(solution.to_grid_text().starts_with("1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n"));
//! # Ok::<(), sudoku_wasm::Error>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod core;
#[cfg(feature = "logic")]
pub mod logic;
pub mod variant;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use crate::core::batch::{solve_many, solve_many_with_budget, SolveStatus, SolvedBatch};
pub use crate::core::error::Error;
pub use crate::core::format::Style;
pub use crate::core::grid::{Cell, Grid, Unit};
pub use crate::core::solve::{Counted, DEFAULT_MAX_GUESSES};
pub use crate::core::solver;
pub use crate::core::validate::Conflict;
#[cfg(feature = "logic")]
pub use logic::generate::{self, generate, GenerateOptions, Generated, Symmetry};
#[cfg(feature = "logic")]
pub use logic::grade::{self, grade, Grade};
#[cfg(feature = "logic")]
#[allow(deprecated)]
pub use logic::Candidates;
#[cfg(feature = "logic")]
pub use logic::{
    find_steps, find_steps_with_givens, hint, rate, solve_path, Candidate, Level, Position, Rating,
    Step, Technique,
};

/// The Rust examples of README.md, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The Rust examples of docs/rust.md, as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/rust.md")]
pub struct RustDocDoctests;

/// The Rust examples of docs/variants.md, as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/variants.md")]
pub struct VariantsDocDoctests;

/// The Rust examples of docs/logic.md, as doctests (they need the `logic` feature).
#[cfg(all(doctest, feature = "logic"))]
#[doc = include_str!("../docs/logic.md")]
pub struct LogicDocDoctests;
