//! A sandwich clue: the digits strictly between the 1 and the N of a row or column sum
//! to the clue.
//!
//! Every (position of 1, position of N) pair whose inner cells can still reach the sum
//! with middle digits is kept; the 1 and the N leave the other positions. With one pair
//! left, the inner cells hold middle digits and their sum is a [`linear`](super::linear)
//! bound.

use super::Result;
use crate::variant::model::{high, low};
use crate::variant::propagate::Propagator;

impl Propagator<'_> {
    /// Narrows a full row or column (`cells` in order) under a sandwich clue `sum`.
    pub(super) fn sandwich(&mut self, masks: &mut [u32], cells: &[u16], sum: i64) -> Result {
        let n = cells.len();
        let one = 1u32;
        let big = 1u32 << (n - 1);
        let middle = !(one | big) & self.model.full;
        let mut ones = 0u32; // positions (bits) where the 1 may go
        let mut bigs = 0u32;
        let mut pairs = 0usize;
        let mut last = (0, 0);
        for i in 0..n {
            if masks[usize::from(cells[i])] & one == 0 {
                continue;
            }
            for j in 0..n {
                if i == j || masks[usize::from(cells[j])] & big == 0 {
                    continue;
                }
                let (s, e) = (i.min(j), i.max(j));
                let k = (e - s - 1) as i64;
                // k distinct digits from 2..=n-1.
                let least = k * (k + 3) / 2;
                let most = k * (2 * n as i64 - 1 - k) / 2;
                if sum < least || sum > most {
                    continue;
                }
                let (mut lo, mut hi, mut ok) = (0, 0, true);
                for &c in &cells[s + 1..e] {
                    let m = masks[usize::from(c)] & middle;
                    if m == 0 {
                        ok = false;
                        break;
                    }
                    lo += low(m);
                    hi += high(m);
                }
                if ok && lo <= sum && sum <= hi {
                    ones |= 1 << i;
                    bigs |= 1 << j;
                    pairs += 1;
                    last = (s, e);
                }
            }
        }
        if pairs == 0 {
            return self.fail(cells);
        }
        for (i, &c) in cells.iter().enumerate() {
            let mut keep = u32::MAX;
            if ones & (1 << i) == 0 {
                keep &= !one;
            }
            if bigs & (1 << i) == 0 {
                keep &= !big;
            }
            self.restrict(masks, usize::from(c), keep)?;
        }
        if pairs == 1 {
            let (s, e) = last;
            let inner = &cells[s + 1..e];
            for &c in inner {
                self.restrict(masks, usize::from(c), middle)?;
            }
            if !inner.is_empty() {
                // The cells between lie in one row or column: one group of different
                // digits (at most N − 2 ≤ 23 of them).
                const ONE_GROUP: [u16; 32] = [0; 32];
                self.linear(masks, inner, None, sum, &ONE_GROUP[..inner.len()])?;
            }
        }
        Ok(())
    }
}
