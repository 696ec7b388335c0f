//! Grouped alternating inference chains, and chains through almost locked sets (ALS):
//! HoDoKu's grouped nice loops and AICs, ALS-XZ, ALS-XY-Wing and ALS chains.
//!
//! A *node* says "digit d is in one of these cells": a single candidate; a *group*, the
//! two or three places of d where a box meets a row or column; or, for the ALS chains, the
//! places of d in an ALS (n cells of one unit holding n + 1 digits between them).
//! Links join nodes in two states, on (d is there) and off (it is not):
//!
//! - strong, off to on: the other candidate of a two-candidate cell; the other places of
//!   d in a unit, when they make one node; in an ALS, d off leaves the other n digits
//!   locked in its n cells, so each of them is on;
//! - weak, on to off: the other candidates of the same cell; a node of the same digit
//!   whose every cell sees every cell of the node that is on.
//!
//! A chain from a start assumed off to an end that is then on means one of the two is
//! on. Every link is a valid implication on its own, so the chain is, whatever cells its
//! nodes share. What either end, on, rules out goes (see `conclusion`): the digit from
//! the cells that see both ends of one digit (as in [`super::chains::aic`]); with ends of
//! two digits, a single end's cell loses the other end's digit when it sees all of that
//! end (HoDoKu's discontinuous nice loop with a strong and a weak link at the start,
//! whose far end may be a group or an ALS). A chain that comes back to its start, on,
//! proves the start (the discontinuous loop with two strong links): a single is placed, a
//! group's or an ALS's digit leaves the cells that see all its places. A chain of distinct
//! nodes whose end, on, turns its start off is a continuous loop: each weak link of it
//! holds exactly one of its two nodes, and the step removes what every weak link rules
//! out (see `loop_eliminations`).
//!
//! HoDoKu's grouped nice loops and AICs (codes 0709-0711) may pass through ALS; both
//! techniques list those codes, and an ALS chain is reported only when it uses an ALS.
//!
//! The search is breadth-first from every start, over a link graph built once, so each
//! conclusion comes with a shortest chain. It is budgeted: ALS have at most
//! [`MAX_ALS_CELLS`] cells, and at most [`MAX_ALS`] of them are used.

use std::collections::{HashSet, VecDeque};

use super::cells::{bit, combinations, digits, CellSet, PEERS, UNIT_SETS};
use super::text::{cell_name, cells_comma, removals};
use super::{make_step, offer, sorted, Ctx, Step, Technique};

/// The largest ALS looked at (HoDoKu's library needs up to 5 cells in a unit).
pub(crate) const MAX_ALS_CELLS: usize = 5;
/// How many ALS a search uses at most, so that a position full of them stays quick.
pub(crate) const MAX_ALS: usize = 600;

/// (cell, digit) pairs: placements or eliminations.
type Pairs = Vec<(usize, u8)>;

/// What a node stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Single,
    Group,
    /// The places of the digit in ALS number `k`.
    Als(usize),
}

#[derive(Clone, Copy)]
struct Node {
    digit: u8,
    cells: CellSet,
    kind: Kind,
}

/// The nodes and their links, built once per search.
struct Graph {
    nodes: Vec<Node>,
    /// The cells of each ALS.
    als: Vec<CellSet>,
    /// `strong[n]`: the nodes that are on when `n` is off.
    strong: Vec<Vec<usize>>,
    /// `weak[n]`: the nodes that are off when `n` is on.
    weak: Vec<Vec<usize>>,
}

/// The cells that see every cell of `set` (none of `set` itself).
pub(crate) fn common_peers(set: CellSet) -> CellSet {
    set.iter()
        .fold(CellSet(!0u128 >> 47), |acc, i| acc & PEERS[i])
}

/// Every ALS of at most [`MAX_ALS_CELLS`] blank cells within one unit (each once).
pub(crate) fn almost_locked_sets(ctx: &Ctx) -> Vec<CellSet> {
    let mut found: Vec<CellSet> = Vec::new();
    let mut seen: HashSet<u128> = HashSet::new();
    for &unit in &UNIT_SETS {
        let cells: Vec<usize> = (unit & ctx.blanks).iter().collect();
        for n in 2..=MAX_ALS_CELLS.min(cells.len()) {
            combinations(cells.len(), n, |pick| {
                let union = pick.iter().fold(0u16, |m, &k| m | ctx.mask(cells[k]));
                if union.count_ones() as usize == n + 1 {
                    let set: CellSet = pick.iter().map(|&k| cells[k]).collect();
                    if seen.insert(set.0) {
                        found.push(set);
                    }
                }
                found.len() >= MAX_ALS
            });
        }
    }
    found
}

