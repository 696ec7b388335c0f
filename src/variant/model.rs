//! The rules of a [`Puzzle`], compiled for the search: candidate masks, peers, full
//! houses and one propagator per rule that is more than "these cells differ".
//!
//! Candidates are `u32` masks, bit `d - 1` for digit `d` (N ≤ 25). Every all-different
//! rule (rows, columns, regions, diagonals, extra regions, killer cages, renban lines,
//! anti-knight, anti-king) becomes peer lists: a placed digit leaves its peers at once.
//! The houses of exactly N cells also feed hidden singles. The rest are [`Prop`]s,
//! watched by their cells: a propagator runs again when one of its cells loses a
//! candidate.

use super::puzzle::{Axis, Constraint, Diagonal, Mark, Puzzle};

/// The set of digits `lo..=hi` (1-based, clamped to 1..=32), empty when `lo > hi`.
pub(crate) fn range_mask(lo: i64, hi: i64) -> u32 {
    let lo = lo.max(1);
    let hi = hi.min(32);
    if lo > hi {
        return 0;
    }
    let upper = if hi >= 32 { u32::MAX } else { (1u32 << hi) - 1 };
    upper & !((1u32 << (lo - 1)) - 1)
}

/// The smallest digit of a non-empty mask.
#[inline]
pub(crate) fn low(mask: u32) -> i64 {
    i64::from(mask.trailing_zeros()) + 1
}

/// The largest digit of a non-empty mask.
#[inline]
pub(crate) fn high(mask: u32) -> i64 {
    32 - i64::from(mask.leading_zeros())
}

/// A binary relation between two digits: `allowed[d - 1]` is the set of digits the
/// partner may hold when this cell holds `d`.
pub(crate) type Relation = [u32; 25];

/// One propagator: a rule over several cells, narrowed to what its cells allow.
#[derive(Clone, Debug)]
pub(crate) enum Prop {
    /// A relation between two cells: `forward` gives `b`'s digits for each digit of
    /// `a`, `backward` `a`'s for each of `b` (indices into [`Model::relations`]).
    Pair {
        a: u16,
        b: u16,
        forward: u16,
        backward: u16,
    },
    /// Strictly increasing digits along the cells (thermometer).
    Increasing { cells: Vec<u16> },
    /// Distinct digits summing to `sum`: the digit sets of the right size and sum
    /// (`combos`), or bounds when there would be too many to list. A digit every
    /// possible set holds leaves the cells outside that see all its places in the cage.
    Cage {
        cells: Vec<u16>,
        sum: i64,
        combos: Option<Vec<u32>>,
    },
    /// `Σ weight·digit = sum` (digits may repeat): little killers, arrows.
    Linear {
        cells: Vec<u16>,
        weights: Vec<i64>,
        sum: i64,
    },
    /// The digits between the 1 and the N of a row or column (cells in order) sum to `sum`.
    Sandwich { cells: Vec<u16>, sum: i64 },
    /// Distinct digits forming a run (renban).
    Run { cells: Vec<u16> },
    /// The inner cells lie strictly between the two ends.
    Between { cells: Vec<u16> },
    /// Each listed digit appears among the cells, as many times as it is listed.
    Contains {
        cells: Vec<u16>,
        digits: Vec<(u32, u8)>,
    },
}

/// A [`Puzzle`] compiled for the search.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    /// N.
    pub n: usize,
    /// Every digit: the low N bits.
    pub full: u32,
    /// The candidates before any propagation: givens, odd/even.
    pub init: Vec<u32>,
    /// `peers[peer_start[c]..peer_start[c + 1]]`: the cells that must differ from `c`.
    pub peer_start: Vec<u32>,
    pub peers: Vec<u16>,
    /// The same as bitsets: `words` 64-bit words per cell, bit `p` of cell `c`'s words
    /// set when `p` must differ from `c` (so the cells that see every one of a set of
    /// cells are an AND of their rows).
    pub words: usize,
    pub peer_bits: Vec<u64>,
    /// The all-different houses of exactly N cells (each digit once), flattened by N.
    pub houses: Vec<u16>,
    pub props: Vec<Prop>,
    pub relations: Vec<Relation>,
    /// Pairs of houses that share 2 or more cells: (shared, rest of the first, rest of
    /// the second). A digit the first house can hold only in the shared cells leaves the
    /// rest of the second (locked candidates).
    pub intersections: Vec<[Vec<u16>; 3]>,
    /// `watch[watch_start[c]..watch_start[c + 1]]`: the props to run when `c` changes.
    pub watch_start: Vec<u32>,
    pub watch: Vec<u32>,
}

