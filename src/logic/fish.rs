//! Fish: X-Wing, Swordfish, Jellyfish, and the finned X-Wing and Swordfish.
//!
//! A fish on digit `d` takes `n` base lines (rows, or columns) whose candidates of `d`
//! lie in `n` cover lines of the other kind. Each base line holds `d` once, in a cover
//! line, and no two share one: so the `n` copies of `d` in the cover lines are exactly the
//! base lines' ones, and every other candidate of `d` in the cover lines goes.

use super::cells::{combinations, CellSet, UNIT_SETS};
use super::text::{cells_and, lines_name};
use super::{make_step, remove_digit, sorted, Ctx, Step, Technique};
use crate::{Candidate, Cell, Unit};

/// The cell at `(line, cross)`: row-major for rows, transposed for columns.
fn at(columns: bool, line: usize, cross: usize) -> usize {
    if columns {
        cross * 9 + line
    } else {
        line * 9 + cross
    }
}

/// The unit number of base line `line` (a row when `columns` is false).
fn base_unit(columns: bool, line: usize) -> usize {
    if columns {
        9 + line
    } else {
        line
    }
}

/// The unit number of cover line `cross` (a column when `columns` is false).
fn cover_unit(columns: bool, cross: usize) -> usize {
    base_unit(!columns, cross)
}

/// For each base line, the mask of cross positions (bit `k` for position `k`) that
/// allow `d`.
fn positions(ctx: &Ctx, d: u8, columns: bool) -> [u16; 9] {
    let cells = ctx.cells(d);
    std::array::from_fn(|line| {
        (0..9).fold(0u16, |m, k| {
            m | u16::from(cells.contains(at(columns, line, k))) << k
        })
    })
}

/// The positions (0-8) set in a 9-bit mask.
fn bits(mask: u16) -> Vec<usize> {
    (0..9).filter(|k| mask >> k & 1 != 0).collect()
}

fn fish_name(n: usize) -> &'static str {
    match n {
        2 => "X-Wing",
        3 => "Swordfish",
        _ => "Jellyfish",
    }
}

