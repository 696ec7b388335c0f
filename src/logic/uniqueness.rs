//! Techniques that assume the puzzle has exactly one solution: unique rectangles (types
//! 1-6), hidden rectangles and BUG+1.
//!
//! A *deadly pattern* is a set of blank cells whose digits could be swapped without
//! breaking any unit: four cells at the corners of a rectangle on two rows, two columns
//! and two boxes, all holding the same two digits a and b, could be a/b or b/a. A puzzle
//! with one solution cannot end in one, so whatever would complete one is ruled out.
//! [`hint`](crate::hint) and [`solve_path`](crate::solve_path) use these techniques only
//! after counting the solutions.

use super::cells::{
    bit, col_of, combinations, digits, first_digit, row_of, shared_units, two_box_rectangles,
    units_of, CellSet, PEERS, UNIT_SETS,
};
use super::text::{
    cell_name, cells_and, cells_comma, digits_and, digits_or, digits_slash, removals, unit_name,
    units_and,
};
use super::{make_step, offer, remove_digit, sorted, Ctx, Step, Technique};

/// The sides of a rectangle `[r1c1, r1c2, r2c1, r2c2]` as (floor, roof) index pairs.
const SIDES: [([usize; 2], [usize; 2]); 4] = [
    ([0, 1], [2, 3]),
    ([2, 3], [0, 1]),
    ([0, 2], [1, 3]),
    ([1, 3], [0, 2]),
];

/// The unique rectangle of type `kind` (1-6) that removes something, if any.
pub(crate) fn rectangle(ctx: &Ctx, kind: u8) -> Option<Step> {
    rectangles(ctx, kind, false)
}

/// A unique rectangle of types 1-4 with a corner that lacks one of a and b (HoDoKu's
/// "missing candidates"): the deadly pattern is about the solution, and that corner
/// would take the other digit. A technique of its own so that `hint`, which uses types
/// 1-4, keeps its paths and grades.
pub(crate) fn missing_rectangle(ctx: &Ctx) -> Option<Step> {
    (1..=4).find_map(|kind| rectangles(ctx, kind, true))
}

/// With `missing`, only the pairs some corner lacks one digit of, steps labelled
/// [`Technique::UniqueRectangleMissing`].
fn rectangles(ctx: &Ctx, kind: u8, missing: bool) -> Option<Step> {
    for corners in two_box_rectangles() {
        if corners.iter().any(|&i| !ctx.blanks.contains(i)) {
            continue;
        }
        // Types 5 and 6 allow a corner that lacks one of a and b (a "missing
        // candidate"); types 1-4 do in `missing_rectangle` only.
        let pairs = if missing {
            let strict = strict_pairs(ctx, corners);
            let mut loose = loose_pairs(ctx, corners);
            loose.retain(|p| !strict.contains(p));
            loose
        } else if kind >= 5 {
            loose_pairs(ctx, corners)
        } else {
            strict_pairs(ctx, corners)
        };
        {
            for (a, b) in pairs {
                let rect = Rect {
                    corners,
                    a,
                    b,
                    missing,
                };
                let step = match kind {
                    1 => rect.type_1(ctx),
                    2 => rect.type_2(ctx),
                    3 => rect.type_3(ctx),
                    4 => rect.type_4(ctx),
                    5 => rect.type_5(ctx),
                    _ => rect.type_6(ctx),
                };
                if step.is_some() {
                    return step;
                }
            }
        }
    }
    None
}

/// The pairs a < b that every corner holds one of at least, each in two corners or
/// more.
fn loose_pairs(ctx: &Ctx, corners: [usize; 4]) -> Vec<(u8, u8)> {
    let count = |d: u8| {
        corners
            .iter()
            .filter(|&&i| ctx.mask(i) & bit(d) != 0)
            .count()
    };
    let mut out = Vec::new();
    for a in 1..=9u8 {
        if count(a) < 2 {
            continue;
        }
        for b in a + 1..=9 {
            let ab = bit(a) | bit(b);
            if count(b) >= 2 && corners.iter().all(|&i| ctx.mask(i) & ab != 0) {
                out.push((a, b));
            }
        }
    }
    out
}

/// The pairs a < b that every corner holds.
fn strict_pairs(ctx: &Ctx, corners: [usize; 4]) -> Vec<(u8, u8)> {
    let common = corners.iter().fold(0x1ff, |m, &i| m & ctx.mask(i));
    let d: Vec<u8> = digits(common).collect();
    let mut out = Vec::new();
    for (k, &a) in d.iter().enumerate() {
        out.extend(d[k + 1..].iter().map(|&b| (a, b)));
    }
    out
}