impl Model {
    /// Compiles a puzzle whose shape is valid ([`Puzzle::validate_shape`]).
    pub fn new(puzzle: &Puzzle) -> Model {
        Builder::new(puzzle).compile(puzzle).finish()
    }

    /// The propagators of a puzzle's constraints, in order, and their relations, without
    /// the rest of a model (peers, watchers, intersections, the sums the 45 rule
    /// derives): what the logic engine's rules need of one constraint, for a fraction of
    /// the cost of [`Model::new`] (which a killer's rules once paid per cage).
    #[cfg(feature = "logic")]
    pub fn constraint_props(puzzle: &Puzzle) -> (Vec<Prop>, Vec<Relation>) {
        let builder = Builder::new(puzzle).compile(puzzle);
        (builder.props, builder.relations)
    }

    /// The cells that must differ from `cell`.
    #[inline]
    pub fn peers_of(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }

    /// The peers of `cell` as a bitset of [`Model::words`] words.
    #[inline]
    pub fn peer_bits_of(&self, cell: usize) -> &[u64] {
        &self.peer_bits[cell * self.words..(cell + 1) * self.words]
    }

    /// The props watching `cell`.
    #[inline]
    pub fn watchers_of(&self, cell: usize) -> &[u32] {
        &self.watch[self.watch_start[cell] as usize..self.watch_start[cell + 1] as usize]
    }
}

/// The largest number of digit sets a cage lists; beyond it the cage propagates bounds.
const MAX_COMBOS: usize = 20_000;

struct Builder {
    n: usize,
    /// The all-different groups, any size.
    groups: Vec<Vec<u16>>,
    props: Vec<Prop>,
    relations: Vec<Relation>,
    init: Vec<u32>,
    /// The killer cages with a sum, for the derived sums of houses ("45 rule").
    cages: Vec<(Vec<u16>, i64)>,
}

impl Builder {
    fn new(puzzle: &Puzzle) -> Builder {
        let n = usize::from(puzzle.size);
        let full = range_mask(1, n as i64);
        let init = puzzle
            .givens
            .iter()
            .map(|&g| if g == 0 { full } else { 1 << (g - 1) })
            .collect();
        Builder {
            n,
            groups: Vec::new(),
            props: Vec::new(),
            relations: Vec::new(),
            init,
            cages: Vec::new(),
        }
    }

    fn cell(&self, row: usize, col: usize) -> u16 {
        (row * self.n + col) as u16
    }

    /// A relation from a predicate on (digit of a, digit of b); returns its index.
    fn relation(&mut self, allowed: impl Fn(i64, i64) -> bool) -> u16 {
        let mut table = [0u32; 25];
        for (x, row) in table.iter_mut().enumerate().take(self.n) {
            for y in 0..self.n {
                if allowed(x as i64 + 1, y as i64 + 1) {
                    *row |= 1 << y;
                }
            }
        }
        if let Some(i) = self.relations.iter().position(|r| *r == table) {
            return i as u16;
        }
        self.relations.push(table);
        (self.relations.len() - 1) as u16
    }

    /// A symmetric-or-not relation between two cells.
    fn pair(&mut self, a: u16, b: u16, allowed: impl Fn(i64, i64) -> bool + Copy) {
        let forward = self.relation(allowed);
        let backward = self.relation(move |y, x| allowed(x, y));
        self.props.push(Prop::Pair {
            a,
            b,
            forward,
            backward,
        });
    }

