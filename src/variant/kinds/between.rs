//! Between lines: every digit strictly inside the line lies strictly between the digits
//! of its two ends.
//!
//! Lowered to the `between` primitive (nothing for a line of two cells, which states no
//! rule).

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::{Builder, Prop};
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "between",
    fpuzzles: &["betweenline"],
    rule: "The digits inside the line lie strictly between the digits of its two ends.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Between`](crate::variant::Constraint::Between).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `betweenline`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::Between { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 2, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        if self.cells.len() > 2 {
            builder.props.push(Prop::Between {
                cells: self.cells.to_vec(),
            });
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let cells = self.cells;
        let (first, last) = (cells[0], cells[cells.len() - 1]);
        let (a, b) = (checker.v(first), checker.v(last));
        if a != 0 && b != 0 {
            let (lo, hi) = (a.min(b), a.max(b));
            for &c in &cells[1..cells.len() - 1] {
                let v = checker.v(c);
                if v != 0 && !(lo < v && v < hi) {
                    checker.report(ROW.name, Some(k), vec![first, c, last]);
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Between line {} (the inner digits lie strictly between the two ends)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("betweenline", self.cells, None);
        Ok(())
    }
}