struct Rect {
    corners: [usize; 4],
    a: u8,
    b: u8,
    /// A corner lacks a or b: the steps are [`Technique::UniqueRectangleMissing`]'s.
    missing: bool,
}

impl Rect {
    fn ab(&self) -> u16 {
        bit(self.a) | bit(self.b)
    }

    fn exact(&self, ctx: &Ctx, k: usize) -> bool {
        ctx.mask(self.corners[k]) == self.ab()
    }

    /// The technique of a step of `kind`'s rule.
    fn label(&self, kind: Technique) -> Technique {
        if self.missing {
            Technique::UniqueRectangleMissing
        } else {
            kind
        }
    }

    /// "Unique rectangle type 2 on 2/9 (r1c1, r1c4, r5c1, r5c4)".
    fn intro(&self, technique: Technique) -> String {
        let name = if self.missing {
            format!(
                "{} (as {})",
                Technique::UniqueRectangleMissing.name(),
                technique.name().to_lowercase()
            )
        } else {
            technique.name().to_string()
        };
        format!(
            "{} on {} ({})",
            name,
            digits_slash(self.ab()),
            cells_comma(self.corners)
        )
    }

    /// (floor, roof) cell pairs where the floor is exactly a/b and the roof is not.
    fn floors<'a>(&'a self, ctx: &'a Ctx) -> impl Iterator<Item = ([usize; 2], [usize; 2])> + 'a {
        SIDES
            .iter()
            .filter(move |(floor, roof)| {
                floor.iter().all(|&k| self.exact(ctx, k))
                    && roof.iter().all(|&k| !self.exact(ctx, k))
            })
            .map(move |(floor, roof)| {
                (
                    floor.map(|k| self.corners[k]),
                    roof.map(|k| self.corners[k]),
                )
            })
    }

    /// Three corners are exactly a/b: the fourth cannot be a or b.
    fn type_1(&self, ctx: &Ctx) -> Option<Step> {
        let exact: Vec<usize> = (0..4).filter(|&k| self.exact(ctx, k)).collect();
        if exact.len() != 3 {
            return None;
        }
        let target = self.corners[(0..4).find(|k| !exact.contains(k))?];
        let gone: Vec<(usize, u8)> = [(target, self.a), (target, self.b)]
            .into_iter()
            .filter(|&(i, d)| ctx.mask(i) & bit(d) != 0)
            .collect();
        if gone.is_empty() {
            return None;
        }
        let text = format!(
            "{}: if {} were {} or {}, these four cells could swap {} and {} and the puzzle \
             would have two solutions; so {} are removed from {}.",
            self.intro(Technique::UniqueRectangle1),
            cell_name(target),
            self.a,
            self.b,
            self.a,
            self.b,
            digits_and(self.ab()),
            cell_name(target)
        );
        ctx.offer(make_step(
            self.label(Technique::UniqueRectangle1),
            &[],
            &gone,
            self.corners,
            &[],
            text,
        ))
    }

    /// A floor a/b and a roof of two a/b/c cells: c is in the roof.
    fn type_2(&self, ctx: &Ctx) -> Option<Step> {
        for (_, [r, s]) in self.floors(ctx) {
            let extra = ctx.mask(r) & !self.ab();
            if extra != ctx.mask(s) & !self.ab() || extra.count_ones() != 1 {
                continue;
            }
            let c = extra.trailing_zeros() as u8 + 1;
            let targets = ctx.cells(c) & PEERS[r] & PEERS[s];
            if targets.is_empty() {
                continue;
            }
            let text = format!(
                "{}: {} and {} cannot both be {} or {} (the puzzle would have two solutions), \
                 so one of them is {c}; {c} is removed from {}, which see{} both.",
                self.intro(Technique::UniqueRectangle2),
                cell_name(r),
                cell_name(s),
                self.a,
                self.b,
                cells_and(targets.iter()),
                if targets.len() == 1 { "s" } else { "" }
            );
            offer!(
                ctx,
                make_step(
                    self.label(Technique::UniqueRectangle2),
                    &[],
                    &sorted(remove_digit(c, targets)),
                    self.corners,
                    &[],
                    text,
                )
            );
        }
        None
    }

