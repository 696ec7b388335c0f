//! Slow thermometers: the digits never decrease from the bulb (first cell) to the tip;
//! neighbours along it may repeat a digit where no house forbids it.
//!
//! Lowered to a pair relation (`x <= y`) along each step (a chain of them is exact);
//! where two cells share a house, their peers' rule already makes the step strict.

use super::{Kind, KindRow};
use crate::variant::check::Checker;
#[cfg(feature = "variants")]
use crate::variant::fpuzzles::{Field, Reader, Writer};
use crate::variant::model::Builder;
use crate::variant::puzzle::{Puzzle, Shape};
#[cfg(feature = "variants")]
use crate::variant::Constraint;
use crate::Error;

pub(crate) const ROW: KindRow = KindRow {
    name: "slowThermometer",
    fpuzzles: &["slowthermometer"],
    rule: "The digits never decrease from the bulb to the tip (repeats allowed where no house forbids them).",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::SlowThermometer`](crate::variant::Constraint::SlowThermometer).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `slowthermometer`: `[{lines: [[cells], ...]}]`, one per line, bulb first.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::SlowThermometer { cells })
}

impl Kind for View<'_> {
    fn row(&self) -> &'static KindRow {
        &ROW
    }

    fn validate(&self, shape: &Shape, path: &str) -> Result<(), Error> {
        shape.list(self.cells, &format!("{path}.cells"), 1, usize::MAX)
    }

    fn lower(&self, builder: &mut Builder, _puzzle: &Puzzle) {
        for w in self.cells.windows(2) {
            builder.pair(w[0], w[1], |x, y| x <= y);
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        for (i, &a) in self.cells.iter().enumerate() {
            for &b in &self.cells[i + 1..] {
                checker.pair_rule(ROW.name, k, a, b, |x, y| x <= y);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        use super::super::logic::text::{cell_name_in, cells_short};
        format!(
            "Slow thermometer {} (digits never decrease from the bulb {})",
            cells_short(n, self.cells),
            cell_name_in(n, self.cells[0])
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("slowthermometer", self.cells, None);
        Ok(())
    }
}
