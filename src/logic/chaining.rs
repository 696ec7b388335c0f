//! Forcing chains as Sudoku Explainer (SE) builds them: implications between
//! candidates that are "on" (the digit is in the cell) or "off", followed breadth-first
//! from an assumption, each implication remembering the ones it came from.
//!
//! The rules, written from SE's published description of its chains:
//! - **on → off**: a digit on in a cell turns off the cell's other candidates (the
//!   "cell" or Y link, unless the chain is X-only) and the digit in the cell's box, then
//!   row, then column.
//! - **off → on**: a digit off in a cell turns on the cell's last other candidate when
//!   two were left (Y link), and the digit's last other place in the box, row or column
//!   when two were left (X link).
//! - A **dynamic** chain removes each "off" from the grid as it goes, so later links see
//!   the grid the assumption has made; an "on" reached that way lists as its parents
//!   every removal that made it single ("hidden parents").
//! - A **nested** chain (levels 1 and up here) also turns off, once the simple links run
//!   dry, every candidate that a dynamic chain of the level below refutes in the grid
//!   reached so far; such an "off" has as parents the removals that chain relied on.
//!
//! The difficulty of a chain grows with its *complexity*, the number of distinct
//! implications it needs (the ancestors of its conclusion), by SE's steps: +0.1 past 4,
//! 6, 8, 12, 16, 24, 32, 48, … (each step ×3/2 then ×4/3).

use std::cell::RefCell;

use super::cells::{bit, digits, UNIT_SETS};

/// No node.
const NONE: u32 = u32::MAX;

/// The candidate `(cell, digit)` as an index 0-728.
#[inline]
pub(crate) fn cand(cell: usize, d: u8) -> usize {
    cell * 9 + usize::from(d - 1)
}

/// Why an implication holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The assumption the chain starts from.
    Assumed,
    /// A cell link: the other candidates of the cell, or its last one.
    Cell,
    /// A unit link (unit number 0-26): the digit's other places, or its last one.
    Unit(u8),
    /// A nested chain refutes the candidate; `complexity` is that chain's.
    Nested { complexity: u32 },
}

/// One implication: a candidate turned on or off, and where it came from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) cand: u16,
    pub(crate) on: bool,
    pub(crate) cause: Cause,
    first_parent: u32,
    parent_count: u32,
}

impl Node {
    pub(crate) fn cell(&self) -> usize {
        usize::from(self.cand) / 9
    }

    pub(crate) fn digit(&self) -> u8 {
        (self.cand % 9) as u8 + 1
    }
}

/// A set of candidates (bit `c % 64` of word `c / 64` for candidate `c`, 0-728).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cands([u64; 12]);

impl Cands {
    /// Every candidate.
    pub(crate) const ALL: Cands = Cands([u64::MAX; 12]);

    fn insert(&mut self, c: usize) {
        self.0[c / 64] |= 1 << (c % 64);
    }

    /// The candidates of both sets.
    pub(crate) fn and(self, other: Cands) -> Cands {
        let mut out = self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        out
    }

    /// The candidates in increasing order.
    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(k, mut word)| {
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    k * 64 + bit
                })
            })
        })
    }
}

/// How a chain may link and how far it goes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rules {
    /// Cell links too (false: X-links only, one digit).
    pub(crate) cells: bool,
    /// The grid follows the chain's removals.
    pub(crate) dynamic: bool,
    /// Nesting level: 0 is a plain chain.
    pub(crate) level: u8,
}

/// The implications of one assumption (or one set of them).
pub(crate) struct Net {
    pub(crate) nodes: Vec<Node>,
    parents: Vec<u32>,
    /// For each candidate, its "on" node, and its "off" node.
    on: Vec<u32>,
    off: Vec<u32>,
    /// A contradiction: an "on" and an "off" node of one candidate.
    pub(crate) contradiction: Option<(u32, u32)>,
    /// Scratch of [`Net::complexity`], kept between calls: a node is marked when its
    /// entry equals the current stamp (so a new count needs no clearing), and the
    /// walk's stack. The rating asks thousands of complexities per sweep; allocating
    /// these each time cost more than the walks.
    marks: RefCell<(u32, Vec<u32>, Vec<u32>)>,
    /// Whether a node comes from a nested chain.
    nested: bool,
}

