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
///
/// The same two box cells may make a second kite (a *dual* kite): the column through
/// the row pair's box end and the row through the column pair's box end hold the digit
/// twice as well. The step then removes what both kites remove.
pub(crate) fn two_string_kite(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let rows = conjugate_pairs(ctx, d, 0..9);
        let columns = conjugate_pairs(ctx, d, 9..18);
        let pair_through = |pairs: &[(usize, [usize; 2])], cell: usize| {
            pairs.iter().copied().find(|(_, p)| p.contains(&cell))
        };
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
                        // The dual: the column pair through `ri` and the row pair through
                        // `ci`, their far ends outside the box.
                        let dual = match (pair_through(&columns, ri), pair_through(&rows, ci)) {
                            (Some((du, dc)), Some((eu, er))) => {
                                let dj = if dc[0] == ri { dc[1] } else { dc[0] };
                                let ej = if er[0] == ci { er[1] } else { er[0] };
                                (box_of(dj) != box_of(ri) && box_of(ej) != box_of(ci))
                                    .then(|| (du, dc, eu, er, ctx.cells(d) & PEERS[dj] & PEERS[ej]))
                            }
                            _ => None,
                        };
                        let dual = dual.filter(|&(.., t)| !t.is_empty());
                        if targets.is_empty() || dual.is_some_and(|(_, _, eu, ..)| eu < ru) {
                            // Nothing here, or the dual's own turn (the kite with the
                            // lower row) reports both.
                            continue;
                        }
                        let mut text = format!(
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
                        let mut eliminations = remove_digit(d, targets);
                        let mut units = vec![ru, cu, 18 + box_of(ri)];
                        let mut cells = vec![rj, ri, ci, cj];
                        if let Some((du, dc, eu, er, more)) = dual {
                            let dj = if dc[0] == ri { dc[1] } else { dc[0] };
                            let ej = if er[0] == ci { er[1] } else { er[0] };
                            text = format!(
                                "Dual {text} The same two cells make a second kite: {} ({}) \
                                 and {} ({}) have {d} in only two cells too, so {} or {} is \
                                 {d}, and {d} is also removed from {}, {} both.",
                                unit_name(du),
                                cells_comma(dc),
                                unit_name(eu),
                                cells_comma(er),
                                cell_name(dj),
                                cell_name(ej),
                                cells_and(more.iter()),
                                which_see(more.len())
                            );
                            eliminations.extend(remove_digit(d, more));
                            units.extend([du, eu]);
                            cells.extend([dj, ej]);
                        }
                        offer!(
                            ctx,
                            make_step(
                                Technique::TwoStringKite,
                                &[],
                                &sorted(eliminations),
                                cells,
                                &units,
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
                    // Every pair that proves something, in one step (two of them: HoDoKu's
                    // dual empty rectangle).
                    links.retain(|&(.., target)| cand.contains(target));
                    if links.is_empty() {
                        continue;
                    }
                    let reasons: Vec<String> = links
                        .iter()
                        .map(|&(near, far, link, target)| {
                            format!(
                                "if {} were {d}, {} would not be, so {} would be ({} has no \
                                 other place for {d}), and together they would leave no {d} in \
                                 {}; so {d} is removed from {}.",
                                cell_name(target),
                                cell_name(near),
                                cell_name(far),
                                unit_name(link),
                                unit_name(box_unit),
                                cell_name(target)
                            )
                        })
                        .collect();
                    let text = format!(
                        "Empty rectangle on {d} in {}: its {d}s all lie in {} or {}. If {}",
                        unit_name(box_unit),
                        unit_name(r),
                        unit_name(9 + c),
                        &reasons.join(" Likewise, ")[3..]
                    );
                    let mut cells: Vec<usize> = inside.iter().collect();
                    let mut units = vec![box_unit];
                    for &(near, far, link, _) in &links {
                        cells.extend([far, near]);
                        units.push(link);
                    }
                    let eliminations: Vec<(usize, u8)> =
                        links.iter().map(|&(.., target)| (target, d)).collect();
                    offer!(
                        ctx,
                        make_step(
                            Technique::EmptyRectangle,
                            &[],
                            &sorted(eliminations),
                            cells,
                            &units,
                            text,
                        )
                    );
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

#[cfg(test)]
mod tests {
    use super::{empty_rectangle, two_string_kite};
    use crate::core::grid::Grid;
    use crate::logic::{Ctx, Position, Step};

    /// An empty grid whose cells allow every digit but 1, and 1 only in `ones`
    /// (`(row, column)`, 1-based).
    fn position(ones: &[(usize, usize)]) -> Position {
        let mut masks = [0x1feu16; 81];
        for &(r, c) in ones {
            masks[(r - 1) * 9 + c - 1] |= 1;
        }
        Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap()
    }

    /// Where a step removes 1: `(row, column)`, 1-based.
    fn removed(step: &Step) -> Vec<(u8, u8)> {
        step.eliminations
            .iter()
            .map(|e| {
                assert_eq!(e.digit, 1);
                (e.cell.row() + 1, e.cell.column() + 1)
            })
            .collect()
    }

    /// Every step `find` finds in `pos`.
    fn all(pos: &Position, find: fn(&Ctx) -> Option<Step>) -> Vec<Step> {
        let ctx = Ctx::collecting(pos);
        assert!(find(&ctx).is_none(), "a collecting search returns none");
        ctx.into_steps()
    }

    /// Box 1 holds 1 only in r1c3 and r3c1. Row 1 (r1c3, r1c8) and column 1 (r3c1,
    /// r6c1) make a kite removing 1 from r6c8; column 3 (r1c3, r4c3) and row 3 (r3c1,
    /// r3c9) a second one through the same two cells, removing it from r4c9. One step
    /// removes both.
    #[test]
    fn a_dual_kite_is_one_step() {
        let pos = position(&[
            (1, 3),
            (1, 8),
            (3, 1),
            (6, 1),
            (4, 3),
            (3, 9),
            (6, 8),
            (4, 9),
            (7, 8),
            (8, 9),
            (4, 5),
            (6, 5),
            (9, 5),
        ]);
        let steps = all(&pos, two_string_kite);
        let dual: Vec<&Step> = steps
            .iter()
            .filter(|s| s.text.starts_with("Dual 2-String Kite on 1: "))
            .collect();
        assert_eq!(dual.len(), 1, "{steps:?}");
        assert_eq!(removed(dual[0]), [(4, 9), (6, 8)], "{}", dual[0].text);
        let with_r6c8 = steps.iter().filter(|s| removed(s).contains(&(6, 8)));
        assert_eq!(
            with_r6c8.count(),
            1,
            "each kite is reported once, with its dual"
        );
    }

    /// Box 5 holds 1 only in r5c4 and r4c5 (row 5 and column 5). Column 8 holds it in
    /// r2c8 and r5c8, row 8 in r8c2 and r8c5: r2c5 and r5c2 would each empty box 5.
    #[test]
    fn an_empty_rectangle_removes_through_every_pair() {
        let pos = position(&[
            (5, 4),
            (4, 5),
            (5, 8),
            (2, 8),
            (8, 5),
            (8, 2),
            (2, 5),
            (5, 2),
            (2, 1),
            (9, 2),
        ]);
        let steps = all(&pos, empty_rectangle);
        let in_box_5: Vec<&Step> = steps
            .iter()
            .filter(|s| s.text.starts_with("Empty rectangle on 1 in box 5: "))
            .collect();
        assert_eq!(in_box_5.len(), 1, "{steps:?}");
        assert_eq!(
            removed(in_box_5[0]),
            [(2, 5), (5, 2)],
            "{}",
            in_box_5[0].text
        );
        assert!(
            in_box_5[0].text.contains(" Likewise, if "),
            "{}",
            in_box_5[0].text
        );
    }
}
