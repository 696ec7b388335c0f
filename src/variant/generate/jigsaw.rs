//! Jigsaw puzzles: N random connected regions of N cells tiling the grid, instead of
//! boxes, then givens.
//!
//! The regions start as the default boxes and are reshaped by random swaps: a cell of
//! one region moves to a neighbouring region and a cell of that one moves back, kept only
//! when both regions stay connected (every region always has N cells). Many swaps leave
//! no trace of the boxes. Some layouts admit no solution at all; the random solution then
//! fails within its budget and the attempt starts over with new regions.

use super::super::puzzle::Puzzle;
use super::givens::{self, neighbours};
use super::Candidate;
use crate::logic::generate::Rng;
use crate::{Level, Symmetry};

/// Swaps tried per cell of the grid: enough that the regions look nothing like boxes.
const SWAPS_PER_CELL: usize = 12;

/// One attempt: random regions, a random solution of them, its givens cut down and fitted
/// to `level`.
pub(super) fn attempt(n: u8, level: Level, symmetry: Symmetry, rng: &mut Rng) -> Option<Candidate> {
    let mut rules = Puzzle::new(n);
    rules.regions = Some(random_regions(n, rng));
    let solution = givens::random_solution(&rules, rng)?;
    givens::attempt(&rules, solution, level, symmetry, rng)
}

/// N connected regions of N cells each, tiling the N×N grid, at random.
pub(super) fn random_regions(n: u8, rng: &mut Rng) -> Vec<u8> {
    let mut regions = Puzzle::new(n).region_of_cells();
    let n = usize::from(n);
    let cells = n * n;
    for _ in 0..cells * SWAPS_PER_CELL {
        let a = rng.below(cells);
        let from = regions[a];
        let outside: Vec<usize> = neighbours(n, a).filter(|&b| regions[b] != from).collect();
        if outside.is_empty() {
            continue;
        }
        let to = regions[outside[rng.below(outside.len())]];
        // A cell of `to` that touches what is left of `from` comes back in exchange.
        let back: Vec<usize> = (0..cells)
            .filter(|&e| regions[e] == to && neighbours(n, e).any(|f| f != a && regions[f] == from))
            .collect();
        if back.is_empty() {
            continue;
        }
        let e = back[rng.below(back.len())];
        regions[a] = to;
        regions[e] = from;
        if !connected(n, &regions, from) || !connected(n, &regions, to) {
            regions[a] = from;
            regions[e] = to;
        }
    }
    regions
}

/// Whether the cells of `region` form one orthogonally connected piece.
fn connected(n: usize, regions: &[u8], region: u8) -> bool {
    let members: Vec<usize> = (0..regions.len())
        .filter(|&c| regions[c] == region)
        .collect();
    let Some(&first) = members.first() else {
        return true;
    };
    let mut seen = vec![false; regions.len()];
    seen[first] = true;
    let mut stack = vec![first];
    let mut reached = 1;
    while let Some(c) = stack.pop() {
        for d in neighbours(n, c) {
            if regions[d] == region && !seen[d] {
                seen[d] = true;
                reached += 1;
                stack.push(d);
            }
        }
    }
    reached == members.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_regions_tile_the_grid_in_connected_pieces() {
        let mut rng = Rng::new(5);
        for n in [6u8, 9] {
            let regions = random_regions(n, &mut rng);
            let mut puzzle = Puzzle::new(n);
            puzzle.regions = Some(regions.clone());
            assert_eq!(puzzle.validate_shape(), Ok(()), "every region has N cells");
            for r in 0..n {
                assert!(connected(usize::from(n), &regions, r), "region {r} of {n}");
            }
            assert_ne!(regions, Puzzle::new(n).region_of_cells(), "reshaped");
        }
    }
}
