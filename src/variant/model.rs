//! The rules of a [`Puzzle`], compiled for the search: candidate masks, peers, full
//! houses and one propagator per rule that is more than "these cells differ".
//!
//! Candidates are `u32` masks, bit `d - 1` for digit `d` (N ≤ 25). Every all-different
//! rule (rows, columns, regions, diagonals, extra regions, killer cages, renban lines,
//! anti-knight, anti-king) becomes peer lists: a placed digit leaves its peers at once.
//! The houses of exactly N cells also feed hidden singles. The rest are [`Prop`]s,
//! watched by their cells: a propagator runs again when one of its cells loses a
//! candidate.

pub(crate) use super::prim::{Prop, Relation};
use super::puzzle::Puzzle;
use std::collections::HashSet;

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

/// Cells narrowed to `keep` by constraint `source` before propagation.
#[derive(Clone, Debug)]
#[cfg_attr(not(feature = "logic"), allow(dead_code))]
pub(crate) struct CellMask {
    pub source: u32,
    pub cells: Vec<u16>,
    pub keep: u32,
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
    /// The index in [`Puzzle::constraints`] of the constraint each of `props` comes
    /// from; `None` for the sums the 45 rule derives. The logic engine reads each
    /// constraint's propagators here.
    pub sources: Vec<Option<u32>>,
    /// The candidate masks the constraints set before propagation (already applied to
    /// `init`), each with its constraint.
    pub masks: Vec<CellMask>,
    pub relations: Vec<Relation>,
    /// Pairs of houses that share 2 or more cells: (shared, rest of the first, rest of
    /// the second). A digit the first house can hold only in the shared cells leaves the
    /// rest of the second (locked candidates).
    pub intersections: Vec<[Vec<u16>; 3]>,
    /// Per prop, for a sum (`Linear`, and a `Cage` without its digit sets), the group
    /// of each of its cells: cells of one group have the same weight (±1) and all see
    /// each other, so they hold different digits (group 0..; a cell with another
    /// weight is a group alone). Empty when every cell is alone (always for the sums the
    /// 45 rule derives), and for the other props.
    pub sum_groups: Vec<Vec<u16>>,
    /// Per prop, for a `Cage` with its digit sets whose cells lie in one house of N
    /// cells (and are fewer), the rest of that house: it holds the digits the cage does
    /// not, so the two are narrowed together (a set fits only if its complement fits the
    /// rest). Empty otherwise.
    pub cage_rest: Vec<Vec<u16>>,
    /// Per cell, how much of the puzzle's rules bear on it: the weight the search
    /// starts from (see [`priorities`]).
    pub priority: Vec<u32>,
    /// `watch[watch_start[c]..watch_start[c + 1]]`: the props to run when `c` changes.
    pub watch_start: Vec<u32>,
    pub watch: Vec<u32>,
}

impl Model {
    /// Compiles a puzzle whose shape is valid ([`Puzzle::validate_shape`]).
    pub fn new(puzzle: &Puzzle) -> Model {
        Builder::new(puzzle).compile(puzzle).finish()
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

/// The most cells a derived sum of innies less outies has (bounds on longer ones narrow
/// little; measured: up to 6 cells `HS_KILLERS#0` 14 → 7 guesses, `Hailstone` 969 → 862,
/// no puzzle of the ISS set worse).
const MIXED_MAX: usize = 6;

/// The largest number of digit sets a cage lists; beyond it the cage propagates bounds.
const MAX_COMBOS: usize = 20_000;

/// A puzzle being compiled: what the kinds lower their rules to.
pub(crate) struct Builder {
    /// N.
    pub n: usize,
    /// The all-different groups, any size.
    pub groups: Vec<Vec<u16>>,
    pub props: Vec<Prop>,
    /// The constraint each of `props` comes from (`None`: derived, the 45 rule).
    sources: Vec<Option<u32>>,
    pub relations: Vec<Relation>,
    /// The candidates before propagation: givens, then the kinds' masks.
    init: Vec<u32>,
    masks: Vec<CellMask>,
    /// The constraint being lowered.
    source: u32,
    /// The killer cages with a sum, for the derived sums of houses ("45 rule").
    pub cages: Vec<(Vec<u16>, i64)>,
    /// The other sums of distinct cells, digits free to repeat (little killers), for
    /// the sums of cells sticking out of a house ([`Builder::outside_sums`]).
    pub sums: Vec<(Vec<u16>, i64)>,
    /// The derived sums (indices in `props`) at an end of the range their groups of
    /// cells can make: those keep their groups ([`Builder::finish`]).
    tight: Vec<usize>,
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
            sources: Vec::new(),
            relations: Vec::new(),
            init,
            masks: Vec::new(),
            source: 0,
            cages: Vec::new(),
            sums: Vec::new(),
            tight: Vec::new(),
        }
    }

