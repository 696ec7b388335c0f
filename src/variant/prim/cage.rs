//! Distinct digits with a known sum (killer cages, and the sums the 45 rule derives),
//! by the list of digit sets that fit.
//!
//! A set fits when it holds every placed digit of the cage, uses only digits some cell
//! still has, and every cell has one of its digits. The cells keep the union of the
//! fitting sets; the digits in all of them are required (see `required` in the parent
//! module). When the sets are too many to list, the cage falls back to
//! [`linear`](super::linear) bounds.

use super::Result;
use crate::variant::propagate::Propagator;

impl Propagator<'_> {
    /// Narrows a cage of distinct digits to the digit sets `combos` that still fit.
    pub(super) fn cage(&mut self, masks: &mut [u32], cells: &[u16], combos: &[u32]) -> Result {
        let mut union = 0u32;
        let mut fixed = 0u32;
        for &c in cells {
            let m = masks[usize::from(c)];
            union |= m;
            if m.is_power_of_two() {
                fixed |= m;
            }
        }
        let mut possible = 0u32;
        let mut required = u32::MAX;
        'combos: for &combo in combos {
            if combo & fixed != fixed || combo & !union != 0 {
                continue;
            }
            for &c in cells {
                if masks[usize::from(c)] & combo == 0 {
                    continue 'combos;
                }
            }
            possible |= combo;
            required &= combo;
        }
        if possible == 0 {
            return self.fail(cells);
        }
        for &c in cells {
            self.restrict(masks, usize::from(c), possible)?;
        }
        self.required(masks, cells, required & !fixed)
    }
}
