//! Patterns on a single digit: Skyscraper, 2-String Kite, Empty rectangle and simple
//! colouring.
//!
//! They rest on two kinds of link between candidates of one digit. A *strong link* (a
//! conjugate pair): the only two places for the digit in a unit, so one of them holds it.
//! A *weak link*: two cells that see each other, so at most one holds it.

use super::cells::{box_of, col_of, row_of, shared_units, CellSet, PEERS, UNIT_SETS};
use super::text::{cell_name, cells_and, cells_comma, lines_name, unit_name};
use super::{make_step, offer, remove_digit, sorted, Ctx, Step, Technique};

/// The conjugate pairs of `d` in units `units`: `(unit, [a, b])` with `a < b`.
fn conjugate_pairs(ctx: &Ctx, d: u8, units: std::ops::Range<usize>) -> Vec<(usize, [usize; 2])> {
    units
        .filter_map(|u| {
            let places = ctx.cells(d) & UNIT_SETS[u];
            let mut it = places.iter();
            match (places.len(), it.next(), it.next()) {
                (2, Some(a), Some(b)) => Some((u, [a, b])),
                _ => None,
            }
        })
        .collect()
}

/// "which sees" or "each of which sees", to follow a list of `n` cells.
fn which_see(n: u32) -> &'static str {
    if n == 1 {
        "which sees"
    } else {
        "each of which sees"
    }
}

/// Two parallel lines with the digit twice each, sharing one cross line: the two cells
/// in that cross line cannot both hold it, so one of the two other ends does.
pub(crate) fn skyscraper(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        for columns in [false, true] {
            let lines = conjugate_pairs(ctx, d, if columns { 9..18 } else { 0..9 });
            let cross = |i: usize| if columns { row_of(i) } else { col_of(i) };
            for (k, &(u, p)) in lines.iter().enumerate() {
                for &(v, q) in &lines[k + 1..] {
                    for (pa, pe) in [(p[0], p[1]), (p[1], p[0])] {
                        for (qa, qe) in [(q[0], q[1]), (q[1], q[0])] {
                            if cross(pa) != cross(qa) || cross(pe) == cross(qe) {
                                continue;
                            }
                            let targets = ctx.cells(d) & PEERS[pe] & PEERS[qe];
                            if targets.is_empty() {
                                continue;
                            }
                            let base_line = lines_name(!columns, &[cross(pa)]);
                            let text = format!(
                                "Skyscraper on {d}: {} each have {d} in only two cells, and \
                                 {} and {} share {base_line}, so {} or {} is {d}. {d} is \
                                 removed from {}, {} both.",
                                lines_name(columns, &[u % 9, v % 9]),
                                cell_name(pa),
                                cell_name(qa),
                                cell_name(pe),
                                cell_name(qe),
                                cells_and(targets.iter()),
                                which_see(targets.len())
                            );
                            let cross_unit = if columns { cross(pa) } else { 9 + cross(pa) };
                            offer!(
                                ctx,
                                make_step(
                                    Technique::Skyscraper,
                                    &[],
                                    &sorted(remove_digit(d, targets)),
                                    [pe, pa, qa, qe],
                                    &[u, v, cross_unit],
                                    text,
                                )
                            );
                        }
                    }
                }
            }
        }
    }
    None
}