impl Graph {
    fn new(ctx: &Ctx, with_als: bool) -> Graph {
        let mut nodes: Vec<Node> = Vec::new();
        for i in ctx.blanks.iter() {
            for d in digits(ctx.mask(i)) {
                nodes.push(Node {
                    digit: d,
                    cells: CellSet::single(i),
                    kind: Kind::Single,
                });
            }
        }
        for &box_set in &UNIT_SETS[18..] {
            for &line_set in &UNIT_SETS[..18] {
                let meet = box_set & line_set;
                if meet.len() != 3 {
                    continue;
                }
                for d in 1..=9 {
                    let cells = ctx.cells(d) & meet;
                    if cells.len() >= 2 {
                        nodes.push(Node {
                            digit: d,
                            cells,
                            kind: Kind::Group,
                        });
                    }
                }
            }
        }
        let als = if with_als {
            almost_locked_sets(ctx)
        } else {
            Vec::new()
        };
        for (k, &set) in als.iter().enumerate() {
            let union = set.iter().fold(0u16, |m, i| m | ctx.mask(i));
            for d in digits(union) {
                nodes.push(Node {
                    digit: d,
                    cells: ctx.cells(d) & set,
                    kind: Kind::Als(k),
                });
            }
        }
        // Nodes of one digit, for the links by digit.
        let mut by_digit: [Vec<usize>; 9] = Default::default();
        for (n, node) in nodes.iter().enumerate() {
            by_digit[usize::from(node.digit - 1)].push(n);
        }
        let single_at = |i: usize, d: u8| {
            by_digit[usize::from(d - 1)]
                .iter()
                .copied()
                .find(|&n| nodes[n].kind == Kind::Single && nodes[n].cells.contains(i))
        };
        // The single or group node of digit d on exactly `cells`.
        let exact = |d: u8, cells: CellSet| {
            by_digit[usize::from(d - 1)]
                .iter()
                .copied()
                .find(|&n| nodes[n].cells == cells && !matches!(nodes[n].kind, Kind::Als(_)))
        };
        let mut strong: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        let mut weak: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for (n, node) in nodes.iter().enumerate() {
            let d = node.digit;
            match node.kind {
                Kind::Single => {
                    let i = node.cells.first().unwrap_or(0);
                    let others = ctx.mask(i) & !bit(d);
                    if others.count_ones() == 1 {
                        strong[n].extend(single_at(i, others.trailing_zeros() as u8 + 1));
                    }
                    for e in digits(others) {
                        weak[n].extend(single_at(i, e));
                    }
                }
                Kind::Als(k) => {
                    let union = als[k].iter().fold(0u16, |m, i| m | ctx.mask(i));
                    for e in digits(union & !bit(d)) {
                        strong[n].extend(
                            by_digit[usize::from(e - 1)]
                                .iter()
                                .copied()
                                .filter(|&m| nodes[m].kind == Kind::Als(k)),
                        );
                    }
                }
                Kind::Group => {}
            }
            if !matches!(node.kind, Kind::Als(_)) {
                for &unit in &UNIT_SETS {
                    if !node.cells.is_subset(unit) {
                        continue;
                    }
                    let rest = ctx.cells(d) & (unit - node.cells);
                    if !rest.is_empty() {
                        strong[n].extend(exact(d, rest));
                    }
                }
            }
            let seen = common_peers(node.cells);
            weak[n].extend(
                by_digit[usize::from(d - 1)]
                    .iter()
                    .copied()
                    .filter(|&m| m != n && nodes[m].cells.is_subset(seen)),
            );
            strong[n].sort_unstable();
            strong[n].dedup();
        }
        Graph {
            nodes,
            als,
            strong,
            weak,
        }
    }

    /// "5 in r1c2", "5 in r1c7/r1c8", "5 in the ALS r2c1, r2c4, r2c6 (1/5/7)".
    fn name(&self, ctx: &Ctx, n: usize) -> String {
        let node = &self.nodes[n];
        let d = node.digit;
        match node.kind {
            Kind::Single | Kind::Group => {
                let cells: Vec<String> = node.cells.iter().map(cell_name).collect();
                format!("{d} in {}", cells.join("/"))
            }
            Kind::Als(k) => {
                let union = self.als[k].iter().fold(0u16, |m, i| m | ctx.mask(i));
                format!(
                    "{d} in the ALS {} ({})",
                    cells_comma(self.als[k].iter()),
                    super::text::digits_slash(union)
                )
            }
        }
    }
}

