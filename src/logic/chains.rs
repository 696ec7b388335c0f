//! Chains: X-Chain (one digit, strong and weak links alternating) and XY-Chain (cells
//! with two candidates, each passing a digit to the next).
//!
//! Both search breadth-first from every start, so the chain reported is a shortest one
//! that removes something (ties: the one that removes most, then the first found). A
//! chain reads as an implication from its start being false to its end being true, so
//! one of the two ends holds the digit and every cell that sees both loses it.

use std::collections::VecDeque;

use super::cells::{bit, digits, first_digit, shared_units, CellSet, PEERS, UNIT_SETS};
use super::text::{cell_name, cells_and, removals};
use super::{make_step, remove_digit, sorted, Ctx, Step, Technique};

/// The best chain so far: (cells in the chain, eliminations, step).
type Best = Option<(usize, usize, Step)>;

/// Keeps `step` if it beats the best so far; a collecting context records every chain
/// instead.
fn keep_better(ctx: &Ctx, best: &mut Best, length: usize, step: Step) {
    let Some(step) = ctx.offer(step) else {
        return;
    };
    let removed = step.eliminations.len();
    let better = match best {
        None => true,
        Some((l, r, _)) => length < *l || (length == *l && removed > *r),
    };
    if better {
        *best = Some((length, removed, step));
    }
}

/// Follows `parent` links back from `state` to the start; `cell_of` maps a state to its
/// cell. Returns the states in chain order, or `None` if a cell repeats (such a walk is
/// still a valid implication, but it would be a confusing explanation).
fn walk_back(
    parent: &[usize],
    mut state: usize,
    cell_of: impl Fn(usize) -> usize,
) -> Option<Vec<usize>> {
    let mut states = vec![state];
    while parent[state] != usize::MAX {
        state = parent[state];
        states.push(state);
    }
    states.reverse();
    let distinct: CellSet = states.iter().map(|&s| cell_of(s)).collect();
    (distinct.len() as usize == states.len()).then_some(states)
}

/// One digit; strong link: the only two places in a unit; weak link: two cells that see
/// each other. From a start assumed false, strong and weak links alternate to an end
/// that must then be true. At least two strong links (shorter chains are easier
/// techniques).
pub(crate) fn x_chain(ctx: &Ctx) -> Option<Step> {
    let mut best: Best = None;
    for d in 1..=9 {
        let cand = ctx.cells(d);
        let mut strong = [CellSet::EMPTY; 81];
        for &set in &UNIT_SETS {
            let pair = cand & set;
            if pair.len() == 2 {
                let mut it = pair.iter();
                if let (Some(a), Some(b)) = (it.next(), it.next()) {
                    strong[a].insert(b);
                    strong[b].insert(a);
                }
            }
        }
        for s in cand.iter().filter(|&s| !strong[s].is_empty()) {
            // State 2 * cell + on: "cell holds d" (on = 1) or "does not" (on = 0).
            let mut parent = [usize::MAX; 162];
            let mut visited = [false; 162];
            visited[2 * s] = true;
            let mut queue = VecDeque::from([2 * s]);
            'search: while let Some(state) = queue.pop_front() {
                let (u, on) = (state / 2, state % 2);
                let next = if on == 0 { strong[u] } else { PEERS[u] & cand };
                for v in next.iter() {
                    let ns = 2 * v + 1 - on;
                    if visited[ns] {
                        continue;
                    }
                    visited[ns] = true;
                    parent[ns] = state;
                    queue.push_back(ns);
                    if on == 1 || v == s {
                        continue;
                    }
                    let Some(states) = walk_back(&parent, ns, |st| st / 2) else {
                        continue;
                    };
                    let chain: Vec<usize> = states.iter().map(|&st| st / 2).collect();
                    if chain.len() < 4 {
                        continue;
                    }
                    let on_chain: CellSet = chain.iter().copied().collect();
                    let targets = cand & PEERS[s] & (PEERS[v] - on_chain);
                    if targets.is_empty() {
                        continue;
                    }
                    let mut links = String::new();
                    let mut units = Vec::new();
                    for (k, &c) in chain.iter().enumerate() {
                        if k > 0 {
                            links.push_str(if k % 2 == 1 { " = " } else { " - " });
                        }
                        if k % 2 == 1 {
                            let pair = CellSet::single(chain[k - 1]) | CellSet::single(c);
                            let strong_unit = shared_units(pair)
                                .into_iter()
                                .find(|&u| (cand & UNIT_SETS[u]) == pair);
                            units.extend(strong_unit);
                        }
                        links.push_str(&cell_name(c));
                    }
                    let text = format!(
                        "X-Chain on {d}: {links} (= joins the only two places for {d} in a \
                         unit, - two cells that see each other). If {} is not {d} the chain \
                         makes {} {d}, so one of them is; {d} is removed from {}, which \
                         see{} both.",
                        cell_name(s),
                        cell_name(v),
                        cells_and(targets.iter()),
                        if targets.len() == 1 { "s" } else { "" }
                    );
                    let step = make_step(
                        Technique::XChain,
                        &[],
                        &sorted(remove_digit(d, targets)),
                        chain.iter().copied(),
                        &units,
                        text,
                    );
                    keep_better(ctx, &mut best, chain.len(), step);
                    if !ctx.collects() {
                        break 'search;
                    }
                }
            }
        }
    }
    best.map(|(_, _, step)| step)
}

