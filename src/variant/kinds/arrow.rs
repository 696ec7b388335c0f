//! Arrows: the digits on the line (which may repeat) sum to the circle's number; a
//! circle of several cells (a pill) reads its digits in order as a decimal number.
//!
//! Lowered to the `linear` primitive: the circle's cells weighted by powers of ten, the
//! line's by -1, summing to 0.

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
    name: "arrow",
    fpuzzles: &["arrow"],
    rule:
        "The digits on the line sum to the number in the circle (a pill reads as a decimal number).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Arrow`](crate::variant::Constraint::Arrow).
pub(crate) struct View<'a> {
    pub circle: &'a [u16],
    pub line: &'a [u16],
}

/// `arrow`: `[{cells: circle, lines: [[circle cell, line cells...], ...]}]`; branches
/// may share cells.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    field.each(|item| {
        let circle = item.required("cells", |f| reader.cell_list(f))?;
        if circle.is_empty() {
            return Err(item.invalid("an arrow needs a circle (`cells` is empty)"));
        }
        let mut line: Vec<u16> = Vec::new();
        item.required("lines", |lines| {
            lines.each(|cells| {
                // Each line starts in the circle; branches may share cells.
                for cell in reader.cell_list(cells)? {
                    if !circle.contains(&cell) && !line.contains(&cell) {
                        line.push(cell);
                    }
                }
                Ok(())
            })
        })?;
        if line.is_empty() {
            return Err(item.invalid("an arrow needs a line leaving its circle"));
        }
        reader.push(Constraint::Arrow { circle, line }, &item);
        Ok(())
    })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.circle, &format!("{path}.circle"), 1, usize::MAX)?;
        shape.list(self.line, &format!("{path}.line"), 1, usize::MAX)?;
        if let Some((i, &c)) = self
            .line
            .iter()
            .enumerate()
            .find(|(_, c)| self.circle.contains(c))
        {
            return Err(invalid(
                format!("{path}.line[{i}]"),
                format!("{} is also in the circle", shape.name(c)),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let mut cells = self.circle.to_vec();
        cells.extend_from_slice(self.line);
        let mut weights: Vec<i64> = Vec::with_capacity(cells.len());
        for k in 0..self.circle.len() {
            let power = (self.circle.len() - 1 - k).min(18) as u32;
            weights.push(10i64.saturating_pow(power));
        }
        weights.extend(std::iter::repeat(-1).take(self.line.len()));
        builder.props.push(Prop::Linear {
            cells,
            weights,
            sum: 0,
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        // With the circle filled, the line can no longer hold once its digits (each blank
        // at least 1, at most N) cannot reach the number exactly.
        if checker.filled(self.circle) {
            let number = self.circle.iter().fold(0i64, |acc, &c| {
                acc.saturating_mul(10).saturating_add(checker.v(c))
            });
            let total: i64 = self.line.iter().map(|&c| checker.v(c)).sum();
            let blanks = self.line.iter().filter(|&&c| checker.v(c) == 0).count() as i64;
            if total + blanks > number || total + blanks * (checker.n as i64) < number {
                let mut cells = self.circle.to_vec();
                cells.extend_from_slice(self.line);
                checker.report(ROW.name, Some(k), cells);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        use super::super::logic::text::{cells_and, cells_short};
        format!(
            "Arrow from {} along {} (the line's digits sum to the circle's number)",
            cells_and(n, self.circle),
            cells_short(n, self.line)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let mut path = vec![self.circle[0]];
        path.extend_from_slice(self.line);
        let value = serde_json::json!({
            "cells": writer.names(self.circle),
            "lines": [writer.names(&path)],
        });
        writer.add("arrow", value);
        Ok(())
    }
}