    /// Every orthogonally adjacent pair, row-major.
    fn neighbours(&self) -> Vec<[u16; 2]> {
        let n = self.n;
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..n {
                if c + 1 < n {
                    out.push([self.cell(r, c), self.cell(r, c + 1)]);
                }
                if r + 1 < n {
                    out.push([self.cell(r, c), self.cell(r + 1, c)]);
                }
            }
        }
        out
    }

    /// The groups and the propagators of every constraint ([`Builder::finish`] then
    /// derives the rest).
    fn compile(mut self, puzzle: &Puzzle) -> Builder {
        let n = self.n;
        let regions = puzzle.region_of_cells();
        for i in 0..n {
            self.groups.push((0..n).map(|c| self.cell(i, c)).collect());
            self.groups.push((0..n).map(|r| self.cell(r, i)).collect());
            self.groups.push(
                (0..n * n)
                    .filter(|&c| usize::from(regions[c]) == i)
                    .map(|c| c as u16)
                    .collect(),
            );
        }
        // Marks on pairs, for the negative constraints and non-consecutive.
        let key = |cells: &[u16; 2]| (cells[0].min(cells[1]), cells[0].max(cells[1]));
        let mut white = Vec::new();
        let mut white_one = Vec::new();
        let mut black = Vec::new();
        let mut xs = Vec::new();
        let mut vs = Vec::new();
        for constraint in &puzzle.constraints {
            match constraint {
                Constraint::KropkiWhite { cells, difference } => {
                    white.push(key(cells));
                    if *difference == 1 {
                        white_one.push(key(cells));
                    }
                }
                Constraint::KropkiBlack { cells, .. } => black.push(key(cells)),
                Constraint::Xv { cells, sum: 10 } => xs.push(key(cells)),
                Constraint::Xv { cells, sum: 5 } => vs.push(key(cells)),
                _ => {}
            }
        }
        for constraint in &puzzle.constraints {
            self.add(constraint, &white, &white_one, &black, &xs, &vs);
        }
        self
    }

    fn add(
        &mut self,
        constraint: &Constraint,
        white: &[(u16, u16)],
        white_one: &[(u16, u16)],
        black: &[(u16, u16)],
        xs: &[(u16, u16)],
        vs: &[(u16, u16)],
    ) {
        let n = self.n;
        match constraint {
            Constraint::Diagonal { direction } => {
                let cells = (0..n)
                    .map(|i| match direction {
                        Diagonal::Main => self.cell(i, i),
                        Diagonal::Anti => self.cell(n - 1 - i, i),
                    })
                    .collect();
                self.groups.push(cells);
            }
            Constraint::ExtraRegion { cells } => self.groups.push(cells.clone()),
            Constraint::KillerCage { cells, sum } => {
                self.groups.push(cells.clone());
                if let Some(sum) = sum {
                    self.cages.push((cells.clone(), i64::from(*sum)));
                    let combos = combinations(n, cells.len(), i64::from(*sum));
                    self.props.push(Prop::Cage {
                        cells: cells.clone(),
                        sum: i64::from(*sum),
                        combos,
                    });
                }
            }
            Constraint::LittleKiller { cells, sum } => self.props.push(Prop::Linear {
                cells: cells.clone(),
                weights: vec![1; cells.len()],
                sum: i64::from(*sum),
            }),
            Constraint::Sandwich { axis, index, sum } => {
                let i = usize::from(*index);
                let cells = (0..n)
                    .map(|j| match axis {
                        Axis::Row => self.cell(i, j),
                        Axis::Column => self.cell(j, i),
                    })
                    .collect();
                self.props.push(Prop::Sandwich {
                    cells,
                    sum: i64::from(*sum),
                });
            }
            Constraint::Thermometer { cells } => self.props.push(Prop::Increasing {
                cells: cells.clone(),
            }),
            Constraint::Arrow { circle, line } => {
                let mut cells = circle.clone();
                cells.extend_from_slice(line);
                let mut weights: Vec<i64> = Vec::with_capacity(cells.len());
                for k in 0..circle.len() {
                    let power = (circle.len() - 1 - k).min(18) as u32;
                    weights.push(10i64.saturating_pow(power));
                }
                weights.extend(std::iter::repeat(-1).take(line.len()));
                self.props.push(Prop::Linear {
                    cells,
                    weights,
                    sum: 0,
                });
            }
            Constraint::KropkiWhite { cells, difference } => {
                let d = i64::from(*difference);
                self.pair(cells[0], cells[1], move |x, y| (x - y).abs() == d);
            }
            Constraint::KropkiBlack { cells, ratio } => {
                let r = i64::from(*ratio);
                self.pair(cells[0], cells[1], move |x, y| x == r * y || y == r * x);
            }
            Constraint::Xv { cells, sum } => {
                let s = i64::from(*sum);
                self.pair(cells[0], cells[1], move |x, y| x + y == s);
            }
            Constraint::AntiKnight {} | Constraint::AntiKing {} => {
                let moves: &[(i64, i64)] = if matches!(constraint, Constraint::AntiKnight {}) {
                    &[(1, 2), (2, 1), (1, -2), (2, -1)]
                } else {
                    &[(1, 1), (1, -1)]
                };
                for r in 0..n as i64 {
                    for c in 0..n as i64 {
                        for &(dr, dc) in moves {
                            let (r2, c2) = (r + dr, c + dc);
                            if (0..n as i64).contains(&r2) && (0..n as i64).contains(&c2) {
                                let a = self.cell(r as usize, c as usize);
                                let b = self.cell(r2 as usize, c2 as usize);
                                self.groups.push(vec![a, b]);
                            }
                        }
                    }
                }
            }
            Constraint::NonConsecutive {} => {
                for [a, b] in self.neighbours() {
                    if !white_one.contains(&(a, b)) {
                        self.pair(a, b, |x, y| (x - y).abs() != 1);
                    }
                }
            }
            Constraint::Negative { mark } => {
                for [a, b] in self.neighbours() {
                    let pair = (a, b);
                    match mark {
                        Mark::KropkiWhite if !white.contains(&pair) => {
                            self.pair(a, b, |x, y| (x - y).abs() != 1)
                        }
                        Mark::KropkiBlack if !black.contains(&pair) => {
                            self.pair(a, b, |x, y| x != 2 * y && y != 2 * x)
                        }
                        Mark::X if !xs.contains(&pair) => self.pair(a, b, |x, y| x + y != 10),
                        Mark::V if !vs.contains(&pair) => self.pair(a, b, |x, y| x + y != 5),
                        _ => {}
                    }
                }
            }
            Constraint::Odd { cells } | Constraint::Even { cells } => {
                let odd = matches!(constraint, Constraint::Odd { .. });
                let parity = (0..n)
                    .filter(|d| (d % 2 == 0) == odd)
                    .fold(0u32, |m, d| m | 1 << d);
                for &c in cells {
                    self.init[usize::from(c)] &= parity;
                }
            }
            Constraint::Renban { cells } => {
                self.groups.push(cells.clone());
                self.props.push(Prop::Run {
                    cells: cells.clone(),
                });
            }
            Constraint::Palindrome { cells } => {
                for k in 0..cells.len() / 2 {
                    self.pair(cells[k], cells[cells.len() - 1 - k], |x, y| x == y);
                }
            }
            Constraint::Between { cells } => {
                if cells.len() > 2 {
                    self.props.push(Prop::Between {
                        cells: cells.clone(),
                    });
                }
            }
            Constraint::Quadruple { cells, digits } => {
                let mut counts: Vec<(u32, u8)> = Vec::new();
                for &d in digits {
                    let bit = 1u32 << (d - 1);
                    match counts.iter_mut().find(|(b, _)| *b == bit) {
                        Some((_, k)) => *k += 1,
                        None => counts.push((bit, 1)),
                    }
                }
                self.props.push(Prop::Contains {
                    cells: cells.clone(),
                    digits: counts,
                });
            }
            Constraint::Whispers { cells, difference } => {
                let d = i64::from(difference.unwrap_or(n.div_ceil(2) as u8));
                for w in cells.windows(2) {
                    self.pair(w[0], w[1], move |x, y| (x - y).abs() >= d);
                }
            }
        }
    }

    fn finish(mut self) -> Model {
        let n = self.n;
        let cells = n * n;
        // Peers: a bitset per cell, then lists.
        let words = cells.div_ceil(64);
        let mut bits = vec![0u64; cells * words];
        let mut houses = Vec::new();
        let mut seen_houses: Vec<Vec<u16>> = Vec::new();
        for group in &self.groups {
            for &a in group {
                for &b in group {
                    if a != b {
                        bits[usize::from(a) * words + usize::from(b) / 64] |= 1 << (b % 64);
                    }
                }
            }
            if group.len() == n && n > 1 {
                let mut sorted = group.clone();
                sorted.sort_unstable();
                if !seen_houses.contains(&sorted) {
                    houses.extend_from_slice(group);
                    seen_houses.push(sorted);
                }
            }
        }
        self.derived_sums(&bits, words);
        Model::from_parts(n, self.init, bits, houses, self.props, self.relations)
    }
}

