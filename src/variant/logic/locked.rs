//! Locked candidates between any two houses: pointing and claiming, generalised.
//!
//! When a house of N cells can hold a digit only in some cells, one of them holds it, so
//! every other cell that must differ from all of them loses it. With a row and a box that
//! is pointing or claiming; with a diagonal, a windoku window, a killer cage or
//! anti-knight neighbours it is the same argument.

use super::text::{cells_and, removals};
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique};

pub(crate) fn locked_candidates(ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    let cells = board.masks.len();
    for house in ctx.houses.iter().filter(|h| h.full) {
        let placed = house
            .cells
            .iter()
            .filter(|&&c| board.placed[usize::from(c)])
            .fold(0u32, |m, &c| m | board.masks[usize::from(c)]);
        for d in 1..=ctx.n as u8 {
            let bit = 1u32 << (d - 1);
            if placed & bit != 0 {
                continue;
            }
            let places: Vec<u16> = house
                .cells
                .iter()
                .copied()
                .filter(|&c| {
                    !board.placed[usize::from(c)] && board.masks[usize::from(c)] & bit != 0
                })
                .collect();
            if places.len() < 2 {
                continue;
            }
            let targets: Vec<u16> = (0..cells as u16)
                .filter(|&c| {
                    !board.placed[usize::from(c)]
                        && board.masks[usize::from(c)] & bit != 0
                        && !house.cells.contains(&c)
                        && places.iter().all(|&p| ctx.sees(p, c))
                })
                .collect();
            if targets.is_empty() {
                continue;
            }
            // Name the other house when one holds every place and every target.
            let other = ctx.houses.iter().find(|h| {
                h.unit != house.unit
                    && places.iter().all(|p| h.cells.contains(p))
                    && targets.iter().all(|t| h.cells.contains(t))
            });
            let eliminations: Vec<(u16, u8)> = targets.iter().map(|&c| (c, d)).collect();
            let cells_text = cells_and(ctx.n, &places);
            let (why, units) = match other {
                Some(other) => (
                    format!(
                        "they all lie in {}, so {d} leaves the rest of it",
                        other.name
                    ),
                    vec![house.unit, other.unit],
                ),
                None => (
                    format!("so {d} leaves every cell that must differ from all of them"),
                    vec![house.unit],
                ),
            };
            let text = format!(
                "Locked candidates: in {}, {d} can only go in {cells_text}; {why}: removes {}.",
                house.name,
                removals(ctx.n, &eliminations)
            );
            return Some(make_step(
                PuzzleTechnique::LockedCandidates,
                &[],
                &eliminations,
                places,
                units,
                text,
            ));
        }
    }
    None
}
