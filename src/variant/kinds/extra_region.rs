//! Extra regions: any extra set of cells whose digits all differ (windoku windows, hyper
//! boxes, f-puzzles' disjoint groups).
//!
//! Lowered to one all-different group; one of N cells is a full house.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::{box_shape, Constraint};
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "extraRegion",
    fpuzzles: &["disjointgroups", "extraregion"],
    rule: "The region's digits all differ (disjoint groups: the k-th cells of the boxes form one).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::ExtraRegion`](crate::variant::Constraint::ExtraRegion).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `extraregion` (`[{cells}]`), or `disjointgroups: true`: N regions, the k-th cells of
/// the default boxes.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, name: &str, field: Field<'_>) -> Result<(), Error> {
    if name == "extraregion" {
        return field.each(|item| {
            let cells = item.required("cells", |f| reader.cell_list(f))?;
            reader.push(Constraint::ExtraRegion { cells }, &item);
            Ok(())
        });
    }
    if !field.bool()? {
        return Ok(());
    }
    if reader.puzzle.regions.is_some() {
        return Err(Error::Unsupported {
            constraint: "disjointgroups (with irregular regions)".into(),
        });
    }
    let n = reader.size();
    let (rows, columns) = box_shape(reader.puzzle.size);
    let (rows, columns) = (usize::from(rows), usize::from(columns));
    for k in 0..n {
        let cells = (0..n)
            .map(|b| {
                let (band, stack) = (b / (n / columns), b % (n / columns));
                let (row, column) = (band * rows + k / columns, stack * columns + k % columns);
                (row * n + column) as u16
            })
            .collect();
        reader.push(Constraint::ExtraRegion { cells }, &field);
    }
    Ok(())
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(
            self.cells,
            &format!("{path}.cells"),
            1,
            usize::from(shape.n),
        )
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.groups.push(self.cells.to_vec());
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        checker.distinct(ROW.name, Some(k), self.cells);
    }

    #[cfg(feature = "logic")]
    fn house(&self, n: usize) -> Option<(Vec<u16>, String)> {
        Some((
            self.cells.to_vec(),
            format!("the extra region at {}", super::first_cell(n, self.cells)),
        ))
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cells = writer.names(self.cells);
        writer.add("extraregion", serde_json::json!({ "cells": cells }));
        Ok(())
    }
}