impl Model {
    /// A model of `init.len()` cells (`n * n` for a puzzle; fewer for one rule's cells
    /// renumbered from 0) with digits 1 to `n`, from its rules: `peer_bits` (`init.len()
    /// .div_ceil(64)` words per cell: the cells that must differ from it), the
    /// all-different houses of exactly `n` cells (flattened), the propagators and their
    /// relations. What the search needs besides (peer lists, watchers, the intersections of
    /// houses) is derived here, so every model is built the same way.
    pub fn from_parts(
        n: usize,
        init: Vec<u32>,
        peer_bits: Vec<u64>,
        houses: Vec<u16>,
        props: Vec<Prop>,
        relations: Vec<Relation>,
    ) -> Model {
        let cells = init.len();
        let words = cells.div_ceil(64);
        let bits = peer_bits;
        let mut peer_start = Vec::with_capacity(cells + 1);
        let mut peers = Vec::new();
        for c in 0..cells {
            peer_start.push(peers.len() as u32);
            for w in 0..words {
                let mut word = bits[c * words + w];
                while word != 0 {
                    peers.push((w * 64 + word.trailing_zeros() as usize) as u16);
                    word &= word - 1;
                }
            }
        }
        peer_start.push(peers.len() as u32);
        // Watchers.
        let mut lists: Vec<Vec<u32>> = vec![Vec::new(); cells];
        for (i, prop) in props.iter().enumerate() {
            for c in prop_cells(prop) {
                let list = &mut lists[usize::from(c)];
                if list.last() != Some(&(i as u32)) {
                    list.push(i as u32);
                }
            }
        }
        let mut watch_start = Vec::with_capacity(cells + 1);
        let mut watch = Vec::new();
        for list in lists {
            watch_start.push(watch.len() as u32);
            watch.extend(list);
        }
        watch_start.push(watch.len() as u32);
        let mut intersections = Vec::new();
        let list: Vec<&[u16]> = houses.chunks_exact(n.max(1)).collect();
        let mut in_a = vec![false; cells];
        for (i, a) in list.iter().enumerate() {
            for &c in *a {
                in_a[usize::from(c)] = true;
            }
            for b in &list[i + 1..] {
                if b.iter().filter(|&&c| in_a[usize::from(c)]).count() < 2 {
                    continue;
                }
                let shared: Vec<u16> = b
                    .iter()
                    .copied()
                    .filter(|&c| in_a[usize::from(c)])
                    .collect();
                {
                    let rest_a = a.iter().copied().filter(|c| !shared.contains(c)).collect();
                    let rest_b = b.iter().copied().filter(|c| !shared.contains(c)).collect();
                    intersections.push([shared, rest_a, rest_b]);
                }
            }
            for &c in *a {
                in_a[usize::from(c)] = false;
            }
        }
        Model {
            n,
            intersections,
            full: range_mask(1, n as i64),
            init,
            peer_start,
            peers,
            words,
            peer_bits: bits,
            houses,
            props,
            relations,
            watch_start,
            watch,
        }
    }
}

