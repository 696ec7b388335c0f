//! The position the variant engine reasons about: the filled cells and the candidates of
//! the empty ones.

use super::super::model::Model;
use super::super::puzzle::Puzzle;
use super::PuzzleStep;
use crate::Error;

/// Candidates as `u32` masks (bit `d - 1` for digit `d`), and which cells are filled.
/// A filled cell's mask is its digit alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub masks: Vec<u32>,
    pub placed: Vec<bool>,
}

impl Board {
    /// The position of a puzzle whose shape is valid: the givens filled, each empty cell
    /// with the digits no filled cell it must differ from holds, within `candidates`
    /// when given.
    pub fn new(puzzle: &Puzzle, model: &Model, candidates: Option<&[u32]>) -> Result<Board, Error> {
        let n = usize::from(puzzle.size);
        let cells = n * n;
        if let Some(masks) = candidates {
            check_candidates(n, masks)?;
        }
        let full = model.full;
        let mut masks: Vec<u32> = puzzle
            .givens
            .iter()
            .map(|&g| if g == 0 { full } else { 1 << (g - 1) })
            .collect();
        let placed: Vec<bool> = puzzle.givens.iter().map(|&g| g != 0).collect();
        for c in 0..cells {
            if placed[c] {
                for &p in model.peers_of(c) {
                    if !placed[usize::from(p)] {
                        masks[usize::from(p)] &= !masks[c];
                    }
                }
            }
        }
        if let Some(kept) = candidates {
            for c in 0..cells {
                if !placed[c] {
                    masks[c] &= kept[c];
                }
            }
        }
        Ok(Board { masks, placed })
    }

    /// Whether every cell allows its digit of `solution`.
    pub fn allows(&self, solution: &[u8]) -> bool {
        self.masks
            .iter()
            .zip(solution)
            .all(|(&m, &d)| d >= 1 && m >> (d - 1) & 1 == 1)
    }

    /// Applies a step: its placements (each digit leaves the cells that must differ from
    /// its cell) and its eliminations. Returns whether anything changed.
    pub fn apply(&mut self, step: &PuzzleStep, model: &Model) -> bool {
        let before = self.clone();
        for p in &step.placements {
            let c = usize::from(p.cell);
            let bit = 1u32 << (p.digit - 1);
            self.masks[c] = bit;
            self.placed[c] = true;
            for &peer in model.peers_of(c) {
                if !self.placed[usize::from(peer)] {
                    self.masks[usize::from(peer)] &= !bit;
                }
            }
        }
        for e in &step.eliminations {
            let c = usize::from(e.cell);
            if !self.placed[c] {
                self.masks[c] &= !(1u32 << (e.digit - 1));
            }
        }
        *self != before
    }
}

/// `candidates` must be N×N masks of the digits 1..=N.
fn check_candidates(n: usize, masks: &[u32]) -> Result<(), Error> {
    let invalid = |path: String, reason: String| Error::InvalidPuzzle { path, reason };
    if masks.len() != n * n {
        return Err(invalid(
            "candidates".into(),
            format!("expected {} masks ({n}×{n}), found {}", n * n, masks.len()),
        ));
    }
    let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    if let Some(i) = masks.iter().position(|&m| m & !full != 0) {
        return Err(invalid(
            format!("candidates[{i}]"),
            format!(
                "mask {} at row {}, column {} has bits past digit {n} (bit d - 1 stands for digit d)",
                masks[i],
                i / n + 1,
                i % n + 1
            ),
        ));
    }
    Ok(())
}
