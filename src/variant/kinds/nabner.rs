//! Nabner lines: no two digits on the line are equal or consecutive (any two, not only
//! neighbours along it).
//!
//! Lowered to a pair relation (`|x - y| >= 2`) between every two cells of the line.

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
    name: "nabner",
    fpuzzles: &["nabner"],
    rule: "No two digits on the line are equal or consecutive.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Nabner`](crate::variant::Constraint::Nabner).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `nabner`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::Nabner { cells })
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
        for (i, &a) in self.cells.iter().enumerate() {
            for &b in &self.cells[i + 1..] {
                builder.pair(a, b, |x, y| (x - y).abs() >= 2);
            }
        }
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        for (i, &a) in self.cells.iter().enumerate() {
            for &b in &self.cells[i + 1..] {
                checker.pair_rule(ROW.name, k, a, b, |x, y| x != y && (x - y).abs() != 1);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe_whole(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Nabner line {} (no two of its digits are equal or consecutive)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, cells: &[u16]) -> String {
        format!(
            "Nabner line {}: {} are neither equal nor consecutive",
            super::super::logic::text::cells_short(n, self.cells),
            super::pair_text(n, cells)
        )
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("nabner", self.cells, None);
        Ok(())
    }
}