impl Net {
    /// A net with no node, to fill with [`follow_into`].
    pub(crate) fn new() -> Net {
        Net {
            nodes: Vec::with_capacity(256),
            parents: Vec::with_capacity(512),
            on: vec![NONE; 729],
            off: vec![NONE; 729],
            contradiction: None,
            marks: RefCell::new((0, Vec::new(), Vec::new())),
            nested: false,
        }
    }

    /// Empties the net for a new assumption, keeping its buffers: only the candidates
    /// its nodes touched are reset.
    fn clear(&mut self) {
        for node in &self.nodes {
            self.on[usize::from(node.cand)] = NONE;
            self.off[usize::from(node.cand)] = NONE;
        }
        self.nodes.clear();
        self.parents.clear();
        self.contradiction = None;
        self.nested = false;
    }

    /// An upper bound of [`Net::complexity`] of `end` in a net without nested chains:
    /// a node's ancestors all come before it, so they number at most its id + 1.
    pub(crate) fn complexity_bound(&self, end: u32) -> Option<u32> {
        (!self.nested).then_some(end + 1)
    }

    fn push(&mut self, cand: usize, on: bool, cause: Cause, parents: &[u32]) -> u32 {
        let id = self.nodes.len() as u32;
        self.nested |= matches!(cause, Cause::Nested { .. });
        self.nodes.push(Node {
            cand: cand as u16,
            on,
            cause,
            first_parent: self.parents.len() as u32,
            parent_count: parents.len() as u32,
        });
        self.parents.extend_from_slice(parents);
        id
    }

    fn parents_of(&self, id: u32) -> &[u32] {
        let n = &self.nodes[id as usize];
        &self.parents[n.first_parent as usize..(n.first_parent + n.parent_count) as usize]
    }

    /// The candidates the net turns on (`on`) or off.
    pub(crate) fn reached(&self, on: bool) -> Cands {
        let mut out = Cands([0; 12]);
        let ids = if on { &self.on } else { &self.off };
        for (id, node) in self.nodes.iter().enumerate() {
            let c = usize::from(node.cand);
            if node.on == on && ids[c] == id as u32 {
                out.insert(c);
            }
        }
        out
    }

    /// The node turning `cand` on, if the net has one.
    pub(crate) fn on_node(&self, cand: usize) -> Option<u32> {
        let id = self.on[cand];
        (id != NONE).then_some(id)
    }

    /// The node turning `cand` off, if the net has one.
    pub(crate) fn off_node(&self, cand: usize) -> Option<u32> {
        let id = self.off[cand];
        (id != NONE).then_some(id)
    }

    /// The ancestors of `id` (itself included): how many, plus the complexity of the
    /// nested chains among them.
    fn ancestors(&self, id: u32) -> u32 {
        let mut marks = self.marks.borrow_mut();
        let (stamp, seen, stack) = &mut *marks;
        *stamp = stamp.wrapping_add(1);
        if *stamp == 0 {
            seen.iter_mut().for_each(|s| *s = 0);
            *stamp = 1;
        }
        if seen.len() < self.nodes.len() {
            seen.resize(self.nodes.len(), 0);
        }
        let mut count = 0;
        stack.clear();
        stack.push(id);
        while let Some(n) = stack.pop() {
            if seen[n as usize] == *stamp {
                continue;
            }
            seen[n as usize] = *stamp;
            count += 1;
            if let Cause::Nested { complexity } = self.nodes[n as usize].cause {
                count += complexity;
            }
            stack.extend_from_slice(self.parents_of(n));
        }
        count
    }

    /// SE's complexity of a conclusion drawn from the given nodes of this net: the
    /// distinct implications behind each (counted per node, as SE adds its chains'
    /// lengths) plus the complexity of the nested chains they use.
    pub(crate) fn complexity(&self, ends: &[u32]) -> u32 {
        ends.iter().map(|&end| self.ancestors(end)).sum()
    }

    /// The complexity of the contradiction: both of its ends.
    pub(crate) fn contradiction_complexity(&self) -> u32 {
        self.contradiction
            .map_or(0, |(a, b)| self.complexity(&[a]) + self.complexity(&[b]))
    }

