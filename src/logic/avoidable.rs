//! Avoidable rectangles (HoDoKu's types 1 and 2): unique rectangles over cells the solver
//! has filled.
//!
//! Four cells at the corners of a rectangle on two rows, two columns and two boxes, none
//! of them a given, cannot end as a/b on one diagonal and b/a on the other: swapping a
//! and b there would give the puzzle (its givens) a second solution. Unlike a unique
//! rectangle the corners may already be filled, but only by the solver: a given corner
//! is what lets the puzzle keep the pattern. So the finders need to know which filled
//! cells were given ([`Ctx::givens`]); by default every filled cell counts as one and
//! they find nothing.
//!
//! - Type 1: three corners were placed (a, b and a or b round the rectangle); the
//!   fourth cannot take the digit that would complete the pattern.
//! - Type 2: two corners were placed; the other two hold exactly the digit each would
//!   need plus the same extra digit c: one of them is c, so c leaves every cell that
//!   sees both.
//!
//! The filled corners' digits are not checked against the solution here; the deduction
//! needs them to be the solution's, which
//! [`find_steps_with_givens`](crate::find_steps_with_givens) ensures: the grid has a
//! solution and the givens only one, so it is that one.

use super::cells::{bit, two_box_rectangles, CellSet, PEERS};
use super::text::{cell_name, cells_and, cells_comma, digits_slash, removals};
use super::{make_step, offer, remove_digit, Ctx, Step, Technique};

/// The avoidable rectangle of type `kind` (1 or 2) that removes something, if any.
pub(crate) fn rectangle(ctx: &Ctx, kind: u8) -> Option<Step> {
    for corners in two_box_rectangles() {
        if corners.iter().any(|&i| ctx.givens.contains(i)) {
            continue;
        }
        let open = corners.iter().filter(|&&i| ctx.blanks.contains(i)).count();
        if open != usize::from(kind) {
            continue;
        }
        for (x, y) in patterns(ctx, corners) {
            let step = if kind == 1 {
                type_1(ctx, corners, [x, y])
            } else {
                type_2(ctx, corners, [x, y])
            };
            if let Some(step) = step {
                offer!(ctx, step);
            }
        }
    }
    None
}

/// The digit corner `k` takes in the deadly pattern with `x` on the diagonal of corners
/// 0 and 3 and `y` on the other.
fn wanted(k: usize, [x, y]: [u8; 2]) -> u8 {
    if k == 0 || k == 3 {
        x
    } else {
        y
    }
}

/// The digit pairs (x, y), x ≠ y, that the rectangle could still end in: each filled
/// corner holds its digit, each blank corner has it as a candidate.
fn patterns(ctx: &Ctx, corners: [usize; 4]) -> Vec<(u8, u8)> {
    // The digits each diagonal allows.
    let allowed = |ks: [usize; 2]| {
        ks.iter().fold(0x1ffu16, |m, &k| {
            let i = corners[k];
            match ctx.pos.digits[i] {
                0 => m & ctx.mask(i),
                d => m & bit(d),
            }
        })
    };
    let (xs, ys) = (allowed([0, 3]), allowed([1, 2]));
    let mut out = Vec::new();
    for x in (1..=9u8).filter(|&x| xs & bit(x) != 0) {
        out.extend(
            (1..=9u8)
                .filter(|&y| y != x && ys & bit(y) != 0)
                .map(|y| (x, y)),
        );
    }
    out
}

/// "Avoidable rectangle type 1 on 7/9 (r1c1, r1c9, r2c1, r2c9): r1c1, r1c9 and r2c1
/// were placed, not given".
fn intro(technique: Technique, corners: [usize; 4], xy: [u8; 2], placed: &[usize]) -> String {
    format!(
        "{} on {} ({}): {} {} placed by solving, not given",
        technique.name(),
        digits_slash(bit(xy[0]) | bit(xy[1])),
        cells_comma(corners),
        cells_and(placed.iter().copied()),
        if placed.len() == 1 { "was" } else { "were" }
    )
}

/// Three corners placed: the blank one cannot take its pattern digit.
fn type_1(ctx: &Ctx, corners: [usize; 4], xy: [u8; 2]) -> Option<Step> {
    let k = (0..4).find(|&k| ctx.blanks.contains(corners[k]))?;
    let target = corners[k];
    let d = wanted(k, xy);
    let placed: Vec<usize> = corners.into_iter().filter(|&i| i != target).collect();
    let text = format!(
        "{}; if {} were {}, the four cells could swap {} and {} and the puzzle would have \
         two solutions; so {} is removed from {}.",
        intro(Technique::AvoidableRectangle1, corners, xy, &placed),
        cell_name(target),
        d,
        xy[0],
        xy[1],
        d,
        cell_name(target)
    );
    Some(make_step(
        Technique::AvoidableRectangle1,
        &[],
        &[(target, d)],
        corners,
        &[],
        text,
    ))
}

/// Two corners placed, the two blank ones exactly {their pattern digit, c}: one of them
/// is c, which leaves the cells that see both.
fn type_2(ctx: &Ctx, corners: [usize; 4], xy: [u8; 2]) -> Option<Step> {
    let open: Vec<usize> = (0..4)
        .filter(|&k| ctx.blanks.contains(corners[k]))
        .collect();
    let [k, l] = open[..] else { return None };
    let (u, v) = (corners[k], corners[l]);
    let extra_u = ctx.mask(u) & !bit(wanted(k, xy));
    let extra_v = ctx.mask(v) & !bit(wanted(l, xy));
    if extra_u != extra_v || extra_u.count_ones() != 1 {
        return None;
    }
    let c = extra_u.trailing_zeros() as u8 + 1;
    let targets: CellSet = PEERS[u] & PEERS[v] & ctx.cells(c);
    if targets.is_empty() {
        return None;
    }
    let gone = remove_digit(c, targets);
    let placed: Vec<usize> = corners.into_iter().filter(|&i| i != u && i != v).collect();
    let text = format!(
        "{}; {} would be {} and {} {}, completing the pattern, unless one of them is {}; \
         so {}.",
        intro(Technique::AvoidableRectangle2, corners, xy, &placed),
        cell_name(u),
        wanted(k, xy),
        cell_name(v),
        wanted(l, xy),
        c,
        removals(&super::sorted(gone.clone()))
    );
    Some(make_step(
        Technique::AvoidableRectangle2,
        &[],
        &gone,
        corners,
        &[],
        text,
    ))
}
