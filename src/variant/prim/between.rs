//! A between line: every inner digit lies strictly between the digits of the two ends.
//!
//! Both orientations (first end low, or last end low) are tried; each keeps the end
//! digits that leave every inner cell a digit strictly between them, and the inner
//! cells keep the band between the surviving ends. The union of what the orientations
//! keep survives.

use super::Result;
use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Propagator;

impl Propagator<'_> {
    /// Narrows a between line (`cells` end to end, at least 3).
    pub(super) fn between(&mut self, masks: &mut [u32], cells: &[u16]) -> Result {
        let first = usize::from(cells[0]);
        let last = usize::from(cells[cells.len() - 1]);
        let inner = &cells[1..cells.len() - 1];
        let (mut keep_first, mut keep_last) = (0u32, 0u32);
        let mut keep_inner = 0u32;
        // Orientation: the low end is `lo_cell`, the high end `hi_cell`.
        for (lo_cell, hi_cell) in [(first, last), (last, first)] {
            let lo_mask = masks[lo_cell];
            let hi_mask = masks[hi_cell];
            // Inner digits lie in (min low end, max high end).
            let band = range_mask(low(lo_mask) + 1, high(hi_mask) - 1);
            if inner.iter().any(|&c| masks[usize::from(c)] & band == 0) {
                continue;
            }
            // The low end is below every inner digit: below each inner cell's greatest
            // candidate; the high end above each one's least.
            let lo_bound = inner
                .iter()
                .map(|&c| high(masks[usize::from(c)] & band))
                .min()
                .unwrap_or(33);
            let hi_bound = inner
                .iter()
                .map(|&c| low(masks[usize::from(c)] & band))
                .max()
                .unwrap_or(0);
            let lo_keep = lo_mask & range_mask(1, lo_bound - 1);
            let hi_keep = hi_mask & range_mask(hi_bound + 1, 32);
            if lo_keep == 0 || hi_keep == 0 {
                continue;
            }
            let band = range_mask(low(lo_keep) + 1, high(hi_keep) - 1);
            if lo_cell == first {
                keep_first |= lo_keep;
                keep_last |= hi_keep;
            } else {
                keep_first |= hi_keep;
                keep_last |= lo_keep;
            }
            keep_inner |= band;
        }
        if keep_first == 0 {
            return self.fail(cells);
        }
        self.restrict(masks, first, keep_first)?;
        self.restrict(masks, last, keep_last)?;
        for &c in inner {
            self.restrict(masks, usize::from(c), keep_inner)?;
        }
        Ok(())
    }
}
