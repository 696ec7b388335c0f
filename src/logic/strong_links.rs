//! Sudoku Explainer's strong-link fish (turbot fish, "N Strong Links"), as the
//! SukakuExplainer build that rated the public puzzle banks (v1.15, January 2020) finds
//! and rates them: chains of 2 or 3 strong links on one digit, for the rating path only.
//!
//! A *strong link* of digit `d` is a unit where `d` must be in one of two groups of
//! cells: a unit with exactly two places for `d` (two single cells; a box's two places
//! must not share a line), a row or column whose three to six places lie in exactly two
//! of its boxes (the two box segments), or a box whose three to six places lie on the
//! cross of one row and one column of it (an "empty rectangle": the row's cells and the
//! column's cells, the crossing cell going with either side). The links are in
//! different units whose places of `d` do not overlap. They form a chain when the
//! closing group of each link and the opening group of the next lie together in one
//! row, column or box (a weak link): then the chain's first group or its last holds
//! `d`, and `d` leaves every cell outside the chain's units and weak-link units that
//! sees both. (That build knows no loops: a chain whose ends see each other removes
//! only what a chain removes.)
//!
//! The rating (that build's `TurbotFishHint` and `StrongLinksHint`): two links 4.0 when
//! both are rows or both columns, 4.1 for a row and a column, 4.2 with a box, 4.3 with
//! a grouped link; three links 5.4, plus 0.3 with a grouped link, else plus 0.1 with a
//! box, else plus 0.2 for rows and columns mixed. Of every chain found, the easiest
//! wins, then the one removing most.

use super::cells::{bit, box_of, col_of, row_of, CellSet, PEERS, UNIT_SETS};
use super::rating::SeStep;
use super::Position;

/// One strong link: the unit, its kind (0 box, 1 row, 2 column), whether it is grouped,
/// every place of the digit in the unit, and the two groups one of which holds it.
#[derive(Clone, Copy)]
struct Link {
    unit: usize,
    kind: u8,
    grouped: bool,
    places: CellSet,
    ends: [CellSet; 2],
}

/// The cells that see every cell of `set`.
fn seeing_all(set: CellSet) -> CellSet {
    set.iter().fold(CellSet(!0 >> 47), |acc, i| acc & PEERS[i])
}

/// The unit holding every cell of `set`: a column, else a row, else a box (SE's order).
fn shared_unit(set: CellSet) -> Option<usize> {
    let i = set.first()?;
    [9 + col_of(i), row_of(i), 18 + box_of(i)]
        .into_iter()
        .find(|&u| set.is_subset(UNIT_SETS[u]))
}

/// Every strong link of `d` in the position whose places are `places`.
fn links(places: CellSet) -> Vec<Link> {
    let mut links = Vec::new();
    for (unit, &cells) in UNIT_SETS.iter().enumerate() {
        let here = places & cells;
        let count = here.len();
        let kind = match unit {
            0..=8 => 1,
            9..=17 => 2,
            _ => 0,
        };
        let plain = |ends: [CellSet; 2]| Link {
            unit,
            kind,
            grouped: false,
            places: here,
            ends,
        };
        if count == 2 {
            let mut it = here.iter();
            let (a, b) = (it.next().unwrap_or(0), it.next().unwrap_or(0));
            if kind == 0 && (row_of(a) == row_of(b) || col_of(a) == col_of(b)) {
                continue;
            }
            links.push(plain([CellSet::single(a), CellSet::single(b)]));
            continue;
        }
        if !(3..=6).contains(&count) {
            continue;
        }
        let grouped = |ends: [CellSet; 2]| Link {
            grouped: true,
            ..plain(ends)
        };
        if kind != 0 {
            // A line: its places in exactly two of its three boxes.
            let segments: Vec<CellSet> = (18..27)
                .map(|b| here & UNIT_SETS[b])
                .filter(|s| !s.is_empty())
                .collect();
            if segments.len() == 2 {
                links.push(grouped([segments[0], segments[1]]));
            }
            continue;
        }
        // A box: the first crossing cell whose row and column hold every place.
        let Some(heart) = cells.iter().find(|&h| {
            let cross = UNIT_SETS[row_of(h)] | UNIT_SETS[9 + col_of(h)];
            here.is_subset(cross)
        }) else {
            continue;
        };
        let heart_set = CellSet::single(heart);
        let row = here & (UNIT_SETS[row_of(heart)] - heart_set);
        let col = here & (UNIT_SETS[9 + col_of(heart)] - heart_set);
        if row.is_empty() || col.is_empty() {
            continue;
        }
        if here.contains(heart) {
            links.push(grouped([row | heart_set, col]));
            links.push(grouped([row, col | heart_set]));
        } else {
            links.push(grouped([row, col]));
        }
    }
    links
}

/// The best chain so far: rating, eliminations.
type Best = Option<(u32, Vec<(usize, u8)>)>;

/// SE's rating of a chain of `links`.
fn tenths(links: &[Link]) -> u32 {
    let base = [0, 0, 40, 54, 58, 62, 66][links.len().min(6)];
    let has = |k: u8| links.iter().any(|l| l.kind == k);
    let extra = if links.iter().any(|l| l.grouped) {
        3
    } else if links.len() == 2 {
        // Two links (SE's turbot fish): a box 4.2, a row and a column 4.1.
        if has(0) {
            2
        } else {
            u32::from(has(1) && has(2))
        }
    } else if has(0) {
        1
    } else if has(1) && has(2) {
        2
    } else {
        0
    };
    base + extra
}

