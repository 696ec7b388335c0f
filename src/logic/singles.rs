//! Full house, naked single, hidden single: the steps that place a digit directly.

use super::cells::{bit, first_digit, ALL_DIGITS, UNIT_SETS};
use super::text::{cell_name, unit_name};
use super::{make_step, offer, Ctx, Step, Technique};

/// A unit with one blank cell left: it takes the one digit the unit lacks.
pub(crate) fn full_house(ctx: &Ctx) -> Option<Step> {
    for (u, &set) in UNIT_SETS.iter().enumerate() {
        let blanks = set & ctx.blanks;
        let (Some(i), 1) = (blanks.first(), blanks.len()) else {
            continue;
        };
        let placed = (set - blanks)
            .iter()
            .fold(0u16, |m, j| m | bit(ctx.pos.digits[j]));
        let missing = ALL_DIGITS & !placed;
        if missing.count_ones() != 1 || ctx.mask(i) & missing == 0 {
            continue;
        }
        let d = first_digit(missing);
        let text = format!(
            "Full house: {} is the last empty cell of {}, so it takes the missing digit {d}.",
            cell_name(i),
            unit_name(u)
        );
        offer!(
            ctx,
            make_step(Technique::FullHouse, &[(i, d)], &[], [i], &[u], text,)
        );
    }
    None
}

/// A cell with one candidate left.
pub(crate) fn naked_single(ctx: &Ctx) -> Option<Step> {
    for i in ctx.blanks.iter().filter(|&i| ctx.mask(i).count_ones() == 1) {
        let d = first_digit(ctx.mask(i));
        let name = cell_name(i);
        let text =
            format!("Naked single: {d} is the only candidate left in {name}, so {name} is {d}.");
        offer!(
            ctx,
            make_step(Technique::NakedSingle, &[(i, d)], &[], [i], &[], text)
        );
    }
    None
}

/// A digit with one place left in a unit; boxes are looked at first (the easiest to
/// see), then rows, then columns.
pub(crate) fn hidden_single(ctx: &Ctx) -> Option<Step> {
    for u in (18..27).chain(0..18) {
        for d in 1..=9 {
            let places = ctx.cells(d) & UNIT_SETS[u];
            let (Some(i), 1) = (places.first(), places.len()) else {
                continue;
            };
            let name = cell_name(i);
            let text = format!(
                "Hidden single: {name} is the only place for {d} in {}, so {name} is {d}.",
                unit_name(u)
            );
            offer!(
                ctx,
                make_step(Technique::HiddenSingle, &[(i, d)], &[], [i], &[u], text,)
            );
        }
    }
    None
}