/// A row pair and a column pair of one digit with an end of each in the same box: those
/// two ends cannot both hold it, so one of the two free ends does.
pub(crate) fn two_string_kite(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let rows = conjugate_pairs(ctx, d, 0..9);
        let columns = conjugate_pairs(ctx, d, 9..18);
        for &(ru, r) in &rows {
            for &(cu, c) in &columns {
                for (ri, rj) in [(r[0], r[1]), (r[1], r[0])] {
                    for (ci, cj) in [(c[0], c[1]), (c[1], c[0])] {
                        let four: CellSet = [ri, rj, ci, cj].into_iter().collect();
                        if four.len() != 4
                            || box_of(ri) != box_of(ci)
                            || box_of(rj) == box_of(ri)
                            || box_of(cj) == box_of(ci)
                        {
                            continue;
                        }
                        let targets = ctx.cells(d) & PEERS[rj] & PEERS[cj];
                        if targets.is_empty() {
                            continue;
                        }
                        let text = format!(
                            "2-String Kite on {d}: {} ({}) and {} ({}) each have {d} in only \
                             two cells, and {} and {} share {}, so {} or {} is {d}. {d} is \
                             removed from {}, {} both.",
                            unit_name(ru),
                            cells_comma(r),
                            unit_name(cu),
                            cells_comma(c),
                            cell_name(ri),
                            cell_name(ci),
                            unit_name(18 + box_of(ri)),
                            cell_name(rj),
                            cell_name(cj),
                            cells_and(targets.iter()),
                            which_see(targets.len())
                        );
                        offer!(
                            ctx,
                            make_step(
                                Technique::TwoStringKite,
                                &[],
                                &sorted(remove_digit(d, targets)),
                                [rj, ri, ci, cj],
                                &[ru, cu, 18 + box_of(ri)],
                                text,
                            )
                        );
                    }
                }
            }
        }
    }
    None
}

/// A box whose candidates of `d` all lie in one of its rows or one of its columns (the
/// other four cells, the "empty rectangle", have none), and a conjugate pair in a line
/// outside the box with one end in that row (or column). A cell that sees the pair's
/// other end and lies in the box's column (or row) cannot hold `d`: it would push `d`
/// out of the pair's far end's line and its own, leaving the box without a place for it.
// `r` and `c` are coordinates used in cell arithmetic, not only indices of UNIT_SETS.
#[allow(clippy::needless_range_loop)]
pub(crate) fn empty_rectangle(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let cand = ctx.cells(d);
        for b in 0..9 {
            let box_unit = 18 + b;
            let inside = cand & UNIT_SETS[box_unit];
            if inside.len() < 2 {
                continue;
            }
            let (band, stack) = (b / 3 * 3, b % 3 * 3);
            for r in band..band + 3 {
                for c in stack..stack + 3 {
                    let (row, col) = (UNIT_SETS[r], UNIT_SETS[9 + c]);
                    if !inside.is_subset(row | col)
                        || (inside & (row - col)).is_empty()
                        || (inside & (col - row)).is_empty()
                    {
                        continue;
                    }
                    // (near, far, link unit, target): `far` is in row r / column c outside
                    // the box, `near` the other end of its pair, `target` sees `near` and
                    // lies in the box's column c / row r.
                    let mut links = Vec::new();
                    for x in (0..9).filter(|x| !(stack..stack + 3).contains(x)) {
                        let pair = cand & UNIT_SETS[9 + x];
                        let far = r * 9 + x;
                        if pair.len() == 2 && pair.contains(far) {
                            let near = (pair - CellSet::single(far)).first();
                            if let Some(near) =
                                near.filter(|&n| !(band..band + 3).contains(&row_of(n)))
                            {
                                links.push((near, far, 9 + x, row_of(near) * 9 + c));
                            }
                        }
                    }
                    for y in (0..9).filter(|y| !(band..band + 3).contains(y)) {
                        let pair = cand & UNIT_SETS[y];
                        let far = y * 9 + c;
                        if pair.len() == 2 && pair.contains(far) {
                            let near = (pair - CellSet::single(far)).first();
                            if let Some(near) =
                                near.filter(|&n| !(stack..stack + 3).contains(&col_of(n)))
                            {
                                links.push((near, far, y, r * 9 + col_of(near)));
                            }
                        }
                    }
                    for (near, far, link, target) in links {
                        if !cand.contains(target) {
                            continue;
                        }
                        let text = format!(
                            "Empty rectangle on {d} in {}: its {d}s all lie in {} or {}. If {} \
                             were {d}, {} would not be, so {} would be ({} has no other place \
                             for {d}), and together they would leave no {d} in {}; so {d} is \
                             removed from {}.",
                            unit_name(box_unit),
                            unit_name(r),
                            unit_name(9 + c),
                            cell_name(target),
                            cell_name(near),
                            cell_name(far),
                            unit_name(link),
                            unit_name(box_unit),
                            cell_name(target)
                        );
                        offer!(
                            ctx,
                            make_step(
                                Technique::EmptyRectangle,
                                &[],
                                &[(target, d)],
                                inside.iter().chain([far, near]),
                                &[box_unit, link],
                                text,
                            )
                        );
                    }
                }
            }
        }
    }
    None
}