/// Grouped AIC (and nice loops, which its chains make up): nodes are single candidates
/// and groups.
pub(crate) fn grouped_aic(ctx: &Ctx) -> Option<Step> {
    search(ctx, false)
}

/// ALS chains (ALS-XZ, ALS-XY-Wing and longer): grouped AICs that also pass through
/// ALS. Only chains through at least one ALS are reported.
pub(crate) fn als_chain(ctx: &Ctx) -> Option<Step> {
    search(ctx, true)
}

fn search(ctx: &Ctx, with_als: bool) -> Option<Step> {
    let technique = if with_als {
        Technique::AlsChain
    } else {
        Technique::GroupedAic
    };
    let graph = Graph::new(ctx, with_als);
    let count = graph.nodes.len();
    const NONE: usize = usize::MAX;
    let mut parent = vec![NONE; 2 * count];
    let mut concluded: HashSet<Vec<(usize, u8)>> = HashSet::new();
    for start in (0..count).filter(|&n| !graph.strong[n].is_empty()) {
        // State 2 * node + on.
        parent.fill(NONE);
        let first = 2 * start;
        parent[first] = first;
        let mut queue = VecDeque::from([first]);
        while let Some(state) = queue.pop_front() {
            let (n, on) = (state / 2, state % 2);
            let next = if on == 0 {
                &graph.strong[n]
            } else {
                &graph.weak[n]
            };
            for &m in next {
                let ns = 2 * m + 1 - on;
                if parent[ns] != NONE {
                    continue;
                }
                parent[ns] = state;
                queue.push_back(ns);
                if on == 1 {
                    continue;
                }
                let mut chain = vec![ns];
                let mut s = ns;
                while s != first {
                    s = parent[s];
                    chain.push(s);
                }
                chain.reverse();
                // One strong link alone is a locked candidate or a subset, not a chain.
                if chain.len() < 4 {
                    continue;
                }
                // An ALS chain goes through an ALS; a grouped AIC may have no group (the
                // AIC finder keeps to chains of distinct cells, this one does not).
                let uses_als = chain
                    .iter()
                    .any(|&s| matches!(graph.nodes[s / 2].kind, Kind::Als(_)));
                if with_als && !uses_als {
                    continue;
                }
                // Back at the start, on: the start cannot be off (a discontinuous nice
                // loop with two strong links at the start).
                let (placements, eliminations) = if m == start {
                    proven(ctx, &graph, start)
                } else if closes_a_loop(&graph, &chain) {
                    (Vec::new(), loop_eliminations(ctx, &graph, &chain))
                } else {
                    (Vec::new(), conclusion(ctx, &graph, start, m))
                };
                let effect: Vec<(usize, u8)> = placements
                    .iter()
                    .map(|&(i, d)| (i, d + 9))
                    .chain(eliminations.iter().copied())
                    .collect();
                if effect.is_empty() || !concluded.insert(effect) {
                    continue;
                }
                let step = chain_step(ctx, &graph, technique, &chain, &placements, &eliminations);
                offer!(ctx, step);
            }
        }
    }
    None
}

/// What "`s` or `e` is on" removes: each candidate that either node, on, rules out.
///
/// A node of digit d rules out d in the cells that see all of its cells; a single
/// candidate also rules out the other digits of its cell. So two ends of one digit
/// remove it from the cells that see both; ends of two digits remove only from the
/// cells of single ends: a single's cell loses the other end's digit when it sees every
/// cell of that end, and a cell holding both ends keeps just those two digits.
fn conclusion(ctx: &Ctx, graph: &Graph, s: usize, e: usize) -> Vec<(usize, u8)> {
    let (a, b) = (&graph.nodes[s], &graph.nodes[e]);
    let mut out = Vec::new();
    if a.digit == b.digit {
        let targets = ctx.cells(a.digit) & common_peers(a.cells) & common_peers(b.cells);
        out.extend(targets.iter().map(|i| (i, a.digit)));
        return sorted(out);
    }
    if a.kind == Kind::Single && b.kind == Kind::Single && a.cells == b.cells {
        let i = a.cells.first().unwrap_or(0);
        out.extend(digits(ctx.mask(i) & !bit(a.digit) & !bit(b.digit)).map(|d| (i, d)));
        return sorted(out);
    }
    for (x, y) in [(a, b), (b, a)] {
        if x.kind != Kind::Single {
            continue;
        }
        let i = x.cells.first().unwrap_or(0);
        if ctx.mask(i) & bit(y.digit) != 0 && common_peers(y.cells).contains(i) {
            out.push((i, y.digit));
        }
    }
    sorted(out)
}