/// Cells with two candidates, each seeing the next and sharing a digit with it: if the
/// first is not `a`, it is its other digit, which the next cell then cannot be, and so
/// on until the last cell is `a`. One of the ends is `a`.
pub(crate) fn xy_chain(ctx: &Ctx) -> Option<Step> {
    let bivalues = ctx.bivalues();
    let mut best: Best = None;
    for s in bivalues.iter() {
        for a in digits(ctx.mask(s)) {
            // State 9 * cell + (v - 1): "cell holds v".
            let mut parent = [usize::MAX; 729];
            let mut visited = [false; 729];
            let start = 9 * s + usize::from(first_digit(ctx.mask(s) & !bit(a)) - 1);
            visited[start] = true;
            let mut queue = VecDeque::from([start]);
            'search: while let Some(state) = queue.pop_front() {
                let (u, v) = (state / 9, state % 9 + 1);
                for w in (PEERS[u] & bivalues).iter() {
                    let m = ctx.mask(w);
                    if m & bit(v as u8) == 0 {
                        continue;
                    }
                    let nv = first_digit(m & !bit(v as u8));
                    let ns = 9 * w + usize::from(nv - 1);
                    if visited[ns] {
                        continue;
                    }
                    visited[ns] = true;
                    parent[ns] = state;
                    queue.push_back(ns);
                    if nv != a || w == s {
                        continue;
                    }
                    let Some(states) = walk_back(&parent, ns, |st| st / 9) else {
                        continue;
                    };
                    if states.len() < 3 {
                        continue;
                    }
                    let chain: Vec<usize> = states.iter().map(|&st| st / 9).collect();
                    let on_chain: CellSet = chain.iter().copied().collect();
                    let targets = ctx.cells(a) & PEERS[s] & (PEERS[w] - on_chain);
                    if targets.is_empty() {
                        continue;
                    }
                    if chain.iter().all(|&c| ctx.mask(c) == ctx.mask(s)) {
                        if let Some(step) = remote_pair(ctx, s) {
                            keep_better(ctx, &mut best, chain.len(), step);
                            if !ctx.collects() {
                                break 'search;
                            }
                            continue;
                        }
                    }
                    // Each cell written (in=out)cell: the digit it is not, then the one it is.
                    let mut into = a;
                    let links: Vec<String> = states
                        .iter()
                        .map(|&st| {
                            let out = (st % 9 + 1) as u8;
                            let node = format!("({into}={out}){}", cell_name(st / 9));
                            into = out;
                            node
                        })
                        .collect();
                    let text = format!(
                        "XY-Chain: {}. If {} is not {a} the chain makes {} {a}, so one of them \
                         is; {a} is removed from {}, which see{} both.",
                        links.join(" - "),
                        cell_name(s),
                        cell_name(w),
                        cells_and(targets.iter()),
                        if targets.len() == 1 { "s" } else { "" }
                    );
                    let step = make_step(
                        Technique::XyChain,
                        &[],
                        &sorted(remove_digit(a, targets)),
                        chain.iter().copied(),
                        &[],
                        text,
                    );
                    keep_better(ctx, &mut best, chain.len(), step);
                    if !ctx.collects() {
                        break 'search;
                    }
                }
            }
        }
    }
    best.map(|(_, _, step)| step)
}

