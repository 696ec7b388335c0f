//! Killer cages: the cage's digits differ, and sum to its total when it has one.
//!
//! Lowered to an all-different group, and with a total to the `cage` primitive (the
//! digit sets of that size and sum; bounds when they are too many to list). The cages
//! with totals also feed the 45 rule ([`Builder::cages`]). A cage's own logic step
//! (cage combinations) lives in the logic engine.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{combinations, Builder, Prop};
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "killerCage",
    fpuzzles: &["killercage"],
    rule: "The cage's digits differ and sum to its total, when it has one.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::KillerCage`](crate::variant::Constraint::KillerCage).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub sum: Option<u32>,
}

/// `killercage`: `[{cells, value}]`, the value a string (`"23"`) or absent.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let cells = item.required("cells", |f| reader.cell_list(f))?;
        let sum = item.with_key("value", |f| {
            f.map_or(Ok(None), |f| f.clue(0..=Reader::MAX_SUM))
        })?;
        // f-puzzles' cage tool writes no value (or "0", in ISS's export) for a cage
        // without a total.
        let sum = sum.filter(|&s| s > 0).map(|s| s as u32);
        reader.push(Constraint::KillerCage { cells, sum }, &item);
        Ok(())
    })
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
        if let Some(sum) = self.sum {
            let sum = i64::from(sum);
            builder.cages.push((self.cells.to_vec(), sum));
            let combos = combinations(builder.n, self.cells.len(), sum);
            builder.props.push(Prop::Cage {
                cells: self.cells.to_vec(),
                sum,
                combos,
            });
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        checker.distinct(ROW.name, Some(k), self.cells);
        if let Some(sum) = self.sum {
            checker.sum_rule(ROW.name, k, self.cells, i64::from(sum));
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        let at = super::first_cell(n, cells);
        let all = super::super::logic::text::cells_and(n, cells);
        match self.sum {
            Some(sum) => format!("the {sum} cage at {at} ({all})"),
            None => format!("the cage at {at} ({all})"),
        }
    }

    #[cfg(feature = "logic")]
    fn house(&self, n: usize) -> Option<(Vec<u16>, String)> {
        let at = super::first_cell(n, self.cells);
        let name = match self.sum {
            Some(sum) => format!("the {sum} cage at {at}"),
            None => format!("the cage at {at}"),
        };
        Some((self.cells.to_vec(), name))
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cells = writer.names(self.cells);
        let value = match self.sum {
            Some(sum) => serde_json::json!({ "cells": cells, "value": sum.to_string() }),
            None => serde_json::json!({ "cells": cells }),
        };
        writer.add("killercage", value);
        Ok(())
    }
}
