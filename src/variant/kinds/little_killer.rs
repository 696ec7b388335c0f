//! Little killers: the digits on a clue's diagonal (which may repeat) sum to the clue.
//!
//! Lowered to the `linear` primitive with weights 1.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{diagonal, read::brief, Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "littleKiller",
    fpuzzles: &["littlekillersum"],
    rule: "The digits on the clue's diagonal (which may repeat) sum to the clue.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::LittleKiller`](crate::variant::Constraint::LittleKiller).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub sum: u32,
}

/// `littlekillersum`: `[{cell, direction, value, cells?}]`, the clue cell outside the
/// grid (row or column 0 or N + 1) and the direction `UL`, `UR`, `DL` or `DR`.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size();
    field.each(|item| {
        let (row, column) = item.required("cell", |f| {
            let (row, column) = f.cell_name(n + 2, 0)?;
            if (1..=n).contains(&row) && (1..=n).contains(&column) {
                return Err(f.invalid("a little killer clue sits outside the grid"));
            }
            Ok((row, column))
        })?;
        let step = item.required("direction", |f| {
            Ok(match f.str()? {
                "UL" => (-1, -1),
                "UR" => (-1, 1),
                "DL" => (1, -1),
                "DR" => (1, 1),
                _ => {
                    return Err(f.invalid(format!(
                        "expected \"UL\", \"UR\", \"DL\" or \"DR\", found {}",
                        brief(f.value)
                    )))
                }
            })
        })?;
        let cells = diagonal(n, (row as i64, column as i64), step);
        if cells.is_empty() {
            return Err(item.invalid("the clue's diagonal does not enter the grid"));
        }
        item.with_key("cells", |f| match f {
            Some(f) => {
                let mut listed = reader.cell_list(f)?;
                let mut expected = cells.clone();
                listed.sort_unstable();
                expected.sort_unstable();
                if listed != expected {
                    return Err(
                        f.invalid("the cells are not the diagonal of `cell` and `direction`")
                    );
                }
                Ok(())
            }
            None => Ok(()),
        })?;
        let sum = item.with_key("value", |f| {
            f.map_or(Ok(None), |f| f.clue(0..=Reader::MAX_SUM))
        })?;
        // A blank clue, or "0" (f-puzzles' readers take both as no clue): no rule.
        if let Some(sum) = sum.filter(|&s| s > 0) {
            reader.push(
                Constraint::LittleKiller {
                    cells,
                    sum: sum as u32,
                },
                &item,
            );
        }
        Ok(())
    })
}

/// The clue cell (1-based, row or column 0 or N + 1) and direction of a little killer
/// whose `cells` run from the edge inwards along a whole diagonal.
#[cfg(feature = "variants")]
fn clue(n: usize, cells: &[u16]) -> Option<((i64, i64), &'static str)> {
    let first = usize::from(*cells.first()?);
    let (row, column) = ((first / n + 1) as i64, (first % n + 1) as i64);
    [
        ((-1, -1), "UL"),
        ((-1, 1), "UR"),
        ((1, -1), "DL"),
        ((1, 1), "DR"),
    ]
    .into_iter()
    .map(|(step, direction)| ((row - step.0, column - step.1), step, direction))
    .filter(|&(clue, _, _)| {
        let inside = |k: i64| (1..=n as i64).contains(&k);
        !(inside(clue.0) && inside(clue.1))
    })
    .find(|&(clue, step, _)| diagonal(n, clue, step) == cells)
    .map(|(clue, _, direction)| (clue, direction))
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.props.push(Prop::Linear {
            cells: self.cells.to_vec(),
            weights: vec![1; self.cells.len()],
            sum: i64::from(self.sum),
        });
        builder
            .sums
            .push((self.cells.to_vec(), i64::from(self.sum)));
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        checker.sum_rule(ROW.name, k, self.cells, i64::from(self.sum));
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        let sum = self.sum;
        format!(
            "Little killer {sum} along {} (the diagonal's digits sum to {sum})",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let ((row, column), direction) =
            clue(writer.n, self.cells).ok_or_else(|| Error::Unsupported {
                constraint: "littleKiller (cells that are not a whole diagonal from the edge)"
                    .into(),
            })?;
        let cells = writer.names(self.cells);
        writer.add(
            "littlekillersum",
            serde_json::json!({
                "cell": format!("R{row}C{column}"),
                "cells": cells,
                "direction": direction,
                "value": self.sum.to_string(),
            }),
        );
        Ok(())
    }
}
