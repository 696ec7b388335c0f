//! The solving core: the grid and its cells, the text forms, errors, validation, pencil
//! marks, the checked solve and count, batches, and the unchecked search underneath.
//!
//! Everything here is re-exported at the crate root ([`Grid`](crate::Grid),
//! [`Error`](crate::Error), [`solve_many`](crate::solve_many), ...); the search core is
//! public as [`solver`](crate::core::solver).

pub(crate) mod access;
pub(crate) mod batch;
pub(crate) mod candidates;
pub(crate) mod error;
pub(crate) mod format;
pub(crate) mod grid;
pub(crate) mod solve;
pub mod solver;
pub(crate) mod validate;
