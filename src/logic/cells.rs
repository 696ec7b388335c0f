//! Cell sets and the fixed geometry of the grid (units and peers), shared by every
//! technique.
//!
//! Layout: a [`CellSet`] is a `u128` whose bit `i` stands for cell `i` (row-major,
//! 0-80); bits 81-127 are always clear. Units are numbered 0-26: rows 0-8, columns
//! 9-17, boxes 18-26, the order of [`Unit::all`]. A digit mask is a `u16` whose bit
//! `d - 1` stands for digit `d`.
//!
//! A set of 81 bits makes "the cells of box 5 that still allow 7 and see r2c3" one AND of
//! three words. The rejected alternative, lists of indices, made every pattern search
//! allocate and loop; the sets keep the searches branch-light.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub};

use crate::core::grid::{Cell, Unit};

/// A set of cells: bit `i` is cell `i`.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Hash)]
pub(crate) struct CellSet(pub(crate) u128);

impl CellSet {
    /// No cell.
    pub(crate) const EMPTY: CellSet = CellSet(0);

    /// The set holding `i` alone.
    pub(crate) const fn single(i: usize) -> CellSet {
        CellSet(1 << i)
    }

    pub(crate) fn contains(self, i: usize) -> bool {
        self.0 >> i & 1 != 0
    }

    pub(crate) fn insert(&mut self, i: usize) {
        self.0 |= 1 << i;
    }

    pub(crate) fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub(crate) fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest cell, if any.
    pub(crate) fn first(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }

    /// Whether every cell of `self` is in `other`.
    pub(crate) fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cells in increasing order.
    pub(crate) fn iter(self) -> CellIter {
        CellIter(self.0)
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    /// The cells of `self` that are not in `other`.
    fn sub(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, other: CellSet) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, other: CellSet) {
        self.0 |= other.0;
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        for i in iter {
            set.insert(i);
        }
        set
    }
}

/// Iterator over the cells of a [`CellSet`], lowest first.
pub(crate) struct CellIter(u128);

impl Iterator for CellIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// Every digit: bits 0-8.
pub(crate) const ALL_DIGITS: u16 = 0x1ff;

/// The row of cell `i`, 0-8.
pub(crate) const fn row_of(i: usize) -> usize {
    i / 9
}

/// The column of cell `i`, 0-8.
pub(crate) const fn col_of(i: usize) -> usize {
    i % 9
}

/// The box of cell `i`, 0-8.
pub(crate) const fn box_of(i: usize) -> usize {
    i / 27 * 3 + i % 9 / 3
}

/// The three units of cell `i`: its row, column and box, as unit numbers 0-26.
pub(crate) const fn units_of(i: usize) -> [usize; 3] {
    [row_of(i), 9 + col_of(i), 18 + box_of(i)]
}

const fn build_unit_sets() -> [CellSet; 27] {
    let mut sets = [CellSet(0); 27];
    let mut i = 0;
    while i < 81 {
        let units = units_of(i);
        let mut k = 0;
        while k < 3 {
            sets[units[k]].0 |= 1 << i;
            k += 1;
        }
        i += 1;
    }
    sets
}

const fn build_peers() -> [CellSet; 81] {
    let mut peers = [CellSet(0); 81];
    let mut i = 0;
    while i < 81 {
        let units = units_of(i);
        let mut k = 0;
        while k < 3 {
            peers[i].0 |= UNIT_SETS[units[k]].0;
            k += 1;
        }
        peers[i].0 &= !(1 << i);
        i += 1;
    }
    peers
}

/// The nine cells of each unit.
pub(crate) const UNIT_SETS: [CellSet; 27] = build_unit_sets();

/// The 20 peers of each cell (the other cells of its row, column and box); never the
/// cell itself.
pub(crate) const PEERS: [CellSet; 81] = build_peers();

