//! Strictly increasing digits along a chain of cells (thermometers).
//!
//! Exact on a chain: one forward pass raises each cell above its predecessor's least
//! digit, one backward pass lowers it below its successor's greatest; after both, every
//! digit left in a cell has a supporting increasing assignment of the whole chain.

use super::Result;
use crate::variant::model::{high, low, range_mask};
use crate::variant::propagate::Propagator;

impl Propagator<'_> {
    /// Narrows a strictly increasing chain, bulb first.
    pub(super) fn increasing(&mut self, masks: &mut [u32], cells: &[u16]) -> Result {
        // Forward: each cell above its predecessor's least digit; backward: below the
        // successor's greatest. On a chain this is exact.
        let mut least = 0i64;
        for &c in cells {
            let c = usize::from(c);
            self.restrict(masks, c, range_mask(least + 1, 32))?;
            least = low(masks[c]);
        }
        let mut most = 33i64;
        for &c in cells.iter().rev() {
            let c = usize::from(c);
            self.restrict(masks, c, range_mask(1, most - 1))?;
            most = high(masks[c]);
        }
        Ok(())
    }
}