    /// Row `row`, column `col`.
    pub fn cell(&self, row: usize, col: usize) -> u16 {
        (row * self.n + col) as u16
    }

    /// A relation from a predicate on (digit of a, digit of b); returns its index.
    pub fn relation(&mut self, allowed: impl Fn(i64, i64) -> bool) -> u16 {
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
    pub fn pair(&mut self, a: u16, b: u16, allowed: impl Fn(i64, i64) -> bool + Copy) {
        let forward = self.relation(allowed);
        let backward = self.relation(move |y, x| allowed(x, y));
        self.props.push(Prop::Pair {
            a,
            b,
            forward,
            backward,
        });
    }

    /// Narrows `cells` to the digits of `keep` before any propagation (odd, even, given
    /// pencil marks), recorded for the logic engine's rules.
    pub fn mask(&mut self, cells: &[u16], keep: u32) {
        for &c in cells {
            self.init[usize::from(c)] &= keep;
        }
        self.masks.push(CellMask {
            source: self.source,
            cells: cells.to_vec(),
            keep,
        });
    }

    /// Every orthogonally adjacent pair, row-major.
    pub fn neighbours(&self) -> Vec<[u16; 2]> {
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

    /// The groups and the propagators of every constraint, each lowered by its kind
    /// and its propagators tagged with the constraint's index ([`Builder::finish`] then
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
        let repeated = super::limits::repeated(&puzzle.constraints);
        for (k, constraint) in puzzle.constraints.iter().enumerate() {
            if repeated[k] {
                continue;
            }
            self.source = k as u32;
            constraint.with_kind(|kind| kind.lower(&mut self, puzzle));
            self.sources.resize(self.props.len(), Some(k as u32));
        }
        self
    }

    fn finish(mut self) -> Model {
        let n = self.n;
        let cells = n * n;
        // Peers: a bitset per cell, then lists.
        let words = cells.div_ceil(64);
        let mut bits = vec![0u64; cells * words];
        let mut houses = Vec::new();
        let mut seen_houses: HashSet<Vec<u16>> = HashSet::new();
        // Each group's cells as a bitset, added to each member's row (its own bit is
        // cleared after).
        let mut group_bits = vec![0u64; words];
        for group in &self.groups {
            group_bits.fill(0);
            for &b in group {
                group_bits[usize::from(b) / 64] |= 1 << (b % 64);
            }
            for &a in group {
                let row = &mut bits[usize::from(a) * words..(usize::from(a) + 1) * words];
                for (word, g) in row.iter_mut().zip(&group_bits) {
                    *word |= g;
                }
            }
            if group.len() == n && n > 1 {
                let mut sorted = group.clone();
                sorted.sort_unstable();
                if seen_houses.insert(sorted) {
                    houses.extend_from_slice(group);
                }
            }
        }
        for c in 0..cells {
            bits[c * words + c / 64] &= !(1 << (c % 64));
        }
        self.derived_sums(&bits, words, &houses);
        self.sources.resize(self.props.len(), None);
        let mut model = Model::from_parts(n, self.init, bits, houses, self.props, self.relations);
        // The derived sums bound cell by cell: on the killers' many derived sums the
        // group bounds cost more than they save (measured: `Wecoc #1` CPU 0.27 → 0.49 s
        // with them, the guesses within 4%), but for those at an end of their range.
        for (p, source) in self.sources.iter().enumerate() {
            if source.is_none() && !self.tight.contains(&p) {
                model.sum_groups[p].clear();
            }
        }
        model.sources = self.sources;
        model.masks = self.masks;
        model
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
        let cage_rest: Vec<Vec<u16>> = props
            .iter()
            .map(|prop| match prop {
                Prop::Cage {
                    cells,
                    combos: Some(_),
                    ..
                } => house_rest(&houses, n, cells),
                _ => Vec::new(),
            })
            .collect();
        // Watchers: a prop's cells, and a cage's rest of its house.
        // Counted first, then placed: `last` is the prop a cell was last listed for.
        let prop_cells: Vec<Vec<u16>> = props.iter().map(Prop::cells).collect();
        let mut watch_start = vec![0u32; cells + 1];
        let mut last = vec![u32::MAX; cells];
        for (i, members) in prop_cells.iter().enumerate() {
            for &c in members.iter().chain(&cage_rest[i]) {
                let c = usize::from(c);
                if last[c] != i as u32 {
                    last[c] = i as u32;
                    watch_start[c + 1] += 1;
                }
            }
        }
        for c in 0..cells {
            watch_start[c + 1] += watch_start[c];
        }
        let mut watch = vec![0u32; watch_start[cells] as usize];
        let mut next: Vec<u32> = watch_start[..cells].to_vec();
        last.fill(u32::MAX);
        for (i, members) in prop_cells.iter().enumerate() {
            for &c in members.iter().chain(&cage_rest[i]) {
                let c = usize::from(c);
                if last[c] != i as u32 {
                    last[c] = i as u32;
                    watch[next[c] as usize] = i as u32;
                    next[c] += 1;
                }
            }
        }
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
        let sees = |a: u16, b: u16| {
            bits[usize::from(a) * words + usize::from(b) / 64] >> (b % 64) & 1 == 1
        };
        let sum_groups = props
            .iter()
            .map(|prop| match prop {
                Prop::Linear { cells, weights, .. } => sum_groups(cells, Some(weights), sees),
                Prop::Cage {
                    cells,
                    combos: None,
                    ..
                } => sum_groups(cells, None, sees),
                _ => Vec::new(),
            })
            .collect();
        let priority = priorities(n, cells, &houses, &props);
        Model {
            n,
            sum_groups,
            cage_rest,
            priority,
            intersections,
            full: range_mask(1, n as i64),
            init,
            peer_start,
            peers,
            words,
            peer_bits: bits,
            houses,
            sources: vec![None; props.len()],
            props,
            masks: Vec::new(),
            relations,
            watch_start,
            watch,
        }
    }
}

/// Per cell, the weight of the rules on it before any contradiction (the search's first
/// choices), a quarter of: N for each house it is in, for each sum over it 2N less the
/// sum's cells (at least N: small sums first), the number of cells of any other rule.
/// ISS's solver starts its conflict scores from the same structural counts.
fn priorities(n: usize, cells: usize, houses: &[u16], props: &[Prop]) -> Vec<u32> {
    let mut priority = vec![0u32; cells];
    for &c in houses {
        priority[usize::from(c)] += n as u32;
    }
    for prop in props {
        let members = prop.cells();
        let weight = match prop {
            Prop::Cage { .. } | Prop::Linear { .. } => (2 * n).saturating_sub(members.len()).max(n),
            _ => members.len(),
        } as u32;
        for c in members {
            priority[usize::from(c)] += weight;
        }
    }
    // A quarter: contradictions soon outweigh the structure (measured, guesses: at full
    // weight `16x16: Windoku` 1,692 → 5,036 and `Hard renban 1` 64,956 → 79,059; at a
    // quarter 5,650 and 66,255, with `Wecoc #1` 7,248 → 5,766 and `Hard renban 2`
    // 264,326 → 244,703 kept).
    for p in &mut priority {
        *p /= 4;
    }
    priority
}

/// The rest of the first house of `houses` (flattened by `n`) that holds every one of
/// `cells` and more (see [`Model::cage_rest`]); empty when there is none.
fn house_rest(houses: &[u16], n: usize, cells: &[u16]) -> Vec<u16> {
    if cells.is_empty() || cells.len() >= n {
        return Vec::new();
    }
    houses
        .chunks_exact(n.max(1))
        .find(|house| cells.iter().all(|c| house.contains(c)))
        .map(|house| {
            house
                .iter()
                .copied()
                .filter(|c| !cells.contains(c))
                .collect()
        })
        .unwrap_or_default()
}

/// The cell sets (sorted) that already have a sum while the derived sums are made: the
/// derived ones, and the killer cages' own.
struct Seen {
    sums: HashSet<Vec<u16>>,
    cages: HashSet<Vec<u16>>,
}

/// One area of [`Builder::derived_sums`]: its cells as a mask and in order, its total,
/// per cage its length and its cells inside the area, and the cells of the cages wholly
/// inside it.
struct Area<'a> {
    mask: &'a [bool],
    cells: &'a [u16],
    total: i64,
    inside: &'a [usize],
    lens: &'a [usize],
    whole_len: usize,
}

