//! One graph of candidates for the variant logic engine's chains: which pairs of
//! candidates cannot both be true (weak links) and which sets of cells must hold a digit
//! (strong links, when two places are left).
//!
//! A candidate is `(cell, digit)`, numbered `cell * N + digit - 1`. Weak links are
//! implicit where they are dense: two digits of one cell, and one digit in two cells that
//! must differ (the model's peers: rows, columns, regions, diagonals, cages, anti-knight
//! ...). Every other weak link is explicit, in compressed rows (CSR) per candidate, tagged
//! with the source it comes from (an opaque number the caller names: the logic engine
//! numbers its rules). By default a rule's links come from running the rule alone on each
//! of its candidates in turn ([`LinksBuilder::add_local`]) and recording what dies: a
//! kropki dot, a thermometer, a cage sum or a whisper line then feeds the chains without
//! any code of its own.
//!
//! Strong links are the position's: a cell with two candidates left, or a set of cells
//! that must contain a digit ([`Must`]: every house of N cells for every digit, and a
//! cage's digits that every fitting combination holds) with two places left. The chain
//! engine reads them as singles while it follows implications (a last candidate, a last
//! place), so a bivalue cell and a bilocal house are the strong links of an alternating
//! inference chain.
//!
//! Weak links hold in every position narrower than the one they were found in: a rule's
//! propagator only removes a digit that no assignment of its cells allows, and fewer
//! candidates allow fewer assignments.

/// A set of cells that must hold `digit` (once: the cells all differ).
#[derive(Clone, Debug)]
pub(crate) struct Must {
    pub cells: Vec<u16>,
    pub digit: u8,
}

/// The link graph of one puzzle (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Links {
    /// N.
    pub n: usize,
    /// 64-bit words per cell in `peer_bits`.
    words: usize,
    /// Per cell, the cells that must differ from it, as a bitset.
    peer_bits: Vec<u64>,
    /// `weak[start[x]..start[x + 1]]`: the explicit weak links of candidate `x`, each
    /// (other candidate, source).
    start: Vec<u32>,
    weak: Vec<(u32, u32)>,
    /// The sets of cells that must hold a digit.
    pub musts: Vec<Must>,
    /// `must_of[must_start[x]..must_start[x + 1]]`: the musts candidate `x` is a place of.
    must_start: Vec<u32>,
    must_of: Vec<u32>,
}

impl Links {
    /// The cells that must differ from `cell`, as a bitset of words.
    #[inline]
    pub fn peer_bits_of(&self, cell: usize) -> &[u64] {
        &self.peer_bits[cell * self.words..(cell + 1) * self.words]
    }

    /// The explicit weak links of candidate `x`: (other candidate, source).
    #[inline]
    pub fn weak_of(&self, x: usize) -> &[(u32, u32)] {
        &self.weak[self.start[x] as usize..self.start[x + 1] as usize]
    }

    /// The musts candidate `x` is a place of.
    #[inline]
    pub fn musts_of(&self, x: usize) -> &[u32] {
        &self.must_of[self.must_start[x] as usize..self.must_start[x + 1] as usize]
    }

    /// The source of a weak link between candidates `a` and `b`: `None` for two digits of
    /// one cell or one digit in two cells that differ (implicit), `Some(source)` for an
    /// explicit link; `None` too when there is none.
    #[cfg(test)]
    fn explicit_source(&self, a: usize, b: usize) -> Option<u32> {
        self.weak_of(a)
            .iter()
            .find(|&&(x, _)| x as usize == b)
            .map(|&(_, s)| s)
    }

    /// Whether candidates `a` and `b` cannot both be true.
    #[cfg(test)]
    fn weak(&self, a: usize, b: usize) -> bool {
        let n = self.n;
        let (ca, cb) = (a / n, b / n);
        if a == b {
            return false;
        }
        let sees = self.peer_bits[ca * self.words + cb / 64] >> (cb % 64) & 1 == 1;
        if ca == cb || (a % n == b % n && sees) {
            return true;
        }
        self.explicit_source(a, b).is_some()
    }
}

/// Collects links, then compresses them ([`LinksBuilder::finish`]).
pub(crate) struct LinksBuilder {
    n: usize,
    cells: usize,
    words: usize,
    peer_bits: Vec<u64>,
    pairs: Vec<(u32, u32, u32)>,
    musts: Vec<Must>,
}

impl LinksBuilder {
    /// A graph over `cells` cells of N digits; `peer_bits` is per cell a bitset (`words`
    /// words) of the cells that must differ from it.
    pub fn new(n: usize, cells: usize, words: usize, peer_bits: Vec<u64>) -> LinksBuilder {
        LinksBuilder {
            n,
            cells,
            words,
            peer_bits,
            pairs: Vec::new(),
            musts: Vec::new(),
        }
    }

    /// A weak link between candidates `a` and `b` (both ways) from `source`; nothing when
    /// it is implicit already.
    pub fn add_weak(&mut self, a: u32, b: u32, source: u32) {
        let n = self.n;
        let (ca, cb) = (a as usize / n, b as usize / n);
        if a == b || ca == cb {
            return;
        }
        let peers = self.peer_bits[ca * self.words + cb / 64] >> (cb % 64) & 1 == 1;
        if a as usize % n == b as usize % n && peers {
            return;
        }
        self.pairs.push((a, b, source));
        self.pairs.push((b, a, source));
    }

