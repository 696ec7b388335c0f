//! `Σ weight·digit = sum` with repeats allowed (little killers, arrows, sums over cells
//! that do not all see each other): bounds consistency, aware of the cells that must
//! differ.
//!
//! The cells come in groups ([`Model::sum_groups`](crate::variant::model::Model)): the
//! cells of a group have one weight, ±1, and all see each other, so `t` of them make at
//! least the sum of the `t` smallest digits they have between them, at most that of the
//! `t` largest (a cell of another weight is a group alone, with its own least and
//! greatest). A digit `x` of a group of weight +1 that is not among those `t` smallest
//! raises the least total by at least `x` less the `t`-th smallest, so it must stay
//! within the slack `sum − least`; the same from the top, and mirrored for weight −1
//! (ISS's solver bounds its sums the same way). Two passes at most per call (the second
//! sees the first's narrowing); the watch queue reruns it when any cell changes again.

use super::Result;
use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Propagator;

/// The sum of the `t` lowest digits of `mask` and the `t`-th lowest (`t ≥ 1`, at
/// least `t` digits in `mask`).
fn lowest(mut mask: u32, t: u32) -> (i64, i64) {
    let mut total = 0;
    let mut last = 0;
    for _ in 0..t {
        last = low(mask);
        total += last;
        mask &= mask - 1;
    }
    (total, last)
}

/// The sum of the `t` highest digits of `mask` and the `t`-th highest.
fn highest(mut mask: u32, t: u32) -> (i64, i64) {
    let mut total = 0;
    let mut last = 0;
    for _ in 0..t {
        last = high(mask);
        total += last;
        mask &= !(1 << (last - 1));
    }
    (total, last)
}

impl Propagator<'_> {
    /// Bounds of `Σ weight·digit = sum` (weights 1 when `None`), the cells in `groups`
    /// (one group number per cell; see the module).
    pub(super) fn linear(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        weights: Option<&Vec<i64>>,
        sum: i64,
        groups: &[u16],
    ) -> Result {
        if let Some(result) = self.linear_few(masks, cells, weights, sum) {
            return result;
        }
        if groups.is_empty() {
            return self.linear_cells(masks, cells, weights, sum);
        }
        let weight = |k: usize| weights.map_or(1, |w| w[k]);
        let count = groups
            .iter()
            .map(|&g| usize::from(g) + 1)
            .max()
            .unwrap_or(0);
        // Per group: the digits of its cells, how many cells, its weight (±1 or a lone
        // cell's), then the digits it may keep.
        let mut scratch = std::mem::take(&mut self.line);
        let mut result = Ok(());
        // Up to two passes: the second sees the first's narrowing.
        for _ in 0..2 {
            scratch.clear();
            scratch.resize(3 * count, 0);
            // Cell by cell (`lo`, `hi`), and group by group (`glo`, `ghi`): both bound
            // the total; neither is always the tighter.
            let (mut lo, mut hi) = (0i64, 0i64);
            for (k, &c) in cells.iter().enumerate() {
                let g = usize::from(groups[k]);
                let m = masks[usize::from(c)];
                scratch[3 * g] |= m;
                scratch[3 * g + 1] += 1;
                scratch[3 * g + 2] = weight(k) as u32;
                let w = weight(k);
                let (a, b) = (w * low(m), w * high(m));
                lo += a.min(b);
                hi += a.max(b);
            }
            let (mut glo, mut ghi) = (0i64, 0i64);
            let mut failed = false;
            for g in 0..count {
                let (union, t, w) = (
                    scratch[3 * g],
                    scratch[3 * g + 1],
                    scratch[3 * g + 2] as i32,
                );
                if union.count_ones() < t {
                    failed = true;
                    break;
                }
                let w = i64::from(w);
                let (a, b) = (w * lowest(union, t).0, w * highest(union, t).0);
                glo += a.min(b);
                ghi += a.max(b);
            }
            if failed || lo > sum || hi < sum || glo > sum || ghi < sum {
                result = self.fail(cells);
                break;
            }
            let (up, down) = (sum - lo, hi - sum);
            let (gup, gdown) = (sum - glo, ghi - sum);
            for g in 0..count {
                let (union, t, w) = (
                    scratch[3 * g],
                    scratch[3 * g + 1],
                    scratch[3 * g + 2] as i32,
                );
                let w = i64::from(w);
                scratch[3 * g] = if t == 1 {
                    u32::MAX
                } else {
                    let (_, small) = lowest(union, t);
                    let (_, large) = highest(union, t);
                    if w > 0 {
                        range_mask(large - gdown, small + gup)
                    } else {
                        range_mask(large - gup, small + gdown)
                    }
                };
            }
            let mut changed = false;
            for (k, &c) in cells.iter().enumerate() {
                let c = usize::from(c);
                let m = masks[c];
                let w = weight(k);
                // w·x between the sum less the others' greatest and the sum less the
                // others' least, cell by cell; within the group's range.
                let (a, b) = (w * low(m), w * high(m));
                let top = a.min(b) + up;
                let bottom = a.max(b) - down;
                let (x_lo, x_hi) = if w > 0 {
                    (div_ceil(bottom, w), top.div_euclid(w))
                } else {
                    (div_ceil(top, w), bottom.div_euclid(w))
                };
                let keep = range_mask(x_lo, x_hi) & scratch[3 * usize::from(groups[k])];
                if m & !keep != 0 {
                    if let Err(e) = self.restrict(masks, c, keep) {
                        result = Err(e);
                        break;
                    }
                    changed = true;
                }
            }
            if result.is_err() || !changed {
                break;
            }
        }
        self.line = scratch;
        result
    }
}

