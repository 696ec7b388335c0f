//! Naked and hidden subsets (pairs, triples, quads) within one unit.

use super::cells::{bit, combinations, digits, shared_units, CellSet, UNIT_SETS};
use super::text::{
    cells_and, cells_comma, digits_and, digits_slash, removals, unit_name, units_and,
};
use super::{make_step, sorted, Ctx, Step, Technique};

/// `n` cells of a unit whose candidates are `n` digits between them: those digits go
/// in those cells, so they leave every other cell of each unit the `n` cells share.
pub(crate) fn naked(ctx: &Ctx, n: usize) -> Option<Step> {
    let technique = match n {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    for (u, &set) in UNIT_SETS.iter().enumerate() {
        let blanks = set & ctx.blanks;
        if blanks.len() as usize <= n {
            continue;
        }
        let cells: Vec<usize> = blanks
            .iter()
            .filter(|&i| (2..=n).contains(&(ctx.mask(i).count_ones() as usize)))
            .collect();
        let mut found = None;
        combinations(cells.len(), n, |pick| {
            let subset: CellSet = pick.iter().map(|&k| cells[k]).collect();
            let union = subset.iter().fold(0u16, |m, i| m | ctx.mask(i));
            if union.count_ones() as usize != n {
                return false;
            }
            let mut eliminations = Vec::new();
            let mut units = vec![u];
            for v in shared_units(subset) {
                let before = eliminations.len();
                for j in (UNIT_SETS[v] & (ctx.blanks - subset)).iter() {
                    eliminations.extend(digits(ctx.mask(j) & union).map(|d| (j, d)));
                }
                if v != u && eliminations.len() > before {
                    units.push(v);
                }
            }
            if eliminations.is_empty() {
                return false;
            }
            let eliminations = sorted(eliminations);
            let text = format!(
                "{} {} in {} ({}) removes {} from the other cells of {}: {}.",
                technique.name(),
                digits_slash(union),
                unit_name(u),
                cells_comma(subset.iter()),
                digits_and(union),
                units_and(&units),
                removals(&eliminations)
            );
            found = ctx.offer(make_step(
                technique,
                &[],
                &eliminations,
                subset.iter(),
                &units,
                text,
            ));
            found.is_some()
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// `n` digits of a unit whose places are `n` cells between them: those cells hold those
/// digits, so they lose every other candidate.
pub(crate) fn hidden(ctx: &Ctx, n: usize) -> Option<Step> {
    let technique = match n {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for (u, &set) in UNIT_SETS.iter().enumerate() {
        if ((set & ctx.blanks).len() as usize) <= n {
            continue;
        }
        let candidates: Vec<u8> = (1..=9)
            .filter(|&d| (2..=n).contains(&((ctx.cells(d) & set).len() as usize)))
            .collect();
        let mut found = None;
        combinations(candidates.len(), n, |pick| {
            let chosen = pick.iter().fold(0u16, |m, &k| m | bit(candidates[k]));
            let places = digits(chosen).fold(CellSet::EMPTY, |s, d| s | (ctx.cells(d) & set));
            if places.len() as usize != n {
                return false;
            }
            let eliminations: Vec<(usize, u8)> = places
                .iter()
                .flat_map(|i| digits(ctx.mask(i) & !chosen).map(move |d| (i, d)))
                .collect();
            if eliminations.is_empty() {
                return false;
            }
            let eliminations = sorted(eliminations);
            let text = format!(
                "{} {} in {}: {} can only go in {}, so those cells lose their other \
                 candidates: {}.",
                technique.name(),
                digits_slash(chosen),
                unit_name(u),
                digits_and(chosen),
                cells_and(places.iter()),
                removals(&eliminations)
            );
            found = ctx.offer(make_step(
                technique,
                &[],
                &eliminations,
                places.iter(),
                &[u],
                text,
            ));
            found.is_some()
        });
        if found.is_some() {
            return found;
        }
    }
    None
}