impl Builder {
    /// The sums that killer cages imply ("the 45 rule"): a row, a column or a region, or
    /// a band of consecutive rows or columns, holds each digit once per line, so its total
    /// is known. The cages inside it leave the rest ("innies") a known sum; the cages
    /// that cover it leave the cells sticking out ("outies") a known sum. Each becomes a
    /// sum propagator: distinct digit sets when the cells all see each other, bounds
    /// otherwise.
    fn derived_sums(&mut self, bits: &[u64], words: usize) {
        if self.cages.is_empty() {
            return;
        }
        let n = self.n;
        let cells = n * n;
        // Cages must not overlap for the arithmetic to hold.
        let mut owner = vec![usize::MAX; cells];
        for (k, (cage, _)) in self.cages.iter().enumerate() {
            for &c in cage {
                if owner[usize::from(c)] != usize::MAX {
                    return;
                }
                owner[usize::from(c)] = k;
            }
        }
        let line_total = (n * (n + 1) / 2) as i64;
        let mut areas: Vec<(Vec<bool>, i64)> = Vec::new();
        for band in 1..n {
            for start in 0..=n - band {
                let rows = (0..cells)
                    .map(|c| (start..start + band).contains(&(c / n)))
                    .collect();
                let cols = (0..cells)
                    .map(|c| (start..start + band).contains(&(c % n)))
                    .collect();
                areas.push((rows, band as i64 * line_total));
                areas.push((cols, band as i64 * line_total));
            }
        }
        for group in self.groups.iter().skip(2).step_by(3).take(n) {
            let mut area = vec![false; cells];
            for &c in group {
                area[usize::from(c)] = true;
            }
            areas.push((area, line_total));
        }
        let mut seen: Vec<Vec<u16>> = Vec::new();
        for (area, total) in areas {
            let mut touched = vec![false; self.cages.len()];
            for c in 0..cells {
                if area[c] && owner[c] != usize::MAX {
                    touched[owner[c]] = true;
                }
            }
            // Innies: the area's cells outside every cage inside it.
            let mut inside_sum = 0;
            let mut inside = vec![false; cells];
            let mut any_inside = false;
            for (k, (cage, sum)) in self.cages.iter().enumerate() {
                if touched[k] && cage.iter().all(|&c| area[usize::from(c)]) {
                    inside_sum += sum;
                    any_inside = true;
                    for &c in cage {
                        inside[usize::from(c)] = true;
                    }
                }
            }
            let innies: Vec<u16> = (0..cells)
                .filter(|&c| area[c] && !inside[c])
                .map(|c| c as u16)
                .collect();
            if any_inside && !innies.is_empty() && innies.len() <= n {
                self.derived(innies, total - inside_sum, bits, words, &mut seen);
            }
            // Outies: the cells of the cages touching the area that lie outside it, when
            // those cages cover the area.
            let covered = (0..cells).all(|c| !area[c] || owner[c] != usize::MAX);
            if covered {
                let mut outies = Vec::new();
                let mut cage_sum = 0;
                for (k, (cage, sum)) in self.cages.iter().enumerate() {
                    if touched[k] {
                        cage_sum += sum;
                        outies.extend(cage.iter().copied().filter(|&c| !area[usize::from(c)]));
                    }
                }
                if !outies.is_empty() && outies.len() <= n {
                    outies.sort_unstable();
                    self.derived(outies, cage_sum - total, bits, words, &mut seen);
                }
            }
        }
    }

