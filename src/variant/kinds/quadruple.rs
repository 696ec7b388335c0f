//! Quadruples: the digits listed (with repeats) all appear among the cells, usually the
//! four cells around a grid corner.
//!
//! Lowered to the `contains` primitive, with each digit's count.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{invalid, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "quadruple",
    fpuzzles: &["quadruple"],
    rule: "The digits listed (with repeats) all appear among the cells.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Quadruple`](crate::variant::Constraint::Quadruple).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
    pub digits: &'a [u8],
}

/// `quadruple`: `[{cells, values: [digits]}]`.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size() as i64;
    field.each(|item| {
        let cells = item.required("cells", |f| reader.cell_list(f))?;
        let mut digits = Vec::new();
        item.required("values", |values| {
            values.each(|value| {
                digits.push(value.int(1..=n)? as u8);
                Ok(())
            })
        })?;
        reader.push(Constraint::Quadruple { cells, digits }, &item);
        Ok(())
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, 4)?;
        if self.digits.is_empty() || self.digits.len() > self.cells.len() {
            return Err(invalid(
                format!("{path}.digits"),
                format!(
                    "expected 1-{} digits (one per cell at most), found {}",
                    self.cells.len(),
                    self.digits.len()
                ),
            ));
        }
        for (i, &d) in self.digits.iter().enumerate() {
            shape.digit(d, format!("{path}.digits[{i}]"), "digit")?;
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let mut counts: Vec<(u32, u8)> = Vec::new();
        for &d in self.digits {
            let bit = 1u32 << (d - 1);
            match counts.iter_mut().find(|(b, _)| *b == bit) {
                Some((_, k)) => *k += 1,
                None => counts.push((bit, 1)),
            }
        }
        builder.props.push(Prop::Contains {
            cells: self.cells.to_vec(),
            digits: counts,
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let blanks = self.cells.iter().filter(|&&c| checker.v(c) == 0).count();
        // The listed digits not yet present must fit in the blanks.
        let mut present: Vec<i64> = self
            .cells
            .iter()
            .map(|&c| checker.v(c))
            .filter(|&v| v != 0)
            .collect();
        let mut missing = 0;
        for &d in self.digits {
            match present.iter().position(|&v| v == i64::from(d)) {
                Some(i) => {
                    present.swap_remove(i);
                }
                None => missing += 1,
            }
        }
        if missing > blanks {
            checker.report(ROW.name, Some(k), self.cells.to_vec());
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        use super::super::logic::text::{cells_and, list};
        let digits: Vec<String> = self.digits.iter().map(u8::to_string).collect();
        format!(
            "Quadruple {} on {} (those digits appear among these cells)",
            list(&digits, "and"),
            cells_and(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cells = writer.names(self.cells);
        writer.add(
            "quadruple",
            serde_json::json!({ "cells": cells, "values": self.digits }),
        );
        Ok(())
    }
}