/// The groups of a sum's cells (see [`Model::sum_groups`]): greedily, each cell of
/// weight ±1 joins the first group of its weight whose cells it all sees.
fn sum_groups(
    cells: &[u16],
    weights: Option<&Vec<i64>>,
    sees: impl Fn(u16, u16) -> bool,
) -> Vec<u16> {
    let weight = |k: usize| weights.map_or(1, |w| w[k]);
    let mut group_of: Vec<u16> = Vec::with_capacity(cells.len());
    let mut groups: Vec<(i64, Vec<u16>)> = Vec::new();
    for (k, &c) in cells.iter().enumerate() {
        let w = weight(k);
        let found = if w.abs() == 1 {
            groups
                .iter()
                .position(|(gw, members)| *gw == w && members.iter().all(|&o| sees(c, o)))
        } else {
            None
        };
        match found {
            Some(g) => {
                groups[g].1.push(c);
                group_of.push(g as u16);
            }
            None => {
                group_of.push(groups.len() as u16);
                groups.push((w, vec![c]));
            }
        }
    }
    if groups.len() == cells.len() {
        // Every cell alone.
        return Vec::new();
    }
    group_of
}

impl Builder {
    /// The sums that killer cages imply ("the 45 rule"): a row, a column or a region, a
    /// band of consecutive rows or columns, or two regions side by side, holds each digit
    /// once per house, so its total is known. The cages inside it leave the rest ("innies") a known sum; the cages
    /// that cover it leave the cells sticking out ("outies") a known sum. Each becomes a
    /// sum propagator: distinct digit sets when the cells all see each other, bounds
    /// otherwise.
    fn derived_sums(&mut self, bits: &[u64], words: usize, houses: &[u16]) {
        let mut seen = Seen {
            sums: HashSet::new(),
            cages: self
                .cages
                .iter()
                .map(|(cells, _)| {
                    let mut sorted = cells.clone();
                    sorted.sort_unstable();
                    sorted
                })
                .collect(),
        };
        self.outside_sums(bits, words, houses, &mut seen);
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
        // Each area as its cells in order and its total.
        let mut areas: Vec<(Vec<u16>, i64)> = Vec::new();
        for band in 1..n {
            for start in 0..=n - band {
                let rows = (start * n..(start + band) * n).map(|c| c as u16).collect();
                let cols = (0..n)
                    .flat_map(|r| (start..start + band).map(move |c| (r * n + c) as u16))
                    .collect();
                areas.push((rows, band as i64 * line_total));
                areas.push((cols, band as i64 * line_total));
            }
        }
        let regions: Vec<&Vec<u16>> = self.groups.iter().skip(2).step_by(3).take(n).collect();
        for group in &regions {
            let mut area = group.to_vec();
            area.sort_unstable();
            areas.push((area, line_total));
        }
        // Two regions side by side (sharing an edge) hold each digit twice.
        let mut region_of = vec![0; cells];
        for (i, group) in regions.iter().enumerate() {
            for &c in group.iter() {
                region_of[usize::from(c)] = i;
            }
        }
        let mut beside = vec![false; n * n];
        for c in 0..cells {
            for next in [c + 1, c + n] {
                let edge = next < cells && (next == c + n || next % n != 0);
                if edge && region_of[c] != region_of[next] {
                    let (a, b) = (region_of[c], region_of[next]);
                    beside[a.min(b) * n + a.max(b)] = true;
                }
            }
        }
        for (i, a) in regions.iter().enumerate() {
            for (j, b) in regions.iter().enumerate().skip(i + 1) {
                if beside[i * n + j] {
                    let mut area: Vec<u16> = a.iter().chain(b.iter()).copied().collect();
                    area.sort_unstable();
                    areas.push((area, 2 * line_total));
                }
            }
        }
        let lens: Vec<usize> = self.cages.iter().map(|(cage, _)| cage.len()).collect();
        let mut mask = vec![false; cells];
        let mut inside = vec![0usize; self.cages.len()];
        for (list, total) in &areas {
            for &c in list {
                mask[usize::from(c)] = true;
            }
            // Per cage, its cells inside the area (more than 0: it touches the area). The
            // sizes of each derived sum come first: most are too long to keep.
            inside.fill(0);
            for &c in list {
                if owner[usize::from(c)] != usize::MAX {
                    inside[owner[usize::from(c)]] += 1;
                }
            }
            let whole_len = (0..lens.len())
                .filter(|&k| inside[k] == lens[k])
                .map(|k| lens[k])
                .sum();
            let area = Area {
                mask: &mask,
                cells: list,
                total: *total,
                inside: &inside,
                lens: &lens,
                whole_len,
            };
            self.area_sums(&area, &owner, bits, words, &mut seen);
            for &c in list {
                mask[usize::from(c)] = false;
            }
        }
    }