    /// A derived sum over `cells` (once per set of cells).
    fn derived(
        &mut self,
        mut cells: Vec<u16>,
        sum: i64,
        bits: &[u64],
        words: usize,
        seen: &mut Vec<Vec<u16>>,
    ) {
        cells.sort_unstable();
        if seen.contains(&cells)
            || self.cages.iter().any(|(c, _)| {
                let mut c = c.clone();
                c.sort_unstable();
                c == cells
            })
        {
            return;
        }
        seen.push(cells.clone());
        let see = |a: u16, b: u16| {
            bits[usize::from(a) * words + usize::from(b) / 64] >> (b % 64) & 1 == 1
        };
        let distinct = cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[i + 1..].iter().all(|&b| see(a, b)));
        if distinct {
            if let Some(combos) = combinations(self.n, cells.len(), sum) {
                self.props.push(Prop::Cage {
                    cells,
                    sum,
                    combos: Some(combos),
                });
                return;
            }
        }
        let weights = vec![1; cells.len()];
        self.props.push(Prop::Linear {
            cells,
            weights,
            sum,
        });
    }
}

/// The cells a propagator reads.
pub(crate) fn prop_cells(prop: &Prop) -> Vec<u16> {
    match prop {
        Prop::Pair { a, b, .. } => vec![*a, *b],
        Prop::Increasing { cells }
        | Prop::Cage { cells, .. }
        | Prop::Linear { cells, .. }
        | Prop::Sandwich { cells, .. }
        | Prop::Run { cells }
        | Prop::Between { cells }
        | Prop::Contains { cells, .. } => cells.clone(),
    }
}

/// Every set of `k` distinct digits 1..=n summing to `sum`, as masks; `None` when there
/// would be more than [`MAX_COMBOS`] to look through.
pub(crate) fn combinations(n: usize, k: usize, sum: i64) -> Option<Vec<u32>> {
    // C(n, k) bounds the work.
    let mut c: u128 = 1;
    for i in 0..k as u128 {
        c = c * (n as u128 - i) / (i + 1);
    }
    if c > MAX_COMBOS as u128 * 4 {
        return None;
    }
    let mut out = Vec::new();
    fn walk(next: usize, n: usize, left: usize, sum: i64, mask: u32, out: &mut Vec<u32>) {
        if left == 0 {
            if sum == 0 {
                out.push(mask);
            }
            return;
        }
        for d in next..=n {
            let d64 = d as i64;
            // The smallest sum of `left` digits from d up.
            let least = (left as i64) * d64 + (left as i64) * (left as i64 - 1) / 2;
            if least > sum {
                break;
            }
            walk(d + 1, n, left - 1, sum - d64, mask | 1 << (d - 1), out);
        }
    }
    walk(1, n, k, sum, 0, &mut out);
    if out.len() > MAX_COMBOS {
        return None;
    }
    Some(out)
}