/// A remote pair: the cells with the same two candidates as `start` that it reaches
/// through such cells, each seeing the next. Cells that see each other hold different
/// digits of the pair, so the cells split in two colours, every cell of one colour
/// holding the same digit; a cell that sees both colours sees both digits and holds
/// neither. The step removes both digits from every such cell (an XY-Chain between
/// any two cells of different colours). `None` when nothing is removed, or when two
/// cells of one colour see each other (the position then has no solution).
fn remote_pair(ctx: &Ctx, start: usize) -> Option<Step> {
    let pair = ctx.mask(start);
    let members: CellSet = ctx
        .bivalues()
        .iter()
        .filter(|&i| ctx.mask(i) == pair)
        .collect();
    let mut colour = [CellSet::EMPTY; 2];
    colour[0].insert(start);
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((u, k)) = queue.pop_front() {
        for v in (PEERS[u] & members).iter() {
            if colour[k].contains(v) {
                return None;
            }
            if !colour[1 - k].contains(v) {
                colour[1 - k].insert(v);
                queue.push_back((v, 1 - k));
            }
        }
    }
    let seen = |set: CellSet| set.iter().fold(CellSet::EMPTY, |acc, i| acc | PEERS[i]);
    let both = seen(colour[0]) & seen(colour[1]);
    let eliminations: Vec<(usize, u8)> = digits(pair)
        .flat_map(|d| remove_digit(d, ctx.cells(d) & both))
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let eliminations = sorted(eliminations);
    let (a, b) = {
        let mut it = digits(pair);
        (it.next()?, it.next()?)
    };
    let text = format!(
        "Remote pair on {a}/{b}: {} hold only {a} and {b}, each seeing another of them, so \
         {} hold one of the two digits and {} the other. A cell that sees both groups holds \
         neither: {}.",
        cells_and((colour[0] | colour[1]).iter()),
        cells_and(colour[0].iter()),
        cells_and(colour[1].iter()),
        removals(&eliminations)
    );
    Some(make_step(
        Technique::XyChain,
        &[],
        &eliminations,
        (colour[0] | colour[1]).iter(),
        &[],
        text,
    ))
}

/// `(5)r4c8` for candidate node `9 * cell + digit - 1`.
fn node_name(node: usize) -> String {
    format!("({}){}", node % 9 + 1, cell_name(node / 9))
}

/// Alternating inference chain: candidates (a digit in a cell) joined alternately by
/// strong links (one of the two is true: the two candidates of a two-candidate cell, or
/// the two places of a digit in a unit) and weak links (at most one is true: two
/// candidates of one cell, or one digit in two cells that see each other). From a start
/// assumed false, the chain makes its end true, so one of the two ends is true. When
/// the ends are the same digit, cells seeing both lose it; when they are in the same
/// cell, that cell loses every other candidate; when they are different digits in cells
/// that see each other, each cell loses the other end's digit.
pub(crate) fn aic(ctx: &Ctx) -> Option<Step> {
    const NONE: u16 = u16::MAX;
    let node = |cell: usize, d: u8| 9 * cell + usize::from(d - 1);
    let mut strong: Vec<Vec<usize>> = vec![Vec::new(); 729];
    for c in ctx.blanks.iter() {
        let m = ctx.mask(c);
        if m.count_ones() == 2 {
            let (x, y) = (first_digit(m), first_digit(m & (m - 1)));
            strong[node(c, x)].push(node(c, y));
            strong[node(c, y)].push(node(c, x));
        }
    }
    for d in 1..=9 {
        for &set in &UNIT_SETS {
            let pair = ctx.cells(d) & set;
            let mut it = pair.iter();
            if let (2, Some(a), Some(b)) = (pair.len(), it.next(), it.next()) {
                if !strong[node(a, d)].contains(&node(b, d)) {
                    strong[node(a, d)].push(node(b, d));
                    strong[node(b, d)].push(node(a, d));
                }
            }
        }
    }
    let mut best: Best = None;
    let mut parent = [NONE; 1458];
    for start in (0..729).filter(|&n| !strong[n].is_empty()) {
        // State 2 * node + on: the candidate is true (on = 1) or false (on = 0).
        parent.fill(NONE);
        let first = 2 * start;
        parent[first] = first as u16; // a start is its own parent
        let mut queue = VecDeque::from([first]);
        'search: while let Some(state) = queue.pop_front() {
            let (n, on) = (state / 2, state % 2);
            let (c, d) = (n / 9, (n % 9 + 1) as u8);
            let mut next: Vec<usize> = Vec::new();
            if on == 0 {
                next.extend(&strong[n]);
            } else {
                next.extend(digits(ctx.mask(c) & !bit(d)).map(|e| node(c, e)));
                next.extend((PEERS[c] & ctx.cells(d)).iter().map(|p| node(p, d)));
            }
            for m in next {
                let ns = 2 * m + 1 - on;
                if parent[ns] != NONE {
                    continue;
                }
                parent[ns] = state as u16;
                queue.push_back(ns);
                if on == 1 || m == start {
                    continue;
                }
                // Walk back to the start: the chain's nodes in order.
                let mut states = vec![ns];
                let mut s = ns;
                while s != first {
                    s = usize::from(parent[s]);
                    states.push(s);
                }
                states.reverse();
                let chain: Vec<usize> = states.iter().map(|&s| s / 2).collect();
                let repeats = chain
                    .iter()
                    .enumerate()
                    .any(|(k, n)| chain[..k].contains(n));
                if chain.len() < 4 || repeats {
                    continue;
                }
                if let Some(step) = aic_step(ctx, &chain) {
                    keep_better(ctx, &mut best, chain.len(), step);
                    if !ctx.collects() {
                        break 'search;
                    }
                }
            }
        }
    }
    best.map(|(_, _, step)| step)
}

