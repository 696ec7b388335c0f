//! Wings: XY-Wing, XYZ-Wing and W-Wing, small patterns of cells with two or three
//! candidates.

use super::cells::{digits, CellSet, PEERS, UNIT_SETS};
use super::text::{cell_name, cells_and, digits_slash, unit_name};
use super::{make_step, offer, remove_digit, sorted, Ctx, Step, Technique};

/// `r2c2 (4/7)`.
fn with_digits(ctx: &Ctx, i: usize) -> String {
    format!("{} ({})", cell_name(i), digits_slash(ctx.mask(i)))
}

fn digit_of(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The step of an XY- or XYZ-Wing: pivot `p` and pincers `a`, `b` remove `z` from
/// `targets`; `[holder, seen]` word who must be `z` and what the targets see.
fn wing_step(
    ctx: &Ctx,
    technique: Technique,
    [p, a, b]: [usize; 3],
    z: u8,
    targets: CellSet,
    [holder, seen]: [&str; 2],
) -> Step {
    let text = format!(
        "{}: pivot {} sees pincers {} and {}. Whichever digit the pivot holds, {holder} is \
         {z}, so {z} is removed from {}, which see{} {seen}.",
        technique.name(),
        with_digits(ctx, p),
        with_digits(ctx, a),
        with_digits(ctx, b),
        cells_and(targets.iter()),
        if targets.len() == 1 { "s" } else { "" }
    );
    make_step(
        technique,
        &[],
        &sorted(remove_digit(z, targets)),
        [p, a, b],
        &[],
        text,
    )
}

/// A pivot x/y that sees pincers x/z and y/z: whichever the pivot is, one pincer is z.
pub(crate) fn xy_wing(ctx: &Ctx) -> Option<Step> {
    let bivalues = ctx.bivalues();
    for p in bivalues.iter() {
        let pm = ctx.mask(p);
        let pincers: Vec<usize> = (PEERS[p] & bivalues)
            .iter()
            .filter(|&w| (ctx.mask(w) & pm).count_ones() == 1)
            .collect();
        for (k, &a) in pincers.iter().enumerate() {
            for &b in &pincers[k + 1..] {
                let (ma, mb) = (ctx.mask(a), ctx.mask(b));
                let z = ma & !pm;
                if ma & pm == mb & pm || z != mb & !pm {
                    continue;
                }
                let z = digit_of(z);
                let targets = ctx.cells(z) & PEERS[a] & PEERS[b];
                if targets.is_empty() {
                    continue;
                }
                offer!(
                    ctx,
                    wing_step(
                        ctx,
                        Technique::XyWing,
                        [p, a, b],
                        z,
                        targets,
                        ["one pincer", "both pincers"],
                    )
                );
            }
        }
    }
    None
}

/// A pivot x/y/z that sees pincers x/z and y/z: one of the three is z.
pub(crate) fn xyz_wing(ctx: &Ctx) -> Option<Step> {
    let bivalues = ctx.bivalues();
    for p in ctx.blanks.iter().filter(|&i| ctx.mask(i).count_ones() == 3) {
        let pm = ctx.mask(p);
        let pincers: Vec<usize> = (PEERS[p] & bivalues)
            .iter()
            .filter(|&w| ctx.mask(w) & !pm == 0)
            .collect();
        for (k, &a) in pincers.iter().enumerate() {
            for &b in &pincers[k + 1..] {
                let (ma, mb) = (ctx.mask(a), ctx.mask(b));
                if ma == mb || ma | mb != pm {
                    continue;
                }
                let z = digit_of(ma & mb);
                let targets = ctx.cells(z) & PEERS[p] & PEERS[a] & PEERS[b];
                if targets.is_empty() {
                    continue;
                }
                offer!(
                    ctx,
                    wing_step(
                        ctx,
                        Technique::XyzWing,
                        [p, a, b],
                        z,
                        targets,
                        ["one of the three", "all three"],
                    )
                );
            }
        }
    }
    None
}

/// Two cells x/y that do not see each other, and a unit whose only two places for x
/// each see one of them. Both cells cannot be x (the unit would lose its x), so one of
/// them is y.
pub(crate) fn w_wing(ctx: &Ctx) -> Option<Step> {
    let bivalues: Vec<usize> = ctx.bivalues().iter().collect();
    for (k, &a) in bivalues.iter().enumerate() {
        for &b in &bivalues[k + 1..] {
            let m = ctx.mask(a);
            if ctx.mask(b) != m || PEERS[a].contains(b) {
                continue;
            }
            for x in digits(m) {
                let y = digit_of(m & !(1 << (x - 1)));
                let targets = ctx.cells(y) & PEERS[a] & PEERS[b];
                if targets.is_empty() {
                    continue;
                }
                for (u, &set) in UNIT_SETS.iter().enumerate() {
                    let pair = ctx.cells(x) & set;
                    let mut it = pair.iter();
                    let (2, Some(c), Some(e)) = (pair.len(), it.next(), it.next()) else {
                        continue;
                    };
                    if !(pair & (CellSet::single(a) | CellSet::single(b))).is_empty() {
                        continue;
                    }
                    let (near_a, near_b) = if PEERS[a].contains(c) && PEERS[b].contains(e) {
                        (c, e)
                    } else if PEERS[a].contains(e) && PEERS[b].contains(c) {
                        (e, c)
                    } else {
                        continue;
                    };
                    let text = format!(
                        "W-Wing: {} and {} are both {}, and the only two places for {x} in {} \
                         ({} and {}) see one each. If neither were {y}, both would be {x} and \
                         {} would have no place for {x}; so one of them is {y}, and {y} is \
                         removed from {}.",
                        cell_name(a),
                        cell_name(b),
                        digits_slash(m),
                        unit_name(u),
                        cell_name(near_a),
                        cell_name(near_b),
                        unit_name(u),
                        cells_and(targets.iter())
                    );
                    offer!(
                        ctx,
                        make_step(
                            Technique::WWing,
                            &[],
                            &sorted(remove_digit(y, targets)),
                            [a, near_a, near_b, b],
                            &[u],
                            text,
                        )
                    );
                }
            }
        }
    }
    None
}