/// Whether `a` on makes `b` off: the other digits of a single's cell; a node of the same
/// digit whose every cell sees every cell of `a` (the graph's weak links).
fn weakly_linked(a: &Node, b: &Node) -> bool {
    if a.digit == b.digit {
        b.cells.is_subset(common_peers(a.cells))
    } else {
        a.kind == Kind::Single && b.kind == Kind::Single && a.cells == b.cells
    }
}

/// Whether a chain of distinct nodes ends on a node weakly linked to its start: a
/// continuous nice loop (the end, on, turns the start off, which starts the chain again).
fn closes_a_loop(graph: &Graph, chain: &[usize]) -> bool {
    let (s, e) = (chain[0] / 2, chain[chain.len() - 1] / 2);
    let distinct = chain
        .iter()
        .enumerate()
        .all(|(k, &a)| chain[..k].iter().all(|&b| a / 2 != b / 2));
    distinct && weakly_linked(&graph.nodes[e], &graph.nodes[s])
}

/// What a continuous loop removes. Each of its weak links, `a` on to `b` off, holds
/// exactly one: not both (the link), and if `b` is off the chain goes on from `b`, round
/// the loop, to `a` on. So what both `a` and `b`, on, rule out goes, for every weak link
/// (the closing one from the end to the start included).
fn loop_eliminations(ctx: &Ctx, graph: &Graph, chain: &[usize]) -> Vec<(usize, u8)> {
    let last = chain.len() - 1;
    let mut out = conclusion(ctx, graph, chain[0] / 2, chain[last] / 2);
    for k in (1..last).step_by(2) {
        out.extend(conclusion(ctx, graph, chain[k] / 2, chain[k + 1] / 2));
    }
    sorted(out)
}

/// What a chain from `s` off back to `s` on proves, `s` being on: a single is placed
/// (its cell's other candidates go with it); a group or an ALS's places of the digit
/// hold it, which leaves the cells that see them all.
fn proven(ctx: &Ctx, graph: &Graph, s: usize) -> (Pairs, Pairs) {
    let node = &graph.nodes[s];
    match node.kind {
        Kind::Single => (
            vec![(node.cells.first().unwrap_or(0), node.digit)],
            Vec::new(),
        ),
        Kind::Group | Kind::Als(_) => {
            let targets = ctx.cells(node.digit) & common_peers(node.cells);
            (
                Vec::new(),
                targets.iter().map(|i| (i, node.digit)).collect(),
            )
        }
    }
}

fn chain_step(
    ctx: &Ctx,
    graph: &Graph,
    technique: Technique,
    chain: &[usize],
    placements: &[(usize, u8)],
    eliminations: &[(usize, u8)],
) -> Step {
    let links: Vec<String> = chain
        .iter()
        .map(|&s| {
            let name = graph.name(ctx, s / 2);
            if s % 2 == 0 {
                format!("not {name}")
            } else {
                name
            }
        })
        .collect();
    let (s, e) = (chain[0] / 2, chain[chain.len() - 1] / 2);
    let text = if s != e && closes_a_loop(graph, chain) {
        format!(
            "{}: {} ⇒ not {}, the start: a continuous loop, so each of its weak links (⇒ not) \
             joins two nodes of which exactly one is true, which removes {}.",
            technique.name(),
            links.join(" ⇒ "),
            graph.name(ctx, s),
            removals(eliminations)
        )
    } else if s != e {
        format!(
            "{}: {}. So {} or {}, which removes {}.",
            technique.name(),
            links.join(" ⇒ "),
            graph.name(ctx, s),
            graph.name(ctx, e),
            removals(eliminations)
        )
    } else if let Some(&(i, d)) = placements.first() {
        format!(
            "{}: {}. The chain comes back to its start, so {} is {d}.",
            technique.name(),
            links.join(" ⇒ "),
            cell_name(i)
        )
    } else {
        format!(
            "{}: {}. The chain comes back to its start, so {}, which removes {}.",
            technique.name(),
            links.join(" ⇒ "),
            graph.name(ctx, s),
            removals(eliminations)
        )
    };
    let mut cells: Vec<usize> = Vec::new();
    for &st in chain {
        for i in graph.nodes[st / 2].cells.iter() {
            if !cells.contains(&i) {
                cells.push(i);
            }
        }
    }
    make_step(technique, placements, eliminations, cells, &[], text)
}