/// The basic fish of size `n` (2: X-Wing, 3: Swordfish, 4: Jellyfish).
pub(crate) fn basic(ctx: &Ctx, n: usize) -> Option<Step> {
    let technique = match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    for d in 1..=9 {
        for columns in [false, true] {
            let pos = positions(ctx, d, columns);
            let lines: Vec<usize> = (0..9)
                .filter(|&l| (2..=n).contains(&(pos[l].count_ones() as usize)))
                .collect();
            let mut found = None;
            combinations(lines.len(), n, |pick| {
                let base: Vec<usize> = pick.iter().map(|&k| lines[k]).collect();
                let cover = base.iter().fold(0u16, |m, &l| m | pos[l]);
                if cover.count_ones() as usize != n {
                    return false;
                }
                let cover: Vec<usize> = bits(cover);
                let base_set = base
                    .iter()
                    .fold(CellSet::EMPTY, |s, &l| s | UNIT_SETS[base_unit(columns, l)]);
                let cover_set = cover.iter().fold(CellSet::EMPTY, |s, &x| {
                    s | UNIT_SETS[cover_unit(columns, x)]
                });
                let targets = ctx.cells(d) & (cover_set - base_set);
                if targets.is_empty() {
                    return false;
                }
                let text = format!(
                    "{} on {d}: in {}, {d} can only go in {}, so it is removed from the rest \
                     of {}: {}.",
                    fish_name(n),
                    lines_name(columns, &base),
                    lines_name(!columns, &cover),
                    lines_name(!columns, &cover),
                    cells_and(targets.iter())
                );
                let units: Vec<usize> = base
                    .iter()
                    .map(|&l| base_unit(columns, l))
                    .chain(cover.iter().map(|&x| cover_unit(columns, x)))
                    .collect();
                found = ctx.offer(make_step(
                    technique,
                    &[],
                    &sorted(remove_digit(d, targets)),
                    (ctx.cells(d) & base_set).iter(),
                    &units,
                    text,
                ));
                found.is_some()
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// The finned fish of size `n` (2: X-Wing, 3: Swordfish, 4: Jellyfish): the base lines' candidates lie
/// in `n` cover lines except for some fins, all in one box. Either a fin holds the digit
/// (and then so does that box) or the fish stands: the cells of the cover lines inside
/// the fins' box, outside the base lines, lose the digit either way. The sashimi form,
/// where a base line keeps a single candidate besides its fins, follows the same logic.
///
/// The search goes by the fins' box rather than by cover sets: every position outside
/// the box's three cross positions must be a cover line, which leaves at most three
/// positions to choose among (no allocation in the loop).
pub(crate) fn finned(ctx: &Ctx, n: usize) -> Option<Step> {
    let technique = match n {
        2 => Technique::FinnedXWing,
        3 => Technique::FinnedSwordfish,
        _ => Technique::FinnedJellyfish,
    };
    for d in 1..=9 {
        for columns in [false, true] {
            let pos = positions(ctx, d, columns);
            // A base line holds at most n cover positions plus the fins of one box (3).
            let lines: Vec<usize> = (0..9)
                .filter(|&l| (1..=n + 3).contains(&(pos[l].count_ones() as usize)))
                .collect();
            let mut found = None;
            combinations(lines.len(), n, |pick| {
                let base = pick.iter().fold(0u16, |m, &k| m | 1 << lines[k]);
                let union = pick.iter().fold(0u16, |m, &k| m | pos[lines[k]]);
                if union.count_ones() as usize <= n {
                    return false;
                }
                // Every finned fish on these base lines (fins' box, cover).
                let mut fish = Vec::new();
                // The fins' box: its base-line band and cross-position stack.
                for fin_box in 0..9 {
                    let (band, stack) = if columns {
                        (0b111u16 << (fin_box % 3 * 3), 0b111u16 << (fin_box / 3 * 3))
                    } else {
                        (0b111u16 << (fin_box / 3 * 3), 0b111u16 << (fin_box % 3 * 3))
                    };
                    let required = union & !stack;
                    let optional = union & stack;
                    // Fins lie in base lines of the box's band, and outside the cover.
                    if base & band == 0 || required.count_ones() as usize > n {
                        continue;
                    }
                    // Each subset of the stack's positions that completes the cover.
                    let mut chosen = optional;
                    loop {
                        let cover = required | chosen;
                        if cover.count_ones() as usize == n {
                            fish.extend(finned_step(
                                ctx, technique, n, d, columns, &pos, base, cover, band, fin_box,
                            ));
                        }
                        if chosen == 0 {
                            break;
                        }
                        chosen = (chosen - 1) & optional;
                    }
                }
                for step in siamese(technique, d, fish) {
                    found = ctx.offer(step);
                    if found.is_some() {
                        return true;
                    }
                }
                false
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// The steps of the finned fish on one set of base lines. When no one of them removes
/// everything they remove together, they are *siamese* (HoDoKu's name): the same base
/// lines read with different covers and fins, each reading sound on its own, so one
/// step removes what all of them remove.
fn siamese(technique: Technique, d: u8, fish: Vec<Step>) -> Vec<Step> {
    let mut all: Vec<Candidate> = fish.iter().flat_map(|s| s.eliminations.clone()).collect();
    all.sort_by_key(|c| (c.digit, c.cell.index()));
    all.dedup();
    if fish.len() < 2 || fish.iter().any(|s| s.eliminations.len() == all.len()) {
        return fish;
    }
    let mut cells: Vec<Cell> = fish.iter().flat_map(|s| s.cells.clone()).collect();
    cells.sort_by_key(|c| c.index());
    cells.dedup();
    let mut units: Vec<Unit> = Vec::new();
    for unit in fish.iter().flat_map(|s| s.units.iter().copied()) {
        if !units.contains(&unit) {
            units.push(unit);
        }
    }
    let texts: Vec<&str> = fish.iter().map(|s| s.text.as_str()).collect();
    vec![Step {
        technique,
        placements: Vec::new(),
        eliminations: all,
        cells,
        units,
        text: format!(
            "Siamese {} on {d}, {} readings of the same base lines: {}",
            technique.name(),
            fish.len(),
            texts.join(" ")
        ),
    }]
}

/// The step of one finned fish candidate, if it is one and removes something: `base`
/// and `cover` are masks of line indices, `band` the base lines of the fins' box.
#[allow(clippy::too_many_arguments)]
fn finned_step(
    ctx: &Ctx,
    technique: Technique,
    n: usize,
    d: u8,
    columns: bool,
    pos: &[u16; 9],
    base: u16,
    cover: u16,
    band: u16,
    fin_box: usize,
) -> Option<Step> {
    let mut fins = CellSet::EMPTY;
    for l in (0..9).filter(|l| base >> l & 1 != 0) {
        if pos[l] & cover == 0 {
            return None; // a base line wholly made of fins: not a fish
        }
        let extra = pos[l] & !cover;
        if extra != 0 && band >> l & 1 == 0 {
            return None; // a fin outside the box
        }
        for x in (0..9).filter(|x| extra >> x & 1 != 0) {
            fins.insert(at(columns, l, x));
        }
    }
    if fins.is_empty() {
        return None;
    }
    let base: Vec<usize> = (0..9).filter(|l| base >> l & 1 != 0).collect();
    let cover: Vec<usize> = (0..9).filter(|x| cover >> x & 1 != 0).collect();
    let base_set = base
        .iter()
        .fold(CellSet::EMPTY, |s, &l| s | UNIT_SETS[base_unit(columns, l)]);
    let cover_set = cover.iter().fold(CellSet::EMPTY, |s, &x| {
        s | UNIT_SETS[cover_unit(columns, x)]
    });
    let box_unit = 18 + fin_box;
    let targets = ctx.cells(d) & cover_set & (UNIT_SETS[box_unit] - base_set);
    if targets.is_empty() {
        return None;
    }
    let (fin_word, a_fin, fin_box_word) = if fins.len() == 1 {
        ("fin", "the fin is", "the fin's box")
    } else {
        ("fins", "a fin is", "the fins' box")
    };
    let text = format!(
        "{} on {d}: {} have {d} only in {}, apart from the {fin_word} {}. Either the {} \
         holds or {a_fin} {d}; both rule out {d} in {}, in {} and {fin_box_word}.",
        technique.name(),
        lines_name(columns, &base),
        lines_name(!columns, &cover),
        cells_and(fins.iter()),
        fish_name(n),
        cells_and(targets.iter()),
        lines_name(!columns, &cover),
    );
    let units: Vec<usize> = base
        .iter()
        .map(|&l| base_unit(columns, l))
        .chain(cover.iter().map(|&x| cover_unit(columns, x)))
        .chain([box_unit])
        .collect();
    Some(make_step(
        technique,
        &[],
        &sorted(remove_digit(d, targets)),
        (ctx.cells(d) & base_set).iter(),
        &units,
        text,
    ))
}

#[cfg(test)]
mod tests {
    use super::finned;
    use crate::core::grid::Grid;
    use crate::logic::{Ctx, Position, Step};

    /// Rows 1, 4 and 8 hold 1 in r1c2, r1c8, r1c9, r4c1, r4c9, r8c8 and r8c9; 1 is also
    /// allowed in r2c1, r3c1 and r6c2 (nowhere else). Read with columns 2, 8 and 9 and the
    /// fin r4c1 they make a finned Swordfish removing 1 from r6c2; read with columns 1, 8
    /// and 9 and the fin r1c2, one removing it from r2c1 and r3c1. One siamese step
    /// removes all three.
    #[test]
    fn siamese_finned_fish_are_one_step() {
        let mut masks = [0x1feu16; 81];
        let ones = [(1, 2), (1, 8), (1, 9), (4, 1), (4, 9), (8, 8), (8, 9)];
        for (r, c) in ones.into_iter().chain([(2, 1), (3, 1), (6, 2)]) {
            masks[(r - 1) * 9 + c - 1] |= 1;
        }
        let pos = Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap();
        let ctx = Ctx::collecting(&pos);
        assert!(
            finned(&ctx, 3).is_none(),
            "a collecting search returns none"
        );
        let steps = ctx.into_steps();
        let siamese: Vec<&Step> = steps
            .iter()
            .filter(|s| {
                s.text
                    .starts_with("Siamese Finned Swordfish on 1, 2 readings")
            })
            .collect();
        assert_eq!(siamese.len(), 1, "{steps:?}");
        let removed: Vec<(u8, u8, u8)> = siamese[0]
            .eliminations
            .iter()
            .map(|e| (e.digit, e.cell.row() + 1, e.cell.column() + 1))
            .collect();
        assert_eq!(
            removed,
            [(1, 2, 1), (1, 3, 1), (1, 6, 2)],
            "{}",
            siamese[0].text
        );
        let alone = steps.iter().filter(|s| {
            s.text
                .starts_with("Finned Swordfish on 1: rows 1, 4 and 8 ")
        });
        assert_eq!(
            alone.count(),
            0,
            "the two readings are not reported alone too"
        );
    }
}