/// The chain in `chain` (links and the end each enters by) is complete: its step, when
/// it removes anything and is better than `best`.
fn finish(d: u8, places: CellSet, chain: &[(Link, usize)], best: &mut Best) {
    let start = chain[0].0.ends[chain[0].1];
    let (last, entry) = chain[chain.len() - 1];
    let end = last.ends[1 - entry];
    let mut bases = CellSet::EMPTY;
    for (link, _) in chain {
        bases |= UNIT_SETS[link.unit];
    }
    let links: Vec<Link> = chain.iter().map(|&(l, _)| l).collect();
    let rating = tenths(&links);
    let mut shared = CellSet::EMPTY;
    for pair in chain.windows(2) {
        let (a, ea) = pair[0];
        let (b, eb) = pair[1];
        if let Some(u) = shared_unit(a.ends[1 - ea] | b.ends[eb]) {
            shared |= UNIT_SETS[u];
        }
    }
    let victims = seeing_all(start) & seeing_all(end) & (places - bases - shared);
    if victims.is_empty() {
        return;
    }
    let count = victims.len() as usize;
    if best.as_ref().is_some_and(|(t, e)| {
        (*t, std::cmp::Reverse(e.len())) <= (rating, std::cmp::Reverse(count))
    }) {
        return;
    }
    *best = Some((rating, victims.iter().map(|i| (i, d)).collect()));
}

/// Extends `chain` by links of `all` until it has `n`.
fn extend(
    d: u8,
    places: CellSet,
    all: &[Link],
    n: usize,
    chain: &mut Vec<(Link, usize)>,
    used: CellSet,
    best: &mut Best,
) {
    if chain.len() == n {
        finish(d, places, chain, best);
        return;
    }
    let (last, entry) = chain[chain.len() - 1];
    let out = last.ends[1 - entry];
    for &link in all {
        if !(link.places & used).is_empty() {
            continue;
        }
        for e in 0..2 {
            if shared_unit(out | link.ends[e]).is_none() {
                continue;
            }
            chain.push((link, e));
            extend(d, places, all, n, chain, used | link.places, best);
            chain.pop();
        }
    }
}

/// SE's easiest chain of `n` strong links (2 or 3; the rule and ratings hold to 6) in
/// the position, as a rated step.
pub(crate) fn strong_links(position: &Position, n: usize) -> Option<SeStep> {
    let masks = &position.masks;
    let mut best: Best = None;
    for d in 1..=9u8 {
        let places: CellSet = (0..81).filter(|&i| masks[i] & bit(d) != 0).collect();
        let all = links(places);
        for &link in &all {
            for e in 0..2 {
                let mut chain = vec![(link, e)];
                extend(d, places, &all, n, &mut chain, link.places, &mut best);
            }
        }
    }
    best.map(|(tenths, eliminations)| SeStep {
        tenths,
        placements: Vec::new(),
        eliminations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(unit: usize, grouped: bool) -> Link {
        Link {
            unit,
            kind: match unit {
                0..=8 => 1,
                9..=17 => 2,
                _ => 0,
            },
            grouped,
            places: CellSet::EMPTY,
            ends: [CellSet::EMPTY; 2],
        }
    }

    /// The ratings of SE's build: two links 4.0 parallel lines, 4.1 a row and a column,
    /// 4.2 with a box, 4.3 grouped; three links 5.4 parallel lines, 5.5 with a box, 5.6
    /// rows and columns, 5.7 grouped.
    #[test]
    fn ratings_follow_the_kinds_of_links() {
        let rate = |units: &[(usize, bool)]| {
            tenths(&units.iter().map(|&(u, g)| link(u, g)).collect::<Vec<_>>())
        };
        assert_eq!(rate(&[(0, false), (5, false)]), 40);
        assert_eq!(rate(&[(10, false), (12, false)]), 40);
        assert_eq!(rate(&[(0, false), (12, false)]), 41);
        assert_eq!(rate(&[(0, false), (20, false)]), 42);
        assert_eq!(rate(&[(0, false), (20, true)]), 43);
        assert_eq!(rate(&[(0, false), (3, false), (7, false)]), 54);
        assert_eq!(rate(&[(0, false), (3, false), (20, false)]), 55);
        assert_eq!(rate(&[(0, false), (12, false), (20, false)]), 55);
        assert_eq!(rate(&[(0, false), (3, false), (12, false)]), 56);
        assert_eq!(rate(&[(0, true), (3, false), (12, false)]), 57);
    }

    /// A skyscraper on 1: columns 1 and 7 hold 1 only in rows 1 and 5 and rows 1 and 6;
    /// row 1 links their tops, so 1 leaves the cells that see both bottoms (r5c8, r6c2)
    /// and no other chain of two links removes as much.
    #[test]
    fn a_skyscraper_removes_what_sees_both_ends() {
        let mut masks = [0x1feu16; 81];
        let at = |r: usize, c: usize| r * 9 + c;
        for (r, c) in [(0, 0), (4, 0), (0, 6), (5, 6), (4, 7), (5, 1)] {
            masks[at(r, c)] |= 1;
        }
        let grid = crate::Grid::empty();
        let position = Position::with_masks(&grid, &masks).unwrap();
        let step = strong_links(&position, 2).expect("a skyscraper");
        assert_eq!(step.tenths, 40);
        let mut removed: Vec<usize> = step.eliminations.iter().map(|&(i, _)| i).collect();
        removed.sort_unstable();
        assert_eq!(removed, vec![at(4, 7), at(5, 1)]);
        assert!(step.eliminations.iter().all(|&(_, d)| d == 1));
    }
}
