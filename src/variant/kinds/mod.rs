//! The constraint kinds: one table, one row per kind, and one module per kind that holds
//! everything about its rule (two kinds whose rules differ only in a direction or a
//! parity share one module and keep two rows: `parity` odd/even, `extremum`
//! minimum/maximum, `kropki` white/black).
//!
//! A kind's module says, for its [`Constraint`] arm:
//! * **validate**: the shape of its fields (cells inside the grid, none twice, numbers in
//!   range), with the path of a bad field ([`Puzzle::validate_shape`]);
//! * **lower**: what the search compiles it to: all-different groups, initial candidate
//!   masks, pair relations and the propagation primitives of `prim/` ([`Builder`]);
//! * **check**: the independent oracle, written from the rule alone, that
//!   [`Puzzle::conflicts`] and the search's final check run ([`Checker`]);
//! * **describe**: the rule's wording for the logic engine's steps, and the name of the
//!   house it forms when its cells all differ;
//! * **f-puzzles**: how it is read from its f-puzzles field(s) and written back.
//!
//! Why this shape: before it, one kind was spread over a dozen match arms in six files
//! (puzzle, model, check, logic rules, f-puzzles reader and writer), and adding one meant
//! finding them all. Now a new kind costs one module, one row in [`KINDS`], one
//! [`Constraint`] arm (and its arm in [`Constraint::with_kind`]), one TypeScript union
//! member, one drawing entry, and its tests. A kind never owns a search of its own: it
//! lowers to shared primitives, so propagation, logic and chains see every kind the same
//! way. The arms keep their public serde shape (`{"type": "killerCage", "cells": [...]}`);
//! each borrows its fields into a small view struct that implements [`Kind`], so the
//! dispatch is one `match` and costs no allocation.
//!
//! The table's order is the order f-puzzles fields are read in, so a puzzle read from
//! f-puzzles lists its constraints in one order whatever the JSON's key order.

mod anti_king;
mod anti_knight;
mod arrow;
mod between;
mod clone;
mod diagonal;
mod digital_root_cage;
mod double_arrow;
mod entropic_line;
mod extra_region;
mod extremum;
mod indexer;
mod killer_cage;
mod kropki;
mod little_killer;
mod lockout;
mod modular_line;
mod nabner;
mod negative;
mod non_consecutive;
mod outside;
mod palindrome;
mod parity;
pub(crate) mod pencil_marks;
mod quadruple;
mod region_sum_line;
mod renban;
mod sandwich;
mod skyscraper;
mod slow_thermometer;
mod thermometer;
mod whispers;
mod x_sum;
mod xv;
mod zipper_line;

use super::check::Checker;
#[cfg(feature = "variants")]
use super::fpuzzles::{Field, Reader, Writer};
use super::model::Builder;
use super::puzzle::{Constraint, Puzzle, Shape};
use crate::Error;

/// How a kind's f-puzzles field is read: the reader, the field's name (a kind may have
/// several, like `diagonal+` and `diagonal-`) and the field's value.
#[cfg(feature = "variants")]
pub(crate) type ReadFn = fn(&mut Reader, &str, Field<'_>) -> Result<(), Error>;

/// One row of [`KINDS`]: what names and documents a constraint kind.
pub(crate) struct KindRow {
    /// The JSON `type` ([`Constraint::name`]).
    pub name: &'static str,
    /// The f-puzzles fields it is read from (and written to), in reading order.
    #[cfg_attr(not(feature = "variants"), allow(dead_code))]
    pub fpuzzles: &'static [&'static str],
    /// The rule, in one sentence (the README's f-puzzles table says the same).
    pub rule: &'static str,
    /// Reads one of [`fpuzzles`](KindRow::fpuzzles) (`None` for a kind without a
    /// top-level field: given pencil marks sit in the grid's cells).
    #[cfg(feature = "variants")]
    pub read: Option<ReadFn>,
}

