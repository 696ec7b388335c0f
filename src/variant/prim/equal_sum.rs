//! Groups of cells with equal sums (digits may repeat, within a group and across):
//! region-sum lines (one group per box the line passes through), zipper lines (the
//! pairs equidistant from the centre, and the centre alone), double arrows (the two
//! circles, and the cells between them).
//!
//! Exact for lines of repeating digits when every common sum is below 128 (always on
//! 9×9): each group's reachable sums are a `u128` bitset (shift by each candidate, cell
//! by cell); the common sums are their intersection. A digit `d` survives in a cell when
//! some sum of the cells before it, plus `d`, can still reach a common sum through the
//! cells after it (a forward and a backward pass of bitsets per group). Above 127 (long
//! lines on big grids), bounds: the common sum lies between the greatest least sum and
//! the least greatest sum, and each cell keeps what fits the others' bounds.
//! O(cells × N) shifts, the scratch reused between calls.

use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Contradiction;

/// Narrows the groups of `masks`: group `g` is `masks[ends[g - 1]..ends[g]]` (the first
/// starts at 0), at least two groups, none empty; `scratch` is reused between calls.
pub(crate) fn narrow(
    masks: &mut [u32],
    ends: &[u16],
    scratch: &mut Vec<u128>,
) -> Result<(), Contradiction> {
    let groups = || {
        ends.iter().scan(0usize, |start, &end| {
            let range = *start..usize::from(end);
            *start = usize::from(end);
            Some(range)
        })
    };
    // The largest sum every group can reach: the common sum is at most this.
    let cap = groups()
        .map(|g| masks[g].iter().map(|&m| high(m)).sum::<i64>())
        .min()
        .unwrap_or(0);
    if cap >= 128 {
        return bounds(masks, groups);
    }
    let mut common = u128::MAX >> (127 - cap);
    for g in groups() {
        common &= reachable(&masks[g]);
        if common == 0 {
            return Err(Contradiction);
        }
    }
    for g in groups() {
        let cells = &mut masks[g];
        // need[j]: the sums of cells ..j from which cells j.. reach a common sum.
        scratch.clear();
        scratch.resize(cells.len() + 1, 0);
        scratch[cells.len()] = common;
        for j in (0..cells.len()).rev() {
            let mut need = 0u128;
            let mut bits = cells[j];
            while bits != 0 {
                let d = bits.trailing_zeros() + 1;
                bits &= bits - 1;
                need |= scratch[j + 1] >> d;
            }
            scratch[j] = need;
        }
        if scratch[0] & 1 == 0 {
            return Err(Contradiction);
        }
        let mut sums = 1u128;
        for j in 0..cells.len() {
            let mut keep = 0u32;
            let mut next = 0u128;
            let mut bits = cells[j];
            while bits != 0 {
                let d = bits.trailing_zeros() + 1;
                let bit = bits & bits.wrapping_neg();
                bits &= bits - 1;
                let shifted = sums << d;
                if shifted & scratch[j + 1] != 0 {
                    keep |= bit;
                    next |= shifted;
                }
            }
            if keep == 0 {
                return Err(Contradiction);
            }
            cells[j] = keep;
            sums = next;
        }
    }
    Ok(())
}

/// The sums the cells can reach, below 128, as bits.
fn reachable(cells: &[u32]) -> u128 {
    let mut sums = 1u128;
    for &m in cells {
        let mut next = 0u128;
        let mut bits = m;
        while bits != 0 {
            let d = bits.trailing_zeros() + 1;
            bits &= bits - 1;
            next |= sums << d;
        }
        sums = next;
    }
    sums
}

/// Bounds consistency, for sums of 128 and more.
fn bounds<I: Iterator<Item = std::ops::Range<usize>>>(
    masks: &mut [u32],
    groups: impl Fn() -> I,
) -> Result<(), Contradiction> {
    let span = |cells: &[u32]| {
        cells
            .iter()
            .fold((0i64, 0i64), |(lo, hi), &m| (lo + low(m), hi + high(m)))
    };
    let (mut least, mut most) = (i64::MIN, i64::MAX);
    for g in groups() {
        let (lo, hi) = span(&masks[g]);
        least = least.max(lo);
        most = most.min(hi);
    }
    if least > most {
        return Err(Contradiction);
    }
    for g in groups() {
        let (lo, hi) = span(&masks[g.clone()]);
        for m in &mut masks[g] {
            // The others reach [lo - low, hi - high]; the sum is in [least, most].
            let keep = range_mask(least - (hi - high(*m)), most - (lo - low(*m)));
            *m &= keep;
            if *m == 0 {
                return Err(Contradiction);
            }
        }
    }
    Ok(())
}

/// Whether the groups of `digits` (split as in [`narrow`]) all have one sum (the tests'
/// oracle).
#[cfg(test)]
fn holds(digits: &[u8], ends: &[u16]) -> bool {
    let mut start = 0;
    let mut total = None;
    for &end in ends {
        let sum: u32 = digits[start..usize::from(end)]
            .iter()
            .map(|&d| u32::from(d))
            .sum();
        if *total.get_or_insert(sum) != sum {
            return false;
        }
        start = usize::from(end);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::super::testing::{check, random_masks, Rng};
    use super::*;

    #[test]
    fn pairs_and_a_centre() {
        // A zipper of 3 cells: the centre is the ends' sum.
        let mut masks = vec![0x1ff, 0x1ff, 0x1ff];
        let mut scratch = Vec::new();
        narrow(&mut masks, &[2, 3], &mut scratch).unwrap();
        assert_eq!(masks[2], 0x1fe, "the centre is at least 2");
        assert_eq!(masks[0], 0x0ff, "an end is at most 8");
        // A double arrow 1-?-2: the middle cell is 3.
        let mut masks = vec![1, 2, 0x1ff];
        narrow(&mut masks, &[2, 3], &mut scratch).unwrap();
        assert_eq!(masks[2], 1 << 2);
        // Sums that cannot meet.
        let mut masks = vec![1, 1, 0b1000_0000];
        assert!(narrow(&mut masks, &[2, 3], &mut scratch).is_err());
    }

    #[test]
    fn big_sums_use_bounds() {
        // 25×25 digits, two groups of 6 cells: sums up to 150 (bounds), the second
        // group pinned to 6 × 25.
        let full = (1u32 << 25) - 1;
        let mut masks = vec![full; 6];
        masks.extend([1 << 24; 6]);
        narrow(&mut masks, &[6, 12], &mut Vec::new()).unwrap();
        assert!(masks.iter().all(|&m| m == 1 << 24));
    }

    #[test]
    fn never_removes_a_digit_of_an_assignment_that_holds() {
        let mut rng = Rng::new(24);
        let mut scratch = Vec::new();
        for _ in 0..3000 {
            let n = 4 + rng.below(3);
            let len = 2 + rng.below(5);
            let masks = random_masks(&mut rng, n, len);
            // Random cut points, at least two groups.
            let mut ends: Vec<u16> = (1..len as u16).filter(|_| rng.below(2) == 0).collect();
            if ends.is_empty() {
                ends.push(1);
            }
            ends.push(len as u16);
            check(
                n,
                &masks,
                false,
                |d| holds(d, &ends),
                |m| narrow(m, &ends, &mut scratch),
            );
        }
    }
}