    /// A floor a/b; the roof's extra digits, one of which it must hold, act as one more
    /// cell in a naked subset with other cells of a unit the roof shares.
    fn type_3(&self, ctx: &Ctx) -> Option<Step> {
        for (_, [r, s]) in self.floors(ctx) {
            let extra = (ctx.mask(r) | ctx.mask(s)) & !self.ab();
            let roof = CellSet::single(r) | CellSet::single(s);
            for u in shared_units(roof) {
                let others: Vec<usize> = (UNIT_SETS[u] & (ctx.blanks - roof)).iter().collect();
                let helpers: Vec<usize> = others
                    .iter()
                    .copied()
                    .filter(|&i| (2..=4).contains(&ctx.mask(i).count_ones()))
                    .collect();
                for k in 1..=3 {
                    let mut found = None;
                    combinations(helpers.len(), k, |pick| {
                        let subset: CellSet = pick.iter().map(|&p| helpers[p]).collect();
                        let union = subset.iter().fold(extra, |m, i| m | ctx.mask(i));
                        if union.count_ones() as usize != k + 1 {
                            return false;
                        }
                        // The subset holds in every unit it shares with the roof (a line
                        // and a box): it is found from the first and removes in all.
                        let units = shared_units(roof | subset);
                        if units.first() != Some(&u) {
                            return false;
                        }
                        let inside = units.iter().fold(CellSet::EMPTY, |m, &v| m | UNIT_SETS[v]);
                        let eliminations: Vec<(usize, u8)> = (inside
                            & (ctx.blanks - roof - subset))
                            .iter()
                            .flat_map(|j| digits(ctx.mask(j) & union).map(move |d| (j, d)))
                            .collect();
                        if eliminations.is_empty() {
                            return false;
                        }
                        let eliminations = sorted(eliminations);
                        let size = match k + 1 {
                            2 => "pair",
                            3 => "triple",
                            _ => "quad",
                        };
                        let text = format!(
                            "{}: {} or {} must hold {} (else the puzzle would have two \
                             solutions), so with {} they form a naked {size} on {} in {}, \
                             which removes {}.",
                            self.intro(Technique::UniqueRectangle3),
                            cell_name(r),
                            cell_name(s),
                            digits_or(extra),
                            cells_and(subset.iter()),
                            digits_slash(union),
                            units_and(&units),
                            removals(&eliminations)
                        );
                        found = ctx.offer(make_step(
                            self.label(Technique::UniqueRectangle3),
                            &[],
                            &eliminations,
                            self.corners.into_iter().chain(subset.iter()),
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
        }
        None
    }

    /// A floor a/b, and a unit of the roof where a can only go in the roof: one roof cell
    /// is a, so neither can be b (that would complete the deadly pattern).
    fn type_4(&self, ctx: &Ctx) -> Option<Step> {
        for (_, [r, s]) in self.floors(ctx) {
            let roof = CellSet::single(r) | CellSet::single(s);
            for u in shared_units(roof) {
                for (x, y) in [(self.a, self.b), (self.b, self.a)] {
                    if ctx.cells(x) & UNIT_SETS[u] != roof {
                        continue;
                    }
                    let gone: Vec<(usize, u8)> = [(r, y), (s, y)]
                        .into_iter()
                        .filter(|&(i, d)| ctx.mask(i) & bit(d) != 0)
                        .collect();
                    if gone.is_empty() {
                        continue;
                    }
                    let text = format!(
                        "{}: in {}, {x} can only go in {} or {}, so one of them is {x}; if \
                         either were {y}, the four cells could swap {x} and {y} and the puzzle \
                         would have two solutions, so {y} is removed from both.",
                        self.intro(Technique::UniqueRectangle4),
                        unit_name(u),
                        cell_name(r),
                        cell_name(s)
                    );
                    offer!(
                        ctx,
                        make_step(
                            self.label(Technique::UniqueRectangle4),
                            &[],
                            &gone,
                            self.corners,
                            &[u],
                            text,
                        )
                    );
                }
            }
        }
        None
    }

    /// The corners that are not exactly a/b all hold a/b/c for one c, and they do not
    /// share a row or column (that is type 2): one of them is c, so c is removed from
    /// the cells that see them all.
    fn type_5(&self, ctx: &Ctx) -> Option<Step> {
        let roof: Vec<usize> = (0..4)
            .filter(|&k| !self.exact(ctx, k))
            .map(|k| self.corners[k])
            .collect();
        if roof.len() < 2 {
            return None;
        }
        let extra = ctx.mask(roof[0]) & !self.ab();
        if extra.count_ones() != 1 || roof.iter().any(|&i| ctx.mask(i) & !self.ab() != extra) {
            return None;
        }
        let set: CellSet = roof.iter().copied().collect();
        if roof.len() == 2 && !shared_units(set).is_empty() {
            return None;
        }
        let c = extra.trailing_zeros() as u8 + 1;
        let targets = roof.iter().fold(ctx.cells(c) - set, |m, &i| m & PEERS[i]);
        if targets.is_empty() {
            return None;
        }
        let text = format!(
            "{}: {} cannot all be {} or {} (the puzzle would have two solutions), so one of \
             them is {c}; {c} is removed from {}, which see{} them all.",
            self.intro(Technique::UniqueRectangle5),
            cells_and(roof.iter().copied()),
            self.a,
            self.b,
            cells_and(targets.iter()),
            if targets.len() == 1 { "s" } else { "" }
        );
        ctx.offer(make_step(
            Technique::UniqueRectangle5,
            &[],
            &sorted(remove_digit(c, targets)),
            self.corners,
            &[],
            text,
        ))
    }

    /// Two opposite corners exactly a/b, and x (a or b) only in the rectangle in both of
    /// its rows (or both columns): if one of the other corners were x, the X-Wing would
    /// put x in the other one too and y in the a/b corners, a deadly pattern; so x is
    /// removed from both.
    fn type_6(&self, ctx: &Ctx) -> Option<Step> {
        let exact: Vec<usize> = (0..4).filter(|&k| self.exact(ctx, k)).collect();
        if exact != [0, 3] && exact != [1, 2] {
            return None;
        }
        let others = if exact == [0, 3] { [1, 2] } else { [0, 3] };
        let [p, q] = others.map(|k| self.corners[k]);
        let set: CellSet = self.corners.into_iter().collect();
        let rows = [row_of(self.corners[0]), row_of(self.corners[3])];
        let cols = [9 + col_of(self.corners[0]), 9 + col_of(self.corners[3])];
        for (x, y) in [(self.a, self.b), (self.b, self.a)] {
            for lines in [rows, cols] {
                if !lines
                    .iter()
                    .all(|&u| (ctx.cells(x) & UNIT_SETS[u]).is_subset(set))
                {
                    continue;
                }
                let text = format!(
                    "{}: in {} and {}, {x} can only go in the rectangle; if {} or {} were {x}, \
                     so would be the other, {} and {} would be {y} and the four cells could \
                     swap {x} and {y} (two solutions); so {x} is removed from {} and {}.",
                    self.intro(Technique::UniqueRectangle6),
                    unit_name(lines[0]),
                    unit_name(lines[1]),
                    cell_name(p),
                    cell_name(q),
                    cell_name(self.corners[exact[0]]),
                    cell_name(self.corners[exact[1]]),
                    cell_name(p),
                    cell_name(q)
                );
                offer!(
                    ctx,
                    make_step(
                        Technique::UniqueRectangle6,
                        &[],
                        &sorted(vec![(p, x), (q, x)]),
                        self.corners,
                        &lines,
                        text,
                    )
                );
            }
        }
        None
    }
}

/// A hidden rectangle that removes something, if any: a corner A exactly a/b, and the
/// row and the column of the opposite corner D hold b only in the rectangle. If D were
/// a, b would go in the two other corners, A would be a and the four cells a deadly
/// pattern; so D is not a. The corners in D's row and column must hold b (else b
/// could already be placed in that row or column, and nothing forces it there).
pub(crate) fn hidden_rectangle(ctx: &Ctx) -> Option<Step> {
    for corners in two_box_rectangles() {
        if corners.iter().any(|&i| !ctx.blanks.contains(i)) {
            continue;
        }
        for k in 0..4 {
            let anchor = corners[k];
            let mask = ctx.mask(anchor);
            if mask.count_ones() != 2 {
                continue;
            }
            // Corners are r1c1, r1c2, r2c1, r2c2: the opposite of k is 3 - k,
            // the one in its row k ^ 1, the one in its column k ^ 2.
            let opposite = corners[3 - k];
            let same_row = corners[(3 - k) ^ 1];
            let same_col = corners[(3 - k) ^ 2];
            let row = UNIT_SETS[row_of(opposite)];
            let col = UNIT_SETS[9 + col_of(opposite)];
            let row_pair = CellSet::single(opposite) | CellSet::single(same_row);
            let col_pair = CellSet::single(opposite) | CellSet::single(same_col);
            let (lo, hi) = (first_digit(mask), first_digit(mask & (mask - 1)));
            for (a, b) in [(lo, hi), (hi, lo)] {
                // b fills the two other corners: they must hold it.
                if ctx.mask(opposite) & bit(a) == 0
                    || ctx.mask(same_row) & bit(b) == 0
                    || ctx.mask(same_col) & bit(b) == 0
                    || !(ctx.cells(b) & row).is_subset(row_pair)
                    || !(ctx.cells(b) & col).is_subset(col_pair)
                {
                    continue;
                }
                let text = format!(
                    "Hidden rectangle on {} ({}): {} is {}, and {b} can only go in \
                     the rectangle in {} and in {}; if {} were {a}, {b} would fill \
                     {} and {}, {} would be {a} and the four cells could swap {a} \
                     and {b} (two solutions); so {a} is removed from {}.",
                    digits_slash(mask),
                    cells_comma(corners),
                    cell_name(anchor),
                    digits_slash(mask),
                    unit_name(row_of(opposite)),
                    unit_name(9 + col_of(opposite)),
                    cell_name(opposite),
                    cell_name(same_row),
                    cell_name(same_col),
                    cell_name(anchor),
                    cell_name(opposite)
                );
                offer!(
                    ctx,
                    make_step(
                        Technique::HiddenRectangle,
                        &[],
                        &[(opposite, a)],
                        corners,
                        &[row_of(opposite), 9 + col_of(opposite)],
                        text,
                    )
                );
            }
        }
    }
    None
}

/// Bivalue universal grave + 1: every blank cell has two candidates except one with
/// three. If that cell lost the digit it holds three times in its row, column and box,
/// every digit would have exactly two places in every unit: a deadly pattern (zero or
/// several solutions). So it holds that digit.
pub(crate) fn bug_plus_one(ctx: &Ctx) -> Option<Step> {
    let mut odd = None;
    for i in ctx.blanks.iter() {
        match ctx.mask(i).count_ones() {
            2 => {}
            3 if odd.is_none() => odd = Some(i),
            _ => return None,
        }
    }
    let x = odd?;
    let units = units_of(x);
    let mut triple = digits(ctx.mask(x)).filter(|&d| {
        units
            .iter()
            .all(|&u| (ctx.cells(d) & UNIT_SETS[u]).len() == 3)
    });
    let d = triple.next()?;
    if triple.next().is_some() {
        return None;
    }
    // Check the grave: without d in x, each digit has 0 or 2 places in every unit.
    for (u, &set) in UNIT_SETS.iter().enumerate() {
        for e in 1..=9 {
            let n = (ctx.cells(e) & set).len() - u32::from(e == d && units.contains(&u));
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    let name = cell_name(x);
    let text = format!(
        "BUG+1: every unsolved cell has two candidates except {name} ({}). If {name} were \
         not {d}, every digit would have exactly two places in each row, column and box, a \
         pattern with two solutions or none; so {name} is {d}.",
        digits_slash(ctx.mask(x))
    );
    ctx.offer(make_step(
        Technique::BugPlusOne,
        &[(x, d)],
        &[],
        [x],
        &units,
        text,
    ))
}

#[cfg(test)]
mod tests {
    use super::rectangle;
    use crate::core::grid::Grid;
    use crate::logic::{Ctx, Position};

    /// The rectangle r1c1, r1c2, r4c1, r4c2 on 1/2: r4c1 and r4c2 hold only 1 and 2,
    /// r1c1 also 3 and r1c2 also 4, so one of them is 3 or 4. With r1c3 (3/4) they are a
    /// naked pair in row 1 and in box 1 both: 3 and 4 leave the rest of both (every other
    /// cell allows every digit).
    #[test]
    fn a_type_3_subset_removes_in_every_unit_it_shares_with_the_roof() {
        let mut masks = [0x1ffu16; 81];
        masks[0] = 0b111;
        masks[1] = 0b1011;
        masks[2] = 0b1100;
        masks[27] = 0b11;
        masks[28] = 0b11;
        let pos = Position::with_masks(&Grid::from_bytes(&[0; 81]).unwrap(), &masks).unwrap();
        let step = rectangle(&Ctx::new(&pos), 3).expect("a type 3 rectangle");
        let rest: Vec<usize> = (3..9).chain([9, 10, 11, 18, 19, 20]).collect();
        for d in [3, 4] {
            let cells: Vec<usize> = step
                .eliminations
                .iter()
                .filter(|e| e.digit == d)
                .map(|e| e.cell.index())
                .collect();
            assert_eq!(cells, rest, "{}", step.text);
        }
        assert_eq!(step.eliminations.len(), 24);
        assert!(
            step.text.contains("naked pair on 3/4 in row 1 and box 1"),
            "{}",
            step.text
        );
    }
}
