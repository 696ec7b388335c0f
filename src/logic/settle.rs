//! Naked and hidden singles to their fixpoint, driven by a work list: the fast way to
//! ask whether an assumption breaks a position, and where it leads when it does not.
//!
//! The forcing nets' [`propagate`](super::nets) sweeps every cell and every unit each
//! round, and its rounds' order is part of what it reports (the placements, in order,
//! and the first break met). Most questions need less: whether singles break the
//! position, and the position they end in. Both are the same whatever the order of
//! the placements (singles are monotone: their fixpoint is unique, and a break found in
//! one order is met in every order), so [`settle`] looks only where the last placement
//! changed something:
//! - a peer that lost the digit may now have one candidate left, or none;
//! - each unit of such a peer may have one place left for the digit, or none;
//! - each unit of the filled cell may have one place left for the cell's other digits.
//!
//! Measured (callgrind, `solve_path` of four of the forum's hardest puzzles, together
//! with skipping what an unbroken branch placed): the nested forcing net's search went
//! from 338 M to 128 M instructions, the whole paths from 1 646 M to 1 016 M.

use super::cells::{bit, first_digit, units_of, PEERS, UNIT_SETS};
use super::Position;

/// The cells of each unit, as indices.
const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut out = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        let mut i = 0;
        while i < 81 {
            if UNIT_SETS[u].0 & (1 << i) != 0 {
                out[u][k] = i as u8;
                k += 1;
            }
            i += 1;
        }
        u += 1;
    }
    out
};

/// The 20 peers of each cell, as indices.
const PEER_CELLS: [[u8; 20]; 81] = {
    let mut out = [[0u8; 20]; 81];
    let mut i = 0;
    while i < 81 {
        let mut k = 0;
        let mut j = 0;
        while j < 81 {
            if PEERS[i].0 & (1 << j) != 0 {
                out[i][k] = j as u8;
                k += 1;
            }
            j += 1;
        }
        i += 1;
    }
    out
};

/// The units of each cell (row, column, box).
const CELL_UNITS: [[u8; 3]; 81] = {
    let mut out = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let units = units_of(i);
        out[i] = [units[0] as u8, units[1] as u8, units[2] as u8];
        i += 1;
    }
    out
};

/// The work left: the cells (bit `i`) to look at for a naked single (or no candidate),
/// and for each digit the units (bit `u`) to look at for a hidden single (or no place).
/// Sets, not queues: no allocation, and a cell or unit is looked at once however many
/// changes reached it.
struct Work {
    cells: u128,
    units: [u32; 9],
}

impl Work {
    fn unit(&mut self, u: u8, d: u8) {
        self.units[usize::from(d - 1)] |= 1 << u;
    }

    /// The units to look at after cell `i` lost the candidates `lost`.
    fn lost(&mut self, i: usize, lost: u16) {
        for u in CELL_UNITS[i] {
            let mut m = lost;
            while m != 0 {
                let d = first_digit(m);
                self.unit(u, d);
                m &= m - 1;
            }
        }
    }
}

/// Fills cell `i` with `d` in `position`, noting the work it makes.
fn place(position: &mut Position, i: usize, d: u8, work: &mut Work) {
    let others = position.masks[i] & !bit(d);
    position.digits[i] = d;
    position.masks[i] = 0;
    work.lost(i, others);
    let b = bit(d);
    for &j in &PEER_CELLS[i] {
        let j = usize::from(j);
        if position.masks[j] & b != 0 {
            position.masks[j] &= !b;
            work.cells |= 1 << j;
            work.lost(j, b);
        }
    }
}