/// The conjugate pairs of one digit, 2-coloured along their links: exactly one colour of
/// each connected group holds the digit. Two cells of one colour that see each other
/// make that colour false (a wrap); a cell that sees both colours is not the digit (a
/// trap).
pub(crate) fn simple_colouring(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let cand = ctx.cells(d);
        let mut links = [CellSet::EMPTY; 81];
        for (_, [a, b]) in conjugate_pairs(ctx, d, 0..27) {
            links[a].insert(b);
            links[b].insert(a);
        }
        let mut seen = CellSet::EMPTY;
        for start in cand.iter() {
            if seen.contains(start) || links[start].is_empty() {
                continue;
            }
            let mut colours = [CellSet::single(start), CellSet::EMPTY];
            let mut queue = vec![(start, 0usize)];
            let mut consistent = true;
            while let Some((i, k)) = queue.pop() {
                for j in links[i].iter() {
                    if colours[k].contains(j) {
                        consistent = false; // an odd cycle: the position is impossible
                    } else if !colours[1 - k].contains(j) {
                        colours[1 - k].insert(j);
                        queue.push((j, 1 - k));
                    }
                }
            }
            let group = colours[0] | colours[1];
            seen |= group;
            if !consistent || group.len() < 3 {
                continue;
            }
            let intro = format!(
                "Simple colouring on {d}: the cells linked by pairs of {d} take two alternating \
                 colours, one of which is {d}: {} and {}.",
                cells_comma(colours[0].iter()),
                cells_comma(colours[1].iter())
            );
            let pattern: Vec<usize> = colours[0].iter().chain(colours[1].iter()).collect();
            for (k, &colour) in colours.iter().enumerate() {
                let clash = colour
                    .iter()
                    .find_map(|i| (PEERS[i] & colour).first().map(|j| (i, j)));
                if let Some((a, b)) = clash {
                    let unit = shared_units(CellSet::single(a) | CellSet::single(b))[0];
                    let text = format!(
                        "{intro} {} and {} share {} and have the same colour, so that colour \
                         is not {d}: {d} is removed from {}.",
                        cell_name(a),
                        cell_name(b),
                        unit_name(unit),
                        cells_and(colours[k].iter())
                    );
                    offer!(
                        ctx,
                        make_step(
                            Technique::SimpleColouring,
                            &[],
                            &sorted(remove_digit(d, colour)),
                            pattern.iter().copied(),
                            &[unit],
                            text,
                        )
                    );
                }
            }
            let targets: CellSet = (cand - group)
                .iter()
                .filter(|&j| {
                    !(PEERS[j] & colours[0]).is_empty() && !(PEERS[j] & colours[1]).is_empty()
                })
                .collect();
            if targets.is_empty() {
                continue;
            }
            let text = format!(
                "{intro} {d} is removed from {}, {} both colours.",
                cells_and(targets.iter()),
                which_see(targets.len())
            );
            offer!(
                ctx,
                make_step(
                    Technique::SimpleColouring,
                    &[],
                    &sorted(remove_digit(d, targets)),
                    pattern.iter().copied(),
                    &[],
                    text,
                )
            );
        }
    }
    None
}
