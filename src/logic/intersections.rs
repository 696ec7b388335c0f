//! Locked candidates: pointing (box to line) and claiming (line to box).

use super::cells::{box_of, CellSet, UNIT_SETS};
use super::text::{cells_and, cells_comma, unit_name};
use super::{make_step, offer, remove_digit, sorted, Ctx, Step, Technique};

/// The line (unit number 0-17) holding every cell of `set`, rows first.
fn line_of(set: CellSet) -> impl Iterator<Item = usize> {
    (0..18).filter(move |&u| set.is_subset(UNIT_SETS[u]))
}

/// In a box, a digit confined to one row or column: it leaves the rest of that line.
pub(crate) fn pointing(ctx: &Ctx) -> Option<Step> {
    for (b, &box_set) in UNIT_SETS.iter().enumerate().skip(18) {
        for d in 1..=9 {
            let places = ctx.cells(d) & box_set;
            if places.is_empty() {
                continue;
            }
            for line in line_of(places) {
                let targets = ctx.cells(d) & (UNIT_SETS[line] - box_set);
                if targets.is_empty() {
                    continue;
                }
                let eliminations = sorted(remove_digit(d, targets));
                let text = format!(
                    "Pointing: in {}, {d} can only be in {} ({}), so it is removed from the \
                     rest of {}: {}.",
                    unit_name(b),
                    unit_name(line),
                    cells_comma(places.iter()),
                    unit_name(line),
                    cells_and(targets.iter())
                );
                offer!(
                    ctx,
                    make_step(
                        Technique::Pointing,
                        &[],
                        &eliminations,
                        places.iter(),
                        &[b, line],
                        text,
                    )
                );
            }
        }
    }
    None
}

/// In a row or column, a digit confined to one box: it leaves the rest of that box.
pub(crate) fn claiming(ctx: &Ctx) -> Option<Step> {
    for (line, &line_set) in UNIT_SETS.iter().enumerate().take(18) {
        for d in 1..=9 {
            let places = ctx.cells(d) & line_set;
            let Some(first) = places.first() else {
                continue;
            };
            let b = 18 + box_of(first);
            if !places.is_subset(UNIT_SETS[b]) {
                continue;
            }
            let targets = ctx.cells(d) & (UNIT_SETS[b] - line_set);
            if targets.is_empty() {
                continue;
            }
            let eliminations = sorted(remove_digit(d, targets));
            let text = format!(
                "Claiming: in {}, {d} can only be in {} ({}), so it is removed from the rest \
                 of {}: {}.",
                unit_name(line),
                unit_name(b),
                cells_comma(places.iter()),
                unit_name(b),
                cells_and(targets.iter())
            );
            offer!(
                ctx,
                make_step(
                    Technique::Claiming,
                    &[],
                    &eliminations,
                    places.iter(),
                    &[line, b],
                    text,
                )
            );
        }
    }
    None
}
