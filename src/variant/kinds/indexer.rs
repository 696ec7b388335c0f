//! Indexers: the digit in an indexer cell says where, in its row, column or box, a digit
//! named by the cell's own position sits.
//!
//! * **Column indexer**: the digit `v` in row R, column C says that row R holds the
//!   digit C in column `v`.
//! * **Row indexer**: the digit `v` in row R, column C says that column C holds the
//!   digit R in row `v`.
//! * **Box indexer**: the digit `v` in the k-th cell of its box (its region, cells in
//!   reading order) says that the box holds the digit k in its `v`-th cell.
//!
//! (The semantics of Rangsk's solver and f-puzzles' `rowindexer`, `columnindexer`,
//! `boxindexer`.) Since each digit sits once in a row, a column or a box, "the cell holds
//! `v`" and "the `v`-th cell holds the index digit" are the same fact: lowered to one pair
//! relation per `v` between the indexer cell and its `v`-th target, `x == v` exactly
//! when `t == index digit`. The three kinds share this module; each has its own row.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW_INDEXER: KindRow = KindRow {
    name: "rowIndexer",
    fpuzzles: &["rowindexer"],
    rule: "The digit v in row R, column C says that column C holds the digit R in row v.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

pub(crate) const COLUMN_INDEXER: KindRow = KindRow {
    name: "columnIndexer",
    fpuzzles: &["columnindexer"],
    rule: "The digit v in row R, column C says that row R holds the digit C in column v.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

pub(crate) const BOX_INDEXER: KindRow = KindRow {
    name: "boxIndexer",
    fpuzzles: &["boxindexer"],
    rule: "The digit v in the k-th cell of a box (reading order) says that the box holds the digit k in its v-th cell.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// Which line an indexer points along.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Along {
    Row,
    Column,
    Box,
}

/// [`Constraint::RowIndexer`](crate::variant::Constraint::RowIndexer),
/// [`ColumnIndexer`](crate::variant::Constraint::ColumnIndexer) and
/// [`BoxIndexer`](crate::variant::Constraint::BoxIndexer).
pub(crate) struct View<'a> {
    pub along: Along,
    pub cells: &'a [u16],
}

/// `rowindexer`, `columnindexer`, `boxindexer`: `[{cells}, ...]`, all the entries of a
/// field one constraint (each indexer cell is a rule of its own; how the setter grouped
/// them says nothing, and SudokuPad's drawing of them merges the groups).
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    let mut cells: Vec<u16> = Vec::new();
    field.each(|item| {
        item.required("cells", |list| {
            list.each(|cell| {
                let index = reader.cell_index(cell)?;
                if cells.contains(&index) {
                    return Err(cell.invalid(format!(
                        "{} is listed twice",
                        crate::variant::fpuzzles::read::brief(cell.value)
                    )));
                }
                cells.push(index);
                Ok(())
            })
        })
    })?;
    if cells.is_empty() {
        return Ok(());
    }
    let constraint = match name {
        "rowindexer" => Constraint::RowIndexer { cells },
        "columnindexer" => Constraint::ColumnIndexer { cells },
        _ => Constraint::BoxIndexer { cells },
    };
    reader.push(constraint, &field);
    Ok(())
}

impl View<'_> {
    /// For an indexer cell: the cells its digit may point at (the `v`-th is `targets[v -
    /// 1]`) and the digit the target then holds.
    fn targets(&self, puzzle: &Puzzle, cell: u16) -> (Vec<u16>, i64) {
        let n = u16::from(puzzle.size);
        let (row, column) = (cell / n, cell % n);
        match self.along {
            Along::Column => ((0..n).map(|c| row * n + c).collect(), i64::from(column) + 1),
            Along::Row => ((0..n).map(|r| r * n + column).collect(), i64::from(row) + 1),
            Along::Box => {
                let regions = puzzle.region_of_cells();
                let region = regions[usize::from(cell)];
                let cells: Vec<u16> = (0..n * n)
                    .filter(|&c| regions[usize::from(c)] == region)
                    .collect();
                let k = cells.iter().position(|&c| c == cell).unwrap_or(0);
                (cells, k as i64 + 1)
            }
        }
    }
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        match self.along {
            Along::Row => &ROW_INDEXER,
            Along::Column => &COLUMN_INDEXER,
            Along::Box => &BOX_INDEXER,
        }
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, puzzle: &Puzzle) {
        for &cell in self.cells {
            let (targets, index) = self.targets(puzzle, cell);
            for (v, &target) in (1..).zip(&targets) {
                if target != cell {
                    builder.pair(cell, target, move |x, t| (x == v) == (t == index));
                }
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, puzzle: &Puzzle) {
        let name = self.row().name;
        for &cell in self.cells {
            let v = checker.v(cell);
            if v == 0 {
                continue;
            }
            let (targets, index) = self.targets(puzzle, cell);
            if let Some(&target) = targets.get(v as usize - 1) {
                let t = checker.v(target);
                if t != 0 && t != index {
                    checker.report(name, Some(k), vec![cell, target]);
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        let what = match self.along {
            Along::Row => "Row indexer",
            Along::Column => "Column indexer",
            Along::Box => "Box indexer",
        };
        format!(
            "{what} cells {} (each one's digit says where its index digit sits)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        use super::super::logic::text::cell_name_in;
        let what = match self.along {
            Along::Row => "Row indexer",
            Along::Column => "Column indexer",
            Along::Box => "Box indexer",
        };
        match cells {
            [cell, target, ..] => format!(
                "{what} {} (its digit says where the index digit sits; {} is one place)",
                cell_name_in(n, *cell),
                cell_name_in(n, *target)
            ),
            _ => format!(
                "{what} {}",
                super::super::logic::text::cells_short(n, cells)
            ),
        }
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let key = match self.along {
            Along::Row => "rowindexer",
            Along::Column => "columnindexer",
            Along::Box => "boxindexer",
        };
        let cells = writer.names(self.cells);
        writer.add(key, serde_json::json!({ "cells": cells }));
        Ok(())
    }
}