/// Every constraint kind, in f-puzzles reading order.
#[cfg_attr(not(feature = "variants"), allow(dead_code))]
pub(crate) const KINDS: &[&KindRow] = &[
    &pencil_marks::ROW,
    &diagonal::ROW,
    &anti_knight::ROW,
    &anti_king::ROW,
    &non_consecutive::ROW,
    &extra_region::ROW,
    &killer_cage::ROW,
    &digital_root_cage::ROW,
    &little_killer::ROW,
    &sandwich::ROW,
    &thermometer::ROW,
    &arrow::ROW,
    &kropki::WHITE,
    &kropki::BLACK,
    &xv::ROW,
    &parity::ODD,
    &parity::EVEN,
    &renban::ROW,
    &whispers::ROW,
    &palindrome::ROW,
    &between::ROW,
    &quadruple::ROW,
    &negative::ROW,
    &x_sum::ROW,
    &skyscraper::ROW,
    &lockout::ROW,
    &region_sum_line::ROW,
    &zipper_line::ROW,
    &double_arrow::ROW,
    &extremum::MINIMUM,
    &extremum::MAXIMUM,
    &entropic_line::ROW,
    &modular_line::ROW,
    &nabner::ROW,
    &slow_thermometer::ROW,
    &clone::ROW,
    &indexer::ROW_INDEXER,
    &indexer::COLUMN_INDEXER,
    &indexer::BOX_INDEXER,
];

/// What every constraint kind implements (see the module docs).
pub(crate) trait Kind {
    /// The kind's row in [`KINDS`].
    fn row(&self) -> &'static KindRow;

    /// Checks the fields' shape; `path` is the constraint's (`constraints[3]`).
    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error>;

    /// Compiles the rule for the search. `puzzle` is the whole description, for kinds
    /// whose rule depends on others (non-consecutive and negative skip marked pairs).
    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle);

    /// Reports what the filled cells of `checker` prove broken; `k` is the constraint's
    /// index.
    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle);

    /// The rule over `cells` (one primitive's or mask's cells), for a logic step:
    /// `Thermometer r1c1–r1c4 (digits increase from the bulb r1c1)`.
    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "The {} rule on {}",
            self.row().name,
            super::logic::text::cells_short(n, cells)
        )
    }

    /// The whole constraint over `cells`, all of its cells, for a step about all of them
    /// at once (constraint combinations): `Whispers line r3c3–r3c7 (5 cells) (neighbours
    /// differ by at least 5)`. [`Kind::describe`] unless a kind describes one primitive
    /// (one pair of a line) there.
    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, cells: &[u16]) -> String {
        self.describe(n, cells)
    }

    /// The all-different house the kind forms, with its name (`the 15 cage at r1c1`),
    /// when its cells all differ.
    #[cfg(feature = "logic")]
    fn house(&self, _n: usize) -> Option<(Vec<u16>, String)> {
        None
    }

    /// Writes the constraint into its f-puzzles field.
    ///
    /// # Errors
    /// [`Error::Unsupported`] when f-puzzles cannot state it.
    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error>;
}

impl Constraint {
    /// Calls `f` with this constraint's kind: the one dispatch from the public enum to
    /// the kind modules.
    pub(crate) fn with_kind<R>(&self, f: impl FnOnce(&dyn Kind) -> R) -> R {
        match self {
            Constraint::Diagonal { direction } => f(&diagonal::View {
                direction: *direction,
            }),
            Constraint::ExtraRegion { cells } => f(&extra_region::View { cells }),
            Constraint::KillerCage { cells, sum } => f(&killer_cage::View { cells, sum: *sum }),
            Constraint::DigitalRootCage { cells, root } => {
                f(&digital_root_cage::View { cells, root: *root })
            }
            Constraint::LittleKiller { cells, sum } => f(&little_killer::View { cells, sum: *sum }),
            Constraint::Sandwich { axis, index, sum } => f(&sandwich::View {
                axis: *axis,
                index: *index,
                sum: *sum,
            }),
            Constraint::Thermometer { cells } => f(&thermometer::View { cells }),
            Constraint::Arrow { circle, line } => f(&arrow::View { circle, line }),
            Constraint::KropkiWhite { cells, difference } => f(&kropki::View {
                cells,
                white: true,
                value: *difference,
            }),
            Constraint::KropkiBlack { cells, ratio } => f(&kropki::View {
                cells,
                white: false,
                value: *ratio,
            }),
            Constraint::Xv { cells, sum } => f(&xv::View { cells, sum: *sum }),
            Constraint::AntiKnight {} => f(&anti_knight::View),
            Constraint::AntiKing {} => f(&anti_king::View),
            Constraint::NonConsecutive {} => f(&non_consecutive::View),
            Constraint::Odd { cells } => f(&parity::View { cells, odd: true }),
            Constraint::Even { cells } => f(&parity::View { cells, odd: false }),
            Constraint::Renban { cells } => f(&renban::View { cells }),
            Constraint::Palindrome { cells } => f(&palindrome::View { cells }),
            Constraint::Between { cells } => f(&between::View { cells }),
            Constraint::Quadruple { cells, digits } => f(&quadruple::View { cells, digits }),
            Constraint::Whispers { cells, difference } => f(&whispers::View {
                cells,
                difference: *difference,
            }),
            Constraint::Negative { mark } => f(&negative::View { mark: *mark }),
            Constraint::Minimum { cells } => f(&extremum::View {
                cells,
                minimum: true,
            }),
            Constraint::Maximum { cells } => f(&extremum::View {
                cells,
                minimum: false,
            }),
            Constraint::EntropicLine { cells } => f(&entropic_line::View { cells }),
            Constraint::ModularLine { cells } => f(&modular_line::View { cells }),
            Constraint::Nabner { cells } => f(&nabner::View { cells }),
            Constraint::SlowThermometer { cells } => f(&slow_thermometer::View { cells }),
            Constraint::Clone { cells, clone_cells } => f(&clone::View { cells, clone_cells }),
            Constraint::RowIndexer { cells } => f(&indexer::View {
                along: indexer::Along::Row,
                cells,
            }),
            Constraint::ColumnIndexer { cells } => f(&indexer::View {
                along: indexer::Along::Column,
                cells,
            }),
            Constraint::BoxIndexer { cells } => f(&indexer::View {
                along: indexer::Along::Box,
                cells,
            }),
            Constraint::PencilMarks { cells, digits } => f(&pencil_marks::View { cells, digits }),
            Constraint::XSum { side, index, sum } => f(&x_sum::View {
                side: *side,
                index: *index,
                sum: *sum,
            }),
            Constraint::Skyscraper {
                side,
                index,
                visible,
            } => f(&skyscraper::View {
                side: *side,
                index: *index,
                visible: *visible,
            }),
            Constraint::Lockout { cells, difference } => f(&lockout::View {
                cells,
                difference: *difference,
            }),
            Constraint::RegionSumLine { cells } => f(&region_sum_line::View { cells }),
            Constraint::ZipperLine { cells } => f(&zipper_line::View { cells }),
            Constraint::DoubleArrow { cells } => f(&double_arrow::View { cells }),
        }
    }
}