    /// The innies, the differences and the outies of one area (see
    /// [`Builder::derived_sums`]); `owner`: the cage of each cell (`usize::MAX`: none).
    fn area_sums(
        &mut self,
        area: &Area,
        owner: &[usize],
        bits: &[u64],
        words: usize,
        seen: &mut Seen,
    ) {
        let n = self.n;
        let (inside, lens, total) = (area.inside, area.lens, area.total);
        // Innies: the area's cells outside every cage inside it.
        let innies_len = area.cells.len() - area.whole_len;
        if area.whole_len > 0 && innies_len > 0 && innies_len <= n {
            let innies: Vec<u16> = area
                .cells
                .iter()
                .copied()
                .filter(|&c| {
                    let k = owner[usize::from(c)];
                    k == usize::MAX || inside[k] < lens[k]
                })
                .collect();
            let inside_sum: i64 = (0..lens.len())
                .filter(|&k| inside[k] == lens[k])
                .map(|k| self.cages[k].1)
                .sum();
            self.derived(innies, total - inside_sum, bits, words, seen);
        }
        self.differences(area, bits, words, seen);
        // Outies: the cells of the cages touching the area that lie outside it, when
        // those cages cover the area; else both: the area's cells in no cage (innies)
        // less the cells of the cages touching it that lie outside (outies) make the
        // area's total less those cages' sums.
        let touching = || (0..lens.len()).filter(|&k| inside[k] > 0);
        let outies_len: usize = touching().map(|k| lens[k] - inside[k]).sum();
        let loose = area.cells.len() - touching().map(|k| inside[k]).sum::<usize>();
        let keep = if loose == 0 {
            outies_len > 0 && outies_len <= n
        } else {
            outies_len > 0 && loose + outies_len <= MIXED_MAX
        };
        if !keep {
            return;
        }
        let mut cage_sum = 0;
        let mut outies = Vec::new();
        for k in touching() {
            let (cage, sum) = &self.cages[k];
            cage_sum += sum;
            outies.extend(cage.iter().copied().filter(|&c| !area.mask[usize::from(c)]));
        }
        if loose == 0 {
            outies.sort_unstable();
            self.derived(outies, cage_sum - total, bits, words, seen);
            return;
        }
        let innies: Vec<u16> = area
            .cells
            .iter()
            .copied()
            .filter(|&c| owner[usize::from(c)] == usize::MAX)
            .collect();
        let mut all = innies.clone();
        all.extend_from_slice(&outies);
        all.sort_unstable();
        if seen.sums.insert(all) {
            let mut weights = vec![1; innies.len()];
            weights.extend(std::iter::repeat(-1).take(outies.len()));
            let mut cells_of = innies;
            cells_of.extend(outies);
            self.linear(cells_of, weights, total - cage_sum, bits, words);
        }
    }

