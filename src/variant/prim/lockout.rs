//! A lockout line: its two ends (the diamonds) differ by at least `difference`, and no
//! other digit on the line lies between them or equals either.
//!
//! Every pair of end digits far enough apart is tried (at most N² pairs): it works when
//! each inner cell keeps a digit outside the closed band between the ends, that is, its
//! least candidate is below the band or its greatest above. The ends keep the digits of
//! a working pair; the inner cells keep what lies outside the band of some working pair
//! (outside the intersection of the working bands). O(N² × cells), no allocation.

use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Contradiction;

/// Narrows a lockout line (`masks` end to end, at least 2 cells); `Err` when no pair of
/// ends works.
pub(crate) fn narrow(masks: &mut [u32], difference: i64) -> Result<(), Contradiction> {
    let last = masks.len() - 1;
    let (first_mask, last_mask) = (masks[0], masks[last]);
    let inner = &masks[1..last];
    let (mut keep_first, mut keep_last) = (0u32, 0u32);
    // The digits inside every working band.
    let mut always_inside = u32::MAX;
    let mut xs = first_mask;
    while xs != 0 {
        let x = i64::from(xs.trailing_zeros()) + 1;
        xs &= xs - 1;
        let mut ys = last_mask;
        while ys != 0 {
            let y = i64::from(ys.trailing_zeros()) + 1;
            ys &= ys - 1;
            if (x - y).abs() < difference {
                continue;
            }
            let (lo, hi) = (x.min(y), x.max(y));
            if inner.iter().all(|&m| low(m) < lo || high(m) > hi) {
                keep_first |= 1 << (x - 1);
                keep_last |= 1 << (y - 1);
                always_inside &= range_mask(lo, hi);
            }
        }
    }
    if keep_first == 0 {
        return Err(Contradiction);
    }
    masks[0] = keep_first;
    masks[last] = keep_last;
    for m in &mut masks[1..last] {
        *m &= !always_inside;
        if *m == 0 {
            return Err(Contradiction);
        }
    }
    Ok(())
}

/// The rule on a line of digits, end to end (the tests' oracle).
#[cfg(test)]
fn holds(digits: &[u8], difference: i64) -> bool {
    let (Some(&a), Some(&b)) = (digits.first(), digits.last()) else {
        return false;
    };
    let (lo, hi) = (a.min(b), a.max(b));
    digits.len() >= 2
        && i64::from(hi - lo) >= difference
        && digits[1..digits.len() - 1]
            .iter()
            .all(|&d| d < lo || d > hi)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{check, random_masks, Rng};
    use super::*;

    #[test]
    fn ends_and_inner_cells() {
        // 9×9, difference 4, three cells, the first end 5: the other end is 1 or 9
        // (both leave the middle somewhere to go), and the middle is never 5.
        let mut masks = vec![1 << 4, 0x1ff, 0x1ff];
        narrow(&mut masks, 4).unwrap();
        assert_eq!(masks[2], 0b1_0000_0001);
        assert_eq!(masks[1], 0x1ff & !(1 << 4));
        // With the middle only 2-4, the other end must be 9.
        let mut masks = vec![1 << 4, 0b1110, 0x1ff];
        narrow(&mut masks, 4).unwrap();
        assert_eq!(masks[2], 1 << 8);
        // Ends 1 and 9: nothing is outside 1..9.
        let mut masks = vec![1, 0x1ff, 1 << 8];
        assert!(narrow(&mut masks, 4).is_err());
        // Two cells: only the difference.
        let mut masks = vec![1 << 4, 0x1ff];
        narrow(&mut masks, 4).unwrap();
        assert_eq!(masks[1], 0b1_0000_0001);
        assert!(holds(&[2, 8, 6], 4));
        assert!(!holds(&[2, 6, 8], 4));
        assert!(!holds(&[2, 1, 5], 4));
    }

    #[test]
    fn never_removes_a_digit_of_an_assignment_that_holds() {
        let mut rng = Rng::new(23);
        for _ in 0..3000 {
            let n = 4 + rng.below(3);
            let len = 2 + rng.below(4);
            let masks = random_masks(&mut rng, n, len);
            let difference = 1 + rng.below(n - 1) as i64;
            check(
                n,
                &masks,
                false,
                |d| holds(d, difference),
                |m| narrow(m, difference),
            );
        }
    }
}
