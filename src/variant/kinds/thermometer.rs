//! Thermometers: the digits strictly increase from the bulb (first cell) to the tip.
//!
//! Lowered to the `increasing` primitive (exact on a chain).

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
    name: "thermometer",
    fpuzzles: &["thermometer"],
    rule: "The digits strictly increase from the bulb to the tip.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Thermometer`](crate::variant::Constraint::Thermometer).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `thermometer`: `[{lines: [[cells], ...]}]`, one thermometer per line, bulb first.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::Thermometer { cells })
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
        builder.props.push(Prop::Increasing {
            cells: self.cells.to_vec(),
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        // Cells i < j apart along the line differ by at least j - i.
        for (i, &a) in self.cells.iter().enumerate() {
            for (j, &b) in self.cells.iter().enumerate().skip(i + 1) {
                let (x, y) = (checker.v(a), checker.v(b));
                if x != 0 && y != 0 && y - x < (j - i) as i64 {
                    checker.report(ROW.name, Some(k), vec![a, b]);
                }
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        use super::super::logic::text::{cell_name_in, cells_short};
        format!(
            "Thermometer {} (digits increase from the bulb {})",
            cells_short(n, self.cells),
            cell_name_in(n, self.cells[0])
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("thermometer", self.cells, None);
        Ok(())
    }
}
