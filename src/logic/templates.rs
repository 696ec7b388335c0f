//! Templates: the ways one digit can fill the grid, one cell in each row, column and
//! box, given where it is placed and where it is still a candidate.
//!
//! Every solution puts the digit on one of its templates. A candidate that lies on no
//! template goes (template delete); a blank cell that lies on every template takes the
//! digit (template set). There are at most 46 656 templates of a digit, and the search
//! walks row by row, so it is bounded by that.

use super::cells::{box_of, CellSet};
use super::text::{cell_name, cells_and};
use super::{make_step, offer, remove_digit, sorted, Ctx, Step, Technique};

/// The cells on every template of `d`, and those on at least one; `None` when `d` has
/// no template (the position is broken). A template of `d` that uses a blank cell on
/// every template of another digit is left out (that cell holds the other digit), and
/// that refinement repeats until nothing changes.
fn templates(ctx: &Ctx, d: u8) -> Option<(CellSet, CellSet)> {
    let mut forced = [CellSet::EMPTY; 9];
    loop {
        let mut changed = false;
        for e in 1..=9u8 {
            let others = (1..=9u8)
                .filter(|&o| o != e)
                .fold(CellSet::EMPTY, |acc, o| acc | forced[usize::from(o - 1)]);
            let (every, _) = raw_templates(ctx, e, ctx.cells(e) - others)?;
            let every = every & ctx.blanks;
            if every != forced[usize::from(e - 1)] {
                forced[usize::from(e - 1)] = every;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let others = (1..=9u8)
        .filter(|&o| o != d)
        .fold(CellSet::EMPTY, |acc, o| acc | forced[usize::from(o - 1)]);
    raw_templates(ctx, d, ctx.cells(d) - others)
}

/// The cells on every template of `d` whose blank cells are in `allowed`, and those on
/// at least one; `None` when there is none.
fn raw_templates(ctx: &Ctx, d: u8, allowed: CellSet) -> Option<(CellSet, CellSet)> {
    let mut placed = [None; 9];
    for i in 0..81 {
        if ctx.pos.digits[i] == d {
            placed[i / 9] = Some(i % 9);
        }
    }
    let mut every = CellSet(!0u128 >> 47);
    let mut some = CellSet::EMPTY;
    let mut any = false;
    let mut path = [0usize; 9];
    fill(
        0,
        0,
        0,
        &placed,
        allowed,
        &mut path,
        &mut |cells: &[usize; 9]| {
            let set: CellSet = cells.iter().copied().collect();
            every &= set;
            some |= set;
            any = true;
        },
    );
    any.then_some((every, some))
}

/// Chooses the column of `d` in row `r` and on, with `cols` and `boxes` (bit masks)
/// already used.
fn fill(
    r: usize,
    cols: u16,
    boxes: u16,
    placed: &[Option<usize>; 9],
    allowed: CellSet,
    path: &mut [usize; 9],
    found: &mut impl FnMut(&[usize; 9]),
) {
    if r == 9 {
        found(path);
        return;
    }
    for c in 0..9 {
        let i = r * 9 + c;
        let ok = match placed[r] {
            Some(p) => p == c,
            None => allowed.contains(i),
        };
        let b = box_of(i);
        if !ok || cols >> c & 1 != 0 || boxes >> b & 1 != 0 {
            continue;
        }
        path[r] = i;
        fill(
            r + 1,
            cols | 1 << c,
            boxes | 1 << b,
            placed,
            allowed,
            path,
            found,
        );
    }
}

/// Blank cells on every template of a digit take it.
pub(crate) fn template_set(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let Some((every, _)) = templates(ctx, d) else {
            continue;
        };
        let cells = every & ctx.cells(d);
        if cells.is_empty() {
            continue;
        }
        let placements: Vec<(usize, u8)> = cells.iter().map(|i| (i, d)).collect();
        let text = format!(
            "Template set on {d}: every way to place {d} once in each row, column and box \
             (given where it is placed and still possible) puts it in {}, so {} {d}.",
            cells_and(cells.iter()),
            if cells.len() == 1 {
                format!("{} is", cell_name(cells.first().unwrap_or(0)))
            } else {
                "they are".to_string()
            }
        );
        offer!(
            ctx,
            make_step(
                Technique::TemplateSet,
                &placements,
                &[],
                cells.iter(),
                &[],
                text
            )
        );
    }
    None
}

/// Candidates of a digit on none of its templates go.
pub(crate) fn template_delete(ctx: &Ctx) -> Option<Step> {
    for d in 1..=9 {
        let Some((_, some)) = templates(ctx, d) else {
            continue;
        };
        let targets = ctx.cells(d) - some;
        if targets.is_empty() {
            continue;
        }
        let text = format!(
            "Template delete on {d}: no way to place {d} once in each row, column and box \
             (given where it is placed and still possible) uses {}, so {d} is removed there.",
            cells_and(targets.iter())
        );
        offer!(
            ctx,
            make_step(
                Technique::TemplateDelete,
                &[],
                &sorted(remove_digit(d, targets)),
                targets.iter(),
                &[],
                text
            )
        );
    }
    None
}
