//! Zipper lines: digits equidistant from the line's centre sum to one total; on a line
//! of odd length the centre digit is that total.
//!
//! Lowered to the `equal_sum` primitive: the pairs from the ends inwards, and the centre
//! alone (nothing for lines of 1 or 2 cells, which state no rule).

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
    name: "zipperLine",
    fpuzzles: &["zipperline"],
    rule: "Digits the same distance from the line's centre sum to one total; on a line of odd length the centre digit is that total.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::ZipperLine`](crate::variant::Constraint::ZipperLine).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `zipperline`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::ZipperLine { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        let len = self.cells.len();
        if len < 3 {
            return;
        }
        let mut cells = Vec::with_capacity(len);
        let mut ends = Vec::with_capacity(len.div_ceil(2));
        for i in 0..len / 2 {
            cells.extend([self.cells[i], self.cells[len - 1 - i]]);
            ends.push(cells.len() as u16);
        }
        if len % 2 == 1 {
            cells.push(self.cells[len / 2]);
            ends.push(len as u16);
        }
        builder.props.push(Prop::EqualSum { cells, ends });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        let cells = self.cells;
        let len = cells.len();
        // The total of each filled pair (and the centre), with its cells.
        let mut totals: Vec<(i64, Vec<u16>)> = Vec::new();
        for i in 0..len / 2 {
            let (a, b) = (cells[i], cells[len - 1 - i]);
            if checker.v(a) != 0 && checker.v(b) != 0 {
                totals.push((checker.v(a) + checker.v(b), vec![a, b]));
            }
        }
        if len % 2 == 1 && len > 1 && checker.v(cells[len / 2]) != 0 {
            let c = cells[len / 2];
            totals.push((checker.v(c), vec![c]));
        }
        if let Some(other) = totals.iter().find(|(t, _)| *t != totals[0].0) {
            let mut broken = totals[0].1.clone();
            broken.extend_from_slice(&other.1);
            checker.report(ROW.name, Some(k), broken);
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Zipper line {} (digits equally far from the centre share one sum)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("zipperline", self.cells, None);
        Ok(())
    }
}
