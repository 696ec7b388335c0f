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
    /// Narrows a cage of distinct digits to the digit sets `combos` that still fit;
    /// with `rest` (the rest of a house the cage lies in), a set fits only if the rest
    /// can hold the house's other digits, and the rest is narrowed to those.
    pub(super) fn cage(
        &mut self,
        masks: &mut [u32],
        cells: &[u16],
        combos: &[u32],
        rest: &[u16],
    ) -> Result {
        let (union, fixed) = spread(masks, cells);
        let (rest_union, rest_fixed) = spread(masks, rest);
        let full = if rest.is_empty() { 0 } else { self.model.full };
        let mut possible = 0u32;
        let mut required = u32::MAX;
        let mut rest_required = full;
        'combos: for &combo in combos {
            if combo & fixed != fixed || combo & !union != 0 {
                continue;
            }
            // The digits the rest of the house holds (none without a rest).
            let others = full & !combo;
            if others & rest_fixed != rest_fixed || others & !rest_union != 0 {
                continue;
            }
            for &c in cells {
                if masks[usize::from(c)] & combo == 0 {
                    continue 'combos;
                }
            }
            for &c in rest {
                if masks[usize::from(c)] & others == 0 {
                    continue 'combos;
                }
            }
            possible |= combo;
            required &= combo;
            rest_required &= others;
        }
        if possible == 0 {
            return self.fail(cells);
        }
        for &c in cells {
            self.restrict(masks, usize::from(c), possible)?;
        }
        self.required(masks, cells, required & !fixed)?;
        if rest.is_empty() {
            return Ok(());
        }
        // The rest holds the digits some fitting set leaves it.
        let rest_possible = full & !required;
        for &c in rest {
            self.restrict(masks, usize::from(c), rest_possible)?;
        }
        self.required(masks, rest, rest_required & !rest_fixed)
    }
}

/// The digits `cells` have between them, and those placed (single) in them.
fn spread(masks: &[u32], cells: &[u16]) -> (u32, u32) {
    let mut union = 0u32;
    let mut fixed = 0u32;
    for &c in cells {
        let m = masks[usize::from(c)];
        union |= m;
        if m.is_power_of_two() {
            fixed |= m;
        }
    }
    (union, fixed)
}
