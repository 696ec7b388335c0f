//! An X-sum clue: the first X digits of a row or column, read from the clue's side, sum
//! to the clue, where X is the first of those digits (so the first cell counts itself).
//!
//! For each digit `x` the first cell may hold, the cells 2..x must reach `clue - x`:
//! their least and greatest candidates (without `x`: the row holds it once) bound their
//! sum, and so does their count (k distinct digits of 1..N other than `x` sum to at
//! least the k smallest, at most the k largest). The first cell keeps the `x` that fit;
//! a cell that some surviving `x` leaves outside the sum keeps everything, the others
//! keep the digits that fit the sum for some surviving `x` (bounds of the rest).
//!
//! Rejected: listing every digit set per `x` (exact, but 2^N sets on 16×16 and up);
//! the bounds leave the search little to do, as X-sums usually pin the first cell.

use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Contradiction;

/// Narrows the line `masks` (the row or column from the clue's side, all N cells) under
/// the clue `sum`; `Err` when no digit of the first cell can work.
pub(crate) fn narrow(masks: &mut [u32], sum: i64) -> Result<(), Contradiction> {
    let n = masks.len();
    let first = masks[0];
    let mut keep_first = 0u32;
    // The cells that some surviving X leaves outside the sum start at `free_from`.
    let mut free_from = n;
    // Per cell 1.., the union of the digits some surviving X allows.
    let mut keep = [0u32; 32];
    let mut x_bits = first;
    while x_bits != 0 {
        let x = x_bits.trailing_zeros() as usize + 1;
        x_bits &= x_bits - 1;
        if x > n {
            break;
        }
        let bit = 1u32 << (x - 1);
        let target = sum - x as i64;
        let k = x - 1;
        let (mut lo, mut hi) = (0i64, 0i64);
        let mut possible = true;
        for &m in &masks[1..x] {
            let m = m & !bit;
            if m == 0 {
                possible = false;
                break;
            }
            lo += low(m);
            hi += high(m);
        }
        if !possible
            || target < lo.max(least_distinct(k, x))
            || target > hi.min(most_distinct(k, x, n))
        {
            continue;
        }
        keep_first |= bit;
        free_from = free_from.min(x);
        for i in 1..x {
            let m = masks[i] & !bit;
            // The others' sum lies in [lo - low(m), hi - high(m)].
            let top = target - (lo - low(m));
            let bottom = target - (hi - high(m));
            keep[i] |= m & range_mask(bottom, top);
        }
    }
    if keep_first == 0 {
        return Err(Contradiction);
    }
    masks[0] &= keep_first;
    for i in 1..free_from.min(n) {
        masks[i] &= keep[i];
        if masks[i] == 0 {
            return Err(Contradiction);
        }
    }
    Ok(())
}

/// The least sum of `k` distinct digits other than `x`.
fn least_distinct(k: usize, x: usize) -> i64 {
    let (k, x) = (k as i64, x as i64);
    k * (k + 1) / 2 + if x <= k { k + 1 - x } else { 0 }
}

/// The greatest sum of `k` distinct digits of 1..=`n` other than `x`.
fn most_distinct(k: usize, x: usize, n: usize) -> i64 {
    let (k, x, n) = (k as i64, x as i64, n as i64);
    let top = k * (2 * n - k + 1) / 2;
    top - if x > n - k { x - (n - k) } else { 0 }
}

/// The rule on a full line of digits (the tests' oracle).
#[cfg(test)]
fn holds(digits: &[u8], sum: i64) -> bool {
    let Some(&x) = digits.first() else {
        return false;
    };
    let x = usize::from(x);
    (1..=digits.len()).contains(&x) && digits[..x].iter().map(|&d| i64::from(d)).sum::<i64>() == sum
}

#[cfg(test)]
mod tests {
    use super::super::testing::{check, random_masks, Rng};
    use super::*;

    #[test]
    fn pins_what_only_one_x_allows() {
        // 4 cells, clue 1: the first cell is 1 (X = 1, the sum is the 1 itself).
        let mut masks = vec![0b1111; 4];
        narrow(&mut masks, 1).unwrap();
        assert_eq!(masks[0], 0b0001);
        assert_eq!(&masks[1..], &[0b1111; 3]);
        // Clue 10 on 4 cells: X = 4, the whole row (1+2+3+4).
        let mut masks = vec![0b1111; 4];
        narrow(&mut masks, 10).unwrap();
        assert_eq!(masks[0], 0b1000);
        // Clue 2 on 4 cells: X = 1 gives 1, X = 2 gives 2 + d ≥ 3: impossible.
        let mut masks = vec![0b1111; 4];
        assert!(narrow(&mut masks, 2).is_err());
        // 9 cells, clue 45... X = 9 and the rest of the row 1..8.
        let mut masks = vec![0x1ff; 9];
        narrow(&mut masks, 45).unwrap();
        assert_eq!(masks[0], 1 << 8);
    }

    #[test]
    fn never_removes_a_digit_of_an_assignment_that_holds() {
        let mut rng = Rng::new(21);
        for _ in 0..3000 {
            let n = 4 + rng.below(3);
            let masks = random_masks(&mut rng, n, n);
            let sum = 1 + rng.below(n * (n + 1) / 2 + 1) as i64;
            check(n, &masks, true, |d| holds(d, sum), |m| narrow(m, sum));
        }
    }

    #[test]
    fn the_distinct_bounds() {
        assert_eq!(least_distinct(3, 9), 6);
        assert_eq!(least_distinct(3, 2), 1 + 3 + 4);
        assert_eq!(most_distinct(3, 1, 9), 24);
        assert_eq!(most_distinct(3, 8, 9), 9 + 7 + 6);
        assert_eq!(least_distinct(0, 1), 0);
        assert_eq!(most_distinct(0, 9, 9), 0);
    }
}