    /// The sums sticking out of a house: a house (row, column, region, diagonal, extra
    /// region) whose every cell lies in a sum (a killer cage or a little killer; sums
    /// that do not overlap, those crossing fewest others first) or in another house
    /// taken whole (one that meets this house in 2 or more cells, all in no sum, and
    /// meets no sum) leaves the cells of those sums and houses outside it a known
    /// total: theirs less the house's, less any house lying wholly among them. ISS's
    /// solver derives the same ("sum intersections").
    /// `houses`: the model's houses of N cells, flattened.
    fn outside_sums(&mut self, bits: &[u64], words: usize, houses: &[u16], seen: &mut Seen) {
        let n = self.n;
        let cells = n * n;
        let total = (n * (n + 1) / 2) as i64;
        let all: Vec<(Vec<u16>, i64)> = self.cages.iter().chain(&self.sums).cloned().collect();
        if all.is_empty() {
            return;
        }
        // Sums that do not overlap: those crossing fewest others first; and, as cages
        // and little killers often cross, also the little killers first, in their
        // order and the other way round (the two directions of diagonals cross too).
        let crossings = |a: &[u16]| {
            all.iter()
                .filter(|(b, _)| b.as_slice() != a && b.iter().any(|c| a.contains(c)))
                .count()
        };
        let mut fewest: Vec<usize> = (0..all.len()).collect();
        fewest.sort_by_key(|&k| (crossings(&all[k].0), k));
        let cages = self.cages.len();
        let killers_first: Vec<usize> = (cages..all.len()).chain(0..cages).collect();
        let killers_back: Vec<usize> = (cages..all.len()).rev().chain(0..cages).collect();
        let mut owners: Vec<Vec<usize>> = [fewest, killers_first, killers_back]
            .iter()
            .map(|order| {
                let mut owner = vec![usize::MAX; cells];
                for &k in order {
                    let (sum_cells, _) = &all[k];
                    if sum_cells
                        .iter()
                        .all(|&c| owner[usize::from(c)] == usize::MAX)
                    {
                        for &c in sum_cells {
                            owner[usize::from(c)] = k;
                        }
                    }
                }
                owner
            })
            .collect();
        // The same selection twice derives nothing new.
        for k in (1..owners.len()).rev() {
            if owners[..k].contains(&owners[k]) {
                owners.remove(k);
            }
        }
        // Sorted, for the lookups below.
        let houses: Vec<Vec<u16>> = houses
            .chunks_exact(n)
            .map(|house| {
                let mut sorted = house.to_vec();
                sorted.sort_unstable();
                sorted
            })
            .collect();
        for (owner, base) in owners
            .iter()
            .flat_map(|o| houses.iter().map(move |h| (o, h)))
        {
            let mut covered = vec![false; cells];
            let mut known = 0;
            let mut touched = vec![false; all.len()];
            for &c in base {
                let k = owner[usize::from(c)];
                if k != usize::MAX && !touched[k] {
                    touched[k] = true;
                    known += all[k].1;
                    for &o in &all[k].0 {
                        covered[usize::from(o)] = true;
                    }
                }
            }
            if !touched.contains(&true) {
                continue;
            }
            let in_base = |c: u16| base.binary_search(&c).is_ok();
            for gap in &houses {
                if base.iter().all(|&c| covered[usize::from(c)]) {
                    break;
                }
                if gap.iter().any(|&c| covered[usize::from(c)]) {
                    continue;
                }
                let shared = gap.iter().filter(|&&c| in_base(c)).count();
                // Every shared cell is uncovered (the gap meets no covered cell).
                if shared < 2 {
                    continue;
                }
                known += total;
                for &c in gap {
                    covered[usize::from(c)] = true;
                }
            }
            if !base.iter().all(|&c| covered[usize::from(c)]) {
                continue;
            }
            known -= total;
            let mut outside: Vec<u16> = (0..cells as u16)
                .filter(|&c| covered[usize::from(c)] && !in_base(c))
                .collect();
            for house in &houses {
                if house.iter().all(|c| outside.binary_search(c).is_ok()) {
                    known -= total;
                    outside.retain(|c| house.binary_search(c).is_err());
                }
            }
            if !outside.is_empty() {
                self.derived(outside, known, bits, words, seen);
            }
        }
    }

