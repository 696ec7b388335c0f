//! XY-Wing over any peers: a pivot with two candidates x and y, and two wings it must
//! differ from, holding x/z and y/z. Whichever of x and y the pivot takes, one wing is z,
//! so z leaves every cell that must differ from both wings. "Must differ" is any
//! all-different rule: a row, a column, a region, a diagonal, a cage, a knight's move.

use super::text::{cell_name_in, digits_slash, removals};
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique};

pub(crate) fn xy_wing(ctx: &Ctx) -> Option<PuzzleStep> {
    let board = ctx.board;
    let cells = board.masks.len();
    let mask = |c: u16| board.masks[usize::from(c)];
    let bivalues: Vec<u16> = (0..cells as u16)
        .filter(|&c| !board.placed[usize::from(c)] && mask(c).count_ones() == 2)
        .collect();
    for &pivot in &bivalues {
        let xy = mask(pivot);
        let wings: Vec<u16> = bivalues
            .iter()
            .copied()
            .filter(|&w| w != pivot && (mask(w) & xy).count_ones() == 1 && ctx.sees(pivot, w))
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let z = mask(a) & mask(b);
                // The wings share z (not a digit of the pivot) and hold x and y apart.
                if z.count_ones() != 1 || z & xy != 0 || mask(a) & xy == mask(b) & xy {
                    continue;
                }
                let d = z.trailing_zeros() as u8 + 1;
                let targets: Vec<(u16, u8)> = (0..cells as u16)
                    .filter(|&c| {
                        c != pivot
                            && c != a
                            && c != b
                            && !board.placed[usize::from(c)]
                            && mask(c) & z != 0
                            && ctx.sees(a, c)
                            && ctx.sees(b, c)
                    })
                    .map(|c| (c, d))
                    .collect();
                if targets.is_empty() {
                    continue;
                }
                let text = format!(
                    "XY-Wing: {} holds {}, and it must differ from {} ({}) and {} ({}); \
                     whichever it takes, one of those two is {d}, so {d} leaves every cell \
                     that must differ from both: removes {}.",
                    cell_name_in(ctx.n, pivot),
                    digits_slash(xy),
                    cell_name_in(ctx.n, a),
                    digits_slash(mask(a)),
                    cell_name_in(ctx.n, b),
                    digits_slash(mask(b)),
                    removals(ctx.n, &super::sorted(&targets))
                );
                return Some(make_step(
                    PuzzleTechnique::XyWing,
                    &[],
                    &targets,
                    vec![pivot, a, b],
                    Vec::new(),
                    text,
                ));
            }
        }
    }
    None
}