    /// The removals (candidates turned off by a simple link or a nested chain) that a
    /// chain to `end` relies on, as SE's "rule parents": for each "on" reached as the
    /// last candidate of a cell or the last place in a unit, the candidates of that cell
    /// or unit that `source` has and `current` lacks.
    fn rule_parents(&self, end: u32, source: &[u16; 81], current: &[u16; 81]) -> Vec<usize> {
        let mut out = Vec::new();
        let mut seen = vec![false; self.nodes.len()];
        let mut stack = vec![end];
        while let Some(n) = stack.pop() {
            if seen[n as usize] {
                continue;
            }
            seen[n as usize] = true;
            let node = self.nodes[n as usize];
            if node.on {
                let (cell, d) = (node.cell(), node.digit());
                match node.cause {
                    Cause::Cell | Cause::Assumed => {
                        for e in digits(source[cell] & !current[cell]) {
                            out.push(cand(cell, e));
                        }
                    }
                    Cause::Unit(u) => {
                        for j in UNIT_SETS[usize::from(u)].iter() {
                            if source[j] & bit(d) != 0 && current[j] & bit(d) == 0 {
                                out.push(cand(j, d));
                            }
                        }
                    }
                    Cause::Nested { .. } => {}
                }
            }
            stack.extend_from_slice(self.parents_of(n));
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// The units of cell `i` in SE's order: box, row, column.
fn units_of(i: usize) -> [usize; 3] {
    [18 + (i / 27) * 3 + (i % 9) / 3, i / 9, 9 + i % 9]
}

/// Follows the implications of `start` (candidates assumed on or off) in `grid` until
/// nothing new follows or a candidate would be both on and off.
///
/// The order is SE's: every pending "on" first, then one pending "off", then the "on"s
/// that gave; nested refutations only when both queues are empty.
pub(crate) fn follow(grid: &[u16; 81], start: &[(usize, bool)], rules: Rules) -> Net {
    let mut net = Net::new();
    follow_into(&mut net, grid, start, rules);
    net
}

/// [`follow`] into `net` (emptied first), reusing its buffers.
pub(crate) fn follow_into(net: &mut Net, grid: &[u16; 81], start: &[(usize, bool)], rules: Rules) {
    net.clear();
    let source = *grid;
    let mut current = *grid;
    let mut pending_on = std::collections::VecDeque::new();
    let mut pending_off = std::collections::VecDeque::new();
    for &(c, on) in start {
        let id = net.push(c, on, Cause::Assumed, &[]);
        if on {
            net.on[c] = id;
            pending_on.push_back(id);
        } else {
            net.off[c] = id;
            pending_off.push_back(id);
        }
    }
    let mut made: Vec<(usize, Cause)> = Vec::with_capacity(24);
    let mut hidden: Vec<u32> = Vec::with_capacity(16);
    // Each entry: the candidate turned on, its cause, and its hidden parents' range in
    // `hidden`.
    let mut ons: Vec<(usize, Cause, usize, usize)> = Vec::with_capacity(4);
    let mut parents: Vec<u32> = Vec::with_capacity(16);
    loop {
        if let Some(p) = pending_on.pop_front() {
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            made.clear();
            if rules.cells {
                for e in digits(current[cell] & !bit(d)) {
                    made.push((cand(cell, e), Cause::Cell));
                }
            }
            let units = units_of(cell);
            let box_set = UNIT_SETS[units[0]];
            for (k, &u) in units.iter().enumerate() {
                for j in UNIT_SETS[u].iter() {
                    if j == cell || current[j] & bit(d) == 0 || (k > 0 && box_set.contains(j)) {
                        continue;
                    }
                    made.push((cand(j, d), Cause::Unit(u as u8)));
                }
            }
            for &(c, cause) in &made {
                if net.on[c] != NONE {
                    let id = net.push(c, false, cause, &[p]);
                    net.contradiction = Some((net.on[c], id));
                    return;
                }
                if net.off[c] != NONE {
                    continue;
                }
                let id = net.push(c, false, cause, &[p]);
                net.off[c] = id;
                pending_off.push_back(id);
            }
            continue;
        }
        if let Some(p) = pending_off.pop_front() {
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            ons.clear();
            hidden.clear();
            if rules.cells {
                let m = current[cell];
                if m.count_ones() == 2 && m & bit(d) != 0 {
                    let other = digits(m & !bit(d)).next().unwrap_or(d);
                    let from = hidden.len();
                    for e in digits(source[cell] & !current[cell]) {
                        let h = net.off[cand(cell, e)];
                        if h != NONE {
                            hidden.push(h);
                        }
                    }
                    ons.push((cand(cell, other), Cause::Cell, from, hidden.len()));
                }
            }
            for u in units_of(cell) {
                let mut other = None;
                let mut count = 0;
                for j in UNIT_SETS[u].iter() {
                    if j != cell && current[j] & bit(d) != 0 {
                        count += 1;
                        other = Some(j);
                    }
                }
                if count == 1 {
                    let from = hidden.len();
                    for j in UNIT_SETS[u].iter() {
                        if source[j] & bit(d) != 0 && current[j] & bit(d) == 0 {
                            let h = net.off[cand(j, d)];
                            if h != NONE {
                                hidden.push(h);
                            }
                        }
                    }
                    if let Some(j) = other {
                        ons.push((cand(j, d), Cause::Unit(u as u8), from, hidden.len()));
                    }
                }
            }
            if rules.dynamic {
                current[cell] &= !bit(d);
            }
            for &(c, cause, from, to) in &ons {
                if net.on[c] != NONE && net.off[c] == NONE {
                    continue;
                }
                parents.clear();
                parents.push(p);
                parents.extend_from_slice(&hidden[from..to]);
                let id = net.push(c, true, cause, &parents);
                if net.off[c] != NONE {
                    net.contradiction = Some((id, net.off[c]));
                    return;
                }
                net.on[c] = id;
                pending_on.push_back(id);
            }
            continue;
        }
        if rules.level == 0 || !nested_round(net, &source, &current, rules, &mut pending_off) {
            return;
        }
    }
}

/// One nested round: every candidate still in `current` that a dynamic chain of the
/// level below refutes turns off. Returns whether any did.
fn nested_round(
    net: &mut Net,
    source: &[u16; 81],
    current: &[u16; 81],
    rules: Rules,
    pending_off: &mut std::collections::VecDeque<u32>,
) -> bool {
    let inner = inner_rules(rules.level);
    let mut refuted = Net::new();
    let mut any = false;
    for cell in 0..81 {
        if current[cell].count_ones() < 2 {
            continue;
        }
        for d in digits(current[cell]) {
            let c = cand(cell, d);
            if net.off[c] != NONE || net.on[c] != NONE {
                continue;
            }
            follow_into(&mut refuted, current, &[(c, true)], inner);
            let Some((a, b)) = refuted.contradiction else {
                continue;
            };
            let mut parents: Vec<u32> = Vec::new();
            for end in [a, b] {
                for r in refuted.rule_parents(end, source, current) {
                    let id = net.off[r];
                    if id != NONE {
                        parents.push(id);
                    }
                }
            }
            if parents.is_empty() {
                // Refuted without the assumption's help: a plain chain finds it.
                continue;
            }
            parents.sort_unstable();
            parents.dedup();
            let complexity = refuted.contradiction_complexity();
            let id = net.push(c, false, Cause::Nested { complexity }, &parents);
            net.off[c] = id;
            pending_off.push_back(id);
            any = true;
        }
    }
    any
}

/// The chains a nested level uses inside: SE's levels 2 and 3 nest plain forcing
/// chains, level 4 dynamic ones, and the deepest here (6) nests level 2 in dynamic ones.
fn inner_rules(level: u8) -> Rules {
    match level {
        0..=3 => Rules {
            cells: true,
            dynamic: false,
            level: 0,
        },
        4 | 5 => Rules {
            cells: true,
            dynamic: true,
            level: 0,
        },
        _ => Rules {
            cells: true,
            dynamic: true,
            level: 2,
        },
    }
}

/// SE's base difficulty of a chain of these rules, in tenths: 85 for a dynamic chain,
/// 95 for level 2, 100 for level 3, 105 from level 4.
pub(crate) fn nested_base_tenths(level: u8) -> u32 {
    match level {
        0 => 85,
        1 => 90,
        2 => 95,
        3 => 100,
        _ => 105,
    }
}

/// A plain forcing chain (SE's "forcing chain", not dynamic): from candidate `c`
/// assumed on (`on`) or off, breadth-first, all "on"s then all "off"s in turn, until the
/// opposite of the assumption follows. Returns the complexity of the shortest such
/// chain. `cells` allows cell links (false: an X-chain, one digit).
///
/// `net` is scratch space (emptied first): the sweeps over every candidate reuse one.
/// A chain longer than `max` (its complexity) is not looked for: every node has one
/// parent, so the complexity of a node is its depth + 1, and breadth-first the depths
/// only grow.
pub(crate) fn forcing_chain(
    net: &mut Net,
    grid: &[u16; 81],
    c: usize,
    on: bool,
    cells: bool,
    max: u32,
) -> Option<u32> {
    net.clear();
    // The depth of each node.
    let mut depth: Vec<u32> = Vec::with_capacity(256);
    depth.push(0);
    let start = net.push(c, on, Cause::Assumed, &[]);
    let mut pending_on = Vec::new();
    let mut pending_off = Vec::new();
    let mut layer = Vec::new();
    let mut made: Vec<(usize, Cause)> = Vec::with_capacity(24);
    let mut ons: Vec<(usize, Cause)> = Vec::with_capacity(4);
    if on {
        net.on[c] = start;
        pending_on.push(start);
    } else {
        net.off[c] = start;
        pending_off.push(start);
    }
    while !pending_on.is_empty() || !pending_off.is_empty() {
        std::mem::swap(&mut layer, &mut pending_on);
        for p in layer.drain(..) {
            if depth[p as usize] + 2 > max {
                return None;
            }
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            made.clear();
            if cells {
                for e in digits(grid[cell] & !bit(d)) {
                    made.push((cand(cell, e), Cause::Cell));
                }
            }
            let units = units_of(cell);
            let box_set = UNIT_SETS[units[0]];
            for (k, &u) in units.iter().enumerate() {
                for j in UNIT_SETS[u].iter() {
                    if j == cell || grid[j] & bit(d) == 0 || (k > 0 && box_set.contains(j)) {
                        continue;
                    }
                    made.push((cand(j, d), Cause::Unit(u as u8)));
                }
            }
            for &(x, cause) in &made {
                if on && x == c {
                    let id = net.push(x, false, cause, &[p]);
                    return Some(net.complexity(&[id]));
                }
                if net.off[x] == NONE {
                    let id = net.push(x, false, cause, &[p]);
                    depth.push(depth[p as usize] + 1);
                    net.off[x] = id;
                    pending_off.push(id);
                }
            }
        }
        std::mem::swap(&mut layer, &mut pending_off);
        for p in layer.drain(..) {
            if depth[p as usize] + 2 > max {
                return None;
            }
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            ons.clear();
            if cells {
                let m = grid[cell];
                if m.count_ones() == 2 && m & bit(d) != 0 {
                    let other = digits(m & !bit(d)).next().unwrap_or(d);
                    ons.push((cand(cell, other), Cause::Cell));
                }
            }
            for u in units_of(cell) {
                let mut others = UNIT_SETS[u]
                    .iter()
                    .filter(|&j| j != cell && grid[j] & bit(d) != 0);
                if let (Some(j), None) = (others.next(), others.next()) {
                    ons.push((cand(j, d), Cause::Unit(u as u8)));
                }
            }
            for &(x, cause) in &ons {
                if !on && x == c {
                    let id = net.push(x, true, cause, &[p]);
                    return Some(net.complexity(&[id]));
                }
                if net.on[x] == NONE {
                    let id = net.push(x, true, cause, &[p]);
                    depth.push(depth[p as usize] + 1);
                    net.on[x] = id;
                    pending_on.push(id);
                }
            }
        }
    }
    None
}

/// SE's increment for a chain of this complexity: +0.1 past 4, 6, 8, 12, 16, 24, …
/// (thresholds alternately ×3/2 and ×4/3), in tenths.
pub(crate) fn length_tenths(complexity: u32) -> u32 {
    let length = complexity.saturating_sub(2);
    let mut ceil = 4u32;
    let mut added = 0;
    let mut odd = false;
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// SE's bidirectional cycles from candidate `c` (assumed on): breadth-first, all "on"s
/// then all "off"s in turn, an "off" never one the path to it already holds, until the
/// assumption comes back on after 4 or more links. `y` allows cell links (Y-cycles;
/// with `x` too, XY-cycles), `x` unit links. For each cycle found, its length and what
/// it removes: the candidates turned off both when the cycle's "on" candidates are true
/// and when its "off" candidates are.
///
/// `net` is scratch space (emptied first), as in [`forcing_chain`].
pub(crate) fn cycles(
    net: &mut Net,
    grid: &[u16; 81],
    c: usize,
    y: bool,
    x: bool,
) -> Vec<(u32, Vec<(usize, u8)>)> {
    net.clear();
    let start = net.push(c, true, Cause::Assumed, &[]);
    net.on[c] = start;
    let mut pending_on = vec![start];
    let mut pending_off: Vec<u32> = Vec::new();
    let mut found = Vec::new();
    let mut length = 0;
    // Whether `cand` (as on or off) is on the first-parent path to `id`.
    let on_path = |net: &Net, mut id: u32, cand: usize| loop {
        let parents = net.parents_of(id);
        let Some(&p) = parents.first() else {
            return false;
        };
        if usize::from(net.nodes[p as usize].cand) == cand && !net.nodes[p as usize].on {
            return true;
        }
        id = p;
    };
    let mut layer = Vec::new();
    let mut made: Vec<usize> = Vec::with_capacity(24);
    let mut ons: Vec<usize> = Vec::with_capacity(4);
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        std::mem::swap(&mut layer, &mut pending_on);
        for p in layer.drain(..) {
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            made.clear();
            if y {
                made.extend(digits(grid[cell] & !bit(d)).map(|e| cand(cell, e)));
            }
            let units = units_of(cell);
            let box_set = UNIT_SETS[units[0]];
            for (k, &u) in units.iter().enumerate() {
                for j in UNIT_SETS[u].iter() {
                    if j != cell && grid[j] & bit(d) != 0 && !(k > 0 && box_set.contains(j)) {
                        made.push(cand(j, d));
                    }
                }
            }
            for &m in &made {
                if !on_path(net, p, m) {
                    let id = net.push(m, false, Cause::Cell, &[p]);
                    pending_off.push(id);
                }
            }
        }
        length += 1;
        std::mem::swap(&mut layer, &mut pending_off);
        for p in layer.drain(..) {
            let node = net.nodes[p as usize];
            let (cell, d) = (node.cell(), node.digit());
            ons.clear();
            if y {
                let m = grid[cell];
                if m.count_ones() == 2 {
                    ons.extend(digits(m & !bit(d)).map(|e| cand(cell, e)));
                }
            }
            if x {
                for u in units_of(cell) {
                    let mut others = UNIT_SETS[u]
                        .iter()
                        .filter(|&j| j != cell && grid[j] & bit(d) != 0);
                    if let (Some(j), None) = (others.next(), others.next()) {
                        ons.push(cand(j, d));
                    }
                }
            }
            for &on in &ons {
                if length >= 4 && on == c {
                    let end = net.push(on, true, Cause::Cell, &[p]);
                    found.push(cycle_eliminations(net, end, grid));
                }
                if net.on[on] == NONE {
                    let id = net.push(on, true, Cause::Cell, &[p]);
                    net.on[on] = id;
                    pending_on.push(id);
                }
            }
        }
    }
    found
}

/// The length of the cycle ending at `end` (back at its start) and what it removes.
fn cycle_eliminations(net: &Net, end: u32, grid: &[u16; 81]) -> (u32, Vec<(usize, u8)>) {
    let (mut ons, mut offs) = (Vec::new(), Vec::new());
    let mut id = net.parents_of(end)[0];
    loop {
        let node = net.nodes[id as usize];
        if node.on {
            ons.push(usize::from(node.cand));
        } else {
            offs.push(usize::from(node.cand));
        }
        match net.parents_of(id).first() {
            Some(&p) => id = p,
            None => break,
        }
    }
    // A path through one candidate twice (on, then off) is no loop: nothing follows.
    let mut all: Vec<usize> = ons.iter().chain(&offs).copied().collect();
    all.sort_unstable();
    let length = all.len() as u32;
    all.dedup();
    if all.len() as u32 != length {
        return (length, Vec::new());
    }
    let kills = |set: &[usize], x: usize| {
        let (cell, d) = (x / 9, x % 9);
        set.iter().any(|&s| {
            let (sc, sd) = (s / 9, s % 9);
            (sc == cell && sd != d)
                || (sd == d && sc != cell && super::cells::PEERS[sc].contains(cell))
        })
    };
    let mut removed = Vec::new();
    for (cell, &mask) in grid.iter().enumerate() {
        for d in digits(mask) {
            let x = cand(cell, d);
            if ons.contains(&x) || offs.contains(&x) {
                continue;
            }
            if kills(&ons, x) && kills(&offs, x) {
                removed.push((cell, d));
            }
        }
    }
    (length, removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_steps_follow_se() {
        let steps: Vec<u32> = [2, 6, 7, 8, 9, 10, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51]
            .iter()
            .map(|&c| length_tenths(c))
            .collect();
        assert_eq!(steps, vec![0, 0, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
    }
}
