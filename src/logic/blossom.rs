//! Death Blossom: a stem cell whose every candidate d is tied to an ALS (almost locked
//! set, n cells of one unit with n + 1 digits; a two-candidate cell is one) whose places
//! of d all see the stem.
//!
//! Whichever digit the stem takes leaves its ALS n digits for n cells, so that ALS
//! holds every other digit it has. A digit z in every ALS is then in the ALS of the
//! stem's digit (or, if z is a stem candidate, maybe in the stem): a cell seeing all
//! those places of z (and the stem then) cannot be z. The petals may overlap: only the
//! one of the stem's digit matters.
//!
//! The search needs no combinations of petals: for each stem and digit z, a cell is a
//! target when, for every stem digit but z, some petal with z has all its places of z
//! in the cell's sight. Each target's first such petals make its step; targets with the
//! same petals share one. Budgeted by [`MAX_PETALS`].

use std::collections::HashSet;

use super::cells::{bit, digits, CellSet, PEERS, UNIT_SETS};
use super::grouped::common_peers;
use super::text::{cell_name, cells_comma, digits_slash, removals};
use super::{make_step, offer, sorted, Ctx, Step, Technique};

/// How many ALS (of any size, one unit each) the search reads at most.
const MAX_PETALS: usize = 4000;

fn union(ctx: &Ctx, set: CellSet) -> u16 {
    set.iter().fold(0u16, |m, i| m | ctx.mask(i))
}

/// Every ALS of one unit's blank cells, of any size (each set once; a cell with two
/// candidates is one), at most [`MAX_PETALS`]. A unit has at most 9 blank cells, so its
/// subsets are at most 511.
fn almost_locked_sets(ctx: &Ctx) -> Vec<CellSet> {
    let mut found: Vec<CellSet> = Vec::new();
    let mut seen: HashSet<u128> = HashSet::new();
    for &unit in &UNIT_SETS {
        let cells: Vec<usize> = (unit & ctx.blanks).iter().collect();
        for pick in 1u32..(1 << cells.len()) {
            let set: CellSet = (0..cells.len())
                .filter(|&k| pick & (1 << k) != 0)
                .map(|k| cells[k])
                .collect();
            if union(ctx, set).count_ones() == set.len() + 1 && seen.insert(set.0) {
                found.push(set);
                if found.len() >= MAX_PETALS {
                    return found;
                }
            }
        }
    }
    found
}

pub(crate) fn death_blossom(ctx: &Ctx) -> Option<Step> {
    let als = almost_locked_sets(ctx);
    let masks: Vec<u16> = als.iter().map(|&set| union(ctx, set)).collect();
    for stem in ctx.blanks.iter() {
        let stem_mask = ctx.mask(stem);
        if stem_mask.count_ones() < 2 {
            continue;
        }
        // For each stem digit, the ALS it can lead to: the ALS's places of it all see
        // the stem.
        let petals: Vec<(u8, Vec<usize>)> = digits(stem_mask)
            .map(|d| {
                let list = (0..als.len())
                    .filter(|&k| {
                        let places = ctx.cells(d) & als[k];
                        !als[k].contains(stem)
                            && !places.is_empty()
                            && places.is_subset(PEERS[stem])
                    })
                    .collect();
                (d, list)
            })
            .collect();
        for z in 1..=9u8 {
            // The stem's digits other than z each need a petal holding z; if the stem
            // may be z itself, the targets must see it.
            let needed: Vec<&(u8, Vec<usize>)> = petals.iter().filter(|(d, _)| *d != z).collect();
            let mut targets = ctx.cells(z) - CellSet::single(stem);
            if stem_mask & bit(z) != 0 {
                targets &= PEERS[stem];
            }
            // What each petal rules out for z: the cells seeing all its places of z.
            let reach = |k: usize| common_peers(ctx.cells(z) & als[k]) - als[k];
            for (_, list) in &needed {
                let covered = list
                    .iter()
                    .filter(|&&k| masks[k] & bit(z) != 0)
                    .fold(CellSet::EMPTY, |acc, &k| acc | reach(k));
                targets &= covered;
            }
            if needed.is_empty() || targets.is_empty() {
                continue;
            }
            // Each target's first petals; targets with the same petals share a step.
            let mut groups: Vec<(Vec<usize>, CellSet)> = Vec::new();
            for t in targets.iter() {
                let chosen: Vec<usize> = needed
                    .iter()
                    .filter_map(|(_, list)| {
                        list.iter()
                            .copied()
                            .find(|&k| masks[k] & bit(z) != 0 && reach(k).contains(t))
                    })
                    .collect();
                match groups.iter_mut().find(|(c, _)| *c == chosen) {
                    Some((_, set)) => set.insert(t),
                    None => groups.push((chosen, CellSet::single(t))),
                }
            }
            for (chosen, set) in groups {
                let eliminations = sorted(set.iter().map(|i| (i, z)).collect());
                let all = chosen.iter().fold(CellSet::EMPTY, |acc, &k| acc | als[k]);
                let petals_text: Vec<String> = chosen
                    .iter()
                    .zip(&needed)
                    .map(|(&k, (d, _))| {
                        format!(
                            "{d}: the ALS {} ({})",
                            cells_comma(als[k].iter()),
                            digits_slash(masks[k])
                        )
                    })
                    .collect();
                let stem_z = if stem_mask & bit(z) != 0 {
                    format!(" ({z}: the stem itself)")
                } else {
                    String::new()
                };
                let text = format!(
                    "Death Blossom: stem {} ({}), petals {}{stem_z}. Whichever digit the \
                     stem takes, {z} is in the stem or its petal, so it leaves {}.",
                    cell_name(stem),
                    digits_slash(stem_mask),
                    petals_text.join("; "),
                    removals(&eliminations)
                );
                let cells = std::iter::once(stem).chain(all.iter());
                offer!(
                    ctx,
                    make_step(
                        Technique::DeathBlossom,
                        &[],
                        &eliminations,
                        cells,
                        &[],
                        text
                    )
                );
            }
        }
    }
    None
}