/// The step of an alternating chain from `chain[0]` (false) to its last node (then
/// true), if it removes anything.
fn aic_step(ctx: &Ctx, chain: &[usize]) -> Option<Step> {
    let (s, e) = (chain[0], chain[chain.len() - 1]);
    let (cs, ds) = (s / 9, (s % 9 + 1) as u8);
    let (ce, de) = (e / 9, (e % 9 + 1) as u8);
    let has = |c: usize, d: u8| ctx.mask(c) & bit(d) != 0;
    let (eliminations, conclusion): (Vec<(usize, u8)>, String) = if ds == de {
        let targets = ctx.cells(ds) & PEERS[cs] & PEERS[ce];
        (
            remove_digit(ds, targets),
            format!(
                "so {} or {} is {ds}, and {ds} is removed from {}, which see{} both",
                cell_name(cs),
                cell_name(ce),
                cells_and(targets.iter()),
                if targets.len() == 1 { "s" } else { "" }
            ),
        )
    } else if cs == ce {
        let others = ctx.mask(cs) & !bit(ds) & !bit(de);
        (
            digits(others).map(|d| (cs, d)).collect(),
            format!(
                "so {} is {ds} or {de} and loses its other candidates",
                cell_name(cs)
            ),
        )
    } else if PEERS[cs].contains(ce) {
        let mut gone = Vec::new();
        if has(cs, de) {
            gone.push((cs, de));
        }
        if has(ce, ds) {
            gone.push((ce, ds));
        }
        (
            gone,
            format!(
                "so {} is {ds} or {} is {de}; as the two cells see each other, {} cannot be \
                 {de} and {} cannot be {ds}",
                cell_name(cs),
                cell_name(ce),
                cell_name(cs),
                cell_name(ce)
            ),
        )
    } else {
        return None;
    };
    if eliminations.is_empty() {
        return None;
    }
    let mut links = String::new();
    for (k, &n) in chain.iter().enumerate() {
        if k > 0 {
            links.push_str(if k % 2 == 1 { " = " } else { " - " });
        }
        links.push_str(&node_name(n));
    }
    let text = format!(
        "Alternating inference chain: {links} (=: if one is false the other is true; -: if \
         one is true the other is false). If {} is false, the chain makes {} true, {conclusion}.",
        node_name(chain[0]),
        node_name(chain[chain.len() - 1])
    );
    let mut cells: Vec<usize> = Vec::new();
    for &n in chain {
        if !cells.contains(&(n / 9)) {
            cells.push(n / 9);
        }
    }
    Some(make_step(
        Technique::Aic,
        &[],
        &sorted(eliminations),
        cells,
        &[],
        text,
    ))
}

#[cfg(test)]
mod tests {
    use super::xy_chain;
    use crate::core::grid::Grid;
    use crate::logic::{Ctx, Position};

    /// `(row, column)`, 1-based, of the cells a step removes `digit` from.
    fn removed(step: &crate::Step, digit: u8) -> Vec<(u8, u8)> {
        step.eliminations
            .iter()
            .filter(|e| e.digit == digit)
            .map(|e| (e.cell.row() + 1, e.cell.column() + 1))
            .collect()
    }

    /// Five cells holding only 1 and 2, each seeing the next: r1c1, r1c5, r5c5, r5c8,
    /// r9c8. Every other cell allows 3-9, and three cells also 1 and 2: r1c8 and r5c1
    /// see both ends of the four-cell chain r1c1-r5c8, r9c5 sees r9c8 and r1c5 (two
    /// cells of different colours that no shortest chain joins as ends); r3c2 sees
    /// only r1c1's colour.
    #[test]
    fn a_remote_pair_removes_both_digits_wherever_both_colours_are_seen() {
        let mut masks = [0x1fcu16; 81];
        for (r, c) in [(1, 1), (1, 5), (5, 5), (5, 8), (9, 8)] {
            masks[(r - 1) * 9 + c - 1] = 0b11;
        }
        for (r, c) in [(1, 8), (5, 1), (9, 5), (3, 2)] {
            masks[(r - 1) * 9 + c - 1] = 0x1ff;
        }
        let pos = Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap();
        let step = xy_chain(&Ctx::new(&pos)).expect("a remote pair");
        let targets = vec![(1, 8), (5, 1), (9, 5)];
        assert_eq!(removed(&step, 1), targets, "{}", step.text);
        assert_eq!(removed(&step, 2), targets, "{}", step.text);
        assert_eq!(step.eliminations.len(), 6);
        assert!(
            step.text.starts_with("Remote pair on 1/2: "),
            "{}",
            step.text
        );
    }
}
