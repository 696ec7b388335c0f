//! Basic fish over rows and columns: X-Wing (2) and Swordfish (3).
//!
//! When a digit's places in `k` rows all lie in the same `k` columns, those rows hold
//! the digit in those columns, once each, so the columns' other cells lose it (and the
//! same with rows and columns swapped). Rows and columns are disjoint parallel houses of
//! N cells in every puzzle, jigsaw included.

use super::text::removals;
use super::{make_step, Ctx, PuzzleStep, PuzzleTechnique, PuzzleUnit};

pub(crate) fn basic_fish(ctx: &Ctx, k: usize) -> Option<PuzzleStep> {
    let n = ctx.n;
    let board = ctx.board;
    let (technique, title) = match k {
        2 => (PuzzleTechnique::XWing, "X-Wing"),
        _ => (PuzzleTechnique::Swordfish, "Swordfish"),
    };
    let cell = |base: usize, cover: usize, rows: bool| -> u16 {
        if rows {
            (base * n + cover) as u16
        } else {
            (cover * n + base) as u16
        }
    };
    for d in 1..=n as u8 {
        let bit = 1u32 << (d - 1);
        for rows in [true, false] {
            // Per base line, the cover lines (bits) where the digit may go.
            let lines: Vec<(usize, u32)> = (0..n)
                .filter_map(|base| {
                    let mut at = 0u32;
                    for cover in 0..n {
                        let c = usize::from(cell(base, cover, rows));
                        if board.placed[c] {
                            if board.masks[c] == bit {
                                return None;
                            }
                        } else if board.masks[c] & bit != 0 {
                            at |= 1 << cover;
                        }
                    }
                    (2..=k as u32)
                        .contains(&at.count_ones())
                        .then_some((base, at))
                })
                .collect();
            let mut work = 0;
            let found = super::subsets::combinations(lines.len(), k, &mut work, |idx| {
                let covers = idx.iter().fold(0u32, |m, &i| m | lines[i].1);
                if covers.count_ones() as usize != k {
                    return None;
                }
                let bases: Vec<usize> = idx.iter().map(|&i| lines[i].0).collect();
                let eliminations: Vec<(u16, u8)> = (0..n)
                    .filter(|cover| covers >> cover & 1 == 1)
                    .flat_map(|cover| (0..n).map(move |base| (base, cover)))
                    .filter(|(base, _)| !bases.contains(base))
                    .map(|(base, cover)| cell(base, cover, rows))
                    .filter(|&c| {
                        !board.placed[usize::from(c)] && board.masks[usize::from(c)] & bit != 0
                    })
                    .map(|c| (c, d))
                    .collect();
                (!eliminations.is_empty()).then_some((bases, covers, eliminations))
            });
            if let Some((bases, covers, eliminations)) = found {
                let covers: Vec<usize> = (0..n).filter(|c| covers >> c & 1 == 1).collect();
                let line = |rows: bool, i: &[usize]| {
                    let numbers: Vec<String> = i.iter().map(|x| (x + 1).to_string()).collect();
                    let kind = if rows { "rows" } else { "columns" };
                    format!("{kind} {}", super::text::list(&numbers, "and"))
                };
                let pattern: Vec<u16> = bases
                    .iter()
                    .flat_map(|&b| covers.iter().map(move |&c| (b, c)))
                    .map(|(b, c)| cell(b, c, rows))
                    .filter(|&c| board.masks[usize::from(c)] & bit != 0)
                    .collect();
                let unit = |i: usize, row: bool| {
                    if row {
                        PuzzleUnit::Row(i as u8)
                    } else {
                        PuzzleUnit::Column(i as u8)
                    }
                };
                let mut units: Vec<PuzzleUnit> = bases.iter().map(|&b| unit(b, rows)).collect();
                units.extend(covers.iter().map(|&c| unit(c, !rows)));
                let eliminations = super::sorted(&eliminations);
                let text = format!(
                    "{title} on {d}: in {}, {d} can only go in {}, so it leaves the other \
                     cells of those {}: removes {}.",
                    line(rows, &bases),
                    line(!rows, &covers),
                    if rows { "columns" } else { "rows" },
                    removals(n, &eliminations)
                );
                return Some(make_step(
                    technique,
                    &[],
                    &eliminations,
                    pattern,
                    units,
                    text,
                ));
            }
        }
    }
    None
}