/// The digits of a parity as a mask of `n` digits: odd (1, 3, ...) or even.
pub(crate) fn parity_mask(n: usize, odd: bool) -> u32 {
    (0..n)
        .filter(|d| (d % 2 == 0) == odd)
        .fold(0u32, |m, d| m | 1 << d)
}

/// The orthogonal neighbours of `cell` in an `n`×`n` grid.
pub(crate) fn orthogonal(n: usize, cell: u16) -> Vec<u16> {
    let n = n as u16;
    let (r, c) = (cell / n, cell % n);
    let mut out = Vec::with_capacity(4);
    if r > 0 {
        out.push(cell - n);
    }
    if c > 0 {
        out.push(cell - 1);
    }
    if c + 1 < n {
        out.push(cell + 1);
    }
    if r + 1 < n {
        out.push(cell + n);
    }
    out
}

/// The first two of `cells` as `r1c1 and r1c2` (a pair relation's cells), for
/// [`Kind::describe`].
#[cfg(feature = "logic")]
pub(crate) fn pair_text(n: usize, cells: &[u16]) -> String {
    use super::logic::text::{cell_name_in, cells_short};
    match cells {
        [a, b, ..] => format!("{} and {}", cell_name_in(n, *a), cell_name_in(n, *b)),
        _ => cells_short(n, cells),
    }
}

/// The pairs `(low cell, high cell)` that carry a mark of `kind` somewhere in `puzzle`
/// (for the kinds that apply "everywhere else": non-consecutive, negative).
pub(crate) fn marked_pairs(
    puzzle: &Puzzle,
    kind: impl Fn(&Constraint) -> Option<[u16; 2]>,
) -> Vec<(u16, u16)> {
    puzzle
        .constraints
        .iter()
        .filter_map(kind)
        .map(|[a, b]| (a.min(b), a.max(b)))
        .collect()
}

/// The name of a shape's first cell in reading order (`r1c1`), for house names.
#[cfg(feature = "logic")]
pub(crate) fn first_cell(n: usize, cells: &[u16]) -> String {
    cells
        .iter()
        .min()
        .map_or_else(String::new, |&c| super::logic::text::cell_name_in(n, c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_fields_are_unique() {
        for (i, a) in KINDS.iter().enumerate() {
            for b in &KINDS[i + 1..] {
                assert_ne!(a.name, b.name);
                for field in a.fpuzzles {
                    assert!(!b.fpuzzles.contains(field), "{field} in two rows");
                }
            }
            assert!(!a.rule.is_empty(), "{} has no rule text", a.name);
        }
    }
}
