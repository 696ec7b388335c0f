//! X-sums: a clue outside the grid gives the sum of the first X digits of its row or
//! column, read from the clue's side, where X is the first of those digits (so a clue of
//! 1 means the first digit is 1, and the first cell always counts itself).
//!
//! Lowered to the `xsum` primitive over the whole row or column, in reading order.

use super::{outside, Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{invalid, Puzzle, Shape, Side};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "xSum",
    fpuzzles: &["xsum"],
    rule: "The first X digits of the row or column, read from the clue, sum to the clue, where X is the first of them.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::XSum`](crate::variant::Constraint::XSum).
pub(crate) struct View {
    pub side: Side,
    pub index: u8,
    pub sum: u32,
}

/// `xsum`: `[{cell, value}]`, the clue cell outside the grid (row 0 or N + 1 beside a
/// column, column 0 or N + 1 beside a row); a blank value states nothing.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    let n = reader.size();
    let most = (n * (n + 1) / 2) as i64;
    field.each(|item| {
        let (side, index) = item.required("cell", |f| outside::read_cell(f, n, "an X-sum clue"))?;
        if let Some(sum) = item.required("value", |f| f.clue(1..=most))? {
            reader.push(
                Constraint::XSum {
                    side,
                    index,
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
        outside::validate_index(shape, self.index, path)?;
        let n = u32::from(shape.n);
        let most = n * (n + 1) / 2;
        if self.sum == 0 || self.sum > most {
            return Err(invalid(
                format!("{path}.sum"),
                format!("sum {} is not 1-{most}", self.sum),
            ));
        }
        Ok(())
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        builder.props.push(Prop::XSum {
            cells: outside::line(builder.n, self.side, self.index),
            sum: i64::from(self.sum),
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let line = outside::line(checker.n, self.side, self.index);
        let x = checker.v(line[0]);
        if x > 0 {
            let counted = &line[..(x as usize).min(line.len())];
            checker.sum_rule(ROW.name, k, counted, i64::from(self.sum));
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, _n: usize, _cells: &[u16]) -> String {
        format!(
            "X-sum {} in {} (the first X digits sum to {}, X the first digit)",
            self.sum,
            outside::place(self.side, self.index),
            self.sum
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        let cell = outside::cell_name(writer.n, self.side, self.index);
        writer.add(
            "xsum",
            serde_json::json!({ "cell": cell, "value": self.sum.to_string() }),
        );
        Ok(())
    }
}
