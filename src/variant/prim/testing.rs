//! The primitives' shared oracle: every assignment of a line's candidates, enumerated.
//!
//! A primitive is sound when it never removes a digit that some assignment satisfying
//! its rule uses, and fails only when no such assignment exists; it is exact on full
//! assignments when it fails on every single-digit line that breaks the rule (the
//! search's invariant rests on that).

use crate::variant::propagate::Contradiction;

/// The tests' one seeded generator (also the propagation test's).
#[path = "../../../tests/common/rng.rs"]
pub(crate) mod rng;
pub(super) use rng::Rng;

/// Checks `narrow` on the candidates `masks` (digits 1..=`n`) against every assignment
/// (every permutation of 1..=n when `permutation`: the line is a whole row or column)
/// for which `holds` is true.
pub(super) fn check(
    n: usize,
    masks: &[u32],
    permutation: bool,
    holds: impl Fn(&[u8]) -> bool,
    mut narrow: impl FnMut(&mut [u32]) -> Result<(), Contradiction>,
) {
    let mut supported = vec![0u32; masks.len()];
    let mut digits = vec![0u8; masks.len()];
    let mut any = false;
    walk(
        0,
        n,
        masks,
        permutation,
        &mut digits,
        &mut |digits: &[u8]| {
            if holds(digits) {
                any = true;
                for (s, &d) in supported.iter_mut().zip(digits) {
                    *s |= 1 << (d - 1);
                }
            }
        },
    );
    let mut narrowed = masks.to_vec();
    let result = narrow(&mut narrowed);
    match result {
        Err(Contradiction) => assert!(!any, "failed on {masks:?}, which has a solution"),
        Ok(()) => {
            for (k, (&after, &need)) in narrowed.iter().zip(&supported).enumerate() {
                assert_eq!(
                    need & !after,
                    0,
                    "cell {k} of {masks:?} lost a digit a solution uses: {after:b} of {need:b}"
                );
                assert_eq!(after & !masks[k], 0, "cell {k} gained a digit");
            }
            // A full line the context allows (a permutation, for a whole row) that
            // breaks the rule must fail.
            let full = masks.iter().all(|m| m.is_power_of_two());
            let distinct =
                masks.iter().fold(0u32, |a, &m| a | m).count_ones() as usize == masks.len();
            if full && (!permutation || distinct) {
                assert!(any, "accepted {masks:?}, which breaks the rule");
            }
        }
    }
}

fn walk(
    k: usize,
    n: usize,
    masks: &[u32],
    permutation: bool,
    digits: &mut Vec<u8>,
    visit: &mut impl FnMut(&[u8]),
) {
    if k == masks.len() {
        visit(digits);
        return;
    }
    for d in 1..=n as u8 {
        if masks[k] & 1 << (d - 1) == 0 || (permutation && digits[..k].contains(&d)) {
            continue;
        }
        digits[k] = d;
        walk(k + 1, n, masks, permutation, digits, visit);
    }
}

/// Random candidates for `len` cells of digits 1..=`n`: mostly full or wide, some
/// single digits, now and then an empty-ish pick (a random subset, never empty).
pub(super) fn random_masks(rng: &mut Rng, n: usize, len: usize) -> Vec<u32> {
    let full = (1u32 << n) - 1;
    (0..len)
        .map(|_| match rng.below(4) {
            0 => full,
            1 => 1 << rng.below(n),
            _ => {
                let m = (rng.next() as u32) & full;
                if m == 0 {
                    full
                } else {
                    m
                }
            }
        })
        .collect()
}