    /// The weak links a rule over `cells` implies, found by running it alone:
    /// `masks[i]` is cell `i`'s candidates now; `narrow` runs the rule on masks of its
    /// cells (same order) and returns `false` when the rule cannot hold. For each
    /// candidate of each cell, the rule runs with the cell fixed to that digit, and every
    /// candidate of another cell it removes is weakly linked to it.
    pub fn add_local(
        &mut self,
        cells: &[u16],
        masks: &[u32],
        source: u32,
        mut narrow: impl FnMut(&mut [u32]) -> bool,
    ) {
        let n = self.n;
        let mut work = masks.to_vec();
        for (i, &cell) in cells.iter().enumerate() {
            let mut digits = masks[i];
            if digits.count_ones() < 2 {
                continue;
            }
            while digits != 0 {
                let bit = digits & digits.wrapping_neg();
                digits &= digits - 1;
                work.copy_from_slice(masks);
                work[i] = bit;
                if !narrow(&mut work) {
                    continue;
                }
                let a = usize::from(cell) * n + bit.trailing_zeros() as usize;
                for (j, &other) in cells.iter().enumerate() {
                    let mut dead = masks[j] & !work[j];
                    if j == i || other == cell {
                        continue;
                    }
                    while dead != 0 {
                        let e = dead.trailing_zeros() as usize;
                        dead &= dead - 1;
                        self.add_weak(a as u32, (usize::from(other) * n + e) as u32, source);
                    }
                }
            }
        }
    }

    /// A set of cells (that all differ) that must hold `digit`.
    pub fn add_must(&mut self, cells: Vec<u16>, digit: u8) {
        self.musts.push(Must { cells, digit });
    }

    /// The graph.
    pub fn finish(mut self) -> Links {
        let candidates = self.cells * self.n;
        self.pairs.sort_unstable();
        self.pairs.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
        let mut start = vec![0u32; candidates + 1];
        for &(a, _, _) in &self.pairs {
            start[a as usize + 1] += 1;
        }
        for x in 0..candidates {
            start[x + 1] += start[x];
        }
        let weak = self.pairs.iter().map(|&(_, b, s)| (b, s)).collect();
        let mut must_start = vec![0u32; candidates + 1];
        let mut entries: Vec<(u32, u32)> = Vec::new();
        for (m, must) in self.musts.iter().enumerate() {
            for &c in &must.cells {
                let x = usize::from(c) * self.n + usize::from(must.digit) - 1;
                entries.push((x as u32, m as u32));
            }
        }
        entries.sort_unstable();
        entries.dedup();
        for &(x, _) in &entries {
            must_start[x as usize + 1] += 1;
        }
        for x in 0..candidates {
            must_start[x + 1] += must_start[x];
        }
        Links {
            n: self.n,
            words: self.words,
            peer_bits: self.peer_bits,
            start,
            weak,
            musts: self.musts,
            must_start,
            must_of: entries.into_iter().map(|(_, m)| m).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Four cells, digits 1..4; cells 0 and 1 differ.
    fn builder() -> LinksBuilder {
        let mut bits = vec![0u64; 4];
        bits[0] = 0b10;
        bits[1] = 0b01;
        LinksBuilder::new(4, 4, 1, bits)
    }

    #[test]
    fn implicit_links_are_cells_and_peers() {
        let links = builder().finish();
        assert!(links.weak(0, 1), "two digits of one cell");
        assert!(links.weak(0, 4), "digit 1 in cells 0 and 1, which differ");
        assert!(!links.weak(0, 8), "cells 0 and 2 may repeat");
        assert!(!links.weak(0, 0));
    }

    #[test]
    fn a_local_rule_links_what_it_removes() {
        // Cells 2 and 3 sum to 5 (digits may repeat).
        let mut b = builder();
        let sum = |m: &mut [u32]| {
            // The digits of `a` that some digit of `b` completes to 5.
            let keep = |a: u32, b: u32| {
                (0..4u32)
                    .filter(|&x| a >> x & 1 == 1 && x + 2 <= 5 && 5 - x - 2 < 4)
                    .filter(|&x| b >> (5 - x - 2) & 1 == 1)
                    .fold(0u32, |k, x| k | 1 << x)
            };
            let (a, c) = (keep(m[0], m[1]), keep(m[1], m[0]));
            m[0] = a;
            m[1] = c;
            a != 0 && c != 0
        };
        b.add_local(&[2, 3], &[0xf, 0xf], 7, sum);
        let links = b.finish();
        // Cell 2 = 1 leaves cell 3 only 4: it removes 1, 2 and 3 there.
        let x = 2 * 4;
        assert_eq!(links.explicit_source(x, 3 * 4), Some(7));
        assert!(links.weak(x, 3 * 4 + 2));
        assert!(!links.weak(x, 3 * 4 + 3), "1 + 4 = 5");
        assert!(links.weak(3 * 4 + 2, x), "links go both ways");
    }

    #[test]
    fn musts_index_their_places() {
        let mut b = builder();
        b.add_must(vec![0, 1], 2);
        let links = b.finish();
        assert_eq!(links.musts_of(1), &[0]);
        assert_eq!(links.musts_of(4 + 1), &[0]);
        assert!(links.musts_of(0).is_empty());
        assert_eq!(links.musts[0].digit, 2);
    }
}
