//! Renban lines: the line's digits differ and form a run of consecutive numbers, in any
//! order.
//!
//! Lowered to an all-different group and the `run` primitive.

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
    name: "renban",
    fpuzzles: &["renban"],
    rule: "The line's digits differ and form a run of consecutive numbers, in any order.",
    #[cfg(feature = "variants")]
    read: Some(read),
};

/// [`Constraint::Renban`](crate::variant::Constraint::Renban).
pub(crate) struct View<'a> {
    pub cells: &'a [u16],
}

/// `renban`: `[{lines: [[cells], ...]}]`, one constraint per line.
#[cfg(feature = "variants")]
fn read(reader: &mut Reader, _name: &str, field: Field<'_>) -> Result<(), Error> {
    reader.lines(field, |cells| Constraint::Renban { cells })
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
        builder.groups.push(self.cells.to_vec());
        builder.props.push(Prop::Run {
            cells: self.cells.to_vec(),
        });
    }

    fn check(&self, checker: &mut Checker<'_>, k: usize, _puzzle: &Puzzle) {
        checker.distinct(ROW.name, Some(k), self.cells);
        let filled: Vec<i64> = self
            .cells
            .iter()
            .map(|&c| checker.v(c))
            .filter(|&v| v != 0)
            .collect();
        if let (Some(lo), Some(hi)) = (filled.iter().min(), filled.iter().max()) {
            if hi - lo >= self.cells.len() as i64 {
                let shown = self
                    .cells
                    .iter()
                    .copied()
                    .filter(|&c| checker.v(c) != 0)
                    .collect();
                checker.report(ROW.name, Some(k), shown);
            }
        }
    }

    #[cfg(feature = "logic")]
    fn describe(&self, n: usize, _cells: &[u16]) -> String {
        format!(
            "Renban line {} (its digits are a run of consecutive numbers)",
            super::super::logic::text::cells_short(n, self.cells)
        )
    }

    #[cfg(feature = "logic")]
    fn house(&self, n: usize) -> Option<(Vec<u16>, String)> {
        Some((
            self.cells.to_vec(),
            format!("the renban line at {}", super::first_cell(n, self.cells)),
        ))
    }

    #[cfg(feature = "variants")]
    fn write(&self, writer: &mut Writer<'_>) -> Result<(), Error> {
        writer.line("renban", self.cells, None);
        Ok(())
    }
}
