//! Clones: two shapes of the same size hold the same digits in corresponding cells.
//!
//! Lowered to an equality pair relation between each cell and its clone.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{invalid, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "clone",
    fpuzzles: &["clone"],
    rule: "The two shapes hold the same digits in corresponding cells.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Clone`](crate::variant::Constraint::Clone).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub clone_cells: &'a [u16],
}

impl View<'_> {
    /// The corresponding pairs, a cell cloned onto itself left out.
    fn pairs(&self) -> impl Iterator<Item = (u16, u16)> + '_ {
        self.cells
            .iter()
            .copied()
            .zip(self.clone_cells.iter().copied())
            .filter(|(a, b)| a != b)
    }
}

/// `clone`: `[{cells, cloneCells}]`, the k-th cell of each list corresponding.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let cells = item.required("cells", |f| reader.cell_list(f))?;
        let clone_cells = item.required("cloneCells", |f| reader.cell_list(f))?;
        reader.push(Constraint::Clone { cells, clone_cells }, &item);
        Ok(())
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)?;
        let clone_path = format!("{path}.cloneCells");
        shape.list(self.clone_cells, &clone_path, 1, usize::MAX)?;
        if self.clone_cells.len() != self.cells.len() {
            return Err(invalid(
                clone_path,
                format!(
                    "expected {} cells (as many as `cells`), found {}",
                    self.cells.len(),
                    self.clone_cells.len()
                ),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        for (a, b) in self.pairs() {
            builder.pair(a, b, |x, y| x == y);
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        for (a, b) in self.pairs() {
            checker.pair_rule(ROW.name, k, a, b, |x, y| x == y);
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Clone {} of {} (corresponding cells hold the same digit)",
            super::super::logic::text::cells_short(n, self.clone_cells),
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Clone: {} correspond (they hold the same digit)",
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let value = serde_json::json!({
            "cells": writer.names(self.cells),
            "cloneCells": writer.names(self.clone_cells),
        });
        writer.add("clone", value);
        Ok(())
    }
}
