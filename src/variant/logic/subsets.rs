//! Naked subsets in any all-different group, hidden subsets in houses of N cells.

use super::text::{cells_and, digits_slash, removals};
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique};

/// The most subsets of cells or digits one search looks at: the bound that keeps a
/// 25×25 grid with many open cells fast (a subset beyond it is left for later steps).
const MAX_WORK: usize = 2_000_000;

/// Every `k`-subset of `items` (as index lists), in lexicographic order, until `visit`
/// returns `Some` or the work bound is reached.
pub(crate) fn combinations<T>(
    len: usize,
    k: usize,
    work: &mut usize,
    mut visit: impl FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    if k == 0 || len < k {
        return None;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        *work += 1;
        if *work > MAX_WORK {
            return None;
        }
        if let Some(found) = visit(&idx) {
            return Some(found);
        }
        // Next combination.
        let mut i = k;
        loop {
            if i == 0 {
                return None;
            }
            i -= 1;
            if idx[i] != i + len - k {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

fn name(k: usize, naked: bool) -> (PuzzleTechnique, &'static str) {
    use PuzzleTechnique as T;
    match (k, naked) {
        (2, true) => (T::NakedPair, "Naked pair"),
        (3, true) => (T::NakedTriple, "Naked triple"),
        (_, true) => (T::NakedQuad, "Naked quad"),
        (2, false) => (T::HiddenPair, "Hidden pair"),
        (3, false) => (T::HiddenTriple, "Hidden triple"),
        (_, false) => (T::HiddenQuad, "Hidden quad"),
    }
}

/// `k` cells of a group whose candidates are `k` digits between them: those digits leave
/// the group's other cells.
pub(crate) fn naked(ctx: &Ctx, k: usize) -> Option<PuzzleStep> {
    search(ctx, k, true)
}

/// `k` digits of a house of N cells that fit only in the same `k` cells: those cells lose
/// every other digit.
pub(crate) fn hidden(ctx: &Ctx, k: usize) -> Option<PuzzleStep> {
    search(ctx, k, false)
}

/// The one subset search behind [`naked`] and [`hidden`]. Both look for `k` items whose
/// sets cover exactly `k` between them; only the items differ: a naked subset takes open
/// cells (their sets are candidate digits), a hidden one takes digits (their sets are the
/// open cells, as bits over `open`, that allow them). A hidden subset needs a house of N
/// cells, where every digit must appear.
fn search(ctx: &Ctx, k: usize, naked: bool) -> Option<PuzzleStep> {
    let board = ctx.board;
    let mask = |c: u16| board.masks[usize::from(c)];
    let mut work = 0;
    for house in ctx.houses.iter().filter(|h| naked || h.full) {
        let open: Vec<u16> = house
            .cells
            .iter()
            .copied()
            .filter(|&c| !board.placed[usize::from(c)])
            .collect();
        if open.len() <= k {
            continue;
        }
        // (item, set): a cell and its digits, or a digit and its places.
        let items: Vec<(u16, u32)> = if naked {
            open.iter().map(|&c| (c, mask(c))).collect()
        } else {
            (1..=ctx.n as u16)
                .map(|d| {
                    let bit = 1u32 << (d - 1);
                    let at = open
                        .iter()
                        .enumerate()
                        .filter(|&(_, &c)| mask(c) & bit != 0)
                        .fold(0u32, |m, (i, _)| m | 1 << i);
                    (d, at)
                })
                .collect()
        };
        let items: Vec<(u16, u32)> = items
            .into_iter()
            .filter(|&(_, set)| (2..=k as u32).contains(&set.count_ones()))
            .collect();
        let found = combinations(items.len(), k, &mut work, |idx| {
            let union = idx.iter().fold(0u32, |m, &i| m | items[i].1);
            if union.count_ones() as usize != k {
                return None;
            }
            let (chosen, digits): (Vec<u16>, u32) = if naked {
                (idx.iter().map(|&i| items[i].0).collect(), union)
            } else {
                let cells = (0..open.len())
                    .filter(|i| union >> i & 1 == 1)
                    .map(|i| open[i])
                    .collect();
                let digits = idx.iter().fold(0u32, |m, &i| m | 1 << (items[i].0 - 1));
                (cells, digits)
            };
            // Naked: the other cells lose the subset's digits; hidden: the subset's cells
            // lose every other digit.
            let (losers, lost) = if naked {
                (false, digits)
            } else {
                (true, !digits)
            };
            let eliminations: Vec<(u16, u8)> = open
                .iter()
                .filter(|c| chosen.contains(c) == losers)
                .flat_map(|&c| super::text::digits(mask(c) & lost).map(move |d| (c, d)))
                .collect();
            (!eliminations.is_empty()).then_some((chosen, digits, eliminations))
        });
        if let Some((chosen, digits, eliminations)) = found {
            let (technique, title) = name(k, naked);
            let eliminations = super::sorted(&eliminations);
            let text = if naked {
                format!(
                    "{title} {} in {} ({}): those digits leave the other cells of {}: \
                     removes {}.",
                    digits_slash(digits),
                    house.name,
                    cells_and(ctx.n, &chosen),
                    house.name,
                    removals(ctx.n, &eliminations)
                )
            } else {
                format!(
                    "{title} {} in {}: those digits fit only in {}, so those cells lose \
                     every other digit: removes {}.",
                    digits_slash(digits),
                    house.name,
                    cells_and(ctx.n, &chosen),
                    removals(ctx.n, &eliminations)
                )
            };
            return Some(make_step(
                technique,
                &[],
                &eliminations,
                chosen,
                vec![house.unit],
                text,
            ));
        }
        if work > MAX_WORK {
            return None;
        }
    }
    None
}