/// The most open cells [`Propagator::linear_few`] settles exactly.
const FEW: usize = 3;

impl Propagator<'_> {
    /// `Σ weight·digit = sum` settled exactly when at most [`FEW`] of its cells are
    /// open: every way to fill them is tried (open cells that see each other differ),
    /// and each keeps the digits some way uses (ISS's solver does the same for up to
    /// three cells). `None` when more cells are open: bounds narrow those.
    fn linear_few(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        weights: Option<&Vec<i64>>,
        sum: i64,
    ) -> Option<Result> {
        let weight = |k: usize| weights.map_or(1, |w| w[k]);
        let mut open = [(0u16, 0i64); FEW];
        let mut count = 0;
        let mut left = sum;
        for (k, &c) in cells.iter().enumerate() {
            let m = masks[usize::from(c)];
            if m.is_power_of_two() {
                left -= weight(k) * low(m);
            } else {
                if count == FEW || weight(k) == 0 {
                    return None;
                }
                open[count] = (c, weight(k));
                count += 1;
            }
        }
        let open = &open[..count];
        let model = self.model;
        let sees = |a: u16, b: u16| {
            model.peer_bits_of(usize::from(a))[usize::from(b) / 64] >> (b % 64) & 1 == 1
        };
        let digits = |c: u16| {
            let mut m = masks[usize::from(c)];
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let bit = m & m.wrapping_neg();
                    m &= m - 1;
                    bit
                })
            })
        };
        let value = |bit: u32| i64::from(bit.trailing_zeros()) + 1;
        let mut keep = [0u32; FEW];
        match open {
            [] => {
                if left != 0 {
                    return Some(self.fail(cells));
                }
                return Some(Ok(()));
            }
            [(a, wa)] => {
                for x in digits(*a) {
                    if wa * value(x) == left {
                        keep[0] |= x;
                    }
                }
            }
            [(a, wa), (b, wb)] => {
                let differ = sees(*a, *b);
                for x in digits(*a) {
                    let rest = left - wa * value(x);
                    if rest % wb != 0 {
                        continue;
                    }
                    let y = rest / wb;
                    if (1..=32).contains(&y) {
                        let bit = 1u32 << (y - 1);
                        if masks[usize::from(*b)] & bit != 0 && !(differ && bit == x) {
                            keep[0] |= x;
                            keep[1] |= bit;
                        }
                    }
                }
            }
            [(a, wa), (b, wb), (c, wc)] => {
                let (ab, ac, bc) = (sees(*a, *b), sees(*a, *c), sees(*b, *c));
                for x in digits(*a) {
                    let after_x = left - wa * value(x);
                    for y in digits(*b) {
                        if ab && x == y {
                            continue;
                        }
                        let rest = after_x - wb * value(y);
                        if rest % wc != 0 {
                            continue;
                        }
                        let z = rest / wc;
                        if !(1..=32).contains(&z) {
                            continue;
                        }
                        let bit = 1u32 << (z - 1);
                        if masks[usize::from(*c)] & bit != 0
                            && !(ac && bit == x)
                            && !(bc && bit == y)
                        {
                            keep[0] |= x;
                            keep[1] |= y;
                            keep[2] |= bit;
                        }
                    }
                }
            }
            _ => return None,
        }
        if keep[0] == 0 {
            return Some(self.fail(cells));
        }
        Some(
            open.iter()
                .zip(keep)
                .try_for_each(|(&(c, _), k)| self.restrict(masks, usize::from(c), k)),
        )
    }

    /// Bounds of `Σ weight·digit = sum` cell by cell (every cell a group alone).
    fn linear_cells(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        weights: Option<&Vec<i64>>,
        sum: i64,
    ) -> Result {
        let weight = |k: usize| weights.map_or(1, |w| w[k]);
        for _ in 0..2 {
            let (mut lo, mut hi, mut widest) = (0i64, 0i64, 0i64);
            for (k, &c) in cells.iter().enumerate() {
                let m = masks[usize::from(c)];
                let w = weight(k);
                let (a, b) = (w * low(m), w * high(m));
                lo += a.min(b);
                hi += a.max(b);
                widest = widest.max((a - b).abs());
            }
            if lo > sum || hi < sum {
                return self.fail(cells);
            }
            // A cell loses a digit only when its own span exceeds a slack.
            if widest <= (sum - lo).min(hi - sum) {
                return Ok(());
            }
            let mut changed = false;
            for (k, &c) in cells.iter().enumerate() {
                let c = usize::from(c);
                let m = masks[c];
                let w = weight(k);
                let (a, b) = (w * low(m), w * high(m));
                // w·x ∈ [sum - (hi - max_k), sum - (lo - min_k)]
                let top = sum - (lo - a.min(b));
                let bottom = sum - (hi - a.max(b));
                let (x_lo, x_hi) = if w > 0 {
                    (div_ceil(bottom, w), top.div_euclid(w))
                } else {
                    (div_ceil(top, w), bottom.div_euclid(w))
                };
                let keep = range_mask(x_lo, x_hi);
                if m & !keep != 0 {
                    self.restrict(masks, c, keep)?;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Ok(())
    }
}

fn div_ceil(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}
