//! Sue de Coq: where a box meets a row or column, two or three blank cells C with at
//! least two more candidates than cells, plus cells L from the rest of the line and B
//! from the rest of the box whose digits do not overlap, together as many digits as
//! cells.
//!
//! Each digit can then be placed at most once in C ∪ L ∪ B (a digit of L lies in the
//! line, one of B in the box, any other only in C), and there are as many digits as
//! cells: each is placed there exactly once. So the digits of L, and those of C that B
//! lacks, leave the rest of the line; the digits of B, and those of C that L lacks,
//! leave the rest of the box. Covers HoDoKu's extended forms (L or B with digits C
//! lacks, C with more than two extra digits). Budgeted by the sizes: at most 4 choices
//! of C, 63 of L and 63 of B per box-line crossing.

use super::cells::{combinations, digits, CellSet, UNIT_SETS};
use super::text::{cells_and, digits_slash, removals, unit_name};
use super::{make_step, offer, sorted, Ctx, Step, Technique};

fn union(ctx: &Ctx, set: CellSet) -> u16 {
    set.iter().fold(0u16, |m, i| m | ctx.mask(i))
}

/// The non-empty subsets of `cells` (at most 6 cells: 63 subsets).
fn subsets(cells: &[usize]) -> Vec<CellSet> {
    (1u32..(1 << cells.len()))
        .map(|pick| {
            (0..cells.len())
                .filter(|&k| pick & (1 << k) != 0)
                .map(|k| cells[k])
                .collect()
        })
        .collect()
}

pub(crate) fn sue_de_coq(ctx: &Ctx) -> Option<Step> {
    for (b, &box_set) in UNIT_SETS.iter().enumerate().skip(18) {
        for (line, &line_set) in UNIT_SETS.iter().enumerate().take(18) {
            let meet = box_set & line_set & ctx.blanks;
            if meet.len() < 2 {
                continue;
            }
            let line_rest: Vec<usize> = ((line_set - box_set) & ctx.blanks).iter().collect();
            let box_rest: Vec<usize> = ((box_set - line_set) & ctx.blanks).iter().collect();
            let meet_cells: Vec<usize> = meet.iter().collect();
            let lines_l = subsets(&line_rest);
            let boxes_b = subsets(&box_rest);
            for n in 2..=meet_cells.len() {
                let mut picks: Vec<CellSet> = Vec::new();
                combinations(meet_cells.len(), n, |pick| {
                    picks.push(pick.iter().map(|&k| meet_cells[k]).collect());
                    false
                });
                for c in picks {
                    let v = union(ctx, c);
                    if v.count_ones() < c.len() + 2 {
                        continue;
                    }
                    for &l in &lines_l {
                        let dl = union(ctx, l);
                        for &bx in &boxes_b {
                            let db = union(ctx, bx);
                            if dl & db != 0 {
                                continue;
                            }
                            let all = v | dl | db;
                            if all.count_ones() != c.len() + l.len() + bx.len() {
                                continue;
                            }
                            let line_gone = dl | (v & !db);
                            let box_gone = db | (v & !dl);
                            let line_targets = (line_set & ctx.blanks) - c - l;
                            let box_targets = (box_set & ctx.blanks) - c - bx;
                            let mut eliminations = Vec::new();
                            for i in line_targets.iter() {
                                eliminations
                                    .extend(digits(ctx.mask(i) & line_gone).map(|d| (i, d)));
                            }
                            for i in box_targets.iter() {
                                eliminations.extend(digits(ctx.mask(i) & box_gone).map(|d| (i, d)));
                            }
                            if eliminations.is_empty() {
                                continue;
                            }
                            let eliminations = sorted(eliminations);
                            let text = format!(
                                "Sue de Coq: {} ({}) where {} meets {}, with {} ({}) in the \
                                 rest of {} and {} ({}) in the rest of {}: {} cells for {} \
                                 digits, each placed once, so {}.",
                                cells_and(c.iter()),
                                digits_slash(v),
                                unit_name(line),
                                unit_name(b),
                                cells_and(l.iter()),
                                digits_slash(dl),
                                unit_name(line),
                                cells_and(bx.iter()),
                                digits_slash(db),
                                unit_name(b),
                                c.len() + l.len() + bx.len(),
                                all.count_ones(),
                                removals(&eliminations)
                            );
                            let cells = c.iter().chain(l.iter()).chain(bx.iter());
                            offer!(
                                ctx,
                                make_step(
                                    Technique::SueDeCoq,
                                    &[],
                                    &eliminations,
                                    cells,
                                    &[line, b],
                                    text
                                )
                            );
                        }
                    }
                }
            }
        }
    }
    None
}
