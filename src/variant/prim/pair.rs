//! A relation between two cells, as dense tables: `forward[d - 1]` is the set of digits
//! the second cell may hold when the first holds `d`, `backward` the reverse.
//!
//! Every binary rule (kropki dots, X/V, whispers, palindromes, non-consecutive, the
//! negative constraints) is one of these: a table lookup per candidate, arc consistent
//! in both directions. The tables are also the weak links between the two cells'
//! candidates, read directly (`d` in one cell and `e` in the other cannot both hold
//! when bit `e - 1` of `forward[d - 1]` is clear).

use super::Result;
use crate::variant::propagate::Propagator;

/// A binary relation between two digits: `allowed[d - 1]` is the set of digits the
/// partner may hold when this cell holds `d`.
pub(crate) type Relation = [u32; 25];

impl Propagator<'_> {
    /// `b` keeps the digits some digit of `a` allows, then `a` those some digit of `b`
    /// allows: one pass is arc consistent, since a table is exact per digit.
    #[inline]
    pub(super) fn pair(
        &mut self,
        masks: &mut [u32],
        a: u16,
        b: u16,
        forward: u16,
        backward: u16,
    ) -> Result {
        let model = self.model;
        let (a, b) = (usize::from(a), usize::from(b));
        let fwd = &model.relations[usize::from(forward)];
        let bwd = &model.relations[usize::from(backward)];
        let allowed_b = support(masks[a], fwd);
        self.restrict(masks, b, allowed_b)?;
        let allowed_a = support(masks[b], bwd);
        self.restrict(masks, a, allowed_a)
    }
}

/// The partner digits allowed by any digit of `mask` under `relation`.
#[inline]
fn support(mask: u32, relation: &Relation) -> u32 {
    let mut out = 0;
    let mut m = mask;
    while m != 0 {
        out |= relation[m.trailing_zeros() as usize];
        m &= m - 1;
    }
    out
}
