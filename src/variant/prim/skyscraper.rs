//! A skyscraper clue: reading a row or column from the clue's side, a digit is seen when
//! it is taller than every digit before it; the clue counts the digits seen.
//!
//! Dynamic programming over the line, states (tallest so far, seen so far): forward,
//! the counts each state can have been reached with (a bitset per tallest digit);
//! backward, the counts from which the rest of the line can still end on the clue. The
//! line is a whole row or column, so it holds N somewhere: the tallest digit at the end
//! is N, which is what pins a 1 clue's first cell to N. A digit survives in a cell when
//! some state before it reaches, through that digit, a state that can still finish.
//! O(cells × N × N) bit operations, no allocation; exact for lines whose digits may
//! repeat, and the row's all-different rule does the rest.

use crate::variant::propagate::Contradiction;

/// The largest N (and line length) the tables hold.
const MAX: usize = 25;

/// Narrows the line `masks` (the row or column from the clue's side, all N cells) so
/// that `visible` digits are seen; `Err` when no assignment can be.
pub(crate) fn narrow(masks: &mut [u32], visible: usize) -> Result<(), Contradiction> {
    let n = masks.len();
    if n == 0 || n > MAX || visible == 0 || visible > n {
        return Err(Contradiction);
    }
    let width = n + 1;
    // forward[i * width + t]: the counts (bit c) with which the first i cells can end
    // with tallest digit t (0: no cell yet).
    let mut forward = [0u32; (MAX + 1) * (MAX + 1)];
    // backward[i * width + t]: the counts before cell i, tallest t, from which the
    // remaining cells end with N tallest and `visible` seen.
    let mut backward = [0u32; (MAX + 1) * (MAX + 1)];
    forward[0] = 1;
    for i in 0..n {
        let m = masks[i];
        for t in 0..width {
            let counts = forward[i * width + t];
            if counts == 0 {
                continue;
            }
            let mut bits = m;
            while bits != 0 {
                let d = bits.trailing_zeros() as usize + 1;
                bits &= bits - 1;
                if d > n {
                    break;
                }
                if d > t {
                    forward[(i + 1) * width + d] |= counts << 1;
                } else {
                    forward[(i + 1) * width + t] |= counts;
                }
            }
        }
    }
    backward[n * width + n] = 1 << visible;
    for i in (0..n).rev() {
        let m = masks[i];
        for t in 0..width {
            let mut need = 0u32;
            let mut bits = m;
            while bits != 0 {
                let d = bits.trailing_zeros() as usize + 1;
                bits &= bits - 1;
                if d > n {
                    break;
                }
                need |= if d > t {
                    backward[(i + 1) * width + d] >> 1
                } else {
                    backward[(i + 1) * width + t]
                };
            }
            backward[i * width + t] = need;
        }
    }
    if forward[0] & backward[0] == 0 {
        return Err(Contradiction);
    }
    for i in 0..n {
        let m = masks[i];
        let mut keep = 0u32;
        let mut bits = m;
        while bits != 0 {
            let d = bits.trailing_zeros() as usize + 1;
            let bit = bits & bits.wrapping_neg();
            bits &= bits - 1;
            if d > n {
                break;
            }
            let fits = (0..width).any(|t| {
                let before = forward[i * width + t];
                before != 0
                    && before
                        & if d > t {
                            backward[(i + 1) * width + d] >> 1
                        } else {
                            backward[(i + 1) * width + t]
                        }
                        != 0
            });
            if fits {
                keep |= bit;
            }
        }
        if keep == 0 {
            return Err(Contradiction);
        }
        masks[i] = keep;
    }
    Ok(())
}

/// How many digits of `digits` are seen from its start (the tests' oracle).
#[cfg(test)]
fn seen(digits: &[u8]) -> usize {
    let mut tallest = 0;
    let mut count = 0;
    for &d in digits {
        if d > tallest {
            tallest = d;
            count += 1;
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::super::testing::{check, random_masks, Rng};
    use super::*;

    #[test]
    fn the_clues_everyone_knows() {
        // Clue 1: N first. Clue N: 1..N in order.
        let mut masks = vec![0x1ff; 9];
        narrow(&mut masks, 1).unwrap();
        assert_eq!(masks[0], 1 << 8);
        let mut masks = vec![0x1ff; 9];
        narrow(&mut masks, 9).unwrap();
        assert_eq!(masks, (0..9).map(|d| 1 << d).collect::<Vec<u32>>());
        // Clue 2 on 4 cells: the first cell is not 4.
        let mut masks = vec![0b1111; 4];
        narrow(&mut masks, 2).unwrap();
        assert_eq!(masks[0], 0b0111);
        // Clue 3 on 4 cells, first cell 3: only 4 can be seen after it.
        let mut masks = vec![0b0100, 0b1111, 0b1111, 0b1111];
        assert!(narrow(&mut masks, 3).is_err());
        assert_eq!(seen(&[2, 1, 4, 3]), 2);
    }

    #[test]
    fn never_removes_a_digit_of_an_assignment_that_holds() {
        let mut rng = Rng::new(22);
        for _ in 0..3000 {
            let n = 4 + rng.below(3);
            let masks = random_masks(&mut rng, n, n);
            let visible = 1 + rng.below(n);
            check(
                n,
                &masks,
                true,
                |d| seen(d) == visible,
                |m| narrow(m, visible),
            );
        }
    }
}
