//! Double arrows: the digits in the two circles at the line's ends sum to the total of
//! the digits between them (which may repeat).
//!
//! Lowered to the `equal_sum` primitive with two groups: the ends, and the cells between.

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
    name: "doubleArrow",
    fpuzzles: &["doublearrow"],
    rule: "The two circles at the line's ends sum to the total of the digits between them.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::DoubleArrow`](crate::variant::Constraint::DoubleArrow).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `doublearrow`: `[{lines: [[cells], ...]}]`, one constraint per line, circles at both
/// ends.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::DoubleArrow { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        // Two circles and at least one cell between them (two circles alone would have
        // to sum to nothing).
        shape.list(self.cells, &format!("{path}.cells"), 3, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let len = self.cells.len();
        let mut cells = vec![self.cells[0], self.cells[len - 1]];
        cells.extend_from_slice(&self.cells[1..len - 1]);
        builder.props.push(Prop::EqualSum {
            cells,
            ends: vec![2, len as u16],
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let len = self.cells.len();
        let (a, b) = (self.cells[0], self.cells[len - 1]);
        if checker.v(a) == 0 || checker.v(b) == 0 {
            return;
        }
        let circles = checker.v(a) + checker.v(b);
        let between = &self.cells[1..len - 1];
        // Each blank between holds at least 1.
        let least: i64 = between.iter().map(|&c| checker.v(c).max(1)).sum();
        if least > circles || (checker.filled(between) && least != circles) {
            checker.report(ROW.name, Some(k), self.cells.to_vec());
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Double arrow {} (the two circles sum to the digits between them)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("doublearrow", self.cells, None);
        Ok(())
    }
}