    /// The area's sum less the cages mostly inside it (more than half their cells): the
    /// area's cells outside those cages (weight +1) less those cages' cells outside the
    /// area (weight −1) make the area's total less the cages' sums. Then the same with
    /// the cages inside and one cage that sticks out by one cell (the other cages'
    /// cells inside count +1): the cell outside is the rest of the area less a known
    /// sum. Each kept when short (at most [`MIXED_MAX`] cells) and not wide on both
    /// sides (ISS's solver derives the same kinds). Measured (guesses, native):
    /// `Killing with flowers` 20,147 → 991, `Wecoc #1` 21,617 → 11,659.
    fn differences(&mut self, area: &Area, bits: &[u64], words: usize, seen: &mut Seen) {
        let (inside, lens) = (area.inside, area.lens);
        let short = |plus: usize, minus: usize| {
            let size = plus + minus;
            size > 0 && size <= MIXED_MAX && (plus <= 2 || minus <= 2)
        };
        // Each choice of cages, kept when its sum is short: the sizes (cells of the area
        // outside the cages, their cells outside the area) come first.
        let area_len = area.cells.len();
        let mut choices: Vec<Vec<usize>> = Vec::new();
        let mostly = (0..lens.len()).filter(|&k| inside[k] > 0 && 2 * inside[k] > lens[k]);
        let plus = area_len - mostly.clone().map(|k| inside[k]).sum::<usize>();
        let minus = mostly.clone().map(|k| lens[k] - inside[k]).sum();
        if short(plus, minus) {
            choices.push(mostly.collect());
        }
        let whole = (0..lens.len()).filter(|&k| inside[k] == lens[k]);
        for k in 0..lens.len() {
            if inside[k] > 0
                && inside[k] + 1 == lens[k]
                && short(area_len - area.whole_len - inside[k], 1)
            {
                choices.push(whole.clone().chain([k]).collect());
            }
        }
        for pieces in choices {
            let mut in_piece = vec![false; area.mask.len()];
            let mut sum = area.total;
            let mut minus = Vec::new();
            for &k in &pieces {
                let (cage, cage_sum) = &self.cages[k];
                sum -= cage_sum;
                for &c in cage {
                    in_piece[usize::from(c)] = true;
                    if !area.mask[usize::from(c)] {
                        minus.push(c);
                    }
                }
            }
            let plus: Vec<u16> = area
                .cells
                .iter()
                .copied()
                .filter(|&c| !in_piece[usize::from(c)])
                .collect();
            if minus.is_empty() {
                self.derived(plus, sum, bits, words, seen);
                continue;
            }
            if plus.is_empty() {
                self.derived(minus, -sum, bits, words, seen);
                continue;
            }
            let mut all = plus.clone();
            all.extend_from_slice(&minus);
            all.sort_unstable();
            if !seen.sums.insert(all) {
                continue;
            }
            let mut weights = vec![1; plus.len()];
            weights.extend(std::iter::repeat(-1).take(minus.len()));
            let mut cells_of = plus;
            cells_of.extend(minus);
            self.linear(cells_of, weights, sum, bits, words);
        }
    }

