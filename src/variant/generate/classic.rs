//! Classic puzzles of other sizes: rows, columns and the default boxes of
//! [`box_shape`](super::super::box_shape) (2×2 for 4, 2×3 for 6, 2×4 for 8, 3×4 for 12,
//! 4×4 for 16), with givens.

use super::super::puzzle::Puzzle;
use super::{givens, Candidate};
use crate::logic::generate::Rng;
use crate::{Level, Symmetry};

/// One attempt: a random N×N solution, its givens cut down and fitted to `level`.
pub(super) fn attempt(n: u8, level: Level, symmetry: Symmetry, rng: &mut Rng) -> Option<Candidate> {
    let rules = Puzzle::new(n);
    let solution = givens::random_solution(&rules, rng)?;
    givens::attempt(&rules, solution, level, symmetry, rng)
}
