//! Death Blossom: a stem cell whose every candidate d is tied to an ALS (almost locked
//! set, n cells with n + 1 digits) whose places of d all see the stem.
//!
//! Whichever digit the stem takes leaves its ALS n digits for n cells, so that ALS
//! holds every other digit it has. A digit z in every ALS is then in the ALS of the
//! stem's digit (or, if z is a stem candidate, maybe in the stem): a cell seeing all
//! those places of z (and the stem then) cannot be z. Budgeted: stems of two or three candidates, at most [`MAX_BLOSSOMS`] tried.

use super::cells::{bit, digits, CellSet, PEERS};
use super::grouped::{almost_locked_sets, common_peers};
use super::text::{cell_name, cells_comma, digits_slash, removals};
use super::{make_step, offer, sorted, Ctx, Step, Technique};

/// How many stem-and-petals combinations one search tries at most.
const MAX_BLOSSOMS: usize = 200_000;

fn union(ctx: &Ctx, set: CellSet) -> u16 {
    set.iter().fold(0u16, |m, i| m | ctx.mask(i))
}

pub(crate) fn death_blossom(ctx: &Ctx) -> Option<Step> {
    let als = almost_locked_sets(ctx);
    let mut tried = 0usize;
    for stem in ctx.blanks.iter() {
        let stem_mask = ctx.mask(stem);
        if !(2..=3).contains(&stem_mask.count_ones()) {
            continue;
        }
        // For each stem digit, the ALS it can lead to.
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
        if petals.iter().any(|(_, l)| l.is_empty()) {
            continue;
        }
        let mut pick = vec![0usize; petals.len()];
        loop {
            tried += 1;
            if tried > MAX_BLOSSOMS {
                return None;
            }
            let chosen: Vec<usize> = pick.iter().zip(&petals).map(|(&p, (_, l))| l[p]).collect();
            let all = chosen.iter().fold(CellSet::EMPTY, |acc, &k| acc | als[k]);
            for z in 1..=9u8 {
                // The petals that must hold z: those of the stem's other digits; if the
                // stem itself may be z, the targets must see it too.
                let mut places = CellSet::EMPTY;
                let mut every = true;
                for (&k, (d, _)) in chosen.iter().zip(&petals) {
                    if *d == z {
                        continue;
                    }
                    every &= union(ctx, als[k]) & bit(z) != 0;
                    places |= ctx.cells(z) & als[k];
                }
                if !every || places.is_empty() {
                    continue;
                }
                let mut seen = common_peers(places);
                if stem_mask & bit(z) != 0 {
                    seen &= PEERS[stem];
                }
                let targets = (ctx.cells(z) & seen) - all - CellSet::single(stem);
                if targets.is_empty() {
                    continue;
                }
                let eliminations = sorted(targets.iter().map(|i| (i, z)).collect());
                let petals_text: Vec<String> = chosen
                    .iter()
                    .zip(&petals)
                    .map(|(&k, (d, _))| {
                        format!(
                            "{d}: the ALS {} ({})",
                            cells_comma(als[k].iter()),
                            digits_slash(union(ctx, als[k]))
                        )
                    })
                    .collect();
                let text = format!(
                    "Death Blossom: stem {} ({}), petals {}. Whichever digit the stem \
                     takes, {z} is in the stem or its petal, so it leaves {}.",
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
            // Next combination.
            let mut k = 0;
            while k < pick.len() {
                pick[k] += 1;
                if pick[k] < petals[k].1.len() {
                    break;
                }
                pick[k] = 0;
                k += 1;
            }
            if k == pick.len() {
                break;
            }
        }
    }
    None
}