    /// A derived sum over `cells` (once per set of cells).
    fn derived(
        &mut self,
        mut cells: Vec<u16>,
        sum: i64,
        bits: &[u64],
        words: usize,
        seen: &mut Seen,
    ) {
        cells.sort_unstable();
        if seen.cages.contains(&cells) || !seen.sums.insert(cells.clone()) {
            return;
        }
        let see = |a: u16, b: u16| {
            bits[usize::from(a) * words + usize::from(b) / 64] >> (b % 64) & 1 == 1
        };
        let distinct = cells
            .iter()
            .enumerate()
            .all(|(i, &a)| cells[i + 1..].iter().all(|&b| see(a, b)));
        if distinct && cells.len() == self.n {
            // N different digits: every sum of them is the house's total already.
            return;
        }
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
        self.linear(cells, weights, sum, bits, words);
    }

    /// A derived `Σ weight·digit = sum` (weights ±1). One of more than [`MIXED_MAX`]
    /// cells is kept only when its bounds can narrow much: the range of totals its
    /// cells can make (digits distinct within groups of cells that all see each other)
    /// must exceed 4 times its slack (the distance from the sum to the nearer end), as
    /// ISS's solver does. A long sum in the middle of a wide range costs a run per
    /// change of any of its cells and narrows little (measured: `Wecoc #1` 0.86 → 0.69
    /// CPU s, guesses within 1%).
    fn linear(&mut self, cells: Vec<u16>, weights: Vec<i64>, sum: i64, bits: &[u64], words: usize) {
        let see = |a: u16, b: u16| {
            bits[usize::from(a) * words + usize::from(b) / 64] >> (b % 64) & 1 == 1
        };
        let n = self.n as i64;
        let (mut lo, mut hi) = (0i64, 0i64);
        for sign in [1i64, -1] {
            // Greedy groups of cells that all see each other.
            let mut groups: Vec<Vec<u16>> = Vec::new();
            for (&c, _) in cells.iter().zip(&weights).filter(|(_, &w)| w == sign) {
                match groups.iter_mut().find(|g| g.iter().all(|&o| see(c, o))) {
                    Some(g) => g.push(c),
                    None => groups.push(vec![c]),
                }
            }
            for g in &groups {
                let t = g.len() as i64;
                let (least, most) = (t * (t + 1) / 2, t * (2 * n - t + 1) / 2);
                if sign > 0 {
                    lo += least;
                    hi += most;
                } else {
                    lo -= most;
                    hi -= least;
                }
            }
        }
        let slack = (sum - lo).min(hi - sum);
        if cells.len() > MIXED_MAX && slack >= 0 && hi - lo <= 4 * slack {
            return;
        }
        // At an end of its range, every group must take its largest (or smallest)
        // digits: bounds by group say so at once, cell by cell they do not (measured:
        // `HS_KILLERS#8` 241 → 11 guesses, eight innies of rows 1-4 summing to 65, the
        // most they can; no other puzzle of the ISS sets changes).
        if slack == 0 {
            self.tight.push(self.props.len());
        }
        self.props.push(Prop::Linear {
            cells,
            weights,
            sum,
        });
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
