//! Each listed digit appears among the cells as often as it is listed (quadruples).
//!
//! A digit with exactly as many places left as it needs fills them; when the listed
//! digits fill every cell, the cells keep only those digits.

use super::Result;
use crate::variant::propagate::Propagator;

impl Propagator<'_> {
    /// Narrows `cells` so that each `(digit bit, times)` of `digits` can still appear.
    pub(super) fn contains(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        digits: &[(u32, u8)],
    ) -> Result {
        let mut total = 0usize;
        let mut all = 0u32;
        for &(bit, times) in digits {
            total += usize::from(times);
            all |= bit;
            let mut can = 0usize;
            let mut sure = 0usize;
            for &c in cells {
                let m = masks[usize::from(c)];
                if m & bit != 0 {
                    can += 1;
                    if m == bit {
                        sure += 1;
                    }
                }
            }
            if can < usize::from(times) {
                return self.fail(cells);
            }
            if can == usize::from(times) && sure < can {
                for &c in cells {
                    if masks[usize::from(c)] & bit != 0 {
                        self.restrict(masks, usize::from(c), bit)?;
                    }
                }
            }
        }
        if total == cells.len() {
            for &c in cells {
                self.restrict(masks, usize::from(c), all)?;
            }
        }
        Ok(())
    }
}