/// Every rectangle over exactly two boxes (its rows share a band or its columns a stack,
/// not both), the shape of unique, hidden and avoidable rectangles: corners
/// `[r1c1, r1c2, r2c1, r2c2]` with r1 < r2 and c1 < c2, in row-major order of (r1, r2,
/// c1, c2). Corners 0 and 3 form one diagonal, 1 and 2 the other.
pub(crate) fn two_box_rectangles() -> impl Iterator<Item = [usize; 4]> {
    (0..9).flat_map(|r1| {
        (r1 + 1..9).flat_map(move |r2| {
            (0..9).flat_map(move |c1| {
                (c1 + 1..9)
                    .filter(move |&c2| (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3))
                    .map(move |c2| [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2])
            })
        })
    })
}

/// The public [`Cell`] for index `i` (always in range: every index here is below 81).
pub(crate) fn cell(i: usize) -> Cell {
    Cell::at(row_of(i) as u8, col_of(i) as u8)
}

/// The public [`Unit`] for unit number `u`.
pub(crate) fn unit(u: usize) -> Unit {
    let index = (u % 9) as u8;
    match u / 9 {
        0 => Unit::Row(index),
        1 => Unit::Column(index),
        _ => Unit::Box(index),
    }
}

/// The digits of a mask, lowest first.
pub(crate) fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask >> (d - 1) & 1 != 0)
}

/// The bit of digit `d` (1-9).
pub(crate) const fn bit(d: u8) -> u16 {
    1 << (d - 1)
}

/// The lowest digit of a non-empty mask.
pub(crate) fn first_digit(mask: u16) -> u8 {
    mask.trailing_zeros() as u8 + 1
}

/// The units (0-26) that contain every cell of a non-empty set.
pub(crate) fn shared_units(set: CellSet) -> Vec<usize> {
    (0..27).filter(|&u| set.is_subset(UNIT_SETS[u])).collect()
}

/// Calls `f` with each `k`-element combination of `0..n` in lexicographic order until it
/// returns true; returns whether it did.
pub(crate) fn combinations(n: usize, k: usize, mut f: impl FnMut(&[usize]) -> bool) -> bool {
    if k == 0 || k > n {
        return false;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    loop {
        if f(&idx) {
            return true;
        }
        // Advance the rightmost index that can still move, then reset those after it.
        let mut j = k;
        loop {
            if j == 0 {
                return false;
            }
            j -= 1;
            if idx[j] < n - k + j {
                break;
            }
        }
        idx[j] += 1;
        for m in j + 1..k {
            idx[m] = idx[m - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_agrees_with_units() {
        for (i, peers) in PEERS.iter().enumerate() {
            assert_eq!(peers.len(), 20);
            assert!(!peers.contains(i));
            for (u, set) in UNIT_SETS.iter().enumerate() {
                assert_eq!(set.contains(i), unit(u).contains(cell(i)));
            }
        }
        assert_eq!(unit(22).to_string(), "box 5");
        assert_eq!(
            shared_units(CellSet::single(0) | CellSet::single(1)),
            vec![0, 18]
        );
    }

    #[test]
    fn combinations_are_all_there() {
        let mut seen = Vec::new();
        combinations(5, 3, |c| {
            seen.push(c.to_vec());
            false
        });
        assert_eq!(seen.len(), 10);
        assert_eq!(seen[0], vec![0, 1, 2]);
        assert_eq!(seen[9], vec![2, 3, 4]);
        assert!(!combinations(2, 3, |_| true));
        assert!(combinations(4, 4, |c| c == [0, 1, 2, 3]));
    }

    #[test]
    fn sets() {
        let set: CellSet = [3, 80, 40].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![3, 40, 80]);
        assert_eq!(set.first(), Some(3));
        assert!(CellSet::single(40).is_subset(set));
        assert_eq!((set - CellSet::single(3)).len(), 2);
        assert_eq!(digits(0b1_0000_0101).collect::<Vec<_>>(), vec![1, 3, 9]);
    }
}
