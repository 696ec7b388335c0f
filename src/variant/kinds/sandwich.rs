//! Sandwiches: in a row or column, the digits strictly between the 1 and the N sum to
//! the clue (0 when the 1 and the N are neighbours).
//!
//! Lowered to the `sandwich` primitive over the whole row or column.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{invalid, Axis, Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "sandwich",
    fpuzzles: &["sandwichsum"],
    rule: "The digits strictly between the 1 and the N of the row or column sum to the clue.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Sandwich`](crate::variant::Constraint::Sandwich).
pub(crate) struct View {
    pub axis: Axis,
    pub index: u8,
    pub sum: u32,
}

impl View {
    /// The row's or column's cells, in order.
    fn line(&self, n: usize) -> Vec<u16> {
        let i = usize::from(self.index);
        (0..n)
            .map(|j| match self.axis {
                Axis::Row => (i * n + j) as u16,
                Axis::Column => (j * n + i) as u16,
            })
            .collect()
    }
}

/// `sandwichsum`: `[{cell, value}]`, the clue cell beside a row (column 0 or N + 1) or a
/// column (row 0 or N + 1).
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size();
    field.each(|item| {
        let (axis, index) = item.required("cell", |f| {
            let (row, column) = f.cell_name(n + 2, 0)?;
            let edge = |k: usize| k == 0 || k == n + 1;
            let inner = |k: usize| (1..=n).contains(&k);
            if edge(row) && inner(column) {
                Ok((Axis::Column, column - 1))
            } else if edge(column) && inner(row) {
                Ok((Axis::Row, row - 1))
            } else {
                Err(f.invalid("a sandwich clue sits outside the grid, beside a row or a column"))
            }
        })?;
        let sum = item.required("value", |f| f.clue(0..=Reader::MAX_SUM))?;
        if let Some(sum) = sum {
            reader.push(
                Constraint::Sandwich {
                    axis,
                    index: index as u8,
                    sum: sum as u32,
                },
                &item,
            );
        }
        Ok(())
    })
}

impl Kind for View {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        if self.index >= shape.n {
            return Err(invalid(
                format!("{path}.index"),
                format!("index {} is not 0-{}", self.index, shape.n - 1),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.props.push(Prop::Sandwich {
            cells: self.line(builder.n),
            sum: i64::from(self.sum),
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let n = checker.n;
        let line = self.line(n);
        let one = line.iter().position(|&c| checker.v(c) == 1);
        let big = line.iter().position(|&c| checker.v(c) == n as i64);
        if let (Some(a), Some(b)) = (one, big) {
            let inner = &line[a.min(b) + 1..a.max(b)];
            if checker.filled(inner) {
                let total: i64 = inner.iter().map(|&c| checker.v(c)).sum();
                if total != i64::from(self.sum) {
                    checker.report(ROW.name, Some(k), line[a.min(b)..=a.max(b)].to_vec());
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        let line = match self.axis {
            Axis::Row => "row",
            Axis::Column => "column",
        };
        let sum = self.sum;
        format!(
            "Sandwich {sum} in {line} {} (the digits between the 1 and the {n} sum to {sum})",
            self.index + 1
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cell = match self.axis {
            Axis::Row => format!("R{}C0", self.index + 1),
            Axis::Column => format!("R0C{}", self.index + 1),
        };
        writer.add(
            "sandwichsum",
            serde_json::json!({ "cell": cell, "value": self.sum.to_string() }),
        );
        Ok(())
    }
}
