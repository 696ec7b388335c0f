//! Killer puzzles: cages over a random solution, no givens.
//!
//! The cages start as pairs of neighbours (a few single cells where no neighbour is
//! free), split until the counter proves the solution unique. Then neighbouring cages
//! merge, in random order, single cells first, each merge kept only while the solution
//! stays unique: a merged cage holds different digits and at most [`MAX_CAGE`] cells, so
//! the cages come out at 2 to 5 cells as published killers have them. Last, the level is
//! fitted: while the techniques up to the level cannot finish the puzzle, the latest merge
//! is undone.

use super::super::puzzle::{Constraint, Puzzle};
use super::givens::{self, neighbours};
use super::Candidate;
use crate::logic::generate::Rng;
use crate::Level;

/// The most cells a cage gets.
const MAX_CAGE: usize = 5;

/// One attempt: a random solution, cages over it cut down to few and large, fitted to
/// `level`.
pub(super) fn attempt(n: u8, level: Level, rng: &mut Rng) -> Option<Candidate> {
    let solution = givens::random_solution(&Puzzle::new(n), rng)?;
    let n = usize::from(n);
    let mut cages = pairs(n, rng);
    // Unique first: pairs split into single cells (a single cell's sum is its digit).
    while !givens::unique(&killer(n, &cages, &solution)) {
        let split: Vec<usize> = (0..cages.len()).filter(|&k| cages[k].len() > 1).collect();
        let k = *split.get(rng.below(split.len().max(1)))?;
        let cell = cages[k].pop()?;
        cages.push(vec![cell]);
    }
    // Merge: rounds over the neighbouring pairs of cages, single cells first.
    let start = cages.clone();
    let mut merges: Vec<(u16, u16)> = Vec::new();
    loop {
        let mut pairs = neighbouring(n, &cages, &solution);
        rng.shuffle(&mut pairs);
        pairs.sort_by_key(|&(a, b)| cages[a].len().min(cages[b].len()));
        let mut merged_any = false;
        let mut touched = vec![false; cages.len()];
        for (a, b) in pairs {
            if touched[a] || touched[b] {
                continue;
            }
            let mut trial = cages.clone();
            let moved = std::mem::take(&mut trial[b]);
            trial[a].extend_from_slice(&moved);
            if givens::unique(&killer(n, &trial, &solution)) {
                merges.push((cages[a][0], cages[b][0]));
                cages = trial;
                touched[a] = true;
                touched[b] = true;
                merged_any = true;
            }
        }
        cages.retain(|cage| !cage.is_empty());
        if !merged_any {
            break;
        }
    }
    // Fit: the most merges, in the order they were made, that logic up to the level
    // still finishes.
    let after = |k: usize| {
        let mut cages = start.clone();
        for &(a, b) in &merges[..k] {
            let find = |cell: u16, cages: &[Vec<u16>]| cages.iter().position(|c| c.contains(&cell));
            if let (Some(x), Some(y)) = (find(a, &cages), find(b, &cages)) {
                let moved = std::mem::take(&mut cages[y]);
                cages[x].extend_from_slice(&moved);
            }
        }
        killer(n, &cages, &solution)
    };
    let (puzzle, grade) = givens::fit(merges.len(), after, level)?;
    Some(Candidate {
        puzzle,
        solution,
        grade,
    })
}

/// The killer puzzle of `cages` over `solution`: no givens, each cage with its sum, the
/// cages in reading order of their first cell, each cage's cells in reading order.
fn killer(n: usize, cages: &[Vec<u16>], solution: &[u8]) -> Puzzle {
    let mut puzzle = Puzzle::new(n as u8);
    let mut sorted: Vec<Vec<u16>> = cages
        .iter()
        .filter(|cage| !cage.is_empty())
        .map(|cage| {
            let mut cage = cage.clone();
            cage.sort_unstable();
            cage
        })
        .collect();
    sorted.sort_unstable();
    puzzle.constraints = sorted
        .into_iter()
        .map(|cells| {
            let sum = cells
                .iter()
                .map(|&c| u32::from(solution[usize::from(c)]))
                .sum();
            Constraint::KillerCage {
                cells,
                sum: Some(sum),
            }
        })
        .collect();
    puzzle
}

/// The grid cut into cages of two orthogonal neighbours, at random; a cell whose
/// neighbours are all taken is a cage of its own.
fn pairs(n: usize, rng: &mut Rng) -> Vec<Vec<u16>> {
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    let mut taken = vec![false; n * n];
    let mut cages = Vec::new();
    for cell in order {
        if taken[cell] {
            continue;
        }
        taken[cell] = true;
        let free: Vec<usize> = neighbours(n, cell).filter(|&d| !taken[d]).collect();
        if free.is_empty() {
            cages.push(vec![cell as u16]);
        } else {
            let other = free[rng.below(free.len())];
            taken[other] = true;
            cages.push(vec![cell as u16, other as u16]);
        }
    }
    cages
}

/// The pairs of cages `(a, b)`, `a < b`, that touch orthogonally and may merge: no digit
/// of `solution` in both, at most [`MAX_CAGE`] cells together.
fn neighbouring(n: usize, cages: &[Vec<u16>], solution: &[u8]) -> Vec<(usize, usize)> {
    let mut owner = vec![usize::MAX; n * n];
    for (k, cage) in cages.iter().enumerate() {
        for &c in cage {
            owner[usize::from(c)] = k;
        }
    }
    let digits = |cage: &Vec<u16>| {
        cage.iter()
            .fold(0u32, |m, &c| m | 1 << solution[usize::from(c)])
    };
    let mut out = Vec::new();
    for (a, cage) in cages.iter().enumerate() {
        for &c in cage {
            for d in neighbours(n, usize::from(c)) {
                let b = owner[d];
                if b > a
                    && b != usize::MAX
                    && !out.contains(&(a, b))
                    && cage.len() + cages[b].len() <= MAX_CAGE
                    && digits(cage) & digits(&cages[b]) == 0
                {
                    out.push((a, b));
                }
            }
        }
    }
    out
}