/// Runs the work list to its end: `false` when the position breaks (a blank cell
/// without candidates, or a digit without a place in a unit).
fn run(position: &mut Position, work: &mut Work) -> bool {
    loop {
        while work.cells != 0 {
            let j = work.cells.trailing_zeros() as usize;
            work.cells &= work.cells - 1;
            if position.digits[j] != 0 {
                continue;
            }
            let m = position.masks[j];
            if m == 0 {
                return false;
            }
            if m & (m - 1) == 0 {
                place(position, j, first_digit(m), work);
            }
        }
        let Some(k) = work.units.iter().position(|&u| u != 0) else {
            return true;
        };
        let u = work.units[k].trailing_zeros() as usize;
        work.units[k] &= work.units[k] - 1;
        let d = k as u8 + 1;
        let b = bit(d);
        let (mut count, mut last, mut placed) = (0, 0, false);
        for &j in &UNIT_CELLS[u] {
            let j = usize::from(j);
            placed |= position.digits[j] == d;
            if position.masks[j] & b != 0 {
                count += 1;
                last = j;
            }
        }
        match (placed, count) {
            (true, _) => {}
            (false, 0) => return false,
            (false, 1) => place(position, last, d, work),
            _ => {}
        }
    }
}

/// Places `d` in cell `i` of `position` and every single that follows: the position
/// they end in, or `None` when it breaks (also when `i` holds another digit or has lost
/// `d`). `position` must have no single left (as [`settle`] leaves it).
pub(crate) fn assume(position: &Position, i: usize, d: u8) -> Option<Position> {
    match position.digits[i] {
        0 if position.masks[i] & bit(d) != 0 => {}
        e => return (e == d).then_some(*position),
    }
    let mut next = *position;
    let mut work = Work {
        cells: 0,
        units: [0; 9],
    };
    place(&mut next, i, d, &mut work);
    run(&mut next, &mut work).then_some(next)
}

/// Removes `d` from cell `i` of the settled `position` and places every single that
/// follows: the position they end in, or `None` when it breaks (also when `d` is the
/// digit placed in `i`).
pub(crate) fn eliminate(position: &Position, i: usize, d: u8) -> Option<Position> {
    if position.digits[i] == d {
        return None;
    }
    let b = bit(d);
    let mut next = *position;
    if next.masks[i] & b == 0 {
        return Some(next);
    }
    next.masks[i] &= !b;
    let mut work = Work {
        cells: 1 << i,
        units: [0; 9],
    };
    work.lost(i, b);
    run(&mut next, &mut work).then_some(next)
}

/// Every naked and hidden single of `position`, and the singles they lead to: the
/// position they end in, or `None` when it breaks.
pub(crate) fn settle(position: &Position) -> Option<Position> {
    let mut next = *position;
    let mut work = Work {
        cells: (1 << 81) - 1,
        units: [(1 << 27) - 1; 9],
    };
    run(&mut next, &mut work).then_some(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    /// The work list ends where the sweeping propagation does, and breaks where it
    /// breaks, for every candidate of the positions along hard puzzles' paths; a
    /// removal worked in ends where settling the whole position does.
    #[test]
    fn agrees_with_the_sweeps() {
        let hardest = include_str!("../../tests/fixtures/puzzles6_forum_hardest_1106.txt");
        let (mut broken, mut whole) = (0, 0);
        for line in hardest.lines().filter(|l| !l.starts_with('#')).step_by(10) {
            let grid = Grid::from_line(&line[..81]).unwrap();
            let mut position = Position::new(&grid).unwrap();
            for (n, step) in crate::solve_path(&grid).unwrap().iter().enumerate() {
                position.apply(step);
                let Some(settled) = settle(&position) else {
                    continue;
                };
                if n % 4 != 0 {
                    continue;
                }
                for i in 0..81 {
                    for d in super::super::cells::digits(settled.masks[i]) {
                        let fast = assume(&settled, i, d);
                        let slow = super::super::nets::assume_by_sweeps(&settled, i, d);
                        assert_eq!(fast, slow, "{line} r{}c{}={d}", i / 9 + 1, i % 9 + 1);
                        match fast {
                            None => broken += 1,
                            Some(_) => whole += 1,
                        }
                        let mut removed = settled;
                        removed.masks[i] &= !bit(d);
                        assert_eq!(eliminate(&settled, i, d), settle(&removed), "{line}");
                    }
                }
            }
        }
        assert!(broken > 20 && whole > 20, "{broken} {whole}");
    }
}
